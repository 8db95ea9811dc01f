// A race of 2–8 players on one GlassWorks or Joker Coloring deal. Each racer plays their own board:
// the room keeps every racer's game through the game's rules (src/logic/race.ts), so progress and
// results are the server's, never a client's claim. The first racer STARTs the race once a second
// has joined; joining closes then. The race is over when every racer has finished or left; places
// are kept up to date all along. A dropped racer has a minute to come back.

import { randomInt } from 'node:crypto';
import { type Client, ServerError } from '@colyseus/core';
import type { AnyRules } from '../../src/logic/game';
import {
  checkRaceMove,
  checkRaceRequest,
  RACE_MESSAGES,
  RACE_PLAYERS,
  type RaceGame,
  readMessage,
} from '../../src/logic/online';
import { raceRules, ranks, standing } from '../../src/logic/race';
import { log } from '../log';
import { freeCode } from './codes';
import { DuelRoom } from './DuelRoom';
import { GuardedRoom } from './guard';
import { Racer, RaceState } from './raceState';

export class RaceRoom extends GuardedRoom<RaceState> {
  override maxClients = RACE_PLAYERS;
  private game!: RaceGame;
  private rules!: AnyRules;
  private start: unknown;
  private readonly games = new Map<string, unknown>();
  private readonly finishedAt = new Map<string, number>();
  private seats = 0;

  override async onCreate(options: unknown): Promise<void> {
    const request = readMessage(checkRaceRequest, options ?? {});
    if (!request.ok) throw new ServerError(400, request.reason);
    this.game = request.value.game;
    this.rules = raceRules(this.game);
    const checked = this.rules.checkOptions(request.value.options ?? this.rules.defaultOptions);
    if (!checked.ok) throw new ServerError(400, checked.reason);
    this.setState(new RaceState());
    this.roomId = await freeCode();
    this.state.code = request.value.private ? this.roomId : '';
    if (request.value.private) await this.setPrivate(true);
    await this.setMetadata({ game: this.game });
    this.state.game = this.game;
    this.state.options = JSON.stringify(checked.value);
    this.state.seed = request.value.seed ?? randomInt(2 ** 31);
    this.state.status = 'waiting';
    this.start = this.rules.deal(checked.value, this.state.seed);
    this.hear({
      [RACE_MESSAGES.move]: (client, data) => this.move(client, data),
      [RACE_MESSAGES.start]: (client) => this.begin(client),
    });
  }

  override onJoin(client: Client): void {
    const r = new Racer();
    r.seat = ++this.seats;
    r.connected = true;
    r.moves = 0;
    r.over = false;
    r.result = -1;
    r.place = 0;
    r.left = false;
    r.progress = standing(this.game, this.start).progress;
    this.state.racers.set(client.sessionId, r);
    this.games.set(client.sessionId, this.start);
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    const forGood = this.forGood(client, consented);
    const r = this.state.racers.get(client.sessionId);
    if (!r) return;
    r.connected = false;
    if (this.state.status === 'waiting' && forGood) {
      this.state.racers.delete(client.sessionId);
      return;
    }
    if (!forGood && this.state.status !== 'over') {
      try {
        await this.allowReconnection(client, DuelRoom.reconnectSeconds);
        r.connected = true;
        return;
      } catch {}
    }
    r.left = true;
    this.update();
  }

  override onUncaughtException(error: Error, method: string): void {
    log.say(`race ${this.roomId}: ${method}:`, error);
  }

  /** START: the first racer, with a second in the room. */
  private begin(client: Client): string | null {
    const r = this.state.racers.get(client.sessionId);
    if (!r) return 'not in the race';
    if (this.state.status !== 'waiting') return 'the race has started';
    const first = Math.min(...[...this.state.racers.values()].map((x) => x.seat));
    if (r.seat !== first) return 'the first player starts the race';
    if (this.state.racers.size < 2) return 'a race needs two players';
    this.state.status = 'racing';
    void this.lock();
    this.update();
    return null;
  }

  /** A racer's move through the game's rules, on their own board. */
  private move(client: Client, data: unknown): string | null {
    const r = this.state.racers.get(client.sessionId);
    if (!r) return 'not in the race';
    const m = readMessage(checkRaceMove, data);
    if (!m.ok) return m.reason;
    if (this.state.status !== 'racing') return 'the race is not on';
    if (r.over) return 'your game is over';
    if (m.value.at !== r.moves) return m.value.at < r.moves ? 'that move was played already' : 'out of step';
    const move = this.rules.decodeMove(m.value.move);
    if (!move.ok) return move.reason;
    const applied = this.rules.apply(this.games.get(client.sessionId), move.value);
    if (!applied.ok) return applied.reason;
    this.games.set(client.sessionId, applied.value.state);
    const now = standing(this.game, applied.value.state);
    r.moves++;
    r.progress = now.progress;
    r.over = now.over;
    r.result = now.result ?? -1;
    if (now.over) this.finishedAt.set(client.sessionId, Date.now());
    this.update();
    this.broadcastPatch();
    return null;
  }

  /** Places from every racer's standing; the race is over once nobody is still playing. */
  private update(): void {
    if (this.state.status === 'waiting') return;
    const ids = [...this.state.racers.keys()];
    const places = ranks(
      ids.map((id) => {
        const s = standing(this.game, this.games.get(id));
        return { standing: s, finishedAt: this.finishedAt.get(id) ?? 0 };
      }),
    );
    ids.forEach((id, i) => {
      const r = this.state.racers.get(id);
      if (r) r.place = places[i] ?? 0;
    });
    if ([...this.state.racers.values()].every((r) => r.over || r.left)) this.state.status = 'over';
  }
}
