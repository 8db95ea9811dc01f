// The built bundle keeps the solvers and the computer's search in their worker chunks: the main
// chunk the page loads first carries none of their code. The build's source maps say which source
// files each chunk is made of (only the greedy move stays inline, the computer's fallback).

import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const OUT = 'node_modules/.cache/bundle-check';
const SEARCH_CODE = /src\/logic\/(glassworks\/solver|joker\/solver\/|flood\/ai\/(hard|board|territory|easy))/;

/** Source files (paths from src/) of each built chunk, by the chunk's name before its hash. */
function chunks(): Map<string, string[]> {
  const dir = join(OUT, 'assets');
  const out = new Map<string, string[]>();
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.js.map'))) {
    const map = JSON.parse(readFileSync(join(dir, f), 'utf8')) as { sources: string[] };
    const name = f.replace(/-[\w-]+\.js\.map$/, '');
    out.set(
      name,
      map.sources.filter((s) => s.includes('src/')).map((s) => s.slice(s.indexOf('src/'))),
    );
  }
  return out;
}

describe('the built bundle', () => {
  let built: Map<string, string[]>;
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
  });

  it('has the main chunk and one chunk per worker', () => {
    expect([...built.keys()].sort()).toEqual(['flood.worker', 'glassworks.worker', 'index', 'joker.worker']);
  });

  it('keeps every solver and the computer search out of the main chunk', () => {
    const main = built.get('index') ?? [];
    expect(main).toContain('src/logic/glassworks/rules.ts'); // the check sees real sources
    expect(main.filter((s) => SEARCH_CODE.test(s))).toEqual([]);
  });

  it('puts each search in its own worker', () => {
    expect(built.get('glassworks.worker')).toContain('src/logic/glassworks/solverBeam.ts');
    expect(built.get('joker.worker')).toContain('src/logic/joker/solver/jokerSearch.ts');
    expect(built.get('flood.worker')).toContain('src/logic/flood/ai/hard.ts');
  });
});
