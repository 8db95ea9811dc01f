// A fourth game through the one Midend: Row Sort (tests/fourth/rowSort.ts), a one-row puzzle written
// as rules and a description, nothing else — no subclass. Dealt from a seed, played, undone and
// redone, saved and resumed, ended with its best kept, watched again from its move line, and
// helped by a solver through the same desk as the real games'.

import { describe, expect, it, vi } from 'vitest';
import { Midend, type MidendView } from '../../src/midend/core/midend';
import {
  bubble,
  type RowChange,
  type RowDeal,
  type RowMove,
  type RowOptions,
  type RowState,
  rowConfig,
  rowSolver,
  rowSort,
} from '../fourth/rowSort';
import { deps } from './fakes';

type RowMidend = Midend<RowOptions, RowState, RowMove, RowChange, null, RowDeal>;

function open(d = deps(42), withSolver = false): { m: RowMidend; view: MidendView<RowChange> } {
  const m: RowMidend = new Midend(rowConfig, { ...d, ...(withSolver ? { solver: rowSolver } : {}) });
  const view = { moved: vi.fn(), reset: vi.fn(), refresh: vi.fn(), say: vi.fn(), decided: vi.fn() };
  m.attach(view);
  return { m, view };
}

/** Play the midend's game to its end with the solver's own line. */
function sortOut(m: RowMidend): number {
  const line = bubble(m.state);
  for (const move of line) expect(m.play(move).ok).toBe(true);
  return line.length;
}

describe('a fourth game, Row Sort, through the one Midend', () => {
  it('deals the seed with the default options, the same row each time, and names its deal', () => {
    const { m } = open();
    m.begin({ seed: 7 });
    expect(m.state).toEqual(rowSort.deal({ length: 5 }, 7));
    expect(m.currentDeal()).toEqual({ game: 'row-sort', length: 5, seed: 7 });
    expect(m.status).toBe('playing');
  });

  it('plays, refuses what the rules refuse, undoes and redoes, and tells its view', () => {
    const { m, view } = open();
    m.begin({ seed: 7 });
    const before = m.state;
    expect(m.play({ at: 9 })).toMatchObject({ ok: false, reason: 'no such pair' });
    expect(m.play({ at: 0 }).ok).toBe(true);
    expect(view.moved).toHaveBeenCalledWith({ at: 0 }, 'player');
    expect(m.undo()).toBe(true);
    expect(m.state).toEqual(before);
    expect(m.redo()).toBe(true);
    expect(m.steps).toBe(1);
  });

  it('is saved after each move and resumed by a new midend on the same storage', () => {
    const d = deps(42);
    const first = open(d).m;
    first.begin({ seed: 7 });
    first.play({ at: 1 });
    expect(first.saved.progress()).toEqual({ steps: 1, par: null, best: null });
    const again = open(d).m;
    again.begin({});
    expect(again.state).toEqual(first.state);
    expect(again.saved.deal()).toEqual({ game: 'row-sort', length: 5, seed: 7 });
  });

  it('ends when the row is in order, and keeps the fewest swaps as the deal’s best', () => {
    const d = deps(42);
    const { m } = open(d);
    m.begin({ seed: 7, options: { length: 6 } });
    const swaps = sortOut(m);
    expect(m.outcome()).toMatchObject({ status: 'won', value: swaps, best: swaps, newBest: true });
    const next = open(d).m;
    next.begin({ seed: 7, options: { length: 6 }, fresh: true });
    expect(next.best()).toBe(swaps);
  });

  it('watches a finished game again from its move line, and refuses a line that does not finish it', () => {
    const { m } = open();
    m.begin({ seed: 7 });
    sortOut(m);
    const line = m.moveLine();
    const watcher = open().m;
    watcher.begin({ seed: 7, watch: line });
    expect(watcher.watched).toBe(true);
    expect(watcher.status).toBe('won');
    expect(watcher.play({ at: 0 }).ok).toBe(false);
    const unfinished = open().m;
    unfinished.begin({ seed: 7, watch: 's0' });
    expect(unfinished.watched).toBe(false);
  });

  it('asks its solver for par and a hint, and plays its line for SHOW ME, as the real games do', () => {
    const d = deps(42);
    const { m } = open(d, true);
    m.begin({ seed: 7 });
    expect(m.solver.par).toBe(bubble(m.state).length);
    expect(m.solver.askHint()).toBe(true);
    expect(m.solver.hint).toEqual(bubble(m.state)[0]);
    expect(m.solver.hints).toBe(1);
    expect(m.solver.showMe()).toBe(true);
    for (let i = 0; i < 50 && m.status === 'playing'; i++) {
      m.ready();
      d.timer.advance(1000);
    }
    expect(m.status).toBe('won');
    // Sorted by the solver: the computer's result, never a best.
    expect(m.outcome()).toMatchObject({ newBest: false });
    expect(m.assisted).toBeGreaterThan(0);
  });
});
