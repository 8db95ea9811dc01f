// A modal panel (results, confirmations): dims the scene, shows a title, lines of text and
// buttons. Buttons are registered with the scene so the test hook can find them.

import type Phaser from 'phaser';
import type { BaseScene } from '../scenes/BaseScene';
import { ms } from './fx';
import { panelTexture } from './textures';
import { FONT, UI } from './theme';

export interface PanelButton {
  name: string;
  label: string;
  onPress: () => void;
  color?: number;
}

export interface PanelSpec {
  title: string;
  titleColor?: string;
  lines: string[];
  buttons: PanelButton[];
}

export function showPanel(scene: BaseScene, spec: PanelSpec): Phaser.GameObjects.Container {
  const { width: W, height: H } = scene.scale;
  const root = scene.add.container(0, 0).setDepth(3000);
  const dim = scene.add.rectangle(W / 2, H / 2, W, H, 0x000000, 0.6).setInteractive();
  root.add(dim);
  const k = scene.uiScale;
  const pw = Math.min(W - 40, 620 * Math.min(k, 1.1));
  const btnH = 56 * k;
  const lineH = 30 * k;
  const ph = 120 * k + spec.lines.length * lineH + spec.buttons.length * (btnH + 14) + 20;
  const card = scene.add.container(W / 2, H / 2);
  card.add(
    scene.add.image(0, 0, panelTexture(scene, pw, ph, { fill: UI.panel, glow: UI.panelEdge, glowAlpha: 1 })),
  );
  let y = -ph / 2 + 50 * k;
  card.add(
    scene.add
      .text(0, y, spec.title, {
        fontFamily: FONT,
        fontSize: scene.px(28),
        color: spec.titleColor ?? UI.accentText,
      })
      .setOrigin(0.5),
  );
  y += 56 * k;
  for (const line of spec.lines) {
    card.add(
      scene.add
        .text(0, y, line, {
          fontFamily: FONT,
          fontSize: scene.px(14),
          color: UI.text,
          align: 'center',
          wordWrap: { width: pw - 40 },
        })
        .setOrigin(0.5),
    );
    y += lineH;
  }
  y += 20;
  for (const b of spec.buttons) {
    const button = scene.addButton(b.name, 0, y, b.label, b.onPress, {
      width: Math.min(360, pw - 60),
      color: b.color,
    });
    card.add(button);
    y += btnH + 14;
  }
  root.add(card);
  card.setScale(0.6).setAlpha(0);
  scene.tweens.add({ targets: card, scale: 1, alpha: 1, duration: ms(320), ease: 'Back.Out' });
  return root;
}
