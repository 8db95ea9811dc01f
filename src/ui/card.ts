// One game's card on the menu, drawn from its plan (cardPlan.ts): a glowing panel, the game's
// looping preview (a frame after the card's words and buttons), its name and pitch, and PLAY,
// DAILY and "?". The whole card is a target too, and lifts when hovered.

import type Phaser from 'phaser';
import { t } from '../i18n/i18n';
import type { CardPlan } from './cardPlan';
import { reducedMotion } from './fx';
import type { ScreenHost } from './host';
import { centreOf } from './layout';
import type { Preview } from './preview';
import { spacedText } from './spacedText';
import { panelTexture } from './textures';
import { FONT, shade, toCss, UI } from './theme';

/** How far a card's glow reaches beyond its face (as a glowing panel's does: ui/textures.ts). */
const GLOW = 6;

export interface CardSpec {
  /** The game's id: its buttons are named after it (PLAY `glassworks`, `daily-…`, `help-…`). */
  readonly id: string;
  readonly name: string;
  /** The name as a sentence writes it, for screen readers. */
  readonly title: string;
  readonly accent: number;
  readonly preview: Preview;
  readonly play: () => void;
  readonly daily: () => void;
  readonly help: () => void;
  /** The player is heading for the card (hovered, focused, pressed): fetch what it opens. */
  readonly heading: () => void;
  /** Run work that can wait for the first frame (the preview). */
  readonly later: (fn: () => void) => void;
}

export function drawCard(host: ScreenHost, spec: CardSpec, plan: CardPlan): void {
  const m = host.m;
  const c = plan.box;
  const { x: cx, y: cy } = centreOf(c);
  const card = host.add.container(cx, cy);
  /** Children are placed in canvas pixels, then kept in the card so its hover lifts them too. */
  const keep = <T extends Phaser.GameObjects.Components.Transform & Phaser.GameObjects.GameObject>(
    o: T,
  ): T => {
    o.setPosition(o.x - cx, o.y - cy);
    card.add(o);
    return o;
  };
  // The card's glow (white, tinted with its accent) and face are textures every card of this size
  // shares: three cards cost two uploads, and a hover changes the glow's alpha, not its texture.
  const radius = Math.round(14 * m.unit);
  const glow = host.add
    .image(
      0,
      0,
      panelTexture(host, c.w + 2 * GLOW, c.h + 2 * GLOW, { fill: 0xffffff, radius: radius + GLOW }),
    )
    .setTint(spec.accent);
  const face = host.add.image(0, 0, panelTexture(host, c.w, c.h, { fill: UI.panel, radius }));
  const drawBg = (hover: boolean): void => {
    glow.setAlpha(hover ? 0.55 : 0.3);
  };
  drawBg(false);
  card.add([glow, face]);
  if (plan.preview) {
    const p = centreOf(plan.preview);
    const preview = keep(host.add.container(p.x, p.y));
    const { w, h } = plan.preview;
    // The card's words and buttons first; its moving preview a frame later.
    spec.later(() => spec.preview(host, preview, w, h));
  }
  keep(
    spacedText(host, plan.name.x, plan.name.y, spec.name, {
      fontFamily: FONT,
      fontSize: `${plan.name.size}px`,
      color: toCss(spec.accent),
      wordWrap: plan.name.wrap ? { width: plan.name.wrap } : undefined,
      lineSpacing: Math.round(plan.name.size * 0.4),
    }).setOrigin(plan.name.originX, 0.5),
  );
  if (plan.pitch) {
    const p = plan.pitch;
    keep(
      spacedText(host, p.x, p.y, p.text, {
        fontFamily: FONT,
        fontSize: `${p.size}px`,
        color: UI.text,
        align: p.originX === 0 ? 'left' : 'center',
        wordWrap: { width: p.w },
        lineSpacing: Math.round(p.size * 0.45),
      }).setOrigin(p.originX, 0),
    );
  }
  const play = keep(
    host.placeButton(spec.id, plan.play, t('PLAY'), spec.play, {
      onHeading: spec.heading,
      fontSize: m.font('heading'),
      color: shade(spec.accent, -0.35),
      textColor: UI.text,
      clickSound: false,
    }),
  );
  keep(
    host.placeButton(`daily-${spec.id}`, plan.daily, t('DAILY'), spec.daily, {
      onHeading: spec.heading,
      fontSize: m.font('label'),
      color: shade(spec.accent, -0.55),
    }),
  );
  keep(
    host.placeButton(`help-${spec.id}`, plan.help, '?', spec.help, {
      onHeading: spec.heading,
      fontSize: m.font('value'),
      ariaLabel: t('How to play {game}', { game: spec.title }),
      color: shade(spec.accent, -0.55),
    }),
  );
  // The whole card is a target too; hover lifts it.
  const zone = host.add.zone(0, 0, c.w, c.h).setInteractive({ useHandCursor: true });
  card.addAt(zone, 2);
  zone.on('pointerover', () => {
    spec.heading();
    drawBg(true);
    if (!reducedMotion()) host.tweens.add({ targets: card, scale: 1.03, duration: 120 });
  });
  zone.on('pointerout', () => {
    drawBg(false);
    host.tweens.add({ targets: card, scale: 1, duration: 120 });
  });
  zone.on('pointerdown', () => play.press());
}
