// One Phaser: the production build's Phaser is the lean namespace of build/phaser.cjs, while the
// dev server and the types have all of Phaser. A name the arcade starts to use and the lean
// namespace lacks would type-check and work in development, and be undefined only in production.
// This test reads every `Phaser.A.B…` written in src/ and finds it in the lean namespace by reading
// its source: phaser.cjs's object, then each Phaser module it requires (a module's index, and the
// constants a module spreads into itself).

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const PHASER_SRC = join(ROOT, 'node_modules/phaser/src');

/** Where a name's value is written: inside an object literal, or a module file. */
type Scope = { kind: 'text'; text: string; dir: string } | { kind: 'file'; file: string };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sourceFiles(p) : /\.ts$/.test(f) ? [p] : [];
  });
}

/** The file a require names: Phaser's own (`phaser/src/…`) or relative to `dir`. */
function required(spec: string, dir: string): string {
  const base = spec.startsWith('phaser/src/')
    ? join(PHASER_SRC, spec.slice('phaser/src/'.length))
    : join(dir, spec);
  for (const p of [base, `${base}.js`, join(base, 'index.js')])
    if (existsSync(p) && statSync(p).isFile()) return p;
  throw new Error(`no file for require('${spec}') from ${dir}`);
}

/** The text of the object literal that starts at `open` (a '{') in `text`. */
function literal(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return text.slice(open + 1, i);
  }
  return text.slice(open + 1);
}

const textOf = (scope: Scope): { text: string; dir: string } =>
  scope.kind === 'text' ? scope : { text: readFileSync(scope.file, 'utf8'), dir: dirname(scope.file) };

/** Constants a module spreads into itself (Extend): the files beside it and in its const folder. */
function constantFiles(dir: string): string[] {
  const here = readdirSync(dir)
    .filter((f) => /const/i.test(f) && f.endsWith('.js'))
    .map((f) => join(dir, f));
  const folder = join(dir, 'const');
  const there = existsSync(folder) ? readdirSync(folder).map((f) => join(folder, f)) : [];
  return [...here, ...there];
}

/** The scope `key` names in `scope` (or true for a value with nothing further to look into), or null. */
function lookup(scope: Scope, key: string): Scope | true | null {
  const { text, dir } = textOf(scope);
  const m = new RegExp(`(?:^|[\\s,{])${key}\\s*:\\s*(require\\('([^']+)'\\)|\\{)?`, 'm').exec(text);
  if (m) {
    if (m[2]) return { kind: 'file', file: required(m[2], dir) };
    if (m[1] === '{') return { kind: 'text', text: literal(text, (m.index ?? 0) + m[0].length - 1), dir };
    return true;
  }
  for (const f of constantFiles(dir))
    if (new RegExp(`\\b${key}\\s*:`).test(readFileSync(f, 'utf8'))) return true;
  return null;
}

/** The lean namespace: phaser.cjs's object, with Phaser's global constants spread into it. */
function lean(): Scope {
  const file = join(ROOT, 'build/phaser.cjs');
  const text = readFileSync(file, 'utf8');
  const open = text.indexOf('{', text.indexOf('var Phaser = {'));
  const constants = readFileSync(join(PHASER_SRC, 'const.js'), 'utf8');
  return {
    kind: 'text',
    text: `${literal(text, open)}\n${literal(constants, constants.indexOf('{'))}`,
    dir: PHASER_SRC,
  };
}

/** Whether `path` (A.B.C of `Phaser.A.B.C`) is found in the lean namespace. */
function found(path: string[]): boolean {
  let scope: Scope | true | null = lean();
  for (const key of path) {
    if (scope === true) return true;
    if (scope === null) return false;
    scope = lookup(scope, key);
  }
  return scope !== null;
}

/** Every `Phaser.A.B…` in src/ but Phaser's types (`Phaser.Types…`, which build nothing). */
function usedNames(): string[] {
  const names = new Set<string>();
  for (const f of sourceFiles(join(ROOT, 'src')))
    for (const m of readFileSync(f, 'utf8').matchAll(/\bPhaser\.((?:[A-Z][A-Za-z0-9_]*\.?)+)/g))
      names.add((m[1] as string).replace(/\.$/, ''));
  return [...names].filter((n) => !n.startsWith('Types')).sort();
}

describe('one Phaser', () => {
  it('finds its way through the lean namespace (a name it has, a name it does not)', () => {
    expect(found(['GameObjects', 'Text'])).toBe(true);
    expect(found(['Scenes', 'Events', 'SHUTDOWN'])).toBe(true);
    expect(found(['Scale', 'FIT'])).toBe(true);
    expect(found(['WEBGL'])).toBe(true);
    expect(found(['Physics', 'Arcade'])).toBe(false);
    expect(found(['GameObjects', 'Sprite'])).toBe(false);
    expect(found(['Tweens', 'NoSuchThing'])).toBe(false);
  });

  it('has every Phaser name the arcade uses in its lean build', () => {
    const names = usedNames();
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((n) => !found(n.split('.')))).toEqual([]);
  });
});
