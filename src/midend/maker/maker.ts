// The maker (issue 43): one board being made for one game, served for every game by its kind
// (kind.ts). Input is read here and nowhere else — a press or a drag on a square with the chosen
// tool (paint, fill, place the base), a glyph picked, UNDO/REDO of edits (a stroke is one edit),
// CLEAR, RANDOM, the size and the game's settings — and every change is kept (drafts.ts). It says
// what the rules think of the board (a problem naming its square), its puzzle code when they take
// it, and holds the solver's CHECK as the screen hands it in. It never calls up into the screen.

import { reasonText, t } from '../../i18n/i18n';
import type { Storage } from '../../services/storage';
import type { Deal } from '../codes/dealCode';
import { encodeDeal } from '../codes/dealCode';
import type { MakerCheck } from './check';
import * as D from './draft';
import { Drafts } from './drafts';
import type { MakerKind } from './kind';

export type Tool = 'paint' | 'fill' | 'base';

/** What the rules say of the board: its deal, or why not and at which square (its index). */
export type Verdict =
  | { readonly deal: Deal; readonly code: string }
  | { readonly problem: string; readonly at: number | null };

/** How many edits UNDO can take back. */
const UNDO_DEPTH = 200;

export class Maker {
  private draft: D.Draft;
  private readonly past: D.Draft[] = [];
  private readonly future: D.Draft[] = [];
  /** The draft when the stroke under way began (null: no stroke). */
  private strokeFrom: D.Draft | null = null;
  private readonly drafts: Drafts;
  tool: Tool = 'paint';
  glyph: number;
  /** The solver's answer on this board (null: not asked since the last edit). */
  check: MakerCheck | null = null;

  constructor(
    readonly kind: MakerKind,
    storage: Storage,
  ) {
    this.drafts = new Drafts(storage);
    this.draft = this.drafts.load(kind);
    this.glyph = kind.offered(this.draft.settings)[0] ?? 0;
  }

  get board(): D.Draft {
    return this.draft;
  }

  get canUndo(): boolean {
    return this.past.length > 0;
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }

  /** The glyphs the palette offers now. */
  get offered(): readonly number[] {
    return this.kind.offered(this.draft.settings);
  }

  /** A press on square `at`: the tool's edit, a stroke begun (paint goes on while dragged). */
  press(at: number): void {
    this.strokeFrom = this.draft;
    this.apply(at);
  }

  /** The press dragged over square `at`: painting goes on; fill and base act once. */
  drag(at: number): void {
    if (this.strokeFrom !== null && this.tool === 'paint') this.apply(at);
  }

  /** The press let go: the stroke is one edit to undo. */
  release(): void {
    const from = this.strokeFrom;
    this.strokeFrom = null;
    if (from !== null && from !== this.draft) this.remember(from);
  }

  private apply(at: number): void {
    const d = this.draft;
    this.draft =
      this.tool === 'fill'
        ? D.fill(d, at, this.glyph)
        : this.tool === 'base'
          ? D.moveBase(d, at)
          : D.paint(d, at, this.glyph);
    if (this.draft !== d) this.changed();
  }

  pick(glyph: number): void {
    if (this.offered.includes(glyph)) {
      this.glyph = glyph;
      if (this.tool === 'base') this.tool = 'paint';
    }
  }

  choose(tool: Tool): void {
    if (tool !== 'base' || this.kind.hasBase) this.tool = tool;
  }

  undo(): void {
    const back = this.past.pop();
    if (back === undefined) return;
    this.future.push(this.draft);
    this.draft = back;
    this.changed();
  }

  redo(): void {
    const next = this.future.pop();
    if (next === undefined) return;
    this.past.push(this.draft);
    this.draft = next;
    this.changed();
  }

  clear(): void {
    this.edit(D.clearAll(this.draft, this.kind.blank));
  }

  random(seed: number): void {
    this.edit(this.kind.random(this.draft, seed));
  }

  /** The board grown or shrunk by `dw` columns and `dh` rows, within the rules' sizes. */
  resize(dw: number, dh: number): void {
    const { minW, maxW, minH, maxH } = this.kind.limits;
    const w = Math.min(maxW, Math.max(minW, this.draft.width + dw));
    const h = Math.min(maxH, Math.max(minH, this.draft.height + dh));
    if (w !== this.draft.width || h !== this.draft.height)
      this.edit(D.resize(this.draft, w, h, this.kind.blank));
  }

  /** A setting of the game's own moved by `step` within its range. */
  setting(name: string, step: number): void {
    const s = this.kind.settings.find((x) => x.name === name);
    if (!s) return;
    const now = this.draft.settings[name] ?? s.min;
    const value =
      s.max - s.min === 1 ? (now === s.max ? s.min : s.max) : Math.min(s.max, Math.max(s.min, now + step));
    if (value === now) return;
    this.edit(D.setSetting(this.draft, name, value, this.kind.offered, this.kind.blank));
    if (!this.offered.includes(this.glyph)) this.glyph = this.offered[0] ?? 0;
  }

  /** What the rules say of the board now. */
  verdict(): Verdict {
    const deal = this.kind.deal(this.draft);
    if (deal.ok) return { deal: deal.value, code: encodeDeal(deal.value) };
    const { row, column } = deal.params;
    const at =
      typeof row === 'number' && typeof column === 'number'
        ? (row - 1) * this.draft.width + (column - 1)
        : null;
    return { problem: reasonText(deal), at };
  }

  /** The solver's answer, handed in by the screen; dropped if the board changed since it was asked. */
  checked(check: MakerCheck, code: string): void {
    const now = this.verdict();
    if ('code' in now && now.code === code) this.check = check;
  }

  /** Why the board cannot be published (not checked, or its check failed), or null: it can. */
  unpublishable(): string | null {
    const check = this.check;
    if (!check) return t('CHECK the board first: only checked boards are published.');
    if (check.over) return t('This board is over before its first move: it is no puzzle.');
    if (check.warning)
      return t('This board did not pass its check, so it is not published: {line}', {
        line: check.lines.at(-1) ?? '',
      });
    return null;
  }

  /** The line the board's CHECK found, as move tokens (none: unchecked, or no line). */
  checkLine(): readonly string[] {
    return this.check?.line ?? [];
  }

  /** Where the maker stands, as the test hook reports it. */
  report(checking: boolean): Record<string, unknown> {
    const d = this.draft;
    const verdict = this.verdict();
    return {
      game: this.kind.game,
      board: D.boardText(d, this.kind.glyphs),
      width: d.width,
      height: d.height,
      base: this.kind.hasBase ? { x: d.base % d.width, y: Math.floor(d.base / d.width) } : null,
      settings: d.settings,
      tool: this.tool,
      glyph: this.kind.glyphs[this.glyph] ?? null,
      problem: 'problem' in verdict ? verdict.problem : null,
      code: 'code' in verdict ? verdict.code : null,
      check: checking ? 'checking' : (this.check?.figures ?? null),
    };
  }

  private edit(next: D.Draft): void {
    if (next === this.draft) return;
    this.remember(this.draft);
    this.draft = next;
    this.changed();
  }

  private remember(d: D.Draft): void {
    this.past.push(d);
    if (this.past.length > UNDO_DEPTH) this.past.shift();
    this.future.length = 0;
  }

  private changed(): void {
    this.check = null;
    this.drafts.keep(this.draft);
  }
}
