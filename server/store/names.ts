// Display names: a friendly default ("Amber Fox 42") and the check every name a player chooses
// passes — 3 to 20 letters, digits, spaces and a few marks, in any alphabet, and nothing shaped like
// a friend code, so no one can pass for another player by their code.

import { ok, type Result, reject } from '../../src/logic/result';

const ADJECTIVES = [
  'Amber',
  'Azure',
  'Brave',
  'Bright',
  'Calm',
  'Clever',
  'Coral',
  'Crimson',
  'Daring',
  'Eager',
  'Golden',
  'Jade',
  'Jolly',
  'Lucky',
  'Merry',
  'Misty',
  'Nimble',
  'Quiet',
  'Rapid',
  'Ruby',
  'Silver',
  'Sunny',
  'Swift',
  'Violet',
];
const ANIMALS = [
  'Badger',
  'Bear',
  'Crane',
  'Deer',
  'Dolphin',
  'Eagle',
  'Falcon',
  'Fox',
  'Gecko',
  'Hare',
  'Heron',
  'Lynx',
  'Marten',
  'Otter',
  'Owl',
  'Panda',
  'Raven',
  'Robin',
  'Seal',
  'Swan',
  'Tiger',
  'Turtle',
  'Wolf',
  'Wren',
];

/** A friendly name from a random number: adjective, animal, and a number from 10 to 99. */
export function defaultName(random: number): string {
  const r = Math.abs(Math.floor(random));
  const adjective = ADJECTIVES[r % ADJECTIVES.length];
  const animal = ANIMALS[Math.floor(r / ADJECTIVES.length) % ANIMALS.length];
  const n = 10 + (Math.floor(r / (ADJECTIVES.length * ANIMALS.length)) % 90);
  return `${adjective} ${animal} ${n}`;
}

export const NAME_MIN = 3;
export const NAME_MAX = 20;
/** Letters of any alphabet, digits, spaces, and - . ' between them. */
const ALLOWED = /^[\p{L}\p{N}][\p{L}\p{N} .'-]*$/u;
/** Two groups of four letters or digits joined by a dash, as friend codes are shown ("K7QX-M9DT"). */
const CODE_SHAPED = /(^|[^\p{L}\p{N}])[\p{L}\p{N}]{4}-[\p{L}\p{N}]{4}($|[^\p{L}\p{N}])/u;
/** Eight letters and digits in two groups of four, with a digit, however they are joined. */
const CODE_LIKE = /[\p{L}\p{N}]{4}[\s.'-]?[\p{L}\p{N}]{4}/gu;

/** The name as it is kept (spaces at the ends dropped, runs of them made one), or why it is refused. */
export function checkName(raw: unknown): Result<string> {
  if (typeof raw !== 'string') return reject('name: must be text');
  const name = raw.normalize('NFC').trim().replace(/\s+/g, ' ');
  const length = [...name].length;
  if (length < NAME_MIN || length > NAME_MAX)
    return reject(`name: must be ${NAME_MIN} to ${NAME_MAX} characters`);
  if (!ALLOWED.test(name)) return reject("name: only letters, digits, spaces and - . ' may be used");
  // Names of letters may have long words ("Bartholomew", "Anna Kent"); a code's shape may not be there.
  const codeLike = (name.match(CODE_LIKE) ?? []).some((s) => /\p{N}/u.test(s));
  if (CODE_SHAPED.test(name) || codeLike) return reject('name: must not look like a friend code');
  return ok(name);
}
