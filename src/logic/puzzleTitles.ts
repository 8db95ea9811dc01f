// A published puzzle's title (issue 43, the Explore shelf): never free text, always one adjective
// and one noun from the two fixed lists below ("Quiet Harbour"), so no title needs a moderator. The
// maker picks the words; the server takes a title only through checkTitle. Plain English words: the
// game may later show them in the player's language, by these words as keys.

import { ok, type Result, reject } from './result';

export const TITLE_ADJECTIVES = [
  'Amber',
  'Ancient',
  'Autumn',
  'Brave',
  'Bright',
  'Calm',
  'Clever',
  'Cosy',
  'Crystal',
  'Curious',
  'Distant',
  'Dizzy',
  'Early',
  'Gentle',
  'Golden',
  'Hidden',
  'Hollow',
  'Jolly',
  'Little',
  'Lucky',
  'Merry',
  'Misty',
  'Narrow',
  'Patient',
  'Quiet',
  'Rainy',
  'Secret',
  'Silent',
  'Silver',
  'Sleepy',
  'Sunny',
  'Swift',
  'Tangled',
  'Tiny',
  'Twisted',
  'Velvet',
  'Wandering',
  'Wild',
  'Windy',
  'Winter',
] as const;

export const TITLE_NOUNS = [
  'Acorn',
  'Anchor',
  'Bridge',
  'Castle',
  'Cloud',
  'Comet',
  'Compass',
  'Feather',
  'Forest',
  'Garden',
  'Harbour',
  'Island',
  'Kettle',
  'Kite',
  'Lantern',
  'Lighthouse',
  'Maze',
  'Meadow',
  'Mirror',
  'Moon',
  'Mountain',
  'Orchard',
  'Palace',
  'Pebble',
  'Prism',
  'Rainbow',
  'River',
  'Rocket',
  'Shell',
  'Ship',
  'Spiral',
  'Star',
  'Stone',
  'Storm',
  'Teapot',
  'Tower',
  'Valley',
  'Village',
  'Window',
  'Windmill',
] as const;

/** The longest title the lists make (a body's title field is at most this long). */
export const TITLE_MAX =
  Math.max(...TITLE_ADJECTIVES.map((a) => a.length)) + 1 + Math.max(...TITLE_NOUNS.map((n) => n.length));

const has = (words: readonly string[], word: string | undefined): boolean =>
  word !== undefined && words.includes(word);

/** The title as it is kept: exactly "Adjective Noun" from the lists (one space, as written there). */
export function checkTitle(text: unknown): Result<string> {
  if (typeof text !== 'string') return reject('title: must be text');
  const words = text.split(' ');
  if (
    text.length > TITLE_MAX ||
    words.length !== 2 ||
    !has(TITLE_ADJECTIVES, words[0]) ||
    !has(TITLE_NOUNS, words[1])
  )
    return reject('title: one adjective and one noun from the lists, like Quiet Harbour');
  return ok(text);
}
