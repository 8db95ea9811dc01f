// A race room's state as every client sees it: the deal (game, options, seed) and each racer's
// standing, which the server works out from the racer's moves through the game's rules.

import { schema } from '@colyseus/schema';

export const Racer = schema(
  {
    /** The order the racer joined in, from 1. */
    seat: 'uint8',
    connected: 'boolean',
    /** Moves made (every move the rules took, free ones too). */
    moves: 'uint16',
    /** Points left (GlassWorks) or squares off colour (Joker Coloring). */
    progress: 'uint16',
    over: 'boolean',
    /** The game's result once over (lower is better); -1: none (playing, or a Joker game not won). */
    result: 'int32',
    /** The racer's place (1 first), kept up to date; 0 before the race starts. */
    place: 'uint8',
    /** Left the race for good. */
    left: 'boolean',
  },
  'Racer',
);
export type Racer = InstanceType<typeof Racer>;

export const RaceState = schema(
  {
    code: 'string',
    game: 'string',
    /** The game's options as JSON (the game's rules read them). */
    options: 'string',
    seed: 'uint32',
    /** 'waiting' for START, 'starting' (the 3-2-1), 'racing', or 'over' (everyone finished or left). */
    status: 'string',
    /** The seat whose racer may START: the first still in the race (0: none). */
    starter: 'uint8',
    /** The 3-2-1 before the race: the number showing (0 once it is on). */
    countdown: 'uint8',
    racers: { map: Racer },
  },
  'RaceState',
);
export type RaceState = InstanceType<typeof RaceState>;
