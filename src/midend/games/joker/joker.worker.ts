// Web Worker: the Joker Coloring solver thinks here, never on the frame.

import { serve } from '../../workers/serve';
import { answerJoker } from './answer';

serve(answerJoker);
