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
  currentColor,
  type FloodChange,
  type FloodStatus,
  type FloodTransfer,
  forbidden,
  gains,
  nextStarter,
  status,
  winner,
} from './rules';
export {
  COLOR_LETTERS,
  COLORS,
  DEFAULT_SIZE,
  FILLER_SIZE,
  type FloodColor,
  type FloodRuleSet,
  type FloodSize,
  type FloodState,
  newGame,
  type Owner,
  other,
  type Player,
  RULE_SETS,
  rulesOf,
  SIZE_LIMITS,
  SIZE_PRESETS,
  startSquare1,
  startSquare2,
  validateSize,
} from './state';
