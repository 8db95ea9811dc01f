// The letters of every code the arcade hands out (deal, challenge and duel codes): Crockford's
// base 32 — digits and capitals without I, L, O and U, so a code read aloud or typed from a phone
// survives. Reading is forgiving: any case, O for 0, I or L for 1, spaces ignored. Check
// characters at the end catch a mistyped or swapped character.

export const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A whole number from 0 to 2³²−1 in base 32 (at least one character). */
export function toBase32(n: number): string {
  let v = Math.floor(n);
  let out = '';
  do {
    out = (ALPHABET[v % 32] ?? '0') + out;
    v = Math.floor(v / 32);
  } while (v > 0);
  return out;
}

/** The number a run of base-32 characters stands for; null for a foreign character or overflow. */
export function fromBase32(text: string, max = 0xffffffff): number | null {
  if (text.length === 0 || text.length > 7) return null;
  let v = 0;
  for (const ch of text) {
    const d = ALPHABET.indexOf(ch);
    if (d < 0) return null;
    v = v * 32 + d;
  }
  return v <= max ? v : null;
}

/** Multiply in GF(32) (polynomial x⁵ + x² + 1): every non-zero element has an inverse. */
function gfMul(a: number, b: number): number {
  let p = 0;
  let x = a;
  for (let y = b; y > 0; y >>= 1) {
    if (y & 1) p ^= x;
    x <<= 1;
    if (x & 32) x ^= 0b100101;
  }
  return p;
}

/** FNV-1a over a text: 32 well-mixed bits. */
function fnv(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** A made board's short key (a best kept for it): its notation's hash. */
export const boardKey = (board: string): string => `b${fnv(board).toString(36)}`;

/**
 * `count` check characters for a code: `head` is its canonical text before its base-32 digits
 * (options, words), `digits` the digits themselves (the deal number; a duel's moves too). The
 * first character is a weighted sum of the digits in GF(32), each weighted by a different power of
 * a generator, so any one mistyped digit and any two neighbouring digits swapped are always
 * caught; a hash of the head is added in, catching a changed option 31 times in 32. A second
 * character is a hash of everything (a changed code slips past both 1 time in 1,024).
 */
export function checkOf(head: string, digits: string, count = 1): string {
  let sum = fnv(head) & 31;
  let weight = 2; // the generator x; its powers cycle through all 31 non-zero elements
  for (const ch of digits) {
    sum ^= gfMul(weight, Math.max(0, ALPHABET.indexOf(ch)));
    weight = gfMul(weight, 2);
  }
  let out = ALPHABET[sum] ?? '0';
  let more = fnv(`${head}|${digits}`);
  for (let i = 1; i < count; i++) {
    out += ALPHABET[more & 31];
    more >>>= 5;
  }
  return out;
}
