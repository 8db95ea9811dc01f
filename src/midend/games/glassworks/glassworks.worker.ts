// Web Worker: the GlassWorks solver thinks here, never on the frame.

import { serve } from '../../workers/serve';
import { answerGlass } from './answer';

serve(answerGlass);
