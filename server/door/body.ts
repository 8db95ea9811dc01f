// A request's body, read as it streams in and cut off at a size: a body over it is never held whole
// (a 64 MB one costs the server one chunk, not 64 MB), and a declared length over it is refused
// before a byte is read.

import type { IncomingMessage } from 'node:http';

export type Body =
  | { readonly ok: true; readonly bytes: Buffer }
  | { readonly ok: false; readonly why: 'too large' | 'aborted' };

export function readBody(req: IncomingMessage, max: number): Promise<Body> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > max) return Promise.resolve({ ok: false, why: 'too large' });
  return new Promise((done) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (body: Body): void => {
      if (settled) return;
      settled = true;
      req.off('data', onData);
      done(body);
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > max) {
        chunks.length = 0;
        // No more is read: the answer goes out and the connection is closed behind it.
        req.pause();
        finish({ ok: false, why: 'too large' });
      } else chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => finish({ ok: true, bytes: Buffer.concat(chunks) }));
    req.once('error', () => finish({ ok: false, why: 'aborted' }));
    req.once('close', () => finish({ ok: false, why: 'aborted' }));
  });
}
