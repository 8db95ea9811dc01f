// Flood Duel's turn line, above the board (or beside it): whose move, in the mover's colour — a live
// duel's state, the computer thinking, a friend's turn by code, or, before a first move whose corner
// has no room for its label, where that player starts. Each entry is a list of wordings, longest
// first, for fitText to choose the first that fits.

import { playerName } from '../../i18n/floodPlayers';
import { t } from '../../i18n/i18n';
import { liveLine } from '../../midend/games/flood/live';
import type { FloodModel } from '../../midend/games/flood/model';

/** The turn line's wordings; `ring` is the start marker's, when its corner's words go here. */
export function turnLine(mo: FloodModel, ring: readonly string[] | null): readonly string[] {
  const { mode, me } = mo.players;
  const who = playerName(mo.state.turn, mode, me, mo.other);
  if (mo.online && !mo.over) return liveLine(mo.online, mo.human);
  if (mo.over) return [t('GAME OVER')];
  if (mo.thinking) return [t('{who} IS THINKING…', { who }), t('THINKING…')];
  if (mode === 'mail' && !mo.human)
    return [
      t("FRIEND'S TURN: COPY AND SEND THE CODE"),
      t("FRIEND'S TURN: SEND THE CODE"),
      t("FRIEND'S TURN"),
    ];
  if (ring) return ring;
  return mode === 'mail' ? [t('YOUR TURN')] : [t('{who} TO MOVE', { who })];
}
