// The itch.io zip: the arcade built for itch.io (no service worker and no web manifest: itch.io
// shows the game in a third-party frame, where browsers partition or refuse workers), zipped with
// index.html at the zip's root, every path relative (vite base './'), well under itch's 1,000-file
// limit. `npm run package` checks the types, then runs this.

import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';

export const MAX_FILES = 1000;

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/** Build the arcade for itch.io into `outDir`. */
export function buildForItch(outDir: string): void {
  execFileSync(
    'node_modules/.bin/vite',
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
      env: { ...process.env, PRISM_TARGET: 'itch' },
    },
  );
}

/** Zip every file of `distDir` into `zipPath`; returns the number of files. */
export function packageDist(distDir: string, zipPath: string): number {
  const files = listFiles(distDir);
  if (!files.some((f) => relative(distDir, f) === 'index.html'))
    throw new Error(`${distDir} has no index.html`);
  if (files.length >= MAX_FILES)
    throw new Error(`${files.length} files: itch.io takes fewer than ${MAX_FILES}`);
  const entries: Record<string, Uint8Array> = {};
  for (const f of files) entries[relative(distDir, f).split('\\').join('/')] = readFileSync(f);
  mkdirSync(dirname(zipPath), { recursive: true });
  writeFileSync(zipPath, zipSync(entries, { level: 9, mtime: new Date('2026-01-01T00:00:00Z') }));
  return files.length;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = 'release/prism-arcade-itch.zip';
  buildForItch('release/itch');
  const count = packageDist('release/itch', out);
  console.log(`wrote ${out}: ${count} files, ${(statSync(out).size / 1024).toFixed(0)} KB`);
}
