// Step 1 of a colouring: the base's 4-connected region of its own colour, found breadth-first so
// the squares come out in rings of equal distance from the base (the scene animates them ring by
// ring).

import type { Cell } from './colors';
import { neighbours4 } from './geometry';

/**
 * The region of cells[start]'s colour that is 4-connected to `start`, grouped by BFS distance
 * measured inside the region: ring 0 is [start], ring d holds the squares first reached in d steps.
 * Each ring is sorted by index.
 */
export function floodRings(cells: readonly Cell[], width: number, height: number, start: number): number[][] {
  const color = cells[start];
  const seen = new Uint8Array(cells.length);
  seen[start] = 1;
  const rings: number[][] = [];
  let ring = [start];
  while (ring.length > 0) {
    rings.push(ring);
    const nextRing: number[] = [];
    for (const square of ring) {
      for (const n of neighbours4(square, width, height)) {
        if (!seen[n] && cells[n] === color) {
          seen[n] = 1;
          nextRing.push(n);
        }
      }
    }
    ring = nextRing.sort((a, b) => a - b);
  }
  return rings;
}
