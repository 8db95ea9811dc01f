// The save file: everything the arcade keeps — games in progress, best results, wins, daily
// history, challenges, duels, settings — as one JSON file the player downloads (EXPORT) and loads
// back (IMPORT), for browsers that clear storage (itch.io's frame in a private window). A file is
// read in full before anything is written: every entry must be one the arcade knows and must pass
// the same checks the game itself applies when it reads its storage; otherwise nothing changes and
// the player is told which entry is wrong.

import { t } from '../../i18n/i18n';
import { floodDuel } from '../../logic/flood/game';
import { glassworks } from '../../logic/glassworks/game';
import { jokerColoring } from '../../logic/joker/game';
import { ok, type Result, reject } from '../../logic/result';
import { echo, isObject, own } from '../../logic/schema';
import { validateSettings } from '../../services/settings';
import { type Envelope, MemoryBackend, Storage } from '../../services/storage';
import { DuelBook } from '../codes/correspondence';
import { Records, recordTable } from '../core/records';
import { SaveSlot } from '../core/saves';
import { validatePlayers } from '../games/flood/players';
import { glassExtras } from '../games/glassworks/midend';
import { validateJokerExtras } from '../games/joker/extras';
import { hasSeenHowTo } from '../launch/howToSeen';
import { Challenges } from './challenges';
import { coachSaid } from './coach';
import { DailyBook, dailyBook } from './daily';
import { GameLog, readLog } from './gameLog';

export const SAVE_FILE_APP = 'prism-arcade';
export const SAVE_FILE_FORMAT = 1;
/** A save file far larger than any real one is not read at all. */
export const MAX_SAVE_FILE = 2_000_000;

export interface SaveFile {
  readonly app: typeof SAVE_FILE_APP;
  readonly format: typeof SAVE_FILE_FORMAT;
  readonly exported: string;
  readonly entries: Readonly<Record<string, Envelope>>;
}

/** Each kind of entry, and a read of it on a store that holds it (which drops it if it is bad). */
export const READERS: ReadonlyMap<string, (s: Storage) => void> = new Map<string, (s: Storage) => void>([
  ['settings', (s) => void s.read('settings', 1, validateSettings)],
  ['how-to-play', (s) => void hasSeenHowTo(s, 'glassworks')],
  ['coach', (s) => void coachSaid(s, 'joker-base-free')],
  ['glassworks', (s) => void new SaveSlot(s, 'glassworks', glassworks, glassExtras).load()],
  ['flood-duel', (s) => void new SaveSlot(s, 'flood-duel', floodDuel, validatePlayers).load()],
  [
    'joker-coloring',
    (s) => void new SaveSlot(s, 'joker-coloring', jokerColoring, validateJokerExtras).load(),
  ],
  ['glassworks-best', (s) => void new Records(s, 'glassworks', 'lower').best('')],
  ['glassworks-ladder-best', (s) => void new Records(s, 'glassworks-ladder', 'lower').best('')],
  ['glassworks-ladder-clears-best', (s) => void new Records(s, 'glassworks-ladder-clears', 'tally').best('')],
  ['joker-coloring-best', (s) => void new Records(s, 'joker-coloring', 'lower').best('')],
  ['flood-duel-wins-best', (s) => void new Records(s, 'flood-duel-wins', 'tally').best('')],
  ['daily', (s) => void new DailyBook(s).streak('glassworks', '2000-01-01')],
  ['challenges', (s) => void new Challenges(s).beat('glassworks', '')],
  ['flood-duel-duels', (s) => void new DuelBook(s).all()],
  ['game-log', (s) => void new GameLog(s).all()],
]);

/**
 * Tables the game reads leniently from storage (an entry that does not read is left out): a save
 * file's copy must be whole, and EXPORT writes what the game reads of them.
 */
const TABLES: ReadonlyMap<string, (lenient: boolean) => (data: unknown) => Result<unknown>> = new Map<
  string,
  (lenient: boolean) => (data: unknown) => Result<unknown>
>([
  ['glassworks-best', recordTable],
  ['glassworks-ladder-best', recordTable],
  ['glassworks-ladder-clears-best', recordTable],
  ['joker-coloring-best', recordTable],
  ['flood-duel-wins-best', recordTable],
  ['daily', dailyBook],
  ['game-log', (lenient: boolean) => (d: unknown) => readLog(d, lenient)],
]);

/** A store's entries of the kinds the game keeps, the tables as the game reads them. */
function entriesOf(storage: Storage): Record<string, Envelope> {
  const entries: Record<string, Envelope> = Object.create(null);
  for (const [key, entry] of Object.entries(storage.dump())) {
    if (!READERS.has(key)) continue;
    const read = TABLES.get(key)?.(true)(entry.data);
    entries[key] = read?.ok ? { v: entry.v, data: read.value } : entry;
  }
  return entries;
}

/** Everything kept in `storage`, as a save file that IMPORT takes back. */
export function exportSave(storage: Storage, now: Date): SaveFile {
  return {
    app: SAVE_FILE_APP,
    format: SAVE_FILE_FORMAT,
    exported: now.toISOString(),
    entries: entriesOf(storage),
  };
}

/** Read a save file's text in full; any problem refuses the whole file, saying what is wrong. */
export function readSaveFile(text: string): Result<SaveFile> {
  if (text.length > MAX_SAVE_FILE)
    return reject(t('the file is far too large to be a Prism Arcade save file'));
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return reject(t('the file is not a save file (it is not JSON)'));
  }
  if (!isObject(json) || own(json, 'app') !== SAVE_FILE_APP)
    return reject(t('the file is not a Prism Arcade save file'));
  const format = own(json, 'format');
  if (format !== SAVE_FILE_FORMAT)
    return reject(
      t("the save file's format {format} is not one this game reads", {
        format: typeof format === 'number' || typeof format === 'string' ? echo(String(format)) : '?',
      }),
    );
  const entries = own(json, 'entries');
  if (!isObject(entries)) return reject(t('the save file has no entries'));
  const scratch = new Storage(new MemoryBackend());
  const quiet = console.warn;
  try {
    console.warn = () => {}; // a bad entry is reported to the player below, not to the console
    for (const [key, entry] of Object.entries(entries)) {
      const read = READERS.get(key);
      if (!read)
        return reject(t("the save file has an entry this game does not know: '{key}'", { key: echo(key) }));
      const why = readEntry(scratch, key, entry, read);
      if (why !== null)
        return reject(
          why === ''
            ? t("the save file's '{key}' entry is damaged", { key })
            : t("the save file's '{key}' entry is damaged or from another version ({why})", { key, why }),
        );
    }
  } finally {
    console.warn = quiet;
  }
  const exported = own(json, 'exported');
  return ok({
    app: SAVE_FILE_APP,
    format: SAVE_FILE_FORMAT,
    exported: typeof exported === 'string' && exported.length <= 40 ? exported : '',
    // The entries as the game read them: a version and data each, nothing else the file added.
    entries: entriesOf(scratch),
  });
}

/**
 * Why one entry is refused ('' when it is no entry at all), or null when the game reads it as it
 * is. The entry is tried in `scratch`, a store of its own: nothing the player keeps is touched.
 */
function readEntry(scratch: Storage, key: string, entry: unknown, read: (s: Storage) => void): string | null {
  if (!isObject(entry) || typeof own(entry, 'v') !== 'number') return '';
  try {
    scratch.restore(key, { v: own(entry, 'v') as number, data: own(entry, 'data') });
    scratch.takeDrop();
    read(scratch);
  } catch {
    return ''; // data no store can hold (nested far too deep to write back)
  }
  const whole = TABLES.get(key)?.(false)(own(entry, 'data'));
  const why = scratch.takeDrop()?.why ?? (whole && !whole.ok ? whole.reason : null);
  return why ?? (Object.hasOwn(scratch.dump(), key) ? null : '');
}

/** Write a checked save file's entries over what is kept (entries it lacks stay as they are). */
export function importSave(storage: Storage, file: SaveFile): number {
  const entries = Object.entries(file.entries);
  for (const [key, entry] of entries) storage.restore(key, entry);
  return entries.length;
}
