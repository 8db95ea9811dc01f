// What the online server and the game say to each other: room codes read as typed, pasted or
// linked, and every client message checked before the server acts on it.

import { describe, expect, it } from 'vitest';
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  checkDuelMove,
  checkDuelRequest,
  checkRaceMove,
  checkRaceRequest,
  makeRoomCode,
  readMessage,
  readRoomCode,
} from '../../src/logic/protocol';

describe('room codes', () => {
  it('are read in any case, with spaces, or out of a link', () => {
    expect(readRoomCode('abc234')).toBe('ABC234');
    expect(readRoomCode(' ABC 234 ')).toBe('ABC234');
    expect(readRoomCode('https://example.org/?lang=sl&room=abc234&server=x')).toBe('ABC234');
  });
  it('are never a deal code, a wrong length, or a misreadable symbol', () => {
    for (const text of ['JC-2345', 'ABC23', 'ABC2345', 'ABC0O1', 'ABCDEU', '', '?room=', 'room=ABC234x'])
      expect(readRoomCode(text)).toBeNull();
  });
  it('are drawn from the alphabet', () => {
    let i = 0;
    const code = makeRoomCode((n) => i++ % n);
    expect(code).toHaveLength(CODE_LENGTH);
    expect([...code].every((c) => CODE_ALPHABET.includes(c))).toBe(true);
    expect(readRoomCode(code)).toBe(code);
  });
});

describe('messages from a client', () => {
  it('a duel move is a colour a–f and its number in the game, nothing else kept', () => {
    expect(readMessage(checkDuelMove, { color: 'c', at: 3, extra: 1 })).toEqual({
      ok: true,
      value: { color: 'c', at: 3 },
    });
    for (const bad of [null, 'a', [], { color: 'g', at: 0 }, { color: 'a', at: -1 }, { color: 'a', at: 1.5 }])
      expect(readMessage(checkDuelMove, bad).ok).toBe(false);
    // A key named like an object's own members is a key like any other: no colour here.
    expect(readMessage(checkDuelMove, JSON.parse('{"__proto__": {"color": "a", "at": 0}}')).ok).toBe(false);
  });
  it('a room is asked for with a size in range (defaults for none), or a race game by name', () => {
    expect(readMessage(checkDuelRequest, {})).toEqual({
      ok: true,
      value: { width: 24, height: 16, private: false, clock: 60 },
    });
    expect(readMessage(checkDuelRequest, { width: 61 }).ok).toBe(false);
    // A turn's time limit is one of the clocks offered.
    expect(readMessage(checkDuelRequest, { clock: 180 }).ok).toBe(true);
    expect(readMessage(checkDuelRequest, { clock: 5 }).ok).toBe(false);
    expect(readMessage(checkRaceRequest, { game: 'glassworks' }).ok).toBe(true);
    expect(readMessage(checkRaceRequest, { game: 'flood-duel' }).ok).toBe(false);
    expect(readMessage(checkRaceMove, { move: 'x'.repeat(25), at: 0 }).ok).toBe(false);
  });
});
