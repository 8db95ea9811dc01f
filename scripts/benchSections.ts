// The games' own figures for `npm run bench`, one section each.

import { frameTimes, logicTimes } from '../bench/joker';

export interface BenchSection {
  title: string;
  run(): Promise<string[]>;
}

export const benchSections: BenchSection[] = [
  { title: 'Joker Coloring: logic time per move (40×40)', run: async () => logicTimes() },
  {
    title: 'Joker Coloring: frame times, largest chain on 40×40 (headless Chromium, software WebGL)',
    run: frameTimes,
  },
];
