// How to play: a few pages per game, each a title, one or two captions and a demonstration that
// loops on the real board view. The demonstration decodes its start position with the game's
// rules, then plays its moves one by one through the rules' apply, with the game screens' own
// move animations (src/ui/moves), and the cues a player would give: the tap on a piece and its
// outlined destinations, the press of a colour button, the computer's pause. The pages themselves
// are data (howToPlay.ts), held to the rules by tests/ui/howToPlay.test.ts.

import Phaser from 'phaser';
import {
  colorIndex,
  type FloodChange,
  type FloodMove,
  type FloodState,
  floodDuel,
  gains,
  status,
} from '../logic/flood';
import type { GameId, GameRules } from '../logic/game';
import {
  destinations,
  type GlassState,
  glassworks,
  type Move as Jump,
  type JumpChange,
} from '../logic/glassworks';
import {
  gameColors,
  indexOf,
  type JokerChanges,
  type JokerMove,
  type JokerState,
  jokerColoring,
  status as jokerStatus,
  type Point,
} from '../logic/joker';
import { markHowToSeen } from '../midend/howToSeen';
import { getSettings } from '../services/settings';
import { setQuiet } from '../services/sound';
import { storage } from '../services/storage';
import { Animator } from '../ui/animator';
import { BoardView } from '../ui/boardView';
import type { Button } from '../ui/button';
import { ms, reducedMotion } from '../ui/fx';
import { keyboardUsed, onKeyboardUsed } from '../ui/keyboardUse';
import { markSquare, pulsingRing } from '../ui/marks';
import { animateCapture, floodSwatch } from '../ui/moves/flood';
import { animateJump, glassSwatch } from '../ui/moves/glassworks';
import { animateColouring, jokerSwatch } from '../ui/moves/joker';
import { glyphTexture, panelTexture } from '../ui/textures';
import { FLOOD, FONT, GLASS, type GlyphShape, JOKER, type Swatch, shade, toCss, UI } from '../ui/theme';
import { BaseScene } from './BaseScene';
import { gameById } from './games';
import {
  captureLine,
  colouringLine,
  floodPlayer,
  floodStatus,
  glassStatus,
  HOW_TO_PLAY,
  type HowToPage,
  jokerStatusLine,
  jumpLine,
} from './howToPlay';

/** A screen to go to, as `scene.start` takes it. */
export interface SceneTarget {
  scene: string;
  data?: object;
}

export interface HowToLaunch {
  game: GameId;
  /** Where PLAY goes (a game screen); without it the button reads CLOSE and goes to the Menu. */
  play?: SceneTarget;
  /** Where Esc goes back to (the screen that opened this one); default `play`, else the Menu. */
  from?: SceneTarget;
  /** The page shown (kept when the screen is rebuilt for the other orientation). */
  page?: number;
}

const MENU: SceneTarget = { scene: 'Menu', data: {} };
/** Pauses of the demonstration (ms): before the first move, between moves, before it starts over. */
const FIRST = 900;
const BETWEEN = 650;
const AGAIN = 2000;
/** The computer's pause before its move, as in the game (about a second, whatever the motion). */
const THINK = 1000;

// ————— what a demonstration needs from each game —————

/** A colour button drawn under a demonstration's board (not a real button: it only shows a press). */
interface Chip {
  readonly label: string;
  readonly color: number;
  readonly glyph: GlyphShape;
  readonly enabled: boolean;
}

/** What a game's cues and animations can do on the page. */
interface Stage {
  readonly scene: Phaser.Scene;
  readonly board: BoardView;
  readonly anim: Animator;
  readonly marks: Phaser.GameObjects.Graphics;
  /** Run `fn` after `delay` ms, unless the page changes first. */
  later(delay: number, fn: () => void): void;
  /** A finger's tap on a square. */
  tap(at: Point): void;
  /** A press on colour chip `index`. */
  pressChip(index: number): void;
  /** The line under the board: what is happening. */
  say(text: string): void;
  /** Move the base ring to a square, as part of the move's animation. */
  moveRing(to: Point): void;
}

interface Kit<S, M, C> {
  // biome-ignore lint/suspicious/noExplicitAny: the demonstrations never use a game's options
  readonly rules: GameRules<any, S, M, C>;
  readonly color: number;
  swatches(s: S): readonly (Swatch | null)[];
  /** The colour chips under the board, for state `s` (none for GlassWorks). */
  chips(s: S): readonly Chip[];
  /** The cue before move `m` (a tap, a press, a pause); returns how long it takes. */
  cue(v: Stage, s: S, m: M): number;
  animate(v: Stage, ch: C, after: S): void;
  status(s: S): string;
  line(ch: C): string;
  /** The square the base ring marks (Joker Coloring). */
  base?(s: S): Point;
}

const glassKit: Kit<GlassState, Jump, JumpChange> = {
  rules: glassworks,
  color: GLASS.B.color,
  swatches: (s) => s.cells.map(glassSwatch),
  chips: () => [],
  cue(v, s, m) {
    // As a player does it: tap the piece (it is selected, its landings are outlined), tap one.
    v.tap(m.from);
    v.marks.clear();
    markSquare(v.marks, v.board, m.from, 'selected');
    for (const d of destinations(s, m.from)) markSquare(v.marks, v.board, d, 'destination');
    v.later(ms(700), () => {
      v.tap(m.to);
      v.marks.clear();
      markSquare(v.marks, v.board, m.from, 'selected');
      markSquare(v.marks, v.board, m.to, 'destination');
    });
    return ms(1000);
  },
  animate: (v, ch) => animateJump(v.scene, v.board, v.anim, ch),
  status: glassStatus,
  line: jumpLine,
};

const jokerKit: Kit<JokerState, JokerMove, JokerChanges> = {
  rules: jokerColoring,
  color: UI.accent,
  swatches: (s) => s.cells.map(jokerSwatch),
  chips(s) {
    const baseColor = s.cells[indexOf(s.base, s.width)];
    const playing = jokerStatus(s) === 'playing';
    return gameColors(s.colors).map((c) => ({
      label: c.toUpperCase(),
      color: JOKER[c].color,
      glyph: JOKER[c].glyph,
      enabled: playing && c !== baseColor,
    }));
  },
  cue(v, s, m) {
    if (m.kind === 'base') v.tap(m.at);
    else if (m.kind === 'color') v.pressChip(gameColors(s.colors).indexOf(m.color));
    return ms(500);
  },
  animate(v, ch, after) {
    if (ch.kind === 'base') v.moveRing(ch.to);
    else if (ch.kind === 'color') animateColouring(v.scene, v.board, v.anim, ch, after.base);
  },
  status: jokerStatusLine,
  line: colouringLine,
  base: (s) => s.base,
};

const floodKit: Kit<FloodState, FloodMove, FloodChange> = {
  rules: floodDuel,
  color: 0xff4fd8,
  swatches: (s) => s.owner.map((_, i) => floodSwatch(s, i)),
  chips(s) {
    const g = gains(s, s.turn);
    const yours = s.turn === 1 && status(s) === 'playing';
    return FLOOD.map((sw, i) => ({
      label: `+${g[i] ?? 0}`,
      color: sw.color,
      glyph: sw.glyph,
      enabled: yours,
    }));
  },
  cue(v, s, m) {
    const chip = colorIndex(m.color);
    if (s.turn === 1) {
      v.say(`${floodPlayer(1)} TO MOVE`);
      v.pressChip(chip);
      return ms(500);
    }
    // The computer shows it is thinking and waits about a second, as in the game.
    v.say(`${floodPlayer(2)} IS THINKING…`);
    v.later(THINK, () => v.pressChip(chip));
    return THINK + ms(300);
  },
  animate: (v, ch, after) => animateCapture(v.scene, v.board, v.anim, ch, after.width),
  status: floodStatus,
  line: captureLine,
};

// biome-ignore lint/suspicious/noExplicitAny: each kit has its own game's types; the scene treats them alike
type AnyKit = Kit<any, any, any>;
const KITS: Record<GameId, AnyKit> = {
  glassworks: glassKit,
  'flood-duel': floodKit,
  'joker-coloring': jokerKit,
};

/** The running demonstration of a page. */
interface Demo {
  readonly start: unknown;
  readonly moves: readonly unknown[];
  state: unknown;
  /** Moves played since the demonstration last started over. */
  played: number;
}

interface ChipView {
  readonly box: Phaser.GameObjects.Container;
  readonly label: Phaser.GameObjects.Text;
  /** The colour's glyph before the label, when colour-blind glyphs are on. */
  readonly glyph: Phaser.GameObjects.Image | null;
  readonly flash: Phaser.GameObjects.Graphics;
}

/** A chip's glyph (if shown) and label, centred together as on the game's colour buttons. */
function placeChipLabel(v: ChipView): void {
  const g = v.glyph;
  if (!g) return;
  const gap = 4;
  const total = g.width + gap + v.label.width;
  g.setX(-total / 2 + g.width / 2);
  v.label.setX(-total / 2 + g.width + gap + v.label.width / 2);
}

export class HowToPlayScene extends BaseScene {
  private gameId: GameId = 'glassworks';
  private launch: HowToLaunch = { game: 'glassworks' };
  private pages: readonly HowToPage[] = [];
  private page = 0;
  private kit: AnyKit = glassKit;
  private anim!: Animator;
  private demo: Demo | null = null;
  /** Bumped on every page change: callbacks of an older page do nothing. */
  private generation = 0;
  private timers: Phaser.Time.TimerEvent[] = [];
  private cueTweens: Phaser.Tweens.Tween[] = [];
  private leaving = false;
  /** What the current page drew; destroyed when the page changes. */
  private root: Phaser.GameObjects.Container | null = null;
  private board: BoardView | null = null;
  private marks: Phaser.GameObjects.Graphics | null = null;
  private ring: Phaser.GameObjects.Container | null = null;
  private chipViews: ChipView[] = [];
  private texts!: Record<'title' | 'status' | 'line' | 'count', Phaser.GameObjects.Text>;
  /** The page's one or two captions, one under the other. */
  private captions: Phaser.GameObjects.Text[] = [];
  private dots: Phaser.GameObjects.Graphics | null = null;
  private backButton!: Button;
  private nextButton!: Button;

  constructor() {
    super('HowToPlay');
  }

  create(data: HowToLaunch): void {
    this.resetScene();
    const pages = data && HOW_TO_PLAY[data.game];
    if (!pages) {
      // Not a game this screen knows: nothing to explain.
      this.scene.start(MENU.scene, MENU.data);
      return;
    }
    this.launch = data;
    this.gameId = data.game;
    this.pages = pages;
    this.kit = KITS[data.game];
    this.anim = new Animator(this);
    this.demo = null;
    this.timers = [];
    this.cueTweens = [];
    this.chipViews = [];
    this.root = null;
    this.board = null;
    this.leaving = false;
    markHowToSeen(storage, data.game);
    this.drawFrame();
    this.input.keyboard?.addCapture('LEFT,RIGHT,SPACE,ENTER');
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.clearPage();
      setQuiet(false);
    });
    this.cameras.main.fadeIn(ms(250), 11, 10, 26);
    this.showPage(Math.min(Math.max(0, Math.floor(data.page ?? 0)), pages.length - 1));
  }

  // ————— the frame: titles, texts and buttons that stay while pages change —————

  private drawFrame(): void {
    const { width: W, height: H } = this.scale;
    const p = this.portrait;
    const card = gameById(this.gameId);
    const titleX = p ? W / 2 : 40;
    const origin = p ? 0.5 : 0;
    this.add
      .text(titleX, p ? 34 : 28, card?.name ?? this.gameId.toUpperCase(), {
        fontFamily: FONT,
        fontSize: this.px(22),
        color: toCss(this.kit.color),
      })
      .setOrigin(origin, 0);
    this.add
      .text(titleX, p ? 84 : 64, 'HOW TO PLAY', {
        fontFamily: FONT,
        fontSize: this.px(11),
        color: UI.accentText,
      })
      .setOrigin(origin, 0);

    // The page's words: in the right column in landscape, above the board in portrait.
    const textX = p ? W / 2 : 720;
    const wrap = p ? W - 60 : W - 760;
    const title = this.add
      .text(textX, p ? 136 : 150, '', { fontFamily: FONT, fontSize: this.px(p ? 16 : 18), color: UI.text })
      .setOrigin(origin, 0);
    const caption = () =>
      this.add
        .text(textX, 0, '', {
          fontFamily: FONT,
          fontSize: this.px(p ? 12 : 13),
          color: UI.text,
          align: p ? 'center' : 'left',
          wordWrap: { width: wrap },
          lineSpacing: p ? 9 : 12,
        })
        .setOrigin(origin, 0);
    this.captions = [caption(), caption()];

    // The demonstration's panel: a readout above the board and a line saying what happens below.
    const box = this.demoBox();
    this.add.image(
      box.cx,
      box.cy,
      panelTexture(this, box.w, box.h, { fill: UI.panel, glow: UI.panelEdge, glowAlpha: 0.5 }),
    );
    const status = this.add
      .text(box.cx, box.top + 22 * this.uiScale, '', {
        fontFamily: FONT,
        fontSize: this.px(11),
        color: UI.text,
      })
      .setOrigin(0.5);
    const line = this.add
      .text(box.cx, box.bottom - 24 * this.uiScale, '', {
        fontFamily: FONT,
        fontSize: this.px(p ? 9 : 11),
        color: UI.accentText,
      })
      .setOrigin(0.5);

    // Page buttons and the page indicator; PLAY (or CLOSE) apart from them.
    const navY = p ? H - 176 : H - 70;
    const navX = p ? W / 2 : 980;
    const spread = p ? 230 : 175;
    this.backButton = this.addButton('howto-back', navX - spread, navY, '< BACK', () => this.turn(-1), {
      width: 150,
      height: 52,
      fontSize: 12,
    });
    this.nextButton = this.addButton('howto-next', navX + spread, navY, 'NEXT >', () => this.turn(1), {
      width: 150,
      height: 52,
      fontSize: 12,
    });
    const count = this.add
      .text(navX, navY + 16 * this.uiScale, '', {
        fontFamily: FONT,
        fontSize: this.px(10),
        color: UI.textDim,
      })
      .setOrigin(0.5);
    this.dots = this.add.graphics();
    const target = this.launch.play;
    this.addButton(
      'howto-close',
      p ? W / 2 : W - 160,
      p ? H - 70 : 52,
      target ? 'PLAY' : 'CLOSE',
      () => this.leave(target ?? MENU),
      {
        width: p ? 300 : 220,
        height: 52,
        fontSize: 14,
        color: target ? shade(this.kit.color, -0.35) : undefined,
      },
    );
    // The keys (landscape), shown once a keyboard is in use, as the buttons show their letters.
    if (!p) {
      const esc = this.exitTarget().scene === MENU.scene ? 'MENU' : 'BACK';
      const keys = this.add
        .text(navX, navY - 62, `ARROWS: PAGES · ESC: ${esc}`, {
          fontFamily: FONT,
          fontSize: this.px(9),
          color: UI.textDim,
        })
        .setOrigin(0.5)
        .setVisible(keyboardUsed());
      const off = onKeyboardUsed(() => keys.setVisible(true));
      this.events.once(Phaser.Scenes.Events.SHUTDOWN, off);
    }
    this.texts = { title, status, line, count };
  }

  /** Where the demonstration's panel sits. */
  private demoBox(): { cx: number; cy: number; w: number; h: number; top: number; bottom: number } {
    const { width: W } = this.scale;
    const [cx, top, w, h] = this.portrait ? [W / 2, 392, W - 30, 648] : [360, 110, 640, 580];
    return { cx, cy: top + h / 2, w, h, top, bottom: top + h };
  }

  // ————— pages —————

  private turn(step: number): void {
    const next = this.page + step;
    if (next >= this.pages.length) this.leave(this.launch.play ?? MENU);
    else if (next >= 0) this.showPage(next);
  }

  private showPage(index: number): void {
    if (this.leaving) return;
    this.clearPage();
    setQuiet(false);
    this.page = index;
    this.launch.page = index;
    const page = this.pages[index] as HowToPage;
    const last = index === this.pages.length - 1;
    this.texts.title.setText(page.title);
    let y = this.portrait ? 186 : 212;
    this.captions.forEach((t, i) => {
      t.setText(page.lines[i] ?? '').setY(y);
      y += t.height + 24 * this.uiScale;
    });
    this.texts.count.setText(`${index + 1} / ${this.pages.length}`);
    this.backButton.setEnabled(index > 0);
    this.nextButton.setText(last ? (this.launch.play ? 'PLAY' : 'DONE') : 'NEXT >');
    this.drawDots();
    this.buildDemo(page);
    for (const t of [this.texts.title, ...this.captions]) {
      this.tweens.add({ targets: t, alpha: { from: 0, to: 1 }, duration: ms(260) });
    }
  }

  private drawDots(): void {
    const g = this.dots;
    if (!g) return;
    g.clear();
    const { x, y } = this.texts.count;
    const k = this.uiScale;
    const gap = 18 * k;
    const n = this.pages.length;
    for (let i = 0; i < n; i++) {
      const dx = x + (i - (n - 1) / 2) * gap;
      const dy = y - 26 * k;
      if (i === this.page) {
        g.fillStyle(UI.accent, 1);
        g.fillCircle(dx, dy, 5 * k);
      } else {
        g.lineStyle(2, UI.panelEdge, 1);
        g.strokeCircle(dx, dy, 4 * k);
      }
    }
  }

  /** Stop the page's demonstration and remove what it drew. */
  private clearPage(): void {
    this.generation++;
    for (const t of this.timers) t.remove(false);
    this.timers = [];
    for (const t of this.cueTweens) t.remove();
    this.cueTweens = [];
    this.anim?.finish();
    if (this.ring) this.tweens.killTweensOf(this.ring);
    this.root?.destroy();
    this.root = null;
    this.board = null;
    this.marks = null;
    this.ring = null;
    this.chipViews = [];
    this.demo = null;
  }

  // ————— the demonstration —————

  private buildDemo(page: HowToPage): void {
    const { rules } = this.kit;
    const start = rules.decodePosition(page.demo.position);
    const moves = page.demo.moves.map((t) => rules.decodeMove(t));
    if (!start.ok || moves.some((m) => !m.ok)) {
      // The unit tests keep this from happening; a broken page still shows its words.
      console.warn(`Prism Arcade: the how-to-play demo "${page.title}" does not read`);
      return;
    }
    const state = start.value;
    const root = this.add.container(0, 0);
    this.root = root;
    const box = this.demoBox();
    const k = this.uiScale;
    const chips = this.kit.chips(state);
    const chipH = 44 * k;
    const chipY = box.bottom - 70 * k;
    const boardTop = box.top + 50 * k;
    const boardBottom = chips.length ? chipY - chipH / 2 - 16 * k : box.bottom - 48 * k;
    const board = new BoardView(this, {
      cols: state.width,
      rows: state.height,
      cx: box.cx,
      cy: (boardTop + boardBottom) / 2,
      maxWidth: box.w - 80,
      maxHeight: boardBottom - boardTop,
      maxCell: this.portrait ? 120 : 110,
    });
    root.add(board.container);
    this.board = board;
    this.marks = this.add.graphics();
    root.add(this.marks);
    if (this.kit.base) {
      this.ring = pulsingRing(this, board.cell);
      root.add(this.ring);
    }
    this.chipViews = this.drawChips(
      root,
      chips,
      box.cx,
      chipY,
      Math.min(104 * k, (box.w - 60) / chips.length - 12),
      chipH,
    );
    this.demo = { start: state, moves: moves.map((m) => (m.ok ? m.value : null)), state, played: 0 };
    this.redraw();
    this.texts.line.setText('');
    root.setAlpha(0);
    this.track({ targets: root, alpha: 1, duration: ms(260) });
    const gen = this.generation;
    this.later(ms(FIRST), () => this.step(gen));
  }

  private drawChips(
    root: Phaser.GameObjects.Container,
    chips: readonly Chip[],
    cx: number,
    y: number,
    w: number,
    h: number,
  ): ChipView[] {
    const gap = 12;
    return chips.map((c, i) => {
      const box = this.add.container(cx + (i - (chips.length - 1) / 2) * (w + gap), y);
      const bg = this.add.image(0, 0, panelTexture(this, w, h, { fill: c.color, raised: true }));
      const label = this.add
        .text(0, -2, c.label, { fontFamily: FONT, fontSize: this.px(12), color: '#1a1030' })
        .setOrigin(0.5);
      const glyph = getSettings().glyphs
        ? this.add.image(0, -2, glyphTexture(this, c.glyph, 18 * this.uiScale))
        : null;
      const flash = this.add.graphics();
      flash.fillStyle(0xffffff, 1);
      flash.fillRoundedRect(-w / 2, -h / 2, w, h, Math.min(14, h / 2));
      flash.setAlpha(0);
      box.add(glyph ? [bg, glyph, label, flash] : [bg, label, flash]);
      root.add(box);
      const view = { box, label, glyph, flash };
      placeChipLabel(view);
      return view;
    });
  }

  /** Show the demonstration's state at once: board, base ring, chips, readout. */
  private redraw(): void {
    const { demo, board } = this;
    if (!demo || !board) return;
    board.setAll(this.kit.swatches(demo.state));
    this.marks?.clear();
    if (this.ring && this.kit.base) {
      const at = this.kit.base(demo.state);
      const c = board.centre(at.x, at.y);
      this.ring.setPosition(c.x, c.y);
    }
    this.refreshChips();
    this.texts.status.setText(this.kit.status(demo.state));
  }

  private refreshChips(): void {
    if (!this.demo) return;
    this.kit.chips(this.demo.state).forEach((c, i) => {
      const v = this.chipViews[i];
      if (!v) return;
      v.label.setText(c.label);
      placeChipLabel(v);
      v.box.setAlpha(c.enabled ? 1 : 0.45);
    });
  }

  /** Play the next move (after its cue), or start over after the last one. */
  private step(gen: number): void {
    const demo = this.demo;
    if (gen !== this.generation || !demo) return;
    if (demo.played >= demo.moves.length) {
      this.later(ms(AGAIN), () => this.startOver(gen));
      return;
    }
    const move = demo.moves[demo.played];
    const cue = this.kit.cue(this.stage(), demo.state, move);
    this.later(cue, () => {
      if (gen !== this.generation) return;
      const r = this.kit.rules.apply(demo.state, move);
      if (!r.ok) {
        console.warn(`Prism Arcade: a how-to-play move was refused (${r.reason})`);
        return;
      }
      demo.state = r.value.state;
      demo.played++;
      this.marks?.clear();
      this.anim.begin(() => {
        if (gen !== this.generation) return;
        this.redraw();
        this.later(ms(BETWEEN), () => this.step(gen));
      });
      this.kit.animate(this.stage(), r.value.changes, demo.state);
      this.texts.line.setText(this.kit.line(r.value.changes));
      this.texts.status.setText(this.kit.status(demo.state));
      this.refreshChips();
      this.anim.go();
    });
  }

  private startOver(gen: number): void {
    const demo = this.demo;
    if (gen !== this.generation || !demo) return;
    // The demonstration is heard once; its repeats play silently while the player reads.
    setQuiet(true);
    demo.state = demo.start;
    demo.played = 0;
    this.redraw();
    this.texts.line.setText('');
    if (this.board)
      this.track({ targets: this.board.container, alpha: { from: 0, to: 1 }, duration: ms(300) });
    this.later(ms(FIRST), () => this.step(gen));
  }

  /** What the game kits may do on this page. */
  private stage(): Stage {
    const board = this.board as BoardView;
    return {
      scene: this,
      board,
      anim: this.anim,
      marks: this.marks as Phaser.GameObjects.Graphics,
      later: (delay, fn) => this.later(delay, fn),
      tap: (at) => {
        const c = board.centre(at.x, at.y);
        this.ripple(c.x, c.y, board.cell * 0.42);
      },
      pressChip: (i) => this.pressChip(i),
      say: (text) => this.texts.line.setText(text),
      moveRing: (to) => {
        const c = board.centre(to.x, to.y);
        if (this.ring)
          this.anim.tween({ targets: this.ring, x: c.x, y: c.y, duration: ms(260), ease: 'Cubic.Out' });
      },
    };
  }

  private later(delay: number, fn: () => void): void {
    const gen = this.generation;
    this.timers.push(
      this.time.delayedCall(delay, () => {
        if (gen === this.generation) fn();
      }),
    );
  }

  private track(config: Phaser.Types.Tweens.TweenBuilderConfig): void {
    this.cueTweens.push(this.tweens.add(config));
  }

  /** A finger's tap: a ring that spreads and fades. */
  private ripple(x: number, y: number, r: number): void {
    if (!this.root) return;
    const g = this.add.graphics({ x, y });
    g.fillStyle(0xffffff, 0.45);
    g.fillCircle(0, 0, r * 0.45);
    g.lineStyle(Math.max(3, r * 0.1), 0xffffff, 0.95);
    g.strokeCircle(0, 0, r);
    this.root.add(g);
    const calm = reducedMotion();
    this.track({
      targets: g,
      scale: { from: calm ? 1 : 0.5, to: calm ? 1 : 1.3 },
      alpha: { from: 1, to: 0 },
      duration: ms(560),
      ease: 'Cubic.Out',
      onComplete: () => g.destroy(),
    });
  }

  private pressChip(index: number): void {
    const v = this.chipViews[index];
    if (!v) return;
    this.ripple(v.box.x, v.box.y, 26 * this.uiScale);
    this.track({ targets: v.flash, alpha: { from: 0.7, to: 0 }, duration: ms(420) });
    if (!reducedMotion())
      this.track({ targets: v.box, scale: { from: 0.86, to: 1 }, duration: ms(260), ease: 'Back.Out' });
  }

  // ————— leaving and keys —————

  private leave(target: SceneTarget): void {
    if (this.leaving) return;
    this.leaving = true;
    this.clearPage();
    this.cameras.main.fadeOut(ms(220), 11, 10, 26);
    this.cameras.main.once(Phaser.Cameras.Scene2D.Events.FADE_OUT_COMPLETE, () => {
      this.scene.start(target.scene, target.data ?? {});
    });
  }

  /** Where Esc goes: back to the screen that opened this one. */
  private exitTarget(): SceneTarget {
    return this.launch.from ?? this.launch.play ?? MENU;
  }

  /** Arrows turn the pages here; Tab still moves the focus over the buttons. */
  protected override arrowsMoveFocus(): boolean {
    return false;
  }

  /** Keys the focus did not take (Enter and Space press a focused button instead). */
  protected override onSceneKey(e: KeyboardEvent): void {
    if (e.repeat || this.leaving) return;
    if (e.key === 'ArrowRight' || e.key === 'Enter' || e.key === ' ') this.nextButton.press();
    else if (e.key === 'ArrowLeft') this.backButton.press();
    else if (e.key === 'Escape') this.leave(this.exitTarget());
  }

  // ————— test hook —————

  override snapshot(): Record<string, unknown> {
    const demo = this.demo;
    return {
      game: null,
      screen: 'how-to-play',
      howTo: this.gameId,
      page: this.page,
      pages: this.pages.length,
      busy: this.anim?.busy ?? false,
      demo: demo ? this.kit.rules.encodePosition(demo.state) : null,
      moves: demo?.played ?? 0,
    };
  }

  override locateCell(x: number, y: number): { x: number; y: number } | null {
    const b = this.board;
    if (!b || x >= b.cols || y >= b.rows) return null;
    const c = b.centre(x, y);
    return { x: Math.round(c.x), y: Math.round(c.y) };
  }
}
