// The architecture rule that keeps the rules testable: src/logic is framework-free. It never imports
// Phaser or Howler, nor the layers above it (scenes, ui, services, midend, at any depth of ../); it
// never touches the DOM or storage, never schedules timers, never reads a clock, never calls
// Math.random (every deal comes from a seed). src/logic/tsconfig.json backs this with the compiler
// (no DOM or Node types); this test also covers what the compiler cannot see (ES globals like
// Date and Math.random, and imports of the other layers).

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../', import.meta.url).pathname;
const LOGIC = new URL('../src/logic/', import.meta.url).pathname;
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) =>
    statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : [join(dir, n)],
  );

/** Before a module path: `from`, `import` (side effect or dynamic import()), or `require(`. */
const MODULE = String.raw`(?:\bfrom|\bimport|\brequire)\s*\(?\s*['"]`;

const RULES: readonly { what: string; pattern: RegExp }[] = [
  { what: 'imports Phaser or Howler', pattern: new RegExp(`${MODULE}(?:phaser|howler)(?:/[^'"]*)?['"]`) },
  {
    what: 'imports a layer above the rules (scenes, ui, services, midend)',
    pattern: new RegExp(`${MODULE}(?:\\./)?(?:\\.\\./)+(?:scenes|ui|services|midend)(?:[/'"])`),
  },
  {
    what: 'touches the DOM',
    pattern: /\b(?:document|window|navigator)\.|\bglobalThis\.(?:document|window)\b/,
  },
  { what: 'touches storage', pattern: /\b(?:localStorage|sessionStorage|indexedDB)\b/ },
  { what: 'uses a timer', pattern: /\b(?:setTimeout|setInterval|setImmediate|requestAnimationFrame)\b/ },
  { what: 'reads a clock', pattern: /\bperformance\.now\b|\bDate\.now\b|\bnew\s+Date\b|\bDate\s*\(/ },
  { what: 'uses unseeded randomness', pattern: /\bMath\.random\b|\bcrypto\.getRandomValues\b/ },
];

interface Offence {
  /** 1-based line number. */
  line: number;
  what: string;
  text: string;
}

/**
 * The offending lines of one source text. Comments are not
 * code: whole-line comments (`//`, `/*`, ` *` of a block) and trailing ` // …` are skipped, so a
 * comment may name what the rules avoid.
 */
function offences(source: string): Offence[] {
  const out: Offence[] = [];
  source.split('\n').forEach((raw, i) => {
    const trimmed = raw.trim();
    if (trimmed.startsWith('//') || trimmed.startsWith('/*') || trimmed.startsWith('*')) return;
    const code = raw.replace(/\s\/\/\s.*$/, '');
    for (const { what, pattern } of RULES) {
      if (pattern.test(code)) out.push({ line: i + 1, what, text: trimmed });
    }
  });
  return out;
}

describe('the checker', () => {
  it.each([
    "import Phaser from 'phaser';",
    "import { Howl } from 'howler';",
    "import type { Scene } from 'phaser';",
    "import { save } from '../services/storage';",
    "import { save } from '../../services/storage';",
    "import type { Theme } from '../../../ui/theme';",
    "export { Button } from '../../ui/button';",
    "import '../../scenes/Boot';",
    "const m = await import('../../../scenes/Menu');",
    "import { Midend } from '../midend';",
    "import { undo } from '../../midend/undo';",
    "import { x } from './../../services/x';",
    'const t0 = performance.now();',
    'const seed = Date.now() >>> 0;',
    'const today = new Date();',
    'const stamp = Date();',
    'const r = Math.random();',
    'setTimeout(done, 10);',
    'const id = setInterval(tick, 16);',
    'requestAnimationFrame(step);',
    'document.body.append(el);',
    "window.addEventListener('keydown', onKey);",
    "localStorage.setItem('k', v);",
    'const a = 1; const b = Date.now(); // clock',
  ])('catches %s', (line) => {
    expect(offences(line)).toHaveLength(1);
  });

  it.each([
    "import { Rng } from '../rng';",
    "import { encode } from '../../logic/notation';",
    "import { uiState } from './uiState';",
    "import { servicesNeeded } from '../servicesNeeded';",
    "import { view } from './ui';",
    'const update = toDate(x) + isDate(y);',
    'const dateOf = (d: number) => d;',
    "const label = 'timer';",
    '// Never Date.now(), performance.now() or Math.random() here: deals come from a seed.',
    ' * The midend (../midend) undoes moves; the rules never import it.',
    '/* No window. nor document. */',
    'const n = rng.next(); // not Math.random()',
    'const windowSize = 3; const documented = true;',
  ])('lets through %s', (line) => {
    expect(offences(line)).toEqual([]);
  });

  it('names the line of each offence', () => {
    const text = ["import { Rng } from '../rng';", '', "import { play } from '../../services/sound';"];
    expect(offences(text.join('\n'))).toEqual([
      {
        line: 3,
        what: 'imports a layer above the rules (scenes, ui, services, midend)',
        text: "import { play } from '../../services/sound';",
      },
    ]);
    expect(offences(['const a = 1;', 'const b = 2;', '  return Date.now();'].join('\n'))).toMatchObject([
      { line: 3 },
    ]);
  });
});

it('src/logic never imports Phaser or the layers above it, touches the DOM, storage, timers, clocks or Math.random', () => {
  const sources = files(LOGIC).filter((f) => f.endsWith('.ts'));
  expect(sources.length).toBeGreaterThan(3);
  const found = sources.flatMap((f) =>
    offences(readFileSync(f, 'utf8')).map((o) => `${relative(ROOT, f)}:${o.line}: ${o.what}: ${o.text}`),
  );
  expect(found, `src/logic breaks the architecture rule:\n${found.join('\n')}`).toEqual([]);
});
