// Joker Coloring options from launch parameters (deep link `moves w h colors`, or the options
// screen), and the presets the options screen offers.

import * as JK from '../logic/joker';

export interface Preset {
  name: string;
  label: string;
  options: JK.JokerOptions;
}

export const PRESETS: readonly Preset[] = [
  { name: 'classic', label: 'CLASSIC', options: { ...JK.DEFAULTS } },
  { name: 'easy', label: 'EASY', options: { moves: 20, width: 10, height: 10, colors: 3 } },
  { name: 'big', label: 'BIG', options: { moves: 40, width: 30, height: 30, colors: 5 } },
];

/** Options named in launch parameters, validated; `given` says whether any were named. */
export function optionsFromParams(params: Record<string, string> = {}): {
  options: JK.JokerOptions;
  messages: string[];
  given: boolean;
} {
  const raw: Record<string, unknown> = {};
  if (params.moves !== undefined) raw.moves = params.moves;
  if (params.w !== undefined) raw.width = params.w;
  if (params.h !== undefined) raw.height = params.h;
  if (params.colors !== undefined) raw.colors = params.colors;
  const { options, messages } = JK.validateOptions(raw);
  return { options, messages, given: Object.keys(raw).length > 0 };
}

/** Launch parameters for a set of options (what the options screen passes to the game). */
export const paramsOf = (o: JK.JokerOptions): Record<string, string> => ({
  moves: String(o.moves),
  w: String(o.width),
  h: String(o.height),
  colors: String(o.colors),
});

export const sameOptions = (a: JK.JokerOptions, b: JK.JokerOptions): boolean =>
  a.moves === b.moves && a.width === b.width && a.height === b.height && a.colors === b.colors;

export const describeOptions = (o: JK.JokerOptions): string =>
  `${o.width}×${o.height} · ${o.colors} COLOURS · ${o.moves} MOVES`;
