// The codes people read and type — friend codes ("K7QX-M9DT") and transfer codes ("K7QX-M9DT-3HWP"):
// random groups of four from the letters of src/midend/online/playerCodes.ts, which also gives the
// pattern a code of so many groups matches (a device tidies what a player typed by it).

import { randomBytes } from 'node:crypto';
import { CODE_LETTERS } from '../../src/midend/online/playerCodes';

export { codePattern } from '../../src/midend/online/playerCodes';

/** A random code of `groups` groups of four, joined by '-'. */
export function randomCode(groups: number): string {
  const letters = [...randomBytes(4 * groups)].map((b) => CODE_LETTERS[b % CODE_LETTERS.length]).join('');
  return Array.from({ length: groups }, (_, i) => letters.slice(4 * i, 4 * i + 4)).join('-');
}
