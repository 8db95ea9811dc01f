// The games' own figures for `npm run bench`, one section each.

import { benchAbuse } from '../bench/abuse';
import { benchFloodAi } from '../bench/flood-ai';
import { boardFrames, idleCost } from '../bench/frames';
import { benchGlassSolver } from '../bench/glassSolver';
import { frameTimes, logicTimes } from '../bench/joker';
import { benchJokerSolver } from '../bench/jokerSolver';
import { benchMaker } from '../bench/maker';
import { benchOnline } from '../bench/online';
import { parOnScreen } from '../bench/parOnScreen';
import { benchRatings } from '../bench/ratings';
import { benchStore } from '../bench/store';

export interface BenchSection {
  title: string;
  run(): Promise<string[]>;
}

export const benchSections: BenchSection[] = [
  { title: 'Flood Duel: Hard against Normal, 200 seeded games on 24×16', run: () => benchFloodAi(200) },
  {
    title: "Flood Duel: Hard against Normal under Filler's rules, 200 seeded games on 8×7",
    run: () => benchFloodAi(200, 'filler'),
  },
  { title: 'GlassWorks: solver against greedy, 100 seeded deals', run: () => benchGlassSolver(100) },
  { title: 'GlassWorks: par on screen after the deal (headless Chromium)', run: parOnScreen },
  { title: 'Joker Coloring solver: classic 14×14 and Joker defaults', run: benchJokerSolver },
  {
    title:
      "Maker: CHECK on made boards against the bound shown, PUBLISH's line verified for par, the longest puzzle codes",
    run: () => benchMaker(8),
  },
  { title: 'Joker Coloring: logic time per move (40×40)', run: async () => logicTimes() },
  {
    title: 'Joker Coloring: frame times, largest chain on 40×40 (headless Chromium, software WebGL)',
    run: frameTimes,
  },
  {
    title: 'Board animation frame times against a bare Phaser page tweening as many tiles (1280×720)',
    run: boardFrames,
  },
  { title: 'A still screen: frames drawn and CPU over 5 idle seconds (1280×720)', run: idleCost },
  {
    title: 'Online server: 500 live Flood Duels (1,000 simulated players at a human pace) on loopback, 20 s',
    run: () => benchOnline(500, 20),
  },
  {
    title:
      'Profile store: 10,000 players each sending a verified daily result over 60 s, then reading the board (embedded and PostgreSQL)',
    run: () => benchStore(10_000, 60),
  },
  {
    title:
      'Ratings: the Glicko-2 update per game, quick-match pairing with 1,000 players waiting, and a rated game kept (embedded and PostgreSQL)',
    run: benchRatings,
  },
  {
    title: 'Online server under abuse: a flood of 1 MB bodies beside a live duel, and 1,000 idle sockets',
    run: benchAbuse,
  },
];
