// Flood Duel: two players race from opposite corners to own the most squares. The rules and the
// computer players live in logic/flood, the game's course (turns, the computer's pause, undo) in
// the midend; this scene shows the gains on the colour buttons and animates captures rippling out
// and the end-of-game transfers sweeping across.

import type Phaser from 'phaser';
import { colourName } from '../i18n/colours';
import { t, verbatim } from '../i18n/i18n';
import { levelName } from '../i18n/levels';
import * as FD from '../logic/flood';
import { interpretFlood } from '../logic/flood/input';
import type { Command, Input } from '../logic/input';
import { floodMidend } from '../midend/browser';
import { encodeDeal } from '../midend/codes/dealCode';
import { decodeDuel, encodeDuel } from '../midend/codes/duelCode';
import { DuelBook, receive } from '../midend/correspondence';
import { pictureOf } from '../midend/daily';
import { DEFAULT_PLAYERS, type FloodPlayers, type Mode } from '../midend/games/extras';
import type { FloodMidend } from '../midend/games/flood';
import { playedMoves } from '../midend/history';
import { targetOfCode } from '../midend/launch';
import type { Mover, Outcome } from '../midend/midend';
import { SCREENS } from '../midend/navigation';
import { paramsOf, setupFromParams } from '../midend/setup/flood';
import type { Timer } from '../midend/timer';
import { play } from '../services/sound';
import { storage } from '../services/storage';
import { BoardView } from '../ui/boardView';
import type { Button } from '../ui/button';
import { enterCode } from '../ui/codeDialog';
import { reducedMotion, shakeObject } from '../ui/fx';
import { keyboardUsed, onKeyboardUsed } from '../ui/keyboardUse';
import { centreOf, column, grid, type Rect, row, type Size } from '../ui/layout';
import { animateCapture, floodSwatch } from '../ui/moves/flood';
import { palette } from '../ui/palettes';
import { FONT, type Swatch, toCss, UI } from '../ui/theme';
import { toast } from '../ui/toast';
import { type EndSpec, type GameLaunch, GameScene } from './GameScene';
import { boardWords, captureWords, floodColourWord, floodTurnWords, type Side } from './spoken';

const SIZES: readonly FD.FloodSize[] = FD.SIZE_PRESETS;

export class FloodDuelScene extends GameScene<FD.FloodState, FD.FloodMove, FD.FloodChange, null> {
  private session!: FloodMidend;
  private colorButtons: Button[] = [];
  private texts!: Record<'p1' | 'p2' | 'moves' | 'turn', Phaser.GameObjects.Text>;
  private turnBox!: Phaser.GameObjects.Graphics;
  private nextNote!: Phaser.GameObjects.Text;
  /** How wide the turn line and the note may be. */
  private lineW = { turn: 0, note: 0 };
  /** A player's score box, outlined while it is their turn. */
  private score = { w: 0, top: 0, h: 0 };
  /** Settings for the next new game (the level and size buttons). */
  private next!: { options: FD.FloodOptions; players: FloodPlayers };

  constructor() {
    super(SCREENS.floodDuel);
  }

  protected get midend(): FloodMidend {
    return this.session;
  }

  create(data: GameLaunch = {}): void {
    this.colorButtons = [];
    if (data.duel !== undefined) {
      this.receiveDuel(data);
      return;
    }
    const wanted = setupFromParams(data.params);
    this.start(data, wanted.given ? { ...wanted, extras: wanted.players } : { messages: wanted.messages });
  }

  /**
   * A duel code arrives: checked by the rules and against this side's duel with that deal. A good
   * one is dealt (asking first if it replaces another game in progress), its earlier moves taken in
   * at once and the friend's new move played before the player's eyes. A bad one changes nothing:
   * the game here stays, and the reason is shown.
   */
  private receiveDuel(data: GameLaunch): void {
    const code = decodeDuel(data.duel ?? '');
    const got = code.ok ? receive(code.value, new DuelBook(storage).find(code.value)) : code;
    if (!got.ok) {
      play('invalid');
      this.start({ messages: [...(data.messages ?? []), got.reason] });
      return;
    }
    const { duel, fresh } = got.value;
    const players: FloodPlayers = { mode: 'mail', level: DEFAULT_PLAYERS.level, me: duel.me };
    const deal = { game: 'flood-duel' as const, options: duel.code.options, seed: duel.code.seed };
    // The duel code stays in the launch: if the player is asked first and says yes, it comes back.
    this.start(
      { ...data, seed: duel.code.seed, fresh: true, code: data.asked ? undefined : encodeDeal(deal) },
      { options: duel.code.options, extras: players, messages: [] },
    );
    if (this.session.players.mode !== 'mail' || this.session.seed !== duel.code.seed) return; // asked first
    this.session.takeDuel(duel.code.moves, Math.min(fresh, 1));
    if (fresh === 0) toast(this, t('Nothing new in this code: it is the duel as you have it.'));
  }

  protected makeMidend(timer: Timer): void {
    this.session = floodMidend(timer);
  }

  protected initialUi(): null {
    return null;
  }

  protected interpret(input: Input) {
    return interpretFlood(input);
  }

  private playerName(p: FD.Player): string {
    const { mode, me } = this.session.players;
    if (mode === 'duo') return t('PLAYER {n}', { n: p });
    if (mode === 'mail') return p === me ? t('YOU') : t('FRIEND');
    return p === 1 ? t('YOU') : t('COMPUTER');
  }

  /** A side as the spoken words name it: its name, and whether it is the player here. */
  private side(p: FD.Player): Side {
    const { mode, me } = this.session.players;
    const you = mode === 'cpu' ? p === 1 : mode === 'mail' ? p === me : false;
    return { name: this.playerName(p), you };
  }

  /** A duel by mail: the code of the duel as it stands is what COPY hands over. */
  protected override headerCode(): string {
    const duel = this.session.duel;
    return duel ? encodeDuel(duel.code) : super.headerCode();
  }

  /** What the last move did, in words (a duel by mail shows the friend's move this way). */
  /** The last move for the note line: in full, or short where the line is narrow. */
  private lastMoveLabels(): string[] {
    const full = this.lastMoveText();
    return full
      ? [
          full,
          full
            .replace(/^LAST: /, '')
            .replace(' TOOK ', ': ')
            .replace(/[()]/g, ''),
        ]
      : [''];
  }

  private lastMoveText(): string {
    const h = this.session.history;
    const step = h.steps[h.done - 1];
    const move = step?.moves[0];
    if (!step || !move) return '';
    const who = this.playerName(step.before.turn);
    const gained =
      FD.counts(step.after)[step.before.turn === 1 ? 'p1' : 'p2'] -
      FD.counts(step.before)[step.before.turn === 1 ? 'p1' : 'p2'];
    const colour = palette().flood[FD.colorIndex(move.color)]?.name.toUpperCase() ?? '';
    return t('LAST: {who} TOOK {colour} (+{n})', { who, colour, n: gained });
  }

  protected layout(): void {
    const m = this.m;
    const p = this.portrait;
    const s = this.session.state;
    const { players } = this.session;
    this.next = { options: this.session.options, players };
    const { body } = this.drawHeader(t('FLOOD DUEL'), toCss(0xff4fd8));
    const vs =
      players.mode === 'cpu'
        ? t('VS COMPUTER ({level})', { level: levelName(players.level) })
        : players.mode === 'mail'
          ? t('DUEL BY CODE · YOU ARE PLAYER {n}', { n: players.me ?? 1 })
          : t('TWO PLAYERS');
    this.describe(
      t('{w}×{h} · {vs} · SEED {seed}', { w: s.width, h: s.height, vs, seed: this.session.seed }),
    );
    // The board beside the controls column (landscape) or over the controls (portrait).
    const small = m.font('small');
    // A phone held sideways is short: the colour buttons go in one row of a wider column.
    const flat = !p && m.compact;
    const colourCols = flat ? 6 : 3;
    // …and its six new-game buttons in two rows of three (three rows would run off the bottom).
    const toolCols = flat ? 3 : 2;
    // Sideways, the turn and the next-game note share one line to leave the buttons room.
    const controls: Size[] = [
      this.readoutH,
      small * 1.4,
      this.toolbarH(6, colourCols),
      ...(flat ? [] : [small * 1.4]),
      this.toolbarH(6, toolCols),
    ];
    const side = flat ? body.w * 0.55 : Math.min(Math.max(body.w * 0.38, 260 * m.css), 460 * m.unit);
    let boardR: Rect;
    let parts: Rect[];
    if (p) {
      const [hud, turn, board, ...rest] = column(
        body,
        [controls[0] as number, controls[1] as number, 'fill', ...controls.slice(2)],
        m.gap,
      );
      boardR = board as Rect;
      parts = [hud as Rect, turn as Rect, ...rest];
    } else {
      const [left, right] = row(body, ['fill', side], m.gap * 2) as [Rect, Rect];
      boardR = left;
      // Sideways on a phone every pixel of height counts: tighter gaps between the rows.
      parts = column(right, controls, flat ? m.gap * 0.5 : m.gap);
    }
    const [hudR, lineR, colourR, ...restR] = parts as [Rect, Rect, Rect, ...Rect[]];
    const [turnR, noteR] = flat
      ? (row(lineR, ['fill', 'fill'], m.gap) as [Rect, Rect])
      : [lineR, restR[0] as Rect];
    const newR = restR[restR.length - 1] as Rect;
    this.lineW = { turn: turnR.w, note: noteR.w };
    this.board = new BoardView(
      this,
      this.boardBox(boardR, { cols: s.width, rows: s.height, maxCell: 64 * m.unit }),
    );

    // Scoreboard: one box per player in their colour; the one to move glows.
    this.turnBox = this.add.graphics();
    const colour = (i: number) => toCss((palette().players[i] as Swatch).color);
    const [p1, moves, p2] = this.readouts(
      [
        { label: this.playerName(1), color: colour(0) },
        { label: t('MOVES') },
        { label: this.playerName(2), color: colour(1) },
      ],
      hudR,
    ) as [Phaser.GameObjects.Text, Phaser.GameObjects.Text, Phaser.GameObjects.Text];
    this.score = { w: hudR.w / 3 - m.gap, top: hudR.y - m.gap / 2, h: this.readoutH + m.gap };
    const turn = this.add
      .text(centreOf(turnR).x, centreOf(turnR).y, '', {
        fontFamily: FONT,
        fontSize: `${small}px`,
        color: UI.text,
      })
      .setOrigin(0.5);
    this.texts = { p1, p2, moves, turn };
    if (!reducedMotion())
      this.tweens.add({ targets: this.turnBox, alpha: 0.5, duration: 500, yoyo: true, repeat: -1 });

    // Colour buttons, in the fixed order a–f (keys 1–6), each showing its gain.
    const cells = grid(colourR, palette().flood.length, colourCols, 140 * m.unit, m.buttonH, m.gap);
    palette().flood.forEach((sw, i) => {
      const b = this.placeButton(
        `color-${i + 1}`,
        cells[i] as Rect,
        '',
        () => this.handle({ kind: 'move', move: FD.moveOfIndex(i), ui: null }),
        {
          fontSize: m.font('body'),
          color: sw.color,
          glyph: sw.glyph,
          ariaLabel: t('Take {colour}', { colour: colourName(sw.name) }),
          clickSound: false,
        },
      );
      this.colorButtons.push(b);
    });

    // New games: against the computer (with its level) or two players; board size. LEVEL and SIZE
    // choose the next game's, and say so while they differ from this game's.
    this.toolbar(newR, toolCols, [
      { name: 'new-cpu', label: t('NEW VS CPU'), short: t('VS CPU'), onPress: () => this.startNew('cpu') },
      { name: 'level', label: '', onPress: () => this.command('level'), opts: { shortcut: 'L' } },
      {
        name: 'new-duo',
        label: t('NEW 2 PLAYERS'),
        short: t('2 PLAYERS'),
        onPress: () => this.startNew('duo'),
      },
      { name: 'size', label: '', onPress: () => this.command('size'), opts: { shortcut: 'S' } },
      {
        name: 'new-mail',
        label: t('NEW DUEL BY CODE'),
        short: t('BY CODE'),
        onPress: () => this.startNew('mail'),
      },
      { name: 'enter-code', label: t('ENTER CODE'), short: t('CODE'), onPress: () => this.enterCode() },
    ]);
    this.nextNote = this.add
      .text(centreOf(noteR).x, centreOf(noteR).y, '', {
        fontFamily: FONT,
        fontSize: `${small}px`,
        color: UI.accentText,
      })
      .setOrigin(0.5);
    this.showNext();
    const off = onKeyboardUsed(() => this.refreshHud());
    this.events.once('shutdown', off);
  }

  protected override get menuKey(): string {
    return 'M';
  }

  /** A friend's duel code (or any code) typed in here. */
  private enterCode(): void {
    enterCode(this.game, {
      title: "ENTER YOUR FRIEND'S DUEL CODE (OR ANY CODE)",
      submit: (text) => {
        const target = targetOfCode(text);
        if (!target.ok) {
          play('invalid');
          return target.reason;
        }
        this.anim.finish();
        this.scene.start(target.value.scene, target.value.data);
        return null;
      },
    });
  }

  /** Flood Duel's board has no cursor: plain arrows pan it when zoomed. */
  protected override get arrowsPan(): boolean {
    return true;
  }

  /** LEVEL and SIZE show the next game's choice; a note says when it differs from this game. */
  private showNext(): void {
    const { level } = this.next.players;
    const { width, height } = this.next.options;
    this.buttons.get('level')?.setText(t('LEVEL {level}', { level: levelName(level) }), levelName(level));
    this.buttons
      .get('size')
      ?.setText(t('SIZE {w}×{h}', { w: width, h: height }), verbatim(`${width}×${height}`));
    const now = this.session.state;
    const changed = level !== this.session.players.level || width !== now.width || height !== now.height;
    const next = [
      t('NEXT GAME: {level} · {w}×{h}', { level: levelName(level), w: width, h: height }),
      t('NEXT: {level} {w}×{h}', { level: levelName(level), w: width, h: height }),
    ];
    if (this.session.players.mode === 'mail')
      this.fitText(this.nextNote, this.lastMoveLabels(), this.lineW.note);
    else this.fitText(this.nextNote, changed ? next : [''], this.lineW.note);
  }

  protected override command(c: Command): void {
    if (c === 'level') {
      const levels = FD.AI_LEVELS;
      const level = levels[(levels.indexOf(this.next.players.level) + 1) % levels.length] ?? 'normal';
      this.next = { ...this.next, players: { ...this.next.players, level } };
      play('click');
      this.showNext();
    } else if (c === 'size') {
      const { width, height } = this.next.options;
      const z = SIZES[(SIZES.findIndex((q) => q.width === width && q.height === height) + 1) % SIZES.length];
      this.next = { ...this.next, options: { ...this.next.options, ...(z ?? FD.DEFAULT_SIZE) } };
      play('click');
      this.showNext();
    } else super.command(c);
  }

  // ————— drawing —————

  protected drawBoard(): void {
    const s = this.session.state;
    this.board.setAll(s.owner.map((_, i) => floodSwatch(s, i)));
  }

  protected drawUi(): void {}

  protected refreshHud(): void {
    const s = this.session.state;
    const c = FD.counts(s);
    this.bump(this.texts.p1, String(c.p1));
    this.bump(this.texts.p2, String(c.p2));
    this.bump(this.texts.moves, String(s.moves));
    const over = FD.status(s) === 'over';
    const gains = FD.gains(s, s.turn);
    const { thinking, players } = this.session;
    const human = players.mode === 'mail' ? s.turn === players.me : !this.session.isComputer(s.turn);
    this.colorButtons.forEach((b, i) => {
      // The key number shows once a keyboard is in use; a phone player sees the gain alone.
      const gain = verbatim(`+${gains[i] ?? 0}`);
      b.setText(keyboardUsed() ? verbatim(`${i + 1}  ${gain}`) : gain, gain);
      b.setEnabled(!over && human && !thinking);
    });
    const who = this.playerName(s.turn);
    const waiting = players.mode === 'mail' && !human;
    this.fitText(
      this.texts.turn,
      over
        ? [t('GAME OVER')]
        : thinking
          ? [t('{who} IS THINKING…', { who }), t('THINKING…')]
          : waiting
            ? [
                t("FRIEND'S TURN: COPY AND SEND THE CODE"),
                t("FRIEND'S TURN: SEND THE CODE"),
                t("FRIEND'S TURN"),
              ]
            : players.mode === 'mail'
              ? [t('YOUR TURN')]
              : [t('{who} TO MOVE', { who })],
      this.lineW.turn,
    );
    if (players.mode === 'mail') {
      this.fitText(this.nextNote, this.lastMoveLabels(), this.lineW.note);
      this.refreshCode();
    }
    this.texts.turn.setColor(over ? UI.text : toCss((palette().players[s.turn - 1] as Swatch).color));
    const g = this.turnBox;
    g.clear();
    if (!over) {
      const t = s.turn === 1 ? this.texts.p1 : this.texts.p2;
      const { w, top, h } = this.score;
      g.lineStyle(Math.max(2, 3 * this.m.unit), (palette().players[s.turn - 1] as Swatch).color, 1);
      g.strokeRoundedRect(t.x - w / 2, top, w, h, 10 * this.m.unit);
    }
  }

  protected override refused(move: FD.FloodMove): void {
    play('invalid');
    const b = this.colorButtons[FD.colorIndex(move.color)];
    if (b) shakeObject(this, b);
  }

  // ————— animation —————

  protected animate(ch: FD.FloodChange, _by: Mover): void {
    animateCapture(this, this.board, this.anim, ch, this.session.state.width);
  }

  // ————— new games and the end —————

  /** A new game in `mode`, with the level and size chosen for it (the NEW buttons ask first). */
  private restartIn(mode: Mode): void {
    this.anim.finish();
    const options = { ...this.next.options, first: this.session.nextFirst(mode) };
    const params = paramsOf(options, { ...this.next.players, mode });
    this.scene.restart({ fresh: true, params } satisfies GameLaunch);
  }

  private startNew(mode: Mode): void {
    this.askNewGame(() => this.restartIn(mode));
  }

  protected newGame(): void {
    this.restartIn(this.session.players.mode);
  }

  protected readonly challengeRule = { unit: 'square' as const, lower: false };

  /** A square per colour the first player chose (turns alternate from the player who started). */
  protected dailyPicture(): string {
    const moves = playedMoves(this.session.history);
    const starter = this.session.options.first;
    return pictureOf(
      moves
        .filter((_, i) => (i % 2 === 0 ? starter : 3 - starter) === 1)
        .map((m) => palette().flood[FD.colorIndex(m.color)]?.name ?? ''),
    );
  }

  /** Against the computer: the squares you own at the end. */
  protected override challengeResult(): number | null {
    const s = this.session.state;
    return this.session.players.mode === 'cpu' && FD.status(s) === 'over' ? FD.counts(s).p1 : null;
  }

  protected override challengeLevel(): FD.AiLevel {
    return this.session.players.level;
  }

  protected endPanel(_o: Outcome): EndSpec {
    const s = this.session.state;
    const { mode, level } = this.session.players;
    const w = FD.winner(s);
    const c = FD.counts(s);
    let title = t('DRAW!');
    let titleColor = toCss(UI.accent);
    if (w === 1 || w === 2) {
      title =
        mode === 'cpu'
          ? w === 1
            ? t('YOU WIN!')
            : t('COMPUTER WINS')
          : mode === 'mail'
            ? w === this.session.players.me
              ? t('YOU WIN!')
              : t('YOUR FRIEND WINS')
            : t('PLAYER {n} WINS!', { n: w });
      titleColor = toCss((palette().players[w - 1] as Swatch).color);
    }
    const lines = [t('{p1} – {p2} in {n} moves', { p1: c.p1, p2: c.p2, n: s.moves })];
    if (mode === 'cpu')
      lines.push(
        t('Wins against {level}: {wins}', { level: levelName(level), wins: this.session.winsAgainst(level) }),
      );
    if (mode === 'mail' && s.lastMover === this.session.players.me)
      lines.push(t('Copy the code and send it: your friend sees the end too.'));
    return {
      title,
      titleColor,
      lines,
      sound: mode === 'cpu' && w === 2 ? 'lose' : 'win',
      buttons: [
        { name: 'rematch', label: t('NEW GAME'), onPress: () => this.newGame() },
        { name: 'close-panel', label: t('SEE THE BOARD'), onPress: () => this.hideEnd() },
      ],
    };
  }

  // ————— test hook —————

  // ————— in words —————

  protected moveWords(ch: FD.FloodChange): string {
    return captureWords(ch, this.session.state, (p) => this.side(p));
  }

  protected hintWords(move: FD.FloodMove): string {
    return t('take {colour}', { colour: floodColourWord(FD.colorIndex(move.color)) });
  }

  protected statusWords(): string {
    const s = this.session.state;
    const c = FD.counts(s);
    const board = t('{w} by {h} board; {one} {p1}, {two} {p2}.', {
      w: s.width,
      h: s.height,
      one: this.playerName(1).toLowerCase(),
      p1: c.p1,
      two: this.playerName(2).toLowerCase(),
      p2: c.p2,
    });
    return `${board} ${floodTurnWords(s, (p) => this.side(p))}`;
  }

  protected boardWords(): string {
    const s = this.session.state;
    const mine = (p: 1 | 2) => (this.side(p).you ? t('yours') : this.playerName(p).toLowerCase());
    return boardWords(s.width, s.height, (x, y) => {
      const i = y * s.width + x;
      const o = s.owner[i];
      return o === 1 || o === 2 ? mine(o) : floodColourWord(s.colors[i] ?? 0);
    });
  }

  protected boardText(): string {
    return FD.encode(this.session.state);
  }

  protected movesText(): number {
    return this.session.state.moves;
  }

  protected gameSnapshot(): Record<string, unknown> {
    const s = this.session.state;
    const { thinking, players } = this.session;
    return {
      busy: this.anim.busy || thinking,
      thinking,
      turn: s.turn,
      mode: players.mode,
      level: players.level,
      me: players.me ?? null,
      duelCode: this.session.duel ? encodeDuel(this.session.duel.code) : null,
      lastMove: this.lastMoveText(),
      size: { width: s.width, height: s.height },
      counts: FD.counts(s),
      gains: FD.gains(s, s.turn),
      winner: FD.winner(s),
      buttonsEnabled: this.colorButtons.map((b) => b.isEnabled),
    };
  }
}
