// Arrow keys move the keyboard's focus by position: to the nearest control in the arrow's direction
// (a control below for ArrowDown, however the controls were added), as a player expects of a grid of
// buttons. Pure: centres in, an index out.

export type Arrow = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

interface Centre {
  readonly x: number;
  readonly y: number;
}

/**
 * The index in `others` of the control nearest `from` in the arrow's direction: at least a few
 * pixels that way, the distance along the arrow counting once and the distance across it twice (so
 * a control straight ahead wins over a nearer one off to the side); -1 if there is none that way.
 */
export function nearestToward(arrow: Arrow, from: Centre, others: readonly Centre[]): number {
  const along = (c: Centre): number =>
    arrow === 'ArrowDown'
      ? c.y - from.y
      : arrow === 'ArrowUp'
        ? from.y - c.y
        : arrow === 'ArrowRight'
          ? c.x - from.x
          : from.x - c.x;
  const across = (c: Centre): number =>
    arrow === 'ArrowDown' || arrow === 'ArrowUp' ? Math.abs(c.x - from.x) : Math.abs(c.y - from.y);
  let best = -1;
  let score = Number.POSITIVE_INFINITY;
  others.forEach((c, i) => {
    const a = along(c);
    if (a <= 4) return;
    const s = a + 2 * across(c);
    if (s < score) {
      score = s;
      best = i;
    }
  });
  return best;
}
