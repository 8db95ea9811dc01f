// The boards this device has seen on the Explore shelf (listed on any tab, or published there), by
// puzzle code: a game finished on a board with one of those codes — the same puzzle, however it was
// opened — is an attempt on that shelf entry (session/books.ts sends it), and the game's header
// names the board and its maker (as they were when last listed).

import type { GameId } from '../../logic/game';
import { TITLE_MAX } from '../../logic/puzzleTitles';
import { list, object, optional, table, text } from '../../logic/schema';
import type { Storage } from '../../services/storage';

/** A shelf entry's id as the server makes them. */
export const SHELF_ID = /^[A-Za-z0-9_-]{4,16}$/;

const SEEN = 'shelf-seen';
const seenTable = table(text(40), text(40), { max: 20, lenient: true });
const KEY = 'shelf';
const VERSION = 1;
const KEPT = 200;
/** A board from the shelf: its code, its entry's id, its title and maker (none kept by older versions). */
interface Known {
  readonly code: string;
  readonly id: string;
  readonly title: string;
  readonly author: string;
}
const known = list(
  object<Known>({
    code: text(4000),
    id: text(16, SHELF_ID),
    title: optional(text(TITLE_MAX), ''),
    author: optional(text(40), ''),
  }),
  KEPT,
);
type Seen = Pick<Known, 'code' | 'id'> & Partial<Pick<Known, 'title' | 'author'>>;

export class ShelfBook {
  constructor(private readonly storage: Storage) {}

  private all(): Known[] {
    return this.storage.read(KEY, VERSION, known) ?? [];
  }

  /** Entries seen on the shelf: their codes lead to them from now on. */
  remember(entries: readonly Seen[]): void {
    const fresh = entries.map(({ code, id, title = '', author = '' }) => ({ code, id, title, author }));
    const rest = this.all().filter((k) => !fresh.some((f) => f.code === k.code));
    this.storage.write(KEY, VERSION, [...rest, ...fresh].slice(-KEPT));
  }

  /** The newest board seen on each game's NEW (its time published). */
  private seen(): Record<string, string> {
    return this.storage.read(SEEN, VERSION, seenTable) ?? {};
  }

  /** NEW was looked at: the newest of `entries` is seen, for its game. */
  saw(entries: readonly { readonly game: string; readonly created: string }[]): void {
    const seen = this.seen();
    for (const e of entries) if ((seen[e.game] ?? '') < e.created) seen[e.game] = e.created;
    this.storage.write(SEEN, VERSION, seen);
  }

  /**
   * How many of `entries` each game has that are newer than its newest seen, leaving out the
   * player's own (`mine`, as the server marks them): a board they published is no news to them.
   */
  unseen(
    entries: readonly { readonly game: GameId; readonly created: string; readonly mine?: boolean }[],
  ): Partial<Record<GameId, number>> {
    const seen = this.seen();
    const out: Partial<Record<GameId, number>> = {};
    for (const e of entries)
      if (e.created > (seen[e.game] ?? '') && !e.mine) out[e.game] = (out[e.game] ?? 0) + 1;
    return out;
  }

  /** The title and maker of the board with this puzzle code, if it came from the shelf. */
  nameOf(code: string): { title: string; author: string } | null {
    const found = this.all().find((k) => k.code === code);
    return found?.title && found.author ? { title: found.title, author: found.author } : null;
  }

  /** The shelf's id of the board with this puzzle code, if it came from the shelf. */
  idOf(code: string): string | null {
    return this.all().find((k) => k.code === code)?.id ?? null;
  }
}
