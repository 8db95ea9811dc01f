// Challenges taken: a friend's challenge code names a deal and the result to beat. The game keeps
// the challenge for that deal (one per game), so it is still shown after a reload and the results
// panel can compare; playing another deal leaves it waiting until that deal comes back.

import type { GameId } from '../../logic/game';
import type { Result } from '../../logic/result';
import { int, object, table, text } from '../../logic/schema';
import type { Storage } from '../../services/storage';
import { MAX_RECORD } from '../core/records';
import { gameIdCheck } from '../games/known';

const KEY = 'challenges';
const VERSION = 1;

/** A challenge on one deal (named by its deal code): the result to beat. */
export interface Taken {
  readonly deal: string;
  readonly beat: number;
}

type Table = Partial<Record<GameId, Taken>>;

const validate = table(gameIdCheck, object<Taken>({ deal: text(200), beat: int(0, MAX_RECORD) })) as (
  data: unknown,
) => Result<Table>;

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
