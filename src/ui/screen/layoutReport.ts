// Every visible control and text of a screen (an open panel included) with its bounds in canvas
// pixels, for the test hook's `layout()`: controls by their `button:NAME` name with the bounds of
// their label; free texts with their font size. The browser tests' layout audit checks these.

import Phaser from 'phaser';
import type { LayoutItem } from '../../services/testHook';
import { Button } from '../controls/button';
import { type Controls, controlBounds, isVisible } from '../controls/controls';
import { Label } from '../render';

export function layoutReport(scene: Phaser.Scene, controls: Controls): LayoutItem[] {
  const out: LayoutItem[] = [];
  const box = (b: Phaser.Geom.Rectangle) => ({ x: b.x, y: b.y, w: b.width, h: b.height });
  const visit = (o: Phaser.GameObjects.GameObject): void => {
    if (!isVisible(o)) return;
    if (o instanceof Button) {
      out.push({
        kind: 'control',
        name: controls.nameOf(o),
        text: o.label.text,
        bounds: controlBounds(o),
        textBounds: o.label.text ? box(o.label.getBounds()) : null,
        fontSize: o.label.fontSize,
        inModal: controls.inModal(o),
      });
      return;
    }
    if (o instanceof Phaser.GameObjects.Container) {
      for (const child of o.list) visit(child);
      return;
    }
    const words = freeText(o);
    if (words)
      out.push({
        kind: 'text',
        name: null,
        text: words.text,
        bounds: box((o as Phaser.GameObjects.Image | Phaser.GameObjects.Text).getBounds()),
        textBounds: null,
        fontSize: words.fontSize,
        inModal: controls.inModal(o),
      });
  };
  for (const o of scene.children.list) visit(o);
  return out;
}

/** The words an object shows, and their size, if it is a text to the player. */
function freeText(o: Phaser.GameObjects.GameObject): { text: string; fontSize: number } | null {
  if (o instanceof Label && o.text.trim() !== '') return { text: o.text, fontSize: o.fontSize };
  if (o instanceof Phaser.GameObjects.Text && o.text.trim() !== '')
    return { text: o.text, fontSize: restingFont(o) };
  return null;
}

/**
 * A text's font size as the player reads it: the screens lay out at scale 1 and only animations
 * scale (a press squash, a panel popping in), so the size at rest is the style's.
 */
const restingFont = (t: Phaser.GameObjects.Text): number => parseFloat(String(t.style.fontSize));
