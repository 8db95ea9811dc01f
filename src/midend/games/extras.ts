// What Flood Duel and Joker Coloring keep beside a game's history (the midend's extras), and their
// strict checks for saved data. Apart from the games' midends so that the readers of old saves
// (upgrade.ts) can name them without importing the midends that use those readers.

import { t } from '../../i18n/i18n';
import { AI_LEVELS, type AiLevel } from '../../logic/flood/ai';
import type { Player } from '../../logic/flood/state';
import { LIMITS, type Limit } from '../../logic/joker/options';
import { ok, type Result, reject } from '../../logic/result';

export type Mode = 'cpu' | 'duo' | 'mail';

/**
 * Who plays: against the computer (always player 2) at a level, two people at one screen, or by
 * mail — duel codes sent back and forth — where `me` is the player on this side.
 */
export interface FloodPlayers {
  readonly mode: Mode;
  readonly level: AiLevel;
  readonly me?: Player;
}

export const DEFAULT_PLAYERS: FloodPlayers = { mode: 'cpu', level: 'normal' };

export function validatePlayers(json: unknown): Result<FloodPlayers> {
  if (typeof json !== 'object' || json === null) return reject('players are not an object');
  const d = json as Record<string, unknown>;
  if (d.mode !== 'cpu' && d.mode !== 'duo' && d.mode !== 'mail')
    return reject(t('mode must be cpu, duo or mail'));
  if (!(AI_LEVELS as readonly unknown[]).includes(d.level))
    return reject(t('level must be easy, normal or hard'));
  if (d.mode !== 'mail') return ok({ mode: d.mode, level: d.level as AiLevel });
  if (d.me !== 1 && d.me !== 2) return reject('a duel by mail needs me: player 1 or 2');
  return ok({ mode: d.mode, level: d.level as AiLevel, me: d.me });
}

export interface JokerExtras {
  /** A move limit from par (easy par + 5, medium par + 2, hard par), or null for the MOVES option. */
  readonly limit: Limit | null;
}

export function validateJokerExtras(json: unknown): Result<JokerExtras> {
  if (typeof json !== 'object' || json === null) return reject('extras are not an object');
  const limit = (json as Record<string, unknown>).limit ?? null;
  if (limit !== null && !(LIMITS as readonly unknown[]).includes(limit)) return reject('bad limit');
  return ok({ limit: limit as Limit | null });
}
