// "You start here": before a player's first move, their corner is ringed in their colour and named
// (YOU START HERE; two players at one screen: PLAYER 1 STARTS HERE), so a newcomer knows which
// region is theirs. The ring pulses; the label sits beside the corner, off the board, where the board's
// box has room; where it has none (a zoomed board) the turn line above says it: YOU START AT THE RING.

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

/** Player `pl`'s starting corner, as a board square. */
export function cornerOf(mo: FloodModel, pl: 1 | 2): { x: number; y: number } {
  const s = mo.state;
  const index = pl === 1 ? startSquare1(s.width, s.height) : startSquare2(s.width);
  return { x: index % s.width, y: Math.floor(index / s.width) };
}

/** The corner a zoomed board shows: the player's own (two at one screen: the one to move). */
export function ownCorner(mo: FloodModel): { x: number; y: number } {
  const { mode, me } = mo.players;
  return cornerOf(mo, mode === 'duo' ? mo.state.turn : mode === 'cpu' ? 1 : (me ?? 1));
}

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

  /**
   * Ringed and named while the player to move has not moved yet and the corner is in view. The words
   * go beside the corner, off the board, where its box leaves room; where it does not (a zoomed board
   * fills its box), they are not drawn over the squares: the answer is true, and the turn line says
   * them instead (`lineWords`).
   */
  draw(mo: FloodModel): boolean {
    const { ring, label, board } = this;
    const s = mo.state;
    ring.clear();
    label.setVisible(false);
    const first = s.moves < 2 && mo.human && !mo.over && !mo.thinking;
    const at = cornerOf(mo, s.turn);
    if (!first || !board.isShown(at)) return false;
    const c = board.centre(at.x, at.y);
    const half = board.cell / 2;
    const unit = this.host.m.unit;
    ring.lineStyle(Math.max(3, 4 * unit), playerColour(s.turn), 1);
    ring.strokeRoundedRect(c.x - half - 2, c.y - half - 2, half * 2 + 4, half * 2 + 4, 8 * unit);
    const { mode } = mo.players;
    label.setText(mode === 'duo' ? t('{who} STARTS HERE', { who: this.who(mo) }) : t('YOU START HERE'));
    const spare = (board.layout.maxHeight - board.shown.h) / 2;
    if (spare < label.height + 4 * unit) return true;
    this.placeLabel(s.turn, c, half + 2 * unit);
    return false;
  }

  /** The turn line's words while the corner is ringed with no room beside it for its label. */
  lineWords(mo: FloodModel): string[] {
    // The line is in the mover's colour: the short form still says whose.
    const short = t('START AT THE RING');
    return mo.players.mode === 'duo'
      ? [t('{who} STARTS AT THE RING', { who: this.who(mo) }), short]
      : [t('YOU START AT THE RING'), short];
  }

  private who(mo: FloodModel): string {
    const { mode, me } = mo.players;
    return playerName(mo.state.turn, mode, me, mo.other);
  }

  /**
   * Beside the corner, off the board (below the bottom-left corner, above the top-right one), kept
   * on the canvas where the board is narrower than the words (a phone).
   */
  private placeLabel(turn: 1 | 2, c: { x: number; y: number }, gap: number): void {
    const { label, board } = this;
    const { margin } = this.host.m;
    const shown = board.shown;
    const W = this.host.scale.width;
    label.setVisible(true);
    if (turn === 1) {
      const x = Math.max(margin, Math.min(Math.max(shown.x, c.x - gap), W - margin - label.width));
      label.setOrigin(0, 0).setPosition(x, c.y + gap);
    } else {
      const x = Math.min(W - margin, Math.max(Math.min(shown.x + shown.w, c.x + gap), margin + label.width));
      label.setOrigin(1, 1).setPosition(x, c.y - gap);
    }
  }
}
