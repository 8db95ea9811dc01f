// Versioned storage and save/resume: corrupt or foreign data is dropped, never a crash;
// a failing backend degrades to memory, and memory moves to real storage without losing a thing.

import { describe, expect, it, vi } from 'vitest';
import { ok, reject } from '../../src/logic/result';
import { Records } from '../../src/midend/core/records';
import { type KeyValueBackend, MemoryBackend, Storage } from '../../src/services/storage';

const isNumber = (d: unknown) => (typeof d === 'number' ? ok(d) : reject('not a number'));

describe('Storage', () => {
  it('round-trips versioned data', () => {
    const s = new Storage(new MemoryBackend());
    s.write('k', 1, 42);
    expect(s.read('k', 1, isNumber)).toBe(42);
  });

  it('drops corrupt JSON, wrong versions and invalid data with a warning', () => {
    const backend = new MemoryBackend();
    const s = new Storage(backend);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    backend.setItem('prism-arcade/a', '{oops');
    backend.setItem('prism-arcade/b', JSON.stringify({ v: 2, data: 1 }));
    backend.setItem('prism-arcade/c', JSON.stringify({ v: 1, data: 'text' }));
    backend.setItem('prism-arcade/d', 'null');
    for (const k of ['a', 'b', 'c', 'd']) expect(s.read(k, 1, isNumber)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(4);
    expect(backend.getItem('prism-arcade/a')).toBeNull();
    warn.mockRestore();
  });

  it('keeps working in memory when the backend throws on write', () => {
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const s = new Storage(broken);
    s.write('k', 1, 7);
    expect(s.read('k', 1, isNumber)).toBe(7);
    warn.mockRestore();
  });
});

/** A store the browser refuses (a cross-site frame with third-party storage blocked). */
const blocked: KeyValueBackend = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('SecurityError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('Storage in memory, then real storage (storage access granted)', () => {
  const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

  it('says where progress goes: memory when the browser refuses, local otherwise', () => {
    const warn = quiet();
    expect(new Storage(blocked).mode).toBe('memory');
    expect(new Storage(blocked).memoryCause).toBe('blocked');
    expect(new Storage(new MemoryBackend()).mode).toBe('local');
    expect(new Storage(new MemoryBackend()).memoryCause).toBe(null);
    warn.mockRestore();
  });

  it('moves this visit to real storage: new keys copied, keys it never wrote left as they were', () => {
    const warn = quiet();
    const s = new Storage(blocked);
    const modes: string[] = [];
    s.onModeChange((m) => modes.push(m));
    s.write('save', 2, { moves: [1, 2, 3] });
    const real = new MemoryBackend();
    real.setItem('prism-arcade/settings', JSON.stringify({ v: 1, data: 'earlier visit' }));
    s.adopt(real);
    expect(s.mode).toBe('local');
    expect(modes).toEqual(['local']);
    expect(s.read('save', 2, (d) => ok(d))).toEqual({ moves: [1, 2, 3] });
    expect(s.read('settings', 1, (d) => ok(d))).toBe('earlier visit');
    // From now on writes land in real storage.
    s.write('later', 1, 5);
    expect(real.getItem('prism-arcade/later')).toBe(JSON.stringify({ v: 1, data: 5 }));
    warn.mockRestore();
  });

  it('this visit wins a key both hold, unless the key has a merge rule', () => {
    const warn = quiet();
    const s = new Storage(blocked);
    s.write('settings', 1, 'this visit');
    s.write('other', 1, 'mine');
    s.mergeRule('other', (mine, theirs) => `${mine}+${theirs}`);
    const real = new MemoryBackend();
    real.setItem('prism-arcade/settings', JSON.stringify({ v: 1, data: 'earlier' }));
    real.setItem('prism-arcade/other', JSON.stringify({ v: 1, data: 'theirs' }));
    s.adopt(real);
    expect(s.read('settings', 1, (d) => ok(d))).toBe('this visit');
    expect(s.read('other', 1, (d) => ok(d))).toBe('mine+theirs');
    warn.mockRestore();
  });

  it('joins best results and adds up tallies played in memory to what was stored', () => {
    const warn = quiet();
    const s = new Storage(blocked);
    const bests = new Records(s, 'game', 'lower');
    const wins = new Records(s, 'wins', 'tally');
    bests.record('a', 9);
    bests.record('b', 4);
    wins.count('hard');
    const real = new MemoryBackend();
    real.setItem('prism-arcade/game-best', JSON.stringify({ v: 1, data: { a: 7, b: 6, c: 3 } }));
    real.setItem('prism-arcade/wins-best', JSON.stringify({ v: 1, data: { hard: 4, easy: 2 } }));
    s.adopt(real);
    expect([bests.best('a'), bests.best('b'), bests.best('c')]).toEqual([7, 4, 3]);
    expect([wins.best('hard'), wins.best('easy')]).toEqual([5, 2]);
    warn.mockRestore();
  });

  it('does not remove earlier progress for a key this visit removed, nor adopt twice', () => {
    const warn = quiet();
    const s = new Storage(blocked);
    s.write('save', 1, 'finished this visit');
    s.remove('save');
    const real = new MemoryBackend();
    real.setItem('prism-arcade/save', JSON.stringify({ v: 1, data: 'unfinished earlier' }));
    s.adopt(real);
    expect(s.read('save', 1, (d) => ok(d))).toBe('unfinished earlier');
    const other = new MemoryBackend();
    s.adopt(other);
    s.write('x', 1, 1);
    expect(other.getItem('prism-arcade/x')).toBeNull();
    warn.mockRestore();
  });

  it('a store that breaks mid-visit turns to memory with what it held, and says so', () => {
    const warn = quiet();
    let full = false;
    const map = new Map<string, string>();
    const store = {
      get length() {
        return map.size;
      },
      key: (i: number) => [...map.keys()][i] ?? null,
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => {
        if (full) throw new Error('QuotaExceededError');
        map.set(k, v);
      },
      removeItem: (k: string) => void map.delete(k),
    };
    const s = new Storage(store);
    s.write('kept', 1, 'before');
    const modes: string[] = [];
    s.onModeChange((m) => modes.push(m));
    full = true;
    s.write('new', 1, 'after');
    expect(s.mode).toBe('memory');
    expect(s.memoryCause).toBe('failed'); // not "blocked": the menu names the real cause
    expect(modes).toEqual(['memory']);
    expect(s.read('kept', 1, (d) => ok(d))).toBe('before');
    expect(s.read('new', 1, (d) => ok(d))).toBe('after');
    warn.mockRestore();
  });
});
