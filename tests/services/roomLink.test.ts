// A room link coming back after a dropped connection: a server that answers "not now" (no answer, a
// store outage) is asked again; a server that refuses the seat ends the link at once with why, so
// the player is told the truth rather than waiting out the minute.

import { describe, expect, it, vi } from 'vitest';
import { REFUSALS } from '../../src/logic/protocol';
import { type Connected, linkRoom, refusedSeat } from '../../src/services/roomLink';

/** A stand-in for a colyseus.js room: its state, and a way to drop its connection. */
class FakeRoom {
  roomId = 'ABC234';
  reconnectionToken = 'ABC234:token';
  name = 'duel';
  state = { status: 'playing' };
  private onState: (() => void) | null = null;
  private onLeft: (() => void) | null = null;
  onStateChange(f: () => void) {
    this.onState = f;
    queueMicrotask(f);
  }
  onMessage() {}
  onLeave(f: () => void) {
    this.onLeft = f;
  }
  send() {}
  async leave() {}
  drop() {
    this.onLeft?.();
  }
  changed() {
    this.onState?.();
  }
}

const read = (room: unknown): Connected => ({
  status: (room as FakeRoom).state.status,
  reconnecting: false,
  linkEnd: null,
});

describe('coming back to a room', () => {
  it('reads the server’s refusals: each seat given up has its reason; anything else is “try again”', () => {
    expect(refusedSeat({ code: REFUSALS.away })).toBe('away');
    expect(refusedSeat({ code: REFUSALS.outOfTime })).toBe('time');
    expect(refusedSeat({ code: REFUSALS.friendLeft })).toBe('friend-left');
    expect(refusedSeat({ code: REFUSALS.notKept })).toBe('not-kept');
    expect(refusedSeat({ code: REFUSALS.storeDown })).toBeNull();
    // The server has not yet seen the last connection go: a seat still held is tried again.
    expect(refusedSeat({ code: REFUSALS.seatHeld })).toBeNull();
    expect(refusedSeat(new Error('fetch failed'))).toBeNull();
  });

  it('stops at the first refusal and says why, with no minute of RECONNECTING', async () => {
    const first = new FakeRoom();
    let asked = 0;
    const client = {
      reconnect: async () => {
        asked++;
        throw Object.assign(new Error('you were away too long'), { code: REFUSALS.away });
      },
    };
    let gone = false;
    const link = await linkRoom(client as never, first as never, read, () => {
      gone = true;
    });
    const seen: Connected[] = [];
    link.listen((i) => seen.push(i));
    first.drop();
    await new Promise((r) => setTimeout(r, 0));
    expect(asked).toBe(1);
    expect(gone).toBe(true);
    expect(link.info).toMatchObject({ status: 'over', reconnecting: false, linkEnd: 'away' });
    expect(seen.map((i) => i.reconnecting)).toEqual([true, false]);
  });

  it('asks again while the server has no answer, and holds the room it comes back to', async () => {
    const first = new FakeRoom();
    const back = new FakeRoom();
    back.state = { status: 'playing' };
    let asked = 0;
    const client = {
      reconnect: async () => {
        asked++;
        if (asked === 1)
          throw Object.assign(new Error('try again in a minute'), { code: REFUSALS.storeDown });
        return back;
      },
    };
    // The link's clock is the test's: the two seconds it waits before asking again pass at once.
    vi.useFakeTimers();
    try {
      const link = await linkRoom(client as never, first as never, read, () => undefined);
      first.drop();
      await vi.advanceTimersByTimeAsync(1_900);
      expect(asked).toBe(1);
      expect(link.info.reconnecting).toBe(true);
      await vi.advanceTimersByTimeAsync(200);
      expect(asked).toBe(2);
      expect(link.info).toMatchObject({ status: 'playing', reconnecting: false, linkEnd: null });
    } finally {
      vi.useRealTimers();
    }
  });
});
