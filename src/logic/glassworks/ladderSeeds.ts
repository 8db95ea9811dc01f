// Written by `npm run ladder` (scripts/ladder.ts): do not edit. The seeds of the GlassWorks
// clearing ladder in its order (ladderDeals.ts has their lines), for what needs no line: the
// daily deal, a link to a ladder deal.

export const LADDER_SEEDS: readonly number[] = [
  478, 1434, 294, 502, 905, 1430, 74, 1050, 8, 27, 54, 55, 215, 240, 393, 397, 404, 442, 457, 557, 558, 572,
  604, 620, 650, 698, 721, 787, 788, 800, 801, 828, 830, 910, 949, 1015, 1079, 1140, 1209, 1251, 1265, 1331,
  1370, 1402,
];
