// Glicko-2 ratings (Mark Glickman, "Example of the Glicko-2 system", glicko.net/glicko/glicko2.pdf),
// computed by the glicko2 package: a rating, its deviation (how unsure the rating is: wide for a new
// player, narrowing with each game) and its volatility (how erratic the player's results are).
//
// Each rated game is a rating period of its own, so a rating moves after every game, as players of
// an online game expect. Glickman advises periods of 10-15 games for the best predictions; with one
// game a period the deviation still narrows game by game, only the volatility learns more slowly.
// Time away adds no deviation (no empty periods are run): a player back after a month starts where
// they stopped.

import glicko2 from 'glicko2';

export interface Rating {
  readonly rating: number;
  readonly deviation: number;
  readonly volatility: number;
}

/** A player's score in one game: 1 won, 0.5 drawn, 0 lost (a game left or forfeited is lost). */
export type Score = 0 | 0.5 | 1;

/** A player's rating before their first game: Glickman's suggested start. */
export const NEW_PLAYER: Rating = { rating: 1500, deviation: 350, volatility: 0.06 };

/**
 * The system's constant τ: how far one surprising result may move the volatility. Glickman suggests
 * 0.3-1.2; 0.5 is his worked example's (and the package's default), a middle choice.
 */
export const TAU = 0.5;

type Ranking = InstanceType<typeof glicko2.Glicko2>;
type Player = ReturnType<Ranking['makePlayer']>;

/**
 * A player of `ranking` with `r`'s values, set one by one: the package's makePlayer takes a 0 as
 * "use the default" (its `rating || 1500`), which a rating of 0 must not be.
 */
function playerOf(ranking: Ranking, r: Rating): Player {
  const p = ranking.makePlayer();
  p.setRating(r.rating);
  p.setRd(r.deviation);
  p.setVol(r.volatility);
  return p;
}

/**
 * The widest deviation a rating has: a new player's. A draw against a far stronger, surer player
 * can widen a deviation a little (the volatility grows); it stays no less sure than a start.
 */
export const MOST_UNSURE = NEW_PLAYER.deviation;

const ratingOf = (p: Player): Rating => ({
  rating: p.getRating(),
  deviation: Math.min(p.getRd(), MOST_UNSURE),
  volatility: p.getVol(),
});

/** `player`'s rating after a period of `games` against opponents rated as they were before it. */
export function ratePeriod(player: Rating, games: readonly { opponent: Rating; score: Score }[]): Rating {
  const ranking = new glicko2.Glicko2({ tau: TAU });
  const me = playerOf(ranking, player);
  ranking.updateRatings(games.map((g) => [me, playerOf(ranking, g.opponent), g.score]));
  return ratingOf(me);
}

/** Both players' ratings after one game between them: `scoreOfA` is the first player's score. */
export function rateGame(a: Rating, b: Rating, scoreOfA: Score): [Rating, Rating] {
  const ranking = new glicko2.Glicko2({ tau: TAU });
  const pa = playerOf(ranking, a);
  const pb = playerOf(ranking, b);
  // One period holding this game: each is rated against the other's rating from before it.
  ranking.updateRatings([[pa, pb, scoreOfA]]);
  return [ratingOf(pa), ratingOf(pb)];
}
