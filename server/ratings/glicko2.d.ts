// Types for the glicko2 package (plain JavaScript, no types of its own): only what glicko.ts uses.

declare module 'glicko2' {
  /** A player inside one ranking: the package keeps its values on Glicko-2's own scale. */
  interface Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
    setRating(rating: number): void;
    setRd(rd: number): void;
    setVol(vol: number): void;
  }

  interface Settings {
    tau?: number;
    rating?: number;
    rd?: number;
    vol?: number;
  }

  class Glicko2 {
    constructor(settings?: Settings);
    makePlayer(rating?: number, rd?: number, vol?: number): Player;
    /** One rating period: each match is [player, opponent, player's score: 1 won, 0.5 drawn, 0 lost]. */
    updateRatings(matches: [Player, Player, number][]): void;
  }

  const glicko2: { Glicko2: typeof Glicko2 };
  export default glicko2;
}
