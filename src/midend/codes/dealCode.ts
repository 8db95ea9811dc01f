// Deal codes: a short, readable name for one deal — the game, its options and its seed — that a
// player copies, sends and types (docs/RULES.md, "Codes"). A challenge code is a deal code that
// also carries the sender's result. Fields are separated by '-'; the last field is the seed in
// base 32 followed by one check character over everything before it:
//
//   GlassWorks       GW-7K3Q9X                      (no options)
//   Flood Duel       FD-24X16-P1-7K3Q9X             (size, who moves first;
//                    FD-8X7-P1-FILLER-7K3Q9X         FILLER: Filler's rules)
//   Joker Coloring   JC-18X18-4C-21M-7K3Q9X         (size, colours, moves; or EASY, MEDIUM, HARD
//                                                    for a limit from par; CLASSIC for classic)
//   a challenge      JC-18X18-4C-21M-BEAT7-7K3Q9X   (Flood Duel: against the computer at a level,
//                    FD-24X16-P1-HARD-BEAT210-…      BEAT the squares to own)
//
// Each game writes and reads its own option fields (games/<game>/code.ts); the prefix, the seed
// and its check, and a challenge's level and result are read here. Reading never throws: a code
// that is not one gets a message naming what is wrong.

import { reasonText, t } from '../../i18n/i18n';
import type { AiLevel } from '../../logic/flood/ai';
import { AI_LEVELS } from '../../logic/flood/ai';
import type { GameId } from '../../logic/game';
import { ok, type Result, reject } from '../../logic/result';
import { echo } from '../../logic/schema';
import { type FloodDeal, floodCode } from '../games/flood/code';
import { type GlassDeal, glassworksCode } from '../games/glassworks/code';
import { type JokerDeal, jokerCode } from '../games/joker/code';
import { gameTitle } from '../games/names';
import { ALPHABET, checkOf, fromBase32, toBase32 } from './base32';
import type { GameCode } from './fields';
import { isPuzzle, readPuzzle, sealPuzzle } from './puzzleCode';

export type Deal = GlassDeal | FloodDeal | JokerDeal;

/** What a challenge asks: the result to beat, and for Flood Duel the computer's level. */
export interface Challenge {
  readonly deal: Deal;
  /** GlassWorks: points left; Joker Coloring: moves used; Flood Duel: squares owned at the end. */
  readonly beat: number;
  readonly level?: AiLevel;
}

/** Each game's part of the code, by its id (games/<game>/code.ts), each checked against its deal here. */
const ARCADE: { readonly [G in GameId]: GameCode<Extract<Deal, { game: G }>> } = {
  glassworks: glassworksCode,
  'flood-duel': floodCode,
  'joker-coloring': jokerCode,
};
/** The same, with any game registered at run time (games/registry.ts). */
const CODES = new Map<GameId, GameCode<Deal>>(
  Object.entries(ARCADE).map(([game, code]) => [game as GameId, code as unknown as GameCode<Deal>]),
);

/** A game registered at run time: its part of the code. */
export function addCode<D>(game: GameId, code: GameCode<D>): void {
  CODES.set(game, code as unknown as GameCode<Deal>);
}

function codeOf<D extends Deal>(deal: D): GameCode<D> {
  const code = CODES.get(deal.game);
  if (!code) throw new Error(`Prism Arcade: no code for the game '${deal.game}'`);
  return code as unknown as GameCode<D>;
}

/** The fields before the seed: the game's options (and a challenge's level and result). */
const optionFields = (deal: Deal): string[] => codeOf(deal).fields(deal);

/** Join fields and end with the seed and its check character. */
export function sealCode(fields: readonly string[], seed: number): string {
  const digits = toBase32(seed);
  return `${[...fields, digits].join('-')}${checkOf(fields.join('-'), digits)}`;
}

/** A deal's code: its deal code, or for a made board its puzzle code (puzzleCode.ts). */
export function encodeDeal(deal: Deal): string {
  const code = codeOf(deal);
  const board = code.made?.board(deal) ?? null;
  if (code.made && board !== null) return sealPuzzle(code.prefix, code.made, deal, board);
  return sealCode([code.prefix, ...optionFields(deal)], deal.seed);
}

/** A challenge's code; a made board's is its puzzle code (it names no result to beat). */
export function encodeChallenge(c: Challenge): string {
  if (codeOf(c.deal).made?.board(c.deal)) return encodeDeal(c.deal);
  const fields = [codeOf(c.deal).prefix, ...optionFields(c.deal)];
  if (c.level) fields.push(c.level.toUpperCase());
  return sealCode([...fields, `BEAT${Math.max(0, Math.round(c.beat))}`], c.deal.seed);
}

/** A code as typed, in fields: capitals, no spaces, split at dashes (any dash a phone types). */
export function fieldsOf(text: string): string[] {
  return text
    .toUpperCase()
    .replace(/[\s.]+/g, '')
    .split(/[-‐‑‒–—]+/)
    .filter((f) => f.length > 0);
}

/** A base-32 field as a phone or a person may write it: O for 0, I or L for 1. */
const digitsOf = (field: string): string => field.replace(/O/g, '0').replace(/[IL]/g, '1');

/**
 * The seed and check character of a code's last field, checked against the rest of the code;
 * `fields` are the canonical fields before it.
 */
export function unseal(fields: readonly string[], last: string | undefined): Result<number> {
  const raw = digitsOf(last ?? '');
  if (raw.length < 2) return reject(t('the code is cut short: its last part (the deal number) is missing'));
  if ([...raw].some((ch) => !ALPHABET.includes(ch)))
    return reject(
      t("'{field}' has a character no code uses (codes use digits and letters but U)", { field: echo(last) }),
    );
  const seed = fromBase32(raw.slice(0, -1));
  if (seed === null) return reject(t("'{field}' is not a deal number", { field: echo(last) }));
  if (checkOf(fields.join('-'), raw.slice(0, -1)) !== raw.slice(-1))
    return reject(t('the code does not check out: a character was mistyped, left out or swapped'));
  return ok(seed);
}

/** A code read: its deal, and for a challenge the result to beat (and Flood Duel's level). */
export interface CodeRead {
  readonly deal: Deal;
  readonly beat: number | null;
  readonly level: AiLevel | null;
}

/**
 * A board setting (a deal code without its seed: JC-18X18-4C-21M) as a deal (of seed 0), read by
 * its game's part of the codes; null when it does not read.
 */
export function dealOfSetting(setting: string): Deal | null {
  const [prefix, ...fields] = fieldsOf(setting);
  const code = [...CODES.values()].find((c) => c.prefix === prefix);
  const read = code?.read(fields);
  return read?.ok ? read.value(0) : null;
}

/** A puzzle code: its made deal, read by its game's part. */
function readMade(game: GameId, code: GameCode<Deal>, fields: readonly string[]): Result<CodeRead> {
  if (!code.made) return reject(t('{game} has no made boards', { game: gameTitle(game) }));
  const deal = readPuzzle(code.made, fields);
  if (!deal.ok)
    return reject(t('{game} code: {reason}', { game: gameTitle(game), reason: reasonText(deal) }));
  return ok({ deal: deal.value, beat: null, level: null });
}

/** Read a deal code, a challenge code or a puzzle code. */
export function decodeCode(text: string): Result<CodeRead> {
  const fields = fieldsOf(text);
  if (fields.length === 0) return reject(t('the code is empty'));
  const prefix = fields[0] as string;
  const [game, code] = [...CODES].find(([, c]) => c.prefix === prefix) ?? [];
  if (!game || !code) {
    if (prefix === 'DUEL')
      return reject(t('this is a Flood Duel move code: enter it on the Flood Duel card'));
    return reject(
      t("'{field}' names no game here (GW GlassWorks, FD Flood Duel, JC Joker Coloring)", {
        field: echo(prefix),
      }),
    );
  }
  if (isPuzzle(fields)) return readMade(game, code, fields);
  if (fields.length < 2)
    return reject(t('the code is cut short: its last part (the deal number) is missing'));
  const rest = fields.slice(1, -1);
  let beat: number | null = null;
  let level: AiLevel | null = null;
  const last = rest[rest.length - 1];
  if (last !== undefined && /^BEAT\d{1,5}$/.test(last)) {
    beat = Number(last.slice(4));
    rest.pop();
    const levelMissing = code.levelMissing;
    if (levelMissing) {
      const name = (rest.pop() ?? '').toLowerCase();
      if (!(AI_LEVELS as readonly string[]).includes(name)) return reject(levelMissing());
      level = name as AiLevel;
    }
  }
  const dealOf = code.read(rest);
  if (!dealOf.ok) return reject(t('{game} code: {reason}', { game: gameTitle(game), reason: dealOf.reason }));
  // The check covers the code in its canonical form, so 04C and 4C, or o and 0, read alike.
  const canonical = [
    prefix,
    ...optionFields(dealOf.value(0)),
    ...(level ? [level.toUpperCase()] : []),
    ...(beat !== null ? [`BEAT${beat}`] : []),
  ];
  const seed = unseal(canonical, fields[fields.length - 1]);
  if (!seed.ok) return seed;
  const deal = dealOf.value(seed.value);
  if (beat !== null) {
    const [min, max] = codeOf(deal).beatRange(deal);
    if (beat < min || beat > max) return reject(t('BEAT {n} cannot be reached on this deal', { n: beat }));
  }
  return ok({ deal, beat, level });
}
