// Best results read back from storage: an entry no game can have (a negative best, 1e308, text) is
// left out and the rest kept; a key named like an object member is an entry like any other.

import { describe, expect, it, vi } from 'vitest';
import { mergeTables, Records } from '../../src/midend/core/records';
import { MemoryBackend, Storage } from '../../src/services/storage';

describe('best results', () => {
  it('leave out an edited entry and keep the others', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const s = new Storage(new MemoryBackend());
    s.write('glassworks-best', 1, { '7': 12, '8': -1000, '9': 1e308, '10': 'nine', '11': 3.5, '12': 40 });
    const r = new Records(s, 'glassworks', 'lower');
    expect(r.best('7')).toBe(12);
    expect(r.best('12')).toBe(40);
    for (const id of ['8', '9', '10', '11']) expect(r.best(id)).toBeUndefined();
    expect(r.record('8', 20)).toBe(true);
    expect(r.best('8')).toBe(20);
    expect(r.best('7')).toBe(12);
    warn.mockRestore();
  });

  it('treat a key named like an object member as a plain entry', () => {
    const s = new Storage(new MemoryBackend());
    const r = new Records(s, 'flood-duel-wins', 'tally');
    expect(r.best('constructor')).toBeUndefined();
    expect(r.count('constructor')).toBe(1);
    expect(r.count('__proto__')).toBe(1);
    expect(r.count('__proto__')).toBe(2);
    expect(r.best('toString')).toBeUndefined();
    const merged = mergeTables(
      'tally',
      JSON.parse('{"__proto__": 2}'),
      JSON.parse('{"__proto__": 3, "a": 1}'),
    );
    expect(Object.getPrototypeOf(merged)).toBeNull();
    expect(JSON.parse(JSON.stringify(merged))).toEqual(JSON.parse('{"__proto__": 5, "a": 1}'));
  });
});
