// Readers of storage format version 1, the saves written before the midend: a seed, the undo
// history as whole states `{ past, present, future }`, and a little metadata. Version 2 keeps the
// deal (options and seed) and the move list instead (saves.ts), so a version-1 save is upgraded by
// finding the move(s) between each two consecutive states and replaying them through the rules:
// what comes back is checked exactly as much as a version-2 save, and a player's game in progress
// survives the update. Pass the readers to `SaveSlot` (or a game's midend) as `{ 1: reader }`.
//
// What version 1 did, and so what the search allows between two consecutive states:
// - a counted move pushed the present into the past (one state per undo step);
// - a free move (Joker Coloring's base change) replaced the present, so the next state of the
//   history is "a counted move, then one free move" (several base changes in a row collapse into
//   one, the last), and the first state may be the deal after one free move (the base moved before
//   the first colour move);
// - with a move limit from par, the first state's movesLeft became the limit when par arrived
//   (see `jokerColoringV1`);
// - quitting reset the history to the quit state alone, so the moves that led to it are lost.
//
// Only `past` and `present` are read. `future` (the redo line) is dropped: after an undo a base
// change replaced the present without touching the future, so the redo states cannot reliably be
// told apart from another line, and losing redo once, on the update, is an acceptable price.

import { AI_LEVELS, type AiLevel } from '../logic/flood/ai';
import { type FloodMove, type FloodOptions, floodDuel } from '../logic/flood/game';
import { type FloodState, validateSize } from '../logic/flood/state';
import type { GameRules } from '../logic/game';
import { type GlassOptions, glassworks } from '../logic/glassworks/game';
import type { Move as GlassMove } from '../logic/glassworks/rules';
import type { GlassState } from '../logic/glassworks/state';
import { type JokerMove, jokerColoring } from '../logic/joker/game';
import {
  checkOptions as checkJokerOptions,
  type JokerOptions,
  LIMITS,
  type Limit,
  presetLimits,
} from '../logic/joker/options';
import type { JokerState } from '../logic/joker/state';
import { ok, type Result, reject } from '../logic/result';
import { MAX_SEED } from '../logic/rng';
import {
  anything,
  type Check,
  int,
  isObject,
  list,
  nullable,
  object,
  oneOf,
  optional,
} from '../logic/schema';
import type { FloodPlayers, JokerExtras } from './games/extras';
import { type History, play, startHistory } from './history';
import { MAX_RECORD } from './records';
import type { Saved } from './saves';

/**
 * Most states an old history may hold (deal included). GlassWorks has at most 72 jumps and Joker
 * Coloring at most 99 moves; Flood Duel has no fixed end, so this is a generous bound that keeps a
 * corrupted or forged save from stalling the load.
 */
export const MAX_STATES = 2000;

export type GlassSaved = Saved<GlassOptions, GlassState, GlassMove, null>;
export type FloodSaved = Saved<FloodOptions, FloodState, FloodMove, FloodPlayers>;
export type JokerSaved = Saved<JokerOptions, JokerState, JokerMove, JokerExtras>;

// ————— the upgrade, for any game —————

/** Pairs of arrays already compared: states share what a move did not change. */
type Memo = WeakMap<object, WeakMap<object, boolean>>;

/**
 * Two immutable JSON-like values hold the same data (an absent field and an undefined one alike).
 * Only a quick first test: the same data is the same position, but positions decide.
 */
function sameData(a: unknown, b: unknown, memo: Memo): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    // The boards: Joker's cells are one array for every base change tried after a colour move.
    const known = memo.get(a)?.get(b);
    if (known !== undefined) return known;
    const same = a.every((item, i) => sameData(item, b[i], memo));
    const row = memo.get(a) ?? new WeakMap<object, boolean>();
    row.set(b, same);
    memo.set(a, row);
    return same;
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  let fields = 0;
  for (const k in ra) {
    if (ra[k] === undefined) continue;
    if (!Object.hasOwn(rb, k) || !sameData(ra[k], rb[k], memo)) return false;
    fields++;
  }
  for (const k in rb) if (rb[k] !== undefined) fields--;
  return fields === 0;
}

/** How many fields of `a` hold the same data in `b` (0 for values that are not records). */
function nearness(a: unknown, b: unknown, memo: Memo): number {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return 0;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  let n = 0;
  for (const k in ra) if (sameData(ra[k], rb[k], memo)) n++;
  return n;
}

/** Finds the moves between the states of an old history. */
class MoveSearch<O, S, M, C> {
  private readonly memo: Memo = new WeakMap();

  constructor(private readonly rules: GameRules<O, S, M, C>) {}

  /** The legal moves of `state` of one kind or the other, with their results. */
  private *moves(state: S, free: boolean): Generator<{ move: M; state: S }> {
    for (const move of this.rules.legalMoves(state)) {
      if ((this.rules.moveKind(move) === 'free') !== free) continue;
      const r = this.rules.apply(state, move);
      if (r.ok) yield { move, state: r.value.state };
    }
  }

  /**
   * A free move from one of `starts` to the position `target` of `to`, and the start it is made
   * from. Twice: first only among results with the same data as `to` (quick to tell: a board can
   * have 1,600 base squares), then, if a game's states hold more than their positions, among all.
   */
  private free<T extends { state: S }>(starts: readonly T[], to: S, target: string): [T, M] | null {
    for (const quick of [true, false]) {
      for (const start of starts) {
        for (const f of this.moves(start.state, true)) {
          if (quick && !sameData(f.state, to, this.memo)) continue;
          if (this.rules.encodePosition(f.state) === target) return [start, f.move];
        }
      }
    }
    return null;
  }

  /** From the deal to the first state: nothing, or one free move. */
  fromDeal(deal: S, first: S): M[] | null {
    const target = this.rules.encodePosition(first);
    if (this.rules.encodePosition(deal) === target) return [];
    const found = this.free([{ state: deal }], first, target);
    return found ? [found[1]] : null;
  }

  /** From one state to the next: one counted move, or a counted move then one free move. */
  between(from: S, to: S): M[] | null {
    const target = this.rules.encodePosition(to);
    const counted = [...this.moves(from, false)];
    const single = counted.find((t) => this.rules.encodePosition(t.state) === target);
    if (single) return [single.move];
    // The counted move whose result is nearest `to` first (Joker: the colour that gives its board).
    const ranked = counted
      .map((c) => ({ ...c, near: nearness(c.state, to, this.memo) }))
      .sort((a, b) => b.near - a.near);
    const found = this.free(ranked, to, target);
    return found ? [found[0].move, found[1]] : null;
  }
}

/**
 * The history of an old save, rebuilt as moves from the deal of `options` and `seed`: `states` are
 * the old past then present, as untrusted JSON. Every state is validated, the first must be the
 * deal (or the deal after a free move), and each next one must follow by a counted move, or a
 * counted move then a free move; the moves found are played again with `play`, which checks them
 * once more. The last step's trailing free move stays pending, as it would have in play.
 */
export function upgradeStates<O, S, M, C>(
  rules: GameRules<O, S, M, C>,
  options: O,
  seed: number,
  states: readonly unknown[],
): Result<History<S, M>> {
  if (states.length === 0) return reject('the old history holds no state');
  if (states.length > MAX_STATES) {
    return reject(`the old history holds ${states.length} states, more than ${MAX_STATES}`);
  }
  const valid: S[] = [];
  for (const [i, json] of states.entries()) {
    const r = rules.validateState(json);
    if (!r.ok) return reject(`state ${i + 1}: ${r.reason}`);
    valid.push(r.value);
  }
  const first = valid[0] as S;
  if (valid.length === 1 && rules.status(first) === 'quit') {
    // Quitting kept only the quit state: the moves that reached it are lost, and a quit game is
    // over anyway, so it is not worth a guess.
    return reject('a quit game from the old format cannot be replayed');
  }
  const search = new MoveSearch(rules);
  const deal = rules.deal(options, seed);
  const lead = search.fromDeal(deal, first);
  if (!lead) return reject(`state 1 is not the deal of seed ${seed}`);
  const moves = [...lead];
  for (let i = 1; i < valid.length; i++) {
    const found = search.between(valid[i - 1] as S, valid[i] as S);
    if (!found) return reject(`no move leads from state ${i} to state ${i + 1}`);
    moves.push(...found);
  }
  let history = startHistory<S, M>(deal);
  for (const [i, move] of moves.entries()) {
    const r = play(rules, history, move);
    if (!r.ok) return reject(`move ${i + 1}: ${r.reason}`);
    history = r.value.history;
  }
  if (rules.encodePosition(history.present) !== rules.encodePosition(valid[valid.length - 1] as S)) {
    return reject('the replayed moves do not reach the saved position');
  }
  return ok(history);
}

// ————— the version-1 envelope's data —————

interface V1Data {
  readonly seed: number;
  /** The old past, then the present. */
  readonly states: readonly unknown[];
  readonly meta: unknown;
}

/** A state that is there at all (each is checked by the game's rules later). */
const present: Check<unknown> = (d, path) => (d === undefined ? reject(`${path}: is missing`) : ok(d));

const v1Data = object<{ seed: number; history: { past: unknown[]; present: unknown }; meta: unknown }>({
  seed: int(0, MAX_SEED),
  history: object({ past: list(anything, MAX_STATES - 1), present }),
  meta: anything,
});

function readV1(data: unknown): Result<V1Data> {
  const r = v1Data(data, 'old save');
  if (!r.ok) return r;
  const { seed, history, meta } = r.value;
  return ok({ seed, states: [...history.past, history.present], meta });
}

/** Par and hints as version 1 kept them (GlassWorks, Joker Coloring). */
const solverRecord = object<{ par: number | null; hints: number }>({
  par: nullable(int(0, MAX_RECORD)),
  hints: int(0, MAX_RECORD),
});

/** Flood Duel's version-1 meta (the size is checked by the rules' own size check next). */
const floodMeta = object<{ mode: 'cpu' | 'duo'; level: AiLevel; width: unknown; height: unknown }>({
  mode: oneOf(['cpu', 'duo'] as const),
  level: oneOf(AI_LEVELS),
  width: anything,
  height: anything,
});

/** Joker Coloring's later version-1 meta (the options are checked by the rules next). */
const jokerMeta = object<{ options: unknown; par: number | null; hints: number; limit: Limit | null }>({
  options: anything,
  par: nullable(int(0, MAX_RECORD)),
  hints: int(0, MAX_RECORD),
  limit: optional(nullable(oneOf(LIMITS)), null),
});

/**
 * A reader never throws: the rules promise not to, and this catches anything else, since a throw
 * while loading would keep the game from starting instead of dropping the save.
 */
function guarded<T>(read: (data: unknown) => Result<T>): (data: unknown) => Result<T> {
  return (data) => {
    try {
      return read(data);
    } catch (e) {
      return reject(`the old save could not be read (${e instanceof Error ? e.message : String(e)})`);
    }
  };
}

// ————— the three games —————

/** GlassWorks, version 1: meta `{ par, hints }`, or null in saves from before par existed. */
export const glassworksV1: (data: unknown) => Result<GlassSaved> = guarded((data) => {
  const v1 = readV1(data);
  if (!v1.ok) return v1;
  const { seed, states, meta } = v1.value;
  const record = meta === null ? ok({ par: null, hints: 0 }) : solverRecord(meta, 'old meta');
  if (!record.ok) return record;
  const options: GlassOptions = {};
  const history = upgradeStates(glassworks, options, seed, states);
  if (!history.ok) return history;
  return ok({ seed, options, history: history.value, ...record.value, extras: null });
});

/**
 * Flood Duel, version 1: meta `{ mode, level, width, height }`. Who moved first, now an option,
 * is the player to move in the first state.
 */
export const floodDuelV1: (data: unknown) => Result<FloodSaved> = guarded((data) => {
  const v1 = readV1(data);
  if (!v1.ok) return v1;
  const { seed, states, meta } = v1.value;
  const m = floodMeta(meta, 'old meta');
  if (!m.ok) return m;
  const size = validateSize(m.value.width, m.value.height);
  if (!size.ok) return size;
  const start = floodDuel.validateState(states[0]);
  if (!start.ok) return reject(`state 1: ${start.reason}`);
  const options = floodDuel.checkOptions({ ...size.value, first: start.value.turn });
  if (!options.ok) return options;
  const history = upgradeStates(floodDuel, options.value, seed, states);
  if (!history.ok) return history;
  return ok({
    seed,
    options: options.value,
    history: history.value,
    par: null,
    hints: 0,
    extras: { mode: m.value.mode, level: m.value.level },
  });
});

/**
 * Joker Coloring, version 1: meta `{ options, par, hints, limit }`, or the options alone in saves
 * from before par existed. With a limit and par known, version 1 had replaced the first state's
 * movesLeft with the limit, so the deal's options get that many moves, as version 2 does when par
 * arrives; while par is unknown the options stay (no colour move could be made yet).
 */
export const jokerColoringV1: (data: unknown) => Result<JokerSaved> = guarded((data) => {
  const v1 = readV1(data);
  if (!v1.ok) return v1;
  const { seed, states, meta } = v1.value;
  if (!isObject(meta)) return reject('old meta: must be an object');
  let options: JokerOptions;
  let record = { par: null as number | null, hints: 0 };
  let limit: Limit | null = null;
  if (!Object.hasOwn(meta, 'options')) {
    const o = checkJokerOptions(meta);
    if (!o.ok) return reject(`the old options: ${o.reason}`);
    options = o.value;
  } else {
    const m = jokerMeta(meta, 'old meta');
    if (!m.ok) return m;
    const o = checkJokerOptions(m.value.options);
    if (!o.ok) return reject(`the old options: ${o.reason}`);
    options = o.value;
    record = { par: m.value.par, hints: m.value.hints };
    limit = m.value.limit;
  }
  if (limit !== null && record.par !== null) options = { ...options, moves: presetLimits(record.par)[limit] };
  const history = upgradeStates(jokerColoring, options, seed, states);
  if (!history.ok) return history;
  return ok({ seed, options, history: history.value, ...record, extras: { limit } });
});
