// How to play GlassWorks: six pages (the goal, each kind of jump, your move, making boards), and the
// words its demonstrations show (demoKit.ts has how they look). Pure: no Phaser.

import { colourName, GLASS_COLOURS } from '../../i18n/colours';
import { t, verbatim } from '../../i18n/i18n';
import {
  type GlassState,
  isCleared,
  isOver,
  type JumpChange,
  type Piece,
  points,
} from '../../logic/glassworks';
import { touchFirst } from '../../ui/controls/pointer';
import type { HowToPage } from '../howTo';
import { together } from '../howTo';

export const glassPages: readonly HowToPage[] = [
  {
    get title() {
      return t('THE GOAL');
    },
    get lines() {
      return [
        t('Jump a piece over its neighbour, like checkers. Every jump clears points.'),
        t("Fewer points left is better. PAR is the computer's best."),
      ];
    },
    demo: { position: 'RB.../..Y../..RYB', moves: ['0,0r', '2,0d', '2,2r'] },
    shows: ['1b', '1a', 'cleared'],
  },
  {
    get title() {
      return t('PRIMARY OVER PRIMARY');
    },
    get lines() {
      return [
        t('Red, yellow and blue are primaries. A primary can jump any primary: it breaks.'),
        t('Land on a primary and the two mix: {formula}.', { formula: together(t('red + yellow = orange')) }),
      ];
    },
    demo: { position: 'RBY/.../YR.', moves: ['0,0r', '0,2r'] },
    shows: ['1a', '1b'],
  },
  {
    get title() {
      return t('PRIMARY OVER SECONDARY');
    },
    get lines() {
      return [
        t('Orange, green and purple are secondaries, mixed from two primaries.'),
        t('A primary can jump one that holds it: {formula} leaves yellow.', {
          formula: together(t('red over orange')),
        }),
      ];
    },
    demo: { position: 'RO./.../ROB', moves: ['0,0r', '0,2r'] },
    shows: ['2b', '2a'],
  },
  {
    get title() {
      return t('SECONDARY OVER SECONDARY');
    },
    get lines() {
      return [
        t('A secondary only jumps the same secondary, which breaks.'),
        t('It lands on a blank square or on that same colour.'),
      ];
    },
    demo: { position: 'OO./.../GGG', moves: ['0,0r', '0,2r'] },
    shows: ['3b', '3a'],
  },
  {
    get title() {
      return t('YOUR MOVE');
    },
    get lines() {
      return [
        touchFirst()
          ? t('Tap a piece that can jump: where it can land lights up. Tap one to jump.')
          : t('Click a piece that can jump: where it can land lights up. Click one to jump.'),
        t('Undo (U) takes a jump back, any time.'),
      ];
    },
    demo: { position: '..Y../..B../YRRO.', moves: ['2,2r', '2,0d', '2,2r', '0,2r'] },
    shows: ['2b', '1b', '1a'],
  },
  {
    makes: true,
    get title() {
      return t('MAKE YOUR OWN');
    },
    get lines() {
      return [
        touchFirst()
          ? t('Tap or drag to paint any mix of pieces and blank squares.')
          : t('Click or drag to paint any mix of pieces and blank squares.'),
        t('CHECK: can it be cleared? SHARE a code anyone can open, or PUBLISH to EXPLORE.'),
      ];
    },
    // A board a player made (MAKE): a T of glass on blank squares, cleared to one piece.
    demo: { position: 'YOOOY/..R../..R..', moves: ['1,0r', '2,2u', '4,0l', '3,0l', '0,0r'] },
    shows: ['3a', '1b', '2a', '2b', '1a', 'cleared'],
  },
];

const glassName = (p: Piece): string => (p === '.' ? t('BLANK') : colourName(GLASS_COLOURS[p]).toUpperCase());

/** What a jump did, in the colours' names: `BLUE BREAKS · RED + YELLOW = ORANGE`. */
export function jumpLine(ch: JumpChange): string {
  const jumper = glassName(ch.jumper);
  const over =
    ch.overAfter === '.'
      ? t('{piece} BREAKS', { piece: glassName(ch.overBefore) })
      : verbatim(`${glassName(ch.overBefore)} - ${jumper} = ${glassName(ch.overAfter)}`);
  if (ch.toBefore === '.') return over;
  return verbatim(`${over} · ${jumper} + ${glassName(ch.toBefore)} = ${glassName(ch.toAfter)}`);
}

/** GlassWorks' readout: the points left, and the end. */
export function glassStatus(s: GlassState): string {
  const left = t('POINTS LEFT {n}', { n: points(s) });
  if (!isOver(s)) return left;
  return isCleared(s) ? t('{left} · CLEARED!', { left }) : t('{left} · NO JUMPS LEFT', { left });
}
