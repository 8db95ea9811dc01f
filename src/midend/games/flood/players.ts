// Who plays a Flood Duel: what its midend keeps beside a game's history (its extras), and their
// strict check for saved data, apart from the midend so that the save file (saveFile.ts) can check
// them without importing it.

import { AI_LEVELS, type AiLevel } from '../../../logic/flood/ai';
import type { Player } from '../../../logic/flood/state';
import { ok, type Result, reject } from '../../../logic/result';
import { object, oneOf, optional } from '../../../logic/schema';

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
