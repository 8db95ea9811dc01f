// Finished games sent for the server to verify, and the boards they go to. What waits in the outbox
// (outbox.ts) is sent once online features are on and the server answers, each once, one sending at
// a time; a board is asked for once what waits is sent (its reader's place needs their result).

import type { GameId } from '../../logic/game';
import { storage } from '../../services/storage';
import { dayOf } from '../progress/daily';
import { type BoardAsked, type BoardNews, readBoard } from './dailyBoard';
import { ask, signed, unavailable } from './link';
import { Outbox, type SentGame } from './outbox';

let sending: Promise<void> | null = null;

/** Send every finished game that waits, each once (one sending at a time); quiet when offline. */
export function sendWaiting(): Promise<void> {
  sending ??= sendAll().finally(() => {
    sending = null;
  });
  return sending;
}

/** Send what waits, until nothing does (a game finished meanwhile goes too); stop when the server does not answer. */
async function sendAll(): Promise<void> {
  const outbox = new Outbox(storage);
  const tried = new Set<unknown>();
  for (;;) {
    const g = outbox.all(dayOf(new Date())).find((w) => !tried.has(JSON.stringify(w)));
    const me = signed();
    if (!g || !me) return;
    tried.add(JSON.stringify(g));
    const sent = await ask({ method: 'POST', ...whereTo(g), as: me });
    // Down, or the profile not known there (deleted from another device): it waits, for the next
    // try or for a profile. Refused (too late, or not a game the rules finish): it never will be taken.
    if (!sent.ok && (sent.down || sent.status === 401)) return;
    if (!sent.ok) console.warn(`${g.game} ${g.day} refused: ${sent.reason}`);
    outbox.done(g, dayOf(new Date()));
  }
}

/** Where a finished game goes, and what it says there (an attempt on a shelf board: its moves). */
function whereTo(g: SentGame): { path: string; body: unknown } {
  if (g.to === 'puzzle')
    return { path: `/api/puzzles/${encodeURIComponent(g.id)}/results`, body: { moves: g.moves } };
  return { path: g.to === 'daily' ? '/api/daily' : '/api/results', body: g };
}

/** A board, once what waits is sent. */
export async function boardOf(asked: BoardAsked): Promise<BoardNews> {
  const why = unavailable();
  if (why !== null) return { kind: 'none', reason: why };
  const me = signed();
  if (!me) return { kind: 'off' };
  await sendWaiting();
  const path =
    asked.to === 'daily'
      ? `/api/daily/${asked.game}/${asked.day}`
      : `/api/results/${encodeURIComponent(asked.code)}`;
  const read = await ask({ method: 'GET', path, as: me }, readBoard);
  return read.ok ? { kind: 'board', board: read.value } : { kind: 'down', reason: read.reason };
}

/** A day's board of `game`. */
export const dailyBoard = (game: GameId, day: string): Promise<BoardNews> =>
  boardOf({ to: 'daily', game, day });
