// A game's history, written once for every game: the deal, the moves played from it grouped into
// undo steps, and the states they lead to. An immutable value: every operation returns a new one.
//
// A step is the free moves made since the previous step (Joker Coloring's base changes) followed
// by one counted move. Undo takes back a whole step but keeps its free moves, so the position is
// the one the undone move was played from (docs/RULES.md §3 "Undo"); a free move keeps redo; a
// final move (quitting) can never be undone. The moves are kept, not only the states, so a game
// can be saved as its move list, replayed, and checked by the rules when it is read back.

import type { Applied, MoveKind } from '../../logic/game';
import { ok, type Result, reject } from '../../logic/result';

export interface Step<S, M> {
  /** Free moves, then the counted move. */
  readonly moves: readonly M[];
  /** The position the counted move was played from (after the free moves). */
  readonly before: S;
  readonly after: S;
  /** The counted move was final: nothing before it can be undone. */
  readonly final: boolean;
  /** The solver made the counted move for the player ("show me"), so a result is not theirs alone. */
  readonly auto: boolean;
}

export interface History<S, M> {
  readonly start: S;
  /** Played steps, then the undone ones that redo can bring back. */
  readonly steps: readonly Step<S, M>[];
  /** How many steps are played. */
  readonly done: number;
  /** Free moves made since the last played step. */
  readonly pending: readonly M[];
  readonly present: S;
}

/** What the history needs from a game's rules. */
export interface MoveRules<S, M, C> {
  apply(state: S, move: M): Result<Applied<S, C>>;
  moveKind(move: M): MoveKind;
}

export function startHistory<S, M>(start: S): History<S, M> {
  return { start, steps: [], done: 0, pending: [], present: start };
}

/** Play a move from the present: a new history and what changed, or why the move is illegal. */
export function play<S, M, C>(
  rules: MoveRules<S, M, C>,
  h: History<S, M>,
  move: M,
  auto = false,
): Result<{ history: History<S, M>; changes: C }> {
  const r = rules.apply(h.present, move);
  if (!r.ok) return r;
  const { state, changes } = r.value;
  const kind = rules.moveKind(move);
  if (kind === 'free') {
    return ok({ history: { ...h, pending: [...h.pending, move], present: state }, changes });
  }
  const step: Step<S, M> = {
    moves: [...h.pending, move],
    before: h.present,
    after: state,
    final: kind === 'final',
    auto,
  };
  const steps = [...h.steps.slice(0, h.done), step];
  return ok({ history: { ...h, steps, done: steps.length, pending: [], present: state }, changes });
}

/** `moves` played one after another from `h` (a duel code's, a game watched again), or why one was refused. */
export function playAll<S, M, C>(
  rules: MoveRules<S, M, C>,
  h: History<S, M>,
  moves: readonly M[],
): Result<History<S, M>> {
  let at = h;
  for (const move of moves) {
    const r = play(rules, at, move);
    if (!r.ok) return r;
    at = r.value.history;
  }
  return ok(at);
}

export const canUndo = <S, M>(h: History<S, M>): boolean => h.done > 0 && !h.steps[h.done - 1]?.final;
export const canRedo = <S, M>(h: History<S, M>): boolean => h.done < h.steps.length;

/** Take back the last step; its free moves stay made. */
export function undo<S, M>(h: History<S, M>): History<S, M> {
  const step = h.steps[h.done - 1];
  if (!step || !canUndo(h)) return h;
  return { ...h, done: h.done - 1, pending: step.moves.slice(0, -1), present: step.before };
}

/** Play the next undone step again, exactly as it was (free moves made since then are dropped). */
export function redo<S, M>(h: History<S, M>): History<S, M> {
  const step = h.steps[h.done];
  if (!step) return h;
  return { ...h, done: h.done + 1, pending: [], present: step.after };
}

/** Played steps whose counted move the solver made for the player. */
export const autoSteps = <S, M>(h: History<S, M>): number =>
  h.steps.slice(0, h.done).filter((s) => s.auto).length;

/** Every move that leads from the deal to the present, in order. */
export function playedMoves<S, M>(h: History<S, M>): M[] {
  return [...h.steps.slice(0, h.done).flatMap((s) => s.moves), ...h.pending];
}

/** One move of a game played again: the move, what it changed, and the position after it. */
export interface Frame<S, M, C> {
  readonly move: M;
  readonly changes: C;
  readonly after: S;
}

/**
 * Moves played again from `start` through the rules, each with what it changed (what a view
 * animates) — a finished game watched again, or a how-to-play demonstration. Stops at the first
 * move the rules refuse, with the reason.
 */
export function framesOf<S, M, C>(
  rules: MoveRules<S, M, C>,
  start: S,
  moves: readonly M[],
): Result<Frame<S, M, C>[]> {
  const frames: Frame<S, M, C>[] = [];
  let state = start;
  for (const [i, move] of moves.entries()) {
    const r = rules.apply(state, move);
    if (!r.ok) return reject(`move ${i + 1}: ${r.reason}`);
    state = r.value.state;
    frames.push({ move, changes: r.value.changes, after: state });
  }
  return ok(frames);
}

/**
 * A position and move tokens as text (a how-to-play demonstration), read by the rules and played
 * out as frames; what does not read or is refused comes back with the reason.
 */
export function playOut<S, M, C>(
  rules: MoveRules<S, M, C> & {
    decodePosition(text: string): Result<S>;
    decodeMove(token: string): Result<M>;
  },
  position: string,
  tokens: readonly string[],
): Result<{ start: S; frames: Frame<S, M, C>[] }> {
  const start = rules.decodePosition(position);
  if (!start.ok) return reject(`position: ${start.reason}`);
  const moves: M[] = [];
  for (const [i, token] of tokens.entries()) {
    const m = rules.decodeMove(token);
    if (!m.ok) return reject(`move ${i + 1}: ${m.reason}`);
    moves.push(m.value);
  }
  const frames = framesOf(rules, start.value, moves);
  return frames.ok ? ok({ start: start.value, frames: frames.value }) : frames;
}

/** The history as plain data: the moves of every step (played and undone), and where play stands. */
export interface HistoryRecord<T> {
  /** Every step's moves in order, played steps first; each step ends with its counted move. */
  readonly moves: T[];
  readonly done: number;
  readonly pending: T[];
  /** The steps (by number from 0, played or undone) the solver made. */
  readonly auto: number[];
}

export function toRecord<S, M, T>(h: History<S, M>, encode: (m: M) => T): HistoryRecord<T> {
  return {
    moves: h.steps.flatMap((s) => s.moves.map(encode)),
    done: h.done,
    pending: h.pending.map(encode),
    auto: h.steps.flatMap((s, i) => (s.auto ? [i] : [])),
  };
}

/**
 * Rebuild a history by replaying its moves from the deal: every move goes back through the rules,
 * so a record that was corrupted or forged is rejected with the reason, never trusted.
 */
export function fromRecord<S, M, C>(
  rules: MoveRules<S, M, C>,
  start: S,
  record: { moves: readonly M[]; done: number; pending: readonly M[]; auto?: readonly number[] },
): Result<History<S, M>> {
  let h = startHistory<S, M>(start);
  const auto = new Set(record.auto ?? []);
  for (const [i, move] of record.moves.entries()) {
    const r = play(rules, h, move, auto.has(h.steps.length));
    if (!r.ok) return reject(`move ${i + 1}: ${r.reason}`);
    h = r.value.history;
  }
  if (h.pending.length > 0) return reject('the moves end with a free move, not a whole step');
  if ([...auto].some((k) => !Number.isInteger(k) || k < 0 || k >= h.steps.length)) {
    return reject('auto names a step that does not exist');
  }
  if (!Number.isInteger(record.done) || record.done < 0 || record.done > h.steps.length) {
    return reject(`done must be a whole number from 0 to ${h.steps.length}`);
  }
  // A final move can never be undone, so it can only be the last step, and a played one.
  if (h.steps.some((s, i) => s.final && (i !== h.steps.length - 1 || record.done !== h.steps.length))) {
    return reject('a final move must be the last move played');
  }
  const last = h.steps[record.done - 1];
  h = { ...h, done: record.done, present: last ? last.after : start };
  for (const [i, move] of record.pending.entries()) {
    if (rules.moveKind(move) !== 'free') return reject(`pending move ${i + 1} is not a free move`);
    const r = play(rules, h, move);
    if (!r.ok) return reject(`pending move ${i + 1}: ${r.reason}`);
    h = r.value.history;
  }
  return ok(h);
}
