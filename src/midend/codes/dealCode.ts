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
// Reading never throws: a code that is not one gets a message naming what is wrong.

import { gameTitle } from '../../i18n/games';
import { t } from '../../i18n/i18n';
import type { AiLevel } from '../../logic/flood/ai';
import { AI_LEVELS } from '../../logic/flood/ai';
import { type FloodOptions, floodDuel } from '../../logic/flood/game';
import type { GameId } from '../../logic/game';
import { newGame as glassDeal, points as glassPoints } from '../../logic/glassworks/state';
import {
  CASUAL_LIMIT,
  checkOptions as checkJoker,
  DEFAULTS,
  type JokerOptions,
  LIMITS,
  type Limit,
  RANGES,
} from '../../logic/joker/options';
import { ok, type Result, reject } from '../../logic/result';
import { echo } from '../../logic/schema';
import { ALPHABET, checkOf, fromBase32, toBase32 } from './base32';

export type Deal =
  | { readonly game: 'glassworks'; readonly seed: number }
  | { readonly game: 'flood-duel'; readonly options: FloodOptions; readonly seed: number }
  | {
      readonly game: 'joker-coloring';
      readonly options: JokerOptions;
      /** A move limit taken from par, which replaces the MOVES option; null: the MOVES option. */
      readonly limit: Limit | null;
      readonly seed: number;
    };

/** What a challenge asks: the result to beat, and for Flood Duel the computer's level. */
export interface Challenge {
  readonly deal: Deal;
  /** GlassWorks: points left; Joker Coloring: moves used; Flood Duel: squares owned at the end. */
  readonly beat: number;
  readonly level?: AiLevel;
}

export const PREFIX: Readonly<Record<GameId, string>> = {
  glassworks: 'GW',
  'flood-duel': 'FD',
  'joker-coloring': 'JC',
};

/** The fields before the seed: the game's options (and a challenge's level and result). */
function optionFields(deal: Deal): string[] {
  switch (deal.game) {
    case 'glassworks':
      return [];
    case 'flood-duel':
      return [
        `${deal.options.width}X${deal.options.height}`,
        `P${deal.options.first}`,
        ...(deal.options.rules === 'filler' ? ['FILLER'] : []),
      ];
    case 'joker-coloring': {
      const o = deal.options;
      return [
        `${o.width}X${o.height}`,
        `${o.colors}C`,
        o.casual ? 'CASUAL' : deal.limit ? deal.limit.toUpperCase() : `${o.moves}M`,
        ...(o.classic ? ['CLASSIC'] : []),
      ];
    }
  }
}

/** Join fields and end with the seed and its check character. */
export function sealCode(fields: readonly string[], seed: number): string {
  const digits = toBase32(seed);
  return `${[...fields, digits].join('-')}${checkOf(fields.join('-'), digits)}`;
}

export function encodeDeal(deal: Deal): string {
  return sealCode([PREFIX[deal.game], ...optionFields(deal)], deal.seed);
}

export function encodeChallenge(c: Challenge): string {
  const fields = [PREFIX[c.deal.game], ...optionFields(c.deal)];
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

/** Read a deal code or a challenge code. */
export function decodeCode(text: string): Result<CodeRead> {
  const fields = fieldsOf(text);
  if (fields.length === 0) return reject(t('the code is empty'));
  const prefix = fields[0] as string;
  const game = (Object.keys(PREFIX) as GameId[]).find((g) => PREFIX[g] === prefix);
  if (!game) {
    if (prefix === 'DUEL')
      return reject(t('this is a Flood Duel move code: enter it on the Flood Duel card'));
    return reject(
      t("'{field}' names no game here (GW GlassWorks, FD Flood Duel, JC Joker Coloring)", {
        field: echo(prefix),
      }),
    );
  }
  if (fields.length < 2)
    return reject(t('the code is cut short: its last part (the deal number) is missing'));
  const rest = fields.slice(1, -1);
  let beat: number | null = null;
  let level: AiLevel | null = null;
  const last = rest[rest.length - 1];
  if (last !== undefined && /^BEAT\d{1,5}$/.test(last)) {
    beat = Number(last.slice(4));
    rest.pop();
    if (game === 'flood-duel') {
      const name = (rest.pop() ?? '').toLowerCase();
      if (!(AI_LEVELS as readonly string[]).includes(name))
        return reject(t('a Flood Duel challenge names the computer’s level: EASY, NORMAL or HARD'));
      level = name as AiLevel;
    }
  }
  const dealOf = readOptions(game, rest);
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
    const [min, max] = beatRange(deal);
    if (beat < min || beat > max) return reject(t('BEAT {n} cannot be reached on this deal', { n: beat }));
  }
  return ok({ deal, beat, level });
}

type DealOf = (seed: number) => Deal;

/**
 * The results a player can really have on a deal: a challenge outside them was made up.
 * GlassWorks: points left, from one piece to the whole deal; Joker Coloring: moves used to win,
 * within the limit; Flood Duel: squares owned, the rival keeping at least its corner.
 */
function beatRange(deal: Deal): readonly [number, number] {
  switch (deal.game) {
    case 'glassworks':
      return [1, glassPoints(glassDeal(deal.seed))];
    case 'joker-coloring':
      return [1, deal.options.casual ? CASUAL_LIMIT : deal.limit ? RANGES.moves.max : deal.options.moves];
    case 'flood-duel':
      return [1, deal.options.width * deal.options.height - 1];
  }
}

/** A game's option fields, checked by its rules; the fields must be in canonical form. */
function readOptions(game: GameId, fields: readonly string[]): Result<DealOf> {
  if (game === 'glassworks') {
    if (fields.length > 0)
      return reject(t("GlassWorks has no options, but the code has '{field}'", { field: echo(fields[0]) }));
    return ok((seed) => ({ game, seed }));
  }
  const size = readSize(fields[0]);
  if (!size.ok) return size;
  if (game === 'flood-duel') {
    const filler = fields[2] === 'FILLER';
    if (fields.length !== (filler ? 3 : 2))
      return reject(t('expected the size and P1 or P2 (who moves first), then FILLER for its rules'));
    const first = fields[1] === 'P1' ? 1 : fields[1] === 'P2' ? 2 : null;
    if (first === null)
      return reject(t("'{field}' should be P1 or P2 (who moves first)", { field: echo(fields[1]) }));
    const options = floodDuel.checkOptions({ ...size.value, first, ...(filler ? { rules: 'filler' } : {}) });
    if (!options.ok) return options;
    return ok((seed) => ({ game, options: options.value, seed }));
  }
  const [, colorsField, movesField, ...more] = fields;
  const colors = /^(\d{1,2})C$/.exec(colorsField ?? '');
  if (!colors)
    return reject(t("'{field}' should be the number of colours, like 4C", { field: echo(colorsField) }));
  const limitName = (movesField ?? '').toLowerCase();
  const limit = (LIMITS as readonly string[]).includes(limitName) ? (limitName as Limit) : null;
  const moves = /^(\d{1,3})M$/.exec(movesField ?? '');
  const casual = movesField === 'CASUAL';
  if (!limit && !moves && !casual)
    return reject(
      t("'{field}' should be the moves, like 21M, EASY, MEDIUM, HARD or CASUAL", { field: echo(movesField) }),
    );
  if (more.length > 1 || (more.length === 1 && more[0] !== 'CLASSIC'))
    return reject(
      t("'{field}' is not a Joker Coloring option (only CLASSIC may follow)", {
        field: echo(more.join('-')),
      }),
    );
  const options = checkJoker({
    ...size.value,
    colors: Number(colors[1]),
    moves: moves ? Number(moves[1]) : DEFAULTS.moves,
    ...(more.length === 1 ? { classic: true } : {}),
    ...(casual ? { casual: true } : {}),
  });
  if (!options.ok) return options;
  return ok((seed) => ({ game, options: options.value, limit, seed }));
}

function readSize(field: string | undefined): Result<{ width: number; height: number }> {
  const m = /^(\d{1,3})X(\d{1,3})$/.exec(field ?? '');
  if (!m) return reject(t("'{field}' should be the board size, like 24X16", { field: echo(field) }));
  return ok({ width: Number(m[1]), height: Number(m[2]) });
}
