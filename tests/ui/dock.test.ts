import { describe, expect, it } from 'vitest';
import { dock, freeBands, messageTop, messageX } from '../../src/ui/screen/dock';
import type { Rect } from '../../src/ui/screen/layout';

const room: Rect = { x: 0, y: 0, w: 400, h: 800 };
const board: Rect = { x: 20, y: 200, w: 360, h: 360 };
const fixed =
  (w: number, h: number) =>
  (_band: Rect): { w: number; h: number } => ({ w, h });

describe('docking a card beside what must stay in sight', () => {
  it('lists the free bands around it, largest first, each a gap away', () => {
    const bands = freeBands(room, board, 10);
    expect(bands.map((b) => b.side)).toEqual(['below', 'above', 'right', 'left']);
    expect(bands[0]?.rect).toEqual({ x: 0, y: 570, w: 400, h: 230 });
    expect(bands[1]?.rect).toEqual({ x: 0, y: 0, w: 400, h: 190 });
  });

  it('centres the card in the first band that holds it, clear of the kept rectangle', () => {
    const { box, over } = dock(room, board, 10, fixed(300, 200));
    expect(over).toBe(false);
    expect(box).toEqual({ x: 50, y: 585, w: 300, h: 200 });
  });

  it('a card too big for every band sits on the side it reaches least over the board', () => {
    const { box, over } = dock(room, board, 10, fixed(380, 300));
    expect(over).toBe(true);
    expect(box.y + box.h).toBe(800); // below: 70 over the board, against 110 above
    expect(box.y).toBe(500);
  });

  it('leans to the side a thumb reaches when the two are close', () => {
    const high: Rect = { x: 20, y: 225, w: 360, h: 360 }; // it would cover 75 rows from above, 85 from below
    expect(dock(room, high, 10, fixed(380, 300), 0).box.y).toBe(0);
    expect(dock(room, high, 10, fixed(380, 300), 0.15).box.y).toBe(500);
  });

  it('over a tall board, the side that covers the least of it: below rather than down its whole side', () => {
    const phone: Rect = { x: 0, y: 0, w: 360, h: 620 };
    const tall: Rect = { x: 60, y: 140, w: 240, h: 380 };
    // Above covers 230 of its rows, below 270, down its right side 200 of its columns, all of them.
    expect(dock(phone, tall, 8, fixed(260, 370)).box).toEqual({ x: 50, y: 0, w: 260, h: 370 });
    // Leaning towards the thumb (what it covers below counts 15 % less), below wins.
    expect(dock(phone, tall, 8, fixed(260, 370), 0.15).box).toEqual({ x: 50, y: 250, w: 260, h: 370 });
  });

  it('a band too narrow for the card is not used, however tall', () => {
    const wide: Rect = { x: 0, y: 0, w: 1000, h: 600 };
    const left: Rect = { x: 100, y: 40, w: 520, h: 520 };
    // Right of it: 370 wide; the card wants 400: it goes over the board's right edge, not in a gap.
    const { box, over } = dock(wide, left, 10, fixed(400, 500));
    expect(over).toBe(true);
    expect(box.x + box.w).toBe(1000);
  });
});

describe('where a message goes', () => {
  it('at the foot of the screen, clear of the title and code up top', () => {
    expect(messageTop(800, 10, 8, 40, null)).toBe(750);
  });

  it('at the foot below an open card that leaves room there, else just above the card', () => {
    const high: Rect = { x: 0, y: 10, w: 400, h: 300 };
    expect(messageTop(800, 10, 8, 40, high)).toBe(750);
    const beside: Rect = { x: 690, y: 110, w: 570, h: 500 }; // a desktop's results, right of the board
    expect(messageTop(720, 20, 12, 60, beside)).toBe(640);
    const low: Rect = { x: 0, y: 500, w: 400, h: 290 };
    expect(messageTop(800, 10, 8, 40, low)).toBe(452);
  });

  it('at the foot, over the card, when a card fills the screen', () => {
    expect(messageTop(360, 10, 8, 40, { x: 0, y: 10, w: 640, h: 340 })).toBe(310);
  });
});

describe('where across the foot a message goes', () => {
  // Flood Duel at 1280×720: the last row of tools, ENTER CODE and PLAY ONLINE, at the right.
  const tools: Rect[] = [
    { x: 800, y: 628, w: 224, h: 48 },
    { x: 1036, y: 628, w: 224, h: 48 },
  ];
  it('keeps off the buttons in its row: the widest stretch free of them, if it fits there', () => {
    const x = messageX(1280, 20, 640, 640, 40, tools);
    expect(x + 320).toBeLessThanOrEqual(800);
    expect(x - 320).toBeGreaterThanOrEqual(20);
  });
  it('keeps off a card docked beside the board where the foot runs past it', () => {
    // A card at the right of a 1280×720 desktop, top to foot: the message goes left of it.
    const card: Rect = { x: 820, y: 30, w: 440, h: 680 };
    const top = messageTop(720, 20, 12, 40, card);
    expect(top).toBe(660);
    const x = messageX(1280, 20, 500, top, 40, [card]);
    expect(x + 250).toBeLessThanOrEqual(820);
  });
  it('stays centred when nothing is in the way, or when no stretch is wide enough', () => {
    expect(messageX(1280, 20, 640, 560, 40, tools)).toBe(640);
    const row: Rect[] = [0, 1, 2].map((i) => ({ x: 10 + i * 120, y: 600, w: 110, h: 40 }));
    expect(messageX(360, 10, 300, 600, 40, row)).toBe(180);
  });
});
