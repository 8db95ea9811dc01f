// What the screen reader hears: sentences built from real moves of the three games.

import { describe, expect, it } from 'vitest';
import { count } from '../../src/i18n/units';
import { floodDuel } from '../../src/logic/flood';
import { glassworks } from '../../src/logic/glassworks';
import { jokerColoring } from '../../src/logic/joker';
import { captureWords } from '../../src/views/flood/words';
import { jumpWords } from '../../src/views/glassworks/words';
import { colouringWords } from '../../src/views/joker/words';
import { boardWords, rowWords, squareName } from '../../src/views/words';

const who = (p: 1 | 2) => ({ name: p === 1 ? 'YOU' : 'COMPUTER', you: p === 1 });

describe('spoken words', () => {
  it('counts in words and names squares from 1', () => {
    expect(count(1, 'move')).toBe('1 move');
    expect(count(0, 'move')).toBe('0 moves');
    expect(count(3, 'square')).toBe('3 squares');
    expect(squareName(0, 4)).toBe('column 1, row 5');
  });

  it('reads a row as runs, and a board row by row', () => {
    expect(rowWords(['red', 'red', 'red', 'blue', 'empty', 'empty'])).toBe('3 red, blue, 2 empty');
    expect(boardWords(2, 2, (x, y) => (x === y ? 'red' : 'blue'))).toBe(
      'Row 1: red, blue. Row 2: blue, red.',
    );
  });

  it('says a GlassWorks jump: the pieces, what became of them, the points left', () => {
    const s = glassworks.deal(glassworks.defaultOptions, 7);
    const move = glassworks.legalMoves(s)[0];
    if (!move) throw new Error('the deal has a jump');
    const r = glassworks.apply(s, move);
    if (!r.ok) throw new Error(r.reason);
    const said = jumpWords(r.value.changes, r.value.state);
    expect(said).toMatch(/^[A-Z][a-z]+ jumps [a-z]+, which (breaks|turns [a-z]+)/);
    expect(said).toContain(`${r.value.changes.pointsAfter} points left.`);
  });

  it('says a Joker Coloring move: the colour, squares painted, moves left', () => {
    const s = jokerColoring.deal(jokerColoring.defaultOptions, 11);
    const move = jokerColoring.legalMoves(s).find((m) => m.kind === 'color');
    if (!move) throw new Error('a colour move');
    const r = jokerColoring.apply(s, move);
    if (!r.ok) throw new Error(r.reason);
    const said = colouringWords(r.value.changes, r.value.state);
    expect(said).toMatch(/^(Red|Green|Blue|Yellow|Cyan|Magenta): \d+ squares? painted/);
    expect(said).toContain(`${r.value.state.movesLeft} moves left`);
  });

  it('says a Flood Duel move: who took which colour, the score, and whose turn', () => {
    const s = floodDuel.deal(floodDuel.defaultOptions, 5);
    const move = floodDuel.legalMoves(s)[0];
    if (!move) throw new Error('a move');
    const r = floodDuel.apply(s, move);
    if (!r.ok) throw new Error(r.reason);
    const said = captureWords(r.value.changes, r.value.state, who);
    expect(said).toMatch(/^You took (red|orange|yellow|green|blue|purple): \d+ to \d+\. Computer's turn\.$/);
  });
});
