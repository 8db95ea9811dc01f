// The session's phases as one value and a table of the ways out of each: every row walked, a
// question going back where it was asked, and an event a phase has no way out for changing nothing.

import { describe, expect, it } from 'vitest';
import {
  next,
  PHASE_TABLE,
  type PhaseEvent,
  type PhaseState,
  panelOf,
  START,
} from '../../src/midend/session/phase';

const walk = (from: PhaseState, ...events: PhaseEvent[]): PhaseState => events.reduce(next, from);

describe('the session’s phases', () => {
  it('play to the end: the moment, the results, the board, the results again, a replay', () => {
    expect(walk(START, 'end').phase).toBe('ending');
    expect(walk(START, 'end', 'moment-done').phase).toBe('results');
    expect(walk(START, 'end', 'moment-done', 'view-board').phase).toBe('viewing');
    expect(walk(START, 'end', 'moment-done', 'view-board', 'back').phase).toBe('results');
    expect(walk(START, 'end', 'moment-done', 'watch').phase).toBe('watching');
    expect(walk(START, 'end', 'moment-done', 'watch', 'watch-done').phase).toBe('results');
  });

  it('MORE… on the result card: the rest of the results, and back; its actions go where the card’s do', () => {
    const more = walk(START, 'end', 'moment-done', 'more');
    expect(more.phase).toBe('more');
    expect(next(more, 'more-close').phase).toBe('results');
    expect(next(more, 'view-board').phase).toBe('viewing');
    expect(walk(more, 'view-board', 'back').phase).toBe('results');
    expect(next(more, 'watch').phase).toBe('watching');
    expect(next(more, 'play').phase).toBe('playing');
    expect(next(more, 'ask').phase).toBe('more');
    expect(panelOf('more')).toBe('more');
  });

  it('a game given up has no moment: the results at once', () => {
    expect(walk(START, 'quit').phase).toBe('results');
  });

  it('a question goes back where it was asked, whatever happens while it is open', () => {
    for (const from of ['playing', 'ending', 'viewing', 'watching'] as const) {
      const asked = next({ phase: from, asked: null }, 'ask');
      expect(asked).toEqual({ phase: 'asking', asked: from });
      expect(walk(asked, 'end', 'over', 'play', 'watch', 'moment-done')).toEqual(asked);
      expect(next(asked, 'answer')).toEqual({ phase: from, asked: null });
    }
  });

  it('no question over a panel: the results take no question', () => {
    expect(next({ phase: 'results', asked: null }, 'ask').phase).toBe('results');
  });

  it('a new position on the board: the game goes on, or its results show', () => {
    for (const from of ['ending', 'results', 'viewing'] as const)
      expect(next({ phase: from, asked: null }, 'play').phase).toBe('playing');
    for (const from of ['playing', 'ending', 'viewing'] as const)
      expect(next({ phase: from, asked: null }, 'over').phase).toBe('results');
    // Watching a replay goes on: the position it replays is not the board's.
    expect(next({ phase: 'watching', asked: null }, 'play').phase).toBe('watching');
  });

  it('every way out of the table leads to a phase, and the panels are the question’s and the results’', () => {
    for (const row of Object.values(PHASE_TABLE))
      for (const to of Object.values(row)) expect(Object.keys(PHASE_TABLE)).toContain(to);
    expect(panelOf('asking')).toBe('question');
    expect(panelOf('results')).toBe('end');
    for (const p of ['playing', 'ending', 'viewing', 'watching'] as const) expect(panelOf(p)).toBeNull();
  });
});
