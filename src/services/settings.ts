// Player settings, persisted through the versioned storage. Listeners hear every change so
// sound and views can follow at once.

import type { Result } from '../logic/result';
import { bool, num, object, oneOf, optional } from '../logic/schema';
import { storage } from './storage';

/** The colour palettes (ui/look/palettes.ts), in the order the settings button steps through them. */
export const PALETTE_IDS = ['classic', 'contrast', 'safe'] as const;
export type PaletteId = (typeof PALETTE_IDS)[number];

/** The language setting: the browser's, or one chosen (i18n/i18n.ts has the languages). */
export const LANGUAGE_SETTINGS = ['auto', 'en', 'sl'] as const;
export type LanguageSetting = (typeof LANGUAGE_SETTINGS)[number];

export interface Settings {
  readonly sound: boolean;
  /** 0–1 */
  readonly volume: number;
  /** The music loop (services/music.ts), apart from the effects. */
  readonly music: boolean;
  /** 0–1 */
  readonly musicVolume: number;
  /** Draw a distinct glyph on every colour. */
  readonly glyphs: boolean;
  /** No camera shake, shorter and calmer tweens. */
  readonly reducedMotion: boolean;
  /** The games' colours. */
  readonly palette: PaletteId;
  /** The language: `auto` follows the browser. */
  readonly language: LanguageSetting;
}

const KEY = 'settings';
const VERSION = 1;

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export const DEFAULT_SETTINGS: Settings = {
  sound: true,
  volume: 0.7,
  music: true,
  musicVolume: 0.5,
  glyphs: false,
  reducedMotion: prefersReducedMotion(),
  palette: 'classic',
  language: 'auto',
};

const readSettings = object<Settings>({
  sound: bool,
  volume: num(0, 1),
  // Settings saved before the music have none: it plays at half its volume, unless the player had
  // turned the sound off (then it stays off too: below).
  music: optional(bool, true),
  musicVolume: optional(num(0, 1), 0.5),
  glyphs: bool,
  reducedMotion: bool,
  // Settings saved before palettes existed have none: they keep the classic colours; and none
  // before languages: they follow the browser.
  palette: optional(oneOf(PALETTE_IDS), 'classic'),
  language: optional(oneOf(LANGUAGE_SETTINGS), 'auto'),
});

export function validateSettings(data: unknown): Result<Settings> {
  const read = readSettings(data);
  const saved = typeof data === 'object' && data !== null && Object.hasOwn(data, 'music');
  return read.ok && !saved ? { ok: true, value: { ...read.value, music: read.value.sound } } : read;
}

type Listener = (s: Settings) => void;
let current: Settings = storage.read(KEY, VERSION, validateSettings) ?? DEFAULT_SETTINGS;
const listeners = new Set<Listener>();

/** Read the settings again (real storage turned up mid-visit, or a save file was imported). */
export function reloadSettings(): void {
  const saved = storage.read(KEY, VERSION, validateSettings);
  if (!saved || JSON.stringify(saved) === JSON.stringify(current)) return;
  current = saved;
  for (const l of listeners) l(current);
}

storage.onModeChange((mode) => {
  if (mode === 'local') reloadSettings();
});

export function getSettings(): Settings {
  return current;
}

export function updateSettings(patch: Partial<Settings>): Settings {
  current = { ...current, ...patch };
  storage.write(KEY, VERSION, current);
  for (const l of listeners) l(current);
  return current;
}

/** Returns an unsubscribe function. */
export function onSettingsChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
