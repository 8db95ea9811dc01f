// The architecture rule that keeps the rules testable: src/logic is framework-free.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const LOGIC = new URL('../src/logic/', import.meta.url).pathname;
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) =>
    statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : [join(dir, n)],
  );

it('src/logic never imports Phaser, touches the DOM, storage, timers or Math.random', () => {
  const forbidden =
    /from ['"](phaser|howler)['"]|\bdocument\.|\bwindow\.|localStorage|Math\.random|setTimeout|setInterval|requestAnimationFrame|from ['"]\.\.\/(scenes|ui|services)/;
  const offenders = files(LOGIC)
    .filter((f) => f.endsWith('.ts'))
    .filter((f) => forbidden.test(readFileSync(f, 'utf8')));
  expect(files(LOGIC).length).toBeGreaterThan(3);
  expect(offenders).toEqual([]);
});
