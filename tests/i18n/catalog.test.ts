// The translation table is complete: every `t('…')` in the source has its Slovenian, every
// Slovenian entry is used, placeholders match, and counted texts have their plural forms.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EN_PLURALS } from '../../src/i18n/en';
import { type Message, reasonText, setLanguage, t } from '../../src/i18n/i18n';
import { RULE_REASONS } from '../../src/i18n/reasons';
import { SL } from '../../src/i18n/sl';
import { jokerColoring } from '../../src/logic/joker';
import { reject } from '../../src/logic/result';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

// The tables themselves and `t` are not uses of keys.
const SOURCE = files(new URL('../../src', import.meta.url).pathname).filter(
  (f) => !/\/i18n\/(en|sl|i18n)\.ts$/.test(f),
);
/** Every key written as a literal in a call of `t`: t('…'), t("…") or t(`…`) without ${}. */
const CALL = /\bt\(\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|`([^`$]*)`)/g;
const used = new Map<string, string>();
const unreadable: string[] = [];
for (const file of SOURCE) {
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(CALL)) {
    const key = (m[1] ?? m[2] ?? m[3] ?? '').replace(/\\(.)/g, '$1');
    used.set(key, file);
  }
  // A call of t whose key is not a literal cannot be checked: there must be none (texts worded
  // elsewhere go through `known`, which looks them up in RULE_REASONS).
  for (const m of text.matchAll(/\bt\(\s*([^'"`\s)])/g)) unreadable.push(`${file}: t(${m[1]}…`);
}

// The rules' reasons are keys too.
for (const reason of RULE_REASONS) used.set(reason, 'src/i18n/reasons.ts');

const holes = (m: Message): string[] =>
  [
    ...new Set(
      [...(typeof m === 'string' ? m : Object.values(m).join(' ')).matchAll(/\{(\w+)\}/g)].map(
        (x) => x[1] as string,
      ),
    ),
  ].sort();

describe('translation table', () => {
  it('finds the keys in the source', () => {
    expect(used.size).toBeGreaterThan(20);
    expect(unreadable).toEqual([]);
  });

  it('has Slovenian for every key the source uses, and no key the source does not', () => {
    expect([...used.keys()].filter((k) => !(k in SL)).map((k) => `${k}  (${used.get(k)})`)).toEqual([]);
    expect(Object.keys(SL).filter((k) => !used.has(k))).toEqual([]);
    expect(Object.keys(EN_PLURALS).filter((k) => !used.has(k))).toEqual([]);
  });

  it('keeps the placeholders of every key in both languages', () => {
    for (const [key, sl] of Object.entries(SL)) expect(holes(sl), key).toEqual(holes(key));
    for (const [key, en] of Object.entries(EN_PLURALS)) expect(holes(en), key).toEqual(holes(key));
  });

  it('gives every counted text its plural forms in both languages', () => {
    for (const key of used.keys()) {
      if (!key.includes('{n}')) continue;
      const sl = SL[key];
      if (typeof sl === 'object') expect(Object.keys(sl).sort(), key).toEqual(['few', 'one', 'other', 'two']);
      const en = EN_PLURALS[key];
      if (en) expect(Object.keys(en).sort(), key).toEqual(['one', 'other']);
    }
  });

  it('says the rules’ reasons in Slovenian, values and all', () => {
    setLanguage('sl');
    const s = jokerColoring.deal(jokerColoring.defaultOptions, 3);
    const base = s.cells[s.base.y * s.width + s.base.x] as string;
    const refused = jokerColoring.apply(s, { kind: 'color', color: base as 'r' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(reasonText(refused)).toBe(`izhodišče je že '${base}'`);
    expect(reasonText(reject('an unknown reason'))).toBe('an unknown reason');
    setLanguage('en');
  });

  it('chooses Slovenian plural forms by the number', () => {
    setLanguage('sl');
    const key = 'Imported {n} saved items: your progress is back.';
    expect(t(key, { n: 1 })).toMatch(/^Uvožen je 1 /);
    expect(t(key, { n: 2 })).toMatch(/^Uvožena sta 2 /);
    expect(t(key, { n: 4 })).toMatch(/^Uvoženi so 4 /);
    expect(t(key, { n: 5 })).toMatch(/^Uvoženih je 5 /);
    expect(t(key, { n: 101 })).toMatch(/^Uvožen je 101 /);
    setLanguage('en');
    expect(t(key, { n: 1 })).toBe('Imported 1 saved item: your progress is back.');
    expect(t(key, { n: 3 })).toBe('Imported 3 saved items: your progress is back.');
  });
});
