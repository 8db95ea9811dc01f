// Position evaluation for the Hard player: squares owned plus the territory each side would reach
// first. Distance counts colour changes (one move per blob step), so it is a plain BFS on the blob
// graph; a blob goes to the side that is strictly closer, ties to nobody. Under Filler's rules a
// reached blob weighs less than an owned square (FILLER_REACH).

import type { Player } from '../state';
import type { SearchBoard } from './board';

const FAR = 0x3fffffff;
/**
 * Filler: a reached blob counts ¾ of an owned square. Each move takes one colour of a frontier only a
 * few squares long, so the BFS reach is optimistic there (against Normal, 1,000 games off the bench's
 * seeds: 88.5 % against 87.5 % at full weight; ½ 88.3 %, 1¼ and more lose more).
 */
const FILLER_REACH = 0.75;

export class Territory {
  private readonly dist1: Int32Array;
  private readonly dist2: Int32Array;
  private readonly queue: Int32Array;

  constructor(private readonly board: SearchBoard) {
    this.dist1 = new Int32Array(board.count);
    this.dist2 = new Int32Array(board.count);
    this.queue = new Int32Array(board.count);
  }

  /** (owned + territory) of p minus the same for p's opponent; Filler weighs territory by FILLER_REACH. */
  score(p: Player): number {
    const board = this.board;
    this.distances(1, this.dist1);
    this.distances(2, this.dist2);
    let t1 = 0;
    let t2 = 0;
    const { owner, size, count } = board;
    for (let b = 0; b < count; b++) {
      if (owner[b] !== 0) continue;
      const d1 = this.dist1[b];
      const d2 = this.dist2[b];
      if (d1 < d2) t1 += size[b];
      else if (d2 < d1) t2 += size[b];
    }
    const owned = board.owned[1] - board.owned[2];
    const reach = board.filler ? FILLER_REACH * (t1 - t2) : t1 - t2;
    return p === 1 ? owned + reach : -(owned + reach);
  }

  private distances(p: Player, dist: Int32Array): void {
    const { owner, touch, adj, adjStart, count } = this.board;
    const queue = this.queue;
    const base = p * count;
    let tail = 0;
    for (let b = 0; b < count; b++) {
      if (owner[b] === 0 && touch[base + b] > 0) {
        dist[b] = 1;
        queue[tail++] = b;
      } else {
        dist[b] = FAR;
      }
    }
    let head = 0;
    while (head < tail) {
      const b = queue[head++];
      const d = dist[b] + 1;
      for (let k = adjStart[b]; k < adjStart[b + 1]; k++) {
        const j = adj[k];
        if (dist[j] === FAR && owner[j] === 0) {
          dist[j] = d;
          queue[tail++] = j;
        }
      }
    }
  }
}
