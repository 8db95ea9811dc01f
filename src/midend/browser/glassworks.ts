// GlassWorks' midend and session on the browser: the app's storage, the solver in its worker.

import { randomSeed } from '../../services/deepLink';
import { storage } from '../../services/storage';
import { GlassMidend, glassSolverPort } from '../games/glassworks';
import { type AnySession, Session } from '../session/session';
import { glassPart } from '../sessions/glassworks';
import type { Timer } from '../timer';
import { glassClient, sessionDeps } from './workers';

export const glassMidend = (timer: Timer): GlassMidend =>
  new GlassMidend({ storage, timer, randomSeed, solver: glassSolverPort(glassClient(timer)) });

export const glassSession = (timer: Timer): AnySession =>
  new Session(glassPart(glassMidend(timer)), sessionDeps());
