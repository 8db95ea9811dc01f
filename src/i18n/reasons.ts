// The rules' reasons for refusing a move, as the rules word them (src/logic stays free of the
// translation table): `known` finds a reason here — a template's `{value}` matching any text — and
// says it in the player's language. tests/i18n/catalog.test.ts checks each has its Slovenian and
// that the rules still word them so.

import { REASONS as GLASS_REASONS } from '../logic/glassworks/rules';

export const RULE_REASONS: readonly string[] = [
  ...Object.values(GLASS_REASONS),
  'the base is fixed in classic mode',
  'the base must be a square on the board',
  'that square is already the base',
  'the base cannot be a joker',
  'the game is over ({status})',
  "'{letter}' is not one of this game's colours",
  "the base is already '{letter}'",
  'the game is over',
];
