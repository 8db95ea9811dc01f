// The codes people read and type — friend codes ("K7QX-M9DT") and transfer codes ("K7QX-M9DT-3HWP"):
// random groups of four from letters and digits no one confuses (no 0/O, 1/I/L, U), and the
// pattern a code of so many groups matches.

import { randomBytes } from 'node:crypto';

const LETTERS = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUP = '[2-9A-HJKMNP-TV-Z]{4}';

/** A random code of `groups` groups of four, joined by '-'. */
export function randomCode(groups: number): string {
  const letters = [...randomBytes(4 * groups)].map((b) => LETTERS[b % LETTERS.length]).join('');
  return Array.from({ length: groups }, (_, i) => letters.slice(4 * i, 4 * i + 4)).join('-');
}

/** What a code of `groups` groups matches, whole. */
export const codePattern = (groups: number): RegExp =>
  new RegExp(`^${Array.from({ length: groups }, () => GROUP).join('-')}$`);
