// Flood Duel in words for screen readers: a move (who took which colour, the score, the free
// squares handed over), whose turn it is or who won, the board, and a hint.

import { colourName, FLOOD_COLOURS } from '../../i18n/colours';
import { playerName } from '../../i18n/floodPlayers';
import { t } from '../../i18n/i18n';
import type { FloodChange, FloodMove, FloodState, Player } from '../../logic/flood';
import { colorIndex, counts, winner } from '../../logic/flood';
import type { FloodModel } from '../../midend/games/flood/model';
import type { FloodPlayers } from '../../midend/games/flood/players';
import { boardWords, capital, type Words } from '../words';

export const floodColourWord = (i: number): string => colourName(FLOOD_COLOURS[i] ?? 'red');

/** A Flood Duel side as the words name it: "you", "the computer", "player 2". */
export interface Side {
  readonly name: string;
  /** The player at this screen (said "you"). */
  readonly you: boolean;
}

/** Who a player is, for these players: against the computer you are player 1; by code, `me`. */
export function sideOf(players: FloodPlayers, other?: string): (p: Player) => Side {
  const { mode, me } = players;
  return (p) => ({
    name: playerName(p, mode, me, other),
    you: mode === 'cpu' ? p === 1 : mode === 'mail' ? p === me : false,
  });
}

/** "Computer took blue: 31 to 28. Your turn." */
export function captureWords(ch: FloodChange, after: FloodState, side: (p: Player) => Side): string {
  const c = counts(after);
  const who = side(ch.player);
  const colour = floodColourWord(ch.color);
  const took = who.you
    ? t('You took {colour}: {p1} to {p2}.', { colour, p1: c.p1, p2: c.p2 })
    : t('{who} took {colour}: {p1} to {p2}.', {
        who: capital(who.name.toLowerCase()),
        colour,
        p1: c.p1,
        p2: c.p2,
      });
  const handed = ch.transfers.map((tr) =>
    side(tr.to).you
      ? t('{n} free squares go to you.', { n: tr.squares.length })
      : t('{n} free squares go to {who}.', { n: tr.squares.length, who: side(tr.to).name.toLowerCase() }),
  );
  return [took, ...handed, floodTurnWords(after, side)].join(' ');
}

export function floodTurnWords(s: FloodState, side: (p: Player) => Side): string {
  const w = winner(s);
  const c = counts(s);
  if (w === 'draw') return t('A draw, {p1} to {p2}.', { p1: c.p1, p2: c.p2 });
  if (w !== null) {
    const who = side(w);
    return who.you
      ? t('You win, {p1} to {p2}.', { p1: c.p1, p2: c.p2 })
      : t('{who} wins, {p1} to {p2}.', { who: capital(who.name.toLowerCase()), p1: c.p1, p2: c.p2 });
  }
  const next = side(s.turn);
  return next.you ? t('Your turn.') : t("{who}'s turn.", { who: capital(next.name.toLowerCase()) });
}

export const floodWords: Words<FloodMove, FloodChange, FloodModel> = {
  move: (ch, after) => captureWords(ch, after.state, sideOf(after.players, after.other)),
  status: (m) => {
    const side = sideOf(m.players, m.other);
    const board = t('{w} by {h} board; {one} {p1}, {two} {p2}.', {
      w: m.state.width,
      h: m.state.height,
      one: side(1).name.toLowerCase(),
      p1: m.counts.p1,
      two: side(2).name.toLowerCase(),
      p2: m.counts.p2,
    });
    return `${board} ${floodTurnWords(m.state, side)}`;
  },
  board: (m) => {
    const s = m.state;
    const side = sideOf(m.players, m.other);
    const mine = (p: Player) => (side(p).you ? t('yours') : side(p).name.toLowerCase());
    return boardWords(s.width, s.height, (x, y) => {
      const i = y * s.width + x;
      const o = s.owner[i];
      return o === 1 || o === 2 ? mine(o) : floodColourWord(s.colors[i] ?? 0);
    });
  },
  hint: (move) => t('take {colour}', { colour: floodColourWord(colorIndex(move.color)) }),
  cursor: () => null,
};
