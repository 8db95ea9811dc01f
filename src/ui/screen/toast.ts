// A short message at the foot of the screen that fades by itself (bad URL values, saves dropped,
// a code copied), sized from the scene's metrics and wrapped to the canvas. It keeps off the title
// and the code above, and off an open panel's card; messages still showing stack, never overlap.

import type Phaser from 'phaser';
import { announce } from '../../services/announcer';
import { FONT, UI } from '../look/theme';
import { addText } from '../render';
import { messageTop, messageX } from './dock';
import { type Metrics, metrics, type Rect } from './layout';

/** The look of a message over the screen (a toast, a refused move's reason): light words on plum. */
export function messageStyle(
  size: number,
  pad: { x: number; y: number },
  wrap: number,
): Phaser.Types.GameObjects.Text.TextStyle {
  return {
    fontFamily: FONT,
    fontSize: `${size}px`,
    color: UI.text,
    backgroundColor: '#3b1030',
    padding: pad,
    align: 'center',
    wordWrap: { width: wrap },
  };
}

/**
 * A message that fades by itself: at the foot of the screen, or, given `over`, in the middle of that
 * box (a word about the board, on the board).
 */
export function toast(scene: Phaser.Scene, message: string, seconds = 4, over?: Rect): void {
  announce(message);
  const { width: W, height: H } = scene.scale;
  const m =
    (scene as Partial<{ m: Metrics }>).m ??
    metrics(W, H, scene.scale.displayScale.x > 0 ? scene.scale.displayScale.x : 1);
  const padX = Math.round(m.gap * 1.2);
  const padY = Math.round(m.gap * 0.8);
  const size = m.font('label');
  const text = addText(scene, W / 2, 0, message, {
    ...messageStyle(size, { x: padX, y: padY }, Math.min(W - 2 * m.margin - 2 * padX, 720 * m.unit)),
    lineSpacing: Math.round(size * 0.5),
  })
    .setOrigin(0.5, 0)
    .setDepth(5000)
    .setAlpha(0);
  if (over) {
    text.setWordWrapWidth(Math.min(text.style.wordWrapWidth ?? W, over.w - 2 * padX));
    text.setX(over.x + over.w / 2);
    show(scene, text, over.y + over.h / 2 - text.height / 2, seconds, m.gap);
    return;
  }
  // On top of the messages still showing (where they are: one gone leaves its place empty).
  const live = (showing.get(scene) ?? []).filter((s) => s.text.active);
  const card = (scene as Partial<{ modalCard: Rect | null }>).modalCard ?? null;
  const top = live.length
    ? Math.max(m.margin, Math.min(...live.map((s) => s.top)) - m.gap / 2 - text.height)
    : messageTop(H, m.margin, m.gap, text.height, card);
  // Off the buttons in its row where it can be; with a card open, off the card (a docked card's
  // corner where the foot runs beside it).
  const boxes = card ? [card] : ((scene as Partial<{ buttonBoxes: Rect[] }>).buttonBoxes ?? []);
  text.setX(messageX(W, m.margin, text.width, top, text.height, boxes));
  showing.set(scene, [...live, { text, top }]);
  show(scene, text, top, seconds, m.gap);
}

/** It rises `rise` into place at `top`, stays `seconds`, and fades. */
function show(
  scene: Phaser.Scene,
  text: Phaser.GameObjects.Text,
  top: number,
  seconds: number,
  rise: number,
): void {
  text.setY(top + rise);
  scene.tweens.add({ targets: text, alpha: 1, y: top, duration: 200 });
  scene.tweens.add({
    targets: text,
    alpha: 0,
    delay: seconds * 1000,
    duration: 400,
    onComplete: () => text.destroy(),
  });
}

/** The messages each screen shows now, and where each one's top is. */
const showing = new WeakMap<Phaser.Scene, { text: Phaser.GameObjects.Text; top: number }[]>();
