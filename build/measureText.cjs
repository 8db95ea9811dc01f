// Phaser's MeasureText (gameobjects/text/MeasureText.js), remembered by font: a Text measures its
// font's ascent and descent when it is made, on a canvas of its own, and the menu's first frame
// makes some forty Texts in a handful of fonts. The same font gives the same figures, so each is
// measured once for the faces the document has (not before the font has loaded: a fallback's figures
// are never kept), on the string the arcade's Labels measure on, so a Text is as tall as a Label.

var MeasureText = require('phaser/src/gameobjects/text/MeasureText');

/** The string every font box is measured on, as the arcade's Labels measure (BOX_TEST_STRING in src/ui/render/measure.ts). */
var TEST_STRING = '|M\u00c3qgy';

var measured = new Map();

module.exports = (textStyle) => {
  // The faces in the document count too: Slovenian's capitals' face makes a font's texts taller.
  var faces = typeof document === 'undefined' ? 0 : document.fonts.size;
  var key = `${textStyle._font}\n${faces}`;
  var known = measured.get(key);
  if (!known) {
    // Measured on the arcade's string: the style itself, but for its test string.
    known = MeasureText(Object.create(textStyle, { testString: { value: TEST_STRING } }));
    if (typeof document === 'undefined' || document.fonts.check(textStyle._font)) measured.set(key, known);
  }
  // A copy: Phaser keeps the object it is given as the style's own metrics.
  return { ascent: known.ascent, descent: known.descent, fontSize: known.fontSize };
};
