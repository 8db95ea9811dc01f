// The colour alphabet of Joker Coloring (docs/RULES.md §3): a game with n colours uses the first n
// letters, in this order. '*' is a joker, which is not a colour.

export const COLOR_LETTERS = ['r', 'g', 'b', 'y', 'c', 'm'] as const;
export const COLOR_NAMES = ['red', 'green', 'blue', 'yellow', 'cyan', 'magenta'] as const;

export type ColorLetter = (typeof COLOR_LETTERS)[number];
export const JOKER = '*';
export type Joker = typeof JOKER;
export type Cell = ColorLetter | Joker;

/** The letters a game with `count` colours may use. */
export function gameColors(count: number): readonly ColorLetter[] {
  return COLOR_LETTERS.slice(0, count);
}

/** Every symbol a board of a game with `count` colours may hold (its colours and the joker). */
export function gameAlphabet(count: number): readonly Cell[] {
  return [...gameColors(count), JOKER];
}

export function isColorLetter(value: unknown): value is ColorLetter {
  return typeof value === 'string' && (COLOR_LETTERS as readonly string[]).includes(value);
}

/** True when `value` is one of the first `count` colours (the game's colours). */
export function isGameColor(value: unknown, count: number): value is ColorLetter {
  return isColorLetter(value) && colorIndex(value) < count;
}

/** Position of a colour in COLOR_LETTERS, or -1 for anything else (including the joker). */
export function colorIndex(value: string): number {
  return (COLOR_LETTERS as readonly string[]).indexOf(value);
}

/** The colour at `index` in COLOR_LETTERS, or undefined when out of range. */
export function colorAt(index: number): ColorLetter | undefined {
  return COLOR_LETTERS[index];
}
