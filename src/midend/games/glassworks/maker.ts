// GlassWorks' part of the maker (maker/kind.ts): any mix of the six colours and empty squares, of
// any size the notation allows, 3×1 up to 30×30 (logic/glassworks/made.ts checks it).

import { t } from '../../../i18n/i18n';
import { count } from '../../../i18n/units';
import { LIMITS } from '../../../logic/glassworks/codec';
import { glassworks } from '../../../logic/glassworks/game';
import { madeOptions } from '../../../logic/glassworks/made';
import { ALPHABET } from '../../../logic/glassworks/pieces';
import { isCleared, type Move } from '../../../logic/glassworks/rules';
import { type GlassState, points } from '../../../logic/glassworks/state';
import { ok } from '../../../logic/result';
import { glassClient, TIMEOUTS } from '../../browser/workers';
import type { MakerCheck } from '../../maker/check';
import { boardText, randomFill } from '../../maker/draft';
import type { MakerKind } from '../../maker/kind';
import { askOnce } from '../../workers/workerClient';

const PIECES = [0, 1, 2, 3, 4, 5];
const EMPTY = 6;

/** The solver's best line on a made board, played through the rules: where it ends, whether it clears. */
export function glassCheck(start: GlassState, line: readonly Move[]): MakerCheck {
  let end = start;
  const tokens: string[] = [];
  for (const move of line) {
    const next = glassworks.apply(end, move);
    if (!next.ok) break;
    end = next.value.state;
    tokens.push(glassworks.encodeMove(move));
  }
  const clears = isCleared(end);
  const left = points(end);
  return {
    lines: [
      t('Best found: {left} left.', { left: count(left, 'point') }),
      clears
        ? t('It clears to one piece in {jumps}.', { jumps: count(tokens.length, 'jump') })
        : t('No line found that clears it to one piece.'),
    ],
    warning: !clears,
    over: tokens.length === 0,
    line: tokens,
    figures: { pointsLeft: left, clears, line: tokens },
  };
}

export const glassMaker: MakerKind = {
  game: 'glassworks',
  glyphs: ALPHABET,
  limits: LIMITS,
  start: () =>
    randomFill(
      { game: 'glassworks', width: 6, height: 4, cells: Array(24).fill(EMPTY), base: 0, settings: {} },
      PIECES,
      1,
    ),
  hasBase: false,
  checkSeconds: TIMEOUTS.glassworks / 1000,
  settings: [],
  offered: () => [...PIECES, EMPTY],
  blank: EMPTY,
  random: (d, seed) => randomFill(d, PIECES, seed),
  check: async (deal, timer) => {
    const state = glassworks.deal(deal.game === 'glassworks' && deal.board ? { board: deal.board } : {}, 0);
    const a = await askOnce(glassClient(timer), { kind: 'par', state });
    return a.ok
      ? { kind: 'answer', check: glassCheck(state, a.value.line) }
      : { kind: 'failed', reason: a.reason };
  },
  deal: (d) => {
    const options = madeOptions(boardText(d, ALPHABET));
    return options.ok ? ok({ game: 'glassworks', seed: 0, board: options.value.board }) : options;
  },
};
