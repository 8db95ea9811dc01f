// 4-neighbourhood on a row-major grid, shared by the rules and the codec checks.

/**
 * Writes the indices of the up/down/left/right neighbours of square `i` into `out`
 * and returns how many there are (2 to 4). `out` is reused so loops allocate nothing.
 */
export function neighbours(i: number, width: number, height: number, out: Int32Array): number {
  const x = i % width;
  let k = 0;
  if (i >= width) out[k++] = i - width;
  if (i + width < width * height) out[k++] = i + width;
  if (x > 0) out[k++] = i - 1;
  if (x < width - 1) out[k++] = i + 1;
  return k;
}
