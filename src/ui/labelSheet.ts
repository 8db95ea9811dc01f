// Pictures drawn in the same frame share one texture. A screen's first frame makes some forty
// labels, and a texture each costs a canvas, a context and an upload (about half a millisecond
// apiece on a software renderer, before the GPU's own work). Here each asks for a place on its
// scene's sheet for the frame to come; just before the scene renders, the sheet draws them all on
// one canvas, uploads it once and hands each its frame. A sheet's texture goes once nothing shows
// any of its pictures.

import Phaser from 'phaser';

/** Transparent pixels around each picture, so a scaled one never samples its neighbour. */
const PAD = 2;
/** A sheet's least width, and the most any sheet is tall (every WebGL takes 4096). */
const MIN_WIDTH = 1024;
const MAX_HEIGHT = 4096;

/** Draws a picture at the context's origin. */
export type DrawAt = (ctx: CanvasRenderingContext2D) => void;

/** A picture's place on a sheet. */
export interface Place {
  /** Nothing shows the picture any more, drawn or not: its sheet may go. */
  release(): void;
}

interface Sheet {
  readonly key: string;
  readonly textures: Phaser.Textures.TextureManager;
  /** Pictures on it still shown. */
  live: number;
}

interface Entry {
  readonly w: number;
  readonly h: number;
  readonly draw: DrawAt;
  readonly ready: (key: string, frame: string) => void;
  released: boolean;
  sheet: Sheet | null;
}

/** Sheets made so far, for their textures' names. */
let made = 0;
/** Each scene's pictures waiting for its next render. */
const waiting = new WeakMap<Phaser.Scene, Entry[]>();

/**
 * A `w`×`h` picture for `scene`, drawn by `draw` together with the others asked for before the
 * scene's next render; `ready` then gets the texture and frame that show it.
 */
export function placeOnSheet(
  scene: Phaser.Scene,
  w: number,
  h: number,
  draw: DrawAt,
  ready: (key: string, frame: string) => void,
): Place {
  const entry: Entry = { w: Math.ceil(w), h: Math.ceil(h), draw, ready, released: false, sheet: null };
  waitingList(scene).push(entry);
  return {
    release() {
      if (entry.released) return;
      entry.released = true;
      const sheet = entry.sheet;
      if (sheet && --sheet.live === 0) sheet.textures.remove(sheet.key);
    },
  };
}

/** The scene's list for its next render, begun (and its drawing booked) with its first picture. */
function waitingList(scene: Phaser.Scene): Entry[] {
  const known = waiting.get(scene);
  if (known) return known;
  const list: Entry[] = [];
  waiting.set(scene, list);
  const events = scene.sys.events;
  const forget = (): void => {
    events.off(Phaser.Scenes.Events.PRE_RENDER, draw);
    events.off(Phaser.Scenes.Events.SHUTDOWN, forget);
    if (waiting.get(scene) === list) waiting.delete(scene);
  };
  const draw = (): void => {
    forget();
    drawSheets(
      scene,
      list.filter((e) => !e.released),
    );
  };
  events.once(Phaser.Scenes.Events.PRE_RENDER, draw);
  // A screen gone before it rendered: its pictures went with it.
  events.once(Phaser.Scenes.Events.SHUTDOWN, forget);
  return list;
}

/** Shelves, tallest pictures first: each entry's place, on as many sheets as their height needs. */
function pack(entries: Entry[], width: number): { entry: Entry; x: number; y: number }[][] {
  const sheets: { entry: Entry; x: number; y: number }[][] = [[]];
  let x = PAD;
  let y = PAD;
  let row = 0;
  for (const entry of [...entries].sort((a, b) => b.h - a.h)) {
    if (x + entry.w + PAD > width) {
      x = PAD;
      y += row + PAD;
      row = 0;
    }
    if (y + entry.h + PAD > MAX_HEIGHT) {
      sheets.push([]);
      x = PAD;
      y = PAD;
      row = 0;
    }
    sheets[sheets.length - 1]?.push({ entry, x, y });
    x += entry.w + PAD;
    row = Math.max(row, entry.h);
  }
  return sheets;
}

function drawSheets(scene: Phaser.Scene, entries: Entry[]): void {
  if (entries.length === 0) return;
  // One row when they fit in the least width (a label drawn anew alone takes only its own room).
  const row = entries.reduce((sum, e) => sum + e.w + PAD, PAD);
  const width = row <= MIN_WIDTH ? row : Math.max(MIN_WIDTH, ...entries.map((e) => e.w + PAD * 2));
  for (const placed of pack(entries, width)) {
    const height = Math.max(...placed.map((p) => p.y + p.entry.h + PAD));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    // Drawn by the CPU, as a Text's canvas is: a large canvas may otherwise go to the GPU, which
    // smooths the pixel font's edges differently.
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) return;
    for (const { entry, x, y } of placed) {
      ctx.save();
      ctx.translate(x, y);
      entry.draw(ctx);
      ctx.restore();
    }
    const key = `sheet-${made++}`;
    const texture = scene.textures.create(key, canvas, width, height);
    if (!texture) return;
    const sheet: Sheet = { key, textures: scene.textures, live: placed.length };
    placed.forEach(({ entry, x, y }, i) => {
      texture.add(String(i), 0, x, y, entry.w, entry.h);
      entry.sheet = sheet;
      entry.ready(key, String(i));
    });
  }
}
