// The Explore shelf (issue 43) as the game asks the server for it: a game's published boards on
// NEW, POPULAR or HARDEST (by KAMI 2's average tries to clear), the player's own, publishing a made
// board under a title of two words from fixed lists, a thumbs-up, and REPORT. Every answer is read
// strictly; a shelf never waits without end (off, down and none are said, as the daily boards do).
// The boards opened from the shelf are remembered by their code, so a game finished on one is
// sent as an attempt on it (outbox.ts).

import { t } from '../../i18n/i18n';
import type { GameId } from '../../logic/game';
import { TITLE_ADJECTIVES, TITLE_MAX, TITLE_NOUNS } from '../../logic/puzzleTitles';
import { ok, type Result, reject } from '../../logic/result';
import { Rng } from '../../logic/rng';
import { bool, int, isObject, nullable, num, object, optional, own, text } from '../../logic/schema';
import { storage } from '../../services/storage';
import { gameIdCheck } from '../games/known';
import { ask, signed, unavailable } from './link';
import { SHELF_ID, ShelfBook } from './shelfBook';

export const TABS = ['new', 'popular', 'hardest', 'mine'] as const;
export type Tab = (typeof TABS)[number];

/** A board on the shelf, with its figures. */
export interface ShelfEntry {
  readonly id: string;
  readonly game: GameId;
  readonly code: string;
  readonly title: string;
  readonly author: string;
  readonly plays: number;
  readonly clears: number;
  /** Tries the players who cleared it needed, on average (null: no one has). */
  readonly averageTries: number | null;
  readonly thumbs: number;
  /** When it was published (ISO time). */
  readonly created: string;
  /** The best verified result on it, in its game's unit: the maker's line or a better attempt (null: none yet). */
  readonly par: number | null;
  /** It is the player's own (as the server says to a signed-in reader). */
  readonly mine: boolean;
}

const MANY = 1_000_000_000;

const entry = object<ShelfEntry>({
  id: text(16, SHELF_ID),
  game: gameIdCheck,
  code: text(4000, /^[A-Z0-9-]+$/),
  title: text(TITLE_MAX),
  author: text(40),
  plays: int(0, MANY),
  clears: int(0, MANY),
  averageTries: nullable(num(0, MANY)),
  thumbs: int(0, MANY),
  created: text(40, /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/),
  par: optional(nullable(int(0, MANY)), null),
  mine: optional(bool, false),
});
/** Most entries read from one answer (MINE holds every game's of the player's). */
const MOST = 500;

/** A shelf as the server answered it: each entry read strictly, one that does not read left out. */
export function readShelf(d: unknown): Result<{ puzzles: ShelfEntry[] }> {
  const puzzles = isObject(d) ? own(d, 'puzzles') : undefined;
  if (!Array.isArray(puzzles)) return reject('the shelf is not a list of boards');
  return ok({
    puzzles: puzzles.slice(0, MOST).flatMap((e) => {
      const read = entry(e);
      return read.ok ? [read.value] : [];
    }),
  });
}

/** What became of asking for a shelf. */
export type ShelfNews =
  | { readonly kind: 'shelf'; readonly entries: readonly ShelfEntry[] }
  | { readonly kind: 'off' }
  | { readonly kind: 'down'; readonly reason: string }
  | { readonly kind: 'none'; readonly reason: string };

/** A game's shelf on a tab (MINE: the player's own boards, every game's of this one). */
export async function shelf(game: GameId, tab: Tab): Promise<ShelfNews> {
  const why = unavailable();
  if (why !== null) return { kind: 'none', reason: why };
  const me = signed();
  if (!me) return { kind: 'off' };
  const path = tab === 'mine' ? '/api/puzzles/mine' : `/api/puzzles?game=${game}&tab=${tab}&limit=20`;
  const read = await ask({ method: 'GET', path, as: me }, readShelf);
  if (!read.ok) return { kind: 'down', reason: read.reason };
  const entries = read.value.puzzles.filter((e) => e.game === game);
  new ShelfBook(storage).remember(entries);
  return { kind: 'shelf', entries };
}

/**
 * How many boards are new on each game's shelf since the player last looked at its NEW (or, before
 * ever looking, all of the newest), other than their own: for the menu's cards. Nothing when
 * offline or unanswered.
 */
export async function newOnShelf(): Promise<Partial<Record<GameId, number>>> {
  const me = signed();
  if (unavailable() !== null || !me) return {};
  const read = await ask({ method: 'GET', path: '/api/puzzles?tab=new&limit=50', as: me }, readShelf);
  return read.ok ? new ShelfBook(storage).unseen(read.value.puzzles) : {};
}

/** NEW was looked at: what is on it now is seen. */
export const sawNew = (entries: readonly ShelfEntry[]): void => new ShelfBook(storage).saw(entries);

/** A title of two words from the lists, drawn from `seed` (PUBLISH offers one, OTHER TITLE another). */
export function titleOf(seed: number): string {
  const rng = new Rng(seed);
  return `${TITLE_ADJECTIVES[rng.int(TITLE_ADJECTIVES.length)]} ${TITLE_NOUNS[rng.int(TITLE_NOUNS.length)]}`;
}

/**
 * PUBLISH: a made board's puzzle code under a title, with the line its CHECK found (the server plays
 * it through the rules for the entry's first par); its entry, or why not (a sentence).
 */
export async function publish(
  code: string,
  title: string,
  line: readonly string[] = [],
): Promise<Result<ShelfEntry>> {
  const me = signed();
  if (!me) return reject(t('Turn online features on (PROFILE) to publish boards.'));
  const body = { code, title, ...(line.length > 0 ? { line } : {}) };
  const sent = await ask({ method: 'POST', path: '/api/puzzles', body, as: me }, entry);
  if (!sent.ok) return reject(sent.reason);
  new ShelfBook(storage).remember([sent.value]);
  return ok(sent.value);
}

/** A thumbs-up given (or taken back); the entry's thumbs now, or null when it could not be. */
export async function thumbs(id: string, up: boolean): Promise<number | null> {
  const me = signed();
  if (!me) return null;
  const path = `/api/puzzles/${encodeURIComponent(id)}/thumbs`;
  const read = object({ thumbs: int(0, MANY), thumbed: bool });
  const sent = await ask({ method: up ? 'POST' : 'DELETE', path, as: me }, read);
  return sent.ok ? sent.value.thumbs : null;
}

/** REPORT: the entry is hidden pending a look; true once the server took it. */
export async function report(id: string): Promise<boolean> {
  const me = signed();
  if (!me) return false;
  const sent = await ask({ method: 'POST', path: `/api/puzzles/${encodeURIComponent(id)}/report`, as: me });
  return sent.ok;
}
