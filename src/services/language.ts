// Which language the arcade speaks: `?lang=` for this visit, else the player's setting, else the
// browser's own preference (Slovenian if the browser asks for it before English, else English).
// The choice is handed to i18n and to the page (`<html lang>`, which screen readers follow).
// A language other than English is spoken once its table has loaded (i18n.ts loadLanguage):
// `languageReady` says when the first one is in (boot waits for it), and a change heard later
// (a setting, a save file) is spoken when its table arrives.

import { hasLanguage, LANGUAGES, type Language, loadLanguage, setLanguage } from '../i18n/i18n';
import { getSettings, onSettingsChange, updateSettings } from './settings';

let visit: Language | null = null;
let ready: Promise<void> = Promise.resolve();
/** Counts the player's choices of language, so a failed one does not undo a later one. */
let choices = 0;

/** The browser's preferred language among ours (its list in order; English when none). */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if ((LANGUAGES as readonly string[]).includes(base ?? '')) return base as Language;
  }
  return 'en';
}

export function resolveLanguage(): Language {
  if (visit) return visit;
  const chosen = getSettings().language;
  if (chosen !== 'auto') return chosen;
  return browserLanguage(
    typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? [navigator.language])],
  );
}

function speak(l: Language): void {
  setLanguage(l);
  if (typeof document !== 'undefined') document.documentElement.lang = l;
}

/** Speak the language wanted now: at once if its table is here, else once it has loaded. */
function apply(): Promise<void> {
  const wanted = resolveLanguage();
  if (hasLanguage(wanted)) {
    speak(wanted);
    return Promise.resolve();
  }
  return loadLanguage(wanted).then(() => {
    if (resolveLanguage() === wanted) speak(wanted);
  });
}

/** Start speaking the right language, and follow the setting when it changes. */
export function installLanguage(forVisit: Language | null): void {
  visit = forVisit;
  // Offline with the table not fetched: English until it can be loaded.
  ready = apply().catch(() => undefined);
  onSettingsChange(() => {
    ready = apply().catch(() => undefined);
  });
}

/**
 * Resolves once the language wanted now is spoken (or could not be loaded: then the one spoken
 * before stays): at boot, and after a change of settings (a save file imported, say).
 */
export function languageReady(): Promise<void> {
  return ready;
}

/**
 * The player picked a language in the settings: it wins over `?lang=` from now on. Resolves when
 * it is spoken; rejects if its table could not be loaded (the arcade goes on in the one it spoke).
 */
export function chooseLanguage(next: Language): Promise<void> {
  visit = null;
  const before = getSettings().language;
  const asked = ++choices;
  updateSettings({ language: next });
  return apply().catch((e: unknown) => {
    // Only the latest choice puts the setting back: a later one that did arrive stays.
    if (asked === choices) updateSettings({ language: before });
    throw e;
  });
}
