// GlassWorks' part of its screen's session: clicks, taps and keys read by its interpret_move, a
// hint that selects the piece to jump, the model its view draws (every legal jump, so the view
// outlines destinations and marks pieces that can jump without asking the rules), its snapshot
// fields and its results panel. LADDER (and NEXT ON THE LADDER after a clear) opens the clearing
// ladder's next deal not cleared yet.

import { GLASS_COLOURS } from '../../../i18n/colours';
import { t } from '../../../i18n/i18n';
import { count } from '../../../i18n/units';
import * as GW from '../../../logic/glassworks/index';
import { type GlassUi, interpretGlass, NO_SELECTION } from '../../../logic/glassworks/input';
import type { Outcome } from '../../core/midend';
import type { GameLaunch } from '../../launch/navigation';
import { SCREENS } from '../../launch/navigation';
import { pictureOf } from '../../progress/daily';
import { LADDER_LENGTH } from '../../progress/ladderBook';
import { ratingLines, summaryLine, withHints } from '../../progress/resultText';
import { starsAgainstPar, threeStarGoal } from '../../progress/stars';
import type { EndWords, GamePart, Position } from '../../session/part';
import { glassworksFacts } from './facts';
import type { GlassMidend } from './midend';

export interface GlassModel {
  readonly state: GW.GlassState;
  readonly seed: number;
  /** A made board (a puzzle code, `board=`), not a seeded deal. */
  readonly made: boolean;
  readonly points: number;
  readonly steps: number;
  readonly par: number | null;
  /** The points three stars ask for, while they can still be earned (midend/progress/stars.ts). */
  readonly goal: number | null;
  readonly solving: 'par' | 'hint' | 'line' | null;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** SHOW ME is playing the solver's line. */
  readonly demonstrating: boolean;
  readonly selected: GW.Point | null;
  readonly cursor: GW.Point | null;
  /** The jump the last hint suggests. */
  readonly hint: GW.Move | null;
  /** Every legal jump: the pieces that can jump, and where each may land. */
  readonly jumps: readonly GW.Jump[];
  readonly over: boolean;
  readonly cleared: boolean;
  /** A ladder game: its deal's number, and how many ladder deals are cleared (null: not the ladder). */
  readonly ladder: { readonly at: number; readonly cleared: number } | null;
  /** The ladder deal LADDER opens: the next one not cleared (null: every one is). */
  readonly ladderNext: number | null;
}

/** Where the piece at `at` may land, from the model's jumps. */
export const landings = (m: { readonly jumps: readonly GW.Jump[] }, at: GW.Point): GW.Point[] =>
  m.jumps.filter((j) => j.from.x === at.x && j.from.y === at.y).map((j) => j.to);

/** From a ladder deal, the next not cleared after it; else the first not cleared. */
const ladderNextOf = (midend: GlassMidend): number | null => midend.ladderBook.next((midend.ladder ?? 0) + 1);

/** Everything the view draws for position `at`. */
function glassModel(midend: GlassMidend, at: Position<GW.GlassState>, ui: GlassUi): GlassModel {
  const s = at.state;
  const { par, hints, solving, demonstrating, hint } = midend.solver;
  return {
    state: s,
    seed: midend.seed,
    made: midend.options.board !== undefined,
    points: GW.points(s),
    steps: at.steps,
    par,
    goal: midend.rules.status(s) === 'playing' ? threeStarGoal(par, hints, midend.assisted) : null,
    solving,
    canUndo: at.canUndo,
    canRedo: at.canRedo,
    demonstrating,
    selected: ui.selected,
    cursor: ui.cursor,
    hint,
    jumps: GW.legalJumps(s),
    over: GW.isOver(s),
    cleared: GW.isOver(s) && GW.isCleared(s),
    ladder: midend.ladder === null ? null : { at: midend.ladder, cleared: midend.ladderBook.clearedCount() },
    ladderNext: ladderNextOf(midend),
  };
}

/** The game's own fields of the test hook's snapshot. */
function glassSnapshot(m: GlassModel): Record<string, unknown> {
  return {
    board: GW.encode(m.state),
    moves: m.steps,
    cleared: m.cleared,
    score: GW.score(m.state),
    points: m.points,
    selected: m.selected,
    destinations: m.selected ? landings(m, m.selected) : [],
    cursor: m.cursor,
    hint: m.hint,
    demo: m.demonstrating,
    ladder: m.ladder,
  };
}

export function glassPart(
  midend: GlassMidend,
): GamePart<GW.GlassState, GW.Move, GW.JumpChange, GlassUi, GlassModel> {
  return {
    id: 'glassworks',
    midend,
    rule: glassworksFacts.rule,
    initialUi: () => NO_SELECTION,
    interpret: (state, ui, input, ctx) => interpretGlass(state, ui, input, ctx),
    // A selection whose piece can no longer jump (after undo, a hint's jump) goes.
    tidy: (state, ui) =>
      ui.selected && GW.destinations(state, ui.selected).length === 0 ? { ...ui, selected: null } : ui,
    hinted: (hint, ui) => ({ ...ui, selected: hint.from }),
    refused: () => ({ shake: { kind: 'board' }, message: null }),
    invalidPress: () => t('No jump from there: pick a piece that can jump.'),
    model: (at, ui) => glassModel(midend, at, ui),
    snapshot: glassSnapshot,
    mode: () => (midend.ladder === null ? 'solo' : 'ladder'),
    act(action, api) {
      if (action !== 'ladder') return false;
      const next = ladderNextOf(midend);
      if (next === null) {
        api.emit({ kind: 'toast', text: t('Every ladder deal is cleared!') });
        return true;
      }
      api.askNewGame(() =>
        api.go({ scene: SCREENS.glassworks, data: { fresh: true, params: { ladder: String(next) } } }),
      );
      return true;
    },
    endWords: (o) => endWords(midend, o),
    // Points left at the end, unless SHOW ME played part of it (then the result is not all yours).
    result: () => {
      const o = midend.outcome();
      return o && o.assisted === 0 ? GW.points(midend.state) : null;
    },
    // A square per piece left, in board order.
    picture: () =>
      pictureOf(
        midend.state.cells.flatMap((p) =>
          p === '.' ? [] : [GLASS_COLOURS[p as keyof typeof GLASS_COLOURS]],
        ),
      ),
    // REPLAY DEAL on a ladder deal stays on the ladder.
    newGame: (seed): GameLaunch => {
      if (seed === midend.seed && midend.ladder !== null)
        return { fresh: true, params: { ladder: String(midend.ladder) } };
      const board = midend.options.board;
      return seed !== undefined && board !== undefined
        ? { fresh: true, params: { board } }
        : { fresh: true, seed };
    },
  };
}

function endWords(midend: GlassMidend, o: Outcome): EndWords {
  const left = o.value ?? GW.points(midend.state);
  const cleared = GW.isCleared(midend.state);
  const { par, solving } = midend.solver;
  const hints = withHints(midend.solver.hints);
  const n = midend.ladder;
  const onLadder = n !== null && midend.ladderBook.cleared(n);
  return {
    title: cleared ? t('CLEARED!') : t('NO JUMPS LEFT'),
    tone: cleared ? 'good' : 'accent',
    summary: summaryLine(
      cleared ? t('One piece left') : t('{count} left', { count: count(left, 'point') }),
      par,
    ),
    tally: [{ value: left, unit: 'point' }],
    // The original's real goal, and rare: a clear of the player's own.
    rare: cleared && o.assisted === 0 ? 'clear' : undefined,
    lines: [
      cleared
        ? t('One piece left: a perfect clear{hints}.', { hints })
        : t('{n} points left{hints}', { n: left, hints }),
      ...ratingLines(o, {
        par,
        solving: solving === 'par',
        steps: midend.steps,
        moves: 'jump',
        unit: 'point',
      }),
      ...(n === null
        ? []
        : [
            onLadder
              ? t('Ladder deal {n} cleared: {cleared} of {all} on the ladder.', {
                  n,
                  cleared: midend.ladderBook.clearedCount(),
                  all: LADDER_LENGTH,
                })
              : t('Ladder deal {n}: clear it to one piece to climb on.', { n }),
          ]),
    ],
    buttons: [
      // After a ladder clear, the way up comes first.
      ...(onLadder
        ? [
            {
              name: 'ladder-next',
              label: t('NEXT ON THE LADDER'),
              short: t('NEXT'),
              action: 'ladder',
            } as const,
          ]
        : []),
      { name: 'new-deal', label: t('NEW DEAL'), action: 'new-deal' },
      { name: 'replay', label: t('REPLAY DEAL'), action: 'replay', short: t('REPLAY') },
      { name: 'panel-undo', label: t('UNDO LAST JUMP'), action: 'undo', short: t('UNDO') },
    ],
    sound: cleared || o.newBest ? 'win' : 'lose',
    // Every deal ends when no jump is left: a finish, celebrated whatever it scored.
    won: true,
    stars: o.assisted === 0 && par !== null ? starsAgainstPar(left, par, midend.solver.hints) : null,
  };
}
