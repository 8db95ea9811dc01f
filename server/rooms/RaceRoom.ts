// A race of 2–8 players on one GlassWorks or Joker Coloring deal. Each racer plays their own board:
// the room keeps every racer's game through the game's rules (src/logic/race.ts), so progress and
// results are the server's, never a client's claim. The first racer still in the race STARTs it
// once a second has joined (when the first leaves, START passes to the next); a visible 3-2-1
// follows, and joining closes. The race is over when every racer has finished or left; places are
// kept up to date all along, and a racer who left ranks after everyone still in. A dropped racer
// has a minute to come back. The room's record lets another process build it again where it was.

import { randomInt } from 'node:crypto';
import { type Client, ServerError } from '@colyseus/core';
import type { AnyRules } from '../../src/logic/game';
import {
  checkRaceMove,
  checkRaceRequest,
  RACE_MESSAGES,
  RACE_PLAYERS,
  type RaceGame,
  REFUSALS,
  ROOMS,
  readMessage,
} from '../../src/logic/protocol';
import { raceRules, ranks, standing } from '../../src/logic/race';
import { log } from '../log';
import { ArcadeRoom } from './arcadeRoom';
import { freeCode } from './codes';
import { raceRecord, readRaceData } from './raceData';
import { Racer, RaceState } from './raceState';
import { type RecordDraft, readRecord, rebuildOf } from './records';

/** Seconds of the 3-2-1 before a race (a test may shorten it to none). */
export const COUNTDOWN = { seconds: 3 };

export class RaceRoom extends ArcadeRoom<RaceState> {
  override maxClients = RACE_PLAYERS;
  private game!: RaceGame;
  private rules!: AnyRules;
  private start: unknown;
  private friends = false;
  private readonly games = new Map<string, unknown>();
  /** Each racer's moves, as the game's move tokens (the record keeps them). */
  private readonly played = new Map<string, string[]>();
  private readonly finishedAt = new Map<string, number>();

  override async onCreate(options: unknown): Promise<void> {
    this.setState(new RaceState());
    const rebuild = rebuildOf(options);
    if (rebuild !== null) await this.rebuild(rebuild);
    else {
      const request = readMessage(checkRaceRequest, options ?? {});
      if (!request.ok) throw new ServerError(400, request.reason);
      const rules = raceRules(request.value.game);
      const checked = rules.checkOptions(request.value.options ?? rules.defaultOptions);
      if (!checked.ok) throw new ServerError(400, checked.reason);
      this.roomId = await freeCode();
      const seed = request.value.seed ?? randomInt(2 ** 31);
      await this.open(request.value.game, checked.value, seed, request.value.private);
      this.state.status = 'waiting';
    }
    this.hear({
      [RACE_MESSAGES.move]: (client, data) => this.move(client, data),
      [RACE_MESSAGES.start]: (client) => this.begin(client),
    });
  }

  private async open(game: RaceGame, options: unknown, seed: number, friends: boolean): Promise<void> {
    this.game = game;
    this.rules = raceRules(game);
    this.friends = friends;
    this.state.code = friends ? this.roomId : '';
    if (friends) await this.setPrivate(true);
    await this.setMetadata({ game });
    this.state.game = game;
    this.state.options = JSON.stringify(options);
    this.state.seed = seed;
    this.start = this.rules.deal(options, seed);
  }

  /** Built again from the record of a room whose process died: the same deal, racers and moves. */
  private async rebuild(id: string): Promise<void> {
    const record = await readRecord(this.presence, id);
    const data = record && record.name === ROOMS.race && !record.over ? readRaceData(record.game) : null;
    const options = data ? raceRules(data.game).checkOptions(JSON.parse(data.options)) : null;
    if (!record || !data || !options?.ok) throw new ServerError(REFUSALS.notKept, 'the race was not kept');
    this.roomId = id;
    // The listing is saved by the lock below, before the matchmaker names it after onCreate.
    this.listing.roomId = id;
    await this.open(data.game, options.value, data.seed, data.private);
    for (const r of data.racers) {
      this.enter(r.session, r.seat, false);
      for (const token of r.moves)
        if (this.play(r.session, token) !== null)
          throw new ServerError(REFUSALS.notKept, 'the race was not kept');
      const racer = this.state.racers.get(r.session);
      if (racer) racer.left = r.left;
      if (r.finishedAt > 0) this.finishedAt.set(r.session, r.finishedAt);
    }
    this.state.status = data.status;
    if (data.status !== 'waiting') await this.lock();
    this.update();
    this.awaitPlayers(record.seats);
    log.say(`race ${id}: built again from its record`);
  }

  override onJoin(client: Client): void {
    // Seats follow the order of joining (START goes by it); numbers of racers who came and went in
    // a waiting room are used again only past the last a seat can carry.
    const taken = [...this.state.racers.values()].map((r) => r.seat);
    let seat = Math.max(0, ...taken) + 1;
    if (seat > 255) for (seat = 1; taken.includes(seat); ) seat++;
    this.enter(client.sessionId, seat, true);
    this.seated(client);
    this.passStart();
    this.keep();
  }

  /** A racer takes seat `seat` with the deal's start. */
  private enter(session: string, seat: number, connected: boolean): void {
    const r = new Racer();
    r.seat = seat;
    r.connected = connected;
    r.moves = 0;
    r.over = false;
    r.result = -1;
    r.place = 0;
    r.left = false;
    r.progress = standing(this.game, this.start).progress;
    this.state.racers.set(session, r);
    this.games.set(session, this.start);
    this.played.set(session, []);
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    const forGood = this.forGood(client, consented);
    const r = this.state.racers.get(client.sessionId);
    if (!r || this.closing) return;
    r.connected = false;
    if (this.state.status === 'waiting' && forGood) {
      this.state.racers.delete(client.sessionId);
      this.passStart();
    } else if (!forGood && this.state.status !== 'over') return this.hold(client);
    else this.absent(client.sessionId);
    this.keep();
  }

  protected returned(session: string): void {
    const r = this.state.racers.get(session);
    if (r) r.connected = true;
  }

  protected absent(session: string): void {
    const r = this.state.racers.get(session);
    if (!r) return;
    r.left = true;
    this.passStart();
    this.update();
  }

  override onUncaughtException(error: Error, method: string): void {
    log.say(`race ${this.roomId}: ${method}:`, error);
  }

  /** START belongs to the first racer still in the race. */
  private passStart(): void {
    const seats = [...this.state.racers.values()].filter((r) => !r.left).map((r) => r.seat);
    this.state.starter = seats.length > 0 ? Math.min(...seats) : 0;
  }

  /** START: the first racer still in, with a second in the room; the 3-2-1, then the race. */
  private begin(client: Client): string | null {
    const r = this.state.racers.get(client.sessionId);
    if (!r) return 'not in the race';
    if (this.state.status !== 'waiting') return 'the race has started';
    if (r.seat !== this.state.starter) return 'the first player starts the race';
    if ([...this.state.racers.values()].filter((x) => !x.left).length < 2) return 'a race needs two players';
    void this.lock();
    this.state.status = 'starting';
    const count = (n: number): void => {
      this.state.countdown = n;
      if (n > 0) this.clock.setTimeout(() => count(n - 1), 1000);
      else {
        this.state.status = 'racing';
        this.update();
        this.keep();
      }
    };
    count(COUNTDOWN.seconds);
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
    const why = this.play(client.sessionId, m.value.move);
    if (why !== null) return why;
    if (r.over) this.finishedAt.set(client.sessionId, Date.now());
    this.update();
    this.broadcastPatch();
    this.keep();
    return null;
  }

  /** Play move `token` on racer `session`'s board; why not, or null. */
  private play(session: string, token: string): string | null {
    const r = this.state.racers.get(session);
    const move = this.rules.decodeMove(token);
    if (!r || !move.ok) return move.ok ? 'not in the race' : move.reason;
    const applied = this.rules.apply(this.games.get(session), move.value);
    if (!applied.ok) return applied.reason;
    this.games.set(session, applied.value.state);
    this.played.get(session)?.push(token);
    const now = standing(this.game, applied.value.state);
    r.moves++;
    r.progress = now.progress;
    r.over = now.over;
    r.result = now.result ?? -1;
    return null;
  }

  /** Places from every racer's standing; the race is over once nobody is still playing. */
  private update(): void {
    if (this.state.status !== 'racing' && this.state.status !== 'over') return;
    const ids = [...this.state.racers.keys()];
    const places = ranks(
      ids.map((id) => ({
        standing: standing(this.game, this.games.get(id)),
        finishedAt: this.finishedAt.get(id) ?? 0,
        left: this.state.racers.get(id)?.left ?? false,
      })),
    );
    ids.forEach((id, i) => {
      const r = this.state.racers.get(id);
      if (r) r.place = places[i] ?? 0;
    });
    if ([...this.state.racers.values()].every((r) => r.over || r.left)) this.state.status = 'over';
  }

  protected record(): RecordDraft {
    return raceRecord(this.state, {
      id: this.roomId,
      game: this.game,
      friends: this.friends,
      played: this.played,
      finishedAt: this.finishedAt,
      seatsOf: (seats) => this.seatsOf(seats),
    });
  }
}
