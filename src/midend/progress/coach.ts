// Coach lines said once ever: a tip shown the first time a player's game could use it, and never
// again. Kept in the versioned storage as `{ [line]: true }`; anything else read back counts as
// "not said yet".

import type { Result } from '../../logic/result';
import { exactly, oneOf, table } from '../../logic/schema';
import type { Storage } from '../../services/storage';

const KEY = 'coach';
const VERSION = 1;

/** The coach lines there are. */
export const COACH_LINES = ['joker-base-free'] as const;
export type CoachLine = (typeof COACH_LINES)[number];

export const validateCoach = table(oneOf(COACH_LINES), exactly(true)) as (
  data: unknown,
) => Result<Partial<Record<CoachLine, true>>>;

/** Whether `line` was said already (a save file's reader: a bad entry is dropped). */
export const coachSaid = (storage: Storage, line: CoachLine): boolean =>
  storage.read(KEY, VERSION, validateCoach)?.[line] === true;

/** True the first time `line` is asked for, and never again: it is marked said. */
export function coachOnce(storage: Storage, line: CoachLine): boolean {
  const said = storage.read(KEY, VERSION, validateCoach) ?? {};
  if (said[line]) return false;
  storage.write(KEY, VERSION, { ...said, [line]: true });
  return true;
}
