// Joker Coloring in words for screen readers: a move (the colour, the squares painted, the jokers
// burst), the moves and squares left, the board with its base, a hint, and the square the keyboard
// is choosing as the new base.

import { colourName, JOKER_COLOURS } from '../../i18n/colours';
import { t } from '../../i18n/i18n';
import { count } from '../../i18n/units';
import type { JokerChanges, JokerMove, JokerState } from '../../logic/joker';
import { squaresLeft, status } from '../../logic/joker';
import type { JokerModel } from '../../midend/games/joker/part';
import { boardWords, capital, squareWords, type Words } from '../words';

export const jokerCellWord = (c: string): string =>
  c === '*' ? colourName('joker') : colourName(JOKER_COLOURS[c as keyof typeof JOKER_COLOURS] ?? 'joker');

const cellAt = (s: JokerState, x: number, y: number): string => s.cells[y * s.width + x] ?? '';

/** "Red: 14 squares painted, 2 jokers burst. 12 moves left, 30 squares not in the base's colour." */
export function colouringWords(ch: JokerChanges, after: JokerState): string {
  if (ch.kind === 'base') return t('The base moves to {square}. Free.', { square: squareWords(ch.to) });
  if (ch.kind === 'quit') return t('You gave up.');
  const jokers = ch.jokerRounds.reduce((n, r) => n + r.jokers.length, 0);
  const painted =
    ch.flood.reduce((n, ring) => n + ring.length, 0) +
    ch.knight.length +
    ch.jokerRounds.reduce((n, r) => n + r.painted.length, 0) +
    jokers;
  const colour = capital(jokerCellWord(ch.color));
  const said =
    jokers > 0
      ? t('{colour}: {n} squares painted, {jokers} burst.', {
          colour,
          n: painted,
          jokers: t('{n} jokers', { n: jokers }),
        })
      : t('{colour}: {n} squares painted.', { colour, n: painted });
  return `${said} ${jokerStatusWords(after)}`;
}

export function jokerStatusWords(s: JokerState): string {
  const st = status(s);
  if (st === 'won' && s.casual) return t('Painted in {count}!', { count: count(s.movesMade, 'move') });
  if (st === 'won') return t('Painted! {count} to spare.', { count: count(s.movesLeft, 'move') });
  if (st === 'lost') return s.quit ? t('Game over.') : t('Out of moves: the game is over.');
  if (s.casual)
    return t("{moves} made, {squares} not in the base's colour.", {
      moves: count(s.movesMade, 'move'),
      squares: count(squaresLeft(s), 'square'),
    });
  return t("{moves} left, {squares} not in the base's colour.", {
    moves: count(s.movesLeft, 'move'),
    squares: count(squaresLeft(s), 'square'),
  });
}

export const jokerWords: Words<JokerMove, JokerChanges, JokerModel> = {
  move: (ch, after) => colouringWords(ch, after.state),
  status: (m) =>
    t('{status} The base is at {square}.', {
      status: jokerStatusWords(m.state),
      square: squareWords(m.state.base),
    }),
  board: (m) => {
    const s = m.state;
    return boardWords(s.width, s.height, (x, y) => {
      const word = jokerCellWord(cellAt(s, x, y));
      return s.base.x === x && s.base.y === y ? t('{square} base', { square: word }) : word;
    });
  },
  hint: (move) =>
    move.kind === 'color'
      ? t('paint {colour}', { colour: jokerCellWord(move.color) })
      : move.kind === 'base'
        ? t('move the base to {square}', { square: squareWords(move.at) })
        : t('give up'),
  cursor: (m) =>
    m.picking
      ? t('new base at {square}: {colour}', {
          square: squareWords(m.picking),
          colour: jokerCellWord(cellAt(m.state, m.picking.x, m.picking.y)),
        })
      : null,
};
