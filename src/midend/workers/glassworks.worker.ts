// Web Worker: the GlassWorks solver thinks here, never on the frame.
import { answerGlass } from './glassworks.answer';
import { serve } from './serve';

serve(answerGlass);
