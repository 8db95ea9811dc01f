// A race on one solitaire deal: each player plays their own board of the same deal, and stands by
// the game's own measure — GlassWorks: points left (fewer is better, the result once no jump is
// left); Joker Coloring: squares off the base's colour while playing, moves used once won (a lost or
// quit game ranks after every win). The server keeps every player's game through these rules, so a
// result cannot be forged.

import type { AnyRules } from './game';
import * as GW from './glassworks';
import { raceStanding as glassStanding } from './glassworks/race';
import * as JK from './joker';
import { raceStanding as jokerStanding } from './joker/race';
import type { RaceGame } from './protocol';

export interface Standing {
  /** Points left (GlassWorks) or squares off colour (Joker Coloring): lower is nearer the goal. */
  readonly progress: number;
  readonly over: boolean;
  /** The game's result once over (lower is better); null while playing, or a Joker game not won. */
  readonly result: number | null;
}

/** Each game a race is run on: its rules, and how a player's game stands (in the game's folder). */
const RACING: { readonly [G in RaceGame]: { rules: AnyRules; standing(state: unknown): Standing } } = {
  glassworks: { rules: GW.glassworks, standing: (s) => glassStanding(s as GW.GlassState) },
  'joker-coloring': { rules: JK.jokerColoring, standing: (s) => jokerStanding(s as JK.JokerState) },
};

export const raceRules = (game: RaceGame): AnyRules => RACING[game].rules;

export const standing = (game: RaceGame, state: unknown): Standing => RACING[game].standing(state);

/** A racer as ranked: their standing, when they finished (for ties: sooner is better), whether they left. */
export interface Racer {
  readonly standing: Standing;
  readonly finishedAt: number;
  readonly left: boolean;
}

/**
 * Places from 1, in the racers' order: results first (lower better, then sooner), then games still
 * played (by progress), then games over without a result (a Joker game lost or given up), then
 * racers who left the race without a result, whatever their progress.
 */
export function ranks(racers: readonly Racer[]): number[] {
  const key = (r: Racer): [number, number, number] =>
    r.standing.result !== null
      ? [0, r.standing.result, r.finishedAt]
      : r.left
        ? [3, r.standing.progress, 0]
        : r.standing.over
          ? [2, r.standing.progress, r.finishedAt]
          : [1, r.standing.progress, 0];
  const order = racers.map((r, i) => ({ k: key(r), i }));
  order.sort((a, b) => a.k[0] - b.k[0] || a.k[1] - b.k[1] || a.k[2] - b.k[2]);
  const out: number[] = new Array(racers.length).fill(0);
  order.forEach((o, place) => {
    out[o.i] = place + 1;
  });
  return out;
}
