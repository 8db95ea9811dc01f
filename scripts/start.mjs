// `npm start`: the game's development server (Vite) and the online server (server/) side by side,
// so a fresh clone plays online at once. Ctrl+C stops both; if one stops, so does the other.
import { spawn } from 'node:child_process';

const run = (args) => spawn('npm', ['run', ...args], { stdio: 'inherit', detached: true });
const children = [run(['dev']), run(['server'])];
const stop = () => {
  for (const c of children) {
    try {
      process.kill(-c.pid, 'SIGTERM'); // the whole group: npm, and the server it started
    } catch {}
  }
};
for (const c of children) c.on('exit', stop);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stop();
    process.exit(0);
  });
