// Flood Duel's midend and session on the browser: the app's storage, the computer in its worker.

import { randomSeed } from '../../../services/deepLink';
import { storage } from '../../../services/storage';
import { floodClient, sessionDeps } from '../../browser/workers';
import type { Timer } from '../../core/timer';
import { type AnySession, Session } from '../../session/session';
import { FloodMidend } from './midend';
import { floodPart } from './part';

export const floodMidend = (timer: Timer): FloodMidend =>
  new FloodMidend({ storage, timer, randomSeed, computer: floodClient(timer) });

export const floodSession = (timer: Timer): AnySession =>
  new Session(floodPart(floodMidend(timer)), sessionDeps());
