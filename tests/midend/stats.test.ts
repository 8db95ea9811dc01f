// The game log and its statistics: the log's bound, its lenient reading and its merge; statistics
// from a known log; and a finished game logged once, with how it was played.

import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../src/i18n/i18n';
import * as JK from '../../src/logic/joker';
import { type Deal, encodeDeal } from '../../src/midend/codes/dealCode';
import { boardOf } from '../../src/midend/games/flood/descriptor';
import type { JokerAnswer } from '../../src/midend/games/joker/worker';
import { targetOfCode } from '../../src/midend/launch/launch';
import { report } from '../../src/midend/progress/end';
import { GameLog, LOG_MAX, type LoggedGame, mergeLogs, readLog } from '../../src/midend/progress/gameLog';
import { settingOf, statsOf } from '../../src/midend/progress/stats';
import { longestRun, shortDay, statsPage } from '../../src/midend/progress/statsPage';
import { MemoryBackend, Storage } from '../../src/services/storage';
import { floodSession, glassSession, jokerSession, TINY_JOKER } from './sessions';

const game = (over: Partial<LoggedGame>): LoggedGame => ({
  game: 'joker-coloring',
  code: 'JC-18X18-4C-21M-7K',
  result: 20,
  par: 18,
  moves: 20,
  assisted: false,
  won: true,
  at: 1_000,
  mode: 'solo',
  level: null,
  line: '',
  ...over,
});

// English again after each test, failed or not: the unit files share their modules.
afterEach(() => setLanguage('en'));

describe('the game log', () => {
  it(`keeps the last ${LOG_MAX} games`, () => {
    const log = new GameLog(new Storage(new MemoryBackend()));
    for (let i = 0; i < LOG_MAX + 5; i++) log.add(game({ at: i }));
    const all = log.all();
    expect(all).toHaveLength(LOG_MAX);
    expect(all[0]?.at).toBe(5);
  });

  it('reads leniently: a bad entry is left out, the others kept; a save file must be whole', () => {
    const data = [game({}), { ...game({}), mode: 'sideways' }, 'junk', game({ at: 2 })];
    expect(readLog(data)).toEqual({ ok: true, value: [game({}), game({ at: 2 })] });
    expect(readLog(data, false).ok).toBe(false);
    expect(readLog({ __proto__: [] })).toEqual({ ok: true, value: [] });
  });

  it('two logs join by time, each game once', () => {
    const a = [game({ at: 1 }), game({ at: 3 })];
    const b = [game({ at: 2 }), game({ at: 3 })];
    expect(mergeLogs(a, b).map((g) => g.at)).toEqual([1, 2, 3]);
  });
});

describe('statistics', () => {
  const log = [
    game({ result: 18 }),
    game({ result: 21, at: 2 }),
    game({ won: false, result: null, at: 3 }),
    game({ result: 19, code: 'JC-10X10-3C-20M-AB', at: 4 }),
    game({ result: 25, at: 5 }),
    game({ game: 'glassworks', code: 'GW-1ZA8', result: 3, par: 4, at: 6 }),
    game({ game: 'flood-duel', code: 'FD-24X16-P1-7K', mode: 'cpu', level: 'hard', result: 200, at: 7 }),
    game({
      game: 'flood-duel',
      code: 'FD-24X16-P1-8K',
      mode: 'cpu',
      level: 'hard',
      won: false,
      result: 100,
      at: 8,
    }),
  ];

  it('Joker Coloring: played, won and the rate; the runs of wins; moves over par; bests per setting', () => {
    const s = statsOf(log, 'joker-coloring');
    expect(s).toMatchObject({ played: 5, won: 4, rate: 80, streak: 2, bestStreak: 2 });
    // Over par 18: 0, +3, +1 and +7 (the loss has no result).
    expect(s.bars.map((b) => b.count)).toEqual([1, 1, 0, 1, 0, 1]);
    expect(s.bests).toEqual([
      { setting: 'JC-18X18-4C-21M', result: 18 },
      { setting: 'JC-10X10-3C-20M', result: 19 },
    ]);
    expect(s.recent.map((g) => g.at)).toEqual([5, 4, 3, 2, 1_000]); // newest first
  });

  it('GlassWorks: points left in ranges; Flood Duel: won and lost by level, the most squares best', () => {
    expect(statsOf(log, 'glassworks').bars[0]).toEqual({ label: '0-4', count: 1 });
    const flood = statsOf(log, 'flood-duel');
    expect(flood.bars).toContainEqual({ label: 'hard', count: 1, lost: 1 });
    // Then by board: its size, and Filler's rules named.
    expect(flood.bars).toContainEqual({ label: '24X16', count: 1, lost: 1 });
    expect(boardOf('FD-8X7-P2-FILLER-3Q')).toBe('8X7 FILLER');
    expect(flood.bests).toEqual([{ setting: 'FD-24X16-P1', result: 200 }]);
    expect(settingOf('GW-1ZA8')).toBe('GW');
  });

  it("the STATS screen's words: figures, bars, bests and a line per game", () => {
    const page = statsPage('joker-coloring', statsOf(log, 'joker-coloring'), { now: 2, best: 3 });
    expect(page.figures.map((f) => f.value)).toEqual(['5', '4', '80%', '2', '2', '2', '3']);
    expect(page.bars.map((b) => b.label)).toEqual(['PAR', '+1', '+2', '+3', '+4', '+5']);
    // A board setting in words, not its code.
    expect(page.bests[0]).toBe('18×18 · 4 COLOURS · 21 MOVES  18 moves');
    expect(statsPage('flood-duel', statsOf(log, 'flood-duel'), { now: 0, best: 0 }).bests[0]).toBe(
      '24×16  200 squares',
    );
    const glass = statsPage('glassworks', statsOf(log, 'glassworks'), { now: 0, best: 0 });
    expect(glass.bests[0]).toMatch(/^ANY DEAL {2}\d+ points?$/);
    expect(page.recent[0]).toMatchObject({ code: 'JC-18X18-4C-21M-7K', line: '' });
    const flood = statsPage('flood-duel', statsOf(log, 'flood-duel'), { now: 0, best: 0 });
    expect(flood.bars.map((b) => [b.label, b.count, b.lost])).toContainEqual(['HARD', 1, 1]);
    expect(flood.bars.map((b) => b.label)).toContain('24×16');
    expect(flood.recent.map((r) => r.text)).toContain('JAN 1  LOST  VS HARD');
    expect(shortDay(Date.UTC(2026, 11, 5))).toBe('DEC 5');
    setLanguage('sl');
    expect(shortDay(Date.UTC(2026, 11, 5))).toBe('5. DEC.');
    setLanguage('en');
    expect(longestRun(['2026-12-01', '2026-11-30', '2026-12-03', '2026-11-29'])).toBe(3);
  });

  it("Flood Duel's and Filler's games against a level are counted apart (Filler's bars only once played)", () => {
    const vs = (code: string, won: boolean) =>
      game({ game: 'flood-duel', code, mode: 'cpu', level: 'normal', won, result: won ? 150 : 100 });
    const flood = [vs('FD-24X16-P1-7K', true), vs('FD-24X16-P1-8K', false)];
    const onlyFlood = statsPage('flood-duel', statsOf(flood, 'flood-duel'), { now: 0, best: 0 });
    expect(onlyFlood.bars.map((b) => b.label)).not.toContain('FILLER NORMAL');
    const both = [...flood, vs('FD-8X7-P1-FILLER-3Q', true)];
    const page = statsPage('flood-duel', statsOf(both, 'flood-duel'), { now: 0, best: 0 });
    const bar = (label: string) => page.bars.find((b) => b.label === label);
    expect(bar('NORMAL')).toMatchObject({ count: 1, lost: 1 });
    expect(bar('FILLER NORMAL')).toMatchObject({ count: 1, lost: 0 });
    expect(bar('FILLER EASY')).toBeUndefined();
    expect(bar('8×7 FILLER')).toMatchObject({ count: 1, lost: 0 });
  });
});

/** A two-player Flood Duel on a 4×4 board, each side taking its greatest gain, to the end. */
function duoToTheEnd() {
  const played = floodSession({ seed: 8, params: { mode: 'duo', w: '4', h: '4' } });
  const { session, midend } = played;
  for (let i = 0; i < 40 && midend.status === 'playing'; i++) {
    const gains = session.model().gains;
    session.input({ kind: 'key', press: { key: String(gains.indexOf(Math.max(...gains)) + 1) } });
    session.settled();
  }
  return played;
}

describe('a finished game is logged', () => {
  it('but not a Joker game given up before any move: no game played; given up after one, a loss', () => {
    const { midend, d } = jokerSession(TINY_JOKER);
    midend.play({ kind: 'quit' });
    expect(midend.status).toBe('quit');
    expect(new GameLog(d.storage).all()).toEqual([]);
    const next = jokerSession(
      { seed: 6, fresh: true, params: { w: '8', h: '8', colors: '3', moves: '20' } },
      d,
    );
    const s = next.midend.state;
    const base = s.cells[JK.indexOf(s.base, s.width)];
    expect(next.midend.play({ kind: 'color', color: base === 'r' ? 'g' : 'r' }).ok).toBe(true);
    expect(next.midend.status).toBe('playing');
    next.midend.play({ kind: 'quit' });
    expect(new GameLog(d.storage).all()).toMatchObject([{ game: 'joker-coloring', won: false, moves: 2 }]);
  });

  it('once, with its moves and how it was played (Flood Duel: two players)', () => {
    const { midend, d } = duoToTheEnd();
    const logged = new GameLog(d.storage).all();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      game: 'flood-duel',
      mode: 'duo',
      moves: midend.steps,
      assisted: false,
      won: false, // two at one screen: nobody's win to count
    });
  });

  it('WATCH plays a logged game again on its deal, saving nothing: the game saved there stays', () => {
    const { midend, d } = duoToTheEnd();
    const [logged] = new GameLog(d.storage).all();
    expect(logged?.line.split(' ')).toHaveLength(midend.steps);
    // A game in progress on another deal, saved on the screen.
    const other = floodSession({ seed: 9, params: { mode: 'duo', w: '4', h: '4' } }, d);
    other.session.input({ kind: 'key', press: { key: '1' } });
    other.session.settled();
    const saved = JSON.stringify(d.storage.read('flood-duel', 2, (x) => ({ ok: true, value: x })));
    expect(saved).toContain('"seed":9');
    const target = targetOfCode(logged?.code ?? '');
    if (!target.ok) throw new Error(target.reason);
    const back = { scene: 'Stats', data: { game: 'flood-duel' } } as const;
    const watched = floodSession({ ...target.value.data, watch: logged?.line, watchedFrom: back }, d);
    expect(watched.midend.watched).toBe(true);
    expect(watched.midend.seed).toBe(8);
    expect(watched.midend.status).not.toBe('playing');
    expect(watched.screen.of('watch')).toHaveLength(1);
    expect(watched.midend.canUndo).toBe(false);
    const move = watched.midend.play({ color: 'x' as never });
    expect(move.ok ? null : move.reason).toBe('a game watched again takes no moves');
    // DONE goes back to the statistics; the game's results are not a game to go on from.
    expect(watched.session.input({ kind: 'action', action: 'watch-done' })).toContainEqual({
      kind: 'go',
      to: back,
    });
    expect(JSON.stringify(d.storage.read('flood-duel', 2, (x) => ({ ok: true, value: x })))).toBe(saved);
    expect(new GameLog(d.storage).all()).toHaveLength(1); // watching logs nothing
    // Moves that do not fit the deal: the saved game, and why.
    const bad = floodSession({ ...target.value.data, watch: '9 9 9' }, d);
    expect(bad.midend.watched).toBe(false);
    expect(bad.midend.seed).toBe(9);
    expect(bad.screen.of('toast').map((e) => e.text)).toContain(
      'That game cannot be played again: its moves do not fit its deal.',
    );
  });

  it('a game that beats every earlier one of its board setting says so on the results panel', () => {
    const store = new Storage(new MemoryBackend());
    const log = new GameLog(store);
    const deal = (seed: number): Deal => ({
      game: 'joker-coloring',
      options: JK.DEFAULTS,
      seed,
      limit: null,
    });
    const code = encodeDeal(deal(7));
    const finished = (result: number) => ({
      game: 'joker-coloring' as const,
      deal: deal(7),
      result,
      picture: '',
      par: 18,
      rule: { unit: 'move' as const, lower: true },
    });
    const now = new Date(Date.UTC(2026, 11, 3));
    log.add(game({ code, result: 20, at: 1 }));
    expect(report(store, finished(20), now).settingBest).toBeNull(); // the first: nothing to beat
    log.add(game({ code: encodeDeal(deal(8)), result: 19, at: 2 }));
    expect(report(store, finished(19), now).settingBest).toBeNull(); // not this deal's game
    log.add(game({ code, result: 18, at: 3 }));
    expect(report(store, finished(18), now).settingBest).toBe('A new best for these settings!');
    log.add(game({ code, result: 19, at: 4 }));
    expect(report(store, finished(19), now).settingBest).toBeNull();
  });

  it('par that arrives after the game ended is kept with the logged game, for the distribution', () => {
    const { session, midend, workers, d } = jokerSession(TINY_JOKER);
    while (midend.status === 'playing') {
      const s = midend.state;
      const colour = JK.gameColors(s.colors).find((c) => c !== s.cells[JK.indexOf(s.base, s.width)]);
      session.input({ kind: 'move', move: { kind: 'color', color: colour as JK.ColorLetter } });
      session.settled();
    }
    expect(new GameLog(d.storage).all()[0]?.par).toBeNull();
    workers.current.reply({ line: [], colourMoves: midend.state.movesMade } satisfies JokerAnswer);
    const [logged] = new GameLog(d.storage).all();
    expect(logged?.par).toBe(midend.state.movesMade);
    expect(statsOf([logged as LoggedGame], 'joker-coloring').bars[0]?.count).toBe(1); // at par
  });

  it('WATCH takes only a finished game: moves that leave the deal still on are refused', () => {
    const played = jokerSession({ seed: 11 }); // 18×18: one move leaves it far from painted
    const s = played.midend.state;
    const colour = JK.gameColors(s.colors).find((c) => c !== s.cells[JK.indexOf(s.base, s.width)]);
    const line = JK.jokerColoring.encodeMove({ kind: 'color', color: colour as JK.ColorLetter });
    const code = encodeDeal(played.midend.currentDeal());
    const target = targetOfCode(code);
    if (!target.ok) throw new Error(target.reason);
    const half = jokerSession({ ...target.value.data, watch: line }, played.d);
    expect(half.midend.watched).toBe(false);
    expect(half.screen.of('toast').map((e) => e.text)).toContain(
      'That game cannot be played again: its moves do not fit its deal.',
    );
  });

  it('WATCH plays a game lost at a move limit taken from par with the limit it had', () => {
    const played = jokerSession({ seed: 11, params: { limit: 'hard' } }); // 18×18, limit = par
    played.workers.current.reply({ line: [], colourMoves: 1 } satisfies JokerAnswer);
    const s = played.midend.state;
    const colour = JK.gameColors(s.colors).find((c) => c !== s.cells[JK.indexOf(s.base, s.width)]);
    played.session.input({ kind: 'move', move: { kind: 'color', color: colour as JK.ColorLetter } });
    played.session.settled();
    expect(played.midend.status).toBe('lost'); // one move, far from painted
    const [logged] = new GameLog(played.d.storage).all();
    const target = targetOfCode(logged?.code ?? '');
    if (!logged || !target.ok) throw new Error('not logged');
    // Without its par the deal has the MOVES option's 21 moves: still on, so refused.
    expect(jokerSession({ ...target.value.data, watch: logged.line }, played.d).midend.watched).toBe(false);
    const watched = jokerSession(
      { ...target.value.data, watch: logged.line, watchPar: logged.par },
      played.d,
    );
    expect(watched.midend.watched).toBe(true);
    expect(watched.midend.status).toBe('lost');
    expect(watched.midend.state.movesMade).toBe(1);
    // Par as known when it was played: WATCH shows it, and no solver works it out again.
    expect(watched.midend.solver).toMatchObject({ par: 1, solving: null });
  });

  it('a game opened and not finished logs nothing', () => {
    const { d } = glassSession({ params: { ladder: '1' } });
    expect(new GameLog(d.storage).all()).toEqual([]);
  });
});
