// Two save files joined (the save kept on the server and a device's own): every kind of entry has
// a rule; joining a file with itself changes nothing; bests join, days and ladder clears are never
// lost, games logged on either device are kept once each; the device's own settings and game in
// progress win; and whatever damaged input comes, the file that comes out reads back.

import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { floodDuel } from '../../src/logic/flood/game';
import { glassworks } from '../../src/logic/glassworks/game';
import { DuelBook } from '../../src/midend/codes/correspondence';
import * as H from '../../src/midend/core/history';
import { Records } from '../../src/midend/core/records';
import { SaveSlot } from '../../src/midend/core/saves';
import { glassExtras } from '../../src/midend/games/glassworks/midend';
import { markHowToSeen } from '../../src/midend/launch/howToSeen';
import { Challenges } from '../../src/midend/progress/challenges';
import { addDays, DailyBook } from '../../src/midend/progress/daily';
import { GameLog, LOG_MAX, type LoggedGame } from '../../src/midend/progress/gameLog';
import { LadderBook } from '../../src/midend/progress/ladderBook';
import { DAILY_KEPT, MERGE_RULES, mergeSave } from '../../src/midend/progress/mergeSave';
import {
  exportSave,
  importSave,
  READERS,
  readSaveFile,
  type SaveFile,
} from '../../src/midend/progress/saveFile';
import { MemoryBackend, Storage } from '../../src/services/storage';
import { hostileData } from '../fuzz/arbitraries';

const DAY = '2026-12-06';

/** A save file's text read back as IMPORT reads it (or the test fails with the reason). */
function read(file: SaveFile): SaveFile {
  const r = readSaveFile(JSON.stringify(file));
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

/** A store after `fill`, as the save file EXPORT makes of it (and IMPORT reads back). */
function saved(fill: (s: Storage) => void): SaveFile {
  const s = new Storage(new MemoryBackend());
  fill(s);
  return read(exportSave(s, new Date(`${DAY}T10:00:00Z`)));
}

/** The store a save file makes when it is imported into an empty one. */
function imported(file: SaveFile): Storage {
  const s = new Storage(new MemoryBackend());
  importSave(s, read(file));
  return s;
}

/** A GlassWorks game in progress: the deal `seed` with its first legal move played `n` times over. */
function glassInProgress(s: Storage, seed: number, n: number): void {
  type Move = ReturnType<typeof glassworks.legalMoves>[number];
  let h = H.startHistory<ReturnType<typeof glassworks.deal>, Move>(
    glassworks.deal(glassworks.defaultOptions, seed),
  );
  for (let i = 0; i < n; i++) {
    const move = glassworks.legalMoves(h.present)[0];
    const r = move && H.play(glassworks, h, move);
    if (!r?.ok) throw new Error('no move');
    h = r.value.history;
  }
  new SaveSlot(s, 'glassworks', glassworks, glassExtras).save({
    seed,
    options: glassworks.defaultOptions,
    history: h,
    par: null,
    hints: 0,
    extras: null,
  });
}

const DUEL_OPTIONS = { width: 8, height: 6, first: 1 as const };
/** A correspondence duel on deal `seed` after `n` moves (each the first legal colour). */
function duel(seed: number, n: number) {
  let state = floodDuel.deal(DUEL_OPTIONS, seed);
  const moves: number[] = [];
  for (let i = 0; i < n; i++) {
    const move = floodDuel.legalMoves(state)[0];
    if (!move) break;
    const r = floodDuel.apply(state, move);
    if (!r.ok) throw new Error(r.reason);
    state = r.value.state;
    moves.push('abcdef'.indexOf(move.color));
  }
  return { code: { options: DUEL_OPTIONS, seed, moves }, me: 1 as const };
}

const logged = (over: Partial<LoggedGame>): LoggedGame => ({
  game: 'glassworks',
  code: 'GW-123',
  result: 4,
  par: 3,
  moves: 30,
  assisted: false,
  won: false,
  at: 1_000,
  mode: 'solo',
  level: null,
  line: '',
  ...over,
});

/** A device's store with an entry of every kind the save file keeps. */
function everything(s: Storage): void {
  s.write('settings', 1, { sound: false, volume: 0.3, glyphs: true, reducedMotion: false });
  markHowToSeen(s, 'glassworks');
  s.write('coach', 1, { 'joker-base-free': true });
  glassInProgress(s, 77, 2);
  new Records(s, 'glassworks', 'lower').record('77', 12);
  new Records(s, 'joker-coloring', 'lower').record('18x18c4m21s7', 9);
  new Records(s, 'flood-duel-wins', 'tally').count('hard');
  new LadderBook(s).record(1, 0, true);
  new LadderBook(s).record(2, 3, false);
  for (const d of [DAY, addDays(DAY, -1)])
    new DailyBook(s).record('glassworks', d, { result: 5, picture: '🟥' });
  new Challenges(s).take('joker-coloring', 'JC-18X18-4C-21M-7K', 17);
  new DuelBook(s).keep(duel(42, 4));
  new GameLog(s).add(logged({ at: 1_000 }));
  new GameLog(s).add(logged({ at: 2_000, code: 'GW-77' }));
}

const plain = (x: unknown): unknown => JSON.parse(JSON.stringify(x));

describe('two save files joined', () => {
  it('has a rule for every kind of entry the save file keeps', () => {
    expect([...MERGE_RULES.keys()].sort()).toEqual([...READERS.keys()].sort());
    // The file the other tests join holds every kind but two more games in progress.
    const kinds = [...READERS.keys()].filter((k) => k !== 'flood-duel' && k !== 'joker-coloring');
    expect(Object.keys(saved(everything).entries).sort()).toEqual(kinds.sort());
  });

  it('changes nothing when a file is joined with itself, and reads back', () => {
    const a = saved(everything);
    const merged = mergeSave(a, a);
    expect(plain(merged.entries)).toEqual(plain(a.entries));
    expect(read(merged).entries).toEqual(read(a).entries);
    expect(merged.exported).toBe(a.exported);
  });

  it('keeps the better best of each deal, and every deal either side played', () => {
    const a = saved((s) => {
      const r = new Records(s, 'glassworks', 'lower');
      r.record('1', 9);
      r.record('2', 5);
      new Records(s, 'flood-duel-wins', 'tally').count('easy');
    });
    const b = saved((s) => {
      const r = new Records(s, 'glassworks', 'lower');
      r.record('1', 7);
      r.record('3', 3);
      const wins = new Records(s, 'flood-duel-wins', 'tally');
      for (let i = 0; i < 3; i++) wins.count('easy');
      wins.count('hard');
    });
    for (const merged of [mergeSave(a, b), mergeSave(b, a)]) {
      const s = imported(merged);
      expect(plain(new Records(s, 'glassworks', 'lower').all())).toEqual({ '1': 7, '2': 5, '3': 3 });
      // A tally is the larger count: the same wins may be in both files, and are not counted twice.
      expect(plain(new Records(s, 'flood-duel-wins', 'tally').all())).toEqual({ easy: 3, hard: 1 });
    }
  });

  it('never loses a day: a day known only to the other file survives, and the streak runs through it', () => {
    const a = saved((s) => {
      for (const d of [DAY, addDays(DAY, -2)])
        new DailyBook(s).record('glassworks', d, { result: 4, picture: '🟥' });
    });
    const b = saved((s) => {
      new DailyBook(s).record('glassworks', addDays(DAY, -1), { result: 6, picture: '🟦' });
      new DailyBook(s).record('glassworks', DAY, { result: 9, picture: '🟦' });
      new DailyBook(s).record('joker-coloring', DAY, { result: null, picture: '⬛' });
    });
    const book = new DailyBook(imported(mergeSave(a, b)));
    expect(book.result('glassworks', addDays(DAY, -1))?.result).toBe(6);
    expect(book.streak('glassworks', DAY)).toBe(3);
    // A day both played keeps the device's own result: the first finish counts.
    expect(book.result('glassworks', DAY)?.result).toBe(4);
    expect(book.result('joker-coloring', DAY)).toEqual({ result: null, picture: '⬛' });
    expect(new DailyBook(imported(mergeSave(b, a))).result('glassworks', DAY)?.result).toBe(9);
  });

  it(`keeps as many days as the daily book does (${DAILY_KEPT}), the newest`, () => {
    const many = (from: number) =>
      saved((s) => {
        for (let i = from; i < from + DAILY_KEPT + 5; i += 2)
          new DailyBook(s).record('glassworks', addDays(DAY, -i), { result: i, picture: '' });
      });
    // The daily book itself keeps DAILY_KEPT days: the join keeps no more and no fewer.
    const book = saved((s) => {
      for (let i = 0; i < DAILY_KEPT + 3; i++)
        new DailyBook(s).record('glassworks', addDays(DAY, -i), { result: i, picture: '' });
    });
    const kept = (f: SaveFile) =>
      Object.keys((f.entries.daily?.data as Record<string, object> | undefined)?.glassworks ?? {});
    expect(kept(book)).toHaveLength(DAILY_KEPT);
    const merged = mergeSave(many(0), many(1));
    expect(kept(merged)).toHaveLength(DAILY_KEPT);
    expect(new DailyBook(imported(merged)).streak('glassworks', DAY)).toBe(DAILY_KEPT);
  });

  it('never loses a ladder clear or a ladder best', () => {
    const a = saved((s) => new LadderBook(s).record(1, 2, false));
    const b = saved((s) => {
      new LadderBook(s).record(1, 0, true);
      new LadderBook(s).record(3, 0, true);
    });
    const ladder = new LadderBook(imported(mergeSave(a, b)));
    expect([ladder.cleared(1), ladder.cleared(2), ladder.cleared(3)]).toEqual([true, false, true]);
    expect(ladder.bestOf(1)).toBe(0);
    expect(ladder.clearedCount()).toBe(2);
  });

  it('logs every game of both once, by time, the newest kept; par known on either side is kept', () => {
    const a = saved((s) => {
      const log = new GameLog(s);
      log.add(logged({ at: 1 }));
      log.add(logged({ at: 3, par: null }));
    });
    const b = saved((s) => {
      const log = new GameLog(s);
      log.add(logged({ at: 2, code: 'GW-2' }));
      log.add(logged({ at: 3, par: 7 }));
      log.add(logged({ at: 4 }));
    });
    const all = new GameLog(imported(mergeSave(a, b))).all();
    expect(all.map((g) => [g.at, g.code, g.par])).toEqual([
      [1, 'GW-123', 3],
      [2, 'GW-2', 3],
      [3, 'GW-123', 7],
      [4, 'GW-123', 3],
    ]);
    const full = (from: number) =>
      saved((s) => {
        for (let i = 0; i < LOG_MAX; i++) new GameLog(s).add(logged({ at: from + 2 * i }));
      });
    const joined = new GameLog(imported(mergeSave(full(0), full(1)))).all();
    expect(joined).toHaveLength(LOG_MAX);
    expect(joined[0]?.at).toBe(LOG_MAX);
    expect(joined.at(-1)?.at).toBe(2 * LOG_MAX - 1);
  });

  it("keeps the device's own settings and game in progress, and what either has seen or taken", () => {
    const a = saved((s) => {
      s.write('settings', 1, { sound: false, volume: 0.3, glyphs: true, reducedMotion: false });
      glassInProgress(s, 5, 1);
      markHowToSeen(s, 'glassworks');
      new Challenges(s).take('glassworks', 'GW-5', 3);
    });
    const b = saved((s) => {
      s.write('settings', 1, { sound: true, volume: 0.9, glyphs: false, reducedMotion: true });
      glassInProgress(s, 6, 3);
      markHowToSeen(s, 'flood-duel');
      s.write('coach', 1, { 'joker-base-free': true });
      new Challenges(s).take('glassworks', 'GW-6', 1);
      new Challenges(s).take('joker-coloring', 'JC-1', 2);
    });
    const m = mergeSave(a, b).entries;
    expect(m.settings).toEqual(a.entries.settings);
    expect(m.glassworks).toEqual(a.entries.glassworks);
    expect(plain(m['how-to-play']?.data)).toEqual({ glassworks: true, 'flood-duel': true });
    expect(m.coach).toEqual(b.entries.coach);
    expect(plain(m.challenges?.data)).toEqual({
      glassworks: { deal: 'GW-5', beat: 3 },
      'joker-coloring': { deal: 'JC-1', beat: 2 },
    });
    // A game in progress on one device only comes to the other.
    expect(
      mergeSave(
        saved(() => {}),
        b,
      ).entries.glassworks,
    ).toEqual(b.entries.glassworks);
  });

  it('keeps each duel once, the one further on when it is the other with moves added', () => {
    const a = saved((s) => {
      new DuelBook(s).keep(duel(42, 2));
      new DuelBook(s).keep(duel(43, 3));
    });
    const b = saved((s) => {
      new DuelBook(s).keep(duel(42, 3));
      new DuelBook(s).keep({ ...duel(43, 4), me: 2 });
      new DuelBook(s).keep(duel(44, 1));
    });
    const duels = new DuelBook(imported(mergeSave(a, b))).all();
    expect(duels.map((d) => [d.code.seed, d.code.moves.length, d.me])).toEqual([
      [43, 3, 1],
      [42, 3, 1],
      [44, 1, 1],
    ]);
  });

  it('leaves out damaged entries, and never makes a file the game refuses', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const good = saved(everything);
    const keys = Object.keys(good.entries);
    const damage = fc.dictionary(
      fc.constantFrom(...READERS.keys(), '__proto__', 'constructor', 'cheats'),
      fc.oneof(
        hostileData,
        fc.record({ v: fc.oneof(fc.constantFrom(1, 2), hostileData), data: hostileData }),
      ),
      { maxKeys: 4 },
    );
    const damaged = (d: Record<string, unknown>) =>
      JSON.parse(JSON.stringify({ ...good, entries: { ...good.entries, ...d } })) as SaveFile;
    fc.assert(
      fc.property(damage, damage, (x, y) => {
        const merged = mergeSave(damaged(x), damaged(y));
        expect(readSaveFile(JSON.stringify(merged)).ok).toBe(true);
        // An entry undamaged on either side is there.
        for (const key of keys)
          if (!Object.hasOwn(x, key) || !Object.hasOwn(y, key))
            expect(Object.hasOwn(merged.entries, key)).toBe(true);
      }),
      { numRuns: 150 },
    );
    for (const junk of [null, 'junk', [], { entries: [] }, { entries: { daily: 5 } }]) {
      const merged = mergeSave(junk as unknown as SaveFile, good);
      expect(plain(merged.entries)).toEqual(plain(good.entries));
      expect(
        readSaveFile(JSON.stringify(mergeSave(junk as unknown as SaveFile, junk as unknown as SaveFile))).ok,
      ).toBe(true);
    }
    warn.mockRestore();
  });
});
