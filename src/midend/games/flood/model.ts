// What Flood Duel's view draws of a position (the model) and what the test hook reports of it: the
// counts, what each colour would gain, who may move, the next game chosen, the last move in words,
// and a live duel's room.

import { lastMoveWords, playerName } from '../../../i18n/floodPlayers';
import * as FD from '../../../logic/flood/index';
import type { DuelInfo } from '../../../services/liveDuel';
import { encodeDuel } from '../../codes/duelCode';
import type { Position } from '../../session/part';
import { otherName } from './live';
import type { FloodMidend } from './midend';
import type { FloodPlayers } from './players';

/** The next new game's level, size and rule set (LEVEL, SIZE, RULES), and whether they differ from this game's. */
export interface NextGame {
  readonly level: FD.AiLevel;
  readonly rules: FD.FloodRuleSet;
  readonly width: number;
  readonly height: number;
  readonly changed: boolean;
}

export interface FloodModel {
  readonly state: FD.FloodState;
  readonly seed: number;
  /** A made board (a puzzle code, `board=`), not a seeded deal. */
  readonly made: boolean;
  readonly players: FloodPlayers;
  readonly counts: { readonly p1: number; readonly p2: number };
  /** What each colour would gain the player to move. */
  readonly gains: readonly number[];
  /** The colours the player to move may not choose (Filler's rules: theirs and the opponent's). */
  readonly forbidden: readonly number[];
  readonly over: boolean;
  readonly winner: FD.Player | 'draw' | null;
  readonly thinking: boolean;
  /** The player to move plays at this screen (not the computer, not the friend far away). */
  readonly human: boolean;
  /** The colour buttons can be pressed. */
  readonly enabled: boolean;
  /** UNDO and REDO have something to take back or play again (never in a duel by code). */
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly next: NextGame;
  /** The last move in words, full and short (a duel by code shows the friend's move so); null: none. */
  readonly lastMove: readonly [string, string] | null;
  /** A live duel's room (null when not online). */
  readonly online: DuelInfo | null;
  /** The other player's name far away: FRIEND, or OPPONENT for a stranger met online. */
  readonly other: string;
}

/** The game chosen for the next new game (LEVEL, SIZE, RULES): its options and players. */
export interface Chosen {
  readonly options: FD.FloodOptions;
  readonly players: FloodPlayers;
}

/** Everything the view draws for position `at`. */
export function floodModel(midend: FloodMidend, at: Position<FD.FloodState>, chosen: Chosen): FloodModel {
  const s = at.state;
  const { players, thinking } = midend;
  const over = FD.status(s) === 'over';
  const live = midend.online;
  const human =
    players.mode === 'mail'
      ? s.turn === players.me
      : players.mode === 'live'
        ? s.turn === players.me && live?.status === 'playing' && !live.reconnecting
        : !midend.isComputer(s.turn);
  const n = chosen;
  return {
    state: s,
    seed: midend.seed,
    made: midend.options.board !== undefined,
    players,
    counts: FD.counts(s),
    gains: FD.gains(s, s.turn),
    forbidden: over ? [] : FD.forbidden(s),
    over,
    winner: FD.winner(s),
    thinking,
    human,
    enabled: !over && human && !thinking,
    canUndo: at.canUndo,
    canRedo: at.canRedo,
    next: {
      level: n.players.level,
      rules: FD.rulesOf(n.options),
      width: n.options.width,
      height: n.options.height,
      changed:
        n.players.level !== players.level ||
        n.options.width !== s.width ||
        n.options.height !== s.height ||
        FD.rulesOf(n.options) !== FD.rulesOf(s),
    },
    lastMove: lastMove(midend, at),
    online: live,
    other: otherName(live),
  };
}

/** The game's own fields of the test hook's snapshot. */
export function floodSnapshot(midend: FloodMidend, m: FloodModel): Record<string, unknown> {
  return {
    board: FD.encode(m.state),
    moves: m.state.moves,
    thinking: m.thinking,
    turn: m.state.turn,
    mode: m.players.mode,
    level: m.players.level,
    rules: FD.rulesOf(m.state),
    forbidden: m.forbidden,
    me: m.players.me ?? null,
    duelCode: midend.duel ? encodeDuel(midend.duel.code) : null,
    lastMove: m.lastMove?.[0] ?? '',
    size: { width: m.state.width, height: m.state.height },
    counts: m.counts,
    gains: m.gains,
    winner: m.winner,
    buttonsEnabled: m.gains.map(() => m.enabled),
    online: m.online
      ? {
          room: m.online.code || m.online.roomId,
          role: m.online.role,
          opponentConnected: m.online.opponentConnected,
          status: m.online.status,
          clock: m.online.clock,
          ratings: m.online.ratings,
        }
      : null,
  };
}

/** What the last move did, in words (null: no move yet, or a watched position). */
function lastMove(midend: FloodMidend, at: Position<FD.FloodState>): readonly [string, string] | null {
  const h = midend.history;
  const step = h.steps[h.done - 1];
  const move = step?.moves[0];
  if (!step || !move || step.after !== at.state) return null;
  const side = step.before.turn === 1 ? 'p1' : 'p2';
  const gained = FD.counts(step.after)[side] - FD.counts(step.before)[side];
  const who = playerName(step.before.turn, midend.players.mode, midend.players.me, otherName(midend.online));
  return lastMoveWords(who, FD.colorIndex(move.color), gained);
}
