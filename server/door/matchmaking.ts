// The matchmaker's HTTP route (`POST /matchmake/<method>/<room or id>`), in place of Colyseus' own:
// the gate first, then a body read as a stream and cut at MAX_BODY_BYTES (413), JSON that must be
// an object of options (400), and the matchmaker's answer. Every refusal is a sentence with a code
// (src/logic/protocol.ts, REFUSALS) in one line of the log at most; the matchmaker's own failures —
// Redis down among them — never reach a player as a library's raw text.

import type http from 'node:http';
import { ErrorCode, matchMaker, ServerError } from '@colyseus/core';
import { REFUSALS } from '../../src/logic/protocol';
import { log } from '../log';
import { QUEUED_OPTION } from '../rooms/rated';
import { REBUILD_OPTION } from '../rooms/records';
import { MAX_BODY_BYTES } from '../settings';
import { readBody } from './body';
import { addressOf, type Gate, type Turned } from './gate';

/** What the route asks of the rest of the server. */
export interface Matchmaking {
  readonly gate: Gate;
  /** Whether the shared store answers (always, with one process in memory). */
  readonly storeUp: () => boolean;
  /** Back into a room by a reconnection token `roomId:token` (server/rooms/rejoin.ts). */
  readonly reconnect: (roomId: string, token: string) => Promise<unknown>;
  /** The clock the gate's limits run on (a test's stands still). */
  readonly now?: () => number;
}

const METHODS = ['joinOrCreate', 'create', 'join', 'joinById', 'reconnect'] as const;
type Method = (typeof METHODS)[number];

const ROUTE = /^\/matchmake\/([A-Za-z]+)\/([A-Za-z0-9_-]{1,64})$/;

// The client asks with credentials (colyseus.js): the answer must allow them, for the allowed origin.
const CORS = {
  'Access-Control-Allow-Headers': 'Origin, X-Requested-With, Content-Type, Accept, Authorization',
  'Access-Control-Allow-Methods': 'OPTIONS, POST',
  'Access-Control-Allow-Credentials': 'true',
  'Access-Control-Max-Age': '2592000',
};

/** The request listener for the matchmaker's route; any other path is not found. */
export function matchmakingRoute(mm: Matchmaking): http.RequestListener {
  return (req, res) => {
    void answer(mm, req, res).catch((e: unknown) => {
      log.say('matchmaking failed:', e);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  };
}

async function answer(mm: Matchmaking, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const headers = { ...CORS, ...mm.gate.corsHeaders(req) };
  const send = (status: number, body: unknown): void => {
    res.writeHead(status, { ...headers, 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  /** Refuse the request; `unread`: before its body was read (what comes of it is drained first). */
  const refuse = (t: Turned, unread = false): void => {
    log.say(`refused ${req.method} ${req.url?.slice(0, 60)} from ${addressOf(req)}: ${t.status} ${t.error}`);
    const answer = (): void => send(t.status, { code: t.code, error: t.error });
    if (unread) drainThen(req, answer);
    else answer();
  };
  const path = (req.url ?? '').split('?')[0] ?? '';
  const route = ROUTE.exec(path);
  if (!route) return send(404, { code: 404, error: 'not found' });
  const turned = mm.gate.check(req, (mm.now ?? Date.now)());
  if (turned) return refuse(turned, req.method === 'POST');
  if (req.method === 'OPTIONS') {
    res.writeHead(204, headers).end();
    return;
  }
  if (req.method !== 'POST') return send(405, { code: 405, error: 'only POST' });
  const body = await readBody(req, MAX_BODY_BYTES);
  if (!body.ok) {
    if (body.why === 'too large')
      refuse(
        { status: 413, code: REFUSALS.tooLarge, error: `a request is at most ${MAX_BODY_BYTES} bytes` },
        true,
      );
    else req.socket.destroy();
    return;
  }
  const options = readOptions(body.bytes);
  if (typeof options === 'string') return refuse({ status: 400, code: 400, error: options });
  const [, method = '', name = ''] = route;
  if (!(METHODS as readonly string[]).includes(method))
    return send(404, { code: 404, error: 'no such method' });
  if (!mm.storeUp())
    return refuse({
      status: 503,
      code: REFUSALS.storeDown,
      error: 'the server cannot make or find games just now: try again in a minute',
    });
  try {
    send(200, await invoke(mm, method as Method, name, options, req));
  } catch (e) {
    send(200, refusalOf(e));
  }
}

/** What a refused request may still send, read and dropped, before its connection is cut. */
const DRAIN_BYTES = 1024 * 1024;

/**
 * A request refused before its body was read: what the client still sends is read and dropped,
 * never kept, and the answer goes out once the body has ended — the connection is then as clean
 * as any, and no reset can overtake the answer (closing on unread data resets the connection). A
 * body that goes on past DRAIN_BYTES or a second is answered there, and its connection cut.
 */
function drainThen(req: http.IncomingMessage, answer: () => void): void {
  const socket = req.socket;
  let drained = 0;
  let answered = false;
  const once = (cut: boolean): void => {
    if (answered) return;
    answered = true;
    answer();
    if (cut) setTimeout(() => socket.destroy(), 200).unref();
  };
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_BYTES) {
      req.pause();
      once(true);
    }
  });
  req.once('end', () => once(false));
  req.resume();
  setTimeout(() => once(true), 1000).unref();
}

/** The options a request's body holds: a JSON object, or why not. */
function readOptions(bytes: Buffer): Record<string, unknown> | string {
  let options: unknown;
  try {
    options = bytes.length === 0 ? {} : JSON.parse(bytes.toString('utf8'));
  } catch {
    return 'the request is not JSON';
  }
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    return 'the options must be an object';
  // Rebuilding a room from the store, or making one for a pair the rated queue found, is the
  // server's own doing, never a client's option.
  for (const own of [REBUILD_OPTION, QUEUED_OPTION])
    if (Object.hasOwn(options, own)) return `unknown option ${own}`;
  return options as Record<string, unknown>;
}

function invoke(
  mm: Matchmaking,
  method: Method,
  name: string,
  options: Record<string, unknown>,
  req: http.IncomingMessage,
): Promise<unknown> {
  const auth = { headers: req.headers, ip: addressOf(req), req, token: undefined };
  switch (method) {
    case 'reconnect': {
      const token = options.reconnectionToken;
      if (typeof token !== 'string' || token.length > 64)
        throw new ServerError(400, 'a reconnection needs its token');
      return mm.reconnect(name, token);
    }
    case 'joinOrCreate':
      return matchMaker.joinOrCreate(name, options, auth);
    case 'create':
      return matchMaker.create(name, options, auth);
    case 'join':
      return matchMaker.join(name, options, auth);
    case 'joinById':
      return matchMaker.joinById(name, options, auth);
  }
}

/** The answer to a request the matchmaker refused: its code and sentence (a library's raw error is logged, not sent). */
export function refusalOf(e: unknown): { code: number; error: string } {
  if (e instanceof ServerError && typeof e.code === 'number' && e.code !== ErrorCode.MATCHMAKE_UNHANDLED)
    return { code: e.code, error: e.message.slice(0, 200) };
  log.say('matchmaker:', e);
  return { code: 500, error: 'the server could not do that just now: try again' };
}
