// The menu: a moving title, one card per game with an animated preview, and the settings. A
// card's "?" opens the game's how to play; the first time a game is opened from its card, its how
// to play comes first.

import Phaser from 'phaser';
import { hasSeenHowTo } from '../midend/howToSeen';
import { getSettings, type Settings, updateSettings } from '../services/settings';
import { play } from '../services/sound';
import { storage } from '../services/storage';
import { ms, reducedMotion, shakeObject } from '../ui/fx';
import { PREVIEWS } from '../ui/previews';
import { panelTexture } from '../ui/textures';
import { FONT, shade, toCss, UI } from '../ui/theme';
import { toast } from '../ui/toast';
import { BaseScene } from './BaseScene';
import type { LaunchData } from './BootScene';
import { GAMES, type GameCard } from './games';
import type { HowToLaunch } from './HowToPlayScene';

const TITLE = 'PRISM ARCADE';
const TITLE_COLORS = [0xff3b4e, 0xff8c1a, 0xffd23f, 0x2ee66b, 0x2ee6e6, 0x3b7bff, 0xb44dff, 0xff4fd8];
const CARD_ACCENTS = [0x2ee6e6, 0xff4fd8, 0xffd23f];

export class MenuScene extends BaseScene {
  constructor() {
    super('Menu');
  }

  private messages: string[] = [];

  create(data: LaunchData = {}): void {
    this.resetScene();
    this.messages = data.messages ?? [];
    const { width: W, height: H } = this.scale;
    this.drawTitle(W / 2, this.portrait ? 100 : 90);
    if (this.portrait) {
      GAMES.forEach((g, i) => {
        this.drawCard(g, i, W / 2, 310 + i * 265, W - 60, 240);
      });
      this.drawSettings(H - 265);
    } else {
      GAMES.forEach((g, i) => {
        this.drawCard(g, i, W / 2 + (i - 1) * 400, 370, 370, 360);
      });
      this.drawSettings(H - 100);
    }
    this.messages.forEach((m, i) => {
      this.time.delayedCall(i * 1500, () => toast(this, m));
    });
  }

  override snapshot(): Record<string, unknown> {
    return { game: null, busy: false, settings: getSettings(), messages: this.messages };
  }

  private drawTitle(x: number, y: number): void {
    const size = this.portrait ? 48 : 56;
    const letters = [...TITLE];
    const step = size * (this.portrait ? 0.98 : 1.02);
    letters.forEach((ch, i) => {
      const color = TITLE_COLORS[i % TITLE_COLORS.length] ?? 0xffffff;
      const t = this.add
        .text(x + (i - (letters.length - 1) / 2) * step, y, ch, {
          fontFamily: FONT,
          fontSize: `${size}px`,
          color: toCss(color),
          stroke: toCss(shade(color, -0.6)),
          strokeThickness: 8,
        })
        .setOrigin(0.5);
      if (reducedMotion()) return;
      this.tweens.add({
        targets: t,
        y: y - 12,
        duration: 700,
        delay: i * 90,
        yoyo: true,
        repeat: -1,
        ease: 'Sine.InOut',
      });
    });
    this.add
      .text(x, y + size * 0.95, 'three colour puzzles', {
        fontFamily: FONT,
        fontSize: '14px',
        color: UI.textDim,
      })
      .setOrigin(0.5);
  }

  private drawCard(game: GameCard, index: number, x: number, y: number, w: number, h: number): void {
    const accent = CARD_ACCENTS[index] ?? UI.accent;
    const card = this.add.container(x, y);
    const bg = this.add.image(0, 0, '__WHITE');
    const drawBg = (hover: boolean): void => {
      bg.setTexture(
        panelTexture(this, w, h, { fill: UI.panel, glow: accent, glowAlpha: hover ? 0.55 : 0.3 }),
      );
    };
    drawBg(false);
    card.add(bg);
    const wide = w > h * 1.5;
    // Preview on the left of a wide (portrait-layout) card, on top of a tall one.
    const preview = this.add.container(wide ? -w / 4 : 0, wide ? 0 : -h / 2 + 95);
    card.add(preview);
    PREVIEWS[game.id]?.(this, preview, wide ? w / 2 - 40 : w - 60, wide ? h - 70 : 150);
    const textX = wide ? w / 4 : 0;
    const nameY = wide ? -h / 2 + 40 : 15;
    card.add(
      this.add
        .text(textX, nameY, game.name, {
          fontFamily: FONT,
          fontSize: this.px(wide ? 13 : 20),
          color: toCss(accent),
        })
        .setOrigin(0.5),
    );
    card.add(
      this.add
        .text(textX, nameY + (wide ? 40 : 32), game.pitch, {
          fontFamily: FONT,
          fontSize: this.px(wide ? 10 : 12),
          color: UI.text,
          align: 'center',
          wordWrap: { width: wide ? w / 2 - 30 : w - 40 },
          lineSpacing: 8,
        })
        .setOrigin(0.5, 0),
    );
    const label = game.scene ? 'PLAY' : 'COMING SOON';
    const k = this.uiScale;
    const buttonY = h / 2 - (wide ? 52 : 42);
    // PLAY, and beside it a small "?" for how to play (widths before the layout's scale).
    const rowW = wide ? (w / 2 - 40) / k : w - 80;
    const helpW = game.scene ? 56 : 0;
    const gap = game.scene ? 12 / k : 0;
    const button = this.addButton(
      game.id,
      textX - ((helpW + gap) * k) / 2,
      buttonY,
      label,
      () => this.open(game, card),
      {
        width: rowW - helpW - gap,
        height: 48,
        fontSize: game.scene ? 16 : 12,
        color: game.scene ? shade(accent, -0.35) : 0x34325a,
        textColor: game.scene ? UI.text : UI.textDim,
        clickSound: false,
      },
    );
    card.add(button);
    if (game.scene) {
      const help = this.addButton(
        `help-${game.id}`,
        textX + ((rowW - helpW) * k) / 2,
        buttonY,
        '?',
        () => this.howToPlay(game),
        { width: helpW, height: 48, fontSize: 18, color: shade(accent, -0.55) },
      );
      card.add(help);
    }
    // The whole card is a target too; hover lifts it.
    const zone = this.add.zone(0, 0, w, h).setInteractive({ useHandCursor: true });
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

  private open(game: GameCard, card: Phaser.GameObjects.Container): void {
    if (!game.scene) {
      // No fake game screens: say so and stay.
      play('invalid');
      shakeObject(this, card);
      toast(this, `${game.name} is coming soon.`, 2);
      return;
    }
    play('select');
    // The first time a game is opened from its card, its how to play comes first.
    if (!hasSeenHowTo(storage, game.id)) {
      this.howToPlay(game);
      return;
    }
    const target = game.scene;
    this.leaveFor(() => this.scene.start(target, {} satisfies LaunchData));
  }

  /** The game's how to play; PLAY there opens the game, Esc comes back here. */
  private howToPlay(game: GameCard): void {
    if (!game.scene) return;
    const launch: HowToLaunch = {
      game: game.id,
      play: { scene: game.scene, data: {} },
      from: { scene: 'Menu', data: {} },
    };
    this.leaveFor(() => this.scene.start('HowToPlay', launch));
  }

  private leaveFor(start: () => void): void {
    this.cameras.main.fadeOut(ms(250), 11, 10, 26);
    this.cameras.main.once(Phaser.Cameras.Scene2D.Events.FADE_OUT_COMPLETE, start);
  }

  private drawSettings(y: number): void {
    const W = this.scale.width;
    const s = getSettings();
    const soundText = (v: Settings): string => `SOUND ${v.sound ? 'ON' : 'OFF'}`;
    const volText = (v: Settings): string => `VOL ${Math.round(v.volume * 10)}`;
    const glyphText = (v: Settings): string => `GLYPHS ${v.glyphs ? 'ON' : 'OFF'}`;
    const motionText = (v: Settings): string => `MOTION ${v.reducedMotion ? 'CALM' : 'FULL'}`;
    const setVolume = (delta: number): void => {
      const v = updateSettings({
        volume: Math.round(Math.min(1, Math.max(0, getSettings().volume + delta)) * 10) / 10,
      });
      vol.setText(volText(v));
      play('click');
    };
    const row1 = this.portrait ? y : y;
    const row2 = this.portrait ? y + 100 : y;
    const xs = this.portrait
      ? [W / 2 - 200, W / 2 + 15, W / 2 + 135, W / 2 + 255, W / 2 - 170, W / 2 + 170, W / 2]
      : [W / 2 - 520, W / 2 - 330, W / 2 - 250, W / 2 - 170, W / 2 + 20, W / 2 + 250, W / 2 + 470];
    const opts = { height: 52, fontSize: 12 };
    const sound = this.addButton(
      'sound',
      xs[0] ?? 0,
      row1,
      soundText(s),
      () => {
        sound.setText(soundText(updateSettings({ sound: !getSettings().sound })));
      },
      { ...opts, width: 190 },
    );
    this.addButton('volume-down', xs[1] ?? 0, row1, '-', () => setVolume(-0.1), {
      ...opts,
      width: 56,
      fontSize: 18,
      clickSound: false,
    });
    const vol = this.add
      .text(xs[2] ?? 0, row1, volText(s), { fontFamily: FONT, fontSize: this.px(12), color: UI.text })
      .setOrigin(0.5);
    this.addButton('volume-up', xs[3] ?? 0, row1, '+', () => setVolume(0.1), {
      ...opts,
      width: 56,
      fontSize: 18,
      clickSound: false,
    });
    const glyphs = this.addButton(
      'glyphs',
      xs[4] ?? 0,
      row2,
      glyphText(s),
      () => {
        glyphs.setText(glyphText(updateSettings({ glyphs: !getSettings().glyphs })));
      },
      { ...opts, width: 200 },
    );
    const motion = this.addButton(
      'motion',
      xs[5] ?? 0,
      row2,
      motionText(s),
      () => {
        motion.setText(motionText(updateSettings({ reducedMotion: !getSettings().reducedMotion })));
        this.scene.restart({});
      },
      { ...opts, width: 200 },
    );
    const fsY = this.portrait ? row2 + 100 : row1;
    const fs = this.addButton(
      'fullscreen',
      xs[6] ?? 0,
      fsY,
      'FULLSCREEN',
      () => {
        if (this.scale.isFullscreen) this.scale.stopFullscreen();
        else this.scale.startFullscreen();
      },
      { ...opts, width: 200 },
    );
    fs.setVisible(this.sys.game.device.fullscreen.available);
  }
}
