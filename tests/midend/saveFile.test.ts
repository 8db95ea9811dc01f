// The save file: export everything kept, import it into an empty store and get it all back; a bad
// file (not JSON, another app, another format, an unknown or damaged entry) changes nothing and
// says which part is wrong.

import { describe, expect, it, vi } from 'vitest';
import { Records } from '../../src/midend/core/records';
import { DailyBook } from '../../src/midend/progress/daily';
import { exportSave, importSave, readSaveFile } from '../../src/midend/progress/saveFile';
import { MemoryBackend, Storage } from '../../src/services/storage';

function filled(): Storage {
  const s = new Storage(new MemoryBackend());
  new Records(s, 'joker-coloring', 'lower').record('18x18c4m21s7', 9);
  new Records(s, 'flood-duel-wins', 'tally').count('hard');
  new DailyBook(s).record('glassworks', '2026-11-30', { result: 12, picture: '🟥' });
  s.write('settings', 1, { sound: false, volume: 0.3, glyphs: true, reducedMotion: false });
  return s;
}

const reason = (text: string): string => {
  const r = readSaveFile(text);
  if (r.ok) throw new Error('accepted');
  return r.reason;
};

describe('save file', () => {
  it('exports everything kept and imports it back into an empty store', () => {
    const file = exportSave(filled(), new Date('2026-11-30T10:00:00Z'));
    expect(file.app).toBe('prism-arcade');
    expect(Object.keys(file.entries).sort()).toEqual([
      'daily',
      'flood-duel-wins-best',
      'joker-coloring-best',
      'settings',
    ]);
    const read = readSaveFile(JSON.stringify(file));
    if (!read.ok) throw new Error(read.reason);
    const fresh = new Storage(new MemoryBackend());
    expect(importSave(fresh, read.value)).toBe(4);
    expect(new Records(fresh, 'joker-coloring', 'lower').best('18x18c4m21s7')).toBe(9);
    expect(new Records(fresh, 'flood-duel-wins', 'tally').best('hard')).toBe(1);
    expect(new DailyBook(fresh).result('glassworks', '2026-11-30')?.result).toBe(12);
  });

  it('refuses bad files with the reason, and the store is left as it was', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const good = exportSave(filled(), new Date());
    expect(reason('{oops')).toMatch(/not JSON/);
    expect(reason('{"app":"other"}')).toMatch(/not a Prism Arcade save file/);
    expect(reason(JSON.stringify({ ...good, format: 9 }))).toMatch(/format 9/);
    expect(reason(JSON.stringify({ ...good, entries: [] }))).toMatch(/no entries/);
    expect(
      reason(JSON.stringify({ ...good, entries: { ...good.entries, cheats: { v: 1, data: 1 } } })),
    ).toMatch(/does not know: 'cheats'/);
    const damaged = { ...good.entries, 'joker-coloring-best': { v: 1, data: { x: 'nine' } } };
    expect(reason(JSON.stringify({ ...good, entries: damaged }))).toMatch(
      /'joker-coloring-best' entry is damaged/,
    );
    const badSave = { ...good.entries, glassworks: { v: 2, data: { seed: 1, moves: ['zz'] } } };
    expect(reason(JSON.stringify({ ...good, entries: badSave }))).toMatch(/'glassworks' entry/);
    expect(reason('x'.repeat(2_000_001))).toMatch(/too large/);
    warn.mockRestore();
  });

  it('refuses an entry named like a member every object has, and imports nothing', () => {
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const text = `{"app":"prism-arcade","format":1,"entries":{"${key}":{"v":1,"data":{}}}}`;
      expect(reason(text)).toMatch(/does not know/);
    }
    // Inside an entry too: a table's key named so is an entry like any other, not a prototype.
    const best = '{"__proto__": 3, "constructor": 4, "18x18c4m21s7": 9}';
    const text = `{"app":"prism-arcade","format":1,"entries":{"joker-coloring-best":{"v":1,"data":${best}}}}`;
    const read = readSaveFile(text);
    if (!read.ok) throw new Error(read.reason);
    const fresh = new Storage(new MemoryBackend());
    importSave(fresh, read.value);
    const records = new Records(fresh, 'joker-coloring', 'lower');
    expect(records.best('18x18c4m21s7')).toBe(9);
    expect(records.best('constructor')).toBe(4);
    expect(records.best('toString')).toBeUndefined();
  });

  it('refuses results no game can have, naming the entry and the field', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const good = exportSave(filled(), new Date());
    for (const bad of [-1000, 1e308, 2.5, '9']) {
      const entries = { ...good.entries, 'joker-coloring-best': { v: 1, data: { '18x18c4m21s7': bad } } };
      expect(reason(JSON.stringify({ ...good, entries }))).toMatch(
        /'joker-coloring-best' entry is damaged .*18x18c4m21s7: must be a whole number from 0 to 999999/,
      );
    }
    warn.mockRestore();
  });
});
