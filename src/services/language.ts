// Which language the arcade speaks: `?lang=` for this visit, else the player's setting, else the
// browser's own preference (Slovenian if the browser asks for it before English, else English).
// The choice is handed to i18n and to the page (`<html lang>`, which screen readers follow).

import { LANGUAGES, type Language, setLanguage } from '../i18n/i18n';
import { getSettings, onSettingsChange } from './settings';

let visit: Language | null = null;

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

function apply(): void {
  const language = resolveLanguage();
  setLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Start speaking the right language, and follow the setting when it changes. */
export function installLanguage(forVisit: Language | null): void {
  visit = forVisit;
  apply();
  onSettingsChange(() => apply());
}

/** The player picked a language in the settings: it wins over `?lang=` from now on. */
export function chooseLanguage(): void {
  visit = null;
}
