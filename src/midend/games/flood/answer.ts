// What the Flood Duel worker answers: the colour the computer player picks at its level.
// Pure, so tests run it directly.

import { computerMove } from '../../../logic/flood/ai';
import type { FloodAnswer, FloodQuestion } from './worker';

export const answerFlood = (q: FloodQuestion): FloodAnswer => computerMove(q.level, q.state, q.seed);
