// The bundled pixel font: the latin and latin-ext subsets of @fontsource/press-start-2p (latin-ext
// has č, š and ž for Slovenian), WOFF2 only (every browser that runs Phaser 4 reads it, so the WOFF
// fallback would only add weight). index.html preloads the latin file, so it arrives while the
// script loads; both faces start loading as soon as this module is imported. Boot waits for the
// faces the language draws with (a canvas does not redraw when a face arrives later): latin, and
// latin-ext too for Slovenian. In English the latin-ext face still loads, in the background, for
// the odd name with a č in it (the language list names Slovenian in Slovenian).
// Press Start 2P draws Č, Š and Ž like their small letters ("TOčKE"): in Slovenian a face of our own
// (scripts/make-font.mjs) draws them as capitals, added after the others so it comes first for them.
// It is taken away again in English, since it also makes every text's box a pixel taller.
import latinUrl from '@fontsource/press-start-2p/files/press-start-2p-latin-400-normal.woff2?url';
import latinExtUrl from '@fontsource/press-start-2p/files/press-start-2p-latin-ext-400-normal.woff2?url';
import type { Language } from '../i18n/i18n';

const LATIN_EXT =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

// Vite turns the file into a hashed, relative URL in the build (as the sounds', services/sound.ts).
const capsUrl = Object.values(
  import.meta.glob('../../assets/fonts/press-start-2p-caps.otf', {
    eager: true,
    query: '?url',
    import: 'default',
  }),
)[0] as string;

/** What the capitals' face draws: Č, Š, Ž, and the "|" Phaser measures a text's height by. */
const CAPS = 'U+007C,U+010C,U+0160,U+017D';

const face = (url: string, unicodeRange?: string, format = 'woff2'): FontFace =>
  new FontFace('Press Start 2P', `url(${url}) format('${format}')`, {
    style: 'normal',
    weight: '400',
    ...(unicodeRange ? { unicodeRange } : {}),
  });

/** A face added to the document and loading; a face that fails leaves the fallback font. */
function loading(f: FontFace): Promise<unknown> {
  document.fonts.add(f);
  return f.load().catch(() => null);
}

const latin = loading(face(latinUrl));
const latinExt = loading(face(latinExtUrl, LATIN_EXT));

/** The Slovenian capitals' face, made when Slovenian is first spoken. */
let caps: { face: FontFace; loaded: Promise<unknown> } | null = null;

/**
 * Resolves once the faces `lang` draws with have loaded (or failed): the Slovenian capitals' face
 * goes in for Slovenian and out for English (call it on every change of language).
 */
export function fontReady(lang: Language): Promise<unknown> {
  if (typeof document === 'undefined') return Promise.resolve();
  if (lang === 'en') {
    if (caps) document.fonts.delete(caps.face);
    return latin;
  }
  caps ??= { face: face(capsUrl, CAPS, 'opentype'), loaded: Promise.resolve() };
  if (!document.fonts.has(caps.face)) caps.loaded = loading(caps.face);
  return Promise.all([latin, latinExt, caps.loaded]);
}
