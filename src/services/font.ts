// The bundled pixel font (latin subset only). Loading starts as soon as this module is imported,
// in parallel with Phaser's start-up; Boot waits for it so no text is drawn in a fallback font.
import '@fontsource/press-start-2p/latin-400.css';

export const fontReady: Promise<unknown> = document.fonts.load('16px "Press Start 2P"').catch(() => []);
