// Draws the Slovenian capitals Č, Š and Ž in the style of Press Start 2P into
// assets/fonts/press-start-2p-caps.otf: `npm run font` makes the same file on any machine.
// Press Start 2P has no capital forms for them (its Č is its č), so "TOČKE" read as "TOčKE". Here a
// capital is its letter six pixels tall (a small letter is five, a plain capital seven) under the
// small letters' háček, one pixel above the capitals. The font also has a taller "|": Phaser sizes
// a text from "|MÉqs" drawn in its font, so the háček is inside every text's box, never cut off.
// The face is used only in Slovenian (src/services/font.ts), where it comes before the fontsource faces.
import { writeFileSync } from 'node:fs';
import opentype from 'opentype.js';

const PX = 125; // one pixel of the 8 × 8 design in font units (1,000 to the em)

// Rows top to bottom; the bottom row sits on the baseline's pixel (y = 1, as the fontsource
// glyphs do). '#' is ink.
const HACEK = ['.##.##..', '..###...'];
const GLYPHS = {
  Č: [...HACEK, '..####..', '.##..##.', '##......', '##......', '.##..##.', '..####..'],
  Š: [...HACEK, '.#####..', '##......', '.#####..', '.....##.', '##...##.', '.#####..'],
  Ž: [...HACEK, '#######.', '....##..', '...##...', '..##....', '.##.....', '#######.'],
  // Phaser's measuring string starts with it: one pixel taller than the capitals.
  '|': ['...##...', '...##...', '...##...', '...##...', '...##...', '...##...', '...##...', '...##...'],
};

/** A glyph's path: one square per inked pixel (a renderer fills the union). */
function pathOf(rows) {
  const path = new opentype.Path();
  rows.forEach((row, i) => {
    const y = (rows.length - i + 1) * PX; // the top of row i; the last row's bottom is at y = PX
    [...row].forEach((ink, x) => {
      if (ink !== '#') return;
      path.moveTo(x * PX, y);
      path.lineTo((x + 1) * PX, y);
      path.lineTo((x + 1) * PX, y - PX);
      path.lineTo(x * PX, y - PX);
      path.close();
    });
  });
  return path;
}

const notdef = new opentype.Glyph({
  name: '.notdef',
  unicode: 0,
  advanceWidth: 8 * PX,
  path: new opentype.Path(),
});
const glyphs = [
  notdef,
  ...Object.entries(GLYPHS).map(
    ([ch, rows]) =>
      new opentype.Glyph({
        name: `uni${ch.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`,
        unicode: ch.codePointAt(0),
        advanceWidth: 8 * PX,
        path: pathOf(rows),
      }),
  ),
];
const font = new opentype.Font({
  familyName: 'Press Start 2P Caps',
  styleName: 'Regular',
  unitsPerEm: 8 * PX,
  ascender: 9 * PX,
  descender: 0,
  glyphs,
});
const out = new URL('../assets/fonts/press-start-2p-caps.otf', import.meta.url);
writeFileSync(out, Buffer.from(font.toArrayBuffer()));
console.log(`wrote ${out.pathname}`);
