// Where pictures go on a sheet (ui/render/sheets.ts): in rows ("shelves"), tallest first, each with a
// margin of transparent pixels; a new sheet when the height allowed is full. Pure: tested without
// a browser (tests/ui/shelves.test.ts).

export interface Spot {
  /** The picture's index in the list given. */
  readonly index: number;
  readonly x: number;
  readonly y: number;
}

/**
 * Spots for pictures of `sizes` on sheets `width` wide and at most `maxHeight` tall, `pad` pixels
 * around each (a picture wider than the sheet still gets a row of its own). One list per sheet.
 */
export function shelve(
  sizes: readonly { readonly w: number; readonly h: number }[],
  width: number,
  maxHeight: number,
  pad: number,
): Spot[][] {
  const sheets: Spot[][] = [[]];
  let x = pad;
  let y = pad;
  let row = 0;
  const order = sizes.map((_, i) => i).sort((a, b) => (sizes[b]?.h ?? 0) - (sizes[a]?.h ?? 0));
  for (const index of order) {
    const { w, h } = sizes[index] as { w: number; h: number };
    if (x > pad && x + w + pad > width) {
      x = pad;
      y += row + pad;
      row = 0;
    }
    if (y > pad && y + h + pad > maxHeight) {
      sheets.push([]);
      x = pad;
      y = pad;
      row = 0;
    }
    sheets[sheets.length - 1]?.push({ index, x, y });
    x += w + pad;
    row = Math.max(row, h);
  }
  return sheets;
}
