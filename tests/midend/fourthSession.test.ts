// A fourth game through the same session as the three real games: Row Sort (tests/fourth), its
// rules, description and part registered in one call, no line of the session changed for it. Its
// presses and keys are read by its interpret_move into effects; a game played to its end has its
// moment, its results panel, its stars, its log entry and its statistics; undo, NEW GAME, COPY,
// CHALLENGE and a challenge code opened again work as they do for the others.

import { beforeAll, describe, expect, it } from 'vitest';
import { decodeCode, encodeDeal } from '../../src/midend/codes/dealCode';
import { registerGame } from '../../src/midend/games/registry';
import { dailyTarget, targetOfCode } from '../../src/midend/launch/launch';
import type { GameLaunch } from '../../src/midend/launch/navigation';
import { Challenges } from '../../src/midend/progress/challenges';
import { DailyBook, dayOf } from '../../src/midend/progress/daily';
import { GameLog } from '../../src/midend/progress/gameLog';
import { statsOf } from '../../src/midend/progress/stats';
import { statsPage } from '../../src/midend/progress/statsPage';
import { Session } from '../../src/midend/session/session';
import { ROW_SORT, rowEntry, rowMidend, rowPart } from '../fourth/rowGame';
import { bubble, type RowState, rowSolver } from '../fourth/rowSort';
import { deps } from './fakes';
import { FakeScreen } from './sessions';

const NOW = new Date('2026-12-05T12:00:00Z');

function rowSession(data: GameLaunch, d = deps(42)) {
  const midend = rowMidend({ ...d, solver: rowSolver });
  const session = new Session(rowPart(midend), {
    storage: d.storage,
    now: () => new Date('2026-12-05T12:00:00Z'),
  });
  const screen = new FakeScreen<unknown>();
  screen.settle = (move) => session.settled(move);
  screen.ended = () => session.input({ kind: 'action', action: 'ending-done' });
  session.start(data);
  session.opened(screen);
  return { session, midend, screen, d };
}

/** Play the row in order, one press per swap. */
function sortByPresses(session: ReturnType<typeof rowSession>['session'], state: RowState): void {
  for (const move of bubble(state)) session.input({ kind: 'press', at: { x: move.at, y: 0 } });
}

beforeAll(() => registerGame(rowEntry));

describe('a fourth game, Row Sort, through the same session', () => {
  it('reads a press as a swap and a key as its own, and says what the hook reports', () => {
    const { session, midend } = rowSession({ seed: 7 });
    expect(session.snapshot()).toMatchObject({
      game: ROW_SORT,
      seed: 7,
      code: encodeDeal(session.midend.currentDeal()),
    });
    const before = midend.state.cells;
    const out = session.input({ kind: 'press', at: { x: 0, y: 0 } });
    expect(out).toMatchObject([{ kind: 'moved', by: 'player', changes: { at: 0 } }]);
    expect(midend.state.cells).toEqual([before[1], before[0], ...before.slice(2)]);
    session.input({ kind: 'key', press: { key: 'ArrowRight' } });
    expect(session.ui.cursor).toBe(1);
    session.input({ kind: 'key', press: { key: 'z', ctrl: true } });
    expect(midend.steps).toBe(0);
    // A press off the row is no move: the game's own words for it.
    expect(session.input({ kind: 'press', at: { x: 0, y: 3 } })).toContainEqual({
      kind: 'say',
      text: 'Press a number that has a neighbour on its right.',
    });
  });

  it('a game played to its end: the moment, the results panel with stars, the log and the statistics', () => {
    const { session, midend, screen, d } = rowSession({ seed: 7 });
    const par = bubble(midend.state).length;
    expect(midend.solver.par).toBe(par);
    sortByPresses(session, midend.state);
    expect(midend.status).toBe('won');
    expect(screen.of('ending')).toMatchObject([
      { kind: 'ending', moment: { headline: 'SORTED!', won: true, stars: 3, celebration: 'three-stars' } },
    ]);
    expect(session.phase).toBe('results');
    expect(session.panel()).toMatchObject({ title: 'SORTED!', tone: 'good', lines: [`${par} swaps`] });
    session.input({ kind: 'action', action: 'more' });
    expect(session.panel()?.lines).toContain(`Sorted in ${par} swaps.`);
    session.input({ kind: 'action', action: 'more-close' });
    const log = new GameLog(d.storage).all();
    expect(log).toMatchObject([{ game: ROW_SORT, result: par, won: true, moves: par }]);
    const page = statsPage(ROW_SORT, statsOf(log, ROW_SORT), { now: 0, best: 0 });
    expect(page.chartTitle).toBe('SWAPS');
    expect(page.figures.slice(0, 2)).toEqual([
      { label: 'PLAYED', value: '1' },
      { label: 'AT PAR', value: '1' },
    ]);
    expect(page.recent[0]?.text).toContain(`${par} swaps`);
  });

  it("today's deal opens from the day's link; its finish is the day's result, and SHARE tells it", () => {
    const target = dailyTarget(ROW_SORT, NOW);
    expect(target?.scene).toBe(rowEntry.screen);
    const { session, midend, d } = rowSession(target?.data as GameLaunch);
    expect(session.dailyDay).toBe(dayOf(NOW));
    expect(midend.state.cells).toHaveLength(6);
    sortByPresses(session, midend.state);
    expect(new DailyBook(d.storage).result(ROW_SORT, dayOf(NOW))).toMatchObject({
      result: midend.state.swaps,
    });
    const share = session.input({ kind: 'action', action: 'share-daily' }).find((e) => e.kind === 'hand');
    expect(share?.kind === 'hand' && share.text).toContain('Row Sort');
  });

  it('NEW GAME goes to its own screen; a launch parameter it names deals a longer row', () => {
    const { session } = rowSession({ seed: 7 });
    session.input({ kind: 'press', at: { x: 0, y: 0 } });
    session.input({ kind: 'action', action: 'new' });
    session.input({ kind: 'action', action: 'yes' });
    const go = session.input({ kind: 'action', action: 'new-deal' }).find((e) => e.kind === 'go');
    expect(go).toMatchObject({ to: { scene: rowEntry.screen, data: { fresh: true } } });
    const longer = rowSession({ seed: 3, params: { length: '8' } });
    expect(longer.midend.state.cells).toHaveLength(8);
    const wrong = rowSession({ seed: 3, params: { length: '12' } });
    expect(wrong.screen.of('toast').map((e) => e.text)).toContain(
      'length must be 3 to 9: dealing a row of 5.',
    );
  });

  it('COPY hands its code, CHALLENGE a challenge; the challenge opened again names the result to beat', () => {
    const { session, midend, d } = rowSession({ seed: 7, params: { length: '6' } });
    const copy = session.input({ kind: 'action', action: 'copy-code' }).find((e) => e.kind === 'hand');
    expect(copy).toMatchObject({ text: encodeDeal(session.midend.currentDeal()) });
    expect(decodeCode(encodeDeal(session.midend.currentDeal()))).toMatchObject({
      ok: true,
      value: { deal: { game: 'row-sort', length: 6, seed: 7 } },
    });
    sortByPresses(session, midend.state);
    const hand = session.input({ kind: 'action', action: 'challenge' }).find((e) => e.kind === 'hand');
    expect(hand?.kind === 'hand' && hand.text.startsWith('RS-6-BEAT')).toBe(true);
    const target = targetOfCode(hand?.kind === 'hand' ? hand.text : '');
    if (!target.ok) throw new Error(target.reason);
    expect(target.value.scene).toBe(rowEntry.screen);
    const friend = rowSession(target.value.data as GameLaunch, deps(9));
    expect(friend.midend.currentDeal()).toEqual({ game: 'row-sort', length: 6, seed: 7 });
    expect(
      new Challenges(friend.d.storage).beat(ROW_SORT, encodeDeal(friend.session.midend.currentDeal())),
    ).toBe(midend.state.swaps);
    expect(friend.screen.of('toast').map((e) => e.text)).toContain(
      `Challenge: beat ${midend.state.swaps} moves on this deal.`,
    );
    expect(d.storage).not.toBe(friend.d.storage);
  });
});
