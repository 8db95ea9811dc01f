// Two save files as one: the player's save kept on the server joined with a device's own, so that
// playing on a phone and a laptop loses nothing on either (issue 42). Each kind of entry joins by the
// rule of the module that keeps it: bests take the better result per deal, the daily book and the
// game log keep every day and game either side has, ladder clears and wins are never lost; what
// one side alone has is kept; where the two cannot both be kept (two settings, two games in
// progress in one slot) the first file, the device's own, wins. Every entry of both files is read
// first as the game reads a save file (saveFile.ts), so a damaged entry is left out, never joined,
// and the file that comes out always reads back.

import { isObject, own } from '../../logic/schema';
import type { Envelope } from '../../services/storage';
import { KEPT as DUELS_KEPT, type Duel, sameDuel } from '../codes/correspondence';
import { mergeTables } from '../core/records';
import type { DayResult } from './daily';
import { LOG_MAX, type LoggedGame } from './gameLog';
import {
  MAX_SAVE_FILE,
  READERS,
  readSaveFile,
  SAVE_FILE_APP,
  SAVE_FILE_FORMAT,
  type SaveFile,
} from './saveFile';

/**
 * Days of the daily book kept per game: daily.ts keeps as many (its KEPT, which it does not export;
 * tests/midend/mergeSave.test.ts checks the two agree), so a join is no longer than a book the
 * game writes itself.
 */
export const DAILY_KEPT = 60;

type Table<V> = Record<string, V>;
/** How two entries' data join, each as the game reads it: the first file's, then the second's. */
type Rule = (a: never, b: never) => unknown;

/** The first file's data: two of these cannot both be kept, and the device keeps what it shows. */
const first = (a: unknown): unknown => a;

/** Both tables' keys, the first's value where both have one (a flag set on either device stays set). */
function joinTables<V>(a: Table<V>, b: Table<V>): Table<V> {
  const out: Table<V> = Object.assign(Object.create(null), a); // a key named `__proto__` is a key
  for (const [key, value] of Object.entries(b)) if (!Object.hasOwn(out, key)) out[key] = value;
  return out;
}

/**
 * Best results join entry by entry: the lower result where lower is better; a tally (wins, ladder
 * clears) as the larger count, not the sum records.ts takes for a visit played in memory — both
 * files may hold the same wins (a device that took the server's file before), which a sum would
 * count twice, and the larger count is never less than either device has seen.
 */
const bests =
  (kind: 'lower' | 'tally') =>
  (a: Table<number>, b: Table<number>): Table<number> =>
    mergeTables(kind === 'tally' ? 'higher' : 'lower', b, a);

type Book = Table<Table<DayResult>>;

/**
 * The daily book: every day either side played, per game (so no streak is ever broken by a join);
 * a day both played keeps the first file's result (the first finish counts, and which was first is
 * not known: the device keeps the one it shows); the newest DAILY_KEPT days, as daily.ts keeps.
 */
function days(a: Book, b: Book): Book {
  const out: Book = Object.create(null);
  for (const game of Object.keys(joinTables(a, b))) {
    const day = (book: Book): Table<DayResult> => (own(book, game) as Table<DayResult> | undefined) ?? {};
    const joined = joinTables(day(a), day(b));
    const newest = Object.keys(joined).sort().slice(-DAILY_KEPT);
    out[game] = Object.fromEntries(newest.map((day) => [day, joined[day]]));
  }
  return out;
}

/** A logged game is one game, whichever device logged it: the same game, deal and moment. */
const gameKey = (g: LoggedGame): string => `${g.game}\n${g.code}\n${g.at}`;

/**
 * The game log: every game of both, once each, in time order (the first file's own order kept, the
 * second's games put in among them by time), the newest LOG_MAX kept as gameLog.ts keeps them. A
 * game both logged is the first file's, unless only the second's has par (it came after the game
 * ended: gameLog.ts `update`).
 */
function logs(a: readonly LoggedGame[], b: readonly LoggedGame[]): LoggedGame[] {
  const theirs = new Map<string, LoggedGame>();
  for (const g of b) if (!theirs.has(gameKey(g))) theirs.set(gameKey(g), g);
  const mine = a.map((g) => {
    const other = theirs.get(gameKey(g));
    theirs.delete(gameKey(g));
    return g.par === null && other && other.par !== null ? other : g;
  });
  const extra = [...theirs.values()];
  const out: LoggedGame[] = [];
  let i = 0;
  let j = 0;
  while (i < mine.length || j < extra.length) {
    const x = mine[i];
    const y = extra[j];
    if (x && (!y || x.at <= y.at)) {
      out.push(x);
      i++;
    } else if (y) {
      out.push(y);
      j++;
    }
  }
  return out.slice(-LOG_MAX);
}

/** Of one duel on two devices: the one further on, if it is the other with moves added; else the first. */
function further(mine: Duel, theirs: Duel): Duel {
  const had = mine.code.moves;
  const now = theirs.code.moves;
  const extends_ = theirs.me === mine.me && now.length > had.length && had.every((m, i) => now[i] === m);
  return extends_ ? theirs : mine;
}

/** Correspondence duels: each deal's duel once, the furthest of the two; the first file's first. */
function duels(a: readonly Duel[], b: readonly Duel[]): Duel[] {
  const out = a.map((d) => {
    const other = b.find((x) => sameDuel(x.code, d.code));
    return other ? further(d, other) : d;
  });
  for (const d of b) if (!out.some((x) => sameDuel(x.code, d.code))) out.push(d);
  return out.slice(0, DUELS_KEPT);
}

/** How each kind of entry joins (saveFile.ts READERS has the kinds; the test checks none is missing). */
export const MERGE_RULES: ReadonlyMap<string, Rule> = new Map<string, Rule>([
  ['settings', first],
  ['how-to-play', joinTables],
  ['coach', joinTables],
  // A game in progress has no time of its own to tell the newer: the device's own.
  ['glassworks', first],
  ['flood-duel', first],
  ['joker-coloring', first],
  ['glassworks-best', bests('lower')],
  ['glassworks-ladder-best', bests('lower')],
  ['glassworks-ladder-clears-best', bests('tally')],
  ['joker-coloring-best', bests('lower')],
  ['flood-duel-wins-best', bests('tally')],
  ['daily', days],
  // One challenge per game: the device's own where both took one.
  ['challenges', joinTables],
  ['flood-duel-duels', duels],
  ['game-log', logs],
]);

/** `entry` as the game reads it in a save file, or null when it would refuse the file for it. */
function checked(key: string, entry: unknown): Envelope | null {
  let text: string;
  try {
    text = JSON.stringify({ app: SAVE_FILE_APP, format: SAVE_FILE_FORMAT, entries: { [key]: entry } });
  } catch {
    return null; // data no file holds: nested too deep to write out, a cycle
  }
  const read = readSaveFile(text);
  return read.ok ? ((own(read.value.entries, key) as Envelope | undefined) ?? null) : null;
}

/** A file's entries of the kinds the game keeps, each that reads as the game reads it. */
function readable(file: unknown): Table<Envelope> {
  const out: Table<Envelope> = Object.create(null);
  const entries = isObject(file) ? own(file, 'entries') : undefined;
  if (!isObject(entries)) return out;
  for (const [key, entry] of Object.entries(entries)) {
    if (!READERS.has(key)) continue;
    const read = checked(key, entry);
    if (read) out[key] = read;
  }
  return out;
}

/** One kind's entries joined; the first file's when the join would not read back. */
function joinEntry(key: string, a: Envelope | undefined, b: Envelope | undefined): Envelope | undefined {
  if (!a || !b) return a ?? b;
  const rule = MERGE_RULES.get(key) ?? first;
  if (a.v !== b.v) return a; // two versions of a format: the device's own is the one it reads
  let data: unknown;
  try {
    data = (rule as (x: unknown, y: unknown) => unknown)(a.data, b.data);
  } catch {
    return a;
  }
  // Nothing new from `b` (devices in step, the usual case): `a` as it is, without reading it again.
  if (data === a.data || JSON.stringify(data) === JSON.stringify(a.data)) return a;
  // A join the game would not take (a table grown past its limit by both sides): the device's own.
  return checked(key, { v: a.v, data }) ?? a;
}

/** A file's time of export as the save file keeps it ('' when it has none). */
function exportedOf(file: unknown): string {
  const e = isObject(file) ? own(file, 'exported') : undefined;
  return typeof e === 'string' && e.length <= 40 ? e : '';
}

/**
 * `a` and `b` joined by each entry's rule (MERGE_RULES), `a` being the device's own, with no bound
 * on the size: the server refuses a join too large to keep rather than lose either side's part.
 */
export function joinSave(a: SaveFile, b: SaveFile): SaveFile {
  const mine = readable(a);
  const theirs = readable(b);
  const entries: Table<Envelope> = Object.create(null);
  for (const key of Object.keys(joinTables(mine, theirs))) {
    const joined = joinEntry(
      key,
      own(mine, key) as Envelope | undefined,
      own(theirs, key) as Envelope | undefined,
    );
    if (joined) entries[key] = joined;
  }
  const exported = [exportedOf(a), exportedOf(b)].sort()[1] ?? ''; // the later (ISO times sort so)
  return { app: SAVE_FILE_APP, format: SAVE_FILE_FORMAT, exported, entries };
}

/**
 * `a` and `b` as one save file the game reads back (readSaveFile), `a` being the device's own.
 * Damaged entries of either are left out. A join larger than a save file may be (MAX_SAVE_FILE,
 * far beyond any real one) is `a`'s readable entries alone.
 */
export function mergeSave(a: SaveFile, b: SaveFile): SaveFile {
  const joined = joinSave(a, b);
  if (JSON.stringify(joined).length <= MAX_SAVE_FILE) return joined;
  const alone = { ...joined, entries: readable(a) };
  return JSON.stringify(alone).length <= MAX_SAVE_FILE ? alone : { ...joined, entries: {} };
}
