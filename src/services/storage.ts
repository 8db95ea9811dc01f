// Versioned JSON in localStorage. Every read is validated: foreign or corrupt data is dropped
// with a console warning and the caller gets `undefined` (so it uses its defaults). When
// localStorage fails (private mode, quota, blocked), storage degrades to memory for the session.

import type { Result } from '../logic/result';

export interface KeyValueBackend {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export class MemoryBackend implements KeyValueBackend {
  private readonly map = new Map<string, string>();
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.map.set(key, value);
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
}

const PREFIX = 'prism-arcade/';

/** The browser's localStorage if it works right now, else memory. */
export function defaultBackend(): KeyValueBackend {
  try {
    const ls = globalThis.localStorage;
    const probe = `${PREFIX}probe`;
    ls.setItem(probe, '1');
    ls.removeItem(probe);
    return ls;
  } catch {
    console.warn('Prism Arcade: localStorage is unavailable; progress is kept for this visit only.');
    return new MemoryBackend();
  }
}

interface Envelope {
  v: number;
  data: unknown;
}

export class Storage {
  constructor(private backend: KeyValueBackend = defaultBackend()) {}

  /** Read `key` written with `version`; anything else is dropped with a warning. */
  read<T>(key: string, version: number, validate: (data: unknown) => Result<T>): T | undefined {
    return this.readVersions(key, { [version]: validate });
  }

  /**
   * Read `key` written with any version that has a reader (older formats can be upgraded by
   * their reader); anything else is dropped with a warning.
   */
  readVersions<T>(key: string, readers: Record<number, (data: unknown) => Result<T>>): T | undefined {
    let raw: string | null;
    try {
      raw = this.backend.getItem(PREFIX + key);
    } catch {
      return undefined;
    }
    if (raw === null) return undefined;
    const drop = (why: string): undefined => {
      console.warn(`Prism Arcade: saved "${key}" was dropped (${why}); using defaults.`);
      this.remove(key);
      return undefined;
    };
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return drop('not valid JSON');
    }
    const v = typeof parsed === 'object' && parsed !== null ? (parsed as Envelope).v : undefined;
    const reader = typeof v === 'number' && Object.hasOwn(readers, v) ? readers[v] : undefined;
    if (!reader) return drop('unknown format or version');
    const result = reader((parsed as Envelope).data);
    return result.ok ? result.value : drop(result.reason);
  }

  write(key: string, version: number, data: unknown): void {
    const text = JSON.stringify({ v: version, data } satisfies Envelope);
    try {
      this.backend.setItem(PREFIX + key, text);
    } catch {
      // Quota or a storage that broke mid-session: keep going in memory.
      console.warn('Prism Arcade: could not save to localStorage; keeping progress in memory.');
      const memory = new MemoryBackend();
      memory.setItem(PREFIX + key, text);
      this.backend = memory;
    }
  }

  remove(key: string): void {
    try {
      this.backend.removeItem(PREFIX + key);
    } catch {
      /* nothing to remove from a broken store */
    }
  }
}

/** The one store the app uses. */
export const storage = new Storage();
