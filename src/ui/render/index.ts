// What the rest of the arcade draws with: the one entry point to the text and texture code of this
// folder. Code outside `ui/render/` imports from here, never from the files behind it (the
// architecture test holds it), so how a picture or a word is drawn can change in one place. The one
// exception is `measure.ts`, the font measured without drawing: a pure layout plan (cardPlan.ts)
// reads it without loading Phaser.

export { type Face, FaceSheet, showFace } from './faces';
export { Label, type LabelStyle } from './label';
export { fitFont, textWidth, widestAdvance, wrappedHeight } from './measure';
export { type PanelLook, panelTexture, showPanel, showPanelSlices, slicesCorner } from './panelFaces';
export { addText } from './text';
export {
  calendarIconTexture,
  chartIconTexture,
  glyphTexture,
  ringTexture,
  shardTexture,
  sparkTexture,
  starTexture,
} from './textures';
