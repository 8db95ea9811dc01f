// What the shared front-end components need of the screen they are drawn on: Phaser's scene
// (objects, tweens, the clock), the canvas's metrics, and its named buttons and modal panel
// (ui/controls/controls.ts). Every scene offers it (scenes/BaseScene.ts); components never name a scene.

import type Phaser from 'phaser';
import type { Button, ButtonOptions } from '../controls/button';
import type { Metrics, Rect } from './layout';

/** An open modal panel and the names of its buttons that answer Esc, Y and N. */
export interface Modal {
  readonly root: Phaser.GameObjects.Container;
  /** Pressed by Esc (and N when there is no `no`). */
  readonly cancel?: string;
  /** Pressed by Y in a yes/no question. */
  readonly yes?: string;
  readonly no?: string;
  /** The button a keyboard player starts on (default: the first). */
  readonly focus?: string;
  /** Where the panel's card is (messages keep off it). */
  readonly card?: Rect;
}

export interface ScreenHost extends Phaser.Scene {
  readonly m: Metrics;
  readonly portrait: boolean;
  placeButton(name: string, r: Rect, text: string, onPress: () => void, opts?: ButtonOptions): Button;
  /** A second name for a button (the test hook's `button:ALIAS`), while the button is shown. */
  aliasButton(alias: string, name: string): void;
  openModal(modal: Modal): void;
}
