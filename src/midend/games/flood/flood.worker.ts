// Web Worker: the Flood Duel computer player thinks here, so a long search never stalls a frame.

import { serve } from '../../workers/serve';
import { answerFlood } from './answer';

serve(answerFlood);
