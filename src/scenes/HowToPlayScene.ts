// How to play: a few pages per game, each a title, one or two captions and a demonstration that
// loops on the real board view. The demonstration decodes its start position with the game's
// rules, then plays its moves one by one through the rules' apply, with the game screens' own
// move animations (src/ui/moves), and the cues a player would give: the tap on a piece and its
// outlined destinations, the press of a colour button, the computer's pause. The pages themselves
// are data (howToPlay.ts), held to the rules by tests/ui/howToPlay.test.ts.

import Phaser from 'phaser';
import { t, verbatim } from '../i18n/i18n';
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
import { warmSolverFor } from '../midend/browser';
import { markHowToSeen } from '../midend/howToSeen';
import { type HowToLaunch, MENU, SCREENS, type Target } from '../midend/navigation';
import { getSettings } from '../services/settings';
import { setQuiet } from '../services/sound';
import { storage } from '../services/storage';
import { Animator } from '../ui/animator';
import { BoardView } from '../ui/boardView';
import type { Button } from '../ui/button';
import { ms, reducedMotion } from '../ui/fx';
import { keyboardUsed, onKeyboardUsed } from '../ui/keyboardUse';
import { column, grid, gridHeight, inset, type Rect, rect, row } from '../ui/layout';
import { markSquare, pulsingRing } from '../ui/marks';
import { textWidth, wrappedHeight } from '../ui/measure';
import { animateCapture, floodSwatch } from '../ui/moves/flood';
import { animateJump, glassSwatch } from '../ui/moves/glassworks';
import { animateColouring, jokerSwatch } from '../ui/moves/joker';
import { palette } from '../ui/palettes';
import { glyphTexture, panelTexture } from '../ui/textures';
import { FONT, type GlyphShape, readableOn, type Swatch, shade, toCss, UI } from '../ui/theme';
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
  color: 0x3b7bff,
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
      color: palette().joker[c].color,
      glyph: palette().joker[c].glyph,
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
    return palette().flood.map((sw, i) => ({
      label: `+${g[i] ?? 0}`,
      color: sw.color,
      glyph: sw.glyph,
      enabled: yours,
    }));
  },
  cue(v, s, m) {
    const chip = colorIndex(m.color);
    if (s.turn === 1) {
      v.say(t('{who} TO MOVE', { who: floodPlayer(1) }));
      v.pressChip(chip);
      return ms(500);
    }
    // The computer shows it is thinking and waits about a second, as in the game.
    v.say(t('{who} IS THINKING…', { who: floodPlayer(2) }));
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
  private ring: Phaser.GameObjects.Image | null = null;
  private chipViews: ChipView[] = [];
  private texts!: Record<'title' | 'status' | 'line' | 'count', Phaser.GameObjects.Text>;
  /** The page's one or two captions, one under the other. */
  private captions: Phaser.GameObjects.Text[] = [];
  private dots: Phaser.GameObjects.Graphics | null = null;
  /** Where the page dots sit (above the page count). */
  private dotsY = 0;
  /** The frame's rectangles: the demonstration's panel and the page's words. */
  private demoRect: Rect = rect(0, 0, 0, 0);
  private wordsRect: Rect = rect(0, 0, 0, 0);
  /** The words beside the panel (a wide screen) or above it (a tall one). */
  private side = true;
  /** An invisible text used to measure words before laying them out. */
  private backButton!: Button;
  private nextButton!: Button;

  constructor() {
    super(SCREENS.howToPlay);
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
    this.fadeIn(ms(250));
    this.showPage(Math.min(Math.max(0, Math.floor(data.page ?? 0)), pages.length - 1));
  }

  // ————— the frame: titles, texts and buttons that stay while pages change —————

  /** A new size: the same page again, laid out for it. */
  protected override restartData(): object {
    return { ...this.launch, page: this.page } satisfies HowToLaunch;
  }

  /** How tall a page's captions are at `size` wrapped to `width` (with the space between them). */
  private captionsHeight(page: HowToPage, size: number, width: number): number {
    const lines = page.lines.filter((l) => l !== '');
    return (
      lines.reduce((h, l) => h + wrappedHeight(l, size, width, this.captionSpacing(size)), 0) +
      Math.max(0, lines.length - 1) * this.captionGap()
    );
  }

  private captionSpacing(size: number): number {
    return Math.round(size * (this.side ? 0.8 : 0.65));
  }

  private captionGap(): number {
    return Math.round(this.m.gap * 1.6);
  }

  /**
   * The frame, in rectangles from the canvas: on a wide screen the demonstration's panel on the left
   * and the words, keys and page buttons on the right, the game's name and PLAY (or CLOSE) above;
   * on a tall one everything in one column, PLAY at the bottom. Captions get the room of the
   * longest page, at the body font or smaller if the panel would be too small otherwise.
   */
  private drawFrame(): void {
    const m = this.m;
    const { width: W, height: H } = this.scale;
    const g = m.gap;
    const bh = m.buttonH;
    const side = W >= H * 1.15;
    this.side = side;
    const screen = inset(rect(0, 0, W, H), m.margin);
    const card = gameById(this.gameId);
    const name = card?.name ?? this.gameId.toUpperCase();
    const target = this.launch.play;
    const closeLabel = target ? t('PLAY') : t('CLOSE');
    const closeW = Math.min(
      Math.max(220 * m.unit, textWidth(closeLabel, m.font('heading')) + bh),
      screen.w * 0.34,
    );
    const nameSize = this.fitFont(name, side ? screen.w - closeW - g * 2 : screen.w, m.font('title'));
    const subSize = m.font('label');
    const headH = Math.max(side ? bh : 0, Math.round(nameSize * 1.15) + g * 0.6 + Math.round(subSize * 1.15));
    const pageTitleSize = m.font('heading');
    const pageTitleH = Math.round(pageTitleSize * 1.2) * 2 + Math.round(pageTitleSize * 0.4);
    const esc = this.exitTarget().scene === MENU.scene ? t('MENU') : t('BACK');
    const keysText = t('ARROWS: PAGES · ESC: {target}', { target: esc });

    let head: Rect;
    let demo: Rect;
    let words: Rect;
    let nav: Rect;
    let keys: Rect | null = null;
    let close: Rect;
    let captionSize = m.font('body');
    const longest = (size: number, width: number): number =>
      Math.max(...this.pages.map((pg) => this.captionsHeight(pg, size, width)));
    const sizes = [m.font('body'), m.font('label'), Math.ceil(m.minFont)];
    if (side) {
      const [top, body] = column(screen, [headH, 'fill'], g * 1.5) as [Rect, Rect];
      [head, close] = row(top, ['fill', closeW], g * 2) as [Rect, Rect];
      close = rect(close.x, close.y + (close.h - bh) / 2, close.w, bh);
      const demoW = Math.min(body.w * 0.55, body.h * 1.15);
      const [left, right] = row(body, [demoW, 'fill'], g * 2.5) as [Rect, Rect];
      demo = left;
      const keysH = m.font('small') * 1.4;
      const room = right.h - pageTitleH - bh - keysH - g * 3.5;
      captionSize = sizes.find((sz) => longest(sz, right.w) <= room) ?? (sizes[sizes.length - 1] as number);
      const parts = column(right, [pageTitleH, g, 'fill', keysH, g * 1.5, bh]);
      words = rect(right.x, right.y, right.w, (parts[2] as Rect).y + (parts[2] as Rect).h - right.y);
      keys = parts[3] as Rect;
      nav = parts[5] as Rect;
    } else {
      // One column: the name, the page's words, the panel, the page buttons, PLAY.
      const fixed = headH + pageTitleH + bh * 2 + g * 6;
      const minDemo = Math.min(screen.w, (screen.h - fixed) * 0.55);
      captionSize =
        sizes.find((sz) => screen.h - fixed - longest(sz, screen.w) >= minDemo) ??
        (sizes[sizes.length - 1] as number);
      const capH = longest(captionSize, screen.w);
      const parts = column(screen, [headH, pageTitleH + g * 0.5 + capH, 'fill', bh, bh], g * 1.2);
      [head, words, demo, nav, close] = parts as [Rect, Rect, Rect, Rect, Rect];
      close = grid(close, 1, 1, Math.max(300 * m.unit, closeW), bh, 0)[0] as Rect;
    }
    this.demoRect = demo;

    // The name and HOW TO PLAY.
    const hx = side ? head.x : head.x + head.w / 2;
    const origin = side ? 0 : 0.5;
    const nameH = Math.round(nameSize * 1.15);
    const headTop = head.y + (head.h - (nameH + g * 0.6 + Math.round(subSize * 1.15))) / 2;
    this.add
      .text(hx, headTop, name, { fontFamily: FONT, fontSize: `${nameSize}px`, color: toCss(this.kit.color) })
      .setOrigin(origin, 0);
    this.add
      .text(hx, headTop + nameH + g * 0.6, t('HOW TO PLAY'), {
        fontFamily: FONT,
        fontSize: `${subSize}px`,
        color: UI.accentText,
      })
      .setOrigin(origin, 0);

    // The page's words: in the right column on a wide screen, above the panel on a tall one.
    const wx = side ? words.x : words.x + words.w / 2;
    const title = this.add
      .text(wx, words.y, '', {
        fontFamily: FONT,
        fontSize: `${pageTitleSize}px`,
        color: UI.text,
        align: side ? 'left' : 'center',
        wordWrap: { width: words.w },
        lineSpacing: Math.round(pageTitleSize * 0.4),
      })
      .setOrigin(origin, 0);
    this.wordsRect = words;
    const caption = () =>
      this.add
        .text(wx, 0, '', {
          fontFamily: FONT,
          fontSize: `${captionSize}px`,
          color: UI.text,
          align: side ? 'left' : 'center',
          wordWrap: { width: words.w },
          lineSpacing: this.captionSpacing(captionSize),
        })
        .setOrigin(origin, 0);
    this.captions = [caption(), caption()];

    // The demonstration's panel: a readout above the board and a line saying what happens below
    // (placed for each page by buildDemo, which knows how long they get).
    this.add.image(
      demo.x + demo.w / 2,
      demo.y + demo.h / 2,
      panelTexture(this, demo.w, demo.h, {
        fill: UI.panel,
        glow: UI.panelEdge,
        glowAlpha: 0.5,
        radius: Math.round(14 * m.unit),
      }),
    );
    const status = this.add
      .text(demo.x + demo.w / 2, demo.y, '', {
        fontFamily: FONT,
        fontSize: `${m.font('label')}px`,
        color: UI.text,
        align: 'center',
      })
      .setOrigin(0.5);
    const line = this.add
      .text(demo.x + demo.w / 2, demo.y + demo.h, '', {
        fontFamily: FONT,
        fontSize: `${m.font('label')}px`,
        color: UI.accentText,
        align: 'center',
      })
      .setOrigin(0.5);

    // Page buttons and the page indicator between them; PLAY (or CLOSE) apart from them.
    const navW = Math.min(150 * m.unit, (nav.w - g * 2) / 3);
    const [back, middle, next] = row(nav, [navW, 'fill', navW], g) as [Rect, Rect, Rect];
    const short = { fontSize: m.font('label'), minFont: m.minFont };
    this.backButton = this.placeButton('howto-back', back, t('< BACK'), () => this.turn(-1), {
      ...short,
      short: '<',
    });
    this.nextButton = this.placeButton('howto-next', next, t('NEXT >'), () => this.turn(1), {
      ...short,
      short: '>',
    });
    const count = this.add
      .text(middle.x + middle.w / 2, middle.y + middle.h * 0.72, '', {
        fontFamily: FONT,
        fontSize: `${m.font('small')}px`,
        color: UI.textDim,
      })
      .setOrigin(0.5);
    this.dotsY = middle.y + middle.h * 0.28;
    this.dots = this.add.graphics();
    this.placeButton('howto-close', close, closeLabel, () => this.leave(target ?? MENU), {
      fontSize: m.font('heading'),
      color: target ? shade(this.kit.color, -0.35) : undefined,
    });
    // The keys (wide screens), shown once a keyboard is in use, as the buttons show their letters.
    if (keys) {
      const k = this.add
        .text(keys.x + keys.w / 2, keys.y + keys.h / 2, keysText, {
          fontFamily: FONT,
          fontSize: `${this.fitFont(keysText, keys.w, m.font('small'))}px`,
          color: UI.textDim,
        })
        .setOrigin(0.5)
        .setVisible(keyboardUsed());
      const off = onKeyboardUsed(() => k.setVisible(true));
      this.events.once(Phaser.Scenes.Events.SHUTDOWN, off);
    }
    this.texts = { title, status, line, count };
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
    let y = this.wordsRect.y + this.texts.title.height + this.m.gap * (this.side ? 1.6 : 0.8);
    this.captions.forEach((t, i) => {
      t.setText(page.lines[i] ?? '').setY(y);
      y += t.height + this.captionGap();
    });
    this.texts.count.setText(verbatim(`${index + 1} / ${this.pages.length}`));
    this.backButton.setEnabled(index > 0);
    this.nextButton.setText(last ? (this.launch.play ? t('PLAY') : t('DONE')) : t('NEXT >'));
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
    const { x } = this.texts.count;
    const k = this.m.unit;
    const gap = 18 * k;
    const n = this.pages.length;
    for (let i = 0; i < n; i++) {
      const dx = x + (i - (n - 1) / 2) * gap;
      const dy = this.dotsY;
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
    const m = this.m;
    const g = m.gap;
    const inner = inset(this.demoRect, Math.round(g * 1.2));
    // Every readout and line this page can show, so their room is enough for the longest.
    const states: unknown[] = [state];
    const said: string[] = [
      t('{who} TO MOVE', { who: floodPlayer(1) }),
      t('{who} IS THINKING…', { who: floodPlayer(2) }),
    ];
    for (const mv of moves) {
      const r = mv.ok ? rules.apply(states[states.length - 1], mv.value) : null;
      if (!r?.ok) break;
      states.push(r.value.state);
      said.push(this.kit.line(r.value.changes));
    }
    const label = m.font('label');
    const spacing = Math.round(label * 0.4);
    const tallest = (texts: string[], size: number): number =>
      Math.max(...texts.map((t) => wrappedHeight(t, size, inner.w, spacing)));
    const statuses = states.map((st) => this.kit.status(st));
    const statusH = tallest(statuses, label);
    const lineH = tallest(said, label);
    const chips = this.kit.chips(state);
    const chipPlan = this.chipPlan(chips, inner.w);
    const chipsH = chips.length ? gridHeight(chipPlan.rows, chipPlan.h, g) : 0;
    const [statusBand, boardBand, chipsBand, lineBand] = column(
      inner,
      [statusH, 'fill', chipsH, lineH],
      g,
    ) as [Rect, Rect, Rect, Rect];
    for (const [t, band] of [
      [this.texts.status, statusBand],
      [this.texts.line, lineBand],
    ] as const) {
      t.setFontSize(label)
        .setLineSpacing(spacing)
        .setWordWrapWidth(inner.w)
        .setPosition(band.x + band.w / 2, band.y + band.h / 2);
    }
    const board = new BoardView(this, {
      cols: state.width,
      rows: state.height,
      cx: boardBand.x + boardBand.w / 2,
      cy: boardBand.y + boardBand.h / 2,
      maxWidth: boardBand.w,
      maxHeight: boardBand.h,
      maxCell: 110 * m.unit,
    });
    root.add(board.container);
    this.board = board;
    this.marks = this.add.graphics();
    root.add(this.marks);
    if (this.kit.base) {
      this.ring = pulsingRing(this, board.cell);
      root.add(this.ring);
    }
    const cells = grid(chipsBand, chips.length, chipPlan.cols, chipPlan.w, chipPlan.h, g);
    this.chipViews = this.drawChips(root, chips, cells, chipPlan.font);
    this.demo = { start: state, moves: moves.map((m) => (m.ok ? m.value : null)), state, played: 0 };
    this.redraw();
    this.texts.line.setText('');
    root.setAlpha(0);
    this.track({ targets: root, alpha: 1, duration: ms(260) });
    const gen = this.generation;
    this.later(ms(FIRST), () => this.step(gen));
  }

  /**
   * The colour chips' size, font and rows: one row of chips up to 104 design pixels wide when their
   * labels (with a glyph, when glyphs are on) fit at the smallest font, else two rows.
   */
  private chipPlan(
    chips: readonly Chip[],
    width: number,
  ): { cols: number; rows: number; w: number; h: number; font: number } {
    const m = this.m;
    const n = Math.max(1, chips.length);
    const h = Math.round(Math.max(m.compact ? 36 * m.css : 0, 44 * m.unit));
    const glyph = getSettings().glyphs ? this.glyphSize() + 4 : 0;
    // The widest label a chip may show (a Flood Duel chip's gain can reach two digits).
    const widest = [...chips.map((c) => c.label), ...(this.gameId === 'flood-duel' ? ['+99'] : [])];
    const labelW = (size: number): number => Math.max(...widest.map((l) => textWidth(l, size)));
    const widthFor = (cols: number): number => Math.min(104 * m.unit, (width - m.gap * (cols - 1)) / cols);
    for (const cols of [n, Math.ceil(n / 2)]) {
      const w = widthFor(cols);
      for (let size = m.font('label'); size >= Math.ceil(m.minFont); size--) {
        if (labelW(size) <= w - glyph - 10) return { cols, rows: Math.ceil(n / cols), w, h, font: size };
      }
    }
    const cols = Math.ceil(n / 2);
    return { cols, rows: Math.ceil(n / cols), w: widthFor(cols), h, font: Math.ceil(m.minFont) };
  }

  private glyphSize(): number {
    return Math.round(Math.max(this.m.minFont, 18 * this.m.unit));
  }

  private drawChips(
    root: Phaser.GameObjects.Container,
    chips: readonly Chip[],
    cells: Rect[],
    font: number,
  ): ChipView[] {
    return chips.map((c, i) => {
      const cell = cells[i] as Rect;
      const { w, h } = cell;
      const box = this.add.container(cell.x + w / 2, cell.y + h / 2);
      const bg = this.add.image(0, 0, panelTexture(this, w, h, { fill: c.color, raised: true }));
      const label = this.add
        .text(0, -2, c.label, { fontFamily: FONT, fontSize: `${font}px`, color: readableOn(c.color) })
        .setOrigin(0.5);
      const glyph = getSettings().glyphs
        ? this.add.image(0, -2, glyphTexture(this, c.glyph, this.glyphSize()))
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
    this.ripple(v.box.x, v.box.y, 26 * this.m.unit);
    this.track({ targets: v.flash, alpha: { from: 0.7, to: 0 }, duration: ms(420) });
    if (!reducedMotion())
      this.track({ targets: v.box, scale: { from: 0.86, to: 1 }, duration: ms(260), ease: 'Back.Out' });
  }

  // ————— leaving and keys —————

  private leave(target: Target): void {
    if (this.leaving) return;
    this.leaving = true;
    this.clearPage();
    warmSolverFor(target.scene);
    this.fadeOut(ms(220), () => this.scene.start(target.scene, target.data ?? {}));
  }

  /** Where Esc goes: back to the screen that opened this one. */
  private exitTarget(): Target {
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
