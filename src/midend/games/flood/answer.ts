// What the Flood Duel worker answers: the colour the computer player picks at its level, or how
// fair a board is (Hard against Hard from both starts). Pure, so tests run it directly.

import { computerMove } from '../../../logic/flood/ai';
import { fairness } from '../../../logic/flood/fairness';
import type {
  FloodAnswer,
  FloodFairnessAnswer,
  FloodFairnessQuestion,
  FloodMoveQuestion,
  FloodQuestion,
} from './worker';

export function answerFlood(q: FloodMoveQuestion): FloodAnswer;
export function answerFlood(q: FloodFairnessQuestion): FloodFairnessAnswer;
export function answerFlood(q: FloodQuestion): FloodAnswer | FloodFairnessAnswer;
export function answerFlood(q: FloodQuestion): FloodAnswer | FloodFairnessAnswer {
  return 'kind' in q ? fairness(q.state) : computerMove(q.level, q.state, q.seed);
}
