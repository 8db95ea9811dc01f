// The compiler as a test: `npm test` fails on any type error, so type-level tests (such as each
// game satisfying the rules interface in tests/logic/game.test.ts) run with every test run, and
// src/logic type-checks on its own without DOM or Node types (it must stay framework-free).

import { execFileSync } from 'node:child_process';
import { expect, it } from 'vitest';

const tsc = (args: string[]): string => {
  try {
    execFileSync('node_modules/.bin/tsc', ['--noEmit', ...args], { encoding: 'utf8', stdio: 'pipe' });
    return '';
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string };
    return `${err.stdout ?? ''}${err.stderr ?? ''}` || 'tsc failed';
  }
};

it('the whole project type-checks', () => {
  expect(tsc([])).toBe('');
});

it('src/logic type-checks alone, with ES2022 only (no DOM, no Node)', () => {
  expect(tsc(['-p', 'src/logic'])).toBe('');
});
