// Runs a command while N busy loops keep the machine's cores loaded, as a shared CI machine or a
// laptop compiling beside the tests would: `node scripts/busy.mjs 2 npm run test:browser`.
// The loops are threads of this process, so they stop when the command ends (or on Ctrl+C).

import { spawn } from 'node:child_process';
import { Worker } from 'node:worker_threads';

const [count, command, ...args] = process.argv.slice(2);
const loops = Number(count);
if (!Number.isInteger(loops) || loops < 0 || !command) {
  console.error('usage: node scripts/busy.mjs LOOPS COMMAND [ARGS...]');
  process.exit(2);
}

for (let i = 0; i < loops; i++) new Worker('for (;;) {}', { eval: true });
console.log(`busy.mjs: ${loops} busy loop(s) beside: ${[command, ...args].join(' ')}`);
const started = Date.now();
const child = spawn(command, args, { stdio: 'inherit' });
child.on('exit', (code, signal) => {
  console.log(`busy.mjs: done in ${((Date.now() - started) / 1000).toFixed(0)} s under load`);
  process.exit(code ?? (signal ? 1 : 0));
});
