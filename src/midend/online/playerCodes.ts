// The codes people read aloud and type: friend codes ("K7QX-M9DT") and transfer codes
// ("K7QX-M9DT-3HWP"). Groups of four from letters and digits no one confuses (no 0/O, 1/I/L, U).
// The server makes them (server/store/codes.ts) and checks them against the same pattern; a device
// tidies what a player typed before sending it.

/** The letters a code is made of. */
export const CODE_LETTERS = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUP = '[2-9A-HJKMNP-TV-Z]{4}';

/** What a code of `groups` groups matches, whole. */
export const codePattern = (groups: number): RegExp =>
  new RegExp(`^${Array.from({ length: groups }, () => GROUP).join('-')}$`);

/** Friend codes: two groups. */
export const FRIEND_CODE = codePattern(2);
/** Transfer codes: three groups. */
export const TRANSFER_CODE = codePattern(3);

/**
 * A code as typed (any case, spaces or dashes anywhere) put in its shape: a code of `groups` groups,
 * or null when it cannot be one.
 */
export function tidyCode(typed: string, groups: number): string | null {
  const letters = typed.toUpperCase().replace(/[\s-]/g, '');
  if (letters.length !== 4 * groups) return null;
  const code = Array.from({ length: groups }, (_, i) => letters.slice(4 * i, 4 * i + 4)).join('-');
  return codePattern(groups).test(code) ? code : null;
}
