// Every word the player sees or hears comes through `t`: the English text is the key (as in
// gettext), `{name}` marks a value put in, and a message with `{n}` may have plural forms.
// sl.ts holds the Slovenian for every key and en.ts the English plural forms;
// tests/i18n/catalog.test.ts finds every `t('…')` in the source and fails on a key missing from
// either language. No Phaser, no DOM: the language is set from outside (services/language.ts).
// Slovenian's table is a chunk of its own, loaded (loadLanguage) only when it is spoken.

import { EN_PLURALS } from './en';
import type { Message, Params, Plural } from './message';
import { RULE_REASONS } from './reasons';

export type { Message, Params, Plural };

export const LANGUAGES = ['en', 'sl'] as const;
export type Language = (typeof LANGUAGES)[number];

type Table = Readonly<Record<string, Message>>;

let current: Language = 'en';
/** The tables loaded so far: English's plural forms are always here. */
const tables: Partial<Record<Language, Table>> = { en: EN_PLURALS };
const LOADERS: Record<Language, () => Promise<Table>> = {
  en: () => Promise.resolve(EN_PLURALS),
  sl: () => import('./sl').then((m) => m.SL),
};
const loading: Partial<Record<Language, Promise<void>>> = {};

/** True when `language`'s table is here, so it can be spoken at once. */
export function hasLanguage(language: Language): boolean {
  return tables[language] !== undefined;
}

/** Load `language`'s table (once; a failed load may be asked again). */
export function loadLanguage(language: Language): Promise<void> {
  if (hasLanguage(language)) return Promise.resolve();
  let load = loading[language];
  if (!load) {
    load = LOADERS[language]().then((table) => {
      tables[language] = table;
    });
    load.catch(() => delete loading[language]);
    loading[language] = load;
  }
  return load;
}

const rules: Partial<Record<Language, Intl.PluralRules>> = {};
/** Every text `t` has given, so a test can tell a drawn string that did not come from here. */
const given = new Set<string>();

/** Speak `language` from now on (its table loaded first: until then its words are English). */
export function setLanguage(language: Language): void {
  current = language;
}

export function language(): Language {
  return current;
}

/** The entry for `key`; only the table's own entries count (a key may be text from outside). */
function message(key: string): Message {
  const table = tables[current] ?? EN_PLURALS;
  return (Object.hasOwn(table, key) ? table[key] : undefined) ?? key;
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
    Object.hasOwn(params, name) ? String(params[name]) : all,
  );
  given.add(text);
  return text;
}

/**
 * A refusal said in the player's language: by its key and values when the key is one of the known
 * reasons (reasons.ts), else as it is (a reason worded elsewhere, in English).
 */
export function reasonText(r: {
  readonly key: string;
  readonly params: Params;
  readonly reason: string;
}): string {
  return RULE_REASONS.includes(r.key) ? t(r.key, r.params) : verbatim(r.reason);
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
