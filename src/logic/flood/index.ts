// Flood Duel: the public API of the pure rules library and its computer players.

export {
  AI_LEVELS,
  type AiLevel,
  bestGain,
  chooseMove,
  computerMove,
  EASY_RANDOMNESS,
  easyMove,
  greedyMove,
  HARD_DEFAULTS,
  type HardOptions,
  hardMove,
} from './ai';
export { CODEC_LIMITS, decode, encode, validateState } from './codec';
export {
  colorIndex,
  DEFAULT_OPTIONS,
  type FloodMove,
  type FloodOptions,
  floodDuel,
  moveOfIndex,
} from './game';
export {
  apply,
  counts,
  type FloodChange,
  type FloodStatus,
  type FloodTransfer,
  gains,
  nextStarter,
  status,
  winner,
} from './rules';
export {
  COLOR_LETTERS,
  COLORS,
  DEFAULT_SIZE,
  type FloodColor,
  type FloodSize,
  type FloodState,
  newGame,
  type Owner,
  other,
  type Player,
  SIZE_LIMITS,
  SIZE_PRESETS,
  startSquare1,
  startSquare2,
  validateSize,
} from './state';
