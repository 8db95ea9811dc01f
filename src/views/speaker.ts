// What a game screen says to screen readers, in its view's words (views/<game>/words.ts): where the
// game stands when the screen opens, each move, the whole board (the I key), a hint that arrived,
// and the square under the keyboard's cursor when it changes.

import { t } from '../i18n/i18n';
import { announce } from '../services/announcer';
import type { Words } from './words';

export class Speaker<M, C, Model> {
  /** The cursor's square last said, so a redraw does not say it again. */
  private saidCursor: string | null = null;

  constructor(private readonly words: Words<M, C, Model>) {}

  /** The screen opens: its name and where the game stands. */
  opening(title: string, model: Model): void {
    announce(title, this.words.status(model), t('Press I to hear the board.'));
  }

  move(changes: C, after: Model): void {
    announce(this.words.move(changes, after));
  }

  /** The board row by row, the cursor's square, then where the game stands. */
  board(model: Model): void {
    const cursor = this.words.cursor(model);
    announce(
      this.words.board(model),
      cursor ? t('Cursor: {square}', { square: cursor }) : '',
      this.words.status(model),
    );
  }

  hint(move: M, model: Model): void {
    announce(t('Hint: {move}', { move: this.words.hint(move, model) }));
  }

  /** The cursor's square, if it moved to another one. */
  cursor(model: Model): void {
    const now = this.words.cursor(model);
    if (now !== null && now !== this.saidCursor) announce(now);
    this.saidCursor = now;
  }
}
