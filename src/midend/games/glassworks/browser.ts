// GlassWorks' midend and session on the browser: the app's storage, the solver in its worker.

import { randomSeed } from '../../../services/deepLink';
import { storage } from '../../../services/storage';
import { glassClient, sessionDeps } from '../../browser/workers';
import type { Timer } from '../../core/timer';
import { type AnySession, Session } from '../../session/session';
import { GlassMidend, glassSolverPort } from './midend';
import { glassPart } from './part';

export const glassMidend = (timer: Timer): GlassMidend =>
  new GlassMidend({ storage, timer, randomSeed, solver: glassSolverPort(glassClient(timer)) });

export const glassSession = (timer: Timer): AnySession =>
  new Session(glassPart(glassMidend(timer)), sessionDeps());
