// The Explore shelf's routes (issue 43): players publish made boards (POST /api/puzzles, a puzzle
// code and a title from the word lists), read the shelves (GET /api/puzzles: NEW, POPULAR, HARDEST;
// /mine; /<id>), send verified attempts (POST /api/puzzles/<id>/results: the moves, played through
// the rules; plays, clears and average tries to clear count up), give a thumbs up (POST and DELETE
// …/thumbs) and report a puzzle, which hides it pending a moderator's look (POST …/report;
// moderationRoutes.ts), unless a moderator restored it over the same profile's report. The author's own
// attempts are verified but not counted: they know the way. Par is the best verified result: the
// line the maker's CHECK found, sent with PUBLISH, then any attempt that does better (the author's
// too: a better line is a better line).

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GAME_IDS, type GameId } from '../../src/logic/game';
import { checkTitle } from '../../src/logic/puzzleTitles';
import { ok, type Result, reject } from '../../src/logic/result';
import { anything, int, list, object, oneOf, optional, text } from '../../src/logic/schema';
import type { Deal } from '../../src/midend/codes/dealCode';
import { MAX_VERIFIED_MOVES } from '../../src/midend/core/verdict';
import { factsOf } from '../../src/midend/games/facts';
import * as store from '../store/puzzles';
import { isForeignKeyViolation } from '../store/sql';
import { profileOf } from './auth';
import { DAILY_BODY_BYTES } from './dailyRoutes';
import { attemptAt, madeDeal } from './puzzleDeals';
import { type RouteDeps, refuse, signedIn } from './routeKit';

/** Puzzles a profile may publish in a day, unless the deployment says (PUZZLES_PER_DAY). */
export const PUZZLES_PER_DAY = 10;
const DAY_MS = 86_400_000;

/** The longest puzzle code: a 60×40 Flood Duel board is about 1,260 characters. */
const PUZZLE_CODE = text(1400, /^[A-Za-z0-9 -]+$/);
const MOVES = list(text(24, /^[\x21-\x7e]+$/), MAX_VERIFIED_MOVES);
const publishBody = object<{ code: string; title: unknown; line: string[] | null }>({
  code: PUZZLE_CODE,
  title: anything,
  line: optional<string[] | null>(MOVES, null),
});
const attemptBody = object<{ moves: string[] }>({ moves: MOVES });
/** A puzzle's id as a path names it: eight URL-safe characters. */
export const PUZZLE_ID = text(8, /^[A-Za-z0-9_-]{8}$/);
const shelfQuery = object<{ game: string | null; tab: store.ShelfTab; limit: number }>({
  game: optional<string | null>(oneOf(GAME_IDS), null),
  tab: optional(oneOf(store.SHELF_TABS), 'new'),
  limit: optional(int(1, 50), 20),
});

/** The query's numbers as numbers (a query is text): a whole number's digits, else the text as it is. */
export const numbered = (query: unknown): unknown =>
  query && typeof query === 'object'
    ? Object.fromEntries(
        Object.entries(query).map(([k, v]) => [
          k,
          typeof v === 'string' && /^\d{1,6}$/.test(v) ? Number(v) : v,
        ]),
      )
    : query;

const NO_SUCH = 'no such puzzle on the shelf';

/** An entry as answered: the author by name only, never by profile id. */
const shown = ({ authorId: _, ...entry }: store.PuzzleEntry & { authorId: string }): store.PuzzleEntry =>
  entry;

/** `work`'s answer, or null when its puzzle went a moment ago (a moderator's removal, DELETE MY DATA). */
async function unlessGone<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (e) {
    if (isForeignKeyViolation(e)) return null;
    throw e;
  }
}

/** The puzzle the path names, on the shelf (not hidden), or null once the refusal is sent. */
async function puzzleAt(deps: RouteDeps, req: FastifyRequest, reply: FastifyReply) {
  const id = PUZZLE_ID((req.params as { id?: unknown }).id, 'id');
  const found = id.ok ? await store.puzzleOf(deps.db, id.value) : null;
  if (!found) await refuse(reply, 404, NO_SUCH);
  return found;
}

export function puzzleRoutes(api: FastifyInstance, deps: RouteDeps, perDay = PUZZLES_PER_DAY): void {
  const { db } = deps;

  // As large a body as an attempt's: the line for par may be as long as a game.
  api.post('/api/puzzles', { bodyLimit: DAILY_BODY_BYTES }, async (req, reply) =>
    publish(deps, perDay, req, reply),
  );

  api.get('/api/puzzles', async (req, reply) => {
    const query = shelfQuery(numbered(req.query));
    if (!query.ok) return refuse(reply, 400, query.reason);
    const { game, tab, limit } = query.value;
    // Signed in, the reader learns which entries are theirs.
    const me = await profileOf(db, req);
    return reply.send({ puzzles: await store.shelf(db, game, tab, limit, me?.id ?? null) });
  });

  api.get('/api/puzzles/mine', async (req, reply) => {
    const me = await signedIn(deps, req, reply);
    if (!me) return reply;
    return reply.send({ puzzles: await store.puzzlesOf(db, me.id) });
  });

  api.get('/api/puzzles/:id', async (req, reply) => {
    const found = await puzzleAt(deps, req, reply);
    if (!found) return reply;
    // Signed in, the reader learns whether they gave it their thumbs up.
    const me = await profileOf(db, req);
    const thumbed = me ? { thumbed: await store.thumbed(db, found.id, me.id) } : {};
    return reply.send({ ...shown(found), ...thumbed });
  });

  api.post('/api/puzzles/:id/results', { bodyLimit: DAILY_BODY_BYTES }, async (req, reply) =>
    attempt(deps, req, reply),
  );
  api.post('/api/puzzles/:id/thumbs', async (req, reply) => thumbs(deps, req, reply, true));
  api.delete('/api/puzzles/:id/thumbs', async (req, reply) => thumbs(deps, req, reply, false));

  api.post('/api/puzzles/:id/report', async (req, reply) => {
    const me = await signedIn(deps, req, reply, 'report');
    if (!me) return reply;
    const found = await puzzleAt(deps, req, reply);
    if (!found) return reply;
    // A report a moderator dismissed on this puzzle before does not hide it again (hidden: false).
    const hidden = await store.report(db, found.id, me.id, deps.now());
    // Removed by a moderator a moment ago: no such puzzle.
    if (hidden === null) return refuse(reply, 404, NO_SUCH);
    return reply.send({ id: found.id, hidden });
  });
}

/** POST /api/puzzles: a made board on the shelf, once, under a title from the lists. */
async function publish(deps: RouteDeps, perDay: number, req: FastifyRequest, reply: FastifyReply) {
  const me = await signedIn(deps, req, reply);
  if (!me) return reply;
  const body = publishBody(req.body);
  if (!body.ok) return refuse(reply, 400, body.reason);
  const title = checkTitle(body.value.title);
  if (!title.ok) return refuse(reply, 400, title.reason);
  const made = madeDeal(body.value.code);
  if (!made.ok) return refuse(reply, 400, made.reason);
  const par = parOfLine(made.value.deal, body.value.line);
  if (!par.ok) return refuse(reply, 400, par.reason);
  // What is refused above counts against nothing; a puzzle published counts against both limits.
  const now = deps.now();
  if ((await store.publishedSince(deps.db, me.id, now - DAY_MS)) >= perDay)
    return refuse(reply, 429, `${perDay} puzzles a day at most: publish this one tomorrow`);
  if (!deps.limits.take('publish', deps.address(req), now))
    return refuse(reply, 429, 'too many puzzles from here: wait a minute');
  const { deal, code } = made.value;
  const kept = await store.publish(deps.db, {
    game: deal.game,
    code,
    title: title.value,
    authorId: me.id,
    now,
    par: par.value,
  });
  if (!kept.made) return reply.code(409).send({ error: 'this puzzle is already on the shelf', id: kept.id });
  const puzzle = await store.puzzleOf(deps.db, kept.id);
  return reply.code(201).send(puzzle ? shown(puzzle) : { id: kept.id });
}

const lowerBetter = (game: string): boolean => factsOf(game as GameId).rule.lower;

/** Par from the maker's line: its verified result (null: no line sent); or why the line is refused. */
function parOfLine(deal: Deal, line: readonly string[] | null): Result<number | null> {
  if (line === null) return ok(null);
  const verdict = attemptAt(deal, line);
  if (!verdict.ok) return reject(`line: the rules refuse it: ${verdict.reason}`);
  return ok(verdict.value.result);
}

/** POST /api/puzzles/<id>/results: an attempt, its moves played through the rules, then counted. */
async function attempt(deps: RouteDeps, req: FastifyRequest, reply: FastifyReply) {
  const me = await signedIn(deps, req, reply, 'attempt');
  if (!me) return reply;
  const found = await puzzleAt(deps, req, reply);
  if (!found) return reply;
  const body = attemptBody(req.body);
  if (!body.ok) return refuse(reply, 400, body.reason);
  const made = madeDeal(found.code);
  if (!made.ok) return refuse(reply, 409, `the puzzle no longer reads: ${made.reason}`);
  const verdict = attemptAt(made.value.deal, body.value.moves);
  if (!verdict.ok) return refuse(reply, 422, `the rules refuse this game: ${verdict.reason}`);
  const { result, cleared } = verdict.value;
  if (result !== null) await store.offerPar(deps.db, found.id, result, lowerBetter(found.game));
  // The author's attempts are not counted: their tries would make their puzzle look easy.
  if (found.authorId === me.id) return reply.send({ counted: false, result, cleared, tries: 0 });
  const played = await unlessGone(store.recordPlay(deps.db, found.id, me.id, cleared));
  if (!played) return refuse(reply, 404, NO_SUCH);
  return reply.code(201).send({ counted: true, result, cleared, tries: played.tries });
}

/** POST (up) or DELETE (taken back) /api/puzzles/<id>/thumbs: once per profile, however often sent. */
async function thumbs(deps: RouteDeps, req: FastifyRequest, reply: FastifyReply, up: boolean) {
  const me = await signedIn(deps, req, reply, 'thumb');
  if (!me) return reply;
  const found = await puzzleAt(deps, req, reply);
  if (!found) return reply;
  const count = await unlessGone(store.thumb(deps.db, found.id, me.id, up));
  if (count === null) return refuse(reply, 404, NO_SUCH);
  return reply.send({ id: found.id, thumbs: count, thumbed: up });
}
