// The session's questions: asked before something undo cannot bring back (a new game over one in
// progress, a code for another deal, leaving a live game), each the open panel until answered.
// A question takes only its own answers; none is asked over another panel.

import { t } from '../../i18n/i18n';
import type { SessionCore } from './core';
import { questionPanel } from './panels';
import type { Question } from './part';

export type Answer = 'yes' | 'no' | 'alt' | 'cycle';

export class Questions<S, M, C, U, Model> {
  constructor(private readonly core: SessionCore<S, M, C, U, Model>) {}

  /** Ask `q`: the question is the open panel, and its answer runs `onYes` or `onAlt`. */
  ask(q: Question, onYes: () => void, onAlt?: () => void): void {
    const core = this.core;
    if (core.panelShown) return;
    core.catchUp();
    core.question = { spec: questionPanel(q), yes: onYes, alt: onAlt, cycle: q.cycle?.next };
    core.step('ask');
  }

  /** The open question closes (answered, or closed by what happened). */
  close(): void {
    this.core.question = null;
    this.core.step('answer');
  }

  answer(which: Answer): void {
    const q = this.core.question;
    this.close();
    this.core.sync();
    if (which === 'yes') q?.yes();
    else if (which === 'alt') q?.alt?.();
    else if (which === 'cycle') q?.cycle?.();
  }

  /** A new game: at once when nothing would be lost, else asked first. */
  askNewGame(start: () => void): void {
    const m = this.core.midend;
    if (m.status !== 'playing' || m.steps === 0) {
      start();
      return;
    }
    this.ask(
      {
        title: t('NEW GAME?'),
        line: t('This game will be lost: undo cannot bring it back.'),
        yes: { name: 'confirm-new', label: t('YES, NEW GAME') },
        no: { name: 'cancel-new', label: t('KEEP PLAYING') },
      },
      start,
    );
  }

  /** A code for another deal than the game in progress: play it, or keep the game. */
  askCode(play: () => void): void {
    this.ask(
      {
        title: t('PLAY THE CODE?'),
        line: t('The code is for another deal. Your game in progress here will be lost.'),
        yes: { name: 'confirm-code', label: t('PLAY THE CODE') },
        no: { name: 'cancel-code', label: t('KEEP MY GAME') },
      },
      play,
    );
  }
}
