// One game's card on the menu, drawn from its plan (cardPlan.ts): a glowing panel, the game's
// looping preview (a frame after the card's words and buttons), its name and pitch, and PLAY,
// DAILY, STATS and "?", and a game's own extra button in the preview's corner (GlassWorks' LADDER). The
// whole card is a target too, and lifts when hovered.

import type Phaser from 'phaser';
import { t, verbatim } from '../../i18n/i18n';
import type { Button } from '../controls/button';
import { reducedMotion } from '../look/fx';
import { shade, toCss, UI } from '../look/theme';
import {
  calendarIconTexture,
  chartIconTexture,
  Label,
  showPanelSlices,
  slicesCorner,
  textWidth,
  wrappedHeight,
} from '../render';
import type { ScreenHost } from '../screen/host';
import { centreOf, type Rect } from '../screen/layout';
import type { CardPlan } from './cardPlan';
import type { Preview } from './previewKit';

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
  readonly stats: () => void;
  /** A button of the game's own, in the preview's corner (GlassWorks' LADDER). */
  readonly extra?: { readonly name: string; readonly label: string; readonly press: () => void };
  /** MAKE: the maker for the game's boards, in the preview's other corner (`make-<id>`). */
  readonly make?: () => void;
  /** The player is heading for the card (hovered, focused, pressed): fetch what it opens. */
  readonly heading: () => void;
  /** Run work that can wait for the first frame (the preview). */
  readonly later: (fn: () => void) => void;
}

/** A card drawn: it can tell what the player has going in its game (midend/progress/cardProgress.ts). */
export interface DrawnCard {
  /** A game in progress: PLAY reads CONTINUE; `lines` take the pitch's place, fitted to its room. */
  showProgress(playing: boolean, lines: readonly string[]): void;
}

/** A button's rectangle in the top right corner of `preview`, if the preview has room for it. */
function cornerOf(preview: Rect, label: string, m: ScreenHost['m'], left = false): Rect | null {
  const h = m.buttonH * 0.8;
  const w = textWidth(label, m.font('label')) + Math.max(12, h * 0.3) + m.gap;
  if (preview.w < w * 2.4 || preview.h < h * 2) return null;
  return { x: left ? preview.x : preview.x + preview.w - w, y: preview.y, w, h };
}

/** An icon's size on a button: `share` of the button's shorter side. */
const iconSize = (r: Rect, share: number): number => Math.round(Math.min(r.w, r.h) * share);

/** A child placed in canvas pixels, then kept in the card so the card's hover lifts it too. */
type Keep = <T extends Phaser.GameObjects.Components.Transform & Phaser.GameObjects.GameObject>(o: T) => T;

export function drawCard(host: ScreenHost, spec: CardSpec, plan: CardPlan): DrawnCard {
  const { x: cx, y: cy } = centreOf(plan.box);
  const card = host.add.container(cx, cy);
  const keep: Keep = (o) => {
    o.setPosition(o.x - cx, o.y - cy);
    card.add(o);
    return o;
  };
  const drawFace = cardFace(host, card, spec, plan.box);
  if (plan.preview) {
    const p = centreOf(plan.preview);
    const preview = keep(host.add.container(p.x, p.y));
    const { w, h } = plan.preview;
    // The card's words and buttons first; its moving preview a frame later.
    spec.later(() => spec.preview(host, preview, w, h));
  }
  const pitchText = cardWords(host, keep, spec, plan);
  const play = cardButtons(host, keep, spec, plan);
  // The whole card is a target too; hover lifts it.
  const zone = host.add.zone(0, 0, plan.box.w, plan.box.h).setInteractive({ useHandCursor: true });
  card.addAt(zone, 1);
  zone.on('pointerover', () => {
    spec.heading();
    drawFace(true);
    if (!reducedMotion()) host.tweens.add({ targets: card, scale: 1.03, duration: 120 });
  });
  zone.on('pointerout', () => {
    drawFace(false);
    host.tweens.add({ targets: card, scale: 1, duration: 120 });
  });
  zone.on('pointerdown', () => play.press());
  return {
    showProgress(playing, lines) {
      if (!card.active) return;
      if (playing) {
        // Where CONTINUE has no room (a phone's small button), PLAY: the card's words say the rest.
        play.setText(t('CONTINUE'), t('PLAY'));
        host.aliasButton(`continue-${spec.id}`, spec.id);
      }
      if (pitchText && plan.pitch && lines.length > 0) showLines(host.m, pitchText, plan.pitch, lines);
    },
  };
}

/**
 * The card's face with its glow baked in: a nine-slice of a small picture on the frame's sheet, so
 * neither look is a texture as large as the card (the menu's dearest uploads on a software
 * renderer). The hovered look is a second picture, drawn the first time a card is hovered. Returns
 * how to draw either look.
 */
function cardFace(
  host: ScreenHost,
  card: Phaser.GameObjects.Container,
  spec: CardSpec,
  c: Rect,
): (hover: boolean) => void {
  const radius = Math.round(14 * host.m.unit);
  const look = (glowAlpha: number) => ({ fill: UI.panel, radius, glow: spec.accent, glowAlpha });
  const corner = slicesCorner(look(0.3));
  const glow = corner - radius;
  const faceW = Math.round(c.w) + 2 * glow;
  const faceH = Math.round(c.h) + 2 * glow;
  // Blank until its picture is drawn with the frame's sheet, just before the frame renders.
  const face = host.add.nineslice(0, 0, '__DEFAULT', undefined, faceW, faceH, corner, corner, corner, corner);
  const draw = (hover: boolean): void => showPanelSlices(face, faceW, faceH, look(hover ? 0.55 : 0.3));
  draw(false);
  card.add(face);
  return draw;
}

/** The game's name and its pitch (the pitch's Label, which the player's progress may replace). */
function cardWords(host: ScreenHost, keep: Keep, spec: CardSpec, plan: CardPlan): Label | null {
  keep(
    new Label(host, plan.name.x, plan.name.y, spec.name, {
      size: plan.name.size,
      colour: toCss(spec.accent),
      wrap: plan.name.wrap,
      lineSpacing: Math.round(plan.name.size * 0.4),
    }).setOrigin(plan.name.originX, 0.5),
  );
  const pitch = plan.pitch;
  if (!pitch) return null;
  return keep(
    new Label(host, pitch.x, pitch.y, pitch.text, {
      size: pitch.size,
      colour: UI.text,
      align: pitch.originX === 0 ? 'left' : 'center',
      wrap: pitch.w,
      lineSpacing: Math.round(pitch.size * 0.45),
    }).setOrigin(pitch.originX, 0),
  );
}

/** PLAY, DAILY, the game's own button (LADDER), STATS and "?": returns PLAY. */
function cardButtons(host: ScreenHost, keep: Keep, spec: CardSpec, plan: CardPlan): Button {
  const m = host.m;
  const dim = shade(spec.accent, -0.55);
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
    host.placeButton(`daily-${spec.id}`, plan.daily, plan.dailyIcon ? '' : t('DAILY'), spec.daily, {
      onHeading: spec.heading,
      fontSize: m.font('label'),
      color: dim,
      ...(plan.dailyIcon && {
        icon: calendarIconTexture(host, iconSize(plan.daily, 0.55)),
        ariaLabel: t('Daily deal of {game}', { game: spec.title }),
      }),
    }),
  );
  // The game's own button sits in the preview's top corner, where the preview has room for it; a
  // card with no preview (a phone's narrow row) leaves it to the game's own screen.
  const extra = spec.extra && plan.preview ? cornerOf(plan.preview, spec.extra.label, m) : null;
  if (spec.extra && extra)
    keep(
      host.placeButton(spec.extra.name, extra, spec.extra.label, spec.extra.press, {
        onHeading: spec.heading,
        fontSize: m.font('label'),
        color: dim,
      }),
    );
  const make = spec.make && plan.preview ? cornerOf(plan.preview, t('MAKE'), m, true) : null;
  if (spec.make && make)
    keep(
      host.placeButton(`make-${spec.id}`, make, t('MAKE'), spec.make, {
        onHeading: spec.heading,
        fontSize: m.font('label'),
        color: dim,
        ariaLabel: t('Make a {game} board of your own', { game: spec.title }),
      }),
    );
  if (plan.stats)
    keep(
      host.placeButton(`stats-${spec.id}`, plan.stats, '', spec.stats, {
        onHeading: spec.heading,
        icon: chartIconTexture(host, iconSize(plan.stats, 0.5)),
        ariaLabel: t('Statistics of {game}', { game: spec.title }),
        color: dim,
      }),
    );
  keep(
    host.placeButton(`help-${spec.id}`, plan.help, '?', spec.help, {
      onHeading: spec.heading,
      fontSize: m.font('value'),
      ariaLabel: t('How to play {game}', { game: spec.title }),
      color: dim,
    }),
  );
  return play;
}

/**
 * The player's lines in the room kept for the pitch: as large as the pitch, smaller if they need it;
 * at the smallest size, the last lines (the streak first) go if they still do not fit.
 */
function showLines(
  m: ScreenHost['m'],
  pitchText: Label,
  pitch: NonNullable<CardPlan['pitch']>,
  lines: readonly string[],
): void {
  const room = Math.max(pitch.h, pitchText.height);
  const min = Math.ceil(m.minFont);
  const height = (text: string, size: number): number =>
    wrappedHeight(text, size, pitch.w, Math.round(size * 0.45));
  let shown = [...lines];
  let size = pitch.size;
  while (size > min && height(shown.join('\n'), size) > room) size--;
  while (shown.length > 1 && height(shown.join('\n'), size) > room) shown = shown.slice(0, -1);
  const words = shown.join('\n');
  pitchText.set(verbatim(words), { size, lineSpacing: Math.round(size * 0.45), colour: UI.accentText });
}
