// The menu: a moving title, one card per game with an animated preview, and the settings. A
// card's "?" opens the game's how to play; the first time a game is opened from its card, its how
// to play comes first. Everything is laid out in rectangles from the canvas size (ui/layout.ts):
// cards side by side when they can stand tall, stacked (preview beside the words) otherwise, and
// the settings in as few rows as their labels allow.

import Phaser from 'phaser';
import { LANGUAGES, type Language, language, t } from '../i18n/i18n';
import { warmSolverFor } from '../midend/browser';
import { encodeDeal } from '../midend/codes/dealCode';
import { dailyDeal, dayOf } from '../midend/daily';
import { hasSeenHowTo } from '../midend/howToSeen';
import { targetOfCode } from '../midend/launch';
import { type HowToLaunch, type LaunchData, type MenuLaunch, SCREENS } from '../midend/navigation';
import { importSave, readSaveFile } from '../midend/saveFile';
import { chooseLanguage } from '../services/language';
import {
  getSettings,
  PALETTE_IDS,
  type PaletteId,
  reloadSettings,
  type Settings,
  updateSettings,
} from '../services/settings';
import { play } from '../services/sound';
import { storage } from '../services/storage';
import { enterCode } from '../ui/codeDialog';
import { chooseFile } from '../ui/files';
import { ms, reducedMotion } from '../ui/fx';
import { centreOf, column, gridHeight, inset, type Rect, rect, row } from '../ui/layout';
import { textWidth, wrappedHeight } from '../ui/measure';
import { type PanelButton, showPanel } from '../ui/panel';
import { PREVIEWS } from '../ui/previews';
import { panelTexture } from '../ui/textures';
import { FONT, shade, toCss, UI } from '../ui/theme';
import { toast } from '../ui/toast';
import { BaseScene } from './BaseScene';
import { exportProgress } from './exportProgress';
import { GAMES, type GameCard } from './games';
import { drawNotice, NOTICE_CHANGED, noticeWanted, planNotice, savingWorks } from './storageNotice';

const title = (): string => t('PRISM ARCADE');
const TITLE_COLORS = [0xff3b4e, 0xff8c1a, 0xffd23f, 0x2ee66b, 0x2ee6e6, 0x3b7bff, 0xb44dff, 0xff4fd8];
const CARD_ACCENTS = [0x2ee6e6, 0xff4fd8, 0xffd23f];
const soundText = (v: Settings): string => (v.sound ? t('SOUND ON') : t('SOUND OFF'));
const glyphText = (v: Settings): string => (v.glyphs ? t('GLYPHS ON') : t('GLYPHS OFF'));
const motionText = (v: Settings): string => (v.reducedMotion ? t('MOTION CALM') : t('MOTION FULL'));
const volumeStep = (delta: number): number =>
  Math.round(Math.min(1, Math.max(0, getSettings().volume + delta)) * 10) / 10;
const nextPalette = (): PaletteId =>
  PALETTE_IDS[(PALETTE_IDS.indexOf(getSettings().palette) + 1) % PALETTE_IDS.length] ?? 'classic';

/** Each language by its own name, so a player finds theirs whatever the screen speaks. */
const ENDONYMS: Record<Language, string> = { en: 'ENGLISH', sl: 'SLOVENŠČINA' };
const languageText = (l: Language): string => t('LANGUAGE {name}', { name: ENDONYMS[l] });

const paletteText = (id: PaletteId): string =>
  ({
    classic: () => t('PALETTE CLASSIC'),
    contrast: () => t('PALETTE CONTRAST'),
    safe: () => t('PALETTE COLORBLIND'),
  })[id]();

/** One setting on the settings rows: a button, or the volume's readout. */
interface SettingItem {
  readonly name: string;
  readonly kind: 'button' | 'square' | 'text';
  /** Every label it can show (the widest is what its width is kept for). */
  readonly labels: readonly string[];
  /** Its shorter labels, for the tightest rows. */
  readonly short?: readonly string[];
}

/** Where the settings go: rows of items with their widths, and the font they share. */
interface SettingsPlan {
  readonly rows: { item: SettingItem; w: number; gapBefore: number }[][];
  readonly font: number;
  /** The volume's readout is the bare number (between its - and +) where "VOL 7" has no room. */
  readonly bareVolume: boolean;
}

/** What one card shows and where (logical pixels). */
interface CardPlan {
  /** Where the animated preview goes (none on a card too short for one). */
  readonly preview: Rect | null;
  /** The game's name; `wrap` lets a long one take two lines. */
  readonly name: { x: number; y: number; size: number; originX: number; wrap?: number };
  readonly pitch: { x: number; y: number; w: number; text: string; size: number; originX: number } | null;
  readonly play: Rect;
  readonly help: Rect | null;
  readonly daily: Rect | null;
}

export class MenuScene extends BaseScene {
  constructor() {
    super(SCREENS.menu);
  }

  private messages: string[] = [];
  /** The settings are folded into the SETTINGS panel (a screen too short for their row). */
  private folded = false;
  /** An invisible text used to measure labels before laying them out. */

  create(data: MenuLaunch = {}): void {
    this.resetScene();
    this.messages = data.messages ?? [];
    const m = this.m;
    const { width: W, height: H } = this.scale;

    const screen = inset(rect(0, 0, W, H), m.margin);
    const notice = noticeWanted() ? planNotice(m, screen.w, (t, s, w) => this.wrappedHeight(t, s, w)) : null;
    let settings = this.planSettings(screen.w, false);
    let settingsH = gridHeight(settings.rows.length, m.buttonH, m.gap);
    // The title: as large as the width and height allow, smaller on phones (smaller still when the
    // storage notice needs room there, so the cards keep theirs).
    const share = notice && m.compact ? 0.06 : 0.075;
    const size = Math.floor(Math.max(m.minFont * 1.6, Math.min(56 * m.unit, screen.w / 13.8, H * share)));
    const stroke = Math.max(2, Math.round(size * 0.14));
    const bounce = Math.round(size * 0.2);
    // On a phone the storage notice takes the subtitle's place.
    const subtitle = (!m.compact || (m.portrait && H / m.css >= 700)) && !(notice && m.compact);
    const subH = m.font('label') * 1.4;
    const titleH = bounce + size + stroke;
    const head = [titleH, ...(subtitle ? [subH] : []), ...(notice ? [notice.h] : [])];
    // A screen too short for the cards and every setting (a phone held sideways with the storage
    // notice) folds the settings into SETTINGS, a panel with the same buttons.
    const cardsRoom = screen.h - head.reduce((a, b) => a + b, 0) - settingsH - m.gap * (head.length + 1);
    const stacked = 3 * (m.buttonH + 2 * m.gap) + 2 * m.gap;
    const tall = m.gap * 2.4 + m.font('value') * 1.15 + m.buttonH * 2 + m.gap * 3;
    const sideBySide = (screen.w - 2 * m.gap) / 3 >= this.playRowWidth();
    const cardsNeed = sideBySide ? Math.min(stacked, tall) : stacked;
    this.folded = cardsRoom < cardsNeed;
    if (this.folded) {
      settings = this.planSettings(screen.w, true);
      settingsH = gridHeight(settings.rows.length, m.buttonH, m.gap);
    }
    // The cards take what the title and the settings leave; when they need less (a card keeps its
    // proportions), the spare height opens the gaps a little and centres the whole menu.
    const area = column(screen, [...head, 'fill', settingsH], m.gap)[head.length] as Rect;
    const placed = this.cardRects(area);
    const cardsTop = Math.min(...placed.map((c) => c.r.y));
    const cardsH = Math.max(...placed.map((c) => c.r.y + c.r.h)) - cardsTop;
    const sections = [...head, cardsH, settingsH];
    const spare = Math.max(0, area.h - cardsH);
    const extra = Math.min(spare / (sections.length + 1), m.gap * 3);
    const top = screen.y + (spare - extra * (sections.length - 1)) / 2;
    const bands = column(rect(screen.x, top, screen.w, screen.h - spare), sections, m.gap + extra);
    const [titleBand, subBand] = bands as [Rect, Rect];
    if (notice) drawNotice(this, bands[head.length - 1] as Rect, notice);
    const settingsBand = bands[bands.length - 1] as Rect;
    const dy = (bands[head.length] as Rect).y - cardsTop;
    this.drawTitle(titleBand, size, stroke, bounce);
    if (subtitle) {
      this.add
        .text(W / 2, subBand.y + subBand.h / 2, t('three colour puzzles'), {
          fontFamily: FONT,
          fontSize: `${m.font('label')}px`,
          color: UI.textDim,
        })
        .setOrigin(0.5);
    }
    const cards = placed.map(({ r, wide }) => ({ r: rect(r.x, r.y + dy, r.w, r.h), wide }));
    const plans = this.planCards(cards);
    cards.forEach(({ r }, i) => {
      const game = GAMES[i];
      const plan = plans[i];
      if (game && plan) this.drawCard(game, i, r, plan);
    });
    this.drawSettings(settingsBand, settings);

    if (!data.shown) {
      this.messages.forEach((msg, i) => {
        this.time.delayedCall(i * 1500, () => toast(this, msg));
      });
    }
    if (data.note) toast(this, data.note);
    if (data.settingsOpen && this.folded) this.openSettings();
    this.watchStorage();
  }

  /** The notice comes and goes with the storage mode and the player's OK: lay the menu out again. */
  private watchStorage(): void {
    const again = (note?: string): void => {
      if (this.scene.isActive()) this.scene.restart({ ...this.restartData(), note } satisfies MenuLaunch);
    };
    const onNotice = (): void => again();
    this.events.on(NOTICE_CHANGED, onNotice);
    const off = storage.onModeChange((mode) => again(mode === 'local' ? savingWorks() : undefined));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      off();
      this.events.off(NOTICE_CHANGED, onNotice);
    });
  }

  /** A new size: the menu again, without showing its messages a second time. */
  protected override restartData(): object {
    return { messages: this.messages, shown: true } satisfies MenuLaunch;
  }

  override snapshot(): Record<string, unknown> {
    return {
      game: null,
      busy: false,
      settings: getSettings(),
      messages: this.messages,
      storageNotice: noticeWanted(),
    };
  }

  // ————— measuring —————

  private wrappedHeight(text: string, size: number, width: number): number {
    return wrappedHeight(text, size, width, Math.round(size * 0.45));
  }

  // ————— title —————

  private drawTitle(band: Rect, size: number, stroke: number, bounce: number): void {
    const letters = [...title()];
    const step = size + stroke;
    const cx = band.x + band.w / 2;
    const y = band.y + bounce + (size + stroke) / 2;
    letters.forEach((ch, i) => {
      const color = TITLE_COLORS[i % TITLE_COLORS.length] ?? 0xffffff;
      const t = this.add
        .text(cx + (i - (letters.length - 1) / 2) * step, y, ch, {
          fontFamily: FONT,
          fontSize: `${size}px`,
          color: toCss(color),
          stroke: toCss(shade(color, -0.6)),
          strokeThickness: stroke,
        })
        .setOrigin(0.5);
      if (reducedMotion()) return;
      this.tweens.add({
        targets: t,
        y: y - bounce,
        duration: 700,
        delay: i * 90,
        yoyo: true,
        repeat: -1,
        ease: 'Sine.InOut',
      });
    });
  }

  // ————— cards —————

  /**
   * The three cards' rectangles: side by side (tall cards, preview on top) or stacked (wide cards,
   * preview beside the words), whichever gives cards closer to their natural shape.
   */
  private cardRects(area: Rect): { r: Rect; wide: boolean }[] {
    const { gap, unit } = this.m;
    const n = GAMES.length;
    const sideW = (area.w - gap * (n - 1)) / n;
    const stackH = (area.h - gap * (n - 1)) / n;
    const miss = (ratio: number, ideal: number): number => Math.abs(Math.log(ratio / ideal));
    // Side by side only when a tall card still has room across for PLAY, DAILY and "?".
    const side = sideW >= this.playRowWidth() && miss(sideW / area.h, 0.85) <= miss(area.w / stackH, 2.6);
    if (side) {
      const w = Math.min(sideW, 440 * unit);
      const h = Math.min(area.h, w * 1.1);
      const band = rect(
        area.x + (area.w - (n * w + (n - 1) * gap)) / 2,
        area.y + (area.h - h) / 2,
        n * w + (n - 1) * gap,
        h,
      );
      return row(band, Array(n).fill('fill'), gap).map((r) => ({ r, wide: false }));
    }
    const w = Math.min(area.w, 900 * unit);
    // Phones fill their height; a tablet's or desktop's stacked cards keep a card's proportions.
    const h = this.m.compact ? stackH : Math.min(stackH, w * 0.34);
    const band = rect(
      area.x + (area.w - w) / 2,
      area.y + (area.h - gridHeight(n, h, gap)) / 2,
      w,
      gridHeight(n, h, gap),
    );
    return column(band, Array(n).fill('fill'), gap).map((r) => ({ r, wide: true }));
  }

  /** The words of a card, as long as there is room for: the whole pitch, or its first clause. */
  private pitchChoices(game: GameCard): string[] {
    const clause = game.pitch.split(/[:.!]/)[0]?.trim();
    return clause && clause !== game.pitch ? [game.pitch, `${clause}.`] : [game.pitch];
  }

  /**
   * Every card's plan, sharing one name size and one pitch size (the longest pitch sets the room all
   * pitches get), so the cards look alike. The pitch is the first of the whole pitch or its first
   * clause, at the body font or the smallest, that leaves the card's preview its room; else none.
   */
  private planCards(cards: { r: Rect; wide: boolean }[]): CardPlan[] {
    const m = this.m;
    const first = cards[0];
    if (!first) return [];
    const g = m.gap;
    const wide = first.wide;
    const pad = wide ? g : g * 1.2;
    const inner = inset(first.r, pad);
    // The preview gives way so that PLAY, DAILY and "?" keep their room beside it.
    const previewW = Math.max(
      0,
      Math.min(inner.w * 0.42, inner.h * 2.2, inner.w - (this.playRowWidth() - 2 * g * 1.2) - g * 1.5),
    );
    const sideW = wide ? inner.w - previewW - g * 1.5 : inner.w;
    const nameSize = Math.min(...GAMES.map((game) => this.fitFont(game.name, sideW, m.font('value'))));
    const nameH = Math.round(nameSize * 1.15);
    const buttons = m.buttonH;
    // How much height the words may take, for each way of laying the card out.
    const fitsTall = (h: number): boolean =>
      inner.h - nameH - h - buttons - 3 * g >= Math.max(buttons, inner.h * 0.3);
    const fitsBeside = (h: number): boolean => nameH + h + buttons + 2.1 * g <= inner.h;
    // A wide card may also run its words under the preview and the buttons, across the whole card.
    const fitsUnder = (h: number): boolean => nameH + buttons + 2.5 * g + h <= inner.h;
    const sizes = [m.font('body'), Math.ceil(m.minFont)];
    const choose = (
      width: number,
      fits: (h: number) => boolean,
      variants: ('full' | 'clause')[],
    ): { variant: 'full' | 'clause'; size: number; h: number } | null => {
      for (const variant of variants)
        for (const size of sizes) {
          const h = Math.max(
            ...GAMES.map((game) => {
              const choices = this.pitchChoices(game);
              const text = variant === 'full' ? choices[0] : choices[choices.length - 1];
              return this.wrappedHeight(text ?? '', size, width);
            }),
          );
          if (fits(h)) return { variant, size, h };
        }
      return null;
    };
    // A stacked card too short for the name over its buttons is one row: the name, then the buttons.
    if (wide && nameH + buttons + 1.5 * g > inner.h) return this.rowCards(cards, pad);
    let layout: 'tall' | 'beside' | 'under' = wide ? 'beside' : 'tall';
    let pitch = wide ? choose(sideW, fitsBeside, ['full']) : choose(inner.w, fitsTall, ['full', 'clause']);
    if (wide && !pitch) {
      pitch = choose(inner.w, fitsUnder, ['full']);
      if (pitch) layout = 'under';
      else pitch = choose(sideW, fitsBeside, ['clause']);
    }
    return cards.map(({ r }, i) => {
      const game = GAMES[i] as GameCard;
      const box = inset(r, pad);
      const choices = this.pitchChoices(game);
      const text = pitch ? (pitch.variant === 'full' ? choices[0] : choices[choices.length - 1]) : undefined;
      const pitchH = pitch?.h ?? 0;
      const words = (x: number, y: number, w: number, originX: number): CardPlan['pitch'] =>
        pitch && text ? { x, y, w, text, size: pitch.size, originX } : null;
      if (layout === 'tall') {
        const [preview, , name, , under, , buttonRow] = column(box, [
          'fill',
          g,
          nameH,
          g * 0.5,
          pitchH,
          g * 1.5,
          buttons,
        ]) as Rect[] as [Rect, Rect, Rect, Rect, Rect, Rect, Rect];
        return {
          preview,
          name: { x: name.x + name.w / 2, y: name.y + name.h / 2, size: nameSize, originX: 0.5 },
          pitch: words(under.x + under.w / 2, under.y, under.w, 0.5),
          ...this.playRow(buttonRow),
        };
      }
      // Wide: the preview on the left, the name and PLAY on the right (the words between them, or
      // across the bottom of the card), the block centred in the card's height.
      const [top, bottom] =
        layout === 'under' ? (column(box, ['fill', pitchH], g) as [Rect, Rect]) : [box, null];
      const [preview, side] = row(top, [previewW, 'fill'], g * 1.5) as [Rect, Rect];
      const besideH = layout === 'beside' ? pitchH : 0;
      const afterName = besideH ? g * 0.6 : 0;
      const blockH = nameH + afterName + besideH + g * 1.5 + buttons;
      const block = rect(
        side.x,
        side.y + Math.max(0, (side.h - blockH) / 2),
        side.w,
        Math.min(side.h, blockH),
      );
      const [name, , beside, , buttonRow] = column(block, [nameH, afterName, besideH, 'fill', buttons]) as [
        Rect,
        Rect,
        Rect,
        Rect,
        Rect,
      ];
      return {
        preview: preview.w >= 24 * m.css ? preview : null,
        name: { x: name.x, y: name.y + name.h / 2, size: nameSize, originX: 0 },
        pitch: bottom
          ? words(bottom.x + bottom.w / 2, bottom.y, bottom.w, 0.5)
          : words(beside.x, beside.y, beside.w, 0),
        ...this.playRow(buttonRow),
      };
    });
  }

  /** Cards of one row each (a small phone with little height to spare): name, PLAY, DAILY and "?". */
  private rowCards(cards: { r: Rect; wide: boolean }[], pad: number): CardPlan[] {
    const m = this.m;
    const buttonsW = this.playRowWidth() - 2 * m.gap * 1.2;
    return cards.map(({ r }, i) => {
      const game = GAMES[i] as GameCard;
      const box = rect(r.x + pad, r.y + (r.h - m.buttonH) / 2, r.w - 2 * pad, m.buttonH);
      // The name may take two lines: its longest word sets the size, and the least room it needs.
      const words = game.name.split(' ').sort((a, b) => b.length - a.length);
      const nameMin = textWidth(words[0] ?? game.name, Math.ceil(m.minFont));
      const [name, buttonRow] = row(box, ['fill', Math.min(buttonsW, box.w - nameMin - m.gap)], m.gap) as [
        Rect,
        Rect,
      ];
      const size = this.fitFont(words[0] ?? game.name, name.w, m.font('label'));
      return {
        preview: null,
        name: { x: name.x, y: name.y + name.h / 2, size, originX: 0, wrap: name.w },
        pitch: null,
        ...this.playRow(buttonRow),
      };
    });
  }

  /** The narrowest a tall card's row of PLAY, DAILY and "?" can be, its padding included. */
  private playRowWidth(): number {
    const m = this.m;
    const touch = m.compact ? 44 * m.css : 0;
    const label = (t: string): number =>
      Math.max(touch, textWidth(t, Math.ceil(m.minFont)) + Math.max(12, m.buttonH * 0.3));
    const square = Math.max(m.buttonH, 56 * m.unit);
    // PLAY and DAILY share their room equally: each gets the wider one's.
    return 2 * Math.max(label(t('PLAY')), label(t('DAILY'))) + square + 2 * m.gap + 2 * m.gap * 1.2;
  }

  /** PLAY, then DAILY (today's deal) and "?" beside it. */
  private playRow(r: Rect): { play: Rect; help: Rect | null; daily: Rect | null } {
    const square = Math.max(r.h, 56 * this.m.unit);
    const [play, daily, help] = row(r, ['fill', 'fill', square], this.m.gap) as [Rect, Rect, Rect];
    return { play, help, daily };
  }

  private drawCard(game: GameCard, index: number, c: Rect, plan: CardPlan): void {
    const m = this.m;
    const accent = CARD_ACCENTS[index] ?? UI.accent;
    const { x: cx, y: cy } = centreOf(c);
    const card = this.add.container(cx, cy);
    /** Children are placed in canvas pixels, then kept in the card so its hover lifts them too. */
    const keep = <T extends Phaser.GameObjects.Components.Transform & Phaser.GameObjects.GameObject>(
      o: T,
    ): T => {
      o.setPosition(o.x - cx, o.y - cy);
      card.add(o);
      return o;
    };
    const bg = this.add.image(0, 0, '__WHITE');
    const radius = Math.round(14 * m.unit);
    const drawBg = (hover: boolean): void => {
      bg.setTexture(
        panelTexture(this, c.w, c.h, { fill: UI.panel, glow: accent, glowAlpha: hover ? 0.55 : 0.3, radius }),
      );
    };
    drawBg(false);
    card.add(bg);
    if (plan.preview) {
      const p = centreOf(plan.preview);
      const preview = keep(this.add.container(p.x, p.y));
      const { w, h } = plan.preview;
      // The card's words and buttons first; its moving preview a frame later.
      this.afterFirstFrame(() => PREVIEWS[game.id]?.(this, preview, w, h));
    }
    keep(
      this.add
        .text(plan.name.x, plan.name.y, game.name, {
          fontFamily: FONT,
          fontSize: `${plan.name.size}px`,
          color: toCss(accent),
          wordWrap: plan.name.wrap ? { width: plan.name.wrap } : undefined,
          lineSpacing: Math.round(plan.name.size * 0.4),
        })
        .setOrigin(plan.name.originX, 0.5),
    );
    if (plan.pitch) {
      const t = plan.pitch;
      keep(
        this.add
          .text(t.x, t.y, t.text, {
            fontFamily: FONT,
            fontSize: `${t.size}px`,
            color: UI.text,
            align: t.originX === 0 ? 'left' : 'center',
            wordWrap: { width: t.w },
            lineSpacing: Math.round(t.size * 0.45),
          })
          .setOrigin(t.originX, 0),
      );
    }
    const button = keep(
      this.placeButton(game.id, plan.play, t('PLAY'), () => this.open(game), {
        fontSize: m.font('heading'),
        color: shade(accent, -0.35),
        textColor: UI.text,
        clickSound: false,
      }),
    );
    if (plan.daily) {
      keep(
        this.placeButton(`daily-${game.id}`, plan.daily, t('DAILY'), () => this.openDaily(game), {
          fontSize: m.font('label'),
          color: shade(accent, -0.55),
        }),
      );
    }
    if (plan.help) {
      keep(
        this.placeButton(`help-${game.id}`, plan.help, '?', () => this.howToPlay(game), {
          fontSize: m.font('value'),
          ariaLabel: t('How to play {game}', { game: game.title }),
          color: shade(accent, -0.55),
        }),
      );
    }
    // The whole card is a target too; hover lifts it.
    const zone = this.add.zone(0, 0, c.w, c.h).setInteractive({ useHandCursor: true });
    card.addAt(zone, 1);
    zone.on('pointerover', () => {
      drawBg(true);
      if (!reducedMotion()) this.tweens.add({ targets: card, scale: 1.03, duration: 120 });
    });
    zone.on('pointerout', () => {
      drawBg(false);
      this.tweens.add({ targets: card, scale: 1, duration: 120 });
    });
    zone.on('pointerdown', () => button.press());
  }

  private open(game: GameCard): void {
    play('select');
    // The first time a game is opened from its card, its how to play comes first.
    if (!hasSeenHowTo(storage, game.id)) {
      this.howToPlay(game);
      return;
    }
    const target = game.scene;
    this.leaveFor(target, {} satisfies LaunchData);
  }

  /** The game's how to play; PLAY there opens the game, Esc comes back here. */
  private howToPlay(game: GameCard): void {
    const launch: HowToLaunch = {
      game: game.id,
      play: { scene: game.scene, data: {} },
      from: { scene: SCREENS.menu, data: {} },
    };
    this.leaveFor(SCREENS.howToPlay, launch);
  }

  /** IMPORT: a save file chosen, checked in full, then written; a bad one changes nothing. */
  private importProgress(): void {
    void chooseFile('application/json,.json').then((text) => {
      if (text === null || !this.sys.isActive()) return;
      const file = readSaveFile(text);
      if (!file.ok) {
        play('invalid');
        toast(this, t('Nothing imported: {reason}.', { reason: file.reason }), 5);
        return;
      }
      const n = importSave(storage, file.value);
      reloadSettings();
      play('select');
      this.scene.restart({
        ...this.restartData(),
        note: t('Imported {n} saved items: your progress is back.', { n }),
      });
    });
  }

  /** Today's deal of a game (the same for every player today, UTC). */
  private openDaily(game: GameCard): void {
    const target = targetOfCode(encodeDeal(dailyDeal(game.id, dayOf(new Date()))));
    if (!target.ok) return;
    play('select');
    this.leaveFor(target.value.scene, target.value.data);
  }

  /** ENTER CODE: a real text field; a good code opens its game, a bad one says what is wrong. */
  private askForCode(): void {
    enterCode(this.game, {
      title: t('ENTER A CODE (A DEAL, A CHALLENGE OR A DUEL)'),
      submit: (text) => {
        const target = targetOfCode(text);
        if (!target.ok) {
          play('invalid');
          return target.reason;
        }
        play('select');
        this.leaveFor(target.value.scene, target.value.data);
        return null;
      },
    });
  }

  /** Fade out to `scene`; its solver starts warming up meanwhile. */
  private leaveFor(scene: string, data: object): void {
    warmSolverFor(scene);
    this.fadeOut(ms(250), () => this.scene.start(scene, data));
  }

  // ————— settings —————

  private settingItems(folded: boolean): SettingItem[][] {
    if (folded) return [[{ name: 'settings', kind: 'button', labels: [t('SETTINGS')] }]];
    const items: SettingItem[][] = [
      [{ name: 'enter-code', kind: 'button', labels: [t('ENTER CODE')] }],
      [
        { name: 'export', kind: 'button', labels: [t('EXPORT')] },
        { name: 'import', kind: 'button', labels: [t('IMPORT')] },
      ],
      [{ name: 'sound', kind: 'button', labels: [t('SOUND ON'), t('SOUND OFF')] }],
      [
        { name: 'volume-down', kind: 'square', labels: ['-'] },
        { name: 'volume', kind: 'text', labels: [t('VOL {n}', { n: 10 })], short: ['10'] },
        { name: 'volume-up', kind: 'square', labels: ['+'] },
      ],
      [{ name: 'glyphs', kind: 'button', labels: [t('GLYPHS ON'), t('GLYPHS OFF')] }],
      [{ name: 'palette', kind: 'button', labels: PALETTE_IDS.map(paletteText) }],
      [{ name: 'language', kind: 'button', labels: LANGUAGES.map(languageText) }],
      [{ name: 'motion', kind: 'button', labels: [t('MOTION FULL'), t('MOTION CALM')] }],
    ];
    if (this.sys.game.device.fullscreen.available)
      items.push([{ name: 'fullscreen', kind: 'button', labels: [t('FULLSCREEN')] }]);
    return items;
  }

  /**
   * The settings in as few rows as fit `width` (groups kept whole: the volume's -, readout and +),
   * at the largest label font that allows it; buttons as wide as a desktop's when there is room.
   */
  private planSettings(width: number, folded: boolean): SettingsPlan {
    const m = this.m;
    const groups = this.settingItems(folded);
    const pad = Math.max(12, m.buttonH * 0.3);
    // - and + are square, a little narrower on a phone (never under the 44 CSS pixel target).
    const squareW = Math.max(m.compact ? 44 * m.css : 0, Math.round(m.buttonH * 0.92));
    const natural = (it: SettingItem, s: number, air: number, bare: boolean): number =>
      it.kind === 'square'
        ? squareW
        : Math.max(...((bare && it.short) || it.labels).map((l) => textWidth(l, s))) +
          (it.kind === 'button' ? pad + air : m.gap);
    const groupW = (g: SettingItem[], s: number, air: number, bare: boolean): number =>
      g.reduce((n, it) => n + natural(it, s, air, bare), 0) + (g.length - 1) * m.gap;
    const pack = (s: number, air: number, bare: boolean): SettingItem[][][] => {
      const rows: SettingItem[][][] = [];
      let used = Infinity;
      for (const g of groups) {
        const w = groupW(g, s, air, bare);
        if (used + m.gap + w > width) {
          rows.push([g]);
          used = w;
        } else {
          rows[rows.length - 1]?.push(g);
          used += m.gap + w;
        }
      }
      return rows;
    };
    const min = Math.ceil(m.minFont);
    const tries: { s: number; air: number; bare: boolean }[] = [];
    for (let s = m.font('label'); s >= min; s--)
      tries.push({ s, air: s * 2, bare: false }, { s, air: 0, bare: false });
    tries.push({ s: min, air: 0, bare: true });
    let best: { rows: SettingItem[][][]; s: number; air: number; bare: boolean } | null = null;
    for (const t of tries) {
      const rows = pack(t.s, t.air, t.bare);
      if (!best || rows.length < best.rows.length) best = { rows, ...t };
    }
    const { rows, s, air, bare } = best as { rows: SettingItem[][][]; s: number; air: number; bare: boolean };
    const wide = 190 * m.unit;
    return {
      font: s,
      bareVolume: bare,
      rows: rows.map((groupsInRow) => {
        // Give buttons their desktop width when the row has room, else share what is left.
        const groupGap = m.gap * 2;
        const items = groupsInRow.flatMap((g, gi) =>
          g.map((item, ii) => ({
            item,
            w: natural(item, s, air, bare),
            gapBefore: gi + ii === 0 ? 0 : ii === 0 ? groupGap : m.gap,
          })),
        );
        const total = (list: typeof items): number => list.reduce((n, it) => n + it.w + it.gapBefore, 0);
        if (total(items) > width) for (const it of items) if (it.gapBefore > m.gap) it.gapBefore = m.gap;
        const grow = items.filter((it) => it.item.kind === 'button');
        const free = width - total(items);
        if (free > 0 && grow.length > 0) {
          const wanted = grow.reduce((n, it) => n + Math.max(0, wide - it.w), 0);
          const k = wanted > 0 ? Math.min(1, free / wanted) : 0;
          for (const it of grow) it.w += Math.max(0, wide - it.w) * k;
        }
        return items;
      }),
    };
  }

  /**
   * The settings as a panel (on a screen too short for their row): the same buttons under the same
   * names; a press applies the setting and draws the menu and the panel again with the new labels.
   */
  private openSettings(): void {
    const s = getSettings();
    const again = (patch: Partial<Settings>): void => {
      updateSettings(patch);
      this.scene.restart({ messages: [], shown: true, settingsOpen: true } satisfies MenuLaunch);
    };
    const buttons: PanelButton[] = [
      { name: 'enter-code', label: t('ENTER CODE'), onPress: () => this.askForCode() },
      { name: 'export', label: t('EXPORT'), onPress: () => exportProgress(this) },
      { name: 'import', label: t('IMPORT'), onPress: () => this.importProgress() },
      { name: 'sound', label: soundText(s), onPress: () => again({ sound: !s.sound }) },
      {
        name: 'volume-down',
        label: '-',
        ariaLabel: t('Volume down'),
        onPress: () => again({ volume: volumeStep(-0.1) }),
      },
      {
        name: 'volume-up',
        label: '+',
        ariaLabel: t('Volume up'),
        onPress: () => again({ volume: volumeStep(0.1) }),
      },
      { name: 'glyphs', label: glyphText(s), onPress: () => again({ glyphs: !s.glyphs }) },
      { name: 'palette', label: paletteText(s.palette), onPress: () => again({ palette: nextPalette() }) },
      {
        name: 'language',
        label: languageText(language()),
        onPress: () => {
          chooseLanguage();
          again({ language: language() === 'en' ? 'sl' : 'en' });
        },
      },
      { name: 'motion', label: motionText(s), onPress: () => again({ reducedMotion: !s.reducedMotion }) },
      ...(this.sys.game.device.fullscreen.available
        ? [{ name: 'fullscreen', label: t('FULLSCREEN'), onPress: () => this.toggleFullscreen() }]
        : []),
      { name: 'settings-close', label: t('CLOSE'), onPress: () => panel.destroy() },
    ];
    const panel = showPanel(this, {
      title: t('SETTINGS'),
      lines: [t('VOL {n}', { n: Math.round(s.volume * 10) })],
      buttons,
      cancel: 'settings-close',
    });
  }

  private toggleFullscreen(): void {
    if (this.scale.isFullscreen) this.scale.stopFullscreen();
    else this.scale.startFullscreen();
  }

  private drawSettings(band: Rect, plan: SettingsPlan): void {
    const m = this.m;
    const volText = (v: Settings): string => {
      const n = Math.round(v.volume * 10);
      return plan.bareVolume ? String(n) : t('VOL {n}', { n });
    };
    let vol: Phaser.GameObjects.Text | null = null;
    const setVolume = (delta: number): void => {
      const v = updateSettings({ volume: volumeStep(delta) });
      vol?.setText(volText(v));
      play('click');
    };
    const opts = { fontSize: plan.font };
    const square = { fontSize: Math.max(plan.font, m.font('value')), clickSound: false };
    const draw: Record<string, (r: Rect) => void> = {
      settings: (r) => this.placeButton('settings', r, t('SETTINGS'), () => this.openSettings(), opts),
      'enter-code': (r) => this.placeButton('enter-code', r, t('ENTER CODE'), () => this.askForCode(), opts),
      export: (r) => this.placeButton('export', r, t('EXPORT'), () => exportProgress(this), opts),
      import: (r) => this.placeButton('import', r, t('IMPORT'), () => this.importProgress(), opts),
      sound: (r) => {
        const b = this.placeButton(
          'sound',
          r,
          soundText(getSettings()),
          () => {
            b.setText(soundText(updateSettings({ sound: !getSettings().sound })));
          },
          opts,
        );
      },
      'volume-down': (r) =>
        this.placeButton('volume-down', r, '-', () => setVolume(-0.1), {
          ...square,
          ariaLabel: t('Volume down'),
        }),
      volume: (r) => {
        vol = this.add
          .text(r.x + r.w / 2, r.y + r.h / 2, volText(getSettings()), {
            fontFamily: FONT,
            fontSize: `${plan.font}px`,
            color: UI.text,
          })
          .setOrigin(0.5);
      },
      'volume-up': (r) =>
        this.placeButton('volume-up', r, '+', () => setVolume(0.1), { ...square, ariaLabel: t('Volume up') }),
      glyphs: (r) => {
        const b = this.placeButton(
          'glyphs',
          r,
          glyphText(getSettings()),
          () => {
            b.setText(glyphText(updateSettings({ glyphs: !getSettings().glyphs })));
          },
          opts,
        );
      },
      palette: (r) => {
        this.placeButton(
          'palette',
          r,
          paletteText(getSettings().palette),
          () => {
            updateSettings({ palette: nextPalette() });
            // The previews and cards draw in the new colours at once.
            this.scene.restart({ messages: this.messages, shown: true } satisfies MenuLaunch);
          },
          opts,
        );
      },
      language: (r) => {
        this.placeButton(
          'language',
          r,
          languageText(language()),
          () => {
            chooseLanguage();
            updateSettings({ language: language() === 'en' ? 'sl' : 'en' });
            this.scene.restart({ messages: [], shown: true } satisfies MenuLaunch);
          },
          opts,
        );
      },
      motion: (r) => {
        const b = this.placeButton(
          'motion',
          r,
          motionText(getSettings()),
          () => {
            b.setText(motionText(updateSettings({ reducedMotion: !getSettings().reducedMotion })));
            this.scene.restart({ messages: this.messages, shown: true } satisfies MenuLaunch);
          },
          opts,
        );
      },
      fullscreen: (r) => {
        this.placeButton('fullscreen', r, t('FULLSCREEN'), () => this.toggleFullscreen(), opts);
      },
    };
    const lines = column(
      band,
      plan.rows.map(() => m.buttonH),
      m.gap,
    );
    plan.rows.forEach((items, i) => {
      const line = lines[i] as Rect;
      const total = items.reduce((n, it) => n + it.w + it.gapBefore, 0);
      let x = line.x + (line.w - total) / 2;
      for (const it of items) {
        x += it.gapBefore;
        draw[it.item.name]?.(rect(Math.round(x), line.y, Math.round(it.w), line.h));
        x += it.w;
      }
    });
  }
}
