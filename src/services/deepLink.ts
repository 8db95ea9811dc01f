// Deep links: `?game=glassworks|flood-duel|joker-coloring&seed=N` plus each game's own options,
// `?code=` with a deal, challenge or duel code, `?room=` with a live Flood Duel's room code, or
// `?transfer=` with a transfer code that brings a profile to this device (MOVE MY PROGRESS), or
// `?follow=` with a friend code to follow. A game's `board=` (Joker Coloring: and `base=x,y`) plays a
// made board, as a puzzle code opens it.
// Parsing never throws: unknown or out-of-range values become messages and defaults.

import { LANGUAGES, type Language, t } from '../i18n/i18n';
import { GAME_IDS, type GameId } from '../logic/game';
import { MAX_SEED } from '../logic/rng';

export interface DeepLink {
  game: GameId | null;
  seed: number | null;
  /** Every parameter, for the game's own options. */
  params: Record<string, string>;
  /** `?code=`: a deal, challenge or duel code (read by midend/launch/launch.ts). */
  code: string | null;
  /** `?room=`: a friend's live Flood Duel to join (read by midend/launch/launch.ts). */
  room: string | null;
  /** `?transfer=`: a transfer code (MOVE MY PROGRESS) that brings a profile to this device. */
  transfer: string | null;
  /** `?follow=`: a friend code (COPY on PROFILE hands it over as a link) to follow. */
  follow: string | null;
  messages: string[];
}

export function parseDeepLink(search: string): DeepLink {
  const q = new URLSearchParams(search);
  const messages: string[] = [];
  // No prototype: a parameter named `constructor` or `__proto__` is a parameter like any other.
  const params: Record<string, string> = Object.create(null);
  q.forEach((value, key) => {
    params[key] = value;
  });
  let game: GameId | null = null;
  const g = q.get('game');
  if (g !== null) {
    if ((GAME_IDS as readonly string[]).includes(g)) game = g as GameId;
    else messages.push(t('Unknown game "{game}": showing the menu.', { game: clip(g) }));
  }
  let seed: number | null = null;
  const s = q.get('seed');
  if (s !== null) {
    seed = parseIntInRange(s, 0, MAX_SEED);
    if (seed === null)
      messages.push(
        t('Seed must be a whole number from 0 to {max}: dealing a random game.', { max: MAX_SEED }),
      );
  }
  const lang = q.get('lang');
  if (lang !== null && linkLanguage(search) === null)
    messages.push(t('Language must be en or sl: "{lang}" is not one.', { lang: clip(lang) }));
  const transfer = q.get('transfer');
  const follow = q.get('follow');
  return { game, seed, params, code: q.get('code'), room: q.get('room'), transfer, follow, messages };
}

/** `?lang=sl|en`: the language for this visit, or null (none given, or not one of ours). */
export function linkLanguage(search: string): Language | null {
  const lang = new URLSearchParams(search).get('lang')?.toLowerCase() ?? null;
  return lang !== null && (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : null;
}

/** A whole number in [min, max] written in plain digits, else null. */
export function parseIntInRange(text: string, min: number, max: number): number | null {
  if (!/^\d{1,10}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= min && n <= max ? n : null;
}

const clip = (s: string): string => (s.length > 24 ? `${s.slice(0, 24)}…` : s);

/** A fresh random seed for a new deal (the logic itself never draws randomness). */
export function randomSeed(): number {
  const a = new Uint32Array(1);
  globalThis.crypto.getRandomValues(a);
  return a[0] ?? 1;
}
