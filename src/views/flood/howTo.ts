// How to play Flood Duel: five pages (taking a colour, being cut off, the winner, Filler's rules,
// making boards), and the words its demonstrations show (demoKit.ts has how they look). Pure: no
// Phaser.

import { colourName, FLOOD_COLOURS } from '../../i18n/colours';
import { t, verbatim } from '../../i18n/i18n';
import { counts, type FloodChange, type FloodState, winner } from '../../logic/flood';
import { touchFirst } from '../../ui/controls/pointer';
import type { HowToPage } from '../howTo';

export const floodPages: readonly HowToPage[] = [
  {
    get title() {
      return t('TAKE A COLOUR');
    },
    get lines() {
      return [
        t('Pick a colour to take its squares that touch your area, and all joined to them.'),
        t('Each colour button shows what it would gain: +N.'),
      ];
    },
    demo: { position: '[turn=1] ccbda2/cabcdb/abbbcb/bbadcb/1adcdb', moves: ['b', 'b', 'c'] },
    shows: ['capture'],
  },
  {
    get title() {
      return t('CUT OFF');
    },
    get lines() {
      return [t('When a player can gain nothing more, every free square goes to the other player.')];
    },
    demo: { position: '[turn=2 moves=4 last=1] ccbd2/cabd2/aabd2/11bd2', moves: ['d', 'b'] },
    shows: ['capture', 'hand-over', 'over'],
  },
  {
    get title() {
      return t('THE WINNER');
    },
    get lines() {
      return [
        t('More squares wins. You start bottom left; the computer top right.'),
        t('The computer thinks for about a second before it moves.'),
      ];
    },
    demo: {
      position: '[turn=1] baddc2/ddabcb/abdccb/dcdbca/1ddcca',
      moves: ['d', 'c', 'a', 'b', 'd', 'a'],
    },
    shows: ['capture', 'over'],
  },
  {
    get title() {
      return t("FILLER'S RULES");
    },
    get lines() {
      return [
        t("RULES: FILLER plays GamePigeon's Filler on 8×7. Your area wears your colour."),
        t("You may not take your own colour or the computer's. More than half the board wins."),
      ];
    },
    demo: {
      position: '[filler p1=a p2=b turn=1] fbecf2/afadae/fcbcbd/1dcfae',
      moves: ['d', 'e', 'c', 'a', 'f', 'd', 'a', 'c', 'b'],
    },
    shows: ['capture', 'over'],
  },
  {
    makes: true,
    get title() {
      return t('MAKE YOUR OWN');
    },
    get lines() {
      return [
        touchFirst()
          ? t("Tap or drag to paint; the players start in the corners. Filler's rules: no equal neighbours.")
          : t(
              "Click or drag to paint; the players start in the corners. Filler's rules: no equal neighbours.",
            ),
        t('CHECK: is it fair? SHARE a code anyone can open, or PUBLISH to EXPLORE.'),
      ];
    },
    // A board a player made (MAKE): it reads the same turned half round, so neither corner is favoured.
    demo: {
      position: '[turn=1] ccaab2/ddbbee/aeccea/eebbdd/1baacc',
      moves: ['e', 'e', 'b', 'b', 'd', 'a', 'c'],
    },
    shows: ['capture', 'hand-over', 'over'],
  },
];

/** Flood Duel's players in the demonstrations: you (player 1) against the computer (player 2). */
export const floodPlayer = (p: 1 | 2): string => (p === 1 ? t('YOU') : t('COMPUTER'));

/** What a Flood Duel move took, and any hand-over of the free squares. */
export function captureLine(ch: FloodChange): string {
  const gained = ch.captured.reduce((n, layer) => n + layer.length, 0);
  const colour = colourName(FLOOD_COLOURS[ch.color] ?? 'red').toUpperCase();
  const parts = [
    ch.player === 1
      ? t('YOU TAKE {colour} +{n}', { colour, n: gained })
      : t('COMPUTER TAKES {colour} +{n}', { colour, n: gained }),
  ];
  for (const tr of ch.transfers)
    parts.push(t('+{n} TO {who}', { n: tr.squares.length, who: floodPlayer(tr.to) }));
  return verbatim(parts.join(' · '));
}

/** Flood Duel's readout: the squares each side owns, or the winner. */
export function floodStatus(s: FloodState): string {
  const c = counts(s);
  const score = t('YOU {p1} · COMPUTER {p2}', { p1: c.p1, p2: c.p2 });
  const w = winner(s);
  if (w === null) return score;
  if (w === 'draw') return t('DRAW · {score}', { score });
  return w === 1 ? t('YOU WIN · {score}', { score }) : t('COMPUTER WINS · {score}', { score });
}
