// Hard level: alpha-beta (negamax) over colour choices on the blob graph, scored by owned squares
// plus first-reached territory. Only colours that gain something are searched (a zero-gain move is a
// wasted turn). Iterative deepening orders moves and stops at a work budget that is counted, not
// timed, so the same position always gets the same answer on every machine. When the search finds
// Hard no better than even, it looks for a swindle among the moves it rates about as good (swindle()).

import { status } from '../rules';
import { COLORS, type FloodState, other, type Player, rulesOf } from '../state';
import { SearchBoard } from './board';
import { greedyMove } from './greedy';
import { Territory } from './territory';

export interface HardOptions {
  /** Deepest search in plies (odd depths 1, 3, 5, … are searched). */
  readonly maxDepth?: number;
  /** Work units (blobs visited) allowed; a deeper iteration starts only if it should fit. */
  readonly budget?: number;
  /** Swindle: root moves within this many squares of the best are candidates (0: no swindle). */
  readonly swindleMargin?: number;
  /** Swindle: the player's own plies searched against the greedy replies. */
  readonly swindlePlies?: number;
}

/**
 * The swindle (swindle() below): a margin of 3 squares, 5 of Hard's own plies. Measured against
 * Normal under Filler's rules: 97.5 % of the bench's 200 games (93.5 % without), 95.2 % of 1,000 other deals
 * (89.2 %); margin 2 won 93 % of the bench's games, 4 won 97.5 % but fewer elsewhere. Against Hard
 * without it, no cost beyond noise: 933 wins to 968 over 2,200 Filler games (one standard deviation
 * is about 44), 102 to 97 over the bench's 200 Flood Duel games. Swindling when ahead too lost 120 to
 * 238; swindling only into a line that wins against greedy replies won 94.5 % of the bench's games.
 * Under Flood Duel's rules it wins 192 of the bench's 200 games against Normal (191 without).
 */
const SWINDLE_MARGIN = 3;
const SWINDLE_PLIES = 5;

// Written out, not spread from one object: a spread at the top level keeps this module (and the
// search) in the page's bundle, where only the workers need it.
export const HARD_DEFAULTS = {
  maxDepth: 5,
  budget: 1_000_000,
  swindleMargin: SWINDLE_MARGIN,
  swindlePlies: SWINDLE_PLIES,
} as const;
/**
 * Filler's board is small and every ply has only four colours allowed, so it is searched deeper
 * (measured against Normal over the bench's 200 games, before the swindle: depth 5 and 1M wins
 * 89.5 %, 7 and 4M 92 %, 93.5 % with territory weighed ¾ (territory.ts); deeper is no better: on
 * 1,000 other deals depth 7 wins 87.5 %, 9 with 16M 87.2 %).
 */
export const HARD_FILLER_DEFAULTS = {
  maxDepth: 7,
  budget: 4_000_000,
  swindleMargin: SWINDLE_MARGIN,
  swindlePlies: SWINDLE_PLIES,
} as const;

const WIN = 1_000_000;
const MAX_PLY = 64;

class Search {
  readonly board: SearchBoard;
  private readonly territory: Territory;
  private readonly gain = new Int32Array(COLORS * MAX_PLY);
  private readonly order = new Int32Array(COLORS * MAX_PLY);
  work = 0;

  constructor(state: FloodState) {
    this.board = new SearchBoard(state);
    this.territory = new Territory(this.board);
  }

  /** Colours with a gain for p, best gain first (ties: lowest colour), into order[ply*6..]; returns how many. */
  moves(p: Player, ply: number): number {
    const off = ply * COLORS;
    this.board.gains(p, this.gain, off);
    let k = 0;
    for (let c = 0; c < COLORS; c++) {
      const g = this.gain[off + c];
      // Under Filler's rules a move that gains nothing still takes a colour from the opponent.
      if (!this.board.allowed(c) || (g === 0 && !this.board.filler)) continue;
      let j = k++;
      while (j > 0 && this.gain[off + this.order[off + j - 1]] < g) {
        this.order[off + j] = this.order[off + j - 1];
        j--;
      }
      this.order[off + j] = c;
    }
    return k;
  }

  /** The colour a greedy player (Normal) picks for p: the largest gain, ties to the lowest allowed colour. */
  private greedy(p: Player, ply: number): number {
    const off = ply * COLORS;
    this.board.gains(p, this.gain, off);
    let best = -1;
    for (let c = 0; c < COLORS; c++) {
      if (this.board.allowed(c) && (best === -1 || this.gain[off + c] > this.gain[off + best])) best = c;
    }
    return best;
  }

  /**
   * Score for `me` of p playing c when me's opponent always answers greedily: only me's own moves
   * branch, `plies` more of them.
   */
  againstGreedy(me: Player, p: Player, c: number, plies: number, ply: number): number {
    const board = this.board;
    const mark = board.mark();
    const was = board.current[p];
    const handOver = board.play(p, c);
    if (was !== -1) board.current[p] = c;
    const v = this.greedyLine(me, other(p), plies, ply + 1);
    board.current[p] = was;
    board.undo(mark, handOver);
    return v;
  }

  private greedyLine(me: Player, p: Player, plies: number, ply: number): number {
    const board = this.board;
    this.work += board.count;
    if (board.over) return this.final(me);
    if (plies === 0) return this.territory.score(me);
    if (p !== me) {
      const c = this.greedy(p, ply);
      return c < 0 ? this.territory.score(me) : this.againstGreedy(me, p, c, plies, ply);
    }
    const k = this.moves(p, ply);
    if (k === 0) return this.territory.score(me);
    const off = ply * COLORS;
    let best = -Infinity;
    for (let i = 0; i < k; i++)
      best = Math.max(best, this.againstGreedy(me, p, this.order[off + i], plies - 1, ply));
    return best;
  }

  /** A finished game outranks any estimate; the margin still breaks ties between wins. */
  private final(p: Player): number {
    const diff = this.board.owned[p] - this.board.owned[other(p)];
    return diff > 0 ? WIN + diff : diff < 0 ? diff - WIN : 0;
  }

  /** The i-th root move after moves(p, 0). */
  moveAt(i: number): number {
    return this.order[i];
  }

  /** Score of playing colour c for p, searched `depth` plies deep in total. */
  tryMove(p: Player, c: number, depth: number, alpha: number, beta: number, ply: number): number {
    const board = this.board;
    const mark = board.mark();
    const was = board.current[p];
    const handOver = board.play(p, c);
    if (was !== -1) board.current[p] = c; // Filler: the mover's squares take the colour chosen
    const v = -this.negamax(other(p), depth - 1, -beta, -alpha, ply + 1);
    board.current[p] = was;
    board.undo(mark, handOver);
    return v;
  }

  private negamax(p: Player, depth: number, alpha: number, beta: number, ply: number): number {
    const board = this.board;
    this.work += board.count;
    if (board.over) return this.final(p);
    if (depth === 0) return this.territory.score(p);
    const k = this.moves(p, ply);
    if (k === 0) return this.territory.score(p);
    const off = ply * COLORS;
    let best = -Infinity;
    for (let i = 0; i < k; i++) {
      const v = this.tryMove(p, this.order[off + i], depth, alpha, beta, ply);
      if (v > best) {
        best = v;
        if (v > alpha) alpha = v;
        if (alpha >= beta) break;
      }
    }
    return best;
  }
}

export function hardMove(state: FloodState, options: HardOptions = {}): number {
  const defaults = rulesOf(state) === 'filler' ? HARD_FILLER_DEFAULTS : HARD_DEFAULTS;
  const maxDepth = Math.min(options.maxDepth ?? defaults.maxDepth, MAX_PLY - 1);
  const budget = options.budget ?? defaults.budget;
  if (status(state) === 'over') return greedyMove(state);
  const search = new Search(state);
  const p = state.turn;
  const k = search.moves(p, 0);
  if (k === 0) return greedyMove(state); // nothing allowed gains anything: the first allowed colour
  const root = Array.from({ length: k }, (_, i) => search.moveAt(i));
  if (k === 1) return root[0];
  let best = root[0];
  let bestValue = 0;
  let lastDepth = 1;
  let lastCost = 0;
  // Odd depths only: a search that ends on the opponent's reply judges it too gloomily and plays worse
  // against Normal (measured: depth 2 and 4 lose more often than 1, 3 and 5).
  for (let depth = 1; depth <= maxDepth; depth += 2) {
    const before = search.work;
    let alpha = -Infinity;
    let bestHere = root[0];
    for (const c of root) {
      const v = search.tryMove(p, c, depth, alpha, Infinity, 0);
      if (v > alpha) {
        alpha = v;
        bestHere = c;
      }
    }
    best = bestHere;
    bestValue = alpha;
    lastDepth = depth;
    if (Math.abs(alpha) >= WIN) break; // the result is already proven
    // Search the best move first next time, and stop when the next depth would not fit the budget.
    root.splice(root.indexOf(best), 1);
    root.unshift(best);
    const cost = search.work - before;
    const growth = lastCost > 0 ? cost / lastCost : k * k;
    if (search.work + cost * growth > budget) break;
    lastCost = cost;
  }
  const margin = options.swindleMargin ?? defaults.swindleMargin;
  const plies = options.swindlePlies ?? defaults.swindlePlies;
  if (margin <= 0 || plies <= 0 || bestValue > 0) return best;
  return swindle(search, p, root, best, bestValue, lastDepth, margin, plies);
}

/**
 * Hard is no better than even against perfect play, so it looks for the move that would trip up an
 * opponent who always takes the biggest bite, as Normal and many people do: among the root moves
 * the search rates within `margin` squares of the best (every move, once the game is proven lost),
 * the one that does best against greedy replies over `plies` of Hard's own moves. Ahead, Hard plays
 * its best: swindling then loses against a searching opponent (see SWINDLE_MARGIN).
 */
function swindle(
  search: Search,
  p: Player,
  root: readonly number[],
  best: number,
  bestValue: number,
  depth: number,
  margin: number,
  plies: number,
): number {
  const lost = bestValue <= -WIN;
  let choice = best;
  let top = search.againstGreedy(p, p, best, plies - 1, 0);
  for (const c of root) {
    if (c === best) continue;
    // Searched with the margin's floor as alpha: a move that fails low is not a candidate.
    if (!lost && search.tryMove(p, c, depth, bestValue - margin, Infinity, 0) < bestValue - margin) continue;
    const v = search.againstGreedy(p, p, c, plies - 1, 0);
    if (v > top) {
      top = v;
      choice = c;
    }
  }
  return choice;
}
