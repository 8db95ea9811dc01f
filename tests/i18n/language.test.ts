// Which language the arcade speaks: the browser's preference among ours, `?lang=`, and the
// settings that remember the choice.

import { describe, expect, it, vi } from 'vitest';
import { linkLanguage, parseDeepLink } from '../../src/services/deepLink';
import { browserLanguage } from '../../src/services/language';
import { DEFAULT_SETTINGS, validateSettings } from '../../src/services/settings';

describe('language', () => {
  it('follows the browser: the first of its languages that we speak, else English', () => {
    expect(browserLanguage(['sl-SI', 'en-US'])).toBe('sl');
    expect(browserLanguage(['de-DE', 'sl'])).toBe('sl');
    expect(browserLanguage(['en-GB', 'sl-SI'])).toBe('en');
    expect(browserLanguage(['de-DE', 'fr'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });

  it('reads ?lang=sl|en, and says so when the value is not one of them', () => {
    expect(linkLanguage('?lang=sl')).toBe('sl');
    expect(linkLanguage('?lang=EN')).toBe('en');
    expect(linkLanguage('?lang=de')).toBeNull();
    expect(linkLanguage('?seed=3')).toBeNull();
    expect(parseDeepLink('?lang=de').messages).toEqual(['Language must be en or sl: "de" is not one.']);
    expect(parseDeepLink('?lang=sl').messages).toEqual([]);
  });

  it('keeps settings saved before languages, and refuses a language we do not speak', () => {
    const { language: _, palette: __, ...old } = DEFAULT_SETTINGS;
    const read = validateSettings(old);
    expect(read.ok && read.value.language).toBe('auto');
    expect(read.ok && read.value.palette).toBe('classic');
    expect(validateSettings({ ...DEFAULT_SETTINGS, language: 'de' }).ok).toBe(false);
    expect(validateSettings({ ...DEFAULT_SETTINGS, language: 'sl' }).ok).toBe(true);
  });
});

describe('the Slovenian table, a chunk of its own', () => {
  it('is spoken once loaded: until then the words are English, and a second ask joins the first load', async () => {
    vi.resetModules();
    const i18n = await import('../../src/i18n/i18n');
    expect(i18n.hasLanguage('en')).toBe(true);
    expect(i18n.hasLanguage('sl')).toBe(false);
    i18n.setLanguage('sl');
    expect(i18n.t('PLAY')).toBe('PLAY');
    const a = i18n.loadLanguage('sl');
    expect(i18n.loadLanguage('sl')).toBe(a);
    await a;
    expect(i18n.hasLanguage('sl')).toBe(true);
    expect(i18n.t('PLAY')).toBe('IGRAJ');
    i18n.setLanguage('en');
  });

  it('a ?lang=sl visit speaks Slovenian once its table arrives; boot waits for it', async () => {
    vi.resetModules();
    const i18n = await import('../../src/i18n/i18n');
    const language = await import('../../src/services/language');
    language.installLanguage('sl');
    expect(i18n.language()).toBe('en');
    await language.languageReady();
    expect(i18n.language()).toBe('sl');
    i18n.setLanguage('en');
  });
});
