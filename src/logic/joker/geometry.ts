// Board geometry on row-major cell indices (index = y * width + x): the 4- and 8-neighbourhoods
// and the knight's moves, each cut off at the board's edges.

export interface Point {
  readonly x: number;
  readonly y: number;
}

const ORTHOGONAL: readonly Point[] = [
  { x: 0, y: -1 },
  { x: 1, y: 0 },
  { x: 0, y: 1 },
  { x: -1, y: 0 },
];

const SURROUNDING: readonly Point[] = [
  { x: -1, y: -1 },
  { x: 0, y: -1 },
  { x: 1, y: -1 },
  { x: -1, y: 0 },
  { x: 1, y: 0 },
  { x: -1, y: 1 },
  { x: 0, y: 1 },
  { x: 1, y: 1 },
];

const KNIGHT: readonly Point[] = [
  { x: 1, y: -2 },
  { x: 2, y: -1 },
  { x: 2, y: 1 },
  { x: 1, y: 2 },
  { x: -1, y: 2 },
  { x: -2, y: 1 },
  { x: -2, y: -1 },
  { x: -1, y: -2 },
];

function offsetsFrom(index: number, width: number, height: number, offsets: readonly Point[]): number[] {
  const x0 = index % width;
  const y0 = Math.floor(index / width);
  const out: number[] = [];
  for (const d of offsets) {
    const x = x0 + d.x;
    const y = y0 + d.y;
    if (x >= 0 && x < width && y >= 0 && y < height) out.push(y * width + x);
  }
  return out;
}

/** Up, right, down, left neighbours on the board. */
export const neighbours4 = (index: number, width: number, height: number): number[] =>
  offsetsFrom(index, width, height, ORTHOGONAL);

/** The up-to-8 surrounding squares on the board. */
export const neighbours8 = (index: number, width: number, height: number): number[] =>
  offsetsFrom(index, width, height, SURROUNDING);

/** The up-to-8 squares a chess knight's move away, on the board (clockwise from up-right). */
export const knightSquares = (index: number, width: number, height: number): number[] =>
  offsetsFrom(index, width, height, KNIGHT);

export const indexOf = (p: Point, width: number): number => p.y * width + p.x;

export const pointOf = (index: number, width: number): Point => ({
  x: index % width,
  y: Math.floor(index / width),
});

export function onBoard(p: Point, width: number, height: number): boolean {
  return (
    Number.isInteger(p.x) && Number.isInteger(p.y) && p.x >= 0 && p.x < width && p.y >= 0 && p.y < height
  );
}
