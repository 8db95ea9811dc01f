// Every word the player sees or hears comes through `t`: the English text is the key (as in
// gettext), `{name}` marks a value put in, and a message with `{n}` may have plural forms.
// sl.ts holds the Slovenian for every key and en.ts the English plural forms;
// tests/i18n/catalog.test.ts finds every `t('…')` in the source and fails on a key missing from
// either language. No Phaser, no DOM: the language is set from outside (services/language.ts).

import { EN_PLURALS } from './en';
import type { Message, Params, Plural } from './message';
import { RULE_REASONS } from './reasons';
import { SL } from './sl';

export type { Message, Params, Plural };

export const LANGUAGES = ['en', 'sl'] as const;
export type Language = (typeof LANGUAGES)[number];

let current: Language = 'en';
const rules: Partial<Record<Language, Intl.PluralRules>> = {};
/** Every text `t` has given, so a test can tell a drawn string that did not come from here. */
const given = new Set<string>();

export function setLanguage(language: Language): void {
  current = language;
}

export function language(): Language {
  return current;
}

function message(key: string): Message {
  if (current === 'sl') return SL[key] ?? key;
  return EN_PLURALS[key] ?? key;
}

function form(m: Message, n: number | undefined): string {
  if (typeof m === 'string') return m;
  if (n === undefined) return m.other;
  rules[current] ??= new Intl.PluralRules(current);
  const category = (rules[current] as Intl.PluralRules).select(n) as keyof Plural;
  return m[category] ?? m.other;
}

/** The text for `key` in the current language, with `params` put in (`n` chooses a plural form). */
export function t(key: string, params: Params = {}): string {
  const n = typeof params.n === 'number' ? params.n : undefined;
  const text = form(message(key), n).replace(/\{(\w+)\}/g, (all, name: string) =>
    name in params ? String(params[name]) : all,
  );
  given.add(text);
  return text;
}

/**
 * A text worded elsewhere (the rules' reasons for refusing a move, reasons.ts): said through the
 * table when it is one of the known texts — a template's `{value}` matching any text — and as it
 * is otherwise.
 */
export function known(text: string): string {
  if (RULE_REASONS.includes(text)) return t(text);
  for (const { template, names, pattern } of templates()) {
    const found = pattern.exec(text);
    if (found) return t(template, Object.fromEntries(names.map((n, i) => [n, found[i + 1] ?? ''])));
  }
  return verbatim(text);
}

/** The reasons with `{values}`, each as a pattern matching its worded form (made once). */
let patterns: { template: string; names: string[]; pattern: RegExp }[] | null = null;
function templates(): { template: string; names: string[]; pattern: RegExp }[] {
  patterns ??= RULE_REASONS.flatMap((template) => {
    const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
    if (names.length === 0) return [];
    const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '(.+?)');
    return [{ template, names, pattern: new RegExp(`^${source}$`) }];
  });
  return patterns;
}

/**
 * Data shown as it is, in every language (a deal code, a number): marked so, it counts as coming
 * from the table.
 */
export function verbatim(text: string): string {
  given.add(text);
  return text;
}

/** True when `text` is one `t` has given (the test hook asks this of every drawn text). */
export function fromTable(text: string): boolean {
  return given.has(text);
}
