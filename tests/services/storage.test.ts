// Versioned storage and save/resume: corrupt or foreign data is dropped, never a crash;
// a failing backend degrades to memory.

import { describe, expect, it, vi } from 'vitest';
import { push, start } from '../../src/logic/history';
import { ok, reject } from '../../src/logic/result';
import { MemoryBackend, Storage } from '../../src/services/storage';

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

describe('SavedGame', async () => {
  const { SavedGame, Records } = await import('../../src/services/savedGame');
  const saved = new SavedGame<number, null>('test-game', 1, isNumber, () => ok(null));

  it('saves and resumes seed and history', () => {
    const history = push(push(start(1), 2), 3);
    saved.save({ seed: 99, history, meta: null });
    expect(saved.load()).toEqual({ seed: 99, history, meta: null });
  });

  it('drops a save whose history holds an invalid state', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const history = { past: [1, 'two'], present: 3, future: [] } as never;
    saved.save({ seed: 5, history, meta: null });
    expect(saved.load()).toBeUndefined();
    saved.save({ seed: -1, history: start(1), meta: null });
    expect(saved.load()).toBeUndefined();
    warn.mockRestore();
  });

  it('keeps the best result, lower or higher as the game says', () => {
    const low = new Records('test-low', true);
    expect(low.record('s1', 20)).toBe(true);
    expect(low.record('s1', 25)).toBe(false);
    expect(low.record('s1', 12)).toBe(true);
    expect(low.best('s1')).toBe(12);
    const high = new Records('test-high', false);
    high.record('x', 3);
    expect(high.record('x', 2)).toBe(false);
    expect(high.best('x')).toBe(3);
  });
});
