// The architecture rules. First, the one that keeps the rules testable: src/logic is
// framework-free. It never imports Phaser or Howler, nor the layers above it (at any depth of
// ../); it never touches the DOM or storage, never schedules timers, never reads a clock, never
// calls Math.random (every deal comes from a seed). src/logic/tsconfig.json backs this with the
// compiler (no DOM or Node types); this test also covers what the compiler cannot see (ES globals
// like Date and Math.random). Then the layers of the whole of src/: imports only go down
// (logic ← i18n ← services ← midend ← ui ← views ← scenes ← main), type-only imports included, and
// no file takes part in an import cycle (Biome's noImportCycles says the same as you type).

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
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

// ————— the layers —————

const SRC = new URL('../src/', import.meta.url).pathname;
const LAYERS = ['logic', 'i18n', 'services', 'midend', 'ui', 'views', 'scenes'] as const;
/** A file's layer, lowest 0; a file at the top of src/ (main.ts) is above every layer. */
const rank = (file: string): number => {
  const top = relative(SRC, file).split('/')[0] ?? '';
  const i = (LAYERS as readonly string[]).indexOf(top);
  return i < 0 ? LAYERS.length : i;
};

/** Every module path a source names: import and export … from, side-effect and dynamic imports. */
function importsOf(source: string): string[] {
  const found = source.matchAll(
    /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  );
  return [...found].map((m) => m[1] ?? m[2] ?? '');
}

/** The file a relative module path names, or null (a package, or nothing there). */
function target(from: string, path: string): string | null {
  if (!path.startsWith('.')) return null;
  const base = resolve(dirname(from), path.replace(/\?.*$/, ''));
  const tries = [base, `${base}.ts`, join(base, 'index.ts')];
  return tries.find((f) => existsSync(f) && statSync(f).isFile()) ?? null;
}

const sources = files(SRC).filter((f) => f.endsWith('.ts'));
const graph = new Map(
  sources.map((f) => [
    f,
    importsOf(readFileSync(f, 'utf8'))
      .map((p) => target(f, p))
      .filter((t): t is string => t !== null && t !== f),
  ]),
);

/** The files that lie on an import cycle (strongly connected with another file), found by Tarjan's. */
function cycles(g: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const out: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of g.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) !== index.get(v)) return;
    const part: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop();
      if (w !== undefined) part.push(w);
    } while (w !== v && w !== undefined);
    if (part.length > 1) out.push(part);
  };
  for (const v of g.keys()) if (!index.has(v)) visit(v);
  return out;
}

describe('the layers of src/', () => {
  it('reads every kind of import, type-only ones too', () => {
    const text = [
      "import type { A } from '../ui/a';",
      "import { type B, c } from './b';",
      "export { d } from '../../midend/d';",
      "export type { E } from './e';",
      "import './side';",
      "const m = await import('../views/m');",
    ].join('\n');
    expect(importsOf(text)).toEqual(['../ui/a', './b', '../../midend/d', './e', './side', '../views/m']);
  });

  it('finds a cycle, and none where there is none', () => {
    const g = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cycles(g).map((c) => [...c].sort())).toEqual([['a', 'b', 'c']]);
    expect(
      cycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('every file imports only its own layer or lower ones', () => {
    expect(sources.length).toBeGreaterThan(100);
    const upward = [...graph].flatMap(([f, ts]) =>
      ts.filter((t) => rank(t) > rank(f)).map((t) => `${relative(SRC, f)} -> ${relative(SRC, t)}`),
    );
    expect(upward).toEqual([]);
  });

  it('no file is part of an import cycle', () => {
    expect(cycles(graph).map((c) => c.map((f) => relative(SRC, f)).sort())).toEqual([]);
  });
});

// ————— size by design —————

/**
 * No class over 250 lines: a class that grows past it is split by job. (Functions over 60 lines are
 * Biome's noExcessiveLinesPerFunction, for all of src/.)
 */
const CLASS_LINES = 250;

/** Each top-level class of a source and its length in lines (Biome's format closes it at column 0). */
function classesOf(source: string): { name: string; lines: number }[] {
  const out: { name: string; lines: number }[] = [];
  let open: { name: string; at: number } | null = null;
  source.split('\n').forEach((line, i) => {
    const head = /^(?:export )?(?:default )?(?:abstract )?class (\w+)/.exec(line);
    if (head && !open && !line.endsWith('}')) open = { name: head[1] ?? '', at: i };
    else if (open && line.startsWith('}')) {
      out.push({ name: open.name, lines: i - open.at + 1 });
      open = null;
    }
  });
  return out;
}

describe('size by design', () => {
  it('measures a class from its line to its closing brace', () => {
    const text = ['export class A {', '  x = 1;', '}', '', 'class B {}', 'abstract class C<T> {', '}'];
    expect(classesOf(text.join('\n'))).toEqual([
      { name: 'A', lines: 3 },
      { name: 'C', lines: 2 },
    ]);
  });

  it(`no class in src/ is over ${CLASS_LINES} lines`, () => {
    const found = sources.flatMap((f) =>
      classesOf(readFileSync(f, 'utf8')).map((c) => ({
        key: `${relative(SRC, f)} ${c.name}`,
        lines: c.lines,
      })),
    );
    expect(found.length).toBeGreaterThan(30);
    const over = found.filter((c) => c.lines > CLASS_LINES).map((c) => `${c.key}: ${c.lines} lines`);
    expect(over).toEqual([]);
  });
});

// ————— one game, one place —————

/** A game's own files: its rules, its midend folder, its view, its screen. */
const OWN = /\/src\/(?:(?:logic|midend\/games|views)\/(?:glassworks|flood|joker)\/|scenes\/games\/\w+\.ts$)/;
/** A comparison with a game's id: shared code asking which game it is. */
const ASKS_GAME =
  /[!=]==\s*'(?:glassworks|flood-duel|joker-coloring)'|'(?:glassworks|flood-duel|joker-coloring)'\s*[!=]==/;

describe('shared code never asks which game it is (it reads the game’s descriptor)', () => {
  it.each([
    ["if (game === 'flood-duel') return;", true],
    ["const lower = id !== 'glassworks';", true],
    ["if ('joker-coloring' === deal.game) x();", true],
    ["const about = aboutGame('flood-duel');", false],
    ["case 'glassworks':", false],
  ])('%s: %s', (line, asks) => {
    expect(ASKS_GAME.test(line)).toBe(asks);
  });

  it('in no file outside the games’ own folders', () => {
    expect(sources.some((f) => OWN.test(f))).toBe(true);
    const asking = sources
      .filter((f) => !OWN.test(f))
      .flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .map((text, i) => ({ text, at: `${relative(SRC, f)}:${i + 1}` }))
          .filter(({ text }) => !text.trim().startsWith('//') && ASKS_GAME.test(text)),
      )
      .map(({ at, text }) => `${at}: ${text.trim()}`);
    expect(asking).toEqual([]);
  });
});

describe('a game registered at run time reaches every table the midend reads a game from', () => {
  const MIDEND = join(SRC, 'midend/');
  const REGISTRY = join(MIDEND, 'games/registry.ts');
  /** A table of every game, by its id, that the midend reads while it plays any game. */
  const GAME_TABLE = /^(?:export )?const (\w+) = new (?:Map|Set)<(?:GameId|string)\b/;
  /** Where a front-end table is read from: the menu's cards list the arcade's own games only. */
  const MENU_ONLY = [join(MIDEND, 'browser/progress.ts')];
  const registered = (): string[] => {
    const body = /export function registerGame[\s\S]*?\n}/.exec(readFileSync(REGISTRY, 'utf8'))?.[0] ?? '';
    return [...body.matchAll(/\b(add\w+)\(/g)].map((m) => m[1] as string);
  };

  it('each such table has an add function, and registerGame calls it', () => {
    const tables = sources
      .filter((f) => f.startsWith(MIDEND) && f !== REGISTRY && !MENU_ONLY.includes(f))
      .flatMap((f) => {
        const text = readFileSync(f, 'utf8');
        const names = text.split('\n').flatMap((l) => GAME_TABLE.exec(l)?.[1] ?? []);
        const adds = [...text.matchAll(/export function (add\w+)[<(]/g)].map((m) => m[1] as string);
        return names.map((name) => ({ at: `${relative(SRC, f)} ${name}`, adds }));
      });
    expect(tables.length).toBeGreaterThanOrEqual(5);
    const calls = registered();
    const missed = tables.filter((t) => !t.adds.some((a) => calls.includes(a))).map((t) => t.at);
    expect(missed).toEqual([]);
  });
});

describe('the text and texture code has one entry point (src/ui/render/index.ts)', () => {
  const RENDER = join(SRC, 'ui/render/');
  /** The entry point, and the font's measures, which a pure layout plan reads without loading Phaser. */
  const DOORS = [join(RENDER, 'index.ts'), join(RENDER, 'measure.ts')];

  it('no file outside ui/render/ imports a file behind it', () => {
    const behind = sources
      .filter((f) => !f.startsWith(RENDER))
      .flatMap((f) =>
        (graph.get(f) ?? [])
          .filter((t) => t.startsWith(RENDER) && !DOORS.includes(t))
          .map((t) => `${relative(SRC, f)} imports ${relative(SRC, t)}`),
      );
    expect(graph.get(join(SRC, 'ui/screen/panel.ts'))).toContain(join(RENDER, 'index.ts'));
    expect(behind).toEqual([]);
  });
});

describe('one name, one role: two files in src/ share a name only as the same role for different games', () => {
  const GAME_FOLDER = /^(glassworks|flood|joker)$/;
  /** A file's layer (the folder under src/) and whether it sits in a game's own folder. */
  const placeOf = (file: string) => {
    const parts = relative(SRC, file).split('/');
    return { layer: parts[0] ?? '', inGame: parts.slice(0, -1).some((p) => GAME_FOLDER.test(p)) };
  };
  /**
   * Files of one name are one role: each game's own (in its folder), and at most one shared file of
   * the same layer beside them (the role's interface or table: logic/game.ts, views/words.ts).
   * index.ts is a folder's entry point, whatever the folder.
   */
  const oneRole = (group: readonly string[]): boolean => {
    const places = group.map(placeOf);
    const shared = places.filter((p) => !p.inGame);
    return (
      new Set(places.map((p) => p.layer)).size === 1 && shared.length <= 1 && places.some((p) => p.inGame)
    );
  };

  it('tells a role from a clash', () => {
    expect(
      oneRole(['logic/game.ts', 'logic/glassworks/game.ts', 'logic/joker/game.ts'].map((f) => join(SRC, f))),
    ).toBe(true);
    expect(oneRole(['services/online.ts', 'logic/online.ts'].map((f) => join(SRC, f)))).toBe(false);
    expect(oneRole(['midend/session/view.ts', 'views/flood/view.ts'].map((f) => join(SRC, f)))).toBe(false);
  });

  it('holds for every name in src/', () => {
    const byName = new Map<string, string[]>();
    for (const f of sources) byName.set(basename(f), [...(byName.get(basename(f)) ?? []), f]);
    const clashes = [...byName.entries()]
      .filter(([name, group]) => group.length > 1 && name !== 'index.ts' && !oneRole(group))
      .map(([name, group]) => `${name}: ${group.map((f) => relative(SRC, f)).join(', ')}`);
    expect(clashes).toEqual([]);
  });
});

describe('the unit files that replace a module run apart (vite.config.ts, REPLACING_MODULES)', () => {
  // The unit project shares modules between files (isolate: false); a file that replaces one with
  // vi.mock would see, or leave, another file's modules, so it runs in `unit-mocks` instead.
  const testFiles = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === 'e2e' || name === 'server' ? [] : testFiles(path);
      return name.endsWith('.test.ts') ? [path] : [];
    });

  it('lists exactly the unit files that call vi.mock', () => {
    const config = readFileSync(join(ROOT, 'vite.config.ts'), 'utf8');
    const list = /const REPLACING_MODULES = \[([^\]]*)\]/.exec(config)?.[1] ?? '';
    const listed = [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]).sort();
    const mocking = testFiles(join(ROOT, 'tests'))
      .filter((f) => /\bvi\.mock\(/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(ROOT, f))
      .sort();
    expect(mocking.length).toBeGreaterThan(0);
    expect(listed).toEqual(mocking);
  });
});
