// The player's profile on the online server, as this device uses it: turning online features on
// (the first time: a new profile; nothing is sent before), its name, friends, MOVE MY PROGRESS
// (a transfer code out, a code claimed in), DELETE MY DATA, and the save joined with the profile's.
// Every answer is read with the schema module; every failure is a sentence, and a server that does
// not answer leaves everything as it was, to try again later. Requests go through link.ts (only to
// the server the profile belongs to); finished games and boards are results.ts's.

import { t } from '../../i18n/i18n';
import { ok, type Result, reject } from '../../logic/result';
import { int, list, object, text } from '../../logic/schema';
import { storage } from '../../services/storage';
import { ask, book, foreign, here, notSigned, profile, result, signed } from './link';
import { FRIEND_CODE, tidyCode } from './playerCodes';
import { type KeptProfile, newProfile, profileFields, type Rating } from './profileBook';
import { sendWaiting } from './results';

export { foreign, profile, unavailable } from './link';

/** A player this profile follows. */
export interface Friend {
  readonly name: string;
  readonly friendCode: string;
}

const friend = object<Friend>({ name: text(40), friendCode: text(9, FRIEND_CODE) });
const friendList = object<{ following: Friend[] }>({ following: list(friend, 1000) });
const transferAnswer = object<{ code: string; seconds: number }>({
  code: text(14),
  seconds: int(1, 86_400),
});

let turning: Promise<Result<KeptProfile>> | null = null;

/**
 * Turn online features on: the profile held here (asked for again, so a name changed on another
 * device shows), or a new one the first time. What waits is sent. One at a time: a second press
 * while the first is out makes no second profile.
 */
export function turnOnline(): Promise<Result<KeptProfile>> {
  turning ??= turnOn().finally(() => {
    turning = null;
  });
  return turning;
}

async function turnOn(): Promise<Result<KeptProfile>> {
  const elsewhere = foreign();
  if (elsewhere !== null) return reject(elsewhere);
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
  const kept: KeptProfile = { ...made.value, online: true, server: here(), rating: null };
  book().keep(kept);
  void sendWaiting();
  return ok(kept);
}

/** Online features off: nothing is sent or asked until they are on again (the profile is kept). */
export function turnOffline(): void {
  book().change({ online: false });
}

/** The profile as the server has it now (its name may have changed on another device, its rating after a game). */
export async function refresh(): Promise<Result<KeptProfile>> {
  const me = signed();
  if (!me) return reject(notSigned());
  const read = await ask({ method: 'GET', path: '/api/profile', as: me }, profileFields);
  if (!read.ok) {
    // The profile is gone from its own server (deleted from another device): forget it here too.
    if (read.status === 401) book().forget();
    return reject(read.reason);
  }
  return ok(book().change(read.value) as KeptProfile);
}

export async function rename(name: string): Promise<Result<KeptProfile>> {
  const me = signed();
  if (!me) return reject(notSigned());
  const changed = await ask({ method: 'PATCH', path: '/api/profile', body: { name }, as: me }, profileFields);
  return changed.ok ? ok(book().change(changed.value) as KeptProfile) : reject(changed.reason);
}

export async function following(): Promise<Result<Friend[]>> {
  const me = signed();
  if (!me) return reject(notSigned());
  const read = await ask({ method: 'GET', path: '/api/follows', as: me }, friendList);
  return read.ok ? ok(read.value.following) : reject(read.reason);
}

/** Follow the player whose friend code was typed. */
export async function follow(typed: string): Promise<Result<Friend>> {
  const me = signed();
  if (!me) return reject(notSigned());
  const code = tidyCode(typed, 2);
  if (code === null) return reject(t('A friend code is eight letters and digits, like K7QX-M9DT.'));
  if (code === me.friendCode) return reject(t('That is your own friend code: a friend gives you theirs.'));
  return result(
    await ask({ method: 'POST', path: '/api/follows', body: { friendCode: code }, as: me }, friend),
  );
}

export async function unfollow(code: string): Promise<Result<null>> {
  const me = signed();
  if (!me) return reject(notSigned());
  const path = `/api/follows/${encodeURIComponent(code)}`;
  const gone = await ask<null>({ method: 'DELETE', path, as: me });
  return gone.ok ? ok(null) : reject(gone.reason);
}

/** MOVE MY PROGRESS: a code (and how long it lasts) that brings this profile to another device. */
export async function transferCode(): Promise<Result<{ code: string; seconds: number }>> {
  const me = signed();
  if (!me) return reject(notSigned());
  return result(await ask({ method: 'POST', path: '/api/transfer', as: me }, transferAnswer));
}

/** A transfer code typed or followed here: this device takes that profile (online features on). */
export async function claimTransfer(typed: string): Promise<Result<KeptProfile>> {
  const code = tidyCode(typed, 3);
  if (code === null) return reject(t('A transfer code is twelve letters and digits, like K7QX-M9DT-3HWP.'));
  const claimed = await ask({ method: 'POST', path: '/api/transfer/claim', body: { code } }, newProfile);
  if (!claimed.ok) return reject(claimed.reason);
  const kept: KeptProfile = { ...claimed.value, online: true, server: here(), rating: null };
  book().keep(kept);
  void sendWaiting();
  return ok(kept);
}

/** DELETE MY DATA: the profile and all of it gone from its server, then from here. */
export async function deleteData(): Promise<Result<null>> {
  const me = profile();
  if (!me) return ok(null);
  const gone = await ask<null>({ method: 'DELETE', path: '/api/profile', as: me });
  // Already gone there (deleted from another device) is gone all the same.
  if (!gone.ok && gone.status !== 401) return reject(gone.reason);
  book().forget();
  return ok(null);
}

/** The profile's Flood Duel rating, as last read (null: never read, or no rated game yet). */
export const rating = (): Rating | null => profile()?.rating ?? null;

/**
 * This device's progress joined with the profile's on the server: the save file sent, merged there
 * with the one kept (bests join; days, ladder clears and logged games are never lost; this device's
 * settings and games in progress stay), and the merge taken in — only if nothing was written here
 * meanwhile and `still()` says the screen that asked is still on show (no game is being played:
 * a move made while the request was out would be taken back by the merge).
 */
export async function syncSave(still: () => boolean = () => true): Promise<Result<number>> {
  const me = signed();
  if (!me) return reject(notSigned());
  // The save file's reader knows every game's rules: it loads with the screen that asks for it.
  const { exportSave, importSave, readSaveFile } = await import('../progress/saveFile');
  const save = exportSave(storage, new Date());
  const before = JSON.stringify(save.entries);
  const answer = await ask<{ save?: unknown }>({ method: 'PUT', path: '/api/save', body: { save }, as: me });
  if (!answer.ok) return reject(answer.reason);
  const read = readSaveFile(JSON.stringify(answer.value?.save ?? null));
  if (!read.ok) return reject(t('The server answered something this game cannot read.'));
  // The next visit joins what changed meanwhile; taking the merge in now would undo it.
  if (!still() || JSON.stringify(exportSave(storage, new Date()).entries) !== before) return ok(0);
  return ok(importSave(storage, read.value));
}
