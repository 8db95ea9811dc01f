// "You start here": before a player's first move, their corner is ringed in their colour and named
// (YOU START HERE; two players at one screen: PLAYER 1 STARTS HERE), so a newcomer knows which
// region is theirs. The ring pulses; the label sits beside the corner, off the board where it has room.

import type Phaser from 'phaser';
import { playerName } from '../../i18n/floodPlayers';
import { t } from '../../i18n/i18n';
import { startSquare1, startSquare2 } from '../../logic/flood';
import type { FloodModel } from '../../midend/games/flood/model';
import type { BoardView } from '../../ui/board/boardView';
import { reducedMotion } from '../../ui/look/fx';
import { FONT, UI } from '../../ui/look/theme';
import type { ScreenHost } from '../../ui/screen/host';
import { playerColour } from './animate';

export class StartMarker {
  private readonly ring: Phaser.GameObjects.Graphics;
  private readonly label: Phaser.GameObjects.Text;

  constructor(
    private readonly host: ScreenHost,
    private readonly board: BoardView,
  ) {
    const m = host.m;
    this.ring = host.add.graphics();
    this.label = host.add
      .text(0, 0, '', {
        fontFamily: FONT,
        fontSize: `${m.font('small')}px`,
        color: UI.text,
        backgroundColor: '#17153a',
        padding: { x: Math.round(m.gap * 0.5), y: Math.round(m.gap * 0.4) },
      })
      .setVisible(false);
    if (!reducedMotion())
      host.tweens.add({ targets: this.ring, alpha: 0.35, duration: 550, yoyo: true, repeat: -1 });
  }

  /** Ringed and named while the player to move has not moved yet and the corner is in view. */
  draw(mo: FloodModel): void {
    const { ring, label, board } = this;
    const s = mo.state;
    ring.clear();
    const first = s.moves < 2 && mo.human && !mo.over && !mo.thinking;
    const index = s.turn === 1 ? startSquare1(s.width, s.height) : startSquare2(s.width);
    const at = { x: index % s.width, y: Math.floor(index / s.width) };
    if (!first || !board.isShown(at)) {
      label.setVisible(false);
      return;
    }
    const { mode, me } = mo.players;
    const who = playerName(s.turn, mode, me, mo.other);
    label.setText(mode === 'duo' ? t('{who} STARTS HERE', { who }) : t('YOU START HERE')).setVisible(true);
    const c = board.centre(at.x, at.y);
    const half = board.cell / 2;
    const unit = this.host.m.unit;
    ring.lineStyle(Math.max(3, 4 * unit), playerColour(s.turn), 1);
    ring.strokeRoundedRect(c.x - half - 2, c.y - half - 2, half * 2 + 4, half * 2 + 4, 8 * unit);
    this.placeLabel(s.turn, c, half);
  }

  /**
   * Beside the corner: outside the board where its box leaves room (below the bottom-left corner,
   * above the top-right one), so no square is covered; else inside it (above the bottom-left one,
   * below the top-right one). Kept on the canvas where the board is narrower than the words (a phone).
   */
  private placeLabel(turn: 1 | 2, c: { x: number; y: number }, half: number): void {
    const { label, board } = this;
    const { margin, unit } = this.host.m;
    const shown = board.shown;
    const spare = (board.layout.maxHeight - shown.h) / 2;
    const outside = spare >= label.height + 4 * unit;
    const gap = outside ? half + 2 * unit : half + 6 * unit;
    const W = this.host.scale.width;
    if (turn === 1) {
      const x = Math.max(margin, Math.min(Math.max(shown.x, c.x - half), W - margin - label.width));
      if (outside) label.setOrigin(0, 0).setPosition(x, c.y + gap);
      else label.setOrigin(0, 1).setPosition(x, c.y - gap);
    } else {
      const x = Math.min(W - margin, Math.max(Math.min(shown.x + shown.w, c.x + half), margin + label.width));
      if (outside) label.setOrigin(1, 1).setPosition(x, c.y - gap);
      else label.setOrigin(1, 0).setPosition(x, c.y + gap);
    }
  }
}
