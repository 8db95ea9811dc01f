// Flood Duel's view: the scoreboard (each player's squares in their colour, the one to move
// outlined), whose turn it is, the six colour buttons with what each would gain (under Filler's
// rules the two forbidden ones name whose colour they are), the new-game buttons with LEVEL, SIZE
// and RULES, and a note line: the next game's choice while it differs from this game's, or in a
// duel by code the friend's last move; before a first move, where the player starts (startMarker.ts).

import type Phaser from 'phaser';
import { colourName, FLOOD_COLOURS } from '../../i18n/colours';
import { playerName } from '../../i18n/floodPlayers';
import { t, verbatim } from '../../i18n/i18n';
import { levelName } from '../../i18n/levels';
import type { FloodChange, FloodMove, FloodState, Player } from '../../logic/flood';
import { moveOfIndex } from '../../logic/flood';
import type { FloodModel } from '../../midend/games/flood/model';
import type { Action } from '../../midend/session/effects';
import type { Animator } from '../../ui/board/animator';
import { BoardView } from '../../ui/board/boardView';
import { boardLayout } from '../../ui/board/boardWindow';
import type { Button } from '../../ui/controls/button';
import { keyboardUsed, onKeyboardUsed } from '../../ui/controls/keyboardUse';
import { reducedMotion } from '../../ui/look/fx';
import { palette } from '../../ui/look/palettes';
import { FONT, toCss, UI } from '../../ui/look/theme';
import type { ScreenHost } from '../../ui/screen/host';
import { bump, fitText, readoutHeight, readouts, toolbar, toolbarHeight } from '../../ui/screen/hud';
import { centreOf, column, grid, type Rect, row, type Size } from '../../ui/screen/layout';
import type { GameView, ViewContext, ViewKind } from '../types';
import { animateCapture, floodSwatch, playerColour } from './animate';
import { floodKit } from './demoKit';
import { floodPages } from './howTo';
import { choiceLabels, NewGameSheet } from './newGameSheet';
import { ownCorner, StartMarker } from './startMarker';
import { turnLine } from './turnLine';
import { floodWords } from './words';

/** The toolbar's buttons: UNDO and REDO, then the new games and their choices, then PLAY ONLINE. */
const TOOLS = 10;
/** On a phone held upright: UNDO, REDO and NEW GAME… (the rest in its sheet, newGameSheet.ts). */
const FOLDED_TOOLS = 3;

/** Where the Flood Duel screen's parts go in `body`, and how many colours and tools to a row. */
function floodLayout(host: ViewContext<FloodMove>['host'], body: Rect) {
  const m = host.m;
  const p = host.portrait;
  const small = m.font('small');
  // A phone held sideways is short: the colour buttons go in one row of a wider column, its ten
  // tools (UNDO, REDO, the new games and their choices, online) in two rows of five, and the turn
  // and the note share a line.
  const flat = !p && m.compact;
  // A phone held upright: the board gets the room, the new games fold into NEW GAME….
  const folded = p && m.compact;
  const tools = folded ? FOLDED_TOOLS : TOOLS;
  const colourCols = flat ? 6 : 3;
  const controlsWith = (toolCols: number): Size[] => [
    readoutHeight(host),
    small * 1.4,
    toolbarHeight(host, 6, colourCols),
    ...(flat ? [] : [small * 1.4]),
    toolbarHeight(host, tools, toolCols),
  ];
  // The tools two to a row where a side column has the height for five rows; else three to a row
  // (short labels), so a phone's board keeps its room; five to a row on a phone held sideways.
  const tall = (cols: number): boolean =>
    controlsWith(cols).reduce<number>((sum, h) => sum + (h as number) + m.gap, 0) <= body.h;
  const toolCols = flat ? 5 : p || !tall(2) ? 3 : 2;
  const controls = controlsWith(toolCols);
  const side = flat ? body.w * 0.55 : Math.min(Math.max(body.w * 0.38, 260 * m.css), 460 * m.unit);
  let boardR: Rect;
  let parts: Rect[];
  if (p) {
    const [hud, turn, board, ...rest] = column(
      body,
      [controls[0] as number, controls[1] as number, 'fill', ...controls.slice(2)],
      m.gap,
    );
    boardR = board;
    parts = [hud, turn, ...rest];
  } else {
    const [left, right] = row(body, ['fill', side], m.gap * 2);
    boardR = left;
    // Sideways on a phone every pixel of height counts: tighter gaps between the rows.
    parts = column(right, controls, flat ? m.gap * 0.5 : m.gap);
  }
  const [hudR, lineR, colourR, ...restR] = parts as [Rect, Rect, Rect, ...Rect[]];
  const [turnR, noteR] = flat ? row(lineR, ['fill', 'fill'], m.gap) : [lineR, restR[0]];
  const newR = restR[restR.length - 1];
  return { boardR, hudR, turnR, noteR, colourR, newR, colourCols, toolCols, folded };
}

/**
 * The tools: UNDO and REDO; new games against the computer (with its level) or two players, or a
 * duel by code; board size and rule set (LEVEL, SIZE and RULES choose the next game's, and say so
 * while they differ from this game's); ENTER CODE and PLAY ONLINE.
 */
function floodTools(act: (action: Action) => () => void, sheet: NewGameSheet | null) {
  const travel = [
    { name: 'undo', label: t('UNDO'), onPress: act('undo'), opts: { clickSound: false, shortcut: 'U' } },
    { name: 'redo', label: t('REDO'), onPress: act('redo'), opts: { clickSound: false } },
  ];
  if (sheet)
    return [...travel, { name: 'new-game-menu', label: t('NEW GAME…'), onPress: () => sheet.show() }];
  return [
    ...travel,
    { name: 'new-cpu', label: t('NEW VS CPU'), short: t('VS CPU'), onPress: act('new-cpu') },
    { name: 'level', label: '', onPress: act('level'), opts: { shortcut: 'L' } },
    { name: 'new-duo', label: t('NEW 2 PLAYERS'), short: t('2P'), onPress: act('new-duo') },
    { name: 'size', label: '', onPress: act('size'), opts: { shortcut: 'S' } },
    { name: 'new-mail', label: t('NEW DUEL BY CODE'), short: t('DUEL'), onPress: act('new-mail') },
    { name: 'ruleset', label: '', onPress: act('ruleset'), opts: { shortcut: 'R' } },
    { name: 'enter-code', label: t('ENTER CODE'), short: t('CODE'), onPress: act('enter-code') },
    { name: 'play-online', label: t('PLAY ONLINE'), short: t('ONLINE'), onPress: act('play-online') },
  ];
}

/**
 * Flood Duel is played from its colour buttons: its squares need to be seen, not tapped. Squares
 * under 12 CSS px (a 32×20 board on a phone) zoom to 20, and such a board opens zoomed.
 */
const SEEN_SQUARES = { under: 12, zoom: 20 } as const;

class FloodView implements GameView<FloodChange, FloodModel> {
  readonly board: BoardView;
  readonly transposed = false;
  private readonly host: ScreenHost;
  private readonly colours: Button[] = [];
  private readonly undo: Button;
  private readonly redo: Button;
  /** LEVEL, SIZE and RULES in the toolbar (null: folded into the NEW GAME… sheet). */
  private readonly choices: { level: Button; size: Button; rules: Button } | null;
  private readonly sheet: NewGameSheet | null;
  private readonly texts: Record<'p1' | 'p2' | 'moves' | 'turn' | 'note', Phaser.GameObjects.Text>;
  private readonly turnBox: Phaser.GameObjects.Graphics;
  /** A live duel's turn clock: a bar along the mover's score box that shortens as their time runs. */
  private readonly clockBar: Phaser.GameObjects.Graphics;
  private readonly lineW: { turn: number; note: number };
  /** A player's score box, outlined while it is their turn. */
  private readonly score: { w: number; top: number; h: number };
  /** "You start here": the corner of the player about to make their first move. */
  private readonly start: StartMarker;
  private last: FloodModel;

  constructor({ host, body, send }: ViewContext<FloodMove>, model: FloodModel) {
    this.host = host;
    this.last = model;
    const m = host.m;
    const s = model.state;
    const small = m.font('small');
    const { boardR, hudR, turnR, noteR, colourR, newR, colourCols, toolCols, folded } = floodLayout(
      host,
      body,
    );
    this.lineW = { turn: turnR.w, note: noteR.w };
    this.board = new BoardView(
      host,
      boardLayout(boardR, m.css, { cols: s.width, rows: s.height, maxCell: 64 * m.unit }, SEEN_SQUARES),
    );

    // Scoreboard: one box per player in their colour; the one to move glows.
    this.turnBox = host.add.graphics();
    this.clockBar = host.add.graphics();
    const name = (pl: Player) => playerName(pl, model.players.mode, model.players.me, model.other);
    const [p1, moves, p2] = readouts(
      host,
      [
        { label: name(1), color: toCss(playerColour(1)) },
        { label: t('MOVES') },
        { label: name(2), color: toCss(playerColour(2)) },
      ],
      hudR,
    ) as [Phaser.GameObjects.Text, Phaser.GameObjects.Text, Phaser.GameObjects.Text];
    this.score = { w: hudR.w / 3 - m.gap, top: hudR.y - m.gap / 2, h: readoutHeight(host) + m.gap };
    const line = (r: Rect, color: string) =>
      host.add
        .text(centreOf(r).x, centreOf(r).y, '', { fontFamily: FONT, fontSize: `${small}px`, color })
        .setOrigin(0.5);
    const turn = line(turnR, UI.text);
    if (!reducedMotion())
      host.tweens.add({ targets: this.turnBox, alpha: 0.5, duration: 500, yoyo: true, repeat: -1 });

    this.placeColours(colourR, colourCols, send);

    const act = (action: Action) => () => send({ kind: 'action', action });
    this.sheet = folded
      ? new NewGameSheet(
          host,
          (a) => act(a)(),
          () => this.last.next,
        )
      : null;
    const tools = toolbar(host, newR, toolCols, floodTools(act, this.sheet));
    [this.undo, this.redo] = tools as [Button, Button];
    const [level, size, rules] = [tools[3], tools[5], tools[7]];
    this.choices = level && size && rules ? { level, size, rules } : null;
    const note = line(noteR, UI.accentText);
    this.texts = { p1, p2, moves, turn, note };
    this.start = new StartMarker(host, this.board);
    // The colour buttons show their key numbers once a keyboard is in use.
    const off = onKeyboardUsed(() => this.draw(this.last));
    host.events.once('shutdown', off);
  }

  /** The colour buttons, in the fixed order a–f (keys 1–6), each showing its gain. */
  private placeColours(box: Rect, cols: number, send: ViewContext<FloodMove>['send']): void {
    const { host } = this;
    const m = host.m;
    const cells = grid(box, palette().flood.length, cols, 140 * m.unit, m.buttonH, m.gap);
    palette().flood.forEach((sw, i) => {
      const b = host.placeButton(
        `color-${i + 1}`,
        cells[i],
        '',
        () => send({ kind: 'move', move: moveOfIndex(i) }),
        {
          fontSize: m.font('body'),
          color: sw.color,
          glyph: sw.glyph,
          clickSound: false,
        },
      );
      this.colours.push(b);
    });
  }

  info(mo: FloodModel): string {
    const { players, state: s } = mo;
    const vs =
      players.mode === 'cpu'
        ? t('VS COMPUTER ({level})', { level: levelName(players.level) })
        : players.mode === 'mail'
          ? t('DUEL BY CODE · YOU ARE PLAYER {n}', { n: players.me ?? 1 })
          : players.mode === 'live'
            ? t('ONLINE · YOU ARE PLAYER {n}', { n: players.me ?? 1 })
            : t('TWO PLAYERS');
    const info = !mo.made
      ? t('{w}×{h} · {vs} · SEED {seed}', { w: s.width, h: s.height, vs, seed: mo.seed })
      : t('{w}×{h} · {vs} · MADE BOARD', { w: s.width, h: s.height, vs });
    return s.rules === 'filler' ? t('FILLER · {info}', { info }) : info;
  }

  rest(mo: FloodModel): void {
    const s = mo.state;
    this.board.setAll(s.owner.map((_, i) => floodSwatch(s, i)));
    this.draw(mo);
  }

  draw(mo: FloodModel): void {
    this.last = mo;
    const h = this.host;
    const s = mo.state;
    bump(h, this.texts.p1, String(mo.counts.p1));
    bump(h, this.texts.p2, String(mo.counts.p2));
    bump(h, this.texts.moves, String(s.moves));
    const { mode, me } = mo.players;
    this.colours.forEach((b, i) => {
      // The key number shows once a keyboard is in use; a phone player sees the gain alone.
      const gain = verbatim(`+${mo.gains[i] ?? 0}`);
      // Filler: a side's current colour may not be chosen; the button says whose it is, and a press
      // is refused with the rule, so a newcomer learns it.
      const at = mo.forbidden.indexOf(i);
      const colour = colourName(FLOOD_COLOURS[i] ?? 'red');
      if (at >= 0) {
        const holder: Player = at === 0 ? s.turn : s.turn === 1 ? 2 : 1;
        const who = playerName(holder, mode, me, mo.other);
        b.setText(who, t('P{n}', { n: holder }));
        b.setAccessibleName(t('{colour}: taken by {who}', { colour, who }));
      } else {
        b.setText(keyboardUsed() ? verbatim(`${i + 1}  ${gain}`) : gain, gain);
        b.setAccessibleName(t('Take {colour}', { colour }));
      }
      b.setEnabled(mo.enabled);
    });
    this.undo.setEnabled(mo.canUndo);
    this.redo.setEnabled(mo.canRedo);
    this.drawTurn(mo);
    this.drawNext(mo);
    this.drawClock(mo);
    const g = this.turnBox;
    g.clear();
    if (!mo.over) {
      const at = s.turn === 1 ? this.texts.p1 : this.texts.p2;
      const { w, top, h: bh } = this.score;
      g.lineStyle(Math.max(2, 3 * h.m.unit), playerColour(s.turn), 1);
      g.strokeRoundedRect(at.x - w / 2, top, w, bh, 10 * h.m.unit);
    }
  }

  /**
   * A live duel's turn clock: a bar along the bottom of the mover's score box, as long as the part
   * of their turn's time that is left; red in its last ten seconds. It steps once a second, as the
   * server counts, so it never keeps the screen moving.
   */
  private drawClock(mo: FloodModel): void {
    const bar = this.clockBar;
    const o = mo.online;
    const left = o?.clock ?? null;
    bar.clear();
    if (!o || left === null || mo.over || o.turnSeconds <= 0) return;
    const at = mo.state.turn === 1 ? this.texts.p1 : this.texts.p2;
    const { w, top, h: bh } = this.score;
    const thick = Math.max(3, 4 * this.host.m.unit);
    const inset = 6 * this.host.m.unit;
    const long = (w - inset * 2) * Math.min(1, left / o.turnSeconds);
    bar.fillStyle(left <= 10 ? 0xff5a5a : playerColour(mo.state.turn), 1);
    bar.fillRect(at.x - w / 2 + inset, top + bh - thick - inset / 2, long, thick);
  }

  /** A zoomed board shows the player's own corner. */
  zoomFocus(mo: FloodModel): { x: number; y: number } {
    return ownCorner(mo);
  }

  /** The board moved under the marks (zoomed or panned): the start marker follows its square. */
  boardMoved(mo: FloodModel): void {
    this.drawTurn(mo);
  }

  /** Whose turn, in the mover's colour, and their corner ringed before their first move. */
  private drawTurn(mo: FloodModel): void {
    const ring = this.start.draw(mo) ? this.start.lineWords(mo) : null;
    fitText(this.host, this.texts.turn, [...turnLine(mo, ring)], this.lineW.turn);
    this.texts.turn.setColor(mo.over ? UI.text : toCss(playerColour(mo.state.turn)));
  }

  /**
   * LEVEL, SIZE and RULES show the next game's choice (Filler has its own board: SIZE rests); the
   * note says when it differs from this game.
   */
  private drawNext(mo: FloodModel): void {
    const { level, width, height, changed, rules } = mo.next;
    const filler = rules === 'filler';
    const c = this.choices;
    if (c) {
      const words = choiceLabels(mo.next);
      c.level.setText(words.level.label, words.level.short);
      c.size.setText(words.size.label, words.size.short);
      c.size.setEnabled(!filler);
      c.rules.setText(words.rules.label, words.rules.short);
    }
    const words = { level: levelName(level), w: width, h: height };
    const next = filler
      ? [t('NEXT GAME: FILLER · {level} · {w}×{h}', words), t('NEXT: FILLER {level}', words)]
      : [t('NEXT GAME: {level} · {w}×{h}', words), t('NEXT: {level} {w}×{h}', words)];
    const sent = mo.players.mode === 'mail' || mo.players.mode === 'live';
    const labels = sent ? [...(mo.lastMove ?? [''])] : changed ? next : [''];
    fitText(this.host, this.texts.note, labels, this.lineW.note);
  }

  animate(ch: FloodChange, after: FloodModel, anim: Animator): void {
    animateCapture(this.host, this.board, anim, ch, after.state);
  }
}

export const floodView: ViewKind<FloodState, FloodMove, FloodChange, FloodModel> = {
  title: () => t('FLOOD DUEL'),
  colour: () => toCss(0xff4fd8),
  menuKey: 'M',
  arrowsPan: true,
  opensZoomed: true,
  words: floodWords,
  layout: (ctx, model) => new FloodView(ctx, model),
  howTo: { pages: floodPages, kit: floodKit },
};
