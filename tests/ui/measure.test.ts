// Word wrap and paragraph height without a canvas: with no 2D context every glyph of the pixel
// font is 1 em wide (as Press Start 2P's are), so the lines are known exactly. The browser tests
// lay every screen out with the real font.

import { describe, expect, it } from 'vitest';
import { wrapLines, wrappedHeight } from '../../src/ui/render/measure';

describe('wrapLines (Phaser basic word wrap)', () => {
  it('fills each line with whole words', () => {
    // 10 px glyphs, 100 px: "PAINT THE " is 100 px wide with its space.
    expect(wrapLines('PAINT THE WHOLE BOARD', 10, 100)).toEqual(['PAINT THE ', 'WHOLE ', 'BOARD']);
  });

  it('never splits a word longer than the line', () => {
    expect(wrapLines('A VERYLONGWORDINDEED B', 10, 60)).toEqual(['A ', 'VERYLONGWORDINDEED ', 'B']);
  });

  it('keeps the text’s own line breaks', () => {
    expect(wrapLines('ONE\nTWO THREE', 10, 1000)).toEqual(['ONE', 'TWO THREE']);
  });

  it('a last word fits without the space after it', () => {
    expect(wrapLines('AB CD', 10, 50)).toEqual(['AB CD']);
    expect(wrapLines('AB CD', 10, 49)).toEqual(['AB ', 'CD']);
  });
});

describe('wrappedHeight', () => {
  it('is the lines times the line height, with the spacing between them', () => {
    expect(wrappedHeight('ONE', 10, 1000, 4)).toBe(10);
    expect(wrappedHeight('PAINT THE WHOLE BOARD', 10, 100, 4)).toBe(3 * 10 + 2 * 4);
  });
});
