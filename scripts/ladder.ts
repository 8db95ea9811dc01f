// Finds the GlassWorks deals of the clearing ladder: deals known to clear to one piece, each with
// one clearing line, easiest first. Seeds from 1 upward are solved with the solver's defaults (its
// widest beam); every deal cleared is kept with its line, checked through the rules. A deal is then
// rated by the narrowest beam that also clears it: a narrow beam finds a clearing line only where
// clearing lines are common, so that width measures how rare they are (ties: the lower seed first).
// Deterministic: the same count writes the same file. Resumable: the file remembers how far the
// search went, and a longer run goes on from there.
//
//   npm run ladder -- [count]   (default 120 deals; writes src/logic/glassworks/ladderDeals.ts, and
//                                its seeds alone to ladderSeeds.ts, for what needs no line)

import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { apply, glassworks, isCleared, newGame } from '../src/logic/glassworks';
import { SOLVER_DEFAULTS, solve } from '../src/logic/glassworks/solver';

const OUT = new URL('../src/logic/glassworks/ladderDeals.ts', import.meta.url);
const SEEDS = new URL('../src/logic/glassworks/ladderSeeds.ts', import.meta.url);
/** Beam widths tried from the narrowest, to rate a deal; the last is the solver's default. */
const WIDTHS = [10, 30, 100, 300, SOLVER_DEFAULTS.beamWidth] as const;

interface Found {
  seed: number;
  width: number;
  line: string;
}

/** What an earlier run found, and the last seed it tried. */
function earlier(): { found: Found[]; scanned: number } {
  try {
    const text = readFileSync(OUT, 'utf8');
    const scanned = Number(/LADDER_SCANNED = (\d+)/.exec(text)?.[1] ?? 0);
    const deal = /\{\s*seed: (\d+),\s*width: (\d+),\s*line: '([^']*)',?\s*\}/g;
    const found = [...text.matchAll(deal)].map((m) => ({
      seed: Number(m[1]),
      width: Number(m[2]),
      line: m[3] as string,
    }));
    return { found, scanned };
  } catch {
    return { found: [], scanned: 0 };
  }
}

/** The line as the notation writes it, after checking it clears the deal through the rules. */
function checkedLine(seed: number, line: Parameters<typeof apply>[1][]): string {
  let s = newGame(seed);
  for (const move of line) {
    const r = apply(s, move);
    if (!r.ok) throw new Error(`seed ${seed}: the solver's line is illegal: ${r.reason}`);
    s = r.value.state;
  }
  if (!isCleared(s)) throw new Error(`seed ${seed}: the solver's line does not clear`);
  return line.map(glassworks.encodeMove).join(' ');
}

/** The narrowest beam that clears a deal the default (widest) beam clears. */
function rate(seed: number): number {
  const narrower = WIDTHS.slice(0, -1);
  return (
    narrower.find((beamWidth) => solve(newGame(seed), { ...SOLVER_DEFAULTS, beamWidth }).cleared) ??
    SOLVER_DEFAULTS.beamWidth
  );
}

function write(found: readonly Found[], scanned: number): void {
  const sorted = [...found].sort((a, b) => a.width - b.width || a.seed - b.seed);
  const rows = sorted.map((f) => `  { seed: ${f.seed}, width: ${f.width}, line: '${f.line}' },`);
  writeFileSync(
    OUT,
    [
      '// Written by `npm run ladder` (scripts/ladder.ts): do not edit. GlassWorks deals known to clear to',
      '// one piece, easiest first (`width`: the narrowest solver beam that clears the deal), each with one',
      '// clearing line in the notation (docs/RULES.md §1).',
      '',
      'export interface LadderDeal {',
      '  readonly seed: number;',
      '  readonly width: number;',
      '  readonly line: string;',
      '}',
      '',
      '/** Seeds 1 to this were searched. */',
      `export const LADDER_SCANNED = ${scanned};`,
      '',
      'export const LADDER_DEALS: readonly LadderDeal[] = [',
      ...rows,
      '];',
      '',
    ].join('\n'),
  );
  writeFileSync(
    SEEDS,
    [
      '// Written by `npm run ladder` (scripts/ladder.ts): do not edit. The seeds of the GlassWorks',
      '// clearing ladder in its order (ladderDeals.ts has their lines), for what needs no line: the',
      '// daily deal, a link to a ladder deal.',
      '',
      `export const LADDER_SEEDS: readonly number[] = [${sorted.map((f) => f.seed).join(', ')}];`,
      '',
    ].join('\n'),
  );
  // Laid out as the project's formatter lays out code, so its check passes on them.
  execFileSync('npx', ['biome', 'format', '--write', fileURLToPath(OUT), fileURLToPath(SEEDS)], {
    stdio: 'ignore',
  });
}

const wanted = Number(process.argv[2] ?? 120);
const { found, scanned: from } = earlier();
let seed = from;
while (found.length < wanted) {
  seed++;
  const r = solve(newGame(seed), SOLVER_DEFAULTS);
  if (r.cleared) {
    found.push({ seed, width: rate(seed), line: checkedLine(seed, r.line) });
    console.log(`seed ${seed}: clears (${found.length}/${wanted})`);
  }
  // Keep what was found every 50 seeds, so a stopped run loses little.
  if (seed % 50 === 0) write(found, seed);
}
write(found, seed);
console.log(`${found.length} deals clear among seeds 1–${seed}`);
