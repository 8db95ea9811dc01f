// What a screen reader hears of a board, for every game: a square by column and row, a row as
// runs of the same word, the whole board row by row. Each game's words (views/<game>/words.ts)
// name its squares and moves. Pure (no Phaser); tests/views/words.test.ts reads them.

import { t } from '../i18n/i18n';
import type { Square } from '../logic/notation';

/** The words a game's view has for the screen reader, from the model it draws. */
export interface Words<M, C, Model> {
  /** One move, in a sentence, with where the game stands after it. */
  move(changes: C, after: Model): string;
  /** Where the game stands: points, moves or squares left, whose turn, or the result. */
  status(model: Model): string;
  /** The whole board, row by row. */
  board(model: Model): string;
  /** A suggested move ("jump blue from column 2, row 3 to column 4, row 3"). */
  hint(move: M, model: Model): string;
  /** The square under the keyboard's cursor (null: no cursor). */
  cursor(model: Model): string | null;
}

export const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** A square by column and row, counted from 1 as a player counts. */
export const squareName = (x: number, y: number): string => t('column {x}, row {y}', { x: x + 1, y: y + 1 });

export const squareWords = (at: Square): string => squareName(at.x, at.y);

/** One row of a board, runs of the same word joined: "3 red, blue, 2 empty". */
export function rowWords(words: readonly string[]): string {
  const runs: string[] = [];
  for (let i = 0; i < words.length; ) {
    let j = i;
    while (j < words.length && words[j] === words[i]) j++;
    runs.push(j - i === 1 ? (words[i] as string) : `${j - i} ${words[i]}`);
    i = j;
  }
  return runs.join(', ');
}

/** A whole board, row by row. */
export function boardWords(width: number, height: number, word: (x: number, y: number) => string): string {
  const rows: string[] = [];
  for (let y = 0; y < height; y++)
    rows.push(
      t('Row {y}: {squares}.', {
        y: y + 1,
        squares: rowWords(Array.from({ length: width }, (_, x) => word(x, y))),
      }),
    );
  return rows.join(' ');
}
