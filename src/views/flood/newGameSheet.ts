// Flood Duel's NEW GAME… sheet: on a phone held upright the board gets the room, and the new games
// and their choices (against the computer and its level, two players, the board's size, the rules,
// a duel by code, a code to enter, online) fold into one button that opens them here, each by the
// name it has in the toolbar, with whole words for labels. A choice (LEVEL, SIZE, RULES) changes
// the next game and the sheet says it at once; a new game closes the sheet first.

import type Phaser from 'phaser';
import { t, verbatim } from '../../i18n/i18n';
import { levelName } from '../../i18n/levels';
import type { FloodModel } from '../../midend/games/flood/model';
import type { Action } from '../../midend/session/effects';
import type { ScreenHost } from '../../ui/screen/host';
import { showPanel } from '../../ui/screen/panel';

type Next = FloodModel['next'];

/** LEVEL, SIZE and RULES as they name the next game's choice: whole words, and a short form. */
export function choiceLabels(next: Next) {
  const filler = next.rules === 'filler';
  return {
    level: { label: t('LEVEL {level}', { level: levelName(next.level) }), short: levelName(next.level) },
    size: {
      label: t('SIZE {w}×{h}', { w: next.width, h: next.height }),
      short: verbatim(`${next.width}×${next.height}`),
    },
    rules: {
      label: filler ? t('RULES: FILLER') : t('RULES: FLOOD DUEL'),
      short: filler ? t('FILLER') : t('FLOOD'),
    },
  };
}

export class NewGameSheet {
  private panel: Phaser.GameObjects.Container | null = null;

  constructor(
    private readonly host: ScreenHost,
    private readonly act: (action: Action) => void,
    /** The next game's choices as they stand now. */
    private readonly next: () => Next,
  ) {}

  get open(): boolean {
    return this.panel !== null;
  }

  /** Open the sheet (again, with the choices as they now stand). */
  show(): void {
    const again = this.panel !== null;
    this.panel?.destroy();
    const words = choiceLabels(this.next());
    const start = (name: string, label: string, action: Action) => ({
      name,
      label,
      onPress: () => {
        this.close();
        this.act(action);
      },
    });
    const choose = (name: string, label: string, action: Action) => ({
      name,
      label,
      onPress: () => {
        this.act(action);
        if (this.open) this.show();
      },
    });
    this.panel = showPanel(this.host, {
      title: t('NEW GAME'),
      lines: [],
      buttons: [
        start('new-cpu', t('NEW VS COMPUTER'), 'new-cpu'),
        choose('level', words.level.label, 'level'),
        start('new-duo', t('NEW 2 PLAYERS'), 'new-duo'),
        choose('size', words.size.label, 'size'),
        start('new-mail', t('NEW DUEL BY CODE'), 'new-mail'),
        choose('ruleset', words.rules.label, 'ruleset'),
        start('enter-code', t('ENTER CODE'), 'enter-code'),
        start('play-online', t('PLAY ONLINE'), 'play-online'),
        { name: 'new-game-close', label: t('CLOSE'), onPress: () => this.close() },
      ],
      cancel: 'new-game-close',
      again,
    });
  }

  close(): void {
    this.panel?.destroy();
    this.panel = null;
  }
}
