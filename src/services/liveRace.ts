// A race on one deal as this tab holds it (the server's race room, server/rooms/RaceRoom.ts): the
// deal, and every racer's standing as the server works it out from their moves, as plain data.

import { RACE_GAMES, type RaceGame } from '../logic/protocol';
import { type LinkEnd, linkRoom, type Room } from './roomLink';

export interface RacerInfo {
  readonly seat: number;
  readonly you: boolean;
  readonly connected: boolean;
  readonly moves: number;
  /** Points left (GlassWorks) or squares off colour (Joker Coloring). */
  readonly progress: number;
  readonly over: boolean;
  /** The game's result once over (lower is better); null: none yet, or a Joker game not won. */
  readonly result: number | null;
  /** Place, from 1; 0 before the race starts. */
  readonly place: number;
  readonly left: boolean;
}

export interface RaceInfo {
  /** The code friends join by. */
  readonly code: string;
  readonly game: RaceGame;
  /** The game's options, as the server checked them (the game's rules read them again). */
  readonly options: unknown;
  readonly seed: number;
  /** 'starting': the 3-2-1 after START. */
  readonly status: 'waiting' | 'starting' | 'racing' | 'over';
  /** The number the 3-2-1 shows (0 once the race is on, or before START). */
  readonly countdown: number;
  /** Every racer, by seat. */
  readonly racers: readonly RacerInfo[];
  /** This tab's racer (null only before its seat shows). */
  readonly me: RacerInfo | null;
  /** This tab's racer is the first still in the race: they START it. */
  readonly starts: boolean;
  readonly reconnecting: boolean;
  /** Why this tab's link to the race ended without a leave of its own (null: it holds). */
  readonly linkEnd: LinkEnd | null;
}

export interface LiveRace {
  readonly info: RaceInfo;
  listen(changed: (info: RaceInfo) => void, refused?: (reason: string) => void): () => void;
  /** This racer's move, as the game's move token, and its number among this racer's moves. */
  move(token: string, at: number): void;
  start(): void;
  leave(): Promise<void>;
}

interface RacerState {
  seat: number;
  connected: boolean;
  moves: number;
  progress: number;
  over: boolean;
  result: number;
  place: number;
  left: boolean;
}
interface RaceState {
  code: string;
  game: string;
  options: string;
  seed: number;
  status: string;
  starter: number;
  countdown: number;
  racers: { forEach(each: (r: RacerState, id: string) => void): void };
}

function readRace(room: Room): RaceInfo {
  const s = room.state as RaceState;
  const racers: RacerInfo[] = [];
  s.racers.forEach((r, id) => {
    racers.push({
      seat: r.seat,
      you: id === room.sessionId,
      connected: r.connected,
      moves: r.moves,
      progress: r.progress,
      over: r.over,
      result: r.result >= 0 ? r.result : null,
      place: r.place,
      left: r.left,
    });
  });
  racers.sort((a, b) => a.seat - b.seat);
  let options: unknown = null;
  try {
    options = JSON.parse(s.options);
  } catch {}
  const me = racers.find((r) => r.you) ?? null;
  const status = s.status;
  return {
    code: s.code || room.roomId,
    game: (RACE_GAMES as readonly string[]).includes(s.game) ? (s.game as RaceGame) : 'glassworks',
    options,
    seed: s.seed,
    status: status === 'starting' || status === 'racing' || status === 'over' ? status : 'waiting',
    countdown: status === 'starting' ? s.countdown : 0,
    racers,
    me,
    starts: me !== null && s.starter === me.seat,
    reconnecting: false,
    linkEnd: null,
  };
}

let current: LiveRace | null = null;

/** The race this tab is in, if any. */
export const liveRace = (): LiveRace | null => current;

/** The race over a room joined, its first state in; it becomes this tab's race. */
export async function raceOn(client: import('colyseus.js').Client, room: Room): Promise<LiveRace> {
  const link = await linkRoom(client, room, readRace, () => {
    if (current === race) current = null;
  });
  const race: LiveRace = {
    get info() {
      return link.info;
    },
    listen: (changed, refused) => link.listen(changed, refused),
    move: (token, at) => link.send('move', { move: token, at }),
    start: () => link.send('start'),
    leave: () => link.leave(),
  };
  current = race;
  return race;
}
