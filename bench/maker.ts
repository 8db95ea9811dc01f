// The maker's figures (issue 43): how long CHECK takes on made boards of each game — the same
// answers its workers give (GlassWorks' solver, Joker Coloring's par, Flood Duel's Hard against Hard
// from each corner) — against the bound the player sees; how long the server takes to verify the
// line PUBLISH sends for par; and how long the puzzle codes of the largest boards are, against the
// longest code the arcade reads. Boards are made as a player's RANDOM would make them, through each
// game's made-board options (`board=`), never a seeded deal. Run alone: `npx tsx bench/maker.ts`.

import { attemptAt } from '../server/api/puzzleDeals';
import { fairness, unfair } from '../src/logic/flood/fairness';
import { floodDuel } from '../src/logic/flood/game';
import { boardText as floodText } from '../src/logic/flood/made';
import { newGame as floodGame } from '../src/logic/flood/state';
import { glassworks } from '../src/logic/glassworks/game';
import { ALPHABET } from '../src/logic/glassworks/pieces';
import { isCleared } from '../src/logic/glassworks/rules';
import { jokerColoring } from '../src/logic/joker/game';
import type { JokerOptions } from '../src/logic/joker/options';
import { newGame as jokerGame } from '../src/logic/joker/state';
import { Rng } from '../src/logic/rng';
import { TIMEOUTS } from '../src/midend/browser/workers';
import { type Deal, encodeDeal } from '../src/midend/codes/dealCode';
import { MAX_CODE } from '../src/midend/codes/puzzleCode';
import type { FloodDeal } from '../src/midend/games/flood/code';
import { answerGlass } from '../src/midend/games/glassworks/answer';
import type { GlassDeal } from '../src/midend/games/glassworks/code';
import { answerJoker } from '../src/midend/games/joker/answer';
import type { JokerDeal } from '../src/midend/games/joker/code';

const rows = (cells: readonly string[], width: number): string =>
  Array.from({ length: cells.length / width }, (_, y) =>
    cells.slice(y * width, (y + 1) * width).join(''),
  ).join('/');

/** A GlassWorks board as RANDOM fills it, with a share of squares left empty (0: none). */
function glassDeal(width: number, height: number, empty: number, seed: number): GlassDeal {
  const rng = new Rng(seed);
  const cells = Array.from({ length: width * height }, () =>
    rng.float() < empty ? '.' : (ALPHABET[rng.int(6)] as string),
  );
  return { game: 'glassworks', seed: 0, board: rows(cells, width) };
}

function jokerDeal(o: JokerOptions, seed: number): JokerDeal {
  const cells = jokerGame(o, seed).cells;
  return {
    game: 'joker-coloring',
    seed: 0,
    limit: null,
    options: { ...o, board: rows(cells, o.width), base: { x: 0, y: 0 } },
  };
}

function floodDeal(width: number, height: number, filler: boolean, seed: number): FloodDeal {
  const rules = filler ? 'filler' : 'flood';
  const colors = floodGame({ width, height }, seed, 1, rules).colors;
  const board = floodText(colors, width);
  return {
    game: 'flood-duel',
    seed: 0,
    options: { width, height, first: 1, ...(filler ? { rules: 'filler' as const } : {}), board },
  };
}

interface Timed {
  ms: number[];
  notes: string[];
}

const median = (xs: number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const worst = (xs: number[]): number => Math.max(...xs);

function timed<T>(f: () => T): { value: T; ms: number } {
  const t0 = performance.now();
  const value = f();
  return { value, ms: performance.now() - t0 };
}

/** CHECK on each board: its time, and what it said (a line for PUBLISH, where it found one). */
function checkAll<D extends Deal>(
  deals: D[],
  check: (d: D) => { note: string; line: string[] },
): Timed & { lines: string[][] } {
  const out = { ms: [] as number[], notes: [] as string[], lines: [] as string[][] };
  for (const deal of deals) {
    const { value, ms } = timed(() => check(deal));
    out.ms.push(ms);
    out.notes.push(value.note);
    out.lines.push(value.line);
  }
  return out;
}

const glassCheck = (deal: GlassDeal): { note: string; line: string[] } => {
  const state = glassworks.deal({ board: deal.board }, 0);
  const { line } = answerGlass({ kind: 'par', state });
  let end = state;
  for (const m of line) {
    const next = glassworks.apply(end, m);
    if (next.ok) end = next.value.state;
  }
  return { note: isCleared(end) ? 'clears' : 'no clear', line: line.map(glassworks.encodeMove) };
};

const jokerCheck = (deal: JokerDeal): { note: string; line: string[] } => {
  const answer = answerJoker({ kind: 'par', state: jokerColoring.deal(deal.options, 0) });
  if (!('line' in answer)) throw new Error('no line');
  return { note: `par ${answer.colourMoves}`, line: answer.line.map(jokerColoring.encodeMove) };
};

const floodCheck = (deal: FloodDeal): { note: string; line: string[] } => {
  const f = fairness(floodDuel.deal(deal.options, 0));
  return { note: unfair(f) ? 'UNFAIR' : 'fair', line: [] };
};

function report<D extends Deal>(
  title: string,
  bound: number,
  deals: D[],
  check: (d: D) => { note: string; line: string[] },
): string[] {
  const r = checkAll(deals, check);
  const tally = new Map<string, number>();
  for (const n of r.notes) {
    const key = n.startsWith('par') ? 'answered' : n;
    tally.set(key, (tally.get(key) ?? 0) + 1);
  }
  const said = [...tally].map(([k, n]) => `${n} ${k}`).join(', ');
  const verify = deals.flatMap((d, i) => {
    const line = r.lines[i] ?? [];
    return line.length === 0 ? [] : [timed(() => attemptAt(d, line)).ms];
  });
  const within = r.ms.filter((ms) => ms <= bound).length;
  return [
    `${title}: CHECK median ${median(r.ms).toFixed(0)} ms, worst ${worst(r.ms).toFixed(0)} ms, ${within}/${deals.length} within the ${bound / 1000} s bound (${said})`,
    ...(verify.length > 0
      ? [
          `  the server verifying PUBLISH's line for par: median ${median(verify).toFixed(1)} ms, worst ${worst(verify).toFixed(1)} ms`,
        ]
      : []),
  ];
}

const seeds = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);

export async function benchMaker(boards = 8): Promise<string[]> {
  const joker8: JokerOptions = { width: 8, height: 8, colors: 4, moves: 30 };
  const joker18: JokerOptions = { width: 18, height: 18, colors: 4, moves: 40 };
  const lines = [
    ...report(
      'GlassWorks 6×4, half empty',
      TIMEOUTS.glassworks,
      seeds(boards).map((s) => glassDeal(6, 4, 0.5, s)),
      glassCheck,
    ),
    ...report(
      'GlassWorks 10×8, half empty',
      TIMEOUTS.glassworks,
      seeds(boards).map((s) => glassDeal(10, 8, 0.5, s)),
      glassCheck,
    ),
    // The largest GlassWorks boards, full: par's whole budget of children scored (the unit tests
    // search them with a smaller one).
    ...report(
      'GlassWorks 20×10, full',
      TIMEOUTS.glassworks,
      seeds(Math.min(boards, 2)).map((s) => glassDeal(20, 10, 0, s)),
      glassCheck,
    ),
    ...report(
      'GlassWorks 30×30, full',
      TIMEOUTS.glassworks,
      seeds(Math.min(boards, 2)).map((s) => glassDeal(30, 30, 0, s)),
      glassCheck,
    ),
    ...report(
      'Joker Coloring 8×8, 4 colours',
      TIMEOUTS.joker,
      seeds(boards).map((s) => jokerDeal(joker8, s)),
      jokerCheck,
    ),
    ...report(
      'Joker Coloring 18×18, 4 colours',
      TIMEOUTS.joker,
      seeds(boards).map((s) => jokerDeal(joker18, s)),
      jokerCheck,
    ),
    ...report(
      'Flood Duel 10×8',
      TIMEOUTS.fairness,
      seeds(boards).map((s) => floodDeal(10, 8, false, s)),
      floodCheck,
    ),
    ...report(
      'Flood Duel 24×16',
      TIMEOUTS.fairness,
      seeds(boards).map((s) => floodDeal(24, 16, false, s)),
      floodCheck,
    ),
    ...report(
      "Flood Duel 8×7, Filler's rules",
      TIMEOUTS.fairness,
      seeds(boards).map((s) => floodDeal(8, 7, true, s)),
      floodCheck,
    ),
  ];
  const largest: [string, Deal][] = [
    ['GlassWorks 30×30', glassDeal(30, 30, 0.3, 1)],
    ['Joker Coloring 40×40, 6 colours', jokerDeal({ width: 40, height: 40, colors: 6, moves: 99 }, 1)],
    ['Flood Duel 60×40', floodDeal(60, 40, false, 1)],
  ];
  lines.push(
    `Puzzle codes of the largest boards (the arcade reads up to ${MAX_CODE} characters): ${largest
      .map(([name, d]) => `${name} ${encodeDeal(d).length}`)
      .join(', ')}`,
  );
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchMaker(Number(process.argv[2] ?? 8))) console.log(line);
}
