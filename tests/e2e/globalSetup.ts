// Builds the production bundle once before any browser test runs.

import { execFileSync } from 'node:child_process';

export default function setup(): void {
  execFileSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
}
