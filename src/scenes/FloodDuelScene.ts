// Flood Duel: two players race from opposite corners to own the most squares. The rules and the
// computer players live in logic/flood; this scene shows the gains on the colour buttons, runs
// the computer's turn (in a Web Worker, after the original's one-second pause), and animates
// captures rippling out and the end-of-game transfers sweeping across.

import type Phaser from 'phaser';
import * as FD from '../logic/flood';
import { askComputer } from '../services/floodAi';
import { Records, SavedGame } from '../services/savedGame';
import { play } from '../services/sound';
import { BoardView } from '../ui/boardView';
import type { Button } from '../ui/button';
import { ms, popText, reducedMotion, shakeObject } from '../ui/fx';
import { showPanel } from '../ui/panel';
import { FLOOD, FONT, PLAYERS, type Swatch, toCss, UI } from '../ui/theme';

import { type FloodSetup, LEVELS, paramsOf, sameSetup, setupFromParams, validateSetup } from './floodSetup';
import { type GameLaunch, GameScene } from './GameScene';

/** The computer waits about a second before it moves, as the original did. */
const COMPUTER_PAUSE = 1000;
const SIZES: readonly FD.FloodSize[] = FD.SIZE_PRESETS;

export class FloodDuelScene extends GameScene<FD.FloodState, FloodSetup> {
  protected readonly saved = new SavedGame<FD.FloodState, FloodSetup>(
    'flood-duel',
    1,
    FD.validateState,
    validateSetup,
  );
  /** Wins against the computer per level (a running tally, not a best). */
  private readonly wins = new Records('flood-duel-wins', false);
  private colorButtons: Button[] = [];
  private p1Text!: Phaser.GameObjects.Text;
  private p2Text!: Phaser.GameObjects.Text;
  private movesText!: Phaser.GameObjects.Text;
  private turnText!: Phaser.GameObjects.Text;
  private turnBox!: Phaser.GameObjects.Graphics;
  private panel: Phaser.GameObjects.Container | null = null;
  private thinking = false;
  private thinkToken = 0;
  /** Settings for the next new game (the level and size buttons). */
  private next!: FloodSetup;

  constructor() {
    super('FloodDuel');
  }

  create(data: GameLaunch = {}): void {
    this.setupGame();
    this.panel = null;
    this.thinking = false;
    this.thinkToken++;
    this.colorButtons = [];
    const wanted = setupFromParams(data.params);
    const starter = Number(data.params?.starter) === 2 ? 2 : 1;
    this.resumeOrDeal(
      { ...data, messages: [...(data.messages ?? []), ...wanted.messages] },
      (seed) => ({ state: FD.newGame(wanted.setup, seed, starter), meta: wanted.setup }),
      (saved) => !wanted.given || sameSetup(saved, wanted.setup),
    );
    this.next = { ...this.meta };
    this.layout();
    this.renderAll();
  }

  private get setup(): FloodSetup {
    return this.meta;
  }

  private isComputer(p: FD.Player): boolean {
    return this.setup.mode === 'cpu' && p === 2;
  }

  private playerName(p: FD.Player): string {
    if (this.setup.mode === 'duo') return `PLAYER ${p}`;
    return p === 1 ? 'YOU' : 'COMPUTER';
  }

  private layout(): void {
    const { width: W, height: H } = this.scale;
    const p = this.portrait;
    const s = this.state;
    this.drawTitle('FLOOD DUEL', toCss(0xff4fd8));
    const vs = this.setup.mode === 'cpu' ? `VS COMPUTER (${this.setup.level.toUpperCase()})` : 'TWO PLAYERS';
    this.add
      .text(p ? W / 2 : 30, p ? 76 : 62, `SEED ${this.seed} · ${s.width}×${s.height} · ${vs}`, {
        fontFamily: FONT,
        fontSize: this.px(9),
        color: UI.textDim,
      })
      .setOrigin(p ? 0.5 : 0, 0);
    const side = 420;
    const colX = p ? W / 2 : W - side / 2 - 10;
    this.board = new BoardView(this, {
      cols: s.width,
      rows: s.height,
      maxCell: 64,
      ...(p
        ? { cx: W / 2, cy: 500, maxWidth: W - 16, maxHeight: 560 }
        : { cx: (W - side) / 2 + 10, cy: 400, maxWidth: W - side - 20, maxHeight: 590 }),
    });

    // Scoreboard: one box per player in their colour; the one to move glows.
    const sy = p ? 112 : 40;
    const dx = p ? 190 : 150;
    this.turnBox = this.add.graphics();
    this.p1Text = this.readout(colX - dx, sy, '');
    this.p2Text = this.readout(colX + dx, sy, '');
    for (const [i, t] of [this.p1Text, this.p2Text].entries()) {
      const pl = PLAYERS[i] as Swatch;
      t.setColor(toCss(pl.color)).setFontSize(this.px(24));
      this.add
        .text(t.x, sy, this.playerName((i + 1) as FD.Player), {
          fontFamily: FONT,
          fontSize: this.px(10),
          color: toCss(pl.color),
        })
        .setOrigin(0.5, 0);
    }
    this.movesText = this.readout(colX, sy, 'MOVES');
    this.turnText = this.add
      .text(colX, sy + 70 * this.uiScale, '', { fontFamily: FONT, fontSize: this.px(11), color: UI.text })
      .setOrigin(0.5);
    if (!reducedMotion())
      this.tweens.add({ targets: this.turnBox, alpha: 0.5, duration: 500, yoyo: true, repeat: -1 });

    // Colour buttons, in the fixed order a–f (keys 1–6), each showing its gain.
    const by = p ? 850 : 200;
    FLOOD.forEach((sw, i) => {
      const row = Math.floor(i / 3);
      const col = i % 3;
      const step = p ? 210 : 124;
      const b = this.addButton(
        `color-${i + 1}`,
        colX + (col - 1) * step,
        by + row * (p ? 100 : 78),
        '',
        () => this.choose(i),
        {
          width: p ? 124 : 112,
          height: 62,
          fontSize: 14,
          color: sw.color,
          textColor: '#140c26',
          clickSound: false,
        },
      );
      this.colorButtons.push(b);
    });

    // New games: against the computer (with its level) or two players; board size; menu.
    const gy = p ? 1060 : 400;
    const rowGap = p ? 95 : 68;
    const half = p ? 170 : 96;
    const opts = { width: p ? 200 : 180, height: 52, fontSize: 11 };
    this.addButton('new-cpu', colX - half, gy, 'NEW VS CPU', () => this.newGame('cpu'), opts);
    const level = this.addButton(
      'level',
      colX + half,
      gy,
      '',
      () => {
        this.next.level = LEVELS[(LEVELS.indexOf(this.next.level) + 1) % LEVELS.length] as FD.AiLevel;
        level.setText(`LEVEL ${this.next.level.toUpperCase()}`);
      },
      opts,
    );
    level.setText(`LEVEL ${this.next.level.toUpperCase()}`);
    this.addButton('new-duo', colX - half, gy + rowGap, 'NEW 2 PLAYERS', () => this.newGame('duo'), opts);
    const size = this.addButton(
      'size',
      colX + half,
      gy + rowGap,
      '',
      () => {
        const i = SIZES.findIndex((z) => z.width === this.next.width && z.height === this.next.height);
        const z = SIZES[(i + 1) % SIZES.length] as FD.FloodSize;
        this.next = { ...this.next, width: z.width, height: z.height };
        size.setText(`SIZE ${z.width}×${z.height}`);
      },
      opts,
    );
    size.setText(`SIZE ${this.next.width}×${this.next.height}`);
    this.addButton('menu', p ? colX : colX, p ? H - 60 : gy + rowGap * 2, 'MENU', () => this.toMenu(), opts);
  }

  // ————— drawing —————

  private swatchAt(i: number): Swatch {
    const o = this.state.owner[i];
    if (o === 1 || o === 2) return PLAYERS[o - 1] as Swatch;
    return FLOOD[this.state.colors[i] ?? 0] as Swatch;
  }

  protected renderAll(): void {
    this.anim.finish();
    this.board.setAll(this.state.owner.map((_, i) => this.swatchAt(i)));
    this.refreshHud();
    this.showEnd(false);
    this.maybeComputerTurn();
  }

  private refreshHud(): void {
    const s = this.state;
    const c = FD.counts(s);
    this.bump(this.p1Text, String(c.p1));
    this.bump(this.p2Text, String(c.p2));
    this.bump(this.movesText, String(s.moves));
    const over = FD.status(s) === 'over';
    const gains = FD.gains(s, s.turn);
    const human = !this.isComputer(s.turn);
    this.colorButtons.forEach((b, i) => {
      b.setText(`${i + 1}  +${gains[i] ?? 0}`);
      b.setEnabled(!over && human && !this.thinking);
    });
    const who = this.playerName(s.turn);
    this.turnText.setText(over ? 'GAME OVER' : this.thinking ? `${who} IS THINKING…` : `${who} TO MOVE`);
    this.turnText.setColor(over ? UI.text : toCss((PLAYERS[s.turn - 1] as Swatch).color));
    const g = this.turnBox;
    g.clear();
    if (!over) {
      const t = s.turn === 1 ? this.p1Text : this.p2Text;
      const w = 130 * this.uiScale;
      const h = 70 * this.uiScale;
      g.lineStyle(3, (PLAYERS[s.turn - 1] as Swatch).color, 1);
      g.strokeRoundedRect(t.x - w / 2, t.y - 24 * this.uiScale, w, h, 12);
    }
  }

  // ————— moves —————

  protected onGameKey(e: KeyboardEvent): void {
    const n = Number(e.key);
    if (Number.isInteger(n) && n >= 1 && n <= 6) {
      const b = this.colorButtons[n - 1];
      if (b?.isEnabled) this.choose(n - 1);
      else play('invalid');
    }
  }

  private choose(color: number): void {
    if (this.thinking || this.isComputer(this.state.turn)) {
      play('invalid');
      return;
    }
    this.makeMove(color);
  }

  private makeMove(color: number): void {
    this.anim.finish();
    const r = FD.apply(this.state, color);
    if (!r.ok) {
      play('invalid');
      const b = this.colorButtons[color];
      if (b) shakeObject(this, b);
      return;
    }
    this.commit(r.value.state);
    this.animateMove(r.value.change);
    this.refreshHud();
  }

  private animateMove(ch: FD.FloodChange): void {
    const b = this.board;
    const mover = PLAYERS[ch.player - 1] as Swatch;
    const fade = ms(180);
    this.anim.begin(() => this.afterMove());
    const gained = ch.captured.reduce((n, l) => n + l.length, 0);
    play('capture', Math.min(2.2, 0.75 + gained / 25));
    const step = Math.min(60, 600 / Math.max(1, ch.captured.length));
    ch.captured.forEach((layer, k) => {
      this.anim.after(ms(k * step), () => {
        for (const i of layer) b.blend(i, mover, this.anim, fade);
      });
    });
    let t = ms(ch.captured.length * step);
    if (gained > 0) {
      const first = ch.captured[0]?.[0];
      if (first !== undefined) {
        const c = b.centreOf(first);
        this.anim.after(t, () => popText(this, c.x, c.y, `+${gained}`, toCss(mover.color)));
      }
    }
    // End transfers sweep across the board column by column.
    for (const tr of ch.transfers) {
      const to = PLAYERS[tr.to - 1] as Swatch;
      const byColumn = new Map<number, number[]>();
      for (const i of tr.squares) {
        const x = i % this.state.width;
        byColumn.set(x, [...(byColumn.get(x) ?? []), i]);
      }
      const start = t;
      this.anim.after(start, () => play('capture', 1.6));
      for (const [x, squares] of byColumn) {
        this.anim.after(start + ms(x * 25), () => {
          for (const i of squares) b.blend(i, to, this.anim, fade);
        });
      }
      t += ms(this.state.width * 25 + 200);
    }
    this.anim.go();
  }

  private afterMove(): void {
    this.board.setAll(this.state.owner.map((_, i) => this.swatchAt(i)));
    this.showEnd(true);
    this.maybeComputerTurn();
  }

  /** The computer's turn: show it thinking, wait the pause, ask the worker, then move. */
  private maybeComputerTurn(): void {
    const s = this.state;
    if (FD.status(s) !== 'playing' || !this.isComputer(s.turn) || this.thinking) return;
    this.thinking = true;
    const token = ++this.thinkToken;
    this.refreshHud();
    const started = this.time.now;
    askComputer(this.setup.level, s, (this.seed + s.moves * 7919) >>> 0).then((reply) => {
      const wait = Math.max(0, COMPUTER_PAUSE - (this.time.now - started));
      this.time.delayedCall(wait, () => {
        if (token !== this.thinkToken || !this.scene.isActive()) return;
        this.thinking = false;
        this.makeMove(reply.color);
      });
    });
  }

  private newGame(mode: 'cpu' | 'duo'): void {
    this.anim.finish();
    this.thinkToken++;
    const starter = FD.nextStarter(this.state, mode);
    const setup: FloodSetup = { ...this.next, mode };
    this.scene.restart({
      fresh: true,
      params: { ...paramsOf(setup), starter: String(starter) },
    } satisfies GameLaunch);
  }

  // ————— end of game —————

  private showEnd(justEnded: boolean): void {
    this.panel?.destroy();
    this.panel = null;
    const s = this.state;
    if (FD.status(s) !== 'over') return;
    const w = FD.winner(s);
    const c = FD.counts(s);
    let title = 'DRAW!';
    let color = toCss(UI.accent);
    if (w === 1 || w === 2) {
      title = this.setup.mode === 'cpu' ? (w === 1 ? 'YOU WIN!' : 'COMPUTER WINS') : `PLAYER ${w} WINS!`;
      color = toCss((PLAYERS[w - 1] as Swatch).color);
    }
    if (justEnded) {
      const humanLost = this.setup.mode === 'cpu' && w === 2;
      play(humanLost ? 'lose' : 'win');
      if (this.setup.mode === 'cpu' && w === 1) {
        this.wins.record(this.setup.level, (this.wins.best(this.setup.level) ?? 0) + 1);
      }
    }
    const lines = [`${c.p1} – ${c.p2} in ${s.moves} moves`];
    if (this.setup.mode === 'cpu')
      lines.push(`Wins against ${this.setup.level}: ${this.wins.best(this.setup.level) ?? 0}`);
    this.panel = showPanel(this, {
      title,
      titleColor: color,
      lines,
      buttons: [
        { name: 'rematch', label: 'NEW GAME', onPress: () => this.newGame(this.setup.mode) },
        { name: 'close-panel', label: 'SEE THE BOARD', onPress: () => this.closePanel() },
      ],
    });
  }

  private closePanel(): void {
    this.panel?.destroy();
    this.panel = null;
  }

  // ————— test hook —————

  override snapshot(): Record<string, unknown> {
    const s = this.state;
    return {
      game: 'flood-duel',
      seed: this.seed,
      board: FD.encode(s),
      status: FD.status(s),
      busy: this.anim.busy || this.thinking,
      thinking: this.thinking,
      moves: s.moves,
      turn: s.turn,
      mode: this.setup.mode,
      level: this.setup.level,
      size: { width: s.width, height: s.height },
      counts: FD.counts(s),
      gains: FD.gains(s, s.turn),
      winner: FD.winner(s),
      buttonsEnabled: this.colorButtons.map((b) => b.isEnabled),
      panel: this.panel !== null,
    };
  }
}
