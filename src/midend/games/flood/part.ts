// Flood Duel's part of its screen's session: keys 1–6 read by its interpret_move, LEVEL, SIZE and
// RULES choosing the next game's (they say so while they differ from this game's), the new games (against
// the computer, two players, a duel by code; asked first over a game with moves in it), ENTER
// CODE, PLAY ONLINE (playOnline.ts), the model its view draws (gains, turns, the last move), its
// snapshot fields and its results.

import { FLOOD_COLOURS } from '../../../i18n/colours';
import { lastMoveWords, playerName } from '../../../i18n/floodPlayers';
import { t } from '../../../i18n/i18n';
import { levelName } from '../../../i18n/levels';
import * as FD from '../../../logic/flood/index';
import { interpretFlood } from '../../../logic/flood/input';
import type { DuelInfo } from '../../../services/liveDuel';
import { encodeDeal } from '../../codes/dealCode';
import { encodeDuel } from '../../codes/duelCode';
import { playedMoves } from '../../core/history';
import { SCREENS } from '../../launch/navigation';
import { pictureOf } from '../../progress/daily';
import { floodStars } from '../../progress/stars';
import type { EndWords, GamePart, Position } from '../../session/part';
import { floodFacts } from './facts';
import { isFriend, otherName } from './live';
import type { FloodMidend } from './midend';
import type { FloodPlayers, Mode } from './players';
import { onlineActions } from './playOnline';
import { paramsOf } from './setup';

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

type Part = GamePart<FD.FloodState, FD.FloodMove, FD.FloodChange, null, FloodModel>;

export function floodPart(midend: FloodMidend): Part {
  let next: { options: FD.FloodOptions; players: FloodPlayers } | null = null;
  const chosen = () => {
    next ??= { options: midend.options, players: midend.players };
    return next;
  };
  const name = (p: FD.Player): string =>
    playerName(p, midend.players.mode, midend.players.me, otherName(midend.online));
  /** A new game in `mode`, with the level and size chosen for it. */
  const restartIn = (mode: Mode) => {
    const n = chosen();
    const options = { ...n.options, first: midend.nextFirst(mode) };
    return { fresh: true, params: paramsOf(options, { ...n.players, mode }) };
  };
  const cycle = <T>(list: readonly T[], at: number): T => list[(at + 1) % list.length] as T;
  // Online games are played under Flood Duel's own rules (the server knows no other): at its size.
  const online = onlineActions(() =>
    chosen().options.rules === 'filler' ? FD.DEFAULT_SIZE : chosen().options,
  );
  return {
    id: 'flood-duel',
    midend,
    rule: floodFacts.rule,
    initialUi: () => null,
    interpret: (_state, _ui, input) => interpretFlood(input),
    act(action, api) {
      const n = chosen();
      if (action === 'level') {
        const level = cycle(FD.AI_LEVELS, FD.AI_LEVELS.indexOf(n.players.level));
        next = { ...n, players: { ...n.players, level } };
      } else if (action === 'size') {
        // Filler is played on its own board: SIZE chooses among Flood Duel's.
        if (n.options.rules === 'filler') return false;
        const sizes = FD.SIZE_PRESETS;
        const at = sizes.findIndex((q) => q.width === n.options.width && q.height === n.options.height);
        next = { ...n, options: { ...n.options, ...cycle(sizes, at) } };
      } else if (action === 'ruleset') {
        const filler = n.options.rules !== 'filler';
        const { rules: _, ...rest } = n.options;
        next = {
          ...n,
          options: filler ? { ...rest, ...FD.FILLER_SIZE, rules: 'filler' } : { ...rest, ...FD.DEFAULT_SIZE },
        };
      } else if (action === 'new-cpu' || action === 'new-duo' || action === 'new-mail') {
        const mode = action === 'new-cpu' ? 'cpu' : action === 'new-duo' ? 'duo' : 'mail';
        const start = (): void => api.go({ scene: SCREENS.floodDuel, data: restartIn(mode) });
        if (midend.players.mode !== 'live' || !online.leaveFirst(api, start)) api.askNewGame(start);
        return true;
      } else if (action === 'enter-code') {
        api.emit({ kind: 'enter-code', title: t("ENTER YOUR FRIEND'S DUEL CODE (OR ANY CODE)") });
        return true;
      } else return online.act(action, api);
      api.emit({ kind: 'sound', sound: 'click' });
      api.emit({ kind: 'hud' });
      return true;
    },
    refused: (move) => ({
      shake: { kind: 'button', name: `color-${FD.colorIndex(move.color) + 1}` },
      message: null,
    }),
    model: (at: Position<FD.FloodState>): FloodModel => {
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
      const n = chosen();
      return {
        state: s,
        seed: midend.seed,
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
        lastMove: lastMove(at),
        online: live,
        other: otherName(live),
      };
    },
    snapshot: (m) => ({
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
          }
        : null,
    }),
    endWords: () => endWords(midend),
    // Against the computer: the squares you own at the end.
    result: () =>
      midend.players.mode === 'cpu' && FD.status(midend.state) === 'over' ? FD.counts(midend.state).p1 : null,
    level: () => midend.players.level,
    mode: () => midend.players.mode,
    // The log's wins are the player's own: against the computer (player 1) or a friend far away;
    // two people at one screen, and a draw, win nobody a game.
    playerWon: () => {
      const { mode, me } = midend.players;
      const w = FD.winner(midend.state);
      return mode === 'cpu' ? w === 1 : mode === 'mail' || mode === 'live' ? w === me : false;
    },
    // A square per colour the first player chose (turns alternate from the player who started).
    picture: () => {
      const starter = midend.options.first;
      return pictureOf(
        playedMoves(midend.history)
          .filter((_, i) => (i % 2 === 0 ? starter : 3 - starter) === 1)
          .map((m) => FLOOD_COLOURS[FD.colorIndex(m.color)] ?? ''),
      );
    },
    // A new game from a live duel is one against the computer (a rematch is REMATCH's).
    newGame: () => restartIn(midend.players.mode === 'live' ? 'cpu' : midend.players.mode),
    joinRoom: (code, api) => online.join(code, api),
    // Online: the room's code (a friend's to enter; a quick match's is its room, never an offline deal's).
    headerCode: () =>
      midend.online?.code ||
      midend.online?.roomId ||
      (midend.duel ? encodeDuel(midend.duel.code) : encodeDeal(midend.currentDeal())),
    takeDuel: (moves, shown) => {
      midend.takeDuel(moves, shown);
    },
    busy: () => midend.thinking,
  };

  /** What the last move did, in words (null: no move yet, or a watched position). */
  function lastMove(at: Position<FD.FloodState>): readonly [string, string] | null {
    const h = midend.history;
    const step = h.steps[h.done - 1];
    const move = step?.moves[0];
    if (!step || !move || step.after !== at.state) return null;
    const side = step.before.turn === 1 ? 'p1' : 'p2';
    const gained = FD.counts(step.after)[side] - FD.counts(step.before)[side];
    return lastMoveWords(name(step.before.turn), FD.colorIndex(move.color), gained);
  }
}

function endWords(midend: FloodMidend): EndWords {
  const s = midend.state;
  const { mode, level, me } = midend.players;
  const w = FD.winner(s);
  const c = FD.counts(s);
  let title = t('DRAW!');
  if (w === 1 || w === 2)
    title =
      mode === 'cpu'
        ? w === 1
          ? t('YOU WIN!')
          : t('COMPUTER WINS')
        : mode === 'mail' || mode === 'live'
          ? w === me
            ? t('YOU WIN!')
            : midend.online && !isFriend(midend.online)
              ? t('YOUR OPPONENT WINS')
              : t('YOUR FRIEND WINS')
          : t('PLAYER {n} WINS!', { n: w });
  const lines = [t('{p1} – {p2} in {n} moves', { p1: c.p1, p2: c.p2, n: s.moves })];
  if (mode === 'cpu')
    lines.push(
      t('Wins against {level}: {wins}', { level: levelName(level), wins: midend.winsAgainst(level) }),
    );
  if (mode === 'mail' && s.lastMover === me)
    lines.push(t('Copy the code and send it: your friend sees the end too.'));
  const live = mode === 'live';
  return {
    title,
    tone: w === 1 ? 'player1' : w === 2 ? 'player2' : 'accent',
    lines,
    buttons: [
      live
        ? { name: 'rematch', label: t('REMATCH'), action: 'online-rematch' }
        : { name: 'rematch', label: t('NEW GAME'), action: 'new-deal' },
      ...(live ? [{ name: 'online-leave', label: t('LEAVE'), action: 'online-leave' } as const] : []),
      // VIEW BOARD, by its name of old.
      { name: 'close-panel', label: t('VIEW BOARD'), short: t('BOARD'), action: 'view-board' },
    ],
    sound: mode === 'cpu' && w === 2 ? 'lose' : 'win',
    // Lost to the computer or to the friend at the other end of a duel by code: the gentler moment.
    won: !(mode === 'cpu' && w === 2) && !((mode === 'mail' || live) && w !== null && w !== me),
    stars: mode === 'cpu' && w === 1 ? floodStars(c.p1, c.p2, s.width * s.height, level) : null,
  };
}
