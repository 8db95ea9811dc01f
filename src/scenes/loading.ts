// A screen in a chunk of its own (scenes/chunks.ts) on the way to it: loaded with the screen the
// player is leaving still on show, "Loading…" said when it is slow, and a panel that says so, with
// TRY AGAIN, when it does not arrive (BaseScene.goTo and cannotLoad).

import type Phaser from 'phaser';
import { t } from '../i18n/i18n';
import type { ScreenKey } from '../midend/launch/navigation';
import type { PanelLook } from '../ui/screen/panel';
import { toast } from '../ui/screen/toast';
import { screenLoaded, screenReady } from './chunks';

/** How long a screen may take to load before the player is told it is coming. */
const SLOW_MS = 400;

/** `key`'s screen: here already (true), or loading — whether it arrived. */
export function loadScreen(scene: Phaser.Scene, key: ScreenKey): true | Promise<boolean> {
  if (screenLoaded(scene.game, key)) return true;
  // A slow connection: say that something is coming.
  const slow = scene.time.delayedCall(SLOW_MS, () => toast(scene, t('Loading…'), 2));
  return screenReady(scene.game, key).then(
    () => {
      slow.remove(false);
      return true;
    },
    () => {
      slow.remove(false);
      return false;
    },
  );
}

/** A chunk did not arrive: the panel that says so, offering to try again (or OK: `gaveUp`). */
export function notLoaded(
  screen: { showPanel(look: PanelLook): Phaser.GameObjects.Container },
  retry: () => void,
  gaveUp: () => void,
): void {
  const panel = screen.showPanel({
    title: t('NOT LOADED'),
    lines: [t('This part of the arcade did not arrive: check the connection and try again.')],
    buttons: [
      { name: 'retry-load', label: t('TRY AGAIN'), onPress: () => close(retry) },
      { name: 'close-load', label: t('OK'), onPress: () => close(gaveUp) },
    ],
    cancel: 'close-load',
    question: true,
  });
  const close = (then: () => void): void => {
    panel.destroy();
    then();
  };
}
