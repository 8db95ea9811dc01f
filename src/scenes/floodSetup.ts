// Flood Duel set-up: mode, computer level and board size, from launch parameters
// (`mode=cpu|duo&level=easy|normal|hard&w=&h=`) with a message for every bad value.

import * as FD from '../logic/flood';
import { ok, type Result, reject } from '../logic/result';

export type Mode = 'cpu' | 'duo';
export interface FloodSetup {
  mode: Mode;
  level: FD.AiLevel;
  width: number;
  height: number;
}

export const LEVELS: readonly FD.AiLevel[] = ['easy', 'normal', 'hard'];
export const DEFAULT_SETUP: FloodSetup = { mode: 'cpu', level: 'normal', ...FD.DEFAULT_SIZE };

export function setupFromParams(params: Record<string, string> = {}): {
  setup: FloodSetup;
  messages: string[];
  given: boolean;
} {
  const messages: string[] = [];
  const setup = { ...DEFAULT_SETUP };
  if (params.mode !== undefined) {
    if (params.mode === 'cpu' || params.mode === 'duo') setup.mode = params.mode;
    else messages.push(`mode must be cpu or duo; using ${setup.mode}.`);
  }
  if (params.level !== undefined) {
    if ((LEVELS as readonly string[]).includes(params.level)) setup.level = params.level as FD.AiLevel;
    else messages.push(`level must be easy, normal or hard; using ${setup.level}.`);
  }
  if (params.w !== undefined || params.h !== undefined) {
    const size = FD.validateSize(
      params.w ?? String(FD.DEFAULT_SIZE.width),
      params.h ?? String(FD.DEFAULT_SIZE.height),
    );
    if (size.ok) Object.assign(setup, size.value);
    else messages.push(`${size.reason}; using ${setup.width}×${setup.height}.`);
  }
  const given = ['mode', 'level', 'w', 'h'].some((k) => params[k] !== undefined);
  return { setup, messages, given };
}

export const sameSetup = (a: FloodSetup, b: FloodSetup): boolean =>
  a.mode === b.mode &&
  a.width === b.width &&
  a.height === b.height &&
  (a.mode === 'duo' || a.level === b.level);

export function validateSetup(json: unknown): Result<FloodSetup> {
  if (typeof json !== 'object' || json === null) return reject('set-up is not an object');
  const d = json as Record<string, unknown>;
  if (d.mode !== 'cpu' && d.mode !== 'duo') return reject('bad mode');
  if (!(LEVELS as readonly unknown[]).includes(d.level)) return reject('bad level');
  const size = FD.validateSize(d.width, d.height);
  if (!size.ok) return size;
  return ok({ mode: d.mode, level: d.level as FD.AiLevel, ...size.value });
}

export const paramsOf = (s: FloodSetup): Record<string, string> => ({
  mode: s.mode,
  level: s.level,
  w: String(s.width),
  h: String(s.height),
});
