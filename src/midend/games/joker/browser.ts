// Joker Coloring's midend and session on the browser: the app's storage, the solver in its worker.

import { randomSeed } from '../../../services/deepLink';
import { storage } from '../../../services/storage';
import { jokerClient, sessionDeps } from '../../browser/workers';
import type { Timer } from '../../core/timer';
import { type AnySession, Session } from '../../session/session';
import { JokerMidend, jokerSolverPort } from './midend';
import { jokerPart } from './part';

export const jokerMidend = (timer: Timer): JokerMidend =>
  new JokerMidend({ storage, timer, randomSeed, solver: jokerSolverPort(jokerClient(timer)) });

export const jokerSession = (timer: Timer): AnySession =>
  new Session(jokerPart(jokerMidend(timer)), sessionDeps());
