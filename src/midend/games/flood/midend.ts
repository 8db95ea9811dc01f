// Flood Duel in the midend: who plays (two people, you against the computer at a level, you and a
// friend far away by duel codes, or live online), the computer's turns (asked of a worker, played
// after the original's one-second pause, a quick greedy move if the worker fails), undo that gives
// you your turn back, the tally of wins, a correspondence duel kept move by move, and a live duel:
// your moves sent to the server, your friend's played as the server reports them.

import { t } from '../../../i18n/i18n';
import type { AiLevel } from '../../../logic/flood/ai';
import {
  colorIndex,
  type FloodMove,
  type FloodOptions,
  floodDuel,
  moveOfIndex,
} from '../../../logic/flood/game';
import { type FloodChange, nextStarter, winner } from '../../../logic/flood/rules';
import type { FloodState, Player } from '../../../logic/flood/state';
import { ok, type Result } from '../../../logic/result';
import { type DuelInfo, type LiveDuel, liveDuel } from '../../../services/liveDuel';
import { type Duel, DuelBook } from '../../codes/correspondence';
import type { MidendConfig } from '../../core/config';
import { playedMoves } from '../../core/history';
import { type Launch, Midend, type MidendDeps, type Mover } from '../../core/midend';
import { Records } from '../../core/records';
import type { WorkerClient } from '../../workers/workerClient';
import { ComputerTurn } from './computerTurn';
import { isFriend, liveEnd, liveNews, offBoardWin } from './live';
import { DEFAULT_PLAYERS, type FloodPlayers, type Mode, validatePlayers } from './players';
import type { FloodAnswer, FloodQuestion } from './worker';

export { COMPUTER_PAUSE } from './computerTurn';

type Deps = MidendDeps<FloodState, FloodMove> & {
  readonly computer: WorkerClient<FloodQuestion, FloodAnswer>;
};

/**
 * Flood Duel as the midend serves it: no bests (wins against the computer are tallied by the
 * FloodMidend); a saved game fits a launch of the same board size, rule set and players, whoever
 * started.
 */
export const floodConfig: MidendConfig<FloodOptions, FloodState, FloodMove, FloodChange, FloodPlayers> = {
  rules: floodDuel,
  validateExtras: validatePlayers,
  defaultExtras: () => DEFAULT_PLAYERS,
  dealOf: (options, seed) => ({ game: 'flood-duel', options, seed }),
  fits: (saved, launch) => {
    const o = launch.options;
    const p = launch.extras ?? DEFAULT_PLAYERS;
    return (
      o !== undefined &&
      saved.options.width === o.width &&
      saved.options.height === o.height &&
      saved.options.rules === o.rules &&
      // A made board is its own deal (every one has seed 0).
      saved.options.board === o.board &&
      saved.extras.mode === p.mode &&
      (p.mode === 'duo' || saved.extras.level === p.level) &&
      saved.extras.me === p.me
    );
  },
};

export class FloodMidend extends Midend<FloodOptions, FloodState, FloodMove, FloodChange, FloodPlayers> {
  /** The computer's turn (computerTurn.ts). */
  private readonly turn: ComputerTurn;
  private readonly wins: Records;
  private readonly duels: DuelBook;
  /** A live duel: its connection, and how to stop hearing it. */
  private live: LiveDuel | null = null;
  private stopHearing: (() => void) | null = null;
  /** The view has shown every move made so far (a friend's next move may be played). */
  private caughtUp = true;

  constructor(deps: Deps) {
    super(floodConfig, deps);
    this.turn = new ComputerTurn(deps.computer, deps.timer, {
      play: (move) => this.play(move, 'computer'),
      say: (message) => this.view.say(message),
      refresh: () => this.view.refresh(),
    });
    this.wins = new Records(deps.storage, 'flood-duel-wins', 'tally');
    this.duels = new DuelBook(deps.storage);
  }

  /** The computer is choosing its move. */
  get thinking(): boolean {
    return this.turn.thinking;
  }

  get players(): FloodPlayers {
    return this.extras;
  }

  /** Player 2 is the computer in a game against it. */
  isComputer(p: Player): boolean {
    return this.players.mode === 'cpu' && p === 2;
  }

  /** Wins against the computer at a level, over all games. */
  winsAgainst(level: AiLevel): number {
    return this.wins.best(level) ?? 0;
  }

  /** Who starts the next game: see `nextStarter` (docs/RULES.md §2); a duel by mail: its sender. */
  nextFirst(mode: Mode): Player {
    return mode === 'mail' || mode === 'live' ? 1 : nextStarter(this.state, mode);
  }

  /** The live duel's room as this side sees it (null when the game is not played online). */
  get online(): DuelInfo | null {
    return this.players.mode === 'live' ? (this.live?.info ?? null) : null;
  }

  /** Moves are sent away (by code or live): they cannot be taken back. */
  private get sent(): boolean {
    return this.players.mode === 'mail' || this.players.mode === 'live';
  }

  /**
   * A live game starts listening to its room; a game of any other kind begun here leaves the room
   * this tab was in (the friend wins by forfeit, as LEAVE would have it).
   */
  override begin(launch: Launch<FloodOptions, FloodPlayers> = {}): void {
    super.begin(launch);
    if (this.players.mode !== 'live') {
      // A game from the log watched again replaces nothing: a live duel goes on.
      if (!this.watched) void liveDuel()?.leave();
      return;
    }
    this.live = liveDuel();
    let was = this.live?.info ?? null;
    this.stopHearing =
      this.live?.listen(
        (now) => {
          if (was) this.tell(was, now);
          if (was?.reconnecting && !now.reconnecting) this.resend();
          was = now;
          this.pull();
          this.view.refresh();
        },
        (reason) => this.view.say(t('The server refused the move ({reason}).', { reason })),
      ) ?? null;
  }

  /**
   * A live duel: what changed in the room that the player should hear about; a game decided off
   * the board (a side left, was away too long or ran out of time) goes to the log as what it was.
   */
  private tell(was: DuelInfo, now: DuelInfo): void {
    for (const said of liveNews(was, now)) this.view.say(said);
    const end = liveEnd(now);
    if (liveEnd(was).by === 'board' && end.by !== 'board') this.view.decided(offBoardWin(end));
  }

  /**
   * Back after a lost connection: this side's moves the room does not have (sent while the
   * connection was going) are sent again, as the moves they are in the game.
   */
  private resend(): void {
    const info = this.online;
    if (!info || !this.live || info.seed !== this.seed) return;
    const played = playedMoves(this.history);
    const first = this.options.first;
    for (let at = info.moves.length; at < played.length; at++) {
      const mover = at % 2 === 0 ? first : first === 1 ? 2 : 1;
      const move = played[at];
      if (mover === this.players.me && move) this.live.move(move.color, at);
    }
  }

  /** A live duel: the friend's next move the room has and this side has not shown yet. */
  private pull(): void {
    const info = this.online;
    if (!info || !this.caughtUp || info.seed !== this.seed) return;
    const have = playedMoves(this.history).length;
    const next = info.moves[have];
    if (next !== undefined) this.play(moveOfIndex(next), 'computer');
  }

  /**
   * A move made, before the view hears: the view has a move to catch up with, and in a live duel
   * the player's own goes to the server as the move it is in the game.
   */
  protected override played(move: FloodMove, by: Mover): void {
    this.caughtUp = false;
    if (by === 'player' && this.live) this.live.move(move.color, playedMoves(this.history).length - 1);
  }

  protected override refusal(): string | null {
    if (this.players.mode === 'mail' && this.state.turn !== this.players.me)
      return "it is your friend's turn: copy the code and send it to them";
    if (this.players.mode === 'live') {
      const info = this.online;
      if (!info || info.status === 'over') return 'the online game has ended';
      if (info.reconnecting) return 'the connection to the server is lost: reconnecting';
      if (info.status === 'waiting') return 'your friend has not joined yet: send them the code';
      if (this.state.turn !== this.players.me)
        return isFriend(info) ? "it is your friend's turn" : "it is your opponent's turn";
      return null;
    }
    return this.thinking || this.isComputer(this.state.turn) ? "it is the computer's turn" : null;
  }

  /** A duel by mail: this side's duel as its code stands (null in other modes). */
  get duel(): Duel | null {
    const { mode, me } = this.players;
    if (mode !== 'mail' || !me) return null;
    const moves = playedMoves(this.history).map((m) => colorIndex(m.color));
    return { code: { options: this.options, seed: this.seed, moves }, me };
  }

  /**
   * A duel code taken in (see correspondence.ts; the midend was dealt its deal in mail mode):
   * every move but the last `shown` at once, then those played so the view animates them.
   */
  takeDuel(moves: readonly number[], shown: number): Result<null> {
    const all = moves.map(moveOfIndex);
    const quiet = this.takeIn(all.slice(0, all.length - shown));
    if (!quiet.ok) return quiet;
    for (const m of all.slice(all.length - shown)) {
      const r = this.play(m, 'computer');
      if (!r.ok) return r;
    }
    return ok(null);
  }

  /**
   * Something to take back: never in a duel by mail, and against the computer only a move of the
   * player's own (undo passes over the computer's turns, so its opening move alone is not one).
   */
  override get canUndo(): boolean {
    if (this.sent || !super.canUndo) return false;
    const { steps, done } = this.history;
    return steps.slice(0, done).some((step) => !this.isComputer(step.before.turn));
  }

  override get canRedo(): boolean {
    return !this.sent && super.canRedo;
  }

  /** Moves sent away cannot be taken back: a duel by mail has no undo (see canUndo). */
  override undo(): boolean {
    return this.canUndo && super.undo();
  }

  override redo(): boolean {
    return this.canRedo && super.redo();
  }

  /** Saved as any game, and a duel by mail also in the book of duels (the code to send). */
  protected override persist(): void {
    // A live game is the server's: the game saved here (if any) stays for later.
    if (this.players.mode === 'live') return;
    super.persist();
    const duel = this.duel;
    if (duel) this.duels.keep(duel);
  }

  /** Undo and redo pass over the computer's turns, so undo gives you your own turn back. */
  protected override passOver(state: FloodState): boolean {
    return this.isComputer(state.turn);
  }

  protected override onEnd(): void {
    if (this.players.mode === 'cpu' && winner(this.state) === 1) this.wins.count(this.players.level);
  }

  protected override halt(): void {
    this.turn.halt();
  }

  override dispose(): void {
    super.dispose();
    this.turn.dispose();
    // The live duel goes on while the player looks at the menu or how to play: the screen opened
    // plainly again comes back to it (launch.ts); a game of another kind begun here leaves it (begin).
    this.stopHearing?.();
    this.stopHearing = null;
  }

  /** When the view has caught up and it is the computer's turn, it thinks, waits the pause, moves. */
  override ready(): void {
    super.ready();
    this.caughtUp = true;
    this.pull();
    const s = this.state;
    if (this.turn.thinking || this.status !== 'playing' || !this.isComputer(s.turn)) return;
    this.turn.take(s, this.players.level, this.seed);
  }
}
