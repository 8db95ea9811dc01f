// A game screen's session without a browser: input read by each game's interpret_move and turned
// into effects, questions and results panels, the launch policy (codes against a game in progress,
// challenges, duels) and the end-of-game bookkeeping (dailies, challenge verdicts), for all three
// games.

import { describe, expect, it } from 'vitest';
import * as FD from '../../src/logic/flood';
import * as GW from '../../src/logic/glassworks';
import * as JK from '../../src/logic/joker';
import { encodeChallenge, encodeDeal } from '../../src/midend/codes/dealCode';
import { encodeDuel } from '../../src/midend/codes/duelCode';
import type { JokerAnswer as JK_Answer } from '../../src/midend/games/joker/worker';
import { targetOfCode } from '../../src/midend/launch/launch';
import type { GameLaunch } from '../../src/midend/launch/navigation';
import { Outbox } from '../../src/midend/online/outbox';
import { Challenges } from '../../src/midend/progress/challenges';
import { DailyBook, dailyDeal, dayOf } from '../../src/midend/progress/daily';
import { deps } from './fakes';
import { floodSession, glassSession, jokerSession, TINY_JOKER } from './sessions';

const jumpOf = (s: GW.GlassState): GW.Move => GW.legalJumps(s)[0] as GW.Move;

/** Joker: a game colour other than the base's, as its button would send it. */
const otherColour = (s: JK.JokerState): JK.JokerMove => {
  const base = s.cells[JK.indexOf(s.base, s.width)];
  return { kind: 'color', color: base === 'r' ? 'g' : 'r' };
};

describe('a session reads input for GlassWorks', () => {
  it('select, jump, undo: each press and key is read by the game and comes out as effects', () => {
    const { session, midend } = glassSession();
    const jump = jumpOf(midend.state);
    let out = session.input({ kind: 'press', at: jump.from });
    expect(out).toEqual([
      { kind: 'sound', sound: 'select' },
      { kind: 'hud' },
      { kind: 'speak', what: 'cursor' },
    ]);
    expect(session.ui.selected).toEqual(jump.from);
    out = session.input({ kind: 'press', at: jump.to });
    expect(out).toMatchObject([{ kind: 'moved', by: 'player', changes: { from: jump.from, to: jump.to } }]);
    expect(midend.steps).toBe(1);
    out = session.input({ kind: 'key', press: { key: 'u' } });
    expect(out).toContainEqual({ kind: 'redraw' });
    expect(out).toContainEqual({ kind: 'sound', sound: 'undo' });
    expect(midend.steps).toBe(0);
    // Nothing left to undo: the buzz.
    expect(session.input({ kind: 'action', action: 'undo' })).toEqual([{ kind: 'refused', shake: null }]);
  });

  it('a move still animating is caught up by an effect before the position changes; its late report changes nothing', () => {
    const { session, midend, screen } = glassSession();
    screen.instant = false;
    const jump = jumpOf(midend.state);
    session.input({ kind: 'press', at: jump.from });
    const [moved] = session.input({ kind: 'press', at: jump.to });
    expect(moved).toMatchObject({ kind: 'moved', move: 1 });
    // Undo while the jump animates: the screen is told to finish it first, then to redraw.
    const out = session.input({ kind: 'key', press: { key: 'u' } });
    const kinds = out.map((e) => e.kind);
    expect(kinds[0]).toBe('catch-up');
    expect(kinds.indexOf('redraw')).toBeGreaterThan(0);
    expect(midend.steps).toBe(0);
    // The scene's report of the move it finished comes after: the session counted it already.
    screen.clear();
    session.settled(1);
    expect(screen.done).toEqual([]);
    // Nothing under way: a move is played with no catch-up before it.
    expect(session.input({ kind: 'press', at: jump.from }).map((e) => e.kind)).not.toContain('catch-up');
  });

  it('a press that is no move shakes the board and says why; I asks for the board in words', () => {
    const { session, midend } = glassSession();
    const stuck = midend.state.cells.findIndex(
      (_, i) => GW.destinations(midend.state, { x: i % 12, y: (i / 12) | 0 }).length === 0,
    );
    const at = { x: stuck % 12, y: Math.floor(stuck / 12) };
    const why = 'No jump from there: pick a piece that can jump.';
    expect(session.input({ kind: 'press', at })).toEqual([
      { kind: 'say', text: why },
      { kind: 'refused', shake: { kind: 'board' }, reason: why },
    ]);
    expect(session.input({ kind: 'key', press: { key: 'i' } })).toEqual([{ kind: 'speak', what: 'board' }]);
  });

  it('a hint that arrives selects its piece, with a cue, and is said', () => {
    const { session, midend, workers, screen } = glassSession();
    session.input({ kind: 'action', action: 'hint' });
    const hint = jumpOf(midend.state);
    screen.clear();
    workers.current.reply({ line: [hint], pointsLeft: 0 });
    expect(session.ui.selected).toEqual(hint.from);
    expect(screen.done).toContainEqual({ kind: 'sound', sound: 'select', rate: 1.3 });
    expect(screen.done).toContainEqual({ kind: 'speak', what: 'hint' });
    expect(session.snapshot()).toMatchObject({ hints: 1, hint: { from: hint.from, to: hint.to } });
  });

  it('NEW over a game with moves in it asks first; yes starts the new deal', () => {
    const { session, midend } = glassSession();
    session.input({ kind: 'key', press: { key: 'n' } });
    expect(session.panel()).toBeNull(); // no moves yet: nothing to lose, no question
    session.input({ kind: 'move', move: jumpOf(midend.state) });
    const out = session.input({ kind: 'key', press: { key: 'n' } });
    expect(out).toEqual([{ kind: 'panel' }]);
    expect(session.panel()).toMatchObject({ title: 'NEW GAME?', yes: 'confirm-new', cancel: 'cancel-new' });
    // While the question is open, the game's keys rest.
    expect(session.input({ kind: 'key', press: { key: 'u' } })).toEqual([]);
    expect(session.input({ kind: 'action', action: 'yes' })).toContainEqual({
      kind: 'go',
      to: { scene: 'GlassWorks', data: { fresh: true, seed: undefined } },
    });
  });

  it('a finished game: its moment once the view caught up, then the results, with MENU, and M and Esc lead out', () => {
    const { session, midend, screen } = glassSession({ seed: 2026 });
    screen.instant = false;
    while (midend.status === 'playing') {
      session.input({ kind: 'move', move: jumpOf(midend.state) });
      session.settled();
    }
    // The end's moment first (busy, no panel yet), with the end's sound; then the results.
    expect(screen.of('ending')).toEqual([
      {
        kind: 'ending',
        moment: {
          headline: 'NO JUMPS LEFT',
          tone: 'accent',
          won: true,
          stars: null,
          tally: [{ value: GW.points(midend.state), unit: 'point' }],
          celebration: 'win',
        },
      },
    ]);
    expect(session.snapshot()).toMatchObject({ ending: true, panel: false, stars: null });
    expect(session.busy).toBe(true);
    expect(session.input({ kind: 'action', action: 'ending-done' })).toEqual([{ kind: 'panel' }]);
    expect(session.snapshot()).toMatchObject({ ending: false, panel: true });
    const spec = session.panel();
    expect(spec).toMatchObject({ title: 'NO JUMPS LEFT', cancel: 'panel-menu' });
    // The card: the next step, CHALLENGE, MENU and MORE…; MORE… holds the rest, and CLOSE.
    expect(spec?.buttons.map((b) => b.name)).toEqual(['new-deal', 'challenge', 'panel-menu', 'more']);
    expect(spec?.lines).toHaveLength(1);
    expect(session.input({ kind: 'action', action: 'more' })).toEqual([{ kind: 'panel' }]);
    expect(session.phase).toBe('more');
    expect(session.panel()).toMatchObject({ more: true, cancel: 'more-close' });
    expect(session.panel()?.buttons.map((b) => b.name)).toEqual([
      'replay',
      'panel-undo',
      'watch',
      'view-board',
      'stats',
      'make-glassworks',
      'more-close',
    ]);
    // MAKE opens the maker for the game's boards, coming back here.
    expect(session.input({ kind: 'action', action: 'make' })).toContainEqual({
      kind: 'go',
      to: {
        scene: 'Maker',
        data: { game: 'glassworks', from: expect.objectContaining({ scene: 'GlassWorks' }) },
      },
    });
    expect(session.input({ kind: 'action', action: 'more-close' })).toEqual([{ kind: 'panel' }]);
    expect(session.phase).toBe('results');
    expect(screen.of('sound').some((s) => s.sound === 'win' || s.sound === 'lose')).toBe(true);
    expect(session.input({ kind: 'key', press: { key: 'm' } })).toContainEqual({
      kind: 'go',
      to: { scene: 'Menu', data: {} },
    });
    expect(session.input({ kind: 'action', action: 'menu' })).toContainEqual({
      kind: 'go',
      to: { scene: 'Menu', data: {} },
    });
    // VIEW BOARD closes it; a tap on the board or a key brings it back (and does nothing else).
    session.input({ kind: 'action', action: 'view-board' });
    expect(session.panel()).toBeNull();
    expect(session.input({ kind: 'press', at: { x: 0, y: 0 } })).toEqual([{ kind: 'panel' }]);
    expect(session.panel()).not.toBeNull();
    session.input({ kind: 'action', action: 'view-board' });
    expect(session.input({ kind: 'key', press: { key: 'ArrowLeft' } })).toEqual([{ kind: 'panel' }]);
    // A move changes the position and the results come back after undo/redo.
    session.input({ kind: 'action', action: 'view-board' });
    expect(session.panel()).toBeNull();
    session.input({ kind: 'action', action: 'undo' });
    session.input({ kind: 'action', action: 'redo' });
    expect(session.panel()).not.toBeNull();
  });

  it('WATCH closes the results, plays the moves from the deal, and DONE brings them back', () => {
    const { session, midend } = glassSession();
    for (let i = 0; i < 3; i++) session.input({ kind: 'move', move: jumpOf(midend.state) });
    while (midend.status === 'playing') session.input({ kind: 'move', move: jumpOf(midend.state) });
    expect(session.input({ kind: 'action', action: 'watch' })).toEqual([
      { kind: 'panel' },
      { kind: 'watch' },
    ]);
    expect(session.panel()).toBeNull();
    const { start, frames } = session.replay();
    expect(start).toEqual(GW.newGame(2026));
    expect(frames).toHaveLength(midend.steps);
    expect(frames[frames.length - 1]?.after).toEqual(midend.state);
    expect(session.snapshot({ state: start, steps: 0, canUndo: false, canRedo: false })).toMatchObject({
      board: GW.encode(start),
      moves: 0,
    });
    // The board rests while watching; the menu still works.
    expect(session.input({ kind: 'move', move: jumpOf(start) })).toEqual([]);
    expect(session.input({ kind: 'action', action: 'watch-done' })).toEqual([
      { kind: 'redraw' },
      { kind: 'panel' },
    ]);
    expect(session.panel()).not.toBeNull();
  });
});

describe('a session reads input for Joker Coloring', () => {
  it('colours, BASE and the arrows choose a base; a refused base is shaken and said by the board', () => {
    const { session, midend } = jokerSession({ seed: 8, params: { w: '10', h: '10', colors: '3' } });
    expect(session.input({ kind: 'action', action: 'base' })).toContainEqual({
      kind: 'sound',
      sound: 'select',
    });
    expect(session.ui.picking).toEqual(midend.state.base);
    session.input({ kind: 'key', press: { key: 'ArrowRight' } });
    const out = session.input({ kind: 'key', press: { key: 'Enter' } });
    expect(out).toMatchObject([{ kind: 'moved', changes: { kind: 'base' } }]);
    expect(session.ui.picking).toBeNull();
    // A joker cannot be the base: refused, its square shakes, the reason shows by the board.
    const joker = midend.state.cells.indexOf('*');
    const at = { x: joker % 10, y: Math.floor(joker / 10) };
    const refused = session.input({ kind: 'press', at });
    expect(refused).toContainEqual({
      kind: 'refused',
      shake: { kind: 'square', at },
      reason: 'Not there: the base cannot be a joker.',
    });
    expect(refused).toContainEqual({ kind: 'say', text: 'Not allowed: the base cannot be a joker' });
    // Painting the base's own colour shakes its button.
    const base = midend.state.cells[JK.indexOf(midend.state.base, 10)] as JK.ColorLetter;
    expect(session.input({ kind: 'move', move: { kind: 'color', color: base } })).toContainEqual({
      kind: 'refused',
      shake: { kind: 'button', name: `color-${base}` },
      reason: `Not allowed: the base is already '${base}'`,
    });
  });

  it('QUIT asks first; yes plays the quit and the results say DISQUALIFIED, at once', () => {
    const { session, midend, screen } = jokerSession(TINY_JOKER);
    session.input({ kind: 'key', press: { key: 'q' } });
    expect(session.panel()).toMatchObject({ title: 'GIVE UP?', yes: 'confirm-quit', no: 'cancel-quit' });
    session.input({ kind: 'action', action: 'no' });
    expect(session.panel()).toBeNull();
    session.input({ kind: 'action', action: 'quit' });
    session.input({ kind: 'action', action: 'yes' });
    expect(midend.status).toBe('quit');
    expect(screen.of('ending')).toEqual([]); // giving up has no moment
    expect(session.panel()).toMatchObject({ title: 'DISQUALIFIED', tone: 'danger' });
    expect(session.panel()?.buttons.map((b) => b.name)).not.toContain('panel-undo');
  });

  it('a won game: M on the results goes to the menu (m is magenta only in play)', () => {
    const { session, midend } = jokerSession(TINY_JOKER);
    while (midend.status === 'playing') session.input({ kind: 'move', move: otherColour(midend.state) });
    expect(session.panel()).toMatchObject({ title: 'PAINTED!', tone: 'good', cancel: 'panel-menu' });
    expect(session.input({ kind: 'key', press: { key: 'm' } })).toContainEqual({
      kind: 'go',
      to: { scene: 'Menu', data: {} },
    });
    expect(session.input({ kind: 'action', action: 'options' })).toContainEqual({
      kind: 'go',
      to: {
        scene: 'JokerOptions',
        data: { params: { moves: '10', w: '3', h: '3', colors: '2' }, inProgress: false },
      },
    });
  });
});

describe('tension: the last move of a limit', () => {
  it('a low note when one move is left', () => {
    const { session, midend, screen } = jokerSession({
      seed: 9,
      params: { w: '12', h: '12', colors: '6', moves: '3' },
    });
    session.input({ kind: 'move', move: otherColour(midend.state) });
    expect(midend.state.movesLeft).toBe(2);
    expect(screen.of('sound').filter((e) => e.sound === 'deselect')).toEqual([]);
    session.input({ kind: 'move', move: otherColour(midend.state) });
    expect(midend.state.movesLeft).toBe(1);
    expect(screen.of('sound')).toContainEqual({ kind: 'sound', sound: 'deselect', rate: 0.7 });
  });

  it('the goal three stars ask for: shown once par is known, gone once a hint is taken', () => {
    const { session, midend, workers } = jokerSession(TINY_JOKER);
    expect(session.model().goal).toBeNull();
    workers.current.reply({ line: [], colourMoves: 9 } satisfies JK_Answer); // par: 9 moves
    expect(session.model().goal).toBe(9);
    session.input({ kind: 'action', action: 'hint' });
    workers.current.reply({ line: [otherColour(midend.state)], colourMoves: 9 } satisfies JK_Answer);
    expect(midend.solver.hints).toBe(1);
    expect(session.model().goal).toBeNull(); // with a hint, two stars at the most
  });
});

describe('a game’s end: its moment, then stars on the results', () => {
  it('Joker Coloring: once ever, a game of colour moves alone where par moves the base hears the coach', () => {
    const coach = 'Moving the base is free: press BASE (S), then a square. Par does.';
    const d = deps(5);
    // The same deal twice: what the coach says the first time, it does not say again.
    const game = () => {
      const { session, midend, workers, screen } = jokerSession(
        { seed: 5, fresh: true, params: { w: '6', h: '6', colors: '2', moves: '30' } },
        d,
      );
      workers.current.reply({
        line: [
          { kind: 'base', at: { x: 2, y: 2 } },
          { kind: 'color', color: 'r' },
        ],
        colourMoves: 1,
      });
      for (let i = 0; i < 3 && midend.status === 'playing'; i++) {
        session.input({ kind: 'move', move: otherColour(midend.state) });
        session.settled();
      }
      return screen.of('toast').map((e) => e.text);
    };
    const first = game();
    expect(first).toContain(coach);
    expect(first.filter((x) => x === coach)).toHaveLength(1);
    expect(game()).not.toContain(coach);
  });

  it('Joker Coloring short of three stars where par moved the base and the player never did: the results say so', () => {
    const said = 'Par moves the base, which is free: try BASE.';
    const play = (line: JK_Answer) => {
      const { session, midend, workers } = jokerSession({
        seed: 5,
        params: { w: '6', h: '6', colors: '2', moves: '30' },
      });
      workers.current.reply(line); // par: 1 move, the base moved first
      while (midend.status === 'playing') {
        session.input({ kind: 'move', move: otherColour(midend.state) });
        session.settled();
      }
      session.input({ kind: 'action', action: 'ending-done' });
      session.input({ kind: 'action', action: 'more' });
      return { lines: session.panel()?.lines ?? [], moves: midend.state.movesMade };
    };
    const base = { kind: 'base', at: { x: 2, y: 2 } } as const;
    const withBase = play({ line: [base, { kind: 'color', color: 'r' }], colourMoves: 1 });
    expect(withBase.moves).toBeGreaterThan(1);
    expect(withBase.lines).toContain(said);
    expect(play({ line: [{ kind: 'color', color: 'r' }], colourMoves: 1 }).lines).not.toContain(said);
  });

  it('Joker Coloring won at par: three stars in the moment and the results; a key cuts the moment short', () => {
    const { session, midend, workers, screen } = jokerSession(TINY_JOKER);
    screen.instant = false;
    screen.settle = null;
    workers.current.reply({ line: [], colourMoves: 9 } satisfies JK_Answer); // par: 9 moves
    expect(midend.solver.par).toBe(9);
    while (midend.status === 'playing') {
      session.input({ kind: 'move', move: otherColour(midend.state) });
      session.settled();
    }
    const [moment] = screen.of('ending');
    expect(moment).toMatchObject({
      kind: 'ending',
      moment: { headline: 'PAINTED!', won: true, stars: 3, celebration: 'three-stars' },
    });
    expect(session.snapshot()).toMatchObject({
      ending: true,
      stars: 3,
      panel: false,
      celebration: 'three-stars',
    });
    // A key during the moment: the results at once, and the key does nothing else.
    expect(session.input({ kind: 'key', press: { key: 'r' } })).toEqual([{ kind: 'panel' }]);
    expect(session.panel()?.stars).toEqual({ earned: 3, said: '3 of 3 stars' });
    expect(session.panel()?.lines).toEqual([
      `${midend.state.movesMade} move${midend.state.movesMade === 1 ? '' : 's'} · par 9`,
    ]);
    session.input({ kind: 'action', action: 'more' });
    expect(session.panel()?.buttons.map((b) => b.name)).toContain('view-board');
  });

  it('a loss has its moment too, gentler (the lose sound) and unrated', () => {
    const lose: GameLaunch = { seed: 9, params: { w: '12', h: '12', colors: '6', moves: '1' } };
    const { session, midend, screen } = jokerSession(lose);
    screen.instant = false;
    screen.settle = null;
    session.input({ kind: 'move', move: otherColour(midend.state) });
    session.settled();
    expect(midend.status).toBe('lost');
    expect(screen.of('ending')).toMatchObject([
      { kind: 'ending', moment: { headline: 'OUT OF MOVES', won: false, stars: null, celebration: 'loss' } },
    ]);
    expect(screen.of('sound').map((e) => e.sound)).toContain('lose');
    session.input({ kind: 'action', action: 'ending-done' });
    expect(session.panel()?.stars).toBeUndefined();
  });
});

describe('a session reads input for Flood Duel', () => {
  const cpu: GameLaunch = { seed: 4, params: { mode: 'cpu', level: 'normal', w: '8', h: '6' } };

  it('LEVEL and SIZE choose the next game; NEW VS CPU over a game in progress asks first', () => {
    const { session, midend } = floodSession(cpu);
    expect(session.model().next).toMatchObject({ level: 'normal', changed: false });
    expect(session.input({ kind: 'key', press: { key: 'l' } })).toEqual([
      { kind: 'sound', sound: 'click' },
      { kind: 'hud' },
    ]);
    session.input({ kind: 'action', action: 'size' });
    expect(session.model().next).toMatchObject({ level: 'hard', width: 16, height: 10, changed: true });
    session.input({ kind: 'key', press: { key: String(FD.greedyMove(midend.state) + 1) } });
    session.input({ kind: 'action', action: 'new-cpu' });
    expect(session.panel()).toMatchObject({ yes: 'confirm-new' });
    expect(session.input({ kind: 'action', action: 'yes' })).toContainEqual({
      kind: 'go',
      to: {
        scene: 'FloodDuel',
        data: { fresh: true, params: { mode: 'cpu', level: 'hard', w: '16', h: '10', starter: '1' } },
      },
    });
  });

  it("RULES (or R) chooses Filler's rules on their 8×7 board, where SIZE rests; the new game plays them", () => {
    const { session } = floodSession(cpu);
    session.input({ kind: 'key', press: { key: 'r' } });
    expect(session.model().next).toMatchObject({ rules: 'filler', width: 8, height: 7, changed: true });
    session.input({ kind: 'action', action: 'size' });
    expect(session.model().next).toMatchObject({ rules: 'filler', width: 8, height: 7 });
    expect(session.input({ kind: 'action', action: 'new-cpu' })).toContainEqual({
      kind: 'go',
      to: {
        scene: 'FloodDuel',
        data: {
          fresh: true,
          params: { mode: 'cpu', level: 'normal', w: '8', h: '7', starter: '1', rules: 'filler' },
        },
      },
    });
    session.input({ kind: 'action', action: 'ruleset' });
    expect(session.model().next).toMatchObject({ rules: 'flood', width: 24, height: 16 });
  });

  it("Filler's rules: the two current colours are refused, with the rule", () => {
    const { session, midend } = floodSession({ seed: 4, params: { mode: 'duo', rules: 'filler' } });
    expect(midend.state).toMatchObject({ rules: 'filler', width: 8, height: 7 });
    const snap = session.snapshot() as { rules: string; forbidden: number[]; buttonsEnabled: boolean[] };
    expect(snap.rules).toBe('filler');
    expect(snap.forbidden).toEqual(FD.forbidden(midend.state));
    expect(snap.forbidden).toHaveLength(2);
    const out = session.input({ kind: 'key', press: { key: String((snap.forbidden[1] as number) + 1) } });
    expect(out).toContainEqual({
      kind: 'refused',
      shake: { kind: 'button', name: `color-${(snap.forbidden[1] as number) + 1}` },
      reason: "Not allowed: Filler's rules forbid your own colour and your opponent's",
    });
    expect(midend.state.moves).toBe(0);
  });

  it("the computer's turn: a colour is refused, its button shakes, and the reason is said", () => {
    const { session, midend } = floodSession(cpu);
    session.input({ kind: 'move', move: FD.moveOfIndex(FD.greedyMove(midend.state)) });
    expect(midend.thinking).toBe(true); // the view caught up at once, so the computer thinks
    expect(session.busy).toBe(true);
    const out = session.input({ kind: 'key', press: { key: '1' } });
    expect(out).toContainEqual({
      kind: 'refused',
      shake: { kind: 'button', name: 'color-1' },
      reason: "Not allowed: it is the computer's turn",
    });
    expect(out).toContainEqual({ kind: 'say', text: "Not allowed: it is the computer's turn" });
    expect(session.snapshot()).toMatchObject({
      thinking: true,
      buttonsEnabled: [false, false, false, false, false, false],
    });
  });

  it('ENTER CODE opens the code field with its title in the table', () => {
    const { session } = floodSession(cpu);
    expect(session.input({ kind: 'action', action: 'enter-code' })).toEqual([
      { kind: 'enter-code', title: "ENTER YOUR FRIEND'S DUEL CODE (OR ANY CODE)" },
    ]);
  });

  it('a duel code: its moves are taken in, the friend’s last one played to be seen', () => {
    const d = deps(31);
    const options = { width: 6, height: 6, first: 1 as const };
    let s = FD.floodDuel.deal(options, 9);
    const moves: number[] = [];
    for (let i = 0; i < 3; i++) {
      const c = FD.greedyMove(s);
      moves.push(c);
      const r = FD.floodDuel.apply(s, FD.moveOfIndex(c));
      if (!r.ok) throw new Error(r.reason);
      s = r.value.state;
    }
    const code = encodeDuel({ options, seed: 9, moves });
    const { session, midend, screen } = floodSession({ duel: code }, d);
    expect(midend.players).toMatchObject({ mode: 'mail', me: 2 });
    expect(midend.state).toEqual(s);
    expect(screen.of('redraw')).toHaveLength(1);
    expect(screen.of('moved')).toHaveLength(1);
    expect(session.headerCode()).toBe(code);
    // The same code again: nothing new, and it says so.
    const again = floodSession({ duel: code }, d);
    expect(again.screen.of('toast').map((e) => e.text)).toContain(
      'Nothing new in this code: it is the duel as you have it.',
    );
  });
});

describe('a session starts its screen from a launch', () => {
  it('a code for another deal than the game in progress asks first, then plays it with its challenge', () => {
    const d = deps(7);
    const first = glassSession({ seed: 11 }, d);
    first.session.input({ kind: 'move', move: jumpOf(first.midend.state) });
    const code = encodeChallenge({ deal: { game: 'glassworks', seed: 12 }, beat: 9 });
    const target = targetOfCode(code);
    if (!target.ok) throw new Error(target.reason);
    const asking = glassSession(target.value.data as GameLaunch, d);
    // The game in progress stays on screen while the player is asked.
    expect(asking.midend.seed).toBe(11);
    expect(asking.session.panel()).toMatchObject({ title: 'PLAY THE CODE?', yes: 'confirm-code' });
    const go = asking.session.input({ kind: 'action', action: 'yes' }).find((e) => e.kind === 'go');
    expect(go).toMatchObject({
      kind: 'go',
      to: { scene: 'GlassWorks', data: { code, challenge: { beat: 9 }, asked: true } },
    });
    // The screen starts again with that launch: the code's deal, the challenge taken and shown.
    const played = glassSession((go as { to: { data: GameLaunch } }).to.data, d);
    expect(played.midend.seed).toBe(12);
    expect(played.midend.steps).toBe(0);
    expect(played.session.beat).toBe(9);
    expect(new Challenges(d.storage).beat('glassworks', encodeDeal({ game: 'glassworks', seed: 12 }))).toBe(
      9,
    );
    expect(played.screen.of('toast').map((e) => e.text)).toContain('Challenge: beat 9 points on this deal.');
  });

  it('NO keeps the game in progress; a code for the same deal resumes it without asking', () => {
    const d = deps(7);
    const first = glassSession({ seed: 11 }, d);
    first.session.input({ kind: 'move', move: jumpOf(first.midend.state) });
    const other = glassSession({ seed: 12, code: encodeDeal({ game: 'glassworks', seed: 12 }) }, d);
    expect(other.session.input({ kind: 'action', action: 'no' })).toEqual([{ kind: 'panel' }]);
    expect(other.midend.steps).toBe(1);
    const same = glassSession({ seed: 11, code: encodeDeal({ game: 'glassworks', seed: 11 }) }, d);
    expect(same.session.panel()).toBeNull();
    expect(same.midend.steps).toBe(1);
  });

  it('bad launch values are messages; a forged duel code is refused and the game here stays', () => {
    const { screen } = floodSession({ params: { mode: 'solo', w: '99' } });
    expect(screen.of('toast').length).toBe(2);
    const forged = floodSession({ duel: 'DUEL-6X6-P1-A-ZZZZZ' });
    expect(forged.screen.done[0]).toEqual({ kind: 'refused', shake: null });
    expect(forged.midend.players.mode).toBe('cpu');
  });
});

describe('a finished game is settled once, for the daily deal and for friends', () => {
  it("today's daily: the result is kept (the first finish counts), the streak shown, SHARE offered", () => {
    const now = new Date('2026-11-30T12:00:00Z');
    const d = deps(5);
    const deal = dailyDeal('joker-coloring', dayOf(now));
    const target = targetOfCode(encodeDeal(deal));
    if (!target.ok) throw new Error(target.reason);
    const { session, midend } = jokerSession(target.value.data as GameLaunch, d, now);
    expect(midend.seed).toBe(deal.seed);
    midend.play({ kind: 'quit' });
    expect(new DailyBook(d.storage).result('joker-coloring', '2026-11-30')).toEqual({
      result: null,
      picture: '',
    });
    // SHARE on the card; the day's result and streak behind MORE….
    expect(session.panel()?.buttons.map((b) => b.name)).toContain('share-daily');
    session.input({ kind: 'action', action: 'more' });
    expect(session.panel()?.lines).toContain('Daily 2026-11-30: No result. Streak 1 day.');
    const share = session.input({ kind: 'action', action: 'share-daily' })[0];
    expect(share).toMatchObject({ kind: 'hand', title: 'SHARE YOUR DAILY' });
    expect((share as { text: string }).text).toMatch(/^Prism Arcade · Joker Coloring daily · 2026-11-30/);
  });

  it("today's daily, played to its end: its moves wait to be sent, and the day's board joins the results", () => {
    const now = new Date('2026-11-30T12:00:00Z');
    const d = deps(5);
    const target = targetOfCode(encodeDeal(dailyDeal('joker-coloring', dayOf(now))));
    if (!target.ok) throw new Error(target.reason);
    const { session, midend } = jokerSession(target.value.data as GameLaunch, d, now);
    const effects = [];
    while (midend.status === 'playing')
      effects.push(...session.input({ kind: 'move', move: otherColour(midend.state) }));
    expect(effects).toContainEqual({
      kind: 'board',
      asked: { to: 'daily', game: 'joker-coloring', day: '2026-11-30' },
    });
    const waiting = new Outbox(d.storage).all('2026-11-30');
    expect(waiting).toEqual([
      {
        to: 'daily',
        game: 'joker-coloring',
        day: '2026-11-30',
        moves: midend.moveLine().split(' '),
        hints: 0,
        assisted: 0,
      },
    ]);
    session.input({ kind: 'action', action: 'ending-done' });
    const board = {
      players: 3,
      distribution: [{ result: midend.state.movesMade, players: 3 }],
      mine: { result: midend.state.movesMade, place: 1, beat: 0 },
      friends: [{ name: 'Amber Fox 42', friendCode: 'K7QX-M9DT', result: 4, helped: true, you: false }],
    };
    session.dailyBoard({ kind: 'board', board });
    expect(session.panel()?.lines.join(' ')).toMatch(/First place of 3/);
    session.input({ kind: 'action', action: 'more' });
    expect(session.panel()?.lines.join(' ')).toContain('Friends: Amber Fox 42 4 moves*');
    expect(session.panel()?.buttons.map((b) => b.name)).toContain('daily-board');
    const go = session.input({ kind: 'action', action: 'daily-board' });
    expect(go).toContainEqual(
      expect.objectContaining({ kind: 'go', to: expect.objectContaining({ scene: 'DailyBoard' }) }),
    );
  });

  it('a copy of the game with no server: one line says why there is no board, and no DAILY BOARD', () => {
    const now = new Date('2026-11-30T12:00:00Z');
    const d = deps(5);
    const target = targetOfCode(encodeDeal(dailyDeal('joker-coloring', dayOf(now))));
    if (!target.ok) throw new Error(target.reason);
    const { session, midend } = jokerSession(target.value.data as GameLaunch, d, now);
    midend.play({ kind: 'quit' });
    session.dailyBoard({ kind: 'none', reason: 'No server here.' });
    session.input({ kind: 'action', action: 'more' });
    expect(session.panel()?.lines).toContain('No server here.');
    expect(session.panel()?.buttons.map((b) => b.name)).not.toContain('daily-board');
  });

  it("a challenge taken and finished waits to be verified, and its deal's board joins MORE…", () => {
    const d = deps(5);
    const deal = {
      game: 'joker-coloring',
      options: { moves: 10, width: 3, height: 3, colors: 2 },
      limit: null,
      seed: 5,
    } as const;
    new Challenges(d.storage).take('joker-coloring', encodeDeal(deal), 1);
    const { session, midend } = jokerSession(TINY_JOKER, d);
    const effects = [];
    while (midend.status === 'playing')
      effects.push(...session.input({ kind: 'move', move: otherColour(midend.state) }));
    const asked = { to: 'deal', code: encodeDeal(deal) };
    expect(effects).toContainEqual({ kind: 'board', asked });
    const [waiting] = new Outbox(d.storage).all(dayOf(new Date()));
    expect(waiting).toMatchObject({ ...asked, game: 'joker-coloring', moves: midend.moveLine().split(' ') });
    session.input({ kind: 'action', action: 'ending-done' });
    const board = {
      players: 2,
      distribution: [{ result: 1, players: 2 }],
      mine: { result: 1, place: 1, beat: 0 },
      friends: [],
    };
    session.dailyBoard({ kind: 'board', board });
    session.input({ kind: 'action', action: 'more' });
    expect(session.panel()?.lines.join(' ')).toContain('First place of 2');
  });

  it("a challenge taken: the results say how it went, and CHALLENGE sends this game's result", () => {
    const d = deps(5);
    new Challenges(d.storage).take(
      'joker-coloring',
      encodeDeal({
        game: 'joker-coloring',
        options: { moves: 10, width: 3, height: 3, colors: 2 },
        limit: null,
        seed: 5,
      }),
      1,
    );
    const { session, midend } = jokerSession(TINY_JOKER, d);
    while (midend.status === 'playing') session.input({ kind: 'move', move: otherColour(midend.state) });
    const moves = midend.state.movesMade;
    expect(session.panel()?.lines).toContain(
      moves === 1 ? "You tied your friend's 1 move." : `Your friend's 1 move beats your ${moves} moves.`,
    );
    const sent = session.input({ kind: 'action', action: 'challenge' })[0] as { text: string };
    expect(sent.text).toContain(`-BEAT${moves}-`);
  });
});
