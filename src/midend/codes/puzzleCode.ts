// Puzzle codes: a made board (from the maker) whole in its code, so it travels by any messenger
// and plays offline. The game's prefix and option fields (the size first), MADE, then the board's
// squares as base-32 digits (boardDigits.ts) ending in two check characters over everything:
//
//   GlassWorks       GW-12X6-MADE-<41 digits><2 checks>
//   Joker Coloring   JC-8X8-4C-12M-BASE3X2-MADE-…        (BASE: the base's column and row from 0)
//   Flood Duel       FD-16X10-P1-FILLER-MADE-…
//
// Read strictly: the fields by the game's rules, the digits by their count for the board's size,
// the check characters against any mistyped, missing or swapped character; the board itself by
// the rules (a Filler board with equal neighbours, a joker on the base), naming the square.

import { t } from '../../i18n/i18n';
import { type Result, reject } from '../../logic/result';
import { checkOf } from './base32';
import { boardToDigits, digitCount, digitsToBoard } from './boardDigits';
import { type MadeCode, readSize } from './fields';

/** The longest code the arcade writes: a 60×40 Flood Duel board's puzzle code, with room to spare. */
export const MAX_CODE = 1400;

/** The field that tells a puzzle code from a deal code: it stands before the board's digits. */
export const MADE = 'MADE';
const CHECKS = 2;

/** The puzzle code of a made deal. */
export function sealPuzzle<D>(prefix: string, made: MadeCode<D>, deal: D, board: string): string {
  const head = [prefix, ...made.fields(deal), MADE].join('-');
  const cells = [...board.replace(/\//g, '')].map((g) => Math.max(0, made.glyphs.indexOf(g)));
  const digits = boardToDigits(cells, made.glyphs.length);
  return `${head}-${digits}${checkOf(head, digits, CHECKS)}`;
}

/** A code's fields end in MADE and the board's digits: it is a puzzle code. */
export const isPuzzle = (fields: readonly string[]): boolean => fields[fields.length - 2] === MADE;

/**
 * The made deal of a puzzle code's fields (in canonical form, split at dashes), read by its game's
 * part; `fields` start with the prefix and end with MADE and the digits.
 */
export function readPuzzle<D>(made: MadeCode<D>, fields: readonly string[]): Result<D> {
  const options = fields.slice(1, -2);
  const size = readSize(options[0]);
  if (!size.ok) return size;
  const { width, height } = size.value;
  const last = (fields[fields.length - 1] ?? '').replace(/O/g, '0').replace(/[IL]/g, '1');
  const count = digitCount(width * height, made.glyphs.length);
  if (last.length !== count + CHECKS)
    return reject(
      t('the board part has {n} characters but a {w}×{h} board takes {count}', {
        n: last.length,
        w: width,
        h: height,
        count: count + CHECKS,
      }),
    );
  const digits = last.slice(0, count);
  const cells = digitsToBoard(digits, width * height, made.glyphs.length);
  if (cells === null) return reject(t('the board part is not a board: a character was mistyped'));
  const head = fields.slice(0, -1).join('-');
  if (checkOf(head, digits, CHECKS) !== last.slice(count))
    return reject(t('the code does not check out: a character was mistyped, left out or swapped'));
  const rows: string[] = [];
  for (let y = 0; y < height; y++)
    rows.push(
      cells
        .slice(y * width, (y + 1) * width)
        .map((c) => made.glyphs[c])
        .join(''),
    );
  return made.read(options, rows.join('/'));
}
