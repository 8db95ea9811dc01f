// The player's profile on the online server, as this device uses it: turning online features on
// (the first time: a new profile; nothing is sent before), its name, friends, MOVE MY PROGRESS
// (a transfer code out, a code claimed in), DELETE MY DATA, finished daily deals sent from their
// outbox, and a day's board read. Every answer is read with the schema module; every failure is a
// sentence, and a server that does not answer leaves everything as it was, to try again later.

import { t } from '../../i18n/i18n';
import type { GameId } from '../../logic/game';
import { ok, type Result, reject } from '../../logic/result';
import { int, list, object, text } from '../../logic/schema';
import { type Answer, type ApiRequest, apiBase, request } from '../../services/api';
import { storage } from '../../services/storage';
import { dayOf } from '../progress/daily';
import { type BoardNews, readBoard } from './dailyBoard';
import { DailyOutbox } from './outbox';
import { FRIEND_CODE, tidyCode } from './playerCodes';
import { type KeptProfile, newProfile, ProfileBook, profileFields } from './profileBook';

/** A player this profile follows. */
export interface Friend {
  readonly name: string;
  readonly friendCode: string;
}

const friendList = object<{ following: Friend[] }>({
  following: list(object<Friend>({ name: text(40), friendCode: text(9, FRIEND_CODE) }), 1000),
});
const transferAnswer = object<{ code: string; seconds: number }>({
  code: text(14),
  seconds: int(1, 86_400),
});

const book = (): ProfileBook => new ProfileBook(storage);

/** The profile held here (null: online features never turned on). */
export const profile = (): KeptProfile | null => book().get();

/** Why online features cannot be had in this copy of the game, or null: they can. */
export const unavailable = (): string | null =>
  apiBase() === null
    ? t('Profiles and daily boards need an online server, and none is set for this copy.')
    : null;

/** One request, as the profile held here (or no one); the answer read by `check`. */
async function ask<T>(r: ApiRequest, check?: (d: unknown) => Result<T>): Promise<Answer<T>> {
  const base = apiBase();
  if (base === null) return { ok: false, down: true, status: 0, reason: unavailable() ?? '' };
  const answer = await request<unknown>(base, r);
  if (!answer.ok || !check) return answer as Answer<T>;
  const read = check(answer.value);
  return read.ok
    ? { ok: true, status: answer.status, value: read.value }
    : {
        ok: false,
        down: true,
        status: answer.status,
        reason: t('The server answered something this game cannot read.'),
      };
}

const signed = (): KeptProfile | null => {
  const p = profile();
  return p?.online ? p : null;
};

/** The answer as a Result (its sentence when it failed). */
const result = <T>(a: Answer<T>): Result<T> => (a.ok ? ok(a.value) : reject(a.reason));

/**
 * Turn online features on: the profile held here (asked for again, so a name changed on another
 * device shows), or a new one the first time. Waiting finished dailies are sent.
 */
export async function turnOnline(): Promise<Result<KeptProfile>> {
  if (profile()) {
    book().change({ online: true });
    await refresh();
    // Unread (the server is down) it is still the profile; forgotten (deleted from another
    // device, the refresh found) a new one is made.
    const held = profile();
    if (held) {
      void sendWaiting();
      return ok(held);
    }
  }
  const made = await ask({ method: 'POST', path: '/api/profiles' }, newProfile);
  if (!made.ok) return reject(made.reason);
  const kept = { ...made.value, online: true };
  book().keep(kept);
  void sendWaiting();
  return ok(kept);
}

/** Online features off: nothing is sent or asked until they are on again (the profile is kept). */
export function turnOffline(): void {
  book().change({ online: false });
}

/** The profile as the server has it now (its name may have changed on another device). */
export async function refresh(): Promise<Result<KeptProfile>> {
  const me = signed();
  if (!me) return reject(t('Online features are off.'));
  const read = await ask({ method: 'GET', path: '/api/profile', as: me }, profileFields);
  if (!read.ok) {
    // The profile is gone from the server (deleted from another device): forget it here too.
    if (read.status === 401) book().forget();
    return reject(read.reason);
  }
  return ok(book().change(read.value) as KeptProfile);
}

export async function rename(name: string): Promise<Result<KeptProfile>> {
  const me = signed();
  if (!me) return reject(t('Online features are off.'));
  const changed = await ask({ method: 'PATCH', path: '/api/profile', body: { name }, as: me }, profileFields);
  return changed.ok ? ok(book().change(changed.value) as KeptProfile) : reject(changed.reason);
}

export async function following(): Promise<Result<Friend[]>> {
  const me = signed();
  if (!me) return reject(t('Online features are off.'));
  const read = await ask({ method: 'GET', path: '/api/follows', as: me }, friendList);
  return read.ok ? ok(read.value.following) : reject(read.reason);
}

/** Follow the player whose friend code was typed. */
export async function follow(typed: string): Promise<Result<Friend>> {
  const me = signed();
  if (!me) return reject(t('Online features are off.'));
  const code = tidyCode(typed, 2);
  if (code === null) return reject(t('A friend code is eight letters and digits, like K7QX-M9DT.'));
  const friend = object<Friend>({ name: text(40), friendCode: text(9, FRIEND_CODE) });
  return result(
    await ask({ method: 'POST', path: '/api/follows', body: { friendCode: code }, as: me }, friend),
  );
}

export async function unfollow(code: string): Promise<Result<null>> {
  const me = signed();
  if (!me) return reject(t('Online features are off.'));
  const path = `/api/follows/${encodeURIComponent(code)}`;
  const gone = await ask<null>({ method: 'DELETE', path, as: me });
  return gone.ok ? ok(null) : reject(gone.reason);
}

/** MOVE MY PROGRESS: a code (and how long it lasts) that brings this profile to another device. */
export async function transferCode(): Promise<Result<{ code: string; seconds: number }>> {
  const me = signed();
  if (!me) return reject(t('Online features are off.'));
  return result(await ask({ method: 'POST', path: '/api/transfer', as: me }, transferAnswer));
}

/** A transfer code typed or followed here: this device takes that profile (online features on). */
export async function claimTransfer(typed: string): Promise<Result<KeptProfile>> {
  const code = tidyCode(typed, 3);
  if (code === null) return reject(t('A transfer code is twelve letters and digits, like K7QX-M9DT-3HWP.'));
  const claimed = await ask({ method: 'POST', path: '/api/transfer/claim', body: { code } }, newProfile);
  if (!claimed.ok) return reject(claimed.reason);
  const kept = { ...claimed.value, online: true };
  book().keep(kept);
  void sendWaiting();
  return ok(kept);
}

/** DELETE MY DATA: the profile and all of it gone from the server, then from here. */
export async function deleteData(): Promise<Result<null>> {
  const me = profile();
  if (!me) return ok(null);
  const gone = await ask<null>({ method: 'DELETE', path: '/api/profile', as: me });
  // Already gone there (deleted from another device) is gone all the same.
  if (!gone.ok && gone.status !== 401) return reject(gone.reason);
  book().forget();
  return ok(null);
}

/**
 * This device's progress joined with the profile's on the server: the save file sent, merged there
 * with the one kept (bests join; days, ladder clears and logged games are never lost; this device's
 * settings and games in progress stay), and the merge taken in. Only where no game is being played
 * (the PROFILE screen): a move made while the request is out would be taken back by the merge.
 */
export async function syncSave(): Promise<Result<number>> {
  const me = signed();
  if (!me) return reject(t('Online features are off.'));
  // The save file's reader knows every game's rules: it loads with the screen that asks for it.
  const { exportSave, importSave, readSaveFile } = await import('../progress/saveFile');
  const save = exportSave(storage, new Date());
  const answer = await ask<{ save?: unknown }>({ method: 'PUT', path: '/api/save', body: { save }, as: me });
  if (!answer.ok) return reject(answer.reason);
  const read = readSaveFile(JSON.stringify(answer.value?.save ?? null));
  if (!read.ok) return reject(t('The server answered something this game cannot read.'));
  return ok(importSave(storage, read.value));
}

let sending: Promise<void> | null = null;

/** Send every finished daily that waits, each once (one sending at a time); quiet when offline. */
export function sendWaiting(): Promise<void> {
  sending ??= sendAll().finally(() => {
    sending = null;
  });
  return sending;
}

async function sendAll(): Promise<void> {
  const outbox = new DailyOutbox(storage);
  for (const d of outbox.all(dayOf(new Date()))) {
    const me = signed();
    if (!me) return;
    const sent = await ask({ method: 'POST', path: '/api/daily', body: d, as: me });
    // Down: it waits for the next try. Refused (too late, or not a finished game): it never will be.
    if (!sent.ok && sent.down) return;
    if (!sent.ok) console.warn(`daily ${d.game} ${d.day} refused: ${sent.reason}`);
    outbox.done(d.game, d.day, dayOf(new Date()));
  }
}

/** A day's board of `game`, once what waits is sent (its reader's place needs their result). */
export async function dailyBoard(game: GameId, day: string): Promise<BoardNews> {
  const why = unavailable();
  if (why !== null) return { kind: 'none', reason: why };
  const me = signed();
  if (!me) return { kind: 'off' };
  await sendWaiting();
  const read = await ask({ method: 'GET', path: `/api/daily/${game}/${day}`, as: me }, readBoard);
  return read.ok ? { kind: 'board', board: read.value } : { kind: 'down', reason: read.reason };
}
