// Flood Duel set-up from launch parameters (`mode=cpu|duo&level=easy|normal|hard&w=&h=&rules=flood|filler`
// (Filler's rules play on 8×7 unless a size is named), and
// `starter=1|2` from a NEW button; `mode=mail&me=1|2` for a duel by code), with a message for
// every bad value.

import { reasonText, t } from '../../../i18n/i18n';
import { floodDuel } from '../../../logic/flood/game';
import {
  AI_LEVELS,
  type AiLevel,
  DEFAULT_SIZE,
  FILLER_SIZE,
  type FloodOptions,
  type FloodRuleSet,
  type Player,
  RULE_SETS,
  validateSize,
} from '../../../logic/flood/index';
import { DEFAULT_PLAYERS, type FloodPlayers } from './players';

export interface FloodSetup {
  options: FloodOptions;
  players: FloodPlayers;
  messages: string[];
  /** Whether any set-up was named (else the saved game, whatever it is, is resumed). */
  given: boolean;
}

export function setupFromParams(params: Record<string, string> = {}): FloodSetup {
  const messages: string[] = [];
  let { mode, level } = DEFAULT_PLAYERS;
  let rules: FloodRuleSet = 'flood';
  if (params.rules !== undefined) {
    if ((RULE_SETS as readonly string[]).includes(params.rules)) rules = params.rules as FloodRuleSet;
    else messages.push(t('rules must be flood or filler; using {rules}.', { rules }));
  }
  let size = { ...(rules === 'filler' ? FILLER_SIZE : DEFAULT_SIZE) };
  if (params.mode !== undefined) {
    if (params.mode === 'cpu' || params.mode === 'duo' || params.mode === 'mail') mode = params.mode;
    else messages.push(t('mode must be cpu, duo or mail; using {mode}.', { mode }));
  }
  if (params.level !== undefined) {
    if ((AI_LEVELS as readonly string[]).includes(params.level)) level = params.level as AiLevel;
    else messages.push(t('level must be easy, normal or hard; using {level}.', { level }));
  }
  if (params.w !== undefined || params.h !== undefined) {
    const asked = validateSize(params.w ?? String(size.width), params.h ?? String(size.height));
    if (asked.ok) size = asked.value;
    else
      messages.push(
        t('{reason}; using {w}×{h}.', { reason: reasonText(asked), w: size.width, h: size.height }),
      );
  }
  const first: Player = params.starter === '2' ? 2 : 1;
  const given = ['mode', 'level', 'w', 'h', 'rules'].some((k) => params[k] !== undefined);
  const me: Player = params.me === '2' ? 2 : 1;
  const players = mode === 'mail' ? { mode, level, me } : { mode, level };
  const options = { ...size, first, ...(rules === 'filler' ? { rules } : {}) };
  if (params.board === undefined) return { options, players, messages, given };
  // A made board (a puzzle code's), checked against the size and rules named with it.
  const made = floodDuel.checkOptions({ ...options, board: params.board });
  if (!made.ok) messages.push(t('board: {reason}; dealing a random game.', { reason: reasonText(made) }));
  return { options: made.ok ? made.value : options, players, messages, given: given || made.ok };
}

/** The launch parameters of a made board (none for a dealt one): a puzzle code's launch. */
export const madeParams = (o: FloodOptions): Record<string, string> =>
  o.board === undefined ? {} : { board: o.board };

export const paramsOf = (options: FloodOptions, players: FloodPlayers): Record<string, string> => ({
  mode: players.mode,
  level: players.level,
  w: String(options.width),
  h: String(options.height),
  starter: String(options.first),
  ...(options.rules ? { rules: options.rules } : {}),
  ...(players.me ? { me: String(players.me) } : {}),
});
