// Pictures drawn in the same frame share one texture. A screen's first frame makes some forty
// labels and twenty button faces, and a texture each costs a canvas, a context and an upload
// (about half a millisecond apiece on a software renderer, before the GPU's own work). Here each
// asks for a place on its scene's sheet for the frame to come; just before the scene renders, the
// sheet draws them all on one canvas, uploads it once and hands each its frame.
//  - A passing picture (a label's words) lets go of its place when it is no longer shown, and a
//    sheet of them goes once none is.
//  - A lasting picture (a button's face at a size and look) is kept for the game's life, by name,
//    as a panel's texture always was: asked for again, it is shown at once.

import Phaser from 'phaser';
import { shelve } from './shelves';

/** Transparent pixels around each picture, so a scaled one never samples its neighbour. */
const PAD = 2;
/** A sheet's least width, and the most any sheet is tall (every WebGL takes 4096). */
const MIN_WIDTH = 1024;
const MAX_HEIGHT = 4096;

/** Draws a picture at the context's origin. */
export type DrawAt = (ctx: CanvasRenderingContext2D) => void;
/** Shows a picture: its sheet's texture and its frame there. */
export type Ready = (key: string, frame: string) => void;

/** A passing picture's place on a sheet. */
export interface Place {
  /** Nothing shows the picture any more, drawn or not: its sheet may go. */
  release(): void;
}

interface Sheet {
  readonly key: string;
  readonly textures: Phaser.Textures.TextureManager;
  /** Passing pictures on it still shown. */
  live: number;
}

interface Entry {
  readonly w: number;
  readonly h: number;
  readonly draw: DrawAt;
  readonly ready: Ready[];
  /** A lasting picture's name. */
  readonly name?: string;
  released: boolean;
  sheet: Sheet | null;
}

type Kind = 'passing' | 'lasting';

/** Sheets made so far, for their textures' names. */
let made = 0;
/** Each scene's pictures waiting for its next render, of each kind (they go on separate sheets). */
const waiting = new WeakMap<Phaser.Scene, Record<Kind, Entry[]>>();
/** Lasting pictures drawn, by name. */
const lasting = new Map<string, { key: string; frame: string }>();

/**
 * A `w`×`h` passing picture for `scene`, drawn by `draw` together with the others asked for
 * before the scene's next render; `ready` then gets the texture and frame that show it.
 */
export function placeOnSheet(scene: Phaser.Scene, w: number, h: number, draw: DrawAt, ready: Ready): Place {
  const entry = newEntry(w, h, draw, ready);
  waitingLists(scene).passing.push(entry);
  return {
    release() {
      if (entry.released) return;
      entry.released = true;
      const sheet = entry.sheet;
      if (sheet && --sheet.live === 0) sheet.textures.remove(sheet.key);
    },
  };
}

/**
 * The lasting picture `name` (`w`×`h`, drawn by `draw`) to `ready`: at once if it is drawn, else
 * at the scene's next render.
 */
export function lastingOnSheet(
  scene: Phaser.Scene,
  name: string,
  w: number,
  h: number,
  draw: DrawAt,
  ready: Ready,
): void {
  const at = lasting.get(name);
  if (at && scene.textures.exists(at.key)) {
    ready(at.key, at.frame);
    return;
  }
  const list = waitingLists(scene).lasting;
  const asked = list.find((e) => e.name === name);
  if (asked) {
    asked.ready.push(ready);
    return;
  }
  list.push({ ...newEntry(w, h, draw, ready), name });
}

const newEntry = (w: number, h: number, draw: DrawAt, ready: Ready): Entry => ({
  w: Math.max(1, Math.ceil(w)),
  h: Math.max(1, Math.ceil(h)),
  draw,
  ready: [ready],
  released: false,
  sheet: null,
});

/** The scene's lists for its next render, begun (and their drawing booked) with its first picture. */
function waitingLists(scene: Phaser.Scene): Record<Kind, Entry[]> {
  const known = waiting.get(scene);
  if (known) return known;
  const lists: Record<Kind, Entry[]> = { passing: [], lasting: [] };
  waiting.set(scene, lists);
  const events = scene.sys.events;
  const forget = (): void => {
    events.off(Phaser.Scenes.Events.PRE_RENDER, draw);
    events.off(Phaser.Scenes.Events.SHUTDOWN, forget);
    if (waiting.get(scene) === lists) waiting.delete(scene);
  };
  const draw = (): void => {
    forget();
    drawSheets(
      scene,
      lists.passing.filter((e) => !e.released),
    );
    drawSheets(scene, lists.lasting);
  };
  events.once(Phaser.Scenes.Events.PRE_RENDER, draw);
  // A screen gone before it rendered: its pictures went with it.
  events.once(Phaser.Scenes.Events.SHUTDOWN, forget);
  return lists;
}

function drawSheets(scene: Phaser.Scene, entries: Entry[]): void {
  if (entries.length === 0) return;
  // One row when they fit in the least width (a label drawn anew alone takes only its own room).
  const row = entries.reduce((sum, e) => sum + e.w + PAD, PAD);
  const width = row <= MIN_WIDTH ? row : Math.max(MIN_WIDTH, ...entries.map((e) => e.w + PAD * 2));
  for (const spots of shelve(entries, width, MAX_HEIGHT, PAD)) {
    const placed = spots.map(({ index, x, y }) => ({ entry: entries[index] as Entry, x, y }));
    const height = Math.max(...placed.map((p) => p.y + p.entry.h + PAD));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    // A canvas the CPU draws on, as a Text's is.
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
      const frame = String(i);
      texture.add(frame, 0, x, y, entry.w, entry.h);
      entry.sheet = sheet;
      if (entry.name) lasting.set(entry.name, { key, frame });
      for (const ready of entry.ready) ready(key, frame);
    });
  }
}
