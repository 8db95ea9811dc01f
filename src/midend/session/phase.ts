// Where a game screen's session stands, as one value with a table of the ways out of each: the
// session (session.ts) asks it what a press, a key or a button may do, and which panel the screen
// shows. Pure: no effects, no clock; tests/midend/phase.test.ts walks the table.
//
//   playing ──ask──▶ asking ──answer──▶ (back where it was asked)
//   playing ──end──▶ ending ──moment-done──▶ results ──view-board──▶ viewing ──back──▶ results
//   playing ──quit──▶ results ──watch──▶ watching ──watch-done──▶ results
//   results ──more──▶ more (the rest of the results) ──more-close──▶ results
//   any ──play / over──▶ a new position: playing, or the results of a game that is over
//
// SHOW ME playing the solver's line is the midend's (it starts and stops the demonstration); the
// session reports it as the phase `showing` while it plays (see Session.phase).

export type Phase = 'playing' | 'asking' | 'ending' | 'results' | 'more' | 'viewing' | 'watching';

/** A phase as reported: `showing` is playing while SHOW ME plays. */
export type ShownPhase = Phase | 'showing';

export type PhaseEvent =
  /** A question opens (a new game over one in progress, leaving a live game…). */
  | 'ask'
  /** The question is answered or closed. */
  | 'answer'
  /** The last move ended the game: its moment plays first. */
  | 'end'
  /** The game was given up: the results at once, with no moment. */
  | 'quit'
  /** The moment is over (or cut short). */
  | 'moment-done'
  /** The results close, to look at the finished board. */
  | 'view-board'
  /** A press or a key on the finished board brings the results back. */
  | 'back'
  | 'watch'
  | 'watch-done'
  /** MORE… on the result card: the rest of the results and their actions. */
  | 'more'
  /** Back from MORE… to the result card. */
  | 'more-close'
  /** A new position on the board (undo, redo, a game opened): the game goes on. */
  | 'play'
  /** A new position on the board: the game is over. */
  | 'over';

export interface PhaseState {
  readonly phase: Phase;
  /** Where a question was asked, to go back to once it is answered (null: no question open). */
  readonly asked: Phase | null;
}

export const START: PhaseState = { phase: 'playing', asked: null };

/** Each phase's ways out; an event a phase has no way out for changes nothing. */
const TABLE: Readonly<Record<Phase, Partial<Record<PhaseEvent, Phase>>>> = {
  playing: { ask: 'asking', end: 'ending', quit: 'results', over: 'results' },
  asking: {},
  ending: { ask: 'asking', 'moment-done': 'results', play: 'playing', over: 'results' },
  results: { 'view-board': 'viewing', watch: 'watching', play: 'playing', more: 'more' },
  more: { 'more-close': 'results', 'view-board': 'viewing', watch: 'watching', play: 'playing' },
  viewing: { ask: 'asking', back: 'results', play: 'playing', over: 'results' },
  watching: { ask: 'asking', 'watch-done': 'results' },
};

/** The session after `event`. */
export function next(state: PhaseState, event: PhaseEvent): PhaseState {
  if (state.phase === 'asking')
    return event === 'answer' ? { phase: state.asked ?? 'playing', asked: null } : state;
  const to = TABLE[state.phase][event];
  if (!to) return state;
  return { phase: to, asked: to === 'asking' ? state.phase : null };
}

/** The panel a phase shows: a question, a finished game's result card, the rest of it (MORE…), or none. */
export const panelOf = (phase: Phase): 'question' | 'end' | 'more' | null =>
  phase === 'asking' ? 'question' : phase === 'results' ? 'end' : phase === 'more' ? 'more' : null;

/** A finished game's results are open: the card, or the rest of it. */
export const resultsOpen = (phase: Phase): boolean => phase === 'results' || phase === 'more';

/** Every phase's table row, for the tests that walk it. */
export const PHASE_TABLE = TABLE;
