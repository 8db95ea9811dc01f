// GlassWorks rules library: public API (see docs/RULES.md §1). The solver is imported from
// ./solver by its worker and the tests only, so it stays out of the page's main bundle.

export { decode, encode, LIMITS, validateState } from './codec';
export { type GlassOptions, glassworks } from './game';
export {
  ALPHABET,
  BLANK,
  type Blank,
  contains,
  isBlank,
  isPiece,
  isPrimary,
  isSecondary,
  minus,
  mix,
  type Piece,
  PRIMARIES,
  type Primary,
  pieceValue,
  SECONDARIES,
  type Secondary,
} from './pieces';
export {
  anchors,
  apply,
  type Classified,
  classify,
  destinations,
  isCleared,
  isOver,
  type Jump,
  type JumpChange,
  type JumpRule,
  legalJumps,
  type Move,
  REASONS,
  status,
} from './rules';
export {
  type GlassState,
  HEIGHT,
  inBounds,
  newGame,
  type Point,
  pieceAt,
  pieceCount,
  points,
  pointsOf,
  score,
  WIDTH,
} from './state';
