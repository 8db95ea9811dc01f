// Saves of storage format version 1 (whole states in an undo history) upgraded to version 2 (the
// deal and the moves): realistic old saves of each game are built by playing through the rules the
// way the old scenes recorded them, read back as move histories, and walked back by undo; broken
// old saves are refused with a reason, never with a throw.

import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { type FloodMove, floodDuel, moveOfIndex } from '../../src/logic/flood/game';
import { gains } from '../../src/logic/flood/rules';
import type { FloodState } from '../../src/logic/flood/state';
import type { AnyRules, GameRules } from '../../src/logic/game';
import { glassworks } from '../../src/logic/glassworks/game';
import type { GlassState } from '../../src/logic/glassworks/state';
import { type JokerMove, jokerColoring } from '../../src/logic/joker/game';
import { type JokerOptions, presetLimits } from '../../src/logic/joker/options';
import type { JokerState } from '../../src/logic/joker/state';
import { ok, type Result, reject } from '../../src/logic/result';
import { validateJokerExtras, validatePlayers } from '../../src/midend/games/extras';
import * as H from '../../src/midend/history';
import { SaveSlot } from '../../src/midend/saves';
import {
  floodDuelV1,
  glassworksV1,
  jokerColoringV1,
  MAX_STATES,
  upgradeStates,
} from '../../src/midend/upgrade';
import { MemoryBackend, Storage } from '../../src/services/storage';

// ————— version 1 as the old scenes kept it —————

interface OldHistory<S> {
  past: S[];
  present: S;
  future: S[];
}
const old = {
  start: <S>(s: S): OldHistory<S> => ({ past: [], present: s, future: [] }),
  /** A counted move: the present goes to the past, redo is cleared. */
  push: <S>(h: OldHistory<S>, s: S): OldHistory<S> => ({
    past: [...h.past, h.present],
    present: s,
    future: [],
  }),
  /** A free move (Joker's base change): the present is replaced. */
  replace: <S>(h: OldHistory<S>, s: S): OldHistory<S> => ({ ...h, present: s }),
  undo: <S>(h: OldHistory<S>): OldHistory<S> => ({
    past: h.past.slice(0, -1),
    present: h.past[h.past.length - 1] as S,
    future: [h.present, ...h.future],
  }),
};

/** The data inside the storage envelope `{ v: 1, data }`, as JSON gives it back. */
const oldSave = <S>(seed: number, history: OldHistory<S>, meta: unknown): unknown =>
  JSON.parse(JSON.stringify({ seed, history, meta }));

const unwrap = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(r.reason);
  return r.value;
};
const moved = <O, S, M, C>(rules: GameRules<O, S, M, C>, s: S, m: M): S => unwrap(rules.apply(s, m)).state;

/**
 * The upgraded history stands on the old present with one step per old state, and undo goes back
 * through the old states one by one; returns the history with everything undone.
 */
function walkBack<S, M>(rules: AnyRules, h: H.History<S, M>, states: readonly S[]): H.History<S, M> {
  const pos = (s: S): string => rules.encodePosition(s);
  expect(h.done).toBe(states.length - 1);
  expect(H.canRedo(h)).toBe(false);
  let at = h;
  for (let i = states.length - 1; i >= 0; i--) {
    expect(pos(at.present)).toBe(pos(states[i] as S));
    if (i === 0) break;
    expect(H.canUndo(at)).toBe(true);
    at = H.undo(at);
    expect(at.done).toBe(i - 1);
  }
  expect(H.canUndo(at)).toBe(false);
  return at;
}

const statesOf = <S>(h: OldHistory<S>): S[] => [...h.past, h.present];

// ————— GlassWorks —————

const GLASS_SEED = 2026;

function glassGame(jumps = 3): OldHistory<GlassState> {
  let h = old.start(glassworks.deal({}, GLASS_SEED));
  for (let i = 0; i < jumps; i++)
    h = old.push(h, moved(glassworks, h.present, glassworks.legalMoves(h.present)[0]));
  return h;
}

describe('GlassWorks, version 1', () => {
  it('upgrades a game in progress to its jumps, par and hints kept', () => {
    const h = glassGame();
    const saved = unwrap(glassworksV1(oldSave(GLASS_SEED, h, { par: 30, hints: 1 })));
    expect(saved).toMatchObject({ seed: GLASS_SEED, options: {}, par: 30, hints: 1, extras: null });
    expect(saved.history.start).toEqual(glassworks.deal({}, GLASS_SEED));
    expect(saved.history.present).toEqual(h.present);
    const back = walkBack(glassworks, saved.history, statesOf(h));
    expect(back.present).toEqual(glassworks.deal({}, GLASS_SEED));
  });

  it('reads the meta of saves from before par existed (null) and a fresh deal', () => {
    const saved = unwrap(glassworksV1(oldSave(7, old.start(glassworks.deal({}, 7)), null)));
    expect(saved).toMatchObject({ par: null, hints: 0 });
    expect(saved.history.done).toBe(0);
  });

  it('drops the redo line', () => {
    const h = old.undo(glassGame());
    expect(h.future).toHaveLength(1);
    const saved = unwrap(glassworksV1(oldSave(GLASS_SEED, h, null)));
    walkBack(glassworks, saved.history, statesOf(h));
    expect(saved.history.steps).toHaveLength(2);
  });
});

// ————— Flood Duel —————

const FLOOD = { width: 8, height: 6 };

/** The colour that gains the most for the player to move (a realistic game). */
const bestColour = (s: FloodState): FloodMove => {
  const g = gains(s, s.turn);
  return moveOfIndex(g.indexOf(Math.max(...g)));
};

function floodGame(seed: number, first: 1 | 2, moves = 5): OldHistory<FloodState> {
  let h = old.start(floodDuel.deal({ ...FLOOD, first }, seed));
  for (let i = 0; i < moves; i++) h = old.push(h, moved(floodDuel, h.present, bestColour(h.present)));
  return h;
}

describe('Flood Duel, version 1', () => {
  it('upgrades a game in progress: who started becomes an option, who plays the extras', () => {
    const h = floodGame(31, 2);
    const meta = { mode: 'cpu', level: 'hard', ...FLOOD };
    const saved = unwrap(floodDuelV1(oldSave(31, h, meta)));
    expect(saved).toMatchObject({
      seed: 31,
      options: { ...FLOOD, first: 2 },
      par: null,
      hints: 0,
      extras: { mode: 'cpu', level: 'hard' },
    });
    expect(saved.history.start).toEqual(floodDuel.deal({ ...FLOOD, first: 2 }, 31));
    walkBack(floodDuel, saved.history, statesOf(h));
  });

  it('takes the first player from the first state, not from the present', () => {
    const h = floodGame(32, 1, 3);
    expect(h.present.turn).toBe(2);
    const saved = unwrap(floodDuelV1(oldSave(32, h, { mode: 'duo', level: 'easy', ...FLOOD })));
    expect(saved.options.first).toBe(1);
    expect(saved.extras).toEqual({ mode: 'duo', level: 'easy' });
  });

  it('refuses bad meta with a reason', () => {
    const h = floodGame(33, 1, 1);
    const meta = { mode: 'cpu', level: 'normal', ...FLOOD };
    expect(floodDuelV1(oldSave(33, h, null))).toEqual(reject('old meta: must be an object'));
    expect(floodDuelV1(oldSave(33, h, { ...meta, mode: 'solo' }))).toEqual(
      reject('old meta.mode: must be one of cpu, duo'),
    );
    expect(floodDuelV1(oldSave(33, h, { ...meta, level: 'expert' }))).toEqual(
      reject('old meta.level: must be one of easy, normal, hard'),
    );
    expect(floodDuelV1(oldSave(33, h, { ...meta, width: 2 })).ok).toBe(false);
    // A size that is not the states' own: the deal differs.
    expect(floodDuelV1(oldSave(33, h, { ...meta, width: 9 }))).toEqual(
      reject('state 1 is not the deal of seed 33'),
    );
  });
});

// ————— Joker Coloring —————

const JOKER: JokerOptions = { moves: 21, width: 8, height: 8, colors: 4 };

/** A colour move that keeps the game going. */
function colour(s: JokerState): JokerMove {
  const moves = jokerColoring.legalMoves(s).filter((m) => m.kind === 'color');
  const m = moves.find((c) => jokerColoring.status(moved(jokerColoring, s, c)) === 'playing') ?? moves[0];
  if (!m) throw new Error('no colour move');
  return m;
}

/** A base change: the legal square farthest along the board, or the `k`th one. */
function baseMove(s: JokerState, k?: number): JokerMove {
  const moves = jokerColoring.legalMoves(s).filter((m) => m.kind === 'base');
  const m = moves[k === undefined ? moves.length - 1 : k % moves.length];
  if (!m) throw new Error('no base move');
  return m;
}

/** Version 1 by the old scene: base changes replace the present, colour moves push it. */
function jokerPlay(
  h: OldHistory<JokerState>,
  script: readonly ('colour' | 'base')[],
): OldHistory<JokerState> {
  return script.reduce(
    (acc, what) =>
      what === 'colour'
        ? old.push(acc, moved(jokerColoring, acc.present, colour(acc.present)))
        : old.replace(acc, moved(jokerColoring, acc.present, baseMove(acc.present))),
    h,
  );
}

const jokerMeta = (par: number | null, limit: string | null, options: JokerOptions = JOKER) => ({
  options,
  par,
  hints: 2,
  limit,
});

describe('Joker Coloring, version 1', () => {
  const seed = 12;
  const deal = jokerColoring.deal(JOKER, seed);

  it('upgrades base changes before a colour move and after the last one', () => {
    // The base moves before the first colour move and between two others, and again at the end.
    const h = jokerPlay(old.start(deal), ['base', 'colour', 'colour', 'base', 'colour', 'colour', 'base']);
    expect(h.past).toHaveLength(4);
    const saved = unwrap(jokerColoringV1(oldSave(seed, h, jokerMeta(9, null))));
    expect(saved).toMatchObject({ seed, options: JOKER, par: 9, hints: 2, extras: { limit: null } });
    const hist = saved.history;
    expect(hist.start).toEqual(deal);
    expect(hist.present).toEqual(h.present);
    // The base change after the last colour move is pending, as in play.
    expect(hist.pending.map((m) => m.kind)).toEqual(['base']);
    expect(hist.steps.map((s) => s.moves.map((m) => m.kind))).toEqual([
      ['base', 'color'],
      ['color'],
      ['base', 'color'],
      ['color'],
    ]);
    const back = walkBack(jokerColoring, hist, statesOf(h));
    // Undone to the start: the deal, with the base change made before the first colour move.
    expect(back.present.base).not.toEqual(deal.base);
    expect(H.playedMoves(back).map((m) => m.kind)).toEqual(['base']);
    expect(jokerColoring.encodePosition(moved(jokerColoring, deal, back.pending[0] as JokerMove))).toBe(
      jokerColoring.encodePosition(back.present),
    );
  });

  it('keeps the base change made after an undo, and drops the redo line', () => {
    const played = jokerPlay(old.start(deal), ['colour', 'colour']);
    const h = jokerPlay(old.undo(played), ['base']);
    expect(h.future).toHaveLength(1);
    const saved = unwrap(jokerColoringV1(oldSave(seed, h, jokerMeta(null, null))));
    walkBack(jokerColoring, saved.history, statesOf(h));
    expect(saved.history.pending.map((m) => m.kind)).toEqual(['base']);
    expect(H.canRedo(saved.history)).toBe(false);
  });

  it('gives a limit game with par known the limit as its moves', () => {
    const limited = { ...JOKER, moves: 30 };
    const par = 6;
    const limit = presetLimits(par).medium;
    // When par arrived, the old scene replaced the first state's movesLeft with the limit.
    let h = jokerPlay(old.start(jokerColoring.deal(limited, seed)), ['base']);
    h = { past: [], present: { ...h.present, movesLeft: limit }, future: [] };
    h = jokerPlay(h, ['colour', 'base', 'colour']);
    const saved = unwrap(jokerColoringV1(oldSave(seed, h, jokerMeta(par, 'medium', limited))));
    expect(saved.options).toEqual({ ...limited, moves: limit });
    expect(saved.extras).toEqual({ limit: 'medium' });
    expect(saved.par).toBe(par);
    expect(saved.history.start.movesLeft).toBe(limit);
    walkBack(jokerColoring, saved.history, statesOf(h));
    // Another par gives another limit, which is not the one the first state starts with.
    expect(jokerColoringV1(oldSave(seed, h, jokerMeta(par + 1, 'medium', limited)))).toEqual(
      reject(`state 1 is not the deal of seed ${seed}`),
    );
  });

  it('keeps the options of a limit game whose par is still unknown', () => {
    const h = jokerPlay(old.start(deal), ['base']);
    const saved = unwrap(jokerColoringV1(oldSave(seed, h, jokerMeta(null, 'hard'))));
    expect(saved.options).toEqual(JOKER);
    expect(saved.extras).toEqual({ limit: 'hard' });
    expect(saved.history.done).toBe(0);
    expect(saved.history.pending.map((m) => m.kind)).toEqual(['base']);
    expect(saved.history.present).toEqual(h.present);
  });

  it('reads the meta of saves from before par existed: the options alone', () => {
    const h = jokerPlay(old.start(deal), ['colour', 'colour']);
    const saved = unwrap(jokerColoringV1(oldSave(seed, h, JOKER)));
    expect(saved).toMatchObject({ options: JOKER, par: null, hints: 0, extras: { limit: null } });
    walkBack(jokerColoring, saved.history, statesOf(h));
  });

  it('upgrades classic mode', () => {
    const classic = { ...JOKER, classic: true };
    const h = jokerPlay(old.start(jokerColoring.deal(classic, 4)), ['colour', 'colour', 'colour']);
    const saved = unwrap(jokerColoringV1(oldSave(4, h, jokerMeta(null, null, classic))));
    expect(saved.options).toEqual(classic);
    walkBack(jokerColoring, saved.history, statesOf(h));
  });

  it('upgrades the largest board, the base moved after every colour move', () => {
    const big: JokerOptions = { moves: 99, width: 40, height: 40, colors: 6 };
    let h = old.start(jokerColoring.deal(big, 77));
    for (let i = 0; i < 30 && jokerColoring.status(h.present) === 'playing'; i++) {
      h = old.push(h, moved(jokerColoring, h.present, colour(h.present)));
      if (jokerColoring.status(h.present) !== 'playing') break;
      h = old.replace(h, moved(jokerColoring, h.present, baseMove(h.present, i * 211)));
    }
    expect(h.past.length).toBeGreaterThan(20);
    const saved = unwrap(jokerColoringV1(oldSave(77, h, jokerMeta(null, null, big))));
    walkBack(jokerColoring, saved.history, statesOf(h));
  });

  it('finds moves by position when states hold more than their positions', () => {
    // A game whose states carry data the position notation leaves out: the quick test by data
    // never matches, so the search falls back to comparing positions.
    const noted: typeof jokerColoring = {
      ...jokerColoring,
      validateState: (json) => {
        const r = jokerColoring.validateState(json);
        return r.ok ? ok({ ...r.value, note: 'kept' } as JokerState) : r;
      },
    };
    const h = jokerPlay(old.start(deal), ['base', 'colour', 'base', 'colour', 'base']);
    const history = unwrap(upgradeStates(noted, JOKER, seed, statesOf(h)));
    walkBack(jokerColoring, history, statesOf(h));
    expect(history.pending.map((m) => m.kind)).toEqual(['base']);
  });

  it('refuses a quit game: the moves that reached it were not kept', () => {
    // Quitting reset the old history to the quit state alone.
    const played = jokerPlay(old.start(deal), ['colour', 'colour']);
    const h = old.start(moved(jokerColoring, played.present, { kind: 'quit' }));
    expect(jokerColoringV1(oldSave(seed, h, jokerMeta(null, null)))).toEqual(
      reject('a quit game from the old format cannot be replayed'),
    );
  });

  it('refuses bad meta with a reason', () => {
    const h = jokerPlay(old.start(deal), ['colour']);
    const read = (meta: unknown) => jokerColoringV1(oldSave(seed, h, meta));
    expect(read(null)).toEqual(reject('old meta: must be an object'));
    expect(read('easy')).toEqual(reject('old meta: must be an object'));
    expect(read({ ...jokerMeta(null, null), limit: 'extreme' })).toEqual(
      reject('old meta.limit: must be one of easy, medium, hard'),
    );
    expect(read({ ...jokerMeta(null, null), par: -1 })).toEqual(
      reject('old meta.par: must be a whole number from 0 to 999999'),
    );
    expect(read({ ...jokerMeta(null, null), hints: 'two' })).toEqual(
      reject('old meta.hints: must be a whole number from 0 to 999999'),
    );
    expect(read(jokerMeta(null, null, { ...JOKER, colors: 9 }))).toMatchObject({
      ok: false,
      reason: expect.stringContaining('the old options: colors'),
    });
    expect(read({ ...JOKER, moves: 0 })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('moves'),
    });
  });
});

// ————— refusals shared by the three readers —————

describe('broken old saves are refused with a reason', () => {
  const glass = glassGame(2);
  const good = oldSave(GLASS_SEED, glass, null) as Record<string, unknown>;
  const withHistory = (history: unknown) => ({ ...good, history });

  it('not an object, a bad seed, a bad history', () => {
    for (const data of [null, undefined, 'save', 42, [], [good]]) {
      expect(glassworksV1(data)).toEqual(reject('old save: must be an object'));
    }
    for (const seed of [-1, 1.5, 2 ** 32, '5', null, undefined]) {
      expect(glassworksV1({ ...good, seed })).toEqual(
        reject('old save.seed: must be a whole number from 0 to 4294967295'),
      );
    }
    expect(glassworksV1(withHistory(null))).toEqual(reject('old save.history: must be an object'));
    expect(glassworksV1(withHistory({ present: glass.present }))).toEqual(
      reject('old save.history.past: must be a list'),
    );
    expect(glassworksV1(withHistory({ past: [] }))).toEqual(reject('old save.history.present: is missing'));
    expect(glassworksV1({ ...good, meta: { par: null } })).toEqual(
      reject('old meta.hints: must be a whole number from 0 to 999999'),
    );
    expect(glassworksV1({ ...good, meta: [] })).toEqual(reject('old meta: must be an object'));
  });

  it('a state that fails validation, named by its number', () => {
    const [first, second] = glass.past;
    const broken = { ...second, cells: ['?'] };
    const r = glassworksV1(withHistory({ past: [first, broken], present: glass.present, future: [] }));
    expect(r).toMatchObject({ ok: false, reason: expect.stringMatching(/^state 2: /) });
    expect(glassworksV1(withHistory({ past: glass.past, present: 'board', future: [] }))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^state 3: /),
    });
  });

  it('two states that no move connects', () => {
    const [first] = glass.past;
    expect(glassworksV1(withHistory({ past: [first], present: glass.present, future: [] }))).toEqual(
      reject('no move leads from state 1 to state 2'),
    );
    // Joker: two colour moves apart, with or without a base change.
    const deal = jokerColoring.deal(JOKER, 3);
    const h = jokerPlay(old.start(deal), ['colour', 'colour', 'base']);
    const skipped = { past: [deal], present: h.present, future: [] };
    expect(jokerColoringV1(oldSave(3, skipped, JOKER))).toEqual(
      reject('no move leads from state 1 to state 2'),
    );
  });

  it('a first state that is not the deal', () => {
    const other = glassGame(0);
    expect(glassworksV1({ ...good, seed: GLASS_SEED + 1 })).toEqual(
      reject(`state 1 is not the deal of seed ${GLASS_SEED + 1}`),
    );
    expect(glassworksV1(withHistory({ past: [], present: glassworks.deal({}, 5) }))).toEqual(
      reject(`state 1 is not the deal of seed ${GLASS_SEED}`),
    );
    expect(glassworksV1(withHistory(other)).ok).toBe(true);
    // Joker: two base changes before the first colour move collapse into one; a colour move does not.
    const deal = jokerColoring.deal(JOKER, 3);
    const coloured = old.start(moved(jokerColoring, deal, colour(deal)));
    expect(jokerColoringV1(oldSave(3, coloured, JOKER))).toEqual(reject('state 1 is not the deal of seed 3'));
  });

  it('a huge history, quickly', () => {
    const huge = { past: new Array(1_000_000).fill(glass.present), present: glass.present, future: [] };
    const t = performance.now();
    expect(glassworksV1(withHistory(huge))).toEqual(
      reject(`old save.history.past: must hold at most ${MAX_STATES - 1} items`),
    );
    expect(performance.now() - t).toBeLessThan(1000);
    expect(upgradeStates(glassworks, {}, 1, [])).toEqual(reject('the old history holds no state'));
  });

  it('never throws, whatever the data', () => {
    const readers = [glassworksV1, floodDuelV1, jokerColoringV1];
    fc.assert(
      fc.property(fc.anything(), (data) => {
        for (const read of readers) expect(read(data).ok).toBe(false);
      }),
      { numRuns: 300 },
    );
    // Near misses: a real save with one part replaced by anything.
    const saves = [
      { read: glassworksV1, data: oldSave(GLASS_SEED, glass, { par: 3, hints: 0 }) },
      { read: floodDuelV1, data: oldSave(31, floodGame(31, 1, 2), { mode: 'cpu', level: 'easy', ...FLOOD }) },
      {
        read: jokerColoringV1,
        data: oldSave(
          12,
          jokerPlay(old.start(jokerColoring.deal(JOKER, 12)), ['base', 'colour']),
          jokerMeta(5, 'easy'),
        ),
      },
    ];
    const paths = [
      ['seed'],
      ['meta'],
      ['meta', 'par'],
      ['meta', 'limit'],
      ['meta', 'mode'],
      ['meta', 'width'],
      ['history'],
      ['history', 'past'],
      ['history', 'present'],
      ['history', 'past', '0'],
      ['history', 'present', 'cells'],
      ['history', 'present', 'base'],
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...saves),
        fc.constantFrom(...paths),
        fc.jsonValue(),
        ({ read, data }, path, value) => {
          const copy = structuredClone(data) as Record<string, unknown>;
          let at: Record<string, unknown> = copy;
          for (const key of path.slice(0, -1)) {
            const next = at[key];
            if (typeof next !== 'object' || next === null) return;
            at = next as Record<string, unknown>;
          }
          at[path[path.length - 1] as string] = value;
          const r = read(copy);
          expect(typeof r.ok).toBe('boolean');
          if (!r.ok) expect(r.reason).toEqual(expect.any(String));
        },
      ),
      { numRuns: 300 },
    );
  });
});

// ————— end to end: an old envelope in storage, loaded by the game's save slot —————

const noExtras = (json: unknown): Result<null> => (json === null ? ok(null) : reject('no extras'));

describe('a version-1 save in storage', () => {
  function store(key: string, data: unknown): { storage: Storage; backend: MemoryBackend } {
    const backend = new MemoryBackend();
    backend.setItem(`prism-arcade/${key}`, JSON.stringify({ v: 1, data }));
    return { storage: new Storage(backend), backend };
  }

  it('GlassWorks: loads as the upgraded game, and saves again as version 2', () => {
    const data = oldSave(GLASS_SEED, glassGame(), { par: 20, hints: 0 });
    const { storage, backend } = store('glassworks', data);
    const slot = new SaveSlot(storage, 'glassworks', glassworks, noExtras, { 1: glassworksV1 });
    const loaded = slot.load();
    expect(loaded).toEqual(unwrap(glassworksV1(data)));
    if (!loaded) throw new Error('not loaded');
    slot.save(loaded);
    expect(JSON.parse(backend.getItem('prism-arcade/glassworks') ?? '{}').v).toBe(2);
    expect(slot.load()).toEqual(loaded);
  });

  it('Flood Duel: loads as the upgraded game', () => {
    const data = oldSave(31, floodGame(31, 2), { mode: 'cpu', level: 'normal', ...FLOOD });
    const { storage } = store('flood-duel', data);
    const slot = new SaveSlot(storage, 'flood-duel', floodDuel, validatePlayers, { 1: floodDuelV1 });
    const loaded = slot.load();
    expect(loaded).toEqual(unwrap(floodDuelV1(data)));
    expect(loaded?.history.done).toBe(5);
    if (!loaded) throw new Error('not loaded');
    slot.save(loaded);
    expect(slot.load()).toEqual(loaded);
  });

  it('Joker Coloring: loads as the upgraded game, pending base change included', () => {
    const deal = jokerColoring.deal(JOKER, 12);
    const data = oldSave(
      12,
      jokerPlay(old.start(deal), ['base', 'colour', 'colour', 'base']),
      jokerMeta(7, null),
    );
    const { storage } = store('joker-coloring', data);
    const slot = new SaveSlot(storage, 'joker-coloring', jokerColoring, validateJokerExtras, {
      1: jokerColoringV1,
    });
    const loaded = slot.load();
    expect(loaded).toEqual(unwrap(jokerColoringV1(data)));
    expect(loaded?.history.pending).toHaveLength(1);
    if (!loaded) throw new Error('not loaded');
    slot.save(loaded);
    expect(slot.load()).toEqual(loaded);
  });

  it('a broken old save is dropped, and the caller deals afresh', () => {
    const { storage, backend } = store('glassworks', { seed: 'x' });
    const slot = new SaveSlot(storage, 'glassworks', glassworks, noExtras, { 1: glassworksV1 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(slot.load()).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('old save.seed: must be a whole number'));
    warn.mockRestore();
    expect(backend.getItem('prism-arcade/glassworks')).toBeNull();
  });
});
