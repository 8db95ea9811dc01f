// Joker Coloring: paint the board one colour from the base. The rules live in logic/joker; this
// scene turns taps, clicks and keys into base changes and colour moves, and animates each move
// in the order the logic reports it: flood rings, knight squares, joker rounds.

import Phaser from 'phaser';
import * as JK from '../logic/joker';
import { presetLimits } from '../logic/joker/solver';
import { ok, type Result, reject } from '../logic/result';
import { askJokerSolver, cancelJokerSolver } from '../services/jokerSolver';
import { Records, SavedGame, type SolverRecord, validateSolverRecord } from '../services/savedGame';
import { play } from '../services/sound';
import { BoardView } from '../ui/boardView';
import type { Button } from '../ui/button';
import { burst, ms, popText, reducedMotion, shakeCamera, shakeObject } from '../ui/fx';
import { showPanel } from '../ui/panel';
import { JOKER, JOKER_SWATCH, type Swatch, toCss, UI } from '../ui/theme';
import { toast } from '../ui/toast';
import type { Point } from './BaseScene';
import { type GameLaunch, GameScene } from './GameScene';
import {
  describeOptions,
  LIMITS,
  type Limit,
  optionsFromParams,
  paramsOf,
  sameOptions,
} from './jokerOptions';

const swatchOf = (c: JK.Cell): Swatch => (c === '*' ? JOKER_SWATCH : JOKER[c]);
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
const QUIT_KEYS = ['q', 'escape', 'backspace', 'delete'];

/** Saved with the game: its options, the solver's par for the deal (null until known), hints taken. */
interface JokerMeta extends SolverRecord {
  options: JK.JokerOptions;
  /** A move limit set from par (easy par + 5, medium par + 2, hard par), or null for the MOVES option. */
  limit: Limit | null;
}

function validateMeta(json: unknown): Result<JokerMeta> {
  if (typeof json !== 'object' || json === null) return reject('meta is not an object');
  const m = json as Record<string, unknown>;
  if (!('options' in m)) {
    // Saves from before par existed held the options alone.
    const old = JK.checkOptions(json);
    return old.ok ? ok({ options: old.value, par: null, hints: 0, limit: null }) : old;
  }
  const options = JK.checkOptions(m.options);
  if (!options.ok) return options;
  const record = validateSolverRecord(m);
  if (!record.ok) return record;
  const limit = m.limit ?? null;
  if (limit !== null && !(LIMITS as readonly unknown[]).includes(limit)) return reject('bad limit');
  return ok({ options: options.value, ...record.value, limit: limit as Limit | null });
}

export class JokerColoringScene extends GameScene<JK.JokerState, JokerMeta> {
  protected readonly saved = new SavedGame<JK.JokerState, JokerMeta>(
    'joker-coloring',
    1,
    JK.validateState,
    validateMeta,
  );
  private readonly records = new Records('joker-coloring', true);
  private ring!: Phaser.GameObjects.Container;
  private ringMove: Phaser.Tweens.Tween | null = null;
  private cursorBox!: Phaser.GameObjects.Graphics;
  /** Choosing a new base with the keyboard (`s`, arrows, Enter). */
  private picking: Point | null = null;
  private panel: Phaser.GameObjects.Container | null = null;
  private colorButtons = new Map<JK.ColorLetter, Button>();
  private movesText!: Phaser.GameObjects.Text;
  private leftText!: Phaser.GameObjects.Text;
  private infoText!: Phaser.GameObjects.Text;
  private undoButton!: Button;
  private redoButton!: Button;
  private parText!: Phaser.GameObjects.Text;
  private solvingText!: Phaser.GameObjects.Text;
  private solving: 'par' | 'hint' | null = null;
  /** The colour the last hint suggested (its button glows until the next move). */
  private hinted: JK.ColorLetter | null = null;

  constructor() {
    super('JokerColoring');
  }

  create(data: GameLaunch = {}): void {
    this.setupGame();
    this.picking = null;
    this.panel = null;
    this.ringMove = null;
    this.colorButtons = new Map();
    this.solving = null;
    this.hinted = null;
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => cancelJokerSolver());
    const wanted = optionsFromParams(data.params);
    this.resumeOrDeal(
      { ...data, messages: [...(data.messages ?? []), ...wanted.messages] },
      (seed) => ({
        state: JK.newGame(wanted.options, seed),
        meta: { options: wanted.options, par: null, hints: 0, limit: wanted.limit },
      }),
      (saved) =>
        !wanted.given || (sameOptions(saved.options, wanted.options) && saved.limit === wanted.limit),
    );
    this.layout();
    this.renderAll();
    this.computePar();
    this.input.on('pointerdown', (p: Phaser.Input.Pointer) => this.onPointerDown(p));
  }

  private get options(): JK.JokerOptions {
    return this.meta.options;
  }

  private layout(): void {
    const { width: W, height: H } = this.scale;
    const p = this.portrait;
    const s = this.state;
    this.drawTitle('JOKER COLORING', toCss(UI.accent));
    this.infoText = this.add
      .text(p ? W / 2 : 30, p ? 80 : 62, '', {
        fontFamily: '"Press Start 2P"',
        fontSize: this.px(9),
        color: UI.textDim,
      })
      .setOrigin(p ? 0.5 : 0, 0);
    const side = 410; // landscape: controls column on the right
    const boardArea = p
      ? { cx: W / 2, cy: 520, maxWidth: W - 16, maxHeight: 700 }
      : { cx: (W - side) / 2 + 10, cy: 400, maxWidth: W - side - 20, maxHeight: 600 };
    this.board = new BoardView(this, { cols: s.width, rows: s.height, maxCell: 72, ...boardArea });
    this.ring = this.add.container(0, 0);
    const ringG = this.add.graphics();
    const c = this.board.cell;
    ringG.lineStyle(Math.max(6, c * 0.16), 0x000000, 0.55);
    ringG.strokeCircle(0, 0, c * 0.62);
    ringG.lineStyle(Math.max(3, c * 0.09), 0xffffff, 1);
    ringG.strokeCircle(0, 0, c * 0.62);
    this.ring.add(ringG);
    if (!reducedMotion())
      this.tweens.add({
        targets: this.ring,
        scale: 1.18,
        duration: 600,
        yoyo: true,
        repeat: -1,
        ease: 'Sine.InOut',
      });
    this.cursorBox = this.add.graphics();

    const colX = W - side / 2 - 10;
    const ry = p ? 112 : 100;
    const rx = p ? [W / 2 - 230, W / 2, W / 2 + 230] : [colX - 135, colX, colX + 135];
    this.movesText = this.readout(rx[0] ?? 0, ry, 'MOVES LEFT');
    this.leftText = this.readout(rx[1] ?? 0, ry, 'SQUARES LEFT');
    this.parText = this.readout(rx[2] ?? 0, ry, 'PAR');
    this.solvingText = this.solvingIndicator(rx[2] ?? 0, ry + 52 * this.uiScale);

    // One big swatch button per game colour, in the game's colour order.
    const letters = JK.gameColors(s.colors);
    const perRow = p ? Math.min(6, letters.length) : 3;
    const bw = p ? Math.min(104, 660 / perRow / this.uiScale - 8) : 112;
    const by0 = p ? 930 : 250;
    letters.forEach((letter, i) => {
      const row = Math.floor(i / perRow);
      const col = i % perRow;
      const inRow = Math.min(perRow, letters.length - row * perRow);
      const step = (bw + 12) * this.uiScale;
      const x = (p ? W / 2 : colX) + (col - (inRow - 1) / 2) * step;
      const y = by0 + row * (p ? 100 : 80);
      const sw = JOKER[letter];
      const b = this.addButton(`color-${letter}`, x, y, letter.toUpperCase(), () => this.colour(letter), {
        width: bw,
        height: 64,
        fontSize: 18,
        color: sw.color,
        textColor: '#1a1030',
        clickSound: false,
      });
      this.colorButtons.set(letter, b);
    });

    const tools = [
      { name: 'undo', label: 'UNDO U', onPress: () => this.undo(), opts: { clickSound: false } },
      { name: 'redo', label: 'REDO', onPress: () => this.redo(), opts: { clickSound: false } },
      { name: 'base', label: 'BASE S', onPress: () => this.startPicking() },
      { name: 'hint', label: 'HINT H', onPress: () => this.askHint() },
      { name: 'options', label: 'OPTIONS', onPress: () => this.openOptions() },
      { name: 'quit', label: 'QUIT Q', onPress: () => this.confirmQuit() },
      { name: 'menu', label: 'MENU', onPress: () => this.toMenu() },
    ];
    let buttons: Button[];
    if (p) {
      buttons = [...this.toolbar(H - 190, tools.slice(0, 4)), ...this.toolbar(H - 90, tools.slice(4))];
    } else {
      buttons = tools.map((t, i) =>
        this.addButton(
          t.name,
          colX + ((i % 2) - 0.5) * 200,
          420 + Math.floor(i / 2) * 72,
          t.label,
          t.onPress,
          {
            width: 186,
            height: 56,
            fontSize: 12,
            ...t.opts,
          },
        ),
      );
    }
    [this.undoButton, this.redoButton] = buttons as [Button, Button];
  }

  // ————— drawing —————

  protected renderAll(): void {
    this.anim.finish();
    this.clearHint();
    this.dropStaleHint();
    this.board.setAll(this.state.cells.map(swatchOf));
    this.placeRing(false);
    this.refreshHud();
    this.showEnd(false);
  }

  private refreshHud(): void {
    const s = this.state;
    this.bump(this.movesText, String(s.movesLeft));
    this.bump(this.leftText, String(JK.squaresLeft(s)));
    this.infoText.setText(`SEED ${this.seed} · ${describeOptions(this.options, this.meta.limit)}`);
    const playing = !JK.isOver(s);
    const baseColor = s.cells[JK.indexOf(s.base, s.width)];
    for (const [letter, b] of this.colorButtons) b.setEnabled(playing && letter !== baseColor);
    this.undoButton.setEnabled(this.canUndo() && !s.quit);
    this.redoButton.setEnabled(this.canRedo() && !s.quit);
    this.parText.setText(this.meta.par === null ? '…' : String(this.meta.par));
    this.solvingText.setVisible(this.solving !== null);
    this.drawCursor();
  }

  private placeRing(animate: boolean): void {
    const { x, y } = this.board.centre(this.state.base.x, this.state.base.y);
    this.ringMove?.remove();
    this.ringMove = null;
    if (animate)
      this.ringMove = this.tweens.add({ targets: this.ring, x, y, duration: ms(180), ease: 'Cubic.Out' });
    else this.ring.setPosition(x, y);
  }

  private drawCursor(): void {
    const g = this.cursorBox;
    g.clear();
    if (!this.picking) return;
    const c = this.board.cell;
    const { x, y } = this.board.centre(this.picking.x, this.picking.y);
    g.lineStyle(Math.max(3, c * 0.1), UI.accent, 1);
    g.strokeRect(x - c / 2 - 1, y - c / 2 - 1, c + 2, c + 2);
  }

  // ————— input —————

  private onPointerDown(p: Phaser.Input.Pointer): void {
    if (this.panel) return;
    const sq = this.board.squareAt(p.x, p.y);
    if (sq) this.moveBase(sq);
  }

  protected onGameKey(e: KeyboardEvent): void {
    const k = e.key.toLowerCase();
    if (this.panel) {
      if (k === 'u' && !this.state.quit) this.undo();
      return;
    }
    if (this.picking) {
      const arrows: Record<string, [number, number]> = {
        arrowleft: [-1, 0],
        arrowright: [1, 0],
        arrowup: [0, -1],
        arrowdown: [0, 1],
      };
      const d = arrows[k];
      if (d) {
        this.picking = {
          x: Phaser.Math.Clamp(this.picking.x + d[0], 0, this.state.width - 1),
          y: Phaser.Math.Clamp(this.picking.y + d[1], 0, this.state.height - 1),
        };
        this.drawCursor();
        return;
      }
      if (k === 'enter' || k === ' ') {
        const at = this.picking;
        this.picking = null;
        this.moveBase(at);
        return;
      }
      if (k === 'escape' || k === 's') {
        this.picking = null;
        play('deselect');
        this.drawCursor();
        return;
      }
    }
    if (k === 'h') this.askHint();
    else if (JK.isColorLetter(k)) this.colour(k);
    else if (k === 'u') this.undo();
    else if (k === 's') this.startPicking();
    else if (QUIT_KEYS.includes(k)) this.confirmQuit();
  }

  private startPicking(): void {
    if (JK.isOver(this.state)) return;
    this.picking = { ...this.state.base };
    play('select');
    this.drawCursor();
  }

  private moveBase(at: Point): void {
    this.anim.finish();
    const r = JK.setBase(this.state, at);
    if (!r.ok) {
      play('invalid');
      const i = at.y * this.state.width + at.x;
      shakeObject(this, this.board.square(i).tile);
      if (!(at.x === this.state.base.x && at.y === this.state.base.y))
        toast(this, `Not there: ${r.reason}.`, 2);
      return;
    }
    this.replacePresent(r.value);
    this.dropStaleHint();
    play('select', 1.2);
    this.placeRing(true);
    this.refreshHud();
  }

  private colour(letter: JK.ColorLetter): void {
    this.anim.finish();
    if (this.waitingForLimit()) {
      play('invalid');
      toast(this, "Working out par for this deal's move limit…", 2);
      return;
    }
    this.picking = null;
    const r = JK.colorMove(this.state, letter);
    if (!r.ok) {
      play('invalid');
      const b = this.colorButtons.get(letter);
      if (b) shakeObject(this, b);
      return;
    }
    this.clearHint();
    this.dropStaleHint();
    this.commit(r.value.state);
    this.animateMove(r.value.change);
    this.refreshHud();
  }

  // ————— animation —————

  private animateMove(ch: JK.ColorChange): void {
    const b = this.board;
    const sw = JOKER[ch.color];
    const fade = ms(200);
    this.anim.begin(() => this.afterMove());
    // 1. The flood ripples out from the base, ring by ring.
    const ringStep = Math.min(45, 700 / Math.max(1, ch.flood.length));
    ch.flood.forEach((ring, k) => {
      this.anim.after(ms(k * ringStep), () => {
        for (const i of ring) b.blend(i, sw, this.anim, fade);
      });
    });
    const size = ch.flood.reduce((n, r) => n + r.length, 0);
    play('capture', Math.min(2, 0.8 + size / 60));
    let t = ms(ch.flood.length * ringStep);
    // 2. The knight squares flash.
    if (ch.knight.length) {
      this.anim.after(t, () => {
        play('jump', 1.3);
        for (const i of ch.knight) {
          b.blend(i, sw, this.anim, fade);
          const c = b.centreOf(i);
          burst(this, c.x, c.y, 0xffffff, 5, 90);
        }
      });
      t += ms(160);
    }
    // 3. Jokers burst, round after round, so the chain visibly spreads.
    ch.jokerRounds.forEach((round, r) => {
      this.anim.after(t + ms(r * 240), () => {
        play('joker', 1 + Math.min(r, 6) * 0.08);
        for (const j of round.jokers) {
          const c = b.centreOf(j);
          b.blend(j, sw, this.anim, fade);
          burst(this, c.x, c.y, sw.color, 16, 260);
        }
        for (const i of round.painted) b.blend(i, sw, this.anim, fade);
        if (r >= 1) shakeCamera(this, 0.003 + Math.min(r, 5) * 0.002, 180);
      });
    });
    const jokers = ch.jokerRounds.reduce((n, r) => n + r.jokers.length, 0);
    if (jokers >= 2) {
      const base = b.centre(this.state.base.x, this.state.base.y);
      this.anim.after(t + ms(ch.jokerRounds.length * 240), () =>
        popText(this, base.x, base.y - b.cell, `${jokers} JOKERS!`, toCss(UI.accent)),
      );
    }
    this.anim.go();
  }

  private afterMove(): void {
    this.board.setAll(this.state.cells.map(swatchOf));
    this.showEnd(true);
  }

  // ————— the solver: par and hints —————

  /** Par: the solver's colour moves for this deal from its first position, in a Web Worker. */
  private computePar(): void {
    if (this.meta.par !== null || this.solving) return;
    const start = this.history.past[0] ?? this.history.present;
    this.solving = 'par';
    this.refreshHud();
    askJokerSolver('par', { ...start, base: { x: 0, y: 0 } }, (r) => {
      this.solving = null;
      this.meta = { ...this.meta, par: r.colourMoves };
      const limit = this.meta.limit;
      if (limit && this.state.movesMade === 0) {
        // The deal's move limit comes from par: the game starts now, with that many moves.
        const movesLeft = presetLimits(r.colourMoves)[limit];
        this.history = { past: [], present: { ...this.state, movesLeft }, future: [] };
      }
      this.persist();
      this.refreshHud();
    });
  }

  /** With a par-based limit, colour moves wait until par (and so the limit) is known. */
  private waitingForLimit(): boolean {
    return this.meta.limit !== null && this.meta.par === null;
  }

  /** Hint: the ring moves to the solver's base (if it changes it) and its colour button glows. */
  private askHint(): void {
    if (this.panel || JK.isOver(this.state)) {
      play('invalid');
      return;
    }
    this.anim.finish();
    this.picking = null;
    this.solving = 'hint';
    this.refreshHud();
    askJokerSolver('hint', this.state, (r) => {
      this.solving = null;
      for (const a of r.actions) {
        if (a.kind === 'base') this.moveBase(a.at);
        else {
          this.hinted = a.color;
          this.colorButtons.get(a.color)?.setGlow(true);
        }
      }
      this.meta = { ...this.meta, hints: this.meta.hints + 1 };
      this.persist();
      play('select', 1.3);
      this.refreshHud();
      this.computePar();
    });
  }

  /** The position changed while a hint was being worked out: cancel it (par carries on after). */
  private dropStaleHint(): void {
    if (this.solving !== 'hint') return;
    cancelJokerSolver();
    this.solving = null;
    this.computePar();
  }

  private clearHint(): void {
    if (this.hinted) this.colorButtons.get(this.hinted)?.setGlow(false);
    this.hinted = null;
  }

  // ————— end of game —————

  private recordKey(): string {
    const o = this.options;
    return `${o.width}x${o.height}c${o.colors}m${o.moves}s${this.seed}`;
  }

  private showEnd(justEnded: boolean): void {
    this.panel?.destroy();
    this.panel = null;
    const s = this.state;
    const st = JK.status(s);
    if (st === 'playing') return;
    const lines: string[] = [];
    let title = '';
    let color = toCss(UI.accent);
    if (st === 'won') {
      const before = this.records.best(this.recordKey());
      const newBest = this.records.record(this.recordKey(), s.movesMade);
      title = 'PAINTED!';
      color = toCss(UI.good);
      lines.push(`Won in ${plural(s.movesMade, 'move')}, ${s.movesLeft} to spare.`);
      const par = this.meta.par;
      if (par !== null) {
        lines.push(
          s.movesMade < par
            ? `Par ${par}: you beat the computer by ${par - s.movesMade}!`
            : s.movesMade === par
              ? `Par ${par}: you matched the computer.`
              : `Par ${par}: ${plural(s.movesMade - par, 'move')} over.`,
        );
      }
      if (this.meta.hints) lines.push(`Won with ${plural(this.meta.hints, 'hint')}.`);
      lines.push(
        newBest && before !== undefined
          ? `New best for this deal! (was ${before})`
          : `Best for this deal: ${plural(Math.min(s.movesMade, before ?? s.movesMade), 'move')}`,
      );
      if (justEnded) play('win');
    } else if (st === 'lost') {
      title = 'OUT OF MOVES';
      color = toCss(UI.danger);
      lines.push(`${JK.squaresLeft(s)} squares still differ.`);
      if (justEnded) play('lose');
    } else {
      title = 'DISQUALIFIED';
      color = toCss(UI.danger);
      lines.push('You gave up this deal.');
    }
    const buttons = [
      { name: 'new-game', label: 'NEW GAME', onPress: () => this.restartWith(undefined) },
      { name: 'replay', label: 'REPLAY DEAL', onPress: () => this.restartWith(this.seed) },
    ];
    if (st !== 'quit')
      buttons.push({ name: 'panel-undo', label: 'UNDO LAST MOVE', onPress: () => this.undo() });
    buttons.push({ name: 'panel-options', label: 'OPTIONS', onPress: () => this.openOptions() });
    this.panel = showPanel(this, { title, titleColor: color, lines, buttons });
  }

  private confirmQuit(): void {
    if (this.panel || JK.isOver(this.state)) return;
    this.anim.finish();
    play('invalid');
    this.panel = showPanel(this, {
      title: 'GIVE UP?',
      titleColor: toCss(UI.danger),
      lines: ['Quitting counts as disqualified.'],
      buttons: [
        { name: 'confirm-quit', label: 'YES, QUIT', onPress: () => this.quit(), color: UI.danger },
        { name: 'cancel-quit', label: 'KEEP PLAYING', onPress: () => this.renderAll() },
      ],
    });
  }

  private quit(): void {
    // Quitting is final: no undo step, the disqualification stands.
    this.replacePresent(JK.quit(this.state));
    this.history = { past: [], present: this.state, future: [] };
    this.persist();
    play('lose');
    this.renderAll();
  }

  private restartWith(seed: number | undefined): void {
    this.anim.finish();
    this.scene.restart({
      fresh: true,
      seed,
      params: paramsOf(this.options, this.meta.limit),
    } satisfies GameLaunch);
  }

  private openOptions(): void {
    this.anim.finish();
    this.persist();
    this.scene.start('JokerOptions', { params: paramsOf(this.options, this.meta.limit) });
  }

  // ————— test hook —————

  override snapshot(): Record<string, unknown> {
    const s = this.state;
    return {
      game: 'joker-coloring',
      seed: this.seed,
      board: JK.encode(s),
      status: JK.status(s),
      busy: this.anim.busy,
      moves: s.movesMade,
      movesLeft: s.movesLeft,
      squaresLeft: JK.squaresLeft(s),
      base: s.base,
      options: this.options,
      picking: this.picking,
      canUndo: this.canUndo(),
      canRedo: this.canRedo(),
      best: this.records.best(this.recordKey()) ?? null,
      par: this.meta.par,
      hints: this.meta.hints,
      limit: this.meta.limit,
      hinted: this.hinted,
      solving: this.solving,
      panel: this.panel !== null,
    };
  }
}
