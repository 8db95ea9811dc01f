// Whom a request comes from: its socket's address, or — only from a proxy the settings trust — the
// address that proxy saw; a forwarded header from anyone else is not believed. Behind a trusted
// proxy, one player sent away does not keep every other player out.

import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { requestAddress, TRUSTED } from '../../server/door/address';
import { Gate } from '../../server/door/gate';
import { penalties } from '../../server/limits';

const request = (socket: string, forwarded?: string): IncomingMessage =>
  ({
    socket: { remoteAddress: socket },
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
    method: 'POST',
  }) as unknown as IncomingMessage;

afterEach(() => {
  TRUSTED.proxies = [];
  penalties.clear();
});

describe('the address a request comes from', () => {
  it('is its socket’s when no proxy is trusted: a header could say anything', () => {
    expect(requestAddress(request('203.0.113.9', '198.51.100.1'))).toBe('203.0.113.9');
    expect(requestAddress(request('::ffff:203.0.113.9'))).toBe('203.0.113.9');
  });

  it('is the last address a trusted proxy saw, past any other trusted proxy', () => {
    TRUSTED.proxies = ['127.0.0.1', '10.0.0.2'];
    expect(requestAddress(request('::ffff:127.0.0.1', '198.51.100.1'))).toBe('198.51.100.1');
    // A client's own header is kept to the left of what the proxies add: only the right end counts.
    expect(requestAddress(request('127.0.0.1', '6.6.6.6, 198.51.100.1, 10.0.0.2'))).toBe('198.51.100.1');
    expect(requestAddress(request('127.0.0.1'))).toBe('127.0.0.1');
  });

  it('keeps one player sent away out without keeping out everyone behind the same proxy', () => {
    TRUSTED.proxies = ['127.0.0.1'];
    const gate = new Gate(['http://127.0.0.1:*'], 0);
    penalties.put('198.51.100.1', Date.now());
    expect(gate.check(request('127.0.0.1', '198.51.100.1'), Date.now())?.status).toBe(429);
    expect(gate.check(request('127.0.0.1', '198.51.100.2'), Date.now())).toBeNull();
  });
});
