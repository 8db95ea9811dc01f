// Game positions the browser tests start from or read back, written once: a Joker Coloring state
// rebuilt from the hook's snapshot (and a colour other than the base's), and a GlassWorks save one
// jump from its end.

import { glassworks } from '../../src/logic/glassworks/game';
import type { Move } from '../../src/logic/glassworks/rules';
import * as JK from '../../src/logic/joker';
import { printMoveList } from '../../src/logic/notation';
import type { GamePage } from './harness';

/** The Joker Coloring snapshot fields a state is rebuilt from. */
export interface JokerSnap {
  board: string;
  status: string;
  base: { x: number; y: number };
  movesLeft: number;
  moves: number;
  options: JK.JokerOptions;
}

/** The Joker Coloring state on screen, rebuilt from the snapshot through the rules. */
export async function jokerStateOf(gp: GamePage): Promise<JK.JokerState> {
  const s = await gp.snapshot<JokerSnap>();
  const r = JK.fromBoard(s.board, {
    base: s.base,
    movesLeft: s.movesLeft,
    movesMade: s.moves,
    colors: s.options.colors,
    casual: s.options.casual,
  });
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

/** A Joker colour other than the base's, in the game on screen. */
export async function otherJokerColour(gp: GamePage): Promise<JK.ColorLetter> {
  const st = await jokerStateOf(gp);
  return JK.gameColors(st.colors).find(
    (c) => c !== st.cells[JK.indexOf(st.base, st.width)],
  ) as JK.ColorLetter;
}

/**
 * A GlassWorks save one jump from the end (seed 31), in the game's own format (its moves are
 * replayed on load), the moves in it, and the last jump.
 */
export function glassworksNearEnd(
  seed = 31,
  known: readonly Move[] | null = null,
  extras: unknown = null,
): { save: string; moves: number; last: Move } {
  let state = glassworks.deal({}, seed);
  const line: Move[] = [];
  // The known line, or else the first legal jump each time, to the end.
  const next = (): Move | undefined => (known ? known[line.length] : glassworks.legalMoves(state)[0]);
  for (let m = next(); m; m = next()) {
    const r = glassworks.apply(state, m);
    if (!r.ok) throw new Error(r.reason);
    line.push(m);
    state = r.value.state;
  }
  const last = line.pop() as Move;
  const data = {
    seed,
    options: {},
    moves: printMoveList(line, glassworks.encodeMove),
    done: line.length,
  };
  const save = JSON.stringify({
    v: 2,
    data: { ...data, pending: '', auto: [], par: null, hints: 0, extras },
  });
  return { save, moves: line.length, last };
}

/**
 * GlassWorks opened at `query` with `save` (a glassworksNearEnd save) as its saved game, resumed,
 * and its last jump `last` played: the page is any of the arcade's, `gp` already open on it.
 */
export async function finishGlassworks(gp: GamePage, save: string, last: Move, query: string): Promise<void> {
  await gp.page.evaluate((text) => localStorage.setItem('prism-arcade/glassworks', text), save);
  await gp.page.goto(`${gp.page.url().split('?')[0]}?${query}`);
  await gp.waitForScene('GlassWorks');
  await gp.idle();
  await gp.click(`cell:${last.from.x},${last.from.y}`);
  await gp.click(`cell:${last.to.x},${last.to.y}`);
}
