// Save slots and records: a saved game is its deal and move list, read back by replaying every
// move through the rules; anything corrupt or forged is dropped with a warning, never trusted.

import { describe, expect, it, vi } from 'vitest';
import { floodDuel } from '../../src/logic/flood/game';
import type { FloodState } from '../../src/logic/flood/state';
import { ok, reject } from '../../src/logic/result';
import * as H from '../../src/midend/core/history';
import { Records } from '../../src/midend/core/records';
import { SaveSlot } from '../../src/midend/core/saves';
import { MemoryBackend, Storage } from '../../src/services/storage';

const OPTIONS = { width: 6, height: 4, first: 2 as const };
const noExtras = (d: unknown) => (d === null ? ok(null) : reject('extras must be null'));

function played() {
  let h = H.startHistory<FloodState, { color: 'a' | 'b' | 'c' | 'd' | 'e' | 'f' }>(
    floodDuel.deal(OPTIONS, 9),
  );
  for (const color of ['a', 'c', 'e'] as const) {
    const r = H.play(floodDuel, h, { color });
    if (!r.ok) throw new Error(r.reason);
    h = r.value.history;
  }
  return H.undo(h);
}

describe('SaveSlot', () => {
  const fresh = () => {
    const backend = new MemoryBackend();
    return { backend, slot: new SaveSlot(new Storage(backend), 'flood-duel', floodDuel, noExtras) };
  };

  it('saves the deal and the moves, and reads them back by replaying them', () => {
    const { backend, slot } = fresh();
    const history = played();
    slot.save({ seed: 9, options: OPTIONS, history, par: null, hints: 2, extras: null });
    const stored = JSON.parse(backend.getItem('prism-arcade/flood-duel') ?? '');
    expect(stored).toEqual({
      v: 2,
      data: {
        seed: 9,
        options: OPTIONS,
        moves: 'a c e',
        done: 2,
        pending: '',
        auto: [],
        par: null,
        hints: 2,
        extras: null,
      },
    });
    const back = slot.load();
    expect(back?.history.present).toEqual(history.present);
    expect(back?.history.done).toBe(2);
    expect(back && H.canRedo(back.history)).toBe(true);
    expect(back?.hints).toBe(2);
  });

  it('drops a save with a forged or corrupt part, with a warning naming what is wrong', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const good = {
      seed: 9,
      options: OPTIONS,
      moves: 'a c',
      done: 2,
      pending: '',
      par: null,
      hints: 0,
      extras: null,
    };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...good, seed: -3 }, /save\.seed: must be a whole number/],
      [{ ...good, options: { width: 2, height: 4 } }, /width/],
      [{ ...good, moves: 'a z' }, /move 2: 'z' is not a colour/],
      [{ ...good, done: 5 }, /done must be/],
      [{ ...good, par: 'ten' }, /save\.par: must be a whole number/],
      [{ ...good, hints: -1 }, /hint/],
      [{ ...good, extras: { cheat: true } }, /extras/],
    ];
    for (const [data, why] of cases) {
      const { backend, slot } = fresh();
      backend.setItem('prism-arcade/flood-duel', JSON.stringify({ v: 2, data }));
      expect(slot.load()).toBeUndefined();
      expect(warn).toHaveBeenLastCalledWith(expect.stringMatching(why));
      expect(backend.getItem('prism-arcade/flood-duel')).toBeNull();
    }
    warn.mockRestore();
  });

  it('drops a save of an older format with its message: there is no reader for it', () => {
    const backend = new MemoryBackend();
    backend.setItem('prism-arcade/flood-duel', JSON.stringify({ v: 1, data: { seed: 9, history: {} } }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const slot = new SaveSlot(new Storage(backend), 'flood-duel', floodDuel, noExtras);
    expect(slot.load()).toBeUndefined();
    expect(warn).toHaveBeenLastCalledWith(expect.stringMatching(/dropped/));
    expect(backend.getItem('prism-arcade/flood-duel')).toBeNull();
    warn.mockRestore();
  });
});

describe('Records', () => {
  it('keeps the best result, lower or higher as the game says, and counts tallies', () => {
    const storage = new Storage(new MemoryBackend());
    const low = new Records(storage, 'test-low', 'lower');
    expect(low.record('s1', 20)).toBe(true);
    expect(low.record('s1', 25)).toBe(false);
    expect(low.record('s1', 12)).toBe(true);
    expect(low.best('s1')).toBe(12);
    expect(low.best('toString')).toBeUndefined();
    const high = new Records(storage, 'test-high', 'higher');
    high.record('x', 3);
    expect(high.record('x', 2)).toBe(false);
    expect(high.best('x')).toBe(3);
    const wins = new Records(storage, 'wins', 'tally');
    expect(wins.count('hard')).toBe(1);
    expect(wins.count('hard')).toBe(2);
    expect(wins.best('easy')).toBeUndefined();
  });
});
