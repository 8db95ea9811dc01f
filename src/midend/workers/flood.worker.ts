// Web Worker: the Flood Duel computer player thinks here, so a long search never stalls a frame.
import { answerFlood } from './flood.answer';
import { serve } from './serve';

serve(answerFlood);
