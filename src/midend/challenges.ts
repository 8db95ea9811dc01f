// Challenges taken: a friend's challenge code names a deal and the result to beat. The game keeps
// the challenge for that deal (one per game), so it is still shown after a reload and the results
// panel can compare; playing another deal leaves it waiting until that deal comes back.

import { GAME_IDS, type GameId } from '../logic/game';
import { ok, type Result, reject } from '../logic/result';
import type { Storage } from '../services/storage';

const KEY = 'challenges';
const VERSION = 1;

/** A challenge on one deal (named by its deal code): the result to beat. */
export interface Taken {
  readonly deal: string;
  readonly beat: number;
}

type Table = Partial<Record<GameId, Taken>>;

function validate(data: unknown): Result<Table> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return reject('not a table');
  const out: Table = {};
  for (const [game, t] of Object.entries(data as Record<string, unknown>)) {
    if (!(GAME_IDS as readonly string[]).includes(game)) return reject(`unknown game ${game}`);
    const taken = t as Partial<Taken> | null;
    if (typeof taken?.deal !== 'string' || !Number.isInteger(taken.beat) || (taken.beat as number) < 0)
      return reject('bad challenge');
    out[game as GameId] = { deal: taken.deal, beat: taken.beat as number };
  }
  return ok(out);
}

export class Challenges {
  constructor(private readonly storage: Storage) {}

  private all(): Table {
    return this.storage.read(KEY, VERSION, validate) ?? {};
  }

  take(game: GameId, deal: string, beat: number): void {
    this.storage.write(KEY, VERSION, { ...this.all(), [game]: { deal, beat } });
  }

  /** The result to beat on this deal, if a challenge for it was taken. */
  beat(game: GameId, deal: string): number | null {
    const t = this.all()[game];
    return t && t.deal === deal ? t.beat : null;
  }
}
