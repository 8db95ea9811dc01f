// Finished games on small made boards, found through the rules themselves (every move each game's
// legalMoves offers, Flood Duel's computer playing its own move), for the Explore shelf's tests:
// lines that clear a puzzle and lines that do not, each as the tokens a player's device sends.

import { computerMove } from '../../src/logic/flood/ai';
import { floodDuel } from '../../src/logic/flood/game';
import { winner } from '../../src/logic/flood/rules';
import type { GameRules } from '../../src/logic/game';
import * as GW from '../../src/logic/glassworks';
import { jokerColoring } from '../../src/logic/joker';
import type { Deal } from '../../src/midend/codes/dealCode';

export interface Line {
  readonly tokens: string[];
  readonly cleared: boolean;
}

type Rules<S, M> = Pick<GameRules<unknown, S, M, unknown>, 'apply' | 'status' | 'legalMoves' | 'encodeMove'>;

/** Up to `max` finished lines from `start`, depth first; `forced`: the one move allowed there, if any. */
function linesFrom<S, M>(
  rules: Rules<S, M>,
  start: S,
  cleared: (end: S) => boolean,
  forced: (state: S) => M | null = () => null,
  max = 400,
): Line[] {
  const out: Line[] = [];
  const walk = (state: S, tokens: string[]) => {
    if (out.length >= max) return;
    if (rules.status(state) !== 'playing') {
      out.push({ tokens, cleared: cleared(state) });
      return;
    }
    if (tokens.length > 40) return;
    const one = forced(state);
    for (const move of one ? [one] : rules.legalMoves(state)) {
      const next = rules.apply(state, move);
      if (next.ok) walk(next.value.state, [...tokens, rules.encodeMove(move)]);
    }
  };
  walk(start, []);
  return out;
}

/** Finished lines of a made deal: some that clear it, some that do not (as many as are found). */
export function linesOf(deal: Deal): Line[] {
  switch (deal.game) {
    case 'glassworks':
      return linesFrom(GW.glassworks as never, GW.glassworks.deal({ board: deal.board }, 0), (s) =>
        GW.isCleared(s as never),
      );
    case 'joker-coloring':
      return linesFrom(
        jokerColoring as never,
        jokerColoring.deal(deal.options, 0),
        (s) => jokerColoring.status(s as never) === 'won',
      );
    case 'flood-duel':
      return [floodLine(deal, true), floodLine(deal, false)];
  }
}

/** Flood Duel against the computer: the player's greediest colour each turn (`best`), or its poorest. */
function floodLine(deal: Extract<Deal, { game: 'flood-duel' }>, best: boolean): Line {
  let state = floodDuel.deal(deal.options, 0);
  const tokens: string[] = [];
  const after = (color: string) => {
    const next = floodDuel.apply(state, { color: color as never });
    return next.ok ? next.value.state : null;
  };
  while (floodDuel.status(state) === 'playing') {
    const own = (s: typeof state | null) => (s ? s.owner.filter((o) => o === 1).length : -1);
    const options = floodDuel.legalMoves(state).map((m) => m.color as string);
    const color =
      state.turn === 2
        ? ('abcdef'[computerMove('normal', state, 0)] as string)
        : (options.sort((a, b) =>
            best ? own(after(b)) - own(after(a)) : own(after(a)) - own(after(b)),
          )[0] as string);
    const next = after(color);
    if (!next) throw new Error(`flood: ${color} refused`);
    state = next;
    tokens.push(color);
  }
  return { tokens, cleared: winner(state) === 1 };
}

/** A line that clears the deal and one that does not. */
export function clearAndMiss(deal: Deal): { clear: string[]; miss: string[] } {
  const lines = linesOf(deal);
  const clear = lines.find((l) => l.cleared);
  const miss = lines.find((l) => !l.cleared);
  if (!clear || !miss) throw new Error(`no clearing and missing lines for ${JSON.stringify(deal)}`);
  return { clear: clear.tokens, miss: miss.tokens };
}
