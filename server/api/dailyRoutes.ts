// The daily boards' routes. A finished daily deal comes as its moves (POST /api/daily): the server
// deals the day's deal itself, plays the moves through the rules (games/verifiers.ts), and keeps
// only what the rules confirm, the profile's first finished attempt of the day. A day's board (GET
// /api/daily/<game>/<day>) is open to all; with a profile's header it adds the reader's place and
// the players they follow.

import type { FastifyInstance } from 'fastify';
import type { GameId } from '../../src/logic/game';
import { int, list, object, text } from '../../src/logic/schema';
import { MAX_VERIFIED_MOVES } from '../../src/midend/core/verdict';
import { factsOf } from '../../src/midend/games/facts';
import { gameIdCheck } from '../../src/midend/games/known';
import { verifyDeal } from '../../src/midend/games/verifiers';
import { addDays, dailyDeal, dayOf } from '../../src/midend/progress/daily';
import { dailyBoard, keptDaily, recordDaily } from '../store/daily';
import { profileOf } from './auth';
import { type RouteDeps, refuse, signedIn } from './routeKit';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A finished daily may be sent this many days late (played offline, sent when the server answers). */
export const DAYS_LATE = 7;
/** A daily's body: its moves are a few hundred at most, each a short token. */
export const DAILY_BODY_BYTES = 32_768;

const dailyBody = object<{ game: GameId; day: string; moves: string[]; hints: number; assisted: number }>({
  game: gameIdCheck,
  day: text(10, DAY),
  moves: list(text(24, /^[\x21-\x7e]+$/), MAX_VERIFIED_MOVES),
  hints: int(0, 1_000_000),
  assisted: int(0, 1_000_000),
});

/** Whether `day` is a real day (YYYY-MM-DD), not after today (UTC). */
function pastDay(day: unknown, now: number): day is string {
  if (typeof day !== 'string' || !DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) return false;
  return dayOf(new Date(`${day}T00:00:00Z`)) === day && day <= dayOf(new Date(now));
}

/** Whether a finished daily of `day` may be sent now: from DAYS_LATE days ago to today. */
const sendable = (day: string, now: number): boolean =>
  pastDay(day, now) && day >= addDays(dayOf(new Date(now)), -DAYS_LATE);

export function dailyRoutes(api: FastifyInstance, deps: RouteDeps): void {
  const { db, now, boards } = deps;

  api.post('/api/daily', { bodyLimit: DAILY_BODY_BYTES }, async (req, reply) => {
    const me = await signedIn(deps, req, reply, 'submit');
    if (!me) return reply;
    const body = dailyBody(req.body);
    if (!body.ok) return refuse(reply, 400, body.reason);
    const { game, day, moves, hints, assisted } = body.value;
    if (!sendable(day, now())) return refuse(reply, 422, `${day} is not a day whose deal can be sent now`);
    // Only the first finished attempt counts: a later one is not even replayed.
    const kept = await keptDaily(db, me.id, game, day);
    if (kept) return reply.code(200).send({ recorded: false, ...kept });
    const verdict = verifyDeal(dailyDeal(game, day), moves);
    if (!verdict.ok) return refuse(reply, 422, `the rules refuse this game: ${verdict.reason}`);
    const entry = {
      profileId: me.id,
      game,
      day,
      moves,
      result: verdict.value.result,
      helped: hints + assisted > 0,
    };
    const recorded = await recordDaily(db, entry);
    if (recorded) boards.clear({ kind: 'daily', game, day });
    return reply
      .code(recorded ? 201 : 200)
      .send({ recorded, result: verdict.value.result, helped: entry.helped });
  });

  api.get('/api/daily/:game/:day', async (req, reply) => {
    const { game, day } = req.params as { game?: unknown; day?: unknown };
    const g = gameIdCheck(game, 'game');
    if (!g.ok) return refuse(reply, 400, g.reason);
    if (!pastDay(day, now())) return refuse(reply, 400, 'day: must be a day up to today, as YYYY-MM-DD');
    const me = await profileOf(db, req);
    const at = { game: g.value, day, lower: factsOf(g.value).rule.lower };
    return reply.send(await dailyBoard(db, at, me?.id ?? null, boards));
  });
}
