// Web Worker: the Flood Duel computer player thinks here, so a long search never stalls a frame.
import { answerFlood } from './flood';
import { serve } from './serve';

serve(answerFlood);
