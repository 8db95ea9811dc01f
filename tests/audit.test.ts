// The layout audit (tests/e2e/audit.ts) on made-up screens: each rule finds what it should, names
// the items, and a clean screen passes. The browser test (tests/e2e/layout.test.ts) runs the same
// audit on every real screen at phone, tablet and desktop sizes.

import { describe, expect, it } from 'vitest';
import { auditLayout, hardProblems, type LayoutItem, type Problem } from './e2e/audit';

const DESKTOP = { width: 1280, height: 720, css: 1 };
/** A 390×844 phone drawn at 2 canvas pixels per CSS pixel. */
const PHONE = { width: 780, height: 1688, css: 2 };

/** A control with its label centred inside, a label `chars` characters wide (12 px a character). */
function control(
  name: string,
  x: number,
  y: number,
  w: number,
  h: number,
  label = name,
  font = 12,
): LayoutItem {
  const tw = label.length * font;
  return {
    kind: 'control',
    name,
    text: label,
    bounds: { x, y, w, h },
    textBounds: { x: x + (w - tw) / 2, y: y + (h - font) / 2, w: tw, h: font },
    fontSize: font,
  };
}

function text(label: string, x: number, y: number, font = 14): LayoutItem {
  return {
    kind: 'text',
    name: null,
    text: label,
    bounds: { x, y, w: label.length * font, h: font },
    textBounds: null,
    fontSize: font,
  };
}

/** A tidy desktop screen: a title, a status line, a row of three buttons. */
const clean = (): LayoutItem[] => [
  text('GLASSWORKS', 40, 30, 22),
  text('SEED 2026', 40, 70, 12),
  control('undo', 40, 620, 160, 52, 'UNDO'),
  control('redo', 212, 620, 160, 52, 'REDO'),
  control('menu', 384, 620, 160, 52, 'MENU'),
];

const rules = (ps: Problem[]) => ps.map((p) => p.rule);

describe('layout audit', () => {
  it('passes a clean layout with no problems', () => {
    expect(auditLayout(clean(), DESKTOP, { phone: false })).toEqual([]);
  });

  it('fails a label made too long: it spills out of its button', () => {
    const items = clean();
    // The same 160 px button with a label of 20 characters (240 px at 12 px a character).
    items[3] = control('redo', 212, 620, 160, 52, 'REDO THE LAST JUMP!!');
    const problems = auditLayout(items, DESKTOP, { phone: false });
    expect(rules(problems)).toEqual(['label-spill']);
    expect(problems[0]?.items).toEqual(['button:redo "REDO THE LAST JUMP!!"']);
    expect(problems[0]?.message).toMatch(/spills out .* by 40 px left, 40 px right/);
    expect(hardProblems(problems)).toHaveLength(1);
  });

  it('allows a label 1 canvas pixel over its control for rounding', () => {
    const b = control('ok', 100, 100, 120, 40, 'OK');
    const items = [{ ...b, textBounds: { x: 99, y: 100, w: 122, h: 40.5 } }];
    expect(auditLayout(items, DESKTOP, { phone: false })).toEqual([]);
    const over = [{ ...b, textBounds: { x: 98.5, y: 100, w: 20, h: 20 } }];
    expect(rules(auditLayout(over, DESKTOP, { phone: false }))).toEqual(['label-spill']);
  });

  it('fails two overlapping controls, naming both', () => {
    const items = clean();
    items[3] = control('redo', 190, 620, 160, 52, 'REDO'); // 10 px over UNDO
    const problems = auditLayout(items, DESKTOP, { phone: false });
    expect(rules(problems)).toEqual(['control-overlap']);
    expect(problems[0]?.items).toEqual(['button:undo "UNDO"', 'button:redo "REDO"']);
    expect(problems[0]?.message).toContain('overlap by 10×52 px');
  });

  it('lets controls touch or share 1 px, and ignores an open panel covering the screen', () => {
    const touching = [
      control('a', 0, 0, 100, 50),
      control('b', 99, 0, 100, 50),
      control('c', 0, 49, 100, 50),
    ];
    expect(auditLayout(touching, DESKTOP, { phone: false })).toEqual([]);
    // A question over the screen: its buttons sit on top of UNDO and REDO, which it dims.
    const items = [
      ...clean(),
      text('NEW GAME?', 100, 560, 28),
      control('confirm-new', 60, 610, 300, 56, 'YES'),
    ];
    expect(rules(auditLayout(items, DESKTOP, { phone: false }))).toEqual([
      'control-overlap',
      'control-overlap',
    ]);
    expect(auditLayout(items, DESKTOP, { phone: false, modalFrom: 5 })).toEqual([]);
    // Inside the panel the rules hold as anywhere.
    const twoAnswers = [...items, control('cancel-new', 60, 650, 300, 56, 'NO')];
    expect(rules(auditLayout(twoAnswers, DESKTOP, { phone: false, modalFrom: 5 }))).toEqual([
      'control-overlap',
    ]);
  });

  it('fails a control smaller than 44 CSS px on a phone only', () => {
    // 80 canvas px tall at 2 canvas px per CSS px: 40 CSS px.
    const items = [
      control('hint', 20, 1500, 300, 80, 'HINT', 24),
      control('undo', 340, 1500, 300, 100, 'UNDO', 24),
    ];
    const problems = auditLayout(items, PHONE, { phone: true });
    expect(rules(problems)).toEqual(['small-control']);
    expect(problems[0]?.message).toContain('button:hint "HINT" is 40 CSS px on its short side');
    // The same buttons on a desktop-sized window are fine.
    expect(auditLayout(items, PHONE, { phone: false })).toEqual([]);
    // Exactly 44 CSS px passes.
    expect(auditLayout([control('ok', 20, 20, 88, 88, 'OK', 24)], PHONE, { phone: true })).toEqual([]);
  });

  it('fails text under 10 CSS px, free or on a control, allowing 0.5 px for rounding', () => {
    // On the phone canvas 19 px is 9.5 CSS px (allowed), 18 px is 9 (too small).
    const ok = [text('SEED 2026', 20, 20, 19), control('menu', 20, 100, 400, 100, 'MENU', 19)];
    expect(auditLayout(ok, PHONE, { phone: true })).toEqual([]);
    const small = [text('SEED 2026', 20, 20, 18), control('menu', 20, 100, 400, 100, 'MENU', 18)];
    const problems = auditLayout(small, PHONE, { phone: true });
    expect(rules(problems)).toEqual(['small-text', 'small-text']);
    expect(problems[0]?.message).toContain('text "SEED 2026" has a 9 CSS px font');
    expect(problems[1]?.items).toEqual(['button:menu "MENU"']);
  });

  it('fails a control or text outside the canvas, allowing 1 px', () => {
    const items = [
      text('POINTS LEFT', -90, 130, 10), // 90 px off the left edge
      control('menu', 1180, 0, 101, 41, 'MENU'), // 1 px over: rounding
      control('new', 1200, 700, 100, 52, 'NEW'), // off the right and bottom
    ];
    const problems = auditLayout(items, DESKTOP, { phone: false });
    expect(rules(problems)).toEqual(['outside-canvas', 'outside-canvas']);
    expect(problems[0]?.message).toContain('text "POINTS LEFT"');
    expect(problems[0]?.message).toContain('by 90 px left');
    expect(problems[1]?.message).toContain('by 32 px bottom, 20 px right');
  });

  it('reports free texts overlapping texts or controls as soft text-overlap only', () => {
    const items = [...clean(), text('SOLVING…', 60, 35, 12), text('PAR 9', 100, 630, 12)];
    const problems = auditLayout(items, DESKTOP, { phone: false });
    expect(rules(problems)).toEqual(['text-overlap', 'text-overlap']);
    expect(problems[0]?.items).toEqual(['text "GLASSWORKS"', 'text "SOLVING…"']);
    expect(problems[1]?.items).toEqual(['button:undo "UNDO"', 'text "PAR 9"']);
    expect(hardProblems(problems)).toEqual([]);
  });

  it('names an unnamed control by its label and clips long texts', () => {
    const long = 'This game will be lost: undo cannot bring it back once a new deal starts';
    const items = [{ ...control('x', 0, 0, 10, 10), name: null, text: 'OK' }, text(long, -5, 0, 12)];
    const problems = auditLayout(items, DESKTOP, { phone: false });
    expect(problems.flatMap((p) => p.items)).toContain('control "OK"');
    expect(problems.find((p) => p.rule === 'outside-canvas')?.items[0]).toBe(
      'text "This game will be lost: undo ca…"',
    );
  });
});
