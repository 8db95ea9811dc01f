// Room ids that are room codes (src/logic/protocol.ts): drawn with the system's random source until
// one no live room has, checked across processes through the shared room listing.

import { randomInt } from 'node:crypto';
import { matchMaker } from '@colyseus/core';
import { makeRoomCode } from '../../src/logic/protocol';

export async function freeCode(): Promise<string> {
  for (;;) {
    const code = makeRoomCode((n) => randomInt(n));
    if ((await matchMaker.query({ roomId: code })).length === 0) return code;
  }
}
