// A duel room's state as every client sees it (Colyseus schema: each change reaches the clients as
// a small patch). The board itself is not sent: it follows from the deal (size and seed) and the
// moves, through the same Flood Duel rules the client has, so a client redraws exactly what the
// server decided and a capture is never the client's to decide.

import { schema } from '@colyseus/schema';

/** A player's seat: which side they play (1 starts bottom-left), whether they are connected now. */
export const Seat = schema(
  {
    role: 'uint8',
    connected: 'boolean',
    /** Asked for a rematch after the game. */
    rematch: 'boolean',
    /** Left the room after the game: no rematch with them. */
    left: 'boolean',
    // Added last, so a client built before them still reads the rest. All 0 in an unrated game.
    /** A rated game's player's rating as the game started (Glicko-2, server/ratings/glicko.ts). */
    rating: 'float32',
    /** How unsure that rating is (its deviation: ±, narrowing with each rated game). */
    deviation: 'float32',
    /** Their rating once the game's result is kept (0 until then). */
    ratingAfter: 'float32',
    deviationAfter: 'float32',
  },
  'Seat',
);
export type Seat = InstanceType<typeof Seat>;

export const DuelState = schema(
  {
    /** The code a friend joins by (empty for a quick match). */
    code: 'string',
    width: 'uint8',
    height: 'uint8',
    seed: 'uint32',
    /** Who moves first in this round; a rematch swaps it. */
    first: 'uint8',
    /** The colours chosen so far, as indices 0–5, in order. */
    moves: ['uint8'],
    /** Whose turn it is (1 or 2). */
    turn: 'uint8',
    /** 'waiting' for the second player, 'playing', or 'over'. */
    status: 'string',
    /** When over: 'p1', 'p2' or 'draw'. */
    result: 'string',
    /** When a player lost by leaving, by being away too long or by their turn's time: their side (else 0). */
    forfeit: 'uint8',
    /** How the game ended: 'rules', 'left', 'away' or 'time' ('' while it goes on; src/logic/protocol.ts). */
    ended: 'string',
    /** Each turn's time limit, in seconds. */
    turnSeconds: 'uint16',
    /** Whole seconds left for the player to move (0 while no turn is timed). */
    clock: 'uint16',
    /** Rounds played in this room (a rematch is the next round). */
    round: 'uint16',
    seats: { map: Seat },
    /**
     * This round is rated (added last): both players signed in and asked for it, in the rated
     * queue's room or a friend's. Turns false if the store fails: the game ends unrated.
     */
    rated: 'boolean',
  },
  'DuelState',
);
export type DuelState = InstanceType<typeof DuelState>;
