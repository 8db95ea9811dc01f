// Duel codes: a Flood Duel played by correspondence travels as one code that carries the board
// size, who started, the seed and every move so far, one letter each (A–F, the colours in their
// fixed order), and ends with two check characters: any one changed move or swap of two
// neighbouring moves is always caught (docs/RULES.md, "Codes"):
//
//   DUEL-24X16-P1-ACFBD-7K3Q9XY      (five moves played; no moves: DUEL-24X16-P1-7K3Q9XY)
//   DUEL-8X7-P1-FILLER-ACF-7K3Q9XY   (Filler's rules)
//
// This module reads and writes the text only; src/midend/codes/correspondence.ts checks the moves
// against the rules and against the duel the player already has.

import { t } from '../../i18n/i18n';
import { type FloodOptions, floodDuel } from '../../logic/flood/game';
import { COLORS } from '../../logic/flood/state';
import { ok, type Result, reject } from '../../logic/result';
import { echo } from '../../logic/schema';
import { ALPHABET, checkOf, fromBase32, toBase32 } from './base32';
import { fieldsOf } from './dealCode';

export const DUEL_PREFIX = 'DUEL';
const MOVE_LETTERS = 'ABCDEF';
/** Far more moves than a game on the largest board takes; longer text is not a duel code. */
const MAX_MOVES = 2400;

export interface DuelCode {
  readonly options: FloodOptions;
  readonly seed: number;
  /** Every move so far, as colour indices 0–5 in the order played. */
  readonly moves: readonly number[];
}

export function encodeDuel(code: DuelCode): string {
  const { width, height, first, rules } = code.options;
  const head = [DUEL_PREFIX, `${width}X${height}`, `P${first}`, ...(rules === 'filler' ? ['FILLER'] : [])];
  const moves = code.moves.map((m) => MOVE_LETTERS[m] ?? 'A').join('');
  const seed = toBase32(code.seed);
  const text = [...head, ...(moves ? [moves] : []), seed].join('-');
  return `${text}${checkOf(head.join('-'), moves + seed, 2)}`;
}

/** True when `text` looks like a duel code (so it is read as one, and its mistakes named as one). */
export const isDuelCode = (text: string): boolean => fieldsOf(text)[0] === DUEL_PREFIX;

export function decodeDuel(text: string): Result<DuelCode> {
  const all = fieldsOf(text);
  if (all[0] !== DUEL_PREFIX) return reject(t('a duel code starts with DUEL'));
  // FILLER (Filler's rules) may follow P1 or P2; the fields are read as if it were not there.
  const filler = all[3] === 'FILLER';
  const fields = filler ? [...all.slice(0, 3), ...all.slice(4)] : all;
  if (fields.length !== 4 && fields.length !== 5)
    return reject(t('a duel code has the size, P1 or P2, the moves and the deal number, split by dashes'));
  const size = /^(\d{1,3})X(\d{1,3})$/.exec(fields[1] ?? '');
  if (!size) return reject(t("'{field}' should be the board size, like 24X16", { field: echo(fields[1]) }));
  const first = fields[2] === 'P1' ? 1 : fields[2] === 'P2' ? 2 : null;
  if (first === null)
    return reject(t("'{field}' should be P1 or P2 (who moved first)", { field: echo(fields[2]) }));
  const options = floodDuel.checkOptions({
    width: Number(size[1]),
    height: Number(size[2]),
    first,
    ...(filler ? { rules: 'filler' } : {}),
  });
  if (!options.ok) return options;
  const letters = fields.length === 5 ? (fields[3] as string) : '';
  if (letters.length > MAX_MOVES) return reject(t('the code has more moves than any game can'));
  const bad = [...letters].findIndex((ch) => !MOVE_LETTERS.includes(ch));
  if (bad >= 0)
    return reject(t("move {n} is '{field}', not a colour A–F", { n: bad + 1, field: letters[bad] ?? '' }));
  const moves = [...letters].map((ch) => MOVE_LETTERS.indexOf(ch)).filter((m) => m < COLORS);
  const last = (fields[fields.length - 1] as string).replace(/O/g, '0').replace(/[IL]/g, '1');
  if (last.length < 3) return reject(t('the code is cut short: its deal number is missing'));
  if ([...last].some((ch) => !ALPHABET.includes(ch)))
    return reject(t("'{field}' has a character no code uses", { field: echo(fields[fields.length - 1]) }));
  const seed = fromBase32(last.slice(0, -2));
  if (seed === null)
    return reject(t("'{field}' is not a deal number", { field: echo(fields[fields.length - 1]) }));
  const decoded: DuelCode = { options: options.value, seed, moves };
  const again = encodeDuel(decoded);
  if (again.slice(-2) !== last.slice(-2))
    return reject(t('the code does not check out: a character was mistyped, left out or changed'));
  return ok(decoded);
}
