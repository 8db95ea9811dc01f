// Versioned storage and save/resume: corrupt or foreign data is dropped, never a crash;
// a failing backend degrades to memory.

import { describe, expect, it, vi } from 'vitest';
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
