// The maker (MAKE on a menu card or in a game's MORE…): a board of the player's own for one game,
// painted square by square with the game's palette — tap or drag, FILL a region, the BASE (Joker
// Coloring), UNDO/REDO, CLEAR, RANDOM, the size and the game's settings; keys too (arrows and
// Space, 1–7 for a colour, P F B for the tools, Ctrl+Z / Ctrl+Y). TEST plays it at once, CHECK asks
// the game's solver, SHARE hands over its puzzle code and link. What it all means is the maker's
// (midend/maker/maker.ts); this screen draws it and passes the player's hands on.

import type Phaser from 'phaser';
import { t, verbatim } from '../i18n/i18n';
import type { Deal } from '../midend/codes/dealCode';
import { isGame } from '../midend/games/known';
import { gameName } from '../midend/games/names';
import { targetOfCode } from '../midend/launch/launch';
import { type ExploreLaunch, type MakerLaunch, MENU, SCREENS } from '../midend/launch/navigation';
import { edit, keyAction, type MakerAction } from '../midend/maker/actions';
import { makerKind } from '../midend/maker/kinds';
import { Maker } from '../midend/maker/maker';
import { unavailable } from '../midend/online/link';
import { randomSeed } from '../services/deepLink';
import { play } from '../services/sound';
import { storage } from '../services/storage';
import { ms } from '../ui/look/fx';
import { FONT, GAME_ACCENTS, toCss } from '../ui/look/theme';
import { MakerBoard } from '../ui/maker/makerBoard';
import { lineColour, placeRows } from '../ui/maker/makerRows';
import { makerRows } from '../ui/maker/makerSpec';
import { statusPlan, statusWords } from '../ui/maker/makerStatus';
import { textWidth, wrappedHeight } from '../ui/render';
import { fitLabel, type Rect, row } from '../ui/screen/layout';
import { toast } from '../ui/screen/toast';
import { makerLook } from '../views/makerLooks';
import { BaseScene } from './BaseScene';
import { publishBoard, shareCode } from './makerShare';
import { sceneTimer } from './sceneTimer';

export class MakerScene extends BaseScene {
  private launch!: MakerLaunch;
  private maker!: Maker;
  private board: MakerBoard | null = null;
  /** The keyboard's square. */
  private cursor = 0;
  private checking = false;
  /** A press on the board is painting on (until it is let go). */
  private stroking = false;

  constructor() {
    super(SCREENS.maker);
  }

  create(data: MakerLaunch): void {
    const kind = data && isGame(data.game) ? makerKind(data.game) : null;
    if (!kind) {
      this.goTo(MENU);
      return;
    }
    this.launch = data;
    if (this.maker?.kind !== kind) this.maker = new Maker(kind, storage);
    this.checking = false;
    this.draw();
    this.fadeIn(ms(200));
    this.input.on('pointerdown', (p: Phaser.Input.Pointer) => this.pointer(p, 'down'));
    this.input.on('pointermove', (p: Phaser.Input.Pointer) => p.isDown && this.pointer(p, 'drag'));
    this.input.on('pointerup', () => this.release());
  }

  override get screenTitle(): string {
    return t('Make a {game} board', { game: gameName(this.launch.game) });
  }

  protected override arrowsMoveFocus(): boolean {
    return false;
  }

  /** Draw the whole screen anew (a button's press may change the rows). */
  private draw(): void {
    this.resetScene();
    this.clearScreen();
    const m = this.m;
    const accent = GAME_ACCENTS[this.launch.game];
    const online = unavailable() === null;
    const rows = makerRows(this.maker, {
      press: (what) => this.act(what),
      label: (g) => this.maker.kind.glyphs[g] ?? '',
      look: makerLook(this.launch.game),
      checking: this.checking,
      online,
    });
    const closeLabel = t('CLOSE');
    // CLOSE as the other pages have it (ui/screen/page.ts), EXPLORE as wide as its word needs: a
    // phone's title keeps room for GLASSWORKS.
    const closeW = Math.max(m.buttonH * 2.2, textWidth(closeLabel, m.font('heading')) + m.buttonH * 0.8);
    const exploreW = Math.max(m.buttonH * 1.6, textWidth(t('EXPLORE'), m.font('label')) + m.buttonH * 0.6);
    // The status (three lines of body text on a portrait screen, two on a landscape one) in whole.
    const status = statusWords(this.maker, this.checking);
    const measure = (text: string, size: number, width: number) => wrappedHeight(text, size, width, 0);
    const closeRow = online ? exploreW + m.gap + closeW : closeW;
    const { plan, size: statusSize } = statusPlan(
      m,
      rows.length,
      m.portrait ? 3 : 2,
      closeRow,
      status.text,
      measure,
    );
    this.drawTitle(plan.title, accent);
    // EXPLORE (the game's shelf) beside CLOSE, where a server is set.
    const [explore, close] = online ? row(plan.close, [exploreW, 'fill'], m.gap) : [null, plan.close];
    if (explore)
      this.placeButton('maker-explore', explore, t('EXPLORE'), () => this.act({ kind: 'explore' }), {
        fontSize: m.font('label'),
        minFont: Math.ceil(m.minFont),
      });
    this.placeButton('maker-close', close, closeLabel, () => this.leave(), { fontSize: m.font('heading') });
    this.board = new MakerBoard(this, plan.board, this.maker.board);
    placeRows(this, plan.rows, rows, accent);
    this.add
      .text(plan.status.x, plan.status.y, status.text, {
        fontFamily: FONT,
        fontSize: `${statusSize}px`,
        color: lineColour(status.warning, accent),
        wordWrap: { width: plan.status.w },
      })
      .setOrigin(0, 0);
    this.paintBoard();
  }

  /** MAKE <GAME> · W×H in the game's colour, shorter where it has no room. */
  private drawTitle(box: Rect, accent: number): void {
    const m = this.m;
    const d = this.maker.board;
    const size = { game: gameName(this.launch.game), w: d.width, h: d.height };
    const title = fitLabel(
      [t('MAKE {game} · {w}×{h}', size), t('{game} · {w}×{h}', size)],
      box.w,
      m.font('title'),
      Math.ceil(m.minFont),
      textWidth,
    );
    this.add
      .text(box.x, box.y + box.h / 2, title.text, {
        fontFamily: FONT,
        fontSize: `${title.size}px`,
        color: toCss(accent),
        wordWrap: { width: box.w },
      })
      .setOrigin(0, 0.5);
  }

  /** The squares as the draft has them, and the marks over them: the base, the corners, a problem, the cursor. */
  private paintBoard(): void {
    const d = this.maker.board;
    const look = makerLook(this.launch.game);
    const verdict = this.maker.verdict();
    this.board?.paint(
      d.cells.map((c) => look(this.maker.kind.glyphs[c] ?? '')),
      {
        base: this.maker.kind.hasBase ? d.base : null,
        problem: 'problem' in verdict ? verdict.at : null,
        cursor: this.cursor,
      },
    );
  }

  // ————— the player's hands —————

  private pointer(p: Phaser.Input.Pointer, how: 'down' | 'drag'): void {
    const at = this.board?.squareAt(p.x, p.y);
    if (!at || this.controls.modal || this.controls.isLeaving) return;
    const i = at.y * this.maker.board.width + at.x;
    this.cursor = i;
    if (how === 'down') {
      this.stroking = true;
      this.maker.press(i);
      play('click');
    } else if (this.stroking) this.maker.drag(i);
    this.paintBoard();
  }

  /** A stroke on the board ends: one edit, and the rows and words drawn again for it. */
  private release(): void {
    if (!this.stroking) return;
    this.stroking = false;
    this.maker.release();
    this.draw();
  }

  private act(a: MakerAction): void {
    if (a.kind === 'leave') this.leave();
    else if (a.kind === 'cursor') {
      this.cursor = a.to;
      this.paintBoard();
    } else if (a.kind === 'explore') this.explore();
    else if (a.kind === 'test' || a.kind === 'check' || a.kind === 'share' || a.kind === 'publish')
      this.outward(a.kind);
    else if (edit(this.maker, a, randomSeed(), this.cursor)) this.edited();
  }

  private edited(): void {
    this.cursor = Math.min(this.cursor, this.maker.board.cells.length - 1);
    this.draw();
  }

  /** TEST, CHECK, SHARE: the board as the rules take it, else its problem said. */
  private outward(kind: 'test' | 'check' | 'share' | 'publish'): void {
    const verdict = this.maker.verdict();
    if ('problem' in verdict) {
      play('invalid');
      toast(this, verbatim(verdict.problem), 4);
      return;
    }
    if (kind === 'test') {
      const target = targetOfCode(verdict.code);
      if (target.ok) void this.goTo({ scene: target.value.scene, data: target.value.data }, ms(200));
    } else if (kind === 'share') shareCode(this, this.launch.game, verdict.code, this.stillHere());
    else if (kind === 'publish') this.publish(verdict.code);
    else this.check(verdict.deal, verdict.code);
  }

  private check(deal: Deal, code: string): void {
    if (this.checking) return;
    this.checking = true;
    this.draw();
    const here = this.stillHere();
    void this.maker.kind.check(deal, sceneTimer(this)).then((news) => {
      this.checking = false;
      if (news.kind === 'answer') this.maker.checked(news.check, code);
      if (!here()) return;
      if (news.kind === 'failed')
        toast(this, t('The solver gave no answer: {reason}', { reason: verbatim(news.reason) }), 4);
      this.draw();
    });
  }

  /** PUBLISH: only a board that passed its CHECK goes on the shelf. */
  private publish(code: string): void {
    const why = this.maker.unpublishable();
    if (why !== null) {
      play('invalid');
      toast(this, why, 4);
    } else publishBoard(this, { code, line: this.maker.checkLine() }, this.stillHere());
  }

  /** EXPLORE: the game's shelf; CLOSE there comes back here. */
  private explore(): void {
    play('select');
    const from = { scene: SCREENS.maker, data: this.launch };
    void this.goTo(
      { scene: SCREENS.explore, data: { game: this.launch.game, from } satisfies ExploreLaunch },
      ms(200),
    );
  }

  leave(): void {
    if (this.controls.isLeaving) return;
    this.goTo(this.launch.from ?? MENU, ms(200));
  }

  protected override onSceneKey(e: KeyboardEvent): void {
    if (this.controls.modal || this.controls.isLeaving) return;
    const a = keyAction(
      { key: e.key, ctrl: e.ctrlKey || e.metaKey, shift: e.shiftKey },
      this.maker,
      this.cursor,
    );
    if (a) this.act(a);
  }

  // ————— the test hook —————

  override snapshot(): Record<string, unknown> {
    return { game: null, screen: 'maker', maker: this.maker.report(this.checking) };
  }

  override locateCell(x: number, y: number): { x: number; y: number } | null {
    const d = this.maker.board;
    if (!this.board || x < 0 || y < 0 || x >= d.width || y >= d.height) return null;
    return this.board.centreOf(y * d.width + x);
  }
}

/** The screen, for its chunk's loader (src/screens.ts). */
export const screen = (): MakerScene => new MakerScene();
