// How to play Joker Coloring: six pages (the goal, the flood, knight squares, jokers, moving the
// base, making boards), and the words its demonstrations show (demoKit.ts has how they look). Pure:
// no Phaser.

import { colourName, JOKER_COLOURS } from '../../i18n/colours';
import { t, verbatim } from '../../i18n/i18n';
import { type JokerChanges, type JokerState, squaresLeft, status } from '../../logic/joker';
import { touchFirst } from '../../ui/controls/pointer';
import type { HowToPage } from '../howTo';

export const jokerPages: readonly HowToPage[] = [
  {
    get title() {
      return t('THE GOAL');
    },
    get lines() {
      return [
        t('Paint the whole board one colour before your moves run out.'),
        t('Every move paints from the base: the square with the ring.'),
      ];
    },
    demo: { position: '[left=4 colors=3] ggbgg/grrgg/rrgrg/bbbrr/grgrg', moves: ['r', 'b', 'r', 'g'] },
    shows: ['flood', 'won'],
  },
  {
    get title() {
      return t('FLOOD');
    },
    get lines() {
      return [t('Pick a colour: the base and every square of its colour joined to it take the new colour.')];
    },
    demo: { position: '[left=3 colors=3] rrrbg/gbrbg/brrgb/grbbg/grrrb', moves: ['g', 'b', 'g'] },
    shows: ['flood', 'won'],
  },
  {
    get title() {
      return t('KNIGHT SQUARES');
    },
    get lines() {
      return [
        t("The squares a chess knight's jump away from the base take the colour too."),
        t('Just those squares: they do not flood.'),
      ];
    },
    demo: { position: '[base=2,2 left=1 colors=3] bgbgb/gbrbg/brrrb/gbrbg/bgbgb', moves: ['b'] },
    shows: ['knight', 'won'],
  },
  {
    get title() {
      return t('JOKERS');
    },
    get lines() {
      return [
        t('A joker next to a square that changes bursts: its 8 neighbours take the colour.'),
        t('A joker hit by a burst bursts too, in a chain.'),
      ];
    },
    demo: { position: '[left=3 colors=3] rr*gb/gbg*b/bgbb*/gbgbb/ggbgb', moves: ['g', 'b', 'g'] },
    shows: ['joker', 'chain', 'won'],
  },
  {
    get title() {
      return t('MOVE THE BASE');
    },
    get lines() {
      return [
        touchFirst()
          ? t('Tap any square to move the base there. It is free: it uses no move.')
          : t('Click any square to move the base there. It is free: it uses no move.'),
      ];
    },
    demo: { position: '[left=2 colors=3] gbrbg/brrrb/rrgrr/brrrb/gbrbg', moves: ['@1,1', 'b', 'g'] },
    shows: ['base', 'won'],
  },
  {
    makes: true,
    get title() {
      return t('MAKE YOUR OWN');
    },
    get lines() {
      return [
        touchFirst()
          ? t('Tap to paint colours and jokers; BASE moves the ring. CLASSIC: no jokers.')
          : t('Click to paint colours and jokers; BASE moves the ring. CLASSIC: no jokers.'),
        t('CHECK: enough MOVES? SHARE a code anyone can open, or PUBLISH to EXPLORE.'),
      ];
    },
    // A board a player made (MAKE): the base in the middle, a joker in each corner, MOVES 3 (its par).
    demo: { position: '[base=2,2 left=3 colors=3] *gbg*/grgrg/rgrgr/grgrg/*gbg*', moves: ['g', 'r', 'b'] },
    shows: ['knight', 'joker', 'flood', 'won'],
  },
];

/** What a Joker Coloring move did: how many squares each step painted, or the base's move. */
export function colouringLine(ch: JokerChanges): string {
  if (ch.kind === 'base') return t('THE BASE MOVES · FREE');
  if (ch.kind === 'quit') return t('GAVE UP');
  const parts = [
    t('{colour}: FLOOD {n}', {
      colour: colourName(JOKER_COLOURS[ch.color]).toUpperCase(),
      n: ch.flood.flat().length,
    }),
  ];
  if (ch.knight.length) parts.push(t('KNIGHT {n}', { n: ch.knight.length }));
  const jokers = ch.jokerRounds.reduce((n, r) => n + r.jokers.length, 0);
  if (jokers) parts.push(t('JOKERS {n}', { n: jokers }));
  return verbatim(parts.join(' · '));
}

/** Joker Coloring's readout: moves left and squares still to paint, or the result. */
export function jokerStatusLine(s: JokerState): string {
  const st = status(s);
  if (st === 'won') return t('PAINTED! · {n} MOVES TO SPARE', { n: s.movesLeft });
  if (st === 'lost') return t('OUT OF MOVES');
  return t('MOVES LEFT {moves} · OFF COLOUR {squares}', { moves: s.movesLeft, squares: squaresLeft(s) });
}
