// The maker's drafts kept between visits, one per game (storage key `maker`): a board being made is
// never lost to TEST, a reload or a closed tab. Read back strictly against its game's kind: a draft
// that does not fit (a corrupted save, another version) is dropped and the game's start is used.

import { ok, reject } from '../../logic/result';
import type { Storage } from '../../services/storage';
import type { Draft } from './draft';
import type { MakerKind } from './kind';

const KEY = 'maker';
const VERSION = 1;

type Kept = Readonly<Record<string, unknown>>;

const whole = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** A kept draft, if it is one of `kind`'s game as the kind allows it. */
export function readDraft(kind: MakerKind, data: unknown): Draft | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  const { limits } = kind;
  if (
    d.game !== kind.game ||
    !whole(d.width, limits.minW, limits.maxW) ||
    !whole(d.height, limits.minH, limits.maxH)
  )
    return null;
  const size = d.width * d.height;
  if (!Array.isArray(d.cells) || d.cells.length !== size) return null;
  if (!d.cells.every((c) => whole(c, 0, kind.glyphs.length - 1)) || !whole(d.base, 0, size - 1)) return null;
  const given = (typeof d.settings === 'object' && d.settings !== null ? d.settings : {}) as Record<
    string,
    unknown
  >;
  const settings: Record<string, number> = {};
  for (const s of kind.settings) {
    const v = given[s.name];
    if (!whole(v, s.min, s.max)) return null;
    settings[s.name] = v;
  }
  return {
    game: kind.game,
    width: d.width,
    height: d.height,
    cells: d.cells.slice(),
    base: d.base,
    settings,
  };
}

export class Drafts {
  constructor(private readonly storage: Storage) {}

  private all(): Kept {
    const kept = this.storage.read(KEY, VERSION, (data) =>
      typeof data === 'object' && data !== null && !Array.isArray(data)
        ? ok(data as Kept)
        : reject('the maker’s drafts are not a table'),
    );
    return kept ?? {};
  }

  /** The game's kept draft, else its start. */
  load(kind: MakerKind): Draft {
    return readDraft(kind, this.all()[kind.game]) ?? kind.start();
  }

  keep(draft: Draft): void {
    this.storage.write(KEY, VERSION, { ...this.all(), [draft.game]: draft });
  }
}
