// GlassWorks pieces: three primaries, three secondaries (each the mix of two different primaries)
// and the blank square. Everything here is a pure lookup; see docs/RULES.md §1.

export type Primary = 'R' | 'Y' | 'B';
export type Secondary = 'G' | 'O' | 'P';
export type Blank = '.';
export type Piece = Primary | Secondary | Blank;

export const BLANK: Blank = '.';
export const PRIMARIES: readonly Primary[] = ['R', 'Y', 'B'];
export const SECONDARIES: readonly Secondary[] = ['G', 'O', 'P'];
/** Every symbol of the board notation, pieces first. */
export const ALPHABET: readonly Piece[] = ['R', 'Y', 'B', 'G', 'O', 'P', '.'];

/** Which two primaries make each secondary. */
const PARTS: Readonly<Record<Secondary, readonly [Primary, Primary]>> = {
  G: ['B', 'Y'],
  O: ['R', 'Y'],
  P: ['B', 'R'],
};

export const isPiece = (value: unknown): value is Piece =>
  typeof value === 'string' && (ALPHABET as readonly string[]).includes(value);
export const isPrimary = (p: Piece): p is Primary => p === 'R' || p === 'Y' || p === 'B';
export const isSecondary = (p: Piece): p is Secondary => p === 'G' || p === 'O' || p === 'P';
export const isBlank = (p: Piece): p is Blank => p === BLANK;

/** mix(P1, P3): P1 when both are equal, else the secondary made of the two. */
export function mix(p1: Primary, p3: Primary): Piece {
  if (p1 === p3) return p1;
  const found = SECONDARIES.find((s) => PARTS[s].includes(p1) && PARTS[s].includes(p3));
  return found as Secondary; // any two different primaries make exactly one secondary
}

export const contains = (secondary: Secondary, primary: Primary): boolean =>
  PARTS[secondary].includes(primary);

/** The secondary with one of its primaries taken out: the other primary (undefined if not a part). */
export function minus(secondary: Secondary, primary: Primary): Primary | undefined {
  const [a, b] = PARTS[secondary];
  if (primary === a) return b;
  if (primary === b) return a;
  return undefined;
}

/** Points on the board: a secondary takes two jumps to clear, so it is worth twice a primary. */
export function pieceValue(p: Piece): number {
  if (isPrimary(p)) return 1;
  if (isSecondary(p)) return 2;
  return 0;
}
