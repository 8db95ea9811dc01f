// GlassWorks in words for screen readers: a jump (the pieces and what became of them), the points
// left, the board, a hint, and the square under the keyboard's cursor.

import { colourName, GLASS_COLOURS } from '../../i18n/colours';
import { t } from '../../i18n/i18n';
import { count } from '../../i18n/units';
import type { GlassState, JumpChange, Move, Piece } from '../../logic/glassworks';
import { isCleared, isOver, points } from '../../logic/glassworks';
import { type GlassModel, landings } from '../../midend/games/glassworks/part';
import { boardWords, capital, squareWords, type Words } from '../words';

export const pieceWord = (p: Piece): string => (p === '.' ? t('empty') : colourName(GLASS_COLOURS[p]));

const pieceAt = (s: GlassState, x: number, y: number): Piece => s.cells[y * s.width + x] ?? '.';

/** "Blue jumps red, which turns yellow; it lands on green and makes … 96 points left." */
export function jumpWords(ch: JumpChange, after: GlassState): string {
  const jumper = pieceWord(ch.jumper);
  const over =
    ch.overAfter === '.'
      ? t('{jumper} jumps {over}, which breaks', { jumper, over: pieceWord(ch.overBefore) })
      : t('{jumper} jumps {over}, which turns {after}', {
          jumper,
          over: pieceWord(ch.overBefore),
          after: pieceWord(ch.overAfter),
        });
  const landing =
    ch.toBefore === '.'
      ? ''
      : t('; it lands on {target} and makes {mix}', {
          target: pieceWord(ch.toBefore),
          mix: pieceWord(ch.toAfter),
        });
  return `${capital(over)}${landing}. ${glassStatusWords(after)}`;
}

export function glassStatusWords(s: GlassState): string {
  const left = t('{count} left.', { count: count(points(s), 'point') });
  if (!isOver(s)) return left;
  return isCleared(s)
    ? `${left} ${t('The board is clear!')}`
    : `${left} ${t('No jumps left: the game is over.')}`;
}

export const glassWords: Words<Move, JumpChange, GlassModel> = {
  move: (ch, after) => jumpWords(ch, after.state),
  status: (m) => glassStatusWords(m.state),
  board: (m) => boardWords(m.state.width, m.state.height, (x, y) => pieceWord(pieceAt(m.state, x, y))),
  hint: (move, m) =>
    t('jump {piece} from {from} to {to}', {
      piece: pieceWord(pieceAt(m.state, move.from.x, move.from.y)),
      from: squareWords(move.from),
      to: squareWords(move.to),
    }),
  cursor: (m) => {
    const at = m.cursor;
    if (!at) return null;
    const piece = pieceWord(pieceAt(m.state, at.x, at.y));
    const square = squareWords(at);
    if (m.selected && m.selected.x === at.x && m.selected.y === at.y)
      return t('{square}: {piece}, selected', { square, piece });
    const jumps = landings(m, at).length;
    if (jumps > 0) return t('{square}: {piece}, can jump {n} ways', { square, piece, n: jumps });
    return t('{square}: {piece}', { square, piece });
  },
};
