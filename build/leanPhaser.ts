// A production build's Phaser is built from Phaser's own modules (the package ships its `src/` beside
// the prebuilt bundle), with only what the arcade uses (build/phaser.cjs) and Phaser's build flags
// set as its own webpack build sets them: WebGL only, no Canvas renderer, no Phaser sound, no debug
// hooks. Text measures each font once (measureText.cjs). `import Phaser from 'phaser'` and the types
// are unchanged; the dev server and the unit tests keep the prebuilt bundle.

import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const PHASER_SRC = join(dirname(createRequire(import.meta.url).resolve('phaser/package.json')), 'src');
const ENTRY = fileURLToPath(new URL('./phaser.cjs', import.meta.url));
/** Phaser's MeasureText, remembered by font (measureText.cjs). */
const MEASURE = fileURLToPath(new URL('./measureText.cjs', import.meta.url));

/** Phaser's build flags, read in its source as `typeof NAME`; webpack's DefinePlugin replaces them. */
const FLAGS: Readonly<Record<string, boolean>> = {
  WEBGL_RENDERER: true,
  CANVAS_RENDERER: false,
  WEBGL_DEBUG: false,
  FEATURE_SOUND: false,
  PLUGIN_CAMERA3D: false,
  PLUGIN_FBINSTANT: false,
};
const FLAG = new RegExp(`typeof (${Object.keys(FLAGS).join('|')})\\b`, 'g');

/**
 * Changes to Phaser's source, each one exact text in one file (the build fails if Phaser's source no
 * longer has it):
 * - The texture manager's tile sprite is made when a dynamic texture first repeats a texture (its
 *   only use) rather than at boot: making it builds the tile sprites' batch handler, whose buffers
 *   cost the first frame about 10 ms on software WebGL, for drawing the arcade never does.
 * - The renderer asks which compressed texture formats the GPU takes when something first wants to
 *   know (only Phaser's loader of compressed textures, which the arcade leaves out), not at boot:
 *   its thirty-odd extension queries cost the boot 4–15 ms on software WebGL.
 * - Phaser's canvas checks (inverse alpha by drawing and reading back a 2D canvas, blend modes by
 *   decoding an image) are for its Canvas renderer, which the lean Phaser leaves out: both answers
 *   are left at false, as before the checks ran, and nothing in the build reads them.
 * - Phaser's device check makes no WebGL context of its own to learn that WebGL works: the arcade
 *   makes its canvas and context itself and names the renderer (services/renderer.ts, main.ts), so
 *   Phaser never reads the answer, and each context costs the first frame several milliseconds.
 */
const PATCHES: readonly { file: string; from: string; to: string }[] = [
  {
    file: '/textures/TextureManager.js',
    from: "this.tileSprite = new TileSpriteGameObject(scene, 0, 0, 256, 256, '__WHITE').setOrigin(0);",
    to: `var made = null;
            Object.defineProperty(this, 'tileSprite', {
                configurable: true,
                get: function () { return made || (made = new TileSpriteGameObject(scene, 0, 0, 256, 256, '__WHITE').setOrigin(0)); }
            });`,
  },
  {
    file: '/renderer/webgl/WebGLRenderer.js',
    from: 'this.compression = this.getCompressedTextures();',
    to: `Object.defineProperty(this, 'compression', {
            configurable: true,
            get: function () {
                var formats = this.getCompressedTextures();
                Object.defineProperty(this, 'compression', { value: formats, writable: true, configurable: true });
                return formats;
            }
        });`,
  },
  {
    file: '/device/CanvasFeatures.js',
    from: 'CanvasFeatures.supportNewBlendModes = checkBlendMode();',
    to: 'CanvasFeatures.supportNewBlendModes = false;',
  },
  {
    file: '/device/CanvasFeatures.js',
    from: 'CanvasFeatures.supportInverseAlpha = checkInverseAlpha();',
    to: 'CanvasFeatures.supportInverseAlpha = false;',
  },
  {
    file: '/device/Features.js',
    from: "var ctx = canvas.getContext('webgl') || canvas.getContext('experimental-webgl');",
    to: 'var ctx = true;',
  },
];

/** Phaser's source as the arcade builds it: the flags set, and the changes above. */
function patch(code: string, id: string): string {
  let out = code.replace(FLAG, (_, name: string) => String(FLAGS[name]));
  for (const p of PATCHES.filter((p) => id.endsWith(p.file))) {
    if (!out.includes(p.from)) throw new Error(`lean Phaser: ${p.file} no longer has the text it changes`);
    out = out.replaceAll(p.from, p.to);
  }
  return out;
}

export function leanPhaser(): Plugin {
  return {
    name: 'lean-phaser',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer) {
      if (id === 'phaser') return ENTRY;
      if (importer?.startsWith(PHASER_SRC) && /^\.\/MeasureText(\.js)?$/.test(id)) return MEASURE;
      // The package's `exports` name only '.', so its modules are reached by their files.
      if (id.startsWith('phaser/src/')) return this.resolve(join(PHASER_SRC, id.slice('phaser/src/'.length)));
      return null;
    },
    transform(code, id) {
      if (!id.startsWith(PHASER_SRC)) return null;
      return { code: patch(code, id), map: null };
    },
  };
}
