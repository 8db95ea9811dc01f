// Why a GlassWorks jump is refused, in the rules' own words (the key i18n says them by). Apart from
// the rules so the translation table can list them without loading the rules.

export const REASONS = {
  fromOffBoard: 'off the board: the starting square is not on the board',
  toOffBoard: 'off the board: the destination is not on the board',
  noPiece: 'no piece to move',
  notStraightTwo: 'must jump exactly two squares in a straight line',
  overBlank: 'nothing to jump: the middle square is blank',
  secondaryOverPrimary: 'a secondary cannot jump a primary',
  secondaryOverOther: 'a secondary can only jump the same secondary',
  secondaryOntoPrimary: 'a secondary cannot land on a primary',
  primaryOverForeign: 'primary can only jump a secondary that contains it',
  ontoSecondary: 'cannot land on a secondary',
} as const;
