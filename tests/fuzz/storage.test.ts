// Fuzzing what the game reads back: every kind of stored entry and the save file. Whatever a
// store or a file holds — not JSON, another version, keys named like every object's members, data
// nested far down, huge text — reading never throws: an entry is kept or dropped with its reason,
// a file is taken or refused with a short reason and changes nothing. What is taken is taken
// whole: a file read in, kept and written out again is the same file, and reads again.

import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { floodDuel, greedyMove, moveOfIndex } from '../../src/logic/flood';
import * as GW from '../../src/logic/glassworks';
import { jokerColoring } from '../../src/logic/joker/game';
import { DuelBook } from '../../src/midend/codes/correspondence';
import { encodeDeal } from '../../src/midend/codes/dealCode';
import { play, startHistory } from '../../src/midend/core/history';
import { Records } from '../../src/midend/core/records';
import { SaveSlot } from '../../src/midend/core/saves';
import { validatePlayers } from '../../src/midend/games/flood/players';
import { glassExtras } from '../../src/midend/games/glassworks/midend';
import { validateJokerExtras } from '../../src/midend/games/joker/extras';
import { markHowToSeen } from '../../src/midend/launch/howToSeen';
import { Challenges } from '../../src/midend/progress/challenges';
import { coachOnce } from '../../src/midend/progress/coach';
import { DailyBook } from '../../src/midend/progress/daily';
import { GameLog } from '../../src/midend/progress/gameLog';
import { LadderBook } from '../../src/midend/progress/ladderBook';
import { exportSave, importSave, READERS, readSaveFile } from '../../src/midend/progress/saveFile';
import { MemoryBackend, Storage } from '../../src/services/storage';
import { deep, hostileData, hostileJson, hostileText, PROTOTYPE_NAMES } from './arbitraries';

const KINDS = [...READERS.keys()];
const PREFIX = 'prism-arcade/';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {}); // drops are expected here
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** An envelope as a store or a file may hold one: a real version or not, any data. */
const envelope = fc.record({
  v: fc.oneof(fc.constantFrom(1, 2, 3), hostileData),
  data: hostileData,
});

/** A file's entries: known kinds, names every object has, and other names, with any envelope. */
const entries = fc
  .array(
    fc.tuple(fc.oneof(fc.constantFrom(...KINDS), fc.constantFrom(...PROTOTYPE_NAMES), hostileText), envelope),
    { maxLength: 4 },
  )
  .map((pairs) => JSON.parse(JSON.stringify(Object.fromEntries(pairs))) as Record<string, unknown>);

const file = (entriesOf: unknown): string =>
  JSON.stringify({ app: 'prism-arcade', format: 1, exported: '', entries: entriesOf });

/** A file is taken or refused, never a throw; what is taken goes in and comes out the same. */
function fileReadsSafely(text: string): void {
  const read = readSaveFile(text);
  if (!read.ok) {
    expect(read.reason.length, read.reason.slice(0, 200)).toBeLessThan(300);
    return;
  }
  const store = new Storage(new MemoryBackend());
  importSave(store, read.value);
  const again = exportSave(store, new Date(0));
  expect(again.entries).toEqual(read.value.entries);
  expect(readSaveFile(JSON.stringify(again)).ok).toBe(true);
}

describe('fuzz: stored entries', () => {
  it('any text under any kind: read without a throw, and what is kept exports as a file that imports', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...KINDS),
        fc.oneof(
          hostileJson,
          hostileText,
          envelope.map((e) => JSON.stringify(e)),
        ),
        (kind, raw) => {
          const backend = new MemoryBackend();
          backend.setItem(PREFIX + kind, raw);
          const store = new Storage(backend);
          READERS.get(kind)?.(store);
          // Whatever the game kept, EXPORT writes a file IMPORT takes back.
          const exported = JSON.stringify(exportSave(store, new Date(0)));
          expect(readSaveFile(exported).ok).toBe(true);
          fileReadsSafely(exported);
        },
      ),
      { numRuns: 800 },
    );
  });

  it('data nested 200,000 deep under every kind, and deep in a saved board: never a throw, and EXPORT still imports', () => {
    const nested = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    for (const kind of KINDS) {
      const raw = [
        `{"v":1,"data":${nested}}`,
        `{"v":1,"data":{"seed":1,"history":{"past":[],"present":{"width":3,"height":1,"cells":[${nested},"R","R"]}}}}`,
      ];
      for (const text of raw) {
        const backend = new MemoryBackend();
        backend.setItem(PREFIX + kind, text);
        const store = new Storage(backend);
        READERS.get(kind)?.(store);
        expect(readSaveFile(JSON.stringify(exportSave(store, new Date(0)))).ok, kind).toBe(true);
      }
    }
  });

  it('keys named like every object member, in the store itself, are entries nobody reads', () => {
    const backend = new MemoryBackend();
    for (const name of PROTOTYPE_NAMES) backend.setItem(PREFIX + name, '{"v":1,"data":{}}');
    const store = new Storage(backend);
    for (const read of READERS.values()) read(store);
    const dumped = store.dump();
    expect(Object.getPrototypeOf(dumped)).toBe(null);
    expect(Object.keys(exportSave(store, new Date(0)).entries)).toEqual([]);
  });
});

/** A store with one of everything the game keeps, each as the game itself writes it. */
function everything(): Storage {
  const store = new Storage(new MemoryBackend());
  let history = startHistory<GW.GlassState, GW.Move>(GW.newGame(7));
  for (let i = 0; i < 3; i++) {
    const jump = GW.legalJumps(history.present)[0];
    if (!jump) break;
    const r = play(GW.glassworks, history, { from: jump.from, to: jump.to });
    if (r.ok) history = r.value.history;
  }
  new SaveSlot(store, 'glassworks', GW.glassworks, glassExtras).save({
    seed: 7,
    options: {},
    history,
    par: 9,
    hints: 1,
    extras: null,
  });
  const options = { width: 8, height: 8, first: 1 as const };
  const deal = floodDuel.deal(options, 4);
  const moved = floodDuel.apply(deal, moveOfIndex(greedyMove(deal)));
  if (moved.ok) new DuelBook(store).keep({ code: { options, seed: 4, moves: [greedyMove(deal)] }, me: 2 });
  const joker = { width: 6, height: 6, colors: 3, moves: 20 };
  new SaveSlot(store, 'joker-coloring', jokerColoring, validateJokerExtras).save({
    seed: 3,
    options: joker,
    history: startHistory(jokerColoring.deal(joker, 3)),
    par: null,
    hints: 0,
    extras: { limit: null },
  });
  new SaveSlot(store, 'flood-duel', floodDuel, validatePlayers).save({
    seed: 4,
    options,
    history: startHistory(deal),
    par: null,
    hints: 0,
    extras: { mode: 'cpu', level: 'hard' },
  });
  new Records(store, 'glassworks', 'lower').record('s7', 9);
  new Records(store, 'joker-coloring', 'lower').record('6x6c3m20s3', 14);
  new Records(store, 'flood-duel-wins', 'tally').count('hard');
  new LadderBook(store).record(3, 1, true);
  new GameLog(store).add({
    game: 'glassworks',
    code: encodeDeal({ game: 'glassworks', seed: 7 }),
    result: 9,
    par: 5,
    moves: 40,
    assisted: false,
    won: true,
    at: Date.UTC(2026, 10, 30),
    mode: 'solo',
    level: null,
    line: '',
  });
  new DailyBook(store).record('joker-coloring', '2026-11-30', { result: 12, picture: '🟥🟩' });
  new Challenges(store).take('glassworks', encodeDeal({ game: 'glassworks', seed: 7 }), 20);
  markHowToSeen(store, 'flood-duel');
  coachOnce(store, 'joker-base-free');
  store.write('settings', 1, { sound: false, volume: 0.3, glyphs: true, reducedMotion: false });
  return store;
}

/** `data` with the value at one place in it (chosen by `at`) replaced, removed, or given a key. */
function changed(
  data: unknown,
  at: number,
  how: 'replace' | 'remove' | 'add',
  by: unknown,
  key: string,
): unknown {
  let count = 0;
  const walk = (v: unknown): unknown => {
    if (count++ === at) {
      if (how === 'replace') return by;
      if (how === 'add' && typeof v === 'object' && v !== null && !Array.isArray(v))
        return JSON.parse(JSON.stringify({ ...v, [key]: by }));
    }
    if (Array.isArray(v)) return v.map(walk);
    if (typeof v === 'object' && v !== null) {
      const entries = Object.entries(v).map(([k, x]) => [k, walk(x)] as const);
      return Object.fromEntries(how === 'remove' && count === at + 1 ? entries.slice(1) : entries);
    }
    return v;
  };
  return walk(data);
}

describe('fuzz: save files', () => {
  it('a real file as the game writes it is taken whole, and so is every entry alone', () => {
    const real = exportSave(everything(), new Date(0));
    expect(Object.keys(real.entries).sort()).toEqual([...KINDS].sort());
    fileReadsSafely(JSON.stringify(real));
    expect(readSaveFile(JSON.stringify(real)).ok).toBe(true);
  });

  it('a real file with one value changed, removed or added: taken whole or refused', () => {
    const real = JSON.parse(JSON.stringify(exportSave(everything(), new Date(0))));
    fc.assert(
      fc.property(
        fc.nat({ max: 400 }),
        fc.constantFrom('replace' as const, 'remove' as const, 'add' as const),
        hostileData,
        fc.oneof(fc.constantFrom(...PROTOTYPE_NAMES), fc.string({ maxLength: 6 })),
        (at, how, by, key) => fileReadsSafely(JSON.stringify(changed(real, at, how, by, key))),
      ),
      { numRuns: 1500 },
    );
  });

  it('any text, any JSON: taken or refused with a short reason, never a throw', () => {
    fc.assert(fc.property(fc.oneof(hostileText, hostileJson), fileReadsSafely), { numRuns: 400 });
  });

  it('a real envelope with hostile entries: taken whole or refused', () => {
    fc.assert(fc.property(entries.map(file), fileReadsSafely), { numRuns: 800 });
  });

  it('data nested 200,000 deep, as a file or inside an entry: refused with a reason', () => {
    for (const asObject of [false, true]) {
      expect(readSaveFile(JSON.stringify(deep(2000, asObject))).ok).toBe(false);
      const text = file({ settings: { v: 1, data: '§' } }).replace(
        '"§"',
        `${'['.repeat(200_000)}${']'.repeat(200_000)}`,
      );
      expect(readSaveFile(text)).toMatchObject({
        ok: false,
        reason: expect.stringMatching(/'settings' entry/),
      });
    }
  });
});
