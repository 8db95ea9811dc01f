// The API in the real server process (`npm run server`): the rooms' port answers /api/ too, and
// the embedded store in its data folder keeps what it acknowledged when the process is killed
// outright and started again on the same folder.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Running, startServer } from '../../server/processes';

const ORIGIN = 'http://localhost:5173';
const data = mkdtempSync(join(tmpdir(), 'prism-api-'));
let server: Running | null = null;

afterAll(async () => {
  await server?.stop();
  rmSync(data, { recursive: true, force: true });
});

async function call(port: number, method: string, path: string, auth?: string): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { origin: ORIGIN, ...(auth ? { authorization: auth } : {}) },
  });
}

describe('the API in the server process', () => {
  it('makes profiles over HTTP, and keeps every one it answered through a kill -9', async () => {
    server = await startServer({ DATA_DIR: data });
    const made: { id: string; secret: string; name: string }[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await call(server.port, 'POST', '/api/profiles');
      expect(r.status).toBe(201);
      made.push(await r.json());
    }
    await server.kill('SIGKILL');
    server = await startServer({ DATA_DIR: data }); // another port: fetch keeps no dead socket
    for (const p of made) {
      const r = await call(server.port, 'GET', '/api/profile', `Bearer ${p.id}.${p.secret}`);
      expect(r.status).toBe(200);
      expect((await r.json()).name).toBe(p.name);
    }
    // The rooms' own route is where it was.
    expect((await call(server.port, 'POST', '/matchmake/nothing/x')).status).not.toBe(200);
  });
});
