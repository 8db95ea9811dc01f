// One room on the online server as the game holds it, whatever the room (a duel, a race): its state
// read as plain data, listeners, sending, leaving for good, and coming back after a dropped
// connection for the minute the server keeps the seat. The tab keeps the room's reconnection token
// and names the room in the page's address, so a reload comes back into it too. When the server
// refuses the seat (the room is gone, the seat given up), trying stops at once and the link says
// why (linkEnd), so the player is told the truth rather than waiting out the minute.

import { REFUSALS } from '../logic/protocol';
import { stir } from './wake';

type Client = import('colyseus.js').Client;
export type Room = import('colyseus.js').Room;

/**
 * Why this tab's link to a room ended without the player leaving it: the server's answer to coming
 * back — away too long, out of time while away, the other player left, was away too long or ran
 * out of time meanwhile, the game ended meanwhile, the game was not kept (a server restart) — or no
 * answer at all (unreachable).
 */
export type LinkEnd =
  | 'away'
  | 'time'
  | 'friend-left'
  | 'friend-away'
  | 'friend-time'
  | 'ended'
  | 'not-kept'
  | 'unreachable';

/** What every room's state says of the connection (the link fills it in). */
export interface Connected {
  /** The room is over: by its own state, or because the connection could not be made again. */
  readonly status: string;
  /** The connection dropped and is being made again. */
  readonly reconnecting: boolean;
  /** Why the link ended (null while it holds, and after a leave of the player's own). */
  readonly linkEnd: LinkEnd | null;
}

/** How long a dropped connection is tried again with no answer from the server: its minute, and a margin. */
const TRY_MS = 65_000;

/**
 * What the server's answer to a reconnection means: the seat is gone for this reason (stop
 * trying), or null — no answer, or "not now" (a restart, a store outage, a wait): try again.
 */
export function refusedSeat(e: unknown): LinkEnd | null {
  const code = typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
  switch (code) {
    case REFUSALS.away:
      return 'away';
    case REFUSALS.outOfTime:
      return 'time';
    case REFUSALS.friendLeft:
      return 'friend-left';
    case REFUSALS.friendAway:
      return 'friend-away';
    case REFUSALS.friendOutOfTime:
      return 'friend-time';
    case REFUSALS.ended:
      return 'ended';
    case REFUSALS.notKept:
      return 'not-kept';
  }
  // Anything else — no answer, a store outage, a seat still held by the last connection — may pass.
  return null;
}

export interface RoomLink<I extends Connected> {
  /** The room's state as `read` gives it, with the connection's. */
  readonly info: I;
  /** The room's name on the server (`duel`, `race`). */
  readonly name: string;
  /** Hear every change (and the server's refusals); returns a function to stop. */
  listen(changed: (info: I) => void, refused?: (reason: string) => void): () => void;
  send(type: string, message?: unknown): void;
  /** Leave the room for good. */
  leave(): Promise<void>;
}

/** Where this tab keeps the token that brings it back into its room after a reload. */
const TOKEN_KEY = 'prism-arcade.online';

export function keptToken(roomId: string): string | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(TOKEN_KEY) ?? 'null') as unknown;
    if (
      typeof kept === 'object' &&
      kept !== null &&
      Object.hasOwn(kept, 'roomId') &&
      Object.hasOwn(kept, 'token')
    ) {
      const { roomId: id, token } = kept as { roomId: unknown; token: unknown };
      if (id === roomId && typeof token === 'string') return token;
    }
  } catch {}
  return null;
}

export function keepToken(roomId: string, token: string | null): void {
  try {
    if (token === null) sessionStorage.removeItem(TOKEN_KEY);
    else sessionStorage.setItem(TOKEN_KEY, JSON.stringify({ roomId, token }));
  } catch {}
}

/** The page's address names the room (`?room=`), so a reload comes back into it; null: no room. */
function showRoom(roomId: string | null): void {
  try {
    const url = new URL(window.location.href);
    if (roomId === null) url.searchParams.delete('room');
    else url.searchParams.set('room', roomId);
    window.history.replaceState(window.history.state, '', url);
  } catch {}
}

/** Hold `first`, a room just joined: resolves once its first state is in. `gone` runs on leaving. */
export async function linkRoom<I extends Connected>(
  client: Client,
  first: Room,
  read: (room: Room) => I,
  gone: () => void,
): Promise<RoomLink<I>> {
  const link = new LinkedRoom(client, first, read, gone);
  await link.watch(first);
  return link;
}

/** One room held: its state as read, the connection's, and a dropped connection tried again. */
class LinkedRoom<I extends Connected> implements RoomLink<I> {
  private state!: I;
  private reconnecting = false;
  private linkEnd: LinkEnd | null = null;
  private left = false;
  private readonly listeners = new Set<{ changed: (i: I) => void; refused?: (r: string) => void }>();

  constructor(
    private readonly client: Client,
    private room: Room,
    private readonly read: (room: Room) => I,
    private readonly gone: () => void,
  ) {}

  /** Within the minute the seat is kept the room is reconnecting; after it, over for this tab. */
  get info(): I {
    const { state, reconnecting, linkEnd } = this;
    return { ...state, reconnecting, linkEnd, ...(linkEnd ? { status: 'over' } : {}) };
  }

  get name(): string {
    return this.room.name;
  }

  listen(changed: (info: I) => void, refused?: (reason: string) => void): () => void {
    const l = { changed, refused };
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  }

  send(type: string, message?: unknown): void {
    this.room.send(type, message);
  }

  async leave(): Promise<void> {
    if (this.left) return;
    this.left = true;
    keepToken(this.room.roomId, null);
    showRoom(null);
    this.gone();
    this.listeners.clear();
    await this.room.leave(true).catch(() => undefined);
  }

  /** Hear `r`: resolves once its first state is in. */
  watch(r: Room): Promise<void> {
    return new Promise((arrived) => {
      keepToken(r.roomId, r.reconnectionToken);
      showRoom(r.roomId);
      r.onStateChange(() => {
        this.reconnecting = false;
        this.state = this.read(r);
        this.tell();
        arrived();
      });
      r.onMessage('refused', (m: { reason?: unknown }) => {
        const reason = typeof m?.reason === 'string' ? m.reason.slice(0, 80) : '';
        for (const l of this.listeners) l.refused?.(reason);
      });
      r.onLeave(() => {
        if (!this.left) void this.comeBack(r.reconnectionToken);
      });
    });
  }

  /** News from the room shows at once, even on a screen whose loop rests. */
  private tell(): void {
    for (const l of this.listeners) l.changed(this.info);
    stir();
  }

  private end(why: LinkEnd): void {
    this.reconnecting = false;
    this.linkEnd = why;
    this.left = true;
    keepToken(this.room.roomId, null);
    showRoom(null);
    this.gone();
    this.tell();
  }

  /** A dropped connection: try again while the server may keep the seat; stop at its refusal. */
  private async comeBack(token: string): Promise<void> {
    this.reconnecting = true;
    this.tell();
    const until = Date.now() + TRY_MS;
    while (!this.left && Date.now() < until) {
      try {
        this.room = await this.client.reconnect(token);
        await this.watch(this.room);
        return;
      } catch (e) {
        const refused = refusedSeat(e);
        if (refused) return this.end(refused);
        await new Promise((r) => setTimeout(r, 2000));
      }
    }
    if (!this.left) this.end('unreachable');
  }
}
