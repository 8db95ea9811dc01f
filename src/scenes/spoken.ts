// What the screen reader hears: a move, a square or the whole board in a sentence. Pure (no
// Phaser): the game scenes hand these to the live region (ui/announcer.ts), and
// tests/scenes/spoken.test.ts reads them.

import { colourName } from '../i18n/colours';
import { t } from '../i18n/i18n';
import { count } from '../i18n/units';
import type { FloodChange, FloodState } from '../logic/flood';
import { counts, winner } from '../logic/flood';
import type { GlassState, JumpChange, Piece } from '../logic/glassworks';
import { isOver as glassOver, isCleared, points } from '../logic/glassworks';
import type { JokerChanges, JokerState } from '../logic/joker';
import { status as jokerStatus, squaresLeft } from '../logic/joker';
import { PALETTES } from '../ui/palettes';

// Colour names are the same in every palette; the classic one names them.
const names = PALETTES.classic;

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** A square by column and row, counted from 1 as a player counts. */
export const squareName = (x: number, y: number): string => t('column {x}, row {y}', { x: x + 1, y: y + 1 });

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

// ————— GlassWorks —————

export const pieceWord = (p: Piece): string => (p === '.' ? t('empty') : colourName(names.glass[p].name));

/** "Blue jumps red, which turns yellow; it lands on green and makes … 96 points left." */
export function jumpWords(ch: JumpChange, after: GlassState): string {
  const jumper = pieceWord(ch.jumper);
  const over =
    ch.overAfter === '.'
      ? t('{jumper} jumps {over}, which breaks', { jumper, over: pieceWord(ch.overBefore) })
      : t('{jumper} jumps {over}, which turns {after}', {
          jumper,
          over: pieceWord(ch.overBefore),
          after: pieceWord(ch.overAfter),
        });
  const landing =
    ch.toBefore === '.'
      ? ''
      : t('; it lands on {target} and makes {mix}', {
          target: pieceWord(ch.toBefore),
          mix: pieceWord(ch.toAfter),
        });
  return `${capital(over)}${landing}. ${glassStatusWords(after)}`;
}

export function glassStatusWords(s: GlassState): string {
  const left = t('{count} left.', { count: count(points(s), 'point') });
  if (!glassOver(s)) return left;
  return isCleared(s)
    ? `${left} ${t('The board is clear!')}`
    : `${left} ${t('No jumps left: the game is over.')}`;
}

// ————— Joker Coloring —————

export const jokerCellWord = (c: string): string =>
  c === '*' ? colourName('joker') : colourName(names.joker[c as keyof typeof names.joker]?.name ?? 'joker');

/** "Red: 14 squares painted, 2 jokers burst. 12 moves left, 30 squares to go." */
export function colouringWords(ch: JokerChanges, after: JokerState): string {
  if (ch.kind === 'base')
    return t('The base moves to {square}. Free.', { square: squareName(ch.to.x, ch.to.y) });
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
  const st = jokerStatus(s);
  if (st === 'won') return t('Painted! {count} to spare.', { count: count(s.movesLeft, 'move') });
  if (st === 'lost') return s.quit ? t('Game over.') : t('Out of moves: the game is over.');
  return t('{moves} left, {squares} to go.', {
    moves: count(s.movesLeft, 'move'),
    squares: count(squaresLeft(s), 'square'),
  });
}

// ————— Flood Duel —————

export const floodColourWord = (i: number): string => colourName(names.flood[i]?.name ?? 'red');

/** A Flood Duel side as the words name it: "you", "the computer", "player 2". */
export interface Side {
  readonly name: string;
  /** The player at this screen (said "you"). */
  readonly you: boolean;
}

/** "Computer took blue: 31 to 28. Your turn." */
export function captureWords(ch: FloodChange, after: FloodState, side: (p: 1 | 2) => Side): string {
  const c = counts(after);
  const who = side(ch.player);
  const colour = floodColourWord(ch.color);
  const took = who.you
    ? t('You took {colour}: {p1} to {p2}.', { colour, p1: c.p1, p2: c.p2 })
    : t('{who} took {colour}: {p1} to {p2}.', {
        who: capital(who.name.toLowerCase()),
        colour,
        p1: c.p1,
        p2: c.p2,
      });
  const handed = ch.transfers.map((tr) =>
    side(tr.to).you
      ? t('{n} free squares go to you.', { n: tr.squares.length })
      : t('{n} free squares go to {who}.', { n: tr.squares.length, who: side(tr.to).name.toLowerCase() }),
  );
  return [took, ...handed, floodTurnWords(after, side)].join(' ');
}

export function floodTurnWords(s: FloodState, side: (p: 1 | 2) => Side): string {
  const w = winner(s);
  const c = counts(s);
  if (w === 'draw') return t('A draw, {p1} to {p2}.', { p1: c.p1, p2: c.p2 });
  if (w !== null) {
    const who = side(w);
    return who.you
      ? t('You win, {p1} to {p2}.', { p1: c.p1, p2: c.p2 })
      : t('{who} wins, {p1} to {p2}.', { who: capital(who.name.toLowerCase()), p1: c.p1, p2: c.p2 });
  }
  const next = side(s.turn);
  return next.you ? t('Your turn.') : t("{who}'s turn.", { who: capital(next.name.toLowerCase()) });
}
