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
  /** The button Esc presses (and N, in a question without `no`). */
  cancel?: string;
  /** In a yes/no question: the buttons Y and N press. */
  yes?: string;
  no?: string;
  /** The button a keyboard player starts on (default: the first). */
  focus?: string;
}

export function showPanel(scene: BaseScene, spec: PanelSpec): Phaser.GameObjects.Container {
  const { width: W, height: H } = scene.scale;
  const root = scene.add.container(0, 0).setDepth(3000);
  const dim = scene.add.rectangle(W / 2, H / 2, W, H, 0x000000, 0.6).setInteractive();
  root.add(dim);
  const k = scene.uiScale;
  const pw = Math.min(W - 40, 620 * Math.min(k, 1.1));
  const btnH = 56 * k;
  const gap = 14 * k;
  // Lay the texts out first and measure them (a long line wraps), so the card fits what it holds
  // and the last line never touches the first button.
  const title = scene.add
    .text(0, 0, spec.title, {
      fontFamily: FONT,
      fontSize: scene.px(28),
      color: spec.titleColor ?? UI.accentText,
    })
    .setOrigin(0.5, 0);
  const lines = spec.lines.map((line) =>
    scene.add
      .text(0, 0, line, {
        fontFamily: FONT,
        fontSize: scene.px(14),
        color: UI.text,
        align: 'center',
        wordWrap: { width: pw - 48 },
        lineSpacing: 6 * k,
      })
      .setOrigin(0.5, 0),
  );
  const textH = title.height + 24 * k + lines.reduce((h, t) => h + t.height + gap, 0);
  const ph = 40 * k + textH + 16 * k + spec.buttons.length * (btnH + gap) + 24 * k;
  const card = scene.add.container(W / 2, H / 2);
  card.add(
    scene.add.image(0, 0, panelTexture(scene, pw, ph, { fill: UI.panel, glow: UI.panelEdge, glowAlpha: 1 })),
  );
  let y = -ph / 2 + 40 * k;
  card.add(title.setY(y));
  y += title.height + 24 * k;
  for (const t of lines) {
    card.add(t.setY(y));
    y += t.height + gap;
  }
  y += 16 * k + btnH / 2;
  for (const b of spec.buttons) {
    const button = scene.addButton(b.name, 0, y, b.label, b.onPress, {
      width: Math.min(360, pw - 60),
      color: b.color,
    });
    card.add(button);
    y += btnH + gap;
  }
  root.add(card);
  scene.openModal({ root, cancel: spec.cancel, yes: spec.yes, no: spec.no, focus: spec.focus });
  card.setScale(0.6).setAlpha(0);
  scene.tweens.add({ targets: card, scale: 1, alpha: 1, duration: ms(320), ease: 'Back.Out' });
  return root;
}
