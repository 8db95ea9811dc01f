// The bundled pixel font: the latin and latin-ext subsets of @fontsource/press-start-2p (latin-ext
// has č, š and ž for Slovenian), WOFF2 only (every browser that runs Phaser 4 reads it, so the WOFF
// fallback would only add weight). Loading starts as soon as this module is imported, in parallel
// with Phaser's start-up; Boot waits for both so no text is drawn in a fallback font (a canvas does
// not redraw when a face arrives later).
import latinUrl from '@fontsource/press-start-2p/files/press-start-2p-latin-400-normal.woff2?url';
import latinExtUrl from '@fontsource/press-start-2p/files/press-start-2p-latin-ext-400-normal.woff2?url';

const LATIN_EXT =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

const faces = [
  new FontFace('Press Start 2P', `url(${latinUrl}) format('woff2')`, { style: 'normal', weight: '400' }),
  new FontFace('Press Start 2P', `url(${latinExtUrl}) format('woff2')`, {
    style: 'normal',
    weight: '400',
    unicodeRange: LATIN_EXT,
  }),
];
for (const face of faces) document.fonts.add(face);

export const fontReady: Promise<unknown> = Promise.all(faces.map((f) => f.load().catch(() => null)));
