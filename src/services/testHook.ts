// `window.__prism`: a read-only window for browser tests. It reports the active scene, a
// JSON-safe snapshot of the game, where targets are on the canvas, every control and text laid out
// on the screen, and the canvas size. It cannot change anything.

import type Phaser from 'phaser';
import { fromTable, type Language, language } from '../i18n/i18n';
import { lastAnnouncement } from './announcer';
import { type MusicState, musicState } from './music';
import { framesSoFar, moving, resting } from './rest';
import { type StorageMode, storage } from './storage';

export type Point = { x: number; y: number };

/** One control or text on the screen, as the hook's `layout()` reports it (canvas pixels). */
export interface LayoutItem {
  readonly kind: 'control' | 'text';
  /** The control's `button:NAME` name (null for free text). */
  readonly name: string | null;
  readonly text: string;
  readonly bounds: { x: number; y: number; w: number; h: number };
  /** The bounds of the label drawn inside a control. */
  readonly textBounds: { x: number; y: number; w: number; h: number } | null;
  /** Font size in canvas pixels. */
  readonly fontSize: number;
  /** Part of the open modal panel (drawn over the rest of the screen). */
  readonly inModal: boolean;
}

/** What the hook asks of the screen the player sees. */
export interface HookScreen {
  readonly scene: { readonly key: string };
  snapshot(): Record<string, unknown> | null;
  readonly focusedButton: string | null;
  locate(target: string): Point | null;
  layoutReport(): LayoutItem[];
}

export interface PrismHook {
  readonly scene: string | null;
  snapshot(): Record<string, unknown> | null;
  locate(target: string): Point | null;
  /** Every visible control and text of the active screen and any open panel (canvas pixels). */
  layout(): LayoutItem[];
  /** The canvas size in its own pixels, and canvas pixels per CSS pixel. */
  readonly canvas: { width: number; height: number; css: number };
  /** Where progress goes: the browser's storage, or memory for this visit only. */
  readonly storage: StorageMode;
  /** The language the arcade speaks (`en` or `sl`). */
  readonly language: Language;
  /** Texts drawn on the active screen that did not come from the translation table. */
  untranslated(): string[];
  /** The music: off (its setting), waiting (for a first press or key), loading, playing, paused. */
  readonly music: MusicState;
  /** Frames drawn since the game started. */
  readonly framesDrawn: number;
  /** True while the game loop sleeps because nothing on the screen moves. */
  readonly resting: boolean;
  /**
   * True while something moves to an end: a scene change, a finite tween or a camera effect (a
   * panel popping in, a move animating, a fade). Waiting timers and endless idle motion do not count.
   */
  readonly moving: boolean;
}

/** A drawn text the table accounts for: given by it (maybe with a button's key letter after it),
 * or no words at all (numbers, symbols, a single letter of the title). */
function fromTheTable(text: string): boolean {
  if (fromTable(text) || [...text].length === 1 || /^[\d\s+\-–…×:%/.·()<>?!,=]*$/.test(text)) return true;
  const withKey = /^(.*) (\S)$/.exec(text);
  return withKey !== null && fromTheTable(withKey[1] ?? '');
}

/**
 * `active` gives the screen the player sees (the last running scene); `everywhere` the fields every
 * screen's snapshot carries besides its own (the profile).
 */
export function installTestHook(
  game: Phaser.Game,
  active: () => HookScreen | null,
  everywhere: () => Record<string, unknown> = () => ({}),
): void {
  const activeScene = (_game: Phaser.Game): HookScreen | null => active();
  const hook: PrismHook = Object.freeze({
    get scene() {
      return activeScene(game)?.scene.key ?? null;
    },
    snapshot() {
      const scene = activeScene(game);
      const s = scene?.snapshot?.() ?? null;
      // Every screen also says which button has the keyboard's focus (null: none).
      // and the last sentence given to screen readers.
      const withFocus =
        s === null
          ? null
          : { ...s, focus: scene?.focusedButton ?? null, announcement: lastAnnouncement(), ...everywhere() };
      // A deep copy through JSON: callers can never reach live game objects.
      return withFocus === null ? null : (JSON.parse(JSON.stringify(withFocus)) as Record<string, unknown>);
    },
    locate(target: string) {
      return activeScene(game)?.locate?.(String(target)) ?? null;
    },
    layout() {
      const items = activeScene(game)?.layoutReport?.() ?? [];
      return JSON.parse(JSON.stringify(items)) as LayoutItem[];
    },
    get canvas() {
      return { width: game.scale.width, height: game.scale.height, css: game.scale.displayScale.x || 1 };
    },
    get storage() {
      return storage.mode;
    },
    get language() {
      return language();
    },
    untranslated() {
      const items = activeScene(game)?.layoutReport?.() ?? [];
      return items.map((i) => i.text).filter((text) => !fromTheTable(text));
    },
    get music() {
      return musicState();
    },
    get framesDrawn() {
      return framesSoFar();
    },
    get resting() {
      return resting();
    },
    get moving() {
      return moving(game);
    },
  });
  Object.defineProperty(window, '__prism', { value: hook, writable: false, configurable: false });
}
