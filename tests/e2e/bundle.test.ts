// The built bundle is split by screen. The first load (the entry and what index.html preloads with
// it) holds the boot, the menu and what the menu draws; each game's front end, how to play, the
// Joker options, the codes, the save file, Howler and the Slovenian table come in chunks of their
// own, and the solvers and the computer's search stay in their workers. The build's source maps say
// which source files each chunk is made of (only the greedy move stays inline, the computer's
// fallback). Phaser is built from its own modules, without what the arcade never uses.

import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const OUT = 'node_modules/.cache/bundle-check';
const SEARCH_CODE = /src\/logic\/(glassworks\/solver|joker\/solver\/|flood\/ai\/(hard|board|territory|easy))/;

/**
 * A source map's path as the project names it: from src/, or from node_modules/ for a package (a
 * worker's map names its sources from another folder than the page's).
 */
function named(source: string): string {
  const pkg = /node_modules\/(?!\.cache\/)/.exec(source);
  return pkg ? source.slice(pkg.index) : source.slice(source.indexOf('src/'));
}

/** Source files (paths from src/, or from node_modules/) of each built chunk, by its file name. */
function chunks(): Map<string, string[]> {
  const dir = join(OUT, 'assets');
  const out = new Map<string, string[]>();
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.js.map'))) {
    const map = JSON.parse(readFileSync(join(dir, f), 'utf8')) as { sources: string[] };
    out.set(
      f.replace(/\.map$/, ''),
      map.sources.map((s) => named(relative(process.cwd(), resolve(dir, s)))),
    );
  }
  return out;
}

/** The chunks of the first load: the entry script and the modules index.html preloads with it. */
function firstLoad(): string[] {
  const html = readFileSync(join(OUT, 'index.html'), 'utf8');
  return [...html.matchAll(/(?:src|href)="\.\/assets\/([^"]+\.js)"/g)].map((m) => m[1] as string);
}

describe('the built bundle', () => {
  let built: Map<string, string[]>;
  let first: string[];
  const sourcesOf = (files: string[]): string[] => files.flatMap((f) => built.get(f) ?? []);
  const chunkOf = (source: string): string | undefined =>
    [...built].find(([, sources]) => sources.includes(source))?.[0];
  beforeAll(() => {
    execFileSync('node_modules/.bin/vite', [
      'build',
      '--sourcemap',
      '--outDir',
      OUT,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ]);
    built = chunks();
    first = firstLoad();
  });

  it('has one chunk per worker', () => {
    const workers = [...built.keys()].filter((f) => f.includes('.worker-')).map((f) => f.split('-')[0]);
    expect(workers.sort()).toEqual(['flood.worker', 'glassworks.worker', 'joker.worker']);
  });

  it('keeps every solver and the computer search out of the page', () => {
    const page = [...built].filter(([f]) => !f.includes('.worker-')).flatMap(([, s]) => s);
    expect(page).toContain('src/logic/glassworks/pieces.ts'); // the check sees real sources
    expect(page.filter((s) => SEARCH_CODE.test(s))).toEqual([]);
  });

  it('puts each search in its own worker', () => {
    const worker = (name: string) => [...built].find(([f]) => f.startsWith(`${name}.worker-`))?.[1];
    expect(worker('glassworks')).toContain('src/logic/glassworks/solverBeam.ts');
    expect(worker('joker')).toContain('src/logic/joker/solver/jokerSearch.ts');
    expect(worker('flood')).toContain('src/logic/flood/ai/hard.ts');
  });

  it('loads the boot and the menu first, and every other screen and feature apart', () => {
    const loaded = sourcesOf(first);
    expect(loaded).toContain('src/scenes/MenuScene.ts');
    expect(loaded).toContain('src/views/glassworks/preview.ts'); // the menu draws the previews
    const apart = [
      'src/scenes/GameScene.ts',
      'src/views/glassworks/view.ts',
      'src/views/flood/view.ts',
      'src/views/joker/view.ts',
      'src/logic/glassworks/rules.ts',
      'src/logic/flood/rules.ts',
      'src/logic/joker/moves.ts',
      'src/midend/session/session.ts',
      'src/scenes/HowToPlayScene.ts',
      'src/scenes/JokerOptionsScene.ts',
      'src/ui/controls/codeDialog.ts',
      'src/midend/launch/launch.ts',
      'src/midend/progress/saveFile.ts',
      'src/i18n/sl.ts',
      'node_modules/howler/dist/howler.js',
    ];
    for (const source of apart) {
      expect(loaded, source).not.toContain(source);
      expect(chunkOf(source), source).toBeDefined();
    }
  });

  it('builds Phaser from its modules, without physics, tilemaps, the Canvas renderer or its sound', () => {
    const phaser = [...built.values()].flat().filter((s) => s.startsWith('node_modules/phaser/'));
    expect(phaser).toContain('node_modules/phaser/src/core/Game.js');
    const unused =
      /phaser\/src\/(physics|tilemaps|sound|renderer\/canvas\/CanvasRenderer|dom\/DOMElement|loader\/LoaderPlugin)/;
    expect(phaser.filter((s) => unused.test(s))).toEqual([]);
    expect(phaser.filter((s) => s.includes('phaser/dist/'))).toEqual([]);
  });
});
