// What Flood Duel and Joker Coloring keep beside a game's history (the midend's extras), and their
// strict checks for saved data, apart from the games' midends so that the save file (saveFile.ts)
// can check them without importing the midends.

import { AI_LEVELS, type AiLevel } from '../../logic/flood/ai';
import type { Player } from '../../logic/flood/state';
import { LIMITS, type Limit } from '../../logic/joker/options';
import { ok, type Result, reject } from '../../logic/result';
import { nullable, object, oneOf, optional } from '../../logic/schema';

export const MODES = ['cpu', 'duo', 'mail', 'live'] as const;
export type Mode = (typeof MODES)[number];

/**
 * Who plays: against the computer (always player 2) at a level, two people at one screen, by
 * mail — duel codes sent back and forth — or live online (never saved: the server keeps the game),
 * where `me` is the player on this side.
 */
export interface FloodPlayers {
  readonly mode: Mode;
  readonly level: AiLevel;
  readonly me?: Player;
}

export const DEFAULT_PLAYERS: FloodPlayers = { mode: 'cpu', level: 'normal' };

const players = object<FloodPlayers>({
  mode: oneOf(MODES),
  level: oneOf(AI_LEVELS),
  me: optional<Player | undefined>(oneOf([1, 2] as const), undefined),
});

/** Who plays, as saved: `me` belongs to a duel by mail, and only to one. */
export function validatePlayers(json: unknown): Result<FloodPlayers> {
  const r = players(json, 'players');
  if (!r.ok) return r;
  const { mode, level, me } = r.value;
  if (mode !== 'mail' && mode !== 'live') return ok({ mode, level });
  return me ? ok({ mode, level, me }) : reject('players.me: a duel by mail needs player 1 or 2');
}

export interface JokerExtras {
  /** A move limit from par (easy par + 5, medium par + 2, hard par), or null for the MOVES option. */
  readonly limit: Limit | null;
}

const jokerExtras = object<JokerExtras>({ limit: optional(nullable(oneOf(LIMITS)), null) });

export const validateJokerExtras = (json: unknown): Result<JokerExtras> => jokerExtras(json, 'extras');
