// What the screen reader hears: a move, a square or the whole board in a sentence. Pure (no
// Phaser): the game scenes hand these to the live region (ui/announcer.ts), and
// tests/scenes/spoken.test.ts reads them.

import type { FloodChange, FloodState } from '../logic/flood';
import { counts, winner } from '../logic/flood';
import type { GlassState, JumpChange, Piece } from '../logic/glassworks';
import { isOver as glassOver, isCleared, points } from '../logic/glassworks';
import type { JokerChanges, JokerState } from '../logic/joker';
import { status as jokerStatus, squaresLeft } from '../logic/joker';
import { PALETTES } from '../ui/palettes';

// Colour names are the same in every palette; the classic one names them.
const names = PALETTES.classic;

/** "1 square", "2 squares". */
export const count = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();

/** A square by column and row, counted from 1 as a player counts. */
export const squareName = (x: number, y: number): string => `column ${x + 1}, row ${y + 1}`;

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
    rows.push(`Row ${y + 1}: ${rowWords(Array.from({ length: width }, (_, x) => word(x, y)))}.`);
  return rows.join(' ');
}

// ————— GlassWorks —————

export const pieceWord = (p: Piece): string => (p === '.' ? 'empty' : names.glass[p].name);

/** "Blue jumps red, which turns yellow; blue lands on green and makes … 96 points left." */
export function jumpWords(ch: JumpChange, after: GlassState): string {
  const jumper = pieceWord(ch.jumper);
  const over =
    ch.overAfter === '.'
      ? `${capital(jumper)} jumps ${pieceWord(ch.overBefore)}, which breaks`
      : `${capital(jumper)} jumps ${pieceWord(ch.overBefore)}, which turns ${pieceWord(ch.overAfter)}`;
  const landing =
    ch.toBefore === '.' ? '' : `; it lands on ${pieceWord(ch.toBefore)} and makes ${pieceWord(ch.toAfter)}`;
  return `${over}${landing}. ${glassStatusWords(after)}`;
}

export function glassStatusWords(s: GlassState): string {
  const left = `${count(points(s), 'point')} left.`;
  if (!glassOver(s)) return left;
  return isCleared(s) ? `${left} The board is clear!` : `${left} No jumps left: the game is over.`;
}

// ————— Joker Coloring —————

export const jokerCellWord = (c: string): string =>
  c === '*' ? 'joker' : (names.joker[c as keyof typeof names.joker]?.name ?? c);

/** "Red: 14 squares painted, 2 jokers burst; 12 moves left, 30 squares to go." */
export function colouringWords(ch: JokerChanges, after: JokerState): string {
  if (ch.kind === 'base') return `The base moves to ${squareName(ch.to.x, ch.to.y)}. Free.`;
  if (ch.kind === 'quit') return 'You gave up.';
  const jokers = ch.jokerRounds.reduce((n, r) => n + r.jokers.length, 0);
  const painted =
    ch.flood.reduce((n, ring) => n + ring.length, 0) +
    ch.knight.length +
    ch.jokerRounds.reduce((n, r) => n + r.painted.length, 0) +
    jokers;
  const burst = jokers > 0 ? `, ${count(jokers, 'joker')} burst` : '';
  return `${capital(jokerCellWord(ch.color))}: ${count(painted, 'square')} painted${burst}. ${jokerStatusWords(after)}`;
}

export function jokerStatusWords(s: JokerState): string {
  const st = jokerStatus(s);
  if (st === 'won') return `Painted! ${count(s.movesLeft, 'move')} to spare.`;
  if (st === 'lost') return s.quit ? 'Game over.' : 'Out of moves: the game is over.';
  return `${count(s.movesLeft, 'move')} left, ${count(squaresLeft(s), 'square')} to go.`;
}

// ————— Flood Duel —————

export const floodColourWord = (i: number): string => names.flood[i]?.name ?? '?';

/**
 * "Computer took blue: 31 to 28. Your turn." `who` names a player as the screen does ("YOU",
 * "COMPUTER", "FRIEND", "PLAYER 2").
 */
export function captureWords(ch: FloodChange, after: FloodState, who: (p: 1 | 2) => string): string {
  const c = counts(after);
  const took = `${capital(who(ch.player))} took ${floodColourWord(ch.color)}: ${c.p1} to ${c.p2}.`;
  const handed = ch.transfers.map(
    (t) => ` ${count(t.squares.length, 'free square')} go to ${who(t.to).toLowerCase()}.`,
  );
  return `${took}${handed.join('')} ${floodTurnWords(after, who)}`;
}

export function floodTurnWords(s: FloodState, who: (p: 1 | 2) => string): string {
  const w = winner(s);
  const c = counts(s);
  if (w === 'draw') return `A draw, ${c.p1} to ${c.p2}.`;
  if (w !== null) return `${capital(who(w))} ${who(w) === 'YOU' ? 'win' : 'wins'}, ${c.p1} to ${c.p2}.`;
  const next = who(s.turn);
  return next === 'YOU' ? 'Your turn.' : `${capital(next)}'s turn.`;
}
