// The arcade's music: one loop (scripts/make-sounds.mjs), played through Howler like the effects.
// Nothing drawn waits for it: it is fetched after the player's first press or key (browsers let a
// page sound only then), plays at its own volume under the effects and ducks while one sounds,
// pauses while the tab is hidden, and follows its setting at once.

import type { Howl } from 'howler';
import { getSettings, onSettingsChange } from './settings';

// Vite turns the file into a hashed, relative URL in the build (as the effects', services/sound.ts).
const loopUrl = Object.values(
  import.meta.glob('../../assets/music/loop.mp3', { eager: true, query: '?url', import: 'default' }),
)[0] as string;

/** Where the music stands (the test hook reports it). */
export type MusicState = 'off' | 'waiting' | 'loading' | 'playing' | 'paused';

/** The loop's place in its file: the MP3 encoder's delay (1105 samples at 22 050 Hz) comes first. */
const LOOP_MS: [number, number] = [(1105 / 22050) * 1000, 19200];
/** The music sits under the effects: its volume setting at full is this loud. */
const LEVEL = 0.45;
/** While an effect sounds, the music drops to this share of its volume. */
const DUCKED = 0.4;

let howl: Howl | null = null;
/** The loop has loaded and can play. */
let ready = false;
let id: number | undefined;
let gestured = false;
let loading = false;
let ducking: ReturnType<typeof setTimeout> | null = null;

const level = (): number => getSettings().musicVolume * LEVEL;
const wanted = (): boolean => getSettings().music && gestured && !document.hidden;

export function musicState(): MusicState {
  if (!getSettings().music) return 'off';
  if (!gestured) return 'waiting';
  if (!howl || !ready) return 'loading';
  return id !== undefined && howl.playing(id) ? 'playing' : 'paused';
}

/** Listen for the first gesture, the tab's visibility and the setting (once, at boot). */
export function installMusic(): void {
  const first = (): void => {
    if (gestured) return;
    gestured = true;
    follow();
  };
  window.addEventListener('pointerdown', first, { capture: true, once: true });
  window.addEventListener('keydown', first, { capture: true, once: true });
  document.addEventListener('visibilitychange', follow);
  onSettingsChange(follow);
}

/** Play or pause as the setting, the first gesture and the tab say; fetch the loop when first wanted. */
function follow(): void {
  if (!wanted()) {
    if (howl && id !== undefined) howl.pause(id);
    return;
  }
  if (!howl || !ready) {
    load();
    return;
  }
  if (id === undefined) id = howl.play('loop');
  else if (!howl.playing(id)) howl.play(id);
  // During a dip the new volume is where it comes back up to (duck's timer reads it then).
  if (ducking === null) howl.volume(level(), id);
}

function load(): void {
  if (loading) return;
  loading = true;
  import('howler').then(
    ({ Howl: HowlClass }) => {
      howl = new HowlClass({
        src: [loopUrl],
        sprite: { loop: [LOOP_MS[0], LOOP_MS[1], true] },
        volume: level(),
        onload: () => {
          ready = true;
          follow();
        },
        // Not fetched (offline before it was ever heard): silence, and the next change asks again.
        onloaderror: () => {
          howl?.unload();
          howl = null;
          loading = false;
        },
      });
    },
    () => {
      loading = false;
    },
  );
}

/** An effect is sounding: the music steps back for a moment, then comes back up. */
export function duck(): void {
  if (!howl || id === undefined || !howl.playing(id)) return;
  // Every fade starts where the volume is now: a dip never jumps up first.
  const now = (): number => (howl && id !== undefined ? (howl.volume(id) as number) : 0);
  if (ducking === null) howl.fade(now(), level() * DUCKED, 60, id);
  else clearTimeout(ducking);
  ducking = setTimeout(() => {
    ducking = null;
    if (howl && id !== undefined) howl.fade(now(), level(), 400, id);
  }, 450);
}
