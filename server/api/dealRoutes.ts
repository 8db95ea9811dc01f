// Verified results on any one deal (issue 42: "GlassWorks ladder clears and challenge results are
// verified the same way"). A finished game comes as its deal's code — a deal code, or a challenge
// code, whose deal it names — and its moves (POST /api/results): the server reads the deal from the
// code, plays the moves through the rules (games/verifiers.ts, Flood Duel's computer at the code's
// level) and keeps what they confirm, the profile's first finished attempt at the deal. The deal's
// board (GET /api/results/<code>) is read like a day's: everyone's results, the reader's place, the
// players they follow.

import type { FastifyInstance } from 'fastify';
import { int, list, object, text } from '../../src/logic/schema';
import { type CodeRead, decodeCode, encodeDeal } from '../../src/midend/codes/dealCode';
import { MAX_VERIFIED_MOVES } from '../../src/midend/core/verdict';
import { factsOf } from '../../src/midend/games/facts';
import { DEFAULT_PLAYERS } from '../../src/midend/games/flood/players';
import { verifyDeal } from '../../src/midend/games/verifiers';
import type { BoardKey } from '../store/boards';
import { boardOf } from '../store/boards';
import { keptDeal, recordDeal } from '../store/deals';
import { profileOf } from './auth';
import { DAILY_BODY_BYTES } from './dailyRoutes';
import { type RouteDeps, refuse, signedIn } from './routeKit';

/** A deal or challenge code: a few short fields. */
const CODE = text(80, /^[A-Z0-9-]+$/);

const resultBody = object<{ code: string; moves: string[]; hints: number; assisted: number }>({
  code: CODE,
  moves: list(text(24, /^[\x21-\x7e]+$/), MAX_VERIFIED_MOVES),
  hints: int(0, 1_000_000),
  assisted: int(0, 1_000_000),
});

/** The deal a code names, its board's key, and Flood Duel's computer level (the code's, or the default). */
function dealOf(
  code: string,
):
  | { read: CodeRead; key: Extract<BoardKey, { kind: 'deal' }>; level: typeof DEFAULT_PLAYERS.level }
  | string {
  const read = decodeCode(code);
  if (!read.ok) return `code: ${read.reason}`;
  const { deal } = read.value;
  const level = read.value.level ?? DEFAULT_PLAYERS.level;
  const board = encodeDeal(deal) + (deal.game === 'flood-duel' ? `@${level}` : '');
  return { read: read.value, key: { kind: 'deal', code: board }, level };
}

export function dealRoutes(api: FastifyInstance, deps: RouteDeps): void {
  const { db, boards } = deps;

  api.post('/api/results', { bodyLimit: DAILY_BODY_BYTES }, async (req, reply) => {
    const me = await signedIn(deps, req, reply, 'submit');
    if (!me) return reply;
    const body = resultBody(req.body);
    if (!body.ok) return refuse(reply, 400, body.reason);
    const found = dealOf(body.value.code);
    if (typeof found === 'string') return refuse(reply, 400, found);
    const { read, key, level } = found;
    const kept = await keptDeal(db, me.id, key.code);
    if (kept) return reply.code(200).send({ recorded: false, ...kept });
    const verdict = verifyDeal(read.deal, body.value.moves, level);
    if (!verdict.ok) return refuse(reply, 422, `the rules refuse this game: ${verdict.reason}`);
    const { hints, assisted, moves } = body.value;
    const entry = {
      profileId: me.id,
      code: key.code,
      game: read.deal.game,
      moves,
      result: verdict.value.result,
      helped: hints + assisted > 0,
    };
    const recorded = await recordDeal(db, entry);
    if (recorded) boards.clear(key);
    return reply.code(recorded ? 201 : 200).send({ recorded, result: entry.result, helped: entry.helped });
  });

  api.get('/api/results/:code', async (req, reply) => {
    const code = CODE((req.params as { code?: unknown }).code, 'code');
    if (!code.ok) return refuse(reply, 400, code.reason);
    const found = dealOf(code.value);
    if (typeof found === 'string') return refuse(reply, 400, found);
    const me = await profileOf(db, req);
    const lower = factsOf(found.read.deal.game).rule.lower;
    return reply.send(await boardOf(db, found.key, lower, me?.id ?? null, boards));
  });
}
