// The player's save kept on the server (issue 42): a signed-in device sends its save file (PUT
// /api/save), the server reads it as IMPORT does (src/midend/progress/saveFile.ts: any damaged
// entry refuses the whole file with a sentence, and nothing is kept), merges it with the save kept
// for the profile (mergeSave.ts: bests join, days, ladder clears and logged games are never lost,
// the sending device's own settings and game in progress win) and keeps the merge, which it answers
// for the device to import. GET /api/save answers the kept save, or `{ save: null }`.

import type { FastifyInstance } from 'fastify';
import { isObject, own } from '../../src/logic/schema';
import type { SaveFile } from '../../src/midend/progress/saveFile';
import { changeSave, keptSave } from '../store/saves';
import { type RouteDeps, refuse, signedIn } from './routeKit';

/**
 * A save's body is at most this many bytes. The save of a player who has played a great deal
 * (tests/server/bigSave.ts: the game log full with every game's moves, two months of daily deals,
 * 4,500 deals' bests, the whole ladder, twelve duels by mail) is 282 KB: this is twice that. A merge
 * is kept only as large as this too, so every device can always send back what it was answered.
 */
export const SAVE_BODY_BYTES = 600_000;

type SaveModules = typeof import('../../src/midend/progress/saveFile') &
  typeof import('../../src/midend/progress/mergeSave');
let modules: Promise<SaveModules> | null = null;

/**
 * The game's own save file reader and merge, loaded once. They bring the game's storage module,
 * which on loading looks for the browser's storage and, finding none in Node, warns on the console
 * that progress is kept for this visit only: a line that means nothing on a server, kept off its log.
 */
export function saveModules(): Promise<SaveModules> {
  modules ??= (async () => {
    const warn = console.warn;
    console.warn = () => {};
    try {
      const [file, merge] = await Promise.all([
        import('../../src/midend/progress/saveFile'),
        import('../../src/midend/progress/mergeSave'),
      ]);
      return { ...file, ...merge };
    } finally {
      console.warn = warn;
    }
  })();
  return modules;
}

/** The save file in a body, read as IMPORT reads one; or why it is refused. */
function readBody(
  m: SaveModules,
  body: unknown,
): { readonly ok: true; readonly value: SaveFile } | { readonly ok: false; readonly reason: string } {
  const save = isObject(body) ? own(body, 'save') : undefined;
  if (!isObject(save)) return { ok: false, reason: 'save: must be a save file' };
  let text: string;
  try {
    text = JSON.stringify(save);
  } catch {
    return { ok: false, reason: 'save: the file is nested too deeply to be a save file' };
  }
  return m.readSaveFile(text);
}

/** What the kept text holds as a file to merge with (one the game no longer reads is merged for its good parts). */
function keptFile(text: string): SaveFile | null {
  try {
    return JSON.parse(text) as SaveFile;
  } catch {
    return null;
  }
}

export function saveRoutes(api: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  // Loaded as the API starts, not on the first request.
  saveModules().catch(() => {});

  api.get('/api/save', async (req, reply) => {
    const me = await signedIn(deps, req, reply);
    if (!me) return reply;
    const kept = await keptSave(db, me.id);
    // The kept text is a save file the server wrote: answered as it is, not parsed and written again.
    return reply.type('application/json; charset=utf-8').send(`{"save":${kept ?? 'null'}}`);
  });

  api.put('/api/save', { bodyLimit: SAVE_BODY_BYTES }, async (req, reply) => {
    const me = await signedIn(deps, req, reply, 'save');
    if (!me) return reply;
    const m = await saveModules();
    const read = readBody(m, req.body);
    if (!read.ok) return refuse(reply, 400, read.reason);
    const done = await changeSave(db, me.id, (kept) => {
      const other = kept === null ? null : keptFile(kept);
      const text = JSON.stringify(other ? m.mergeSave(read.value, other) : read.value);
      // Room for the body's `{"save":…}` around it: a device sends back what it is answered.
      return Buffer.byteLength(text) <= SAVE_BODY_BYTES - 100
        ? { keep: text }
        : { refuse: 'the save is too large to keep on the server' };
    });
    if (!done) return refuse(reply, 401, 'no such profile, or the wrong secret');
    if ('refuse' in done) return refuse(reply, 413, done.refuse);
    return reply.type('application/json; charset=utf-8').send(`{"save":${done.keep}}`);
  });
}
