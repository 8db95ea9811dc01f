// Web Worker: the Joker Coloring solver thinks here, never on the frame.
import { answerJoker } from './joker.answer';
import { serve } from './serve';

serve(answerJoker);
