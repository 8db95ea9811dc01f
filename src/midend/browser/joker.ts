// Joker Coloring's midend and session on the browser: the app's storage, the solver in its worker.

import { randomSeed } from '../../services/deepLink';
import { storage } from '../../services/storage';
import { JokerMidend, jokerSolverPort } from '../games/joker';
import { type AnySession, Session } from '../session/session';
import { jokerPart } from '../sessions/joker';
import type { Timer } from '../timer';
import { jokerClient, sessionDeps } from './workers';

export const jokerMidend = (timer: Timer): JokerMidend =>
  new JokerMidend({ storage, timer, randomSeed, solver: jokerSolverPort(jokerClient(timer)) });

export const jokerSession = (timer: Timer): AnySession =>
  new Session(jokerPart(jokerMidend(timer)), sessionDeps());
