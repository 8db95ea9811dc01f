// The reasons the rules and the midend give for refusing a move, by key (the English text with its
// `{name}` holes; src/logic words them so and knows no language). `reasonText` says a refusal in
// the player's language from its key and values; tests/i18n/catalog.test.ts checks each key has
// its Slovenian and that the rules still refuse with these keys.

import { REASONS as GLASS_REASONS } from '../logic/glassworks/jumpReasons';

export const RULE_REASONS: readonly string[] = [
  ...Object.values(GLASS_REASONS),
  'the base is fixed in classic mode',
  'the base must be a square on the board',
  'that square is already the base',
  'the base cannot be a joker',
  'the game is over (won)',
  'the game is over (lost)',
  'the game is over (quit)',
  "'{letter}' is not one of this game's colours",
  "the base is already '{letter}'",
  'the game is over',
  'colour {color} is not one of 0–{max}',
  "Filler's rules forbid your own colour and your opponent's",
  // Values of a link replaced by the defaults (Joker Coloring's options, Flood Duel's size).
  'moves must be a whole number from {min} to {max}; using {value}',
  'width must be a whole number from {min} to {max}; using {value}',
  'height must be a whole number from {min} to {max}; using {value}',
  'colors must be a whole number from {min} to {max}; using {value}',
  'classic must be true or false; using false',
  'casual must be true or false; using false',
  "width must be a whole number from {min} to {max} (got '{value}')",
  "height must be a whole number from {min} to {max} (got '{value}')",
  'width {n} is outside {min}–{max}',
  'height {n} is outside {min}–{max}',
  // The midend's: moves that are legal but not now.
  "it is the computer's turn",
  "it is your friend's turn: copy the code and send it to them",
  "it is your friend's turn",
  "it is your opponent's turn",
  'your friend has not joined yet: send them the code',
  'the online game has ended',
  'the connection to the server is lost: reconnecting',
  'the race has not started',
  'you are no longer in the race',
  "working out par for this deal's move limit",
  // A made board's problems (logic/<game>/made.ts).
  'board code is not text',
  'the board has no pieces',
  'row {row}, column {column}: a classic board has no jokers',
  'the base of a classic board is fixed at row 1, column 1',
  'row {row}, column {column}: the base cannot be a joker',
  'row {row}, column {column}: Filler needs a colour other than its left neighbour’s',
  'row {row}, column {column}: Filler needs a colour other than the one above',
  'Filler needs the two corners in different colours',
];
