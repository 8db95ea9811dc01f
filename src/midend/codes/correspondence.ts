// Flood Duel by correspondence: two players far apart send one duel code back and forth
// (codes/duelCode.ts). Each side keeps its duels; a code that arrives is checked move by move by
// the rules, then against the duel the player already has with that deal: it may only add the
// friend's one move. A code that drops, changes, reorders or adds moves beyond that is refused
// with the reason, and the duel stays as it was.

import { reasonText, t } from '../../i18n/i18n';
import { floodDuel, moveOfIndex } from '../../logic/flood/game';
import { COLORS, type FloodState, type Player } from '../../logic/flood/state';
import { ok, type Result, reject } from '../../logic/result';
import { MAX_SEED } from '../../logic/rng';
import { type Check, int, list, object, oneOf, where } from '../../logic/schema';
import type { Storage } from '../../services/storage';
import type { DuelCode } from './duelCode';

/** One side of a duel: the code as it stands, and which player this side is. */
export interface Duel {
  readonly code: DuelCode;
  readonly me: Player;
}

/** A code taken in: the duel now, its position, and how many moves at the end are new here. */
export interface Received {
  readonly duel: Duel;
  readonly state: FloodState;
  readonly fresh: number;
}

/** The position after the code's moves, each checked by the rules. */
export function replay(code: DuelCode): Result<FloodState> {
  let state = floodDuel.deal(code.options, code.seed);
  for (const [i, m] of code.moves.entries()) {
    const r = floodDuel.apply(state, moveOfIndex(m));
    if (!r.ok)
      return reject(
        t('move {n} (colour {colour}) cannot be played: {reason}', {
          n: i + 1,
          colour: 'ABCDEF'[m] ?? m,
          reason: reasonText(r),
        }),
      );
    state = r.value.state;
  }
  return ok(state);
}

/** The same duel: same size, same first player, same seed. */
export const sameDuel = (a: DuelCode, b: DuelCode): boolean =>
  a.seed === b.seed &&
  a.options.width === b.options.width &&
  a.options.height === b.options.height &&
  a.options.first === b.options.first;

/**
 * Take in a code, given this side's duel with the same deal (null: a duel new here, in which this
 * side plays whoever is to move after the code's moves).
 */
export function receive(code: DuelCode, mine: Duel | null): Result<Received> {
  const state = replay(code);
  if (!state.ok) return reject(t('This duel code is not a real game: {reason}.', { reason: state.reason }));
  if (!mine) {
    // A code with no move yet names no side for this player (its sender moves first): taking it
    // would make both friends the same player.
    if (code.moves.length === 0)
      return reject(t('This duel has no move yet: your friend moves first, then sends you the code.'));
    const me: Player = state.value.lastMover === 1 ? 2 : 1;
    return ok({ duel: { code, me }, state: state.value, fresh: code.moves.length });
  }
  const had = mine.code.moves;
  const now = code.moves;
  if (now.length < had.length)
    return reject(
      t(
        'This code is older than your duel: it has {n} moves, yours has {had}. Ask your friend for their latest code.',
        {
          n: now.length,
          had: had.length,
        },
      ),
    );
  const changed = had.findIndex((m, i) => now[i] !== m);
  if (changed >= 0)
    return reject(
      t('This code changes move {n}, which was already played: it is refused.', { n: changed + 1 }),
    );
  const fresh = now.length - had.length;
  if (fresh > 1)
    return reject(
      t("This code has {n} new moves, but only your friend's one move can be new.", { n: fresh }),
    );
  if (fresh === 1) {
    const before = replay(mine.code);
    if (before.ok && before.value.turn === mine.me)
      return reject(t('This code plays your own move for you: it is refused.'));
  }
  return ok({ duel: { code, me: mine.me }, state: state.value, fresh });
}

/** Add this side's own move to a duel (the move must be legal: the caller played it). */
export const withMove = (duel: Duel, color: number): Duel => ({
  ...duel,
  code: { ...duel.code, moves: [...duel.code.moves, color] },
});

// ————— the duels a player keeps —————

const KEY = 'flood-duel-duels';
const VERSION = 1;
/** The duels kept, most recent first; older ones drop off. */
export const KEPT = 12;

/** Most moves a kept duel may hold: far more than any real game, few enough to replay at once. */
const MAX_MOVES = 10_000;

/** A kept duel: its code's fields, and moves the rules accept one by one. */
export const validateDuel: Check<Duel> = where(
  object<Duel>({
    me: oneOf([1, 2] as const),
    code: object<DuelCode>({
      options: floodDuel.checkOptions,
      seed: int(0, MAX_SEED),
      moves: list(int(0, COLORS - 1), MAX_MOVES),
    }),
  }),
  (d) => replay(d.code).ok,
  'the moves are not a real game',
);

const validateDuels = (data: unknown): Result<Duel[]> => {
  const r = list(validateDuel, 100)(data, 'duels');
  return r.ok ? ok(r.value.slice(0, KEPT)) : r;
};

/** The duels this player has going (and recently finished), in storage. */
export class DuelBook {
  constructor(private readonly storage: Storage) {}

  all(): Duel[] {
    return this.storage.read(KEY, VERSION, validateDuels) ?? [];
  }

  /** This side's duel with the same deal as `code`, if any. */
  find(code: DuelCode): Duel | null {
    return this.all().find((d) => sameDuel(d.code, code)) ?? null;
  }

  /** Keep `duel` as the most recent (replacing the one with its deal). */
  keep(duel: Duel): void {
    const others = this.all().filter((d) => !sameDuel(d.code, duel.code));
    this.storage.write(KEY, VERSION, [duel, ...others].slice(0, KEPT));
  }
}
