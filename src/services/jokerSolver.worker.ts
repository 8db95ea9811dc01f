// Web Worker: the Joker Coloring solver thinks here, never on the frame.
import { answerJoker, type JokerSolveRequest } from './jokerSolverProtocol';

self.onmessage = (e: MessageEvent<JokerSolveRequest>) => {
  self.postMessage(answerJoker(e.data));
};
