// Public API of the Joker Coloring rules (docs/RULES.md §3): pure, framework-free, JSON-safe states.
// The solver is imported from ./solver by its worker and the tests only (types excepted), so it
// stays out of the page's main bundle.

export { decodeBoard, encode, fromBoard, type JokerBoard, validateState } from './codec';
export {
  type Cell,
  COLOR_LETTERS,
  COLOR_NAMES,
  type ColorLetter,
  colorAt,
  colorIndex,
  gameAlphabet,
  gameColors,
  isColorLetter,
  isGameColor,
  JOKER,
  type Joker,
} from './colors';
export { floodRings } from './floodFill';
export { type JokerChanges, type JokerMove, jokerColoring } from './game';
export { indexOf, knightSquares, neighbours4, neighbours8, onBoard, type Point, pointOf } from './geometry';
export { colorMove, quit, setBase } from './moves';
export {
  CASUAL_LIMIT,
  checkOptions,
  DEFAULTS,
  type JokerOptions,
  LIMITS,
  type Limit,
  type OptionName,
  type PresetLimits,
  presetLimits,
  RANGES,
  validateOptions,
} from './options';
export { type ColorChange, type JokerRound, paint } from './paint';
export type { JokerAction, MoveBounds, Solution, SolveOptions } from './solver';
export { JOKER_RATE, type JokerState, newGame } from './state';
export { floodedArea, isOver, isUniform, type JokerStatus, squaresLeft, status } from './status';
