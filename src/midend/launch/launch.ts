// Where a launch leads. A typed code or a link: a deal or challenge code opens its game on exactly
// that deal (as a deep link would, with the code kept so the game screen can ask before replacing
// a game in progress); a duel code opens Flood Duel's correspondence duel; a room code (or a link's
// `?room=`) joins a friend's live duel; a code that cannot be read says why. And a game screen's start against the game saved there: resume or deal, ask
// first when a code would replace a game in progress, take a challenge, take in a duel's moves.

import { t } from '../../i18n/i18n';
import type { GameId } from '../../logic/game';
import { readRoomCode } from '../../logic/protocol';
import { ok, type Result, reject } from '../../logic/result';
import type { DeepLink } from '../../services/deepLink';
import { liveDuel } from '../../services/liveDuel';
import { liveRace } from '../../services/liveRace';
import { type Duel, receive } from '../codes/correspondence';
import { type Deal, decodeCode, encodeDeal } from '../codes/dealCode';
import { decodeDuel, isDuelCode } from '../codes/duelCode';
import type { Launch } from '../core/midend';
import type { Wanted } from '../games/descriptor';
import { DEFAULT_PLAYERS, type FloodPlayers } from '../games/flood/players';
import { aboutGame } from '../games/registry';
import { dailyDeal, dayOf } from '../progress/daily';
import {
  type GameLaunch,
  gameScreen,
  type ProfileLaunch,
  SCREENS,
  type ScreenKey,
  type Target,
} from './navigation';

export interface CodeTarget {
  readonly scene: ScreenKey;
  readonly data: GameLaunch;
}

/** The screen and launch data a typed code asks for, or what is wrong with it. */
export function targetOfCode(text: string): Result<CodeTarget> {
  const room = readRoomCode(text);
  if (room !== null) return ok({ scene: SCREENS.floodDuel, data: { room } });
  if (isDuelCode(text)) {
    const duel = decodeDuel(text);
    if (!duel.ok) return reject(t('Duel code: {reason}.', { reason: duel.reason }));
    return ok({ scene: SCREENS.floodDuel, data: { duel: text.trim() } });
  }
  const read = decodeCode(text);
  if (!read.ok) return reject(capitalise(t('{reason}.', { reason: read.reason })));
  const { deal, beat, level } = read.value;
  const challenge = beat === null ? undefined : { beat };
  const code = text.trim();
  const params = aboutGame(deal.game).codeParams?.(deal, level);
  return ok({
    scene: gameScreen(deal.game),
    data: { seed: deal.seed, ...(params ? { params } : {}), code, challenge },
  });
}

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Where a link leads: its code's screen, or its game's (with its seed and parameters), else the
 * menu; what was wrong with the link goes along as messages.
 */
export function linkTarget(link: DeepLink): Target {
  const messages = [...link.messages];
  if (link.room !== null) return { scene: SCREENS.floodDuel, data: { room: link.room, messages } };
  if (link.transfer !== null)
    return { scene: SCREENS.profile, data: { transfer: link.transfer, messages } satisfies ProfileLaunch };
  if (link.follow !== null)
    return { scene: SCREENS.profile, data: { follow: link.follow, messages } satisfies ProfileLaunch };
  if (link.code !== null) {
    const target = targetOfCode(link.code);
    if (target.ok) return { scene: target.value.scene, data: { ...target.value.data, messages } };
    messages.push(target.reason);
  } else if (link.game) {
    const data: GameLaunch = { seed: link.seed, params: link.params, messages };
    return { scene: gameScreen(link.game), data };
  }
  return { scene: SCREENS.menu, data: { messages } };
}

/** Today's deal of a game (the same for every player today, UTC), opened as its code opens it. */
export function dailyTarget(game: GameId, now: Date): Target | null {
  const target = targetOfCode(encodeDeal(dailyDeal(game, dayOf(now))));
  return target.ok ? target.value : null;
}

/** A code typed into a code field: the screen it opens, or what is wrong with it. */
export function codeTarget(text: string): { go: Target } | { problem: string } {
  const target = targetOfCode(text);
  return target.ok ? { go: target.value } : { problem: target.reason };
}

// ————— a game screen's start —————

/** The options and extras a game's launch parameters name (none: resume whatever is saved). */
export const wantedOf = (game: GameId, params: Record<string, string> | undefined): Wanted =>
  aboutGame(game).wanted(params);

/** How a game screen starts, worked out from its launch and the game saved there. */
export interface LaunchPlan {
  /** How the midend begins: resume the saved game if it fits, else deal. */
  readonly begin: Launch<unknown, unknown>;
  /**
   * The code is for another deal than the game in progress here: that game stays on screen and
   * the player is asked; yes starts `again`.
   */
  readonly ask: { readonly again: GameLaunch } | null;
  /** A friend's challenge to take for this deal (by its deal code): the result to beat. */
  readonly challenge: { readonly deal: string; readonly beat: number } | null;
  /** A duel code's moves to take in: all but the last `shown` at once, those played to be seen. */
  readonly duel: { readonly moves: readonly number[]; readonly shown: number } | null;
  readonly messages: readonly string[];
  /** Something in the launch was refused (a bad duel code): the "not allowed" buzz. */
  readonly refused: boolean;
  /** A friend's room to join once the screen is up (a link's `?room=`). */
  readonly room?: string;
  /** A finished game to watch again: it plays as soon as the screen is up. */
  readonly watch?: boolean;
}

/**
 * Plan a game screen's start. `inProgress` is the saved game's deal when it has moves and is not
 * over; `duelHere` finds this side's duel with a duel code's deal.
 */
export function planLaunch(
  game: GameId,
  data: GameLaunch,
  inProgress: Deal | null,
  duelHere: (code: Duel['code']) => Duel | null,
): LaunchPlan {
  const messages = [...(data.messages ?? [])];
  if (data.duel !== undefined) return planDuel(data, inProgress, duelHere, messages);
  // The live duel this tab is in, by a rematch, or by coming back to the screen from the menu or
  // how to play (a launch that asks for nothing else).
  if (data.live || (aboutGame(game).live && liveDuel() !== null && asksNothing(data)))
    return planLive(messages);
  // Likewise the race this tab is in, on its game's screen.
  if (data.race || (liveRace()?.info.game === game && asksNothing(data))) return planRace(game, messages);
  if (data.room !== undefined) return { ...resume(messages), room: data.room };
  const wanted = wantedOf(game, data.params);
  messages.push(...wanted.messages);
  const codeDeal = data.code ? decodeCode(data.code) : null;
  const deal = codeDeal?.ok ? codeDeal.value.deal : null;
  // A game to watch replaces nothing: it is never saved.
  if (data.watch !== undefined && deal !== null)
    return {
      ...resume(messages),
      begin: {
        seed: deal.seed,
        options: wanted.options,
        extras: wanted.extras,
        watch: data.watch,
        watchPar: data.watchPar,
      },
      watch: true,
    };
  if (replaces(data, inProgress, deal)) return { ...resume(messages), ask: { again: asked(data) } };
  return {
    begin: {
      seed: wanted.seed ?? data.seed,
      fresh: data.fresh,
      options: wanted.options,
      extras: wanted.extras,
    },
    ask: null,
    challenge: data.challenge && deal ? { deal: encodeDeal(deal), beat: data.challenge.beat } : null,
    duel: null,
    messages,
    refused: false,
  };
}

/** A code for another deal than the game in progress, not yet answered. */
const replaces = (data: GameLaunch, inProgress: Deal | null, deal: Deal | null): boolean =>
  !data.asked && inProgress !== null && deal !== null && encodeDeal(inProgress) !== encodeDeal(deal);

/** The launch again once the player said yes: the code (and its challenge or duel) kept. */
const asked = (data: GameLaunch): GameLaunch => ({ ...data, fresh: true, asked: true });

/** Resume whatever is saved (the launch asks first, or its code was refused). */
const resume = (messages: string[], refused = false): LaunchPlan => ({
  begin: {},
  ask: null,
  challenge: null,
  duel: null,
  messages,
  refused,
});

/**
 * A duel code: checked by the rules and against this side's duel with that deal. A good one is
 * dealt in mail mode (asking first if it replaces another game in progress), its earlier moves
 * taken in at once and the friend's new move played before the player's eyes. A bad one changes
 * nothing: the game here stays, and the reason is shown.
 */
function planDuel(
  data: GameLaunch,
  inProgress: Deal | null,
  duelHere: (code: Duel['code']) => Duel | null,
  messages: string[],
): LaunchPlan {
  const code = decodeDuel(data.duel ?? '');
  const got = code.ok ? receive(code.value, duelHere(code.value)) : code;
  if (!got.ok) return resume([...messages, got.reason], true);
  const { duel, fresh } = got.value;
  const deal: Deal = { game: 'flood-duel', options: duel.code.options, seed: duel.code.seed };
  if (replaces(data, inProgress, deal)) return { ...resume(messages), ask: { again: asked(data) } };
  const players: FloodPlayers = { mode: 'mail', level: DEFAULT_PLAYERS.level, me: duel.me };
  if (fresh === 0) messages.push(t('Nothing new in this code: it is the duel as you have it.'));
  return {
    begin: { seed: duel.code.seed, fresh: true, options: duel.code.options, extras: players },
    ask: null,
    challenge: null,
    duel: { moves: duel.code.moves, shown: Math.min(fresh, 1) },
    messages,
    refused: false,
  };
}

/** A launch that names no deal, options, code, duel or room: "the game on this screen". */
const asksNothing = (data: GameLaunch): boolean =>
  data.params === undefined &&
  data.code === undefined &&
  data.duel === undefined &&
  data.room === undefined &&
  data.seed === undefined &&
  data.fresh === undefined;

/**
 * The live duel this tab has joined: its deal, with this side's player, never saved (the server
 * keeps the game). Gone by the time the screen starts (left, or the connection lost): the game
 * saved here is resumed, with a message.
 */
function planLive(messages: string[]): LaunchPlan {
  const duel = liveDuel();
  if (!duel) return resume([...messages, t('The online game has ended.')]);
  const { width, height, seed, first, role } = duel.info;
  const players: FloodPlayers = { mode: 'live', level: DEFAULT_PLAYERS.level, me: role };
  return {
    begin: { seed, fresh: true, options: { width, height, first }, extras: players },
    ask: null,
    challenge: null,
    duel: null,
    messages,
    refused: false,
  };
}

/** The race this tab is in, on its deal: never saved, no undo, no solver's help (Launch.race). */
function planRace(game: GameId, messages: string[]): LaunchPlan {
  const race = liveRace();
  if (!race || race.info.game !== game) return resume([...messages, t('The race has ended.')]);
  return {
    begin: { seed: race.info.seed, fresh: true, options: race.info.options, race: true },
    ask: null,
    challenge: null,
    duel: null,
    messages,
    refused: false,
  };
}
