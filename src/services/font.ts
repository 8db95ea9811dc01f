// The bundled pixel font: the latin subset of @fontsource/press-start-2p, WOFF2 only (every
// browser that runs Phaser 4 reads it, so the WOFF fallback would only add weight). Loading starts
// as soon as this module is imported, in parallel with Phaser's start-up; Boot waits for it so no
// text is drawn in a fallback font.
import fontUrl from '@fontsource/press-start-2p/files/press-start-2p-latin-400-normal.woff2?url';

const face = new FontFace('Press Start 2P', `url(${fontUrl}) format('woff2')`, {
  style: 'normal',
  weight: '400',
});
document.fonts.add(face);

export const fontReady: Promise<unknown> = face.load().catch(() => []);
