// Flood Duel rules (docs/RULES.md §2): choosing a colour floods it from the mover's squares; after the move
// a player who can no longer gain anything hands every unowned square to the other side. Under Filler's
// rules the mover's squares also take the colour chosen, which may be neither side's current colour,
// and the game ends as soon as one side holds more than half the board.

import { ok, type Result, reject } from '../result';
import { neighbours } from './grid';
import { COLORS, type FloodState, type Owner, other, type Player, rulesOf } from './state';

export interface FloodTransfer {
  readonly to: Player;
  readonly squares: readonly number[];
}

/** What one move changed, in the order a scene should animate it. */
export interface FloodChange {
  readonly player: Player;
  readonly color: number;
  /** Captured square indices grouped by BFS layer, outward from the mover's border (each layer ascending). */
  readonly captured: readonly (readonly number[])[];
  /** End-of-game hand-overs of every unowned square, in the order they happened (empty ones omitted). */
  readonly transfers: readonly FloodTransfer[];
}

export type FloodStatus = 'playing' | 'over';

/** Filler: `player`'s current colour (the colour of every square they own). */
export function currentColor(state: FloodState, player: Player): number {
  return state.colors[state.owner.indexOf(player)] as number;
}

/** The colours the player to move may not choose: under Filler's rules, theirs and the opponent's. */
export function forbidden(state: FloodState): number[] {
  if (rulesOf(state) !== 'filler') return [];
  return [currentColor(state, state.turn), currentColor(state, other(state.turn))];
}

/**
 * Squares each of the 6 colours would bring `player` now: for every colour, the unowned squares of that
 * colour touching the player's squares, and transitively those of that colour touching them.
 */
export function gains(state: FloodState, player: Player): number[] {
  const { width, height, colors, owner } = state;
  const n = width * height;
  const result = new Array<number>(COLORS).fill(0);
  const seen = new Uint8Array(n);
  const queue = new Int32Array(n);
  const nb = new Int32Array(4);
  const nb2 = new Int32Array(4);
  for (let i = 0; i < n; i++) {
    if (owner[i] !== player) continue;
    const k = neighbours(i, width, height, nb);
    for (let a = 0; a < k; a++) {
      const start = nb[a];
      if (owner[start] !== 0 || seen[start]) continue;
      // A whole one-colour unowned region joins at once, so count it once.
      const color = colors[start];
      let head = 0;
      let tail = 0;
      queue[tail++] = start;
      seen[start] = 1;
      while (head < tail) {
        const s = queue[head++];
        const m = neighbours(s, width, height, nb2);
        for (let b = 0; b < m; b++) {
          const t = nb2[b];
          if (!seen[t] && owner[t] === 0 && colors[t] === color) {
            seen[t] = 1;
            queue[tail++] = t;
          }
        }
      }
      result[color] += tail;
    }
  }
  return result;
}

/** True when `player` touches at least one unowned square, i.e. some colour would gain something. */
function canGain(owner: readonly Owner[], width: number, height: number, player: Player): boolean {
  const nb = new Int32Array(4);
  for (let i = 0; i < owner.length; i++) {
    if (owner[i] !== player) continue;
    const k = neighbours(i, width, height, nb);
    for (let a = 0; a < k; a++) if (owner[nb[a]] === 0) return true;
  }
  return false;
}

function transferAll(owner: Owner[], to: Player): number[] {
  const squares: number[] = [];
  for (let i = 0; i < owner.length; i++) {
    if (owner[i] === 0) {
      owner[i] = to;
      squares.push(i);
    }
  }
  return squares;
}

/** Flood `color` from `player`'s squares into `owner` (mutated), returning the captured layers. */
function flood(state: FloodState, owner: Owner[], player: Player, color: number): number[][] {
  const { width, height, colors } = state;
  const nb = new Int32Array(4);
  // Layer 0 is found against the owners before the move, so it is exactly the mover's border.
  let layer: number[] = [];
  for (let i = 0; i < owner.length; i++) {
    if (owner[i] !== 0 || colors[i] !== color) continue;
    const k = neighbours(i, width, height, nb);
    for (let a = 0; a < k; a++) {
      if (owner[nb[a]] === player) {
        layer.push(i);
        break;
      }
    }
  }
  for (const i of layer) owner[i] = player;
  const layers: number[][] = [];
  while (layer.length > 0) {
    layers.push(layer);
    const nextLayer: number[] = [];
    for (const i of layer) {
      const k = neighbours(i, width, height, nb);
      for (let a = 0; a < k; a++) {
        const j = nb[a];
        if (owner[j] === 0 && colors[j] === color) {
          owner[j] = player; // claimed as soon as it is found, so it joins one layer only
          nextLayer.push(j);
        }
      }
    }
    layer = nextLayer.sort((a, b) => a - b);
  }
  return layers;
}

/** Over when no square is left unowned; under Filler's rules also when one side holds more than half. */
export function status(state: FloodState): FloodStatus {
  if (!state.owner.includes(0)) return 'over';
  if (rulesOf(state) !== 'filler') return 'playing';
  const { p1, p2 } = counts(state);
  const n = state.owner.length;
  return 2 * p1 > n || 2 * p2 > n ? 'over' : 'playing';
}

export function counts(state: FloodState): { p1: number; p2: number } {
  let p1 = 0;
  let p2 = 0;
  for (const o of state.owner) {
    if (o === 1) p1++;
    else if (o === 2) p2++;
  }
  return { p1, p2 };
}

/** The winner once the game is over (more squares wins, equal is a draw); null while playing. */
export function winner(state: FloodState): Player | 'draw' | null {
  if (status(state) !== 'over') return null;
  const { p1, p2 } = counts(state);
  if (p1 === p2) return 'draw';
  return p1 > p2 ? 1 : 2;
}

/**
 * The player to move chooses `color` (0..5). Any colour is legal, even one that gains nothing: the move
 * still counts. Rejected when the game is over, the colour is not 0..5, or Filler forbids it.
 */
export function apply(state: FloodState, color: number): Result<{ state: FloodState; change: FloodChange }> {
  if (!Number.isInteger(color) || color < 0 || color >= COLORS) {
    return reject('colour {color} is not one of 0–{max}', { color: String(color), max: COLORS - 1 });
  }
  if (status(state) === 'over') return reject('the game is over');
  if (forbidden(state).includes(color))
    return reject("Filler's rules forbid your own colour and your opponent's");
  const { width, height } = state;
  const player = state.turn;
  const owner = state.owner.slice();
  const captured = flood(state, owner, player, color);
  // The order is the rulebook's: the mover's check first, then the turn passes and the new player's check.
  const transfers: FloodTransfer[] = [];
  if (!canGain(owner, width, height, player)) {
    const squares = transferAll(owner, other(player));
    if (squares.length > 0) transfers.push({ to: other(player), squares });
  }
  const nextPlayer = other(player);
  if (!canGain(owner, width, height, nextPlayer)) {
    const squares = transferAll(owner, player);
    if (squares.length > 0) transfers.push({ to: player, squares });
  }
  const colors = rulesOf(state) === 'filler' ? fillerColors(state, owner, player, color) : state.colors;
  return ok({
    state: { ...state, colors, owner, turn: nextPlayer, moves: state.moves + 1, lastMover: player },
    change: { player, color, captured, transfers },
  });
}

/** Filler: every square takes its owner's colour after a move (`color` for the mover's). */
function fillerColors(state: FloodState, owner: readonly Owner[], mover: Player, color: number): number[] {
  const theirs = currentColor(state, other(mover));
  return owner.map((o, i) => (o === 0 ? (state.colors[i] as number) : o === mover ? color : theirs));
}

/**
 * Who starts the next game. Against the computer the human (player 1) always starts; two players:
 * whoever did not make the last move of `prev` (if no move was made, whoever was to move).
 */
export function nextStarter(prev: FloodState, mode: 'duo' | 'cpu'): Player {
  if (mode === 'cpu') return 1;
  return prev.lastMover === 0 ? prev.turn : other(prev.lastMover);
}
