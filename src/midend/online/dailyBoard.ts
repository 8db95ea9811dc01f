// A day's daily board as the server answers it (GET /api/daily/<game>/<day>; server/store/daily.ts
// counts it): how many players reached each result, the reader's place and the share of the others
// they beat, and the reader's friends' results, best first. Read with the schema module like any
// message from outside, and told in words for the results panel and in bars for the DAILY BOARD
// screen.

import { t, verbatim } from '../../i18n/i18n';
import { count } from '../../i18n/units';
import type { GameId } from '../../logic/game';
import type { Result } from '../../logic/result';
import { bool, int, list, nullable, object, text } from '../../logic/schema';
import type { ResultRule } from '../games/descriptor';
import { FRIEND_CODE } from './playerCodes';

export interface BoardLine {
  readonly name: string;
  readonly friendCode: string;
  readonly result: number | null;
  readonly helped: boolean;
  /** The reader's own line. */
  readonly you: boolean;
}

export interface DailyBoard {
  readonly players: number;
  /** Each result with how many players reached it, best first; null (no result) last. */
  readonly distribution: readonly { readonly result: number | null; readonly players: number }[];
  /** The reader's own: result, place (1 is best; ties share) and the percentage of the others beaten. */
  readonly mine: {
    readonly result: number | null;
    readonly place: number;
    readonly beat: number | null;
  } | null;
  /** The reader and the players they follow, best first. */
  readonly friends: readonly BoardLine[];
}

const MANY = 1_000_000_000;
/** Results a board can hold: far more than any game has. */
const MAX_ROWS = 10_000;

export const readBoard = object<DailyBoard>({
  players: int(0, MANY),
  distribution: list(object({ result: nullable(int(0, MANY)), players: int(0, MANY) }), MAX_ROWS),
  mine: nullable(
    object({ result: nullable(int(0, MANY)), place: int(1, MANY), beat: nullable(int(0, 100)) }),
  ),
  friends: list(
    object<BoardLine>({
      name: text(40),
      friendCode: text(9, FRIEND_CODE),
      result: nullable(int(0, MANY)),
      helped: bool,
      you: bool,
    }),
    MAX_ROWS,
  ),
}) as (data: unknown) => Result<DailyBoard>;

/** Which board: a game's daily deal on a day, or one deal by its (deal or challenge) code. */
export type BoardAsked =
  | { readonly to: 'daily'; readonly game: GameId; readonly day: string }
  | { readonly to: 'deal'; readonly code: string };

/** What became of asking for a board. */
export type BoardNews =
  | { readonly kind: 'board'; readonly board: DailyBoard }
  /** The server did not answer: why, in a sentence. */
  | { readonly kind: 'down'; readonly reason: string }
  /** This copy of the game has no server: why there are no boards, in a sentence. */
  | { readonly kind: 'none'; readonly reason: string }
  /** Online features are off: nothing was sent or asked. */
  | { readonly kind: 'off' };

const resultWords = (result: number | null, rule: ResultRule): string =>
  result === null ? t('no result') : count(result, rule.unit);

/** The reader's place in words (null: the reader has no result on this board). */
export function placeLine(board: DailyBoard): string | null {
  const mine = board.mine;
  if (!mine) return null;
  if (mine.beat === null) return t('You are the first on this board.');
  if (mine.result === null)
    return t('No result for you, with {count} on the board.', {
      count: count(board.players, 'player'),
    });
  if (mine.place === 1)
    return t('First place of {players}: better than {beat}% of the others.', {
      players: board.players,
      beat: mine.beat,
    });
  return t('Place {place} of {players}: better than {beat}% of the others.', {
    place: mine.place,
    players: board.players,
    beat: mine.beat,
  });
}

/** The friends' results (the reader's among them), best first, in one line; null: no friend played. */
export function friendsLine(board: DailyBoard, rule: ResultRule): string | null {
  const others = board.friends.filter((f) => !f.you);
  if (others.length === 0) return null;
  const list = board.friends
    .slice(0, 6)
    .map((f) => `${f.you ? t('you') : verbatim(f.name)} ${resultWords(f.result, rule)}${f.helped ? '*' : ''}`)
    .join(', ');
  return t('Friends: {list}', { list });
}

/** How many players reached each result, the reader's marked, in one line (at most `n` results). */
export function distributionLine(board: DailyBoard, n = 6): string {
  const mine = board.mine?.result;
  const list = board.distribution
    .slice(0, n)
    .map((d) => {
      const what = d.result === null ? t('no result') : String(d.result);
      return `${what}: ${d.players}${board.mine && d.result === mine ? ` (${t('you')})` : ''}`;
    })
    .join(' · ');
  return t('How everyone did: {list}', { list });
}

/** The panel's lines for a day's board: place, friends, the distribution; or why there is none. */
export function boardLines(news: BoardNews | null, rule: ResultRule): string[] {
  if (news === null) return [t('Asking the board…')];
  if (news.kind === 'none') return [news.reason];
  if (news.kind === 'off') return [t('Turn on online features (PROFILE on the menu) to see how others did.')];
  if (news.kind === 'down')
    return [news.reason, t('The board is unavailable; your result is sent when the server answers.')];
  const b = news.board;
  const lines = [placeLine(b), friendsLine(b, rule)].filter((l): l is string => l !== null);
  return b.players > 0 ? [...lines, distributionLine(b)] : lines;
}
