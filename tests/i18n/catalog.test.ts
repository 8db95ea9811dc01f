// The translation table is complete: every `t('…')` in the source has its Slovenian, every
// Slovenian entry is used, placeholders match, and counted texts have their plural forms.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EN_PLURALS } from '../../src/i18n/en';
import { loadLanguage, type Message, reasonText, setLanguage, t } from '../../src/i18n/i18n';
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
  beforeAll(() => loadLanguage('sl'));
  // English again after each test, failed or not: the unit files share their modules.
  afterEach(() => setLanguage('en'));

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

// ————— words that skip the table —————

/**
 * Where a text reaches the player: drawn (a Phaser text, a label, a button, a panel's title or
 * line), shown (a toast, a message) or spoken (the live region). A string literal with words in it
 * written straight into one of these never went through `t`.
 */
const SINKS: readonly RegExp[] = [
  /\.text\([^,()]+,[^,()]+,\s*(['"`])/g,
  /\.setText\(\s*(['"`])/g,
  /\bannounce\(\s*(['"`])/g,
  /\btoast\([^,()]+,\s*(['"`])/g,
  /\bplaceButton\([^,()]+,[^,()]+,\s*(['"`])/g,
  /\b(?:label|title|line|short|ariaLabel):\s*(['"`])/g,
  /\b(?:messages|lines|parts)\.push\(\s*(['"`])/g,
  /\bemit\(\{\s*kind: '(?:say|toast)', text:\s*(['"`])/g,
];

/** The literal that starts at `at` (after its opening quote) holds words: two letters in a row. */
function wordy(text: string, at: number, quote: string): string | null {
  const end = text.indexOf(quote, at);
  const literal = text.slice(at, end < 0 ? undefined : end).replace(/\$\{[^}]*\}/g, '');
  return /[A-Za-z]{2}/.test(literal) ? literal : null;
}

/** Every literal with words written straight into a place the player reads or hears. */
function untranslatedIn(source: string): string[] {
  const found: string[] = [];
  for (const sink of SINKS)
    for (const m of source.matchAll(sink)) {
      const quote = m[1] as string;
      const literal = wordy(source, (m.index ?? 0) + m[0].length, quote);
      if (literal !== null) found.push(literal);
    }
  return found;
}

/** A template's `${name}` hole, written out (as a template in source text has it). */
const hole = (name: string): string => ['$', '{', name, '}'].join('');

describe('every word drawn or spoken comes from the table', () => {
  it('the check finds literals with words, and lets through what the table gave', () => {
    expect(untranslatedIn("this.add.text(0, 0, 'PLAY', style)")).toEqual(['PLAY']);
    expect(untranslatedIn(`label.setText(\`LAST: ${hole('who')}\`)`)).toEqual(['LAST: ']);
    expect(untranslatedIn("announce('Row 1: red.')")).toEqual(['Row 1: red.']);
    expect(untranslatedIn("toast(this, 'Nothing imported')")).toEqual(['Nothing imported']);
    expect(untranslatedIn("host.placeButton('ok', r, 'OK', go)")).toEqual(['OK']);
    expect(untranslatedIn("{ title: 'GIVE UP?', line: 'Really?' }")).toEqual(['GIVE UP?', 'Really?']);
    expect(untranslatedIn(`messages.push(\`mode must be cpu; using ${hole('mode')}.\`)`)).toHaveLength(1);
    expect(untranslatedIn("this.add.text(0, 0, t('PLAY'), style)")).toEqual([]);
    expect(untranslatedIn('label.setText(verbatim(code))')).toEqual([]);
    expect(untranslatedIn("host.placeButton('zoom', r, '+', go)")).toEqual([]);
    expect(untranslatedIn("this.add.text(0, 0, '', style)")).toEqual([]);
  });

  it('no literal English is drawn, shown or spoken anywhere in src/', () => {
    const found = SOURCE.filter((f) => !f.includes('/logic/')).flatMap((f) =>
      untranslatedIn(readFileSync(f, 'utf8')).map((literal) => `${f.split('/src/')[1]}: ${literal}`),
    );
    expect(found).toEqual([]);
  });

  it("the views' spoken words, the screens and the midend's parts return no words that skipped the table", () => {
    const returned = /\breturn\s+(['"`])/g;
    // The midend's parts: the session's files, and each game's part and its online actions.
    const parts = /\/(views|scenes|ui|midend\/session)\/|\/midend\/games\/[^/]+\/(part|online)\.ts$/;
    const found = SOURCE.filter((f) => parts.test(f)).flatMap((f) => {
      const text = readFileSync(f, 'utf8');
      return [...text.matchAll(returned)].flatMap((m) => {
        const literal = wordy(text, (m.index ?? 0) + m[0].length, m[1] as string);
        // A lower-case token ('label', 'copied') names a case in the code, not a word for the player.
        const token = literal !== null && /^[a-z][\w-]*$/.test(literal);
        return literal === null || token ? [] : [`${f.split('/src/')[1]}: ${literal}`];
      });
    });
    expect(found).toEqual([]);
  });
});
