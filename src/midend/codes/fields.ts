// What a game's part of a deal code is (dealCode.ts reads and writes the rest): its prefix, its
// option fields written and read, and the results a challenge on its deals may name. Each game's is
// games/<game>/code.ts; the fields they share are here.

import { t } from '../../i18n/i18n';
import { ok, type Result, reject } from '../../logic/result';
import { echo } from '../../logic/schema';

export interface GameCode<D> {
  /** The code's first field: GW, FD, JC. */
  readonly prefix: string;
  /** The deal's option fields, in canonical form (between the prefix and the seed). */
  fields(deal: D): string[];
  /** The deal its option fields (in canonical form) name, for any seed; or what is wrong with them. */
  read(fields: readonly string[]): Result<(seed: number) => D>;
  /** The results a player can really have on the deal: a challenge outside them was made up. */
  beatRange(deal: D): readonly [number, number];
  /** A challenge names the computer's level before BEAT: what is said when it does not. */
  readonly levelMissing?: () => string;
  /** Its made boards' codes (puzzleCode.ts); none: it has no maker. */
  readonly made?: MadeCode<D>;
}

/** A game's part of a puzzle code: a made board's options and its squares (puzzleCode.ts). */
export interface MadeCode<D> {
  /** The glyphs a square may hold in the board notation, in the code's order. */
  readonly glyphs: readonly string[];
  /** A made deal's board: its notation text (rows joined by '/'); null for a dealt deal. */
  board(deal: D): string | null;
  /** A made deal's option fields, between the prefix and MADE: the size first. */
  fields(deal: D): string[];
  /** The made deal its option fields and board text name, checked by the rules; or what is wrong. */
  read(fields: readonly string[], board: string): Result<D>;
}

/** A board's size as a field: 24X16. */
export const sizeField = (o: { readonly width: number; readonly height: number }): string =>
  `${o.width}X${o.height}`;

export function readSize(field: string | undefined): Result<{ width: number; height: number }> {
  const m = /^(\d{1,3})X(\d{1,3})$/.exec(field ?? '');
  if (!m) return reject(t("'{field}' should be the board size, like 24X16", { field: echo(field) }));
  return ok({ width: Number(m[1]), height: Number(m[2]) });
}
