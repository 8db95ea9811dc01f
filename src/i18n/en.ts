// English plural forms, for the keys (English texts) that count something (see i18n.ts). Every
// other English text is its own key.

import type { Plural } from './message';

export const EN_PLURALS: Readonly<Record<string, Plural>> = {
  'Imported {n} saved items: your progress is back.': {
    one: 'Imported {n} saved item: your progress is back.',
    other: 'Imported {n} saved items: your progress is back.',
  },
  'Saved {n} items to a file: IMPORT brings them back.': {
    one: 'Saved {n} item to a file: IMPORT brings it back.',
    other: 'Saved {n} items to a file: IMPORT brings them back.',
  },
  '{n} points': { one: '{n} point', other: '{n} points' },
  'IN PROGRESS · {n} JUMPS': { one: 'IN PROGRESS · {n} JUMP', other: 'IN PROGRESS · {n} JUMPS' },
  'IN PROGRESS · {n} MOVES': { one: 'IN PROGRESS · {n} MOVE', other: 'IN PROGRESS · {n} MOVES' },
  '{n} moves': { one: '{n} move', other: '{n} moves' },
  '{n} jumps': { one: '{n} jump', other: '{n} jumps' },
  '{n} hints': { one: '{n} hint', other: '{n} hints' },
  '{n} days': { one: '{n} day', other: '{n} days' },
  '{n} squares': { one: '{n} square', other: '{n} squares' },
  '{n} players': { one: '{n} player', other: '{n} players' },
  '{n} friends': { one: '{n} friend', other: '{n} friends' },
  '{n} games': { one: '{n} game', other: '{n} games' },
  '{n} squares still differ.': { one: '{n} square still differs.', other: '{n} squares still differ.' },
  '{n} points left{hints}': { one: '{n} point left{hints}', other: '{n} points left{hints}' },
  '{square}: {piece}, can jump {n} ways': {
    one: '{square}: {piece}, can jump 1 way',
    other: '{square}: {piece}, can jump {n} ways',
  },
  '{p1} – {p2} in {n} moves': { one: '{p1} – {p2} in {n} move', other: '{p1} – {p2} in {n} moves' },
  '{colour}: {n} squares painted, {jokers} burst.': {
    one: '{colour}: {n} square painted, {jokers} burst.',
    other: '{colour}: {n} squares painted, {jokers} burst.',
  },
  '{colour}: {n} squares painted.': {
    one: '{colour}: {n} square painted.',
    other: '{colour}: {n} squares painted.',
  },
  '{n} jokers': { one: '{n} joker', other: '{n} jokers' },
  '{n} free squares go to you.': {
    one: '{n} free square goes to you.',
    other: '{n} free squares go to you.',
  },
  '{n} free squares go to {who}.': {
    one: '{n} free square goes to {who}.',
    other: '{n} free squares go to {who}.',
  },
  'This code is older than your duel: it has {n} moves, yours has {had}. Ask your friend for their latest code.':
    {
      one: 'This code is older than your duel: it has {n} move, yours has {had}. Ask your friend for their latest code.',
      other:
        'This code is older than your duel: it has {n} moves, yours has {had}. Ask your friend for their latest code.',
    },
  "This code has {n} new moves, but only your friend's one move can be new.": {
    one: "This code has {n} new move, but only your friend's one move can be new.",
    other: "This code has {n} new moves, but only your friend's one move can be new.",
  },
  'The move limit falls back to the MOVES option: {n} moves.': {
    one: 'The move limit falls back to the MOVES option: {n} move.',
    other: 'The move limit falls back to the MOVES option: {n} moves.',
  },
  'IMPOSSIBLE: THIS DEAL NEEDS AT LEAST {n} MOVES': {
    one: 'IMPOSSIBLE: THIS DEAL NEEDS AT LEAST {n} MOVE',
    other: 'IMPOSSIBLE: THIS DEAL NEEDS AT LEAST {n} MOVES',
  },
  'TIGHT: THE QUICK SOLVER NEEDS {n} MOVES': {
    one: 'TIGHT: THE QUICK SOLVER NEEDS {n} MOVE',
    other: 'TIGHT: THE QUICK SOLVER NEEDS {n} MOVES',
  },
  'WINNABLE: THE QUICK SOLVER NEEDS {n} MOVES': {
    one: 'WINNABLE: THE QUICK SOLVER NEEDS {n} MOVE',
    other: 'WINNABLE: THE QUICK SOLVER NEEDS {n} MOVES',
  },
  '{n} MOVES': { one: '{n} MOVE', other: '{n} MOVES' },
  'JOKERS {n}': { one: 'JOKER {n}', other: 'JOKERS {n}' },
  'PAINTED! · {n} MOVES TO SPARE': {
    one: 'PAINTED! · {n} MOVE TO SPARE',
    other: 'PAINTED! · {n} MOVES TO SPARE',
  },
  '{n} JOKERS!': { one: '{n} JOKER!', other: '{n} JOKERS!' },
};
