// Joker Coloring's part of its screen's session: taps and keys read by its interpret_move, BASE
// (choosing a new base with the arrows), QUIT (asked first: it counts as disqualified), OPTIONS,
// what a refused colour or base shakes and says, the model its view draws, its snapshot fields and
// its results panel.

import { JOKER_COLOURS } from '../../../i18n/colours';
import { reasonText, t } from '../../../i18n/i18n';
import { count } from '../../../i18n/units';
import * as JK from '../../../logic/joker/index';
import { interpretJoker, type JokerUi, NOT_PICKING, togglePicking } from '../../../logic/joker/input';
import { playedMoves } from '../../core/history';
import type { Outcome } from '../../core/midend';
import { type OptionsLaunch, SCREENS } from '../../launch/navigation';
import { pictureOf } from '../../progress/daily';
import { ratingLines, summaryLine } from '../../progress/resultText';
import { starsAgainstPar, threeStarGoal } from '../../progress/stars';
import type { PanelChoice } from '../../session/effects';
import type { EndWords, GamePart, Position } from '../../session/part';
import { jokerFacts } from './facts';
import type { JokerMidend } from './midend';
import { madeParams, paramsOf } from './setup';

export interface JokerModel {
  readonly state: JK.JokerState;
  readonly seed: number;
  readonly options: JK.JokerOptions;
  readonly limit: JK.Limit | null;
  readonly squaresLeft: number;
  /** The base's own region, in squares: the progress figure, which a colour move never lowers. */
  readonly flooded: number;
  readonly playing: boolean;
  /** The base's colour: painting it again is not a move. */
  readonly baseColor: JK.Cell | undefined;
  /** The colour the last hint suggests. */
  readonly hinted: JK.ColorLetter | null;
  readonly par: number | null;
  /** The moves three stars ask for, while they can still be earned (midend/progress/stars.ts). */
  readonly goal: number | null;
  readonly solving: 'par' | 'hint' | 'line' | null;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** The square the keyboard is choosing as the new base (BASE, or s). */
  readonly picking: JK.Point | null;
}

type Part = GamePart<JK.JokerState, JK.JokerMove, JK.JokerChanges, JokerUi, JokerModel>;

/** Everything the view draws for position `at`. */
function jokerModel(midend: JokerMidend, at: Position<JK.JokerState>, ui: JokerUi): JokerModel {
  const s = at.state;
  const { par, hints, solving, hint } = midend.solver;
  return {
    state: s,
    seed: midend.seed,
    options: midend.options,
    limit: midend.limit,
    squaresLeft: JK.squaresLeft(s),
    flooded: JK.floodedArea(s),
    playing: JK.status(s) === 'playing',
    baseColor: s.cells[JK.indexOf(s.base, s.width)],
    hinted: hint?.kind === 'color' ? hint.color : null,
    par,
    goal: JK.status(s) === 'playing' ? threeStarGoal(par, hints, midend.assisted) : null,
    solving,
    canUndo: at.canUndo,
    canRedo: at.canRedo && !s.quit,
    picking: ui.picking,
  };
}

/** The game's own fields of the test hook's snapshot. */
function jokerSnapshot(m: JokerModel): Record<string, unknown> {
  return {
    board: JK.encode(m.state),
    moves: m.state.movesMade,
    movesLeft: m.state.movesLeft,
    squaresLeft: m.squaresLeft,
    flooded: m.flooded,
    base: m.state.base,
    options: m.options,
    picking: m.picking,
    limit: m.limit,
    casual: m.state.casual === true,
    hinted: m.hinted,
  };
}

export function jokerPart(midend: JokerMidend): Part {
  const options = (): OptionsLaunch => ({
    params: paramsOf(midend.options, midend.limit),
    inProgress: midend.status === 'playing' && midend.steps > 0,
  });
  return {
    id: 'joker-coloring',
    midend,
    rule: jokerFacts.rule,
    initialUi: () => NOT_PICKING,
    interpret: (state, ui, input, ctx) => interpretJoker(state, ui, input, ctx),
    act(action, api) {
      if (action === 'base') api.read(togglePicking(midend.state, api.ui));
      else if (action === 'options') api.go({ scene: SCREENS.jokerOptions, data: options() });
      else if (action === 'quit') {
        if (midend.status !== 'playing') return true;
        api.ask(
          {
            title: t('GIVE UP?'),
            line: t('Quitting counts as disqualified.'),
            yes: { name: 'confirm-quit', label: t('YES, QUIT') },
            no: { name: 'cancel-quit', label: t('KEEP PLAYING') },
          },
          () => api.read({ kind: 'move', move: { kind: 'quit' }, ui: NOT_PICKING }),
        );
      } else return false;
      return true;
    },
    refused(move, why, s) {
      if (move.kind === 'color') {
        const waiting = midend.waitingForLimit ? t("Working out par for this deal's move limit…") : null;
        return { shake: { kind: 'button', name: `color-${move.color}` }, message: waiting };
      }
      if (move.kind === 'base' && JK.onBoard(move.at, s.width, s.height)) {
        const here = move.at.x === s.base.x && move.at.y === s.base.y;
        const message = here ? null : t('Not there: {reason}.', { reason: reasonText(why) });
        return { shake: { kind: 'square', at: move.at }, message };
      }
      return { shake: { kind: 'board' }, message: null };
    },
    model: (at, ui) => jokerModel(midend, at, ui),
    snapshot: jokerSnapshot,
    endWords: (o) => endWords(midend, o),
    // Moves used to win, unless SHOW ME played part of it.
    result: () => {
      const o = midend.outcome();
      return o && o.status === 'won' && o.assisted === 0 ? midend.state.movesMade : null;
    },
    // A square per colour move, in order.
    picture: () =>
      pictureOf(
        playedMoves(midend.history).flatMap((m) => (m.kind === 'color' ? [JOKER_COLOURS[m.color]] : [])),
      ),
    // REPLAY DEAL plays a made board again; a new game deals one from a seed.
    newGame: (seed) => ({
      fresh: true,
      seed,
      params: {
        ...paramsOf(midend.options, midend.limit),
        ...(seed === undefined ? {} : madeParams(midend.options)),
      },
    }),
    // A casual game has no last move to warn of.
    movesLeft: () => (midend.status === 'playing' && !midend.state.casual ? midend.state.movesLeft : null),
  };
}

function endWords(midend: JokerMidend, o: Outcome): EndWords {
  const s = midend.state;
  const { par, hints, solving } = midend.solver;
  const buttons: PanelChoice[] = [
    { name: 'new-game', label: t('NEW GAME'), action: 'new-deal' },
    { name: 'replay', label: t('REPLAY DEAL'), action: 'replay', short: t('REPLAY') },
    ...(o.status === 'quit'
      ? []
      : [{ name: 'panel-undo', label: t('UNDO LAST MOVE'), action: 'undo', short: t('UNDO') } as const]),
    { name: 'panel-options', label: t('OPTIONS'), action: 'options' },
  ];
  if (o.status === 'won') {
    const lines = [
      s.casual
        ? t('Won in {count}.', { count: count(s.movesMade, 'move') })
        : t('Won in {count}, {left} to spare.', { count: count(s.movesMade, 'move'), left: s.movesLeft }),
      ...(hints ? [t('Won with {count}.', { count: count(hints, 'hint') })] : []),
      ...ratingLines(o, {
        par,
        solving: solving === 'par',
        steps: midend.steps,
        moves: 'move',
        unit: 'move',
      }),
    ];
    const stars = o.assisted === 0 && par !== null ? starsAgainstPar(s.movesMade, par, hints) : null;
    // Short of three stars, and par moved the base where the player never did: say why.
    if (stars !== null && stars < 3 && midend.parMovedBaseAlone)
      lines.push(t('Par moves the base, which is free: try BASE.'));
    return {
      title: t('PAINTED!'),
      tone: 'good',
      lines,
      summary: summaryLine(count(s.movesMade, 'move'), par),
      tally: [{ value: s.movesMade, unit: 'move' }],
      buttons,
      sound: 'win',
      won: true,
      stars,
    };
  }
  if (o.status === 'lost') {
    const lines = [t('{n} squares still differ.', { n: JK.squaresLeft(s) })];
    return {
      title: t('OUT OF MOVES'),
      tone: 'danger',
      lines,
      summary: lines[0] as string,
      tally: [],
      buttons,
      sound: 'lose',
      won: false,
      stars: null,
    };
  }
  return {
    title: t('DISQUALIFIED'),
    tone: 'danger',
    lines: [t('You gave up this deal.')],
    summary: t('You gave up this deal.'),
    tally: [],
    buttons,
    sound: 'lose',
    won: false,
    stars: null,
  };
}
