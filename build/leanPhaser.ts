// A production build's Phaser is built from Phaser's own modules (the package ships its `src/` beside
// the prebuilt bundle), with only what the arcade uses (build/phaser.cjs) and Phaser's build flags
// set as its own webpack build sets them: WebGL only, no Canvas renderer, no Phaser sound, no debug
// hooks. Phaser's own source is not changed: what it does at boot, it does in every build.
// `import Phaser from 'phaser'` and the types are unchanged; the dev server and the unit tests keep
// the prebuilt bundle, and tests/build/leanPhaser.test.ts fails on any `Phaser.A.B` used in src/
// that the lean namespace lacks, so the two never differ in what the arcade reaches.

import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const PHASER_SRC = join(dirname(createRequire(import.meta.url).resolve('phaser/package.json')), 'src');
const ENTRY = fileURLToPath(new URL('./phaser.cjs', import.meta.url));

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

/** Phaser's source as its own build makes it: the flags set. */
function withFlags(code: string): string {
  return code.replace(FLAG, (_, name: string) => String(FLAGS[name]));
}

export function leanPhaser(): Plugin {
  return {
    name: 'lean-phaser',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      if (id === 'phaser') return ENTRY;
      // The package's `exports` name only '.', so its modules are reached by their files.
      if (id.startsWith('phaser/src/')) return this.resolve(join(PHASER_SRC, id.slice('phaser/src/'.length)));
      return null;
    },
    transform(code, id) {
      if (!id.startsWith(PHASER_SRC)) return null;
      return { code: withFlags(code), map: null };
    },
  };
}
