// "How to play", as data: for each game a few pages, each a title, one or two short captions and
// a demonstration — a start position in the game's position notation and move tokens the rules
// play from it (docs/RULES.md, "Notations"). The HowToPlay scene shows them on the real board view
// with the real move animations; tests/ui/howToPlay.test.ts holds every demo to the rules, so a
// wrong position or move fails the tests, not the player. Also here: the short words a
// demonstration shows under its board. No Phaser.

import { colourName } from '../i18n/colours';
import { t, verbatim } from '../i18n/i18n';
import type { FloodChange, FloodState } from '../logic/flood';
import { counts, winner } from '../logic/flood';
import type { GameId } from '../logic/game';
import type { GlassState, JumpChange, JumpRule, Piece } from '../logic/glassworks';
import { isOver as glassOver, isCleared, points } from '../logic/glassworks';
import type { JokerChanges, JokerState } from '../logic/joker';
import { status as jokerStatus, squaresLeft } from '../logic/joker';
import { palette } from '../ui/palettes';

/**
 * What a demonstration shows happening, so the tests can hold a page to what it says: a GlassWorks
 * jump rule or a cleared board; Joker Coloring's flood, knight squares, a joker bursting, a chain
 * (a joker set off by another one), a base change or a win; Flood Duel's capture, the hand-over of
 * the free squares, and the end of a game.
 */
export type Shows =
  | JumpRule
  | 'cleared'
  | 'flood'
  | 'knight'
  | 'joker'
  | 'chain'
  | 'base'
  | 'won'
  | 'capture'
  | 'hand-over'
  | 'over';

export interface HowToDemo {
  /** The start position, in the game's position notation. */
  readonly position: string;
  /** Move tokens in the game's move notation, played in turn from the start position. */
  readonly moves: readonly string[];
}

export interface HowToPage {
  readonly title: string;
  /** One or two short captions, each read in a few seconds. */
  readonly lines: readonly string[];
  readonly demo: HowToDemo;
  readonly shows: readonly Shows[];
}

/** Words that must stay on one line when a caption wraps (a formula like red + yellow = orange). */
const together = (words: string): string => words.replaceAll(' ', '\u00a0');

export const HOW_TO_PLAY: Readonly<Record<GameId, readonly HowToPage[]>> = {
  glassworks: [
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
          t('Land on a primary and the two mix: {formula}.', {
            formula: together(t('red + yellow = orange')),
          }),
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
          t('Click a piece that can jump: where it can land lights up. Click one to jump.'),
          t('Undo (U) takes a jump back, any time.'),
        ];
      },
      demo: { position: '..Y../..B../YRRO.', moves: ['2,2r', '2,0d', '2,2r', '0,2r'] },
      shows: ['2b', '1b', '1a'],
    },
  ],
  'joker-coloring': [
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
        return [
          t('Pick a colour: the base and every square of its colour joined to it take the new colour.'),
        ];
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
        return [t('Tap any square to move the base there. It is free: it uses no move.')];
      },
      demo: { position: '[left=2 colors=3] gbrbg/brrrb/rrgrr/brrrb/gbrbg', moves: ['@1,1', 'b', 'g'] },
      shows: ['base', 'won'],
    },
  ],
  'flood-duel': [
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
  ],
};

// ————— the words a demonstration shows under its board —————

const glassName = (p: Piece): string =>
  p === '.' ? t('BLANK') : colourName(palette().glass[p].name).toUpperCase();

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
  if (!glassOver(s)) return left;
  return isCleared(s) ? t('{left} · CLEARED!', { left }) : t('{left} · NO JUMPS LEFT', { left });
}

/** What a Joker Coloring move did: how many squares each step painted, or the base's move. */
export function colouringLine(ch: JokerChanges): string {
  if (ch.kind === 'base') return t('THE BASE MOVES · FREE');
  if (ch.kind === 'quit') return t('GAVE UP');
  const parts = [
    t('{colour}: FLOOD {n}', {
      colour: colourName(palette().joker[ch.color].name).toUpperCase(),
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
  const st = jokerStatus(s);
  if (st === 'won') return t('PAINTED! · {n} MOVES TO SPARE', { n: s.movesLeft });
  if (st === 'lost') return t('OUT OF MOVES');
  return t('MOVES LEFT {moves} · SQUARES LEFT {squares}', { moves: s.movesLeft, squares: squaresLeft(s) });
}

/** Flood Duel's players in the demonstrations: you (player 1) against the computer (player 2). */
export const floodPlayer = (p: 1 | 2): string => (p === 1 ? t('YOU') : t('COMPUTER'));

/** What a Flood Duel move took, and any hand-over of the free squares. */
export function captureLine(ch: FloodChange): string {
  const gained = ch.captured.reduce((n, layer) => n + layer.length, 0);
  const colour = colourName(palette().flood[ch.color]?.name ?? 'red').toUpperCase();
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
