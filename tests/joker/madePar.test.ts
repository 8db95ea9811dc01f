// Joker Coloring's 'par' question on made boards: jokers anywhere but the base, the base anywhere
// on the board, any size from 2×2 to 40×40 and 2–6 colours (classic boards too, base at the
// corner). The worker's line, played through the game's own apply, paints the board one colour in
// exactly the colour moves it claims, and passes the check the page reads the answer with.

import { describe, expect, it } from 'vitest';
import { type JokerOptions, type JokerState, jokerColoring, status } from '../../src/logic/joker';
import { Rng } from '../../src/logic/rng';
import { answerJoker } from '../../src/midend/games/joker/answer';
import { checkJokerAnswer } from '../../src/midend/games/joker/worker';

const LETTERS = ['r', 'g', 'b', 'y', 'c', 'm'] as const;

interface Made {
  readonly width: number;
  readonly height: number;
  readonly colors: number;
  readonly board: string;
  readonly base: { x: number; y: number };
  readonly classic?: boolean;
}

/** A made board's deal through the game's own options check (casual: no move limit to lose by). */
function deal(m: Made): JokerState {
  const { board, base, classic, ...size } = m;
  const options: JokerOptions = { moves: 21, casual: true, ...size, ...(classic ? { classic } : {}) };
  const checked = jokerColoring.checkOptions({ ...options, board, base });
  if (!checked.ok) throw new Error(checked.reason);
  return jokerColoring.deal(checked.value, 1);
}

/** A random board: each square a joker with chance `jokers` (never the base), else a random colour. */
function random(width: number, height: number, colors: number, jokers: number, seed: number): Made {
  const rng = new Rng(seed);
  const base = { x: rng.int(width), y: rng.int(height) };
  const cells: string[] = [];
  for (let i = 0; i < width * height; i++) {
    const atBase = i === base.y * width + base.x;
    cells.push(!atBase && rng.float() < jokers ? '*' : LETTERS[rng.int(colors)]!);
  }
  const rows = Array.from({ length: height }, (_, y) => cells.slice(y * width, (y + 1) * width).join(''));
  return { width, height, colors, board: rows.join('/'), base };
}

/** Asks 'par' as the page would (through a structured clone) and plays the line; it must win. */
function expectParWins(m: Made): number {
  const state = deal(m);
  const answer = answerJoker(structuredClone({ kind: 'par' as const, state }));
  if (!('line' in answer)) throw new Error('not a line');
  expect(checkJokerAnswer(structuredClone(answer))).toEqual({ ok: true, value: answer });
  let s = state;
  for (const [i, move] of answer.line.entries()) {
    const r = jokerColoring.apply(s, move);
    if (!r.ok) throw new Error(`move ${i + 1} (${JSON.stringify(move)}) is illegal: ${r.reason}`);
    s = r.value.state;
  }
  expect(status(s)).toBe('won');
  expect(s.movesMade).toBe(answer.colourMoves);
  expect(answer.line.filter((move) => move.kind === 'color')).toHaveLength(answer.colourMoves);
  return answer.colourMoves;
}

describe("Joker Coloring 'par' on made boards", () => {
  it('wins on hand-made boards with jokers and the base away from the corner', () => {
    const boards: Made[] = [
      { width: 2, height: 2, colors: 2, board: '**/*r', base: { x: 1, y: 1 } },
      { width: 2, height: 2, colors: 2, board: 'rr/rr', base: { x: 1, y: 0 } },
      { width: 3, height: 3, colors: 3, board: '***/*g*/***', base: { x: 1, y: 1 } },
      { width: 5, height: 4, colors: 4, board: 'rgb*y/*yrgb/bg*ry/yrbg*', base: { x: 3, y: 2 } },
      { width: 6, height: 3, colors: 6, board: 'rgbycm/mcybgr/r*g*b*', base: { x: 4, y: 2 } },
    ];
    for (const m of boards) expect(expectParWins(m)).toBeGreaterThan(0);
  });

  it('wins on random made boards of every shape, 2 to 6 colours, few to many jokers', () => {
    const shapes = [
      [2, 40],
      [40, 2],
      [7, 13],
      [18, 18],
      [25, 9],
    ] as const;
    let seed = 1;
    for (const [w, h] of shapes) {
      for (const jokers of [0, 0.1, 0.5]) expectParWins(random(w, h, 2 + (seed % 5), jokers, seed++));
    }
  });

  it('wins on 40×40 made boards, with a base near the far corner', () => {
    for (const [colors, jokers, seed] of [
      [6, 0.08, 40],
      [4, 0.3, 41],
      [2, 0.9, 42],
    ] as const) {
      const m = random(40, 40, colors, jokers, seed);
      expectParWins(m);
      const cells = m.board.split('/').map((row) => [...row]);
      cells[38]![39] = 'r';
      expectParWins({ ...m, board: cells.map((row) => row.join('')).join('/'), base: { x: 39, y: 38 } });
    }
  });

  it('wins on classic made boards (no jokers, the base at the corner), up to 40×40', () => {
    for (const [w, h, colors, seed] of [
      [2, 2, 2, 50],
      [12, 30, 5, 51],
      [40, 40, 6, 52],
    ] as const) {
      expectParWins({ ...random(w, h, colors, 0, seed), base: { x: 0, y: 0 }, classic: true });
    }
  });
});
