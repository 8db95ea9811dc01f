// Versioned JSON in localStorage. Every read is validated: foreign or corrupt data is dropped
// with a console warning and the caller gets `undefined` (so it uses its defaults). When
// localStorage fails (private mode, quota, a cross-site frame whose browser blocks third-party
// storage), storage degrades to memory for the visit and says so (`mode`); if real storage turns up
// later (the Storage Access API, services/storageAccess.ts), `adopt` moves to it and keeps what was
// played in memory.

import { type Result, reject } from '../logic/result';
import { isObject, own } from '../logic/schema';

export interface KeyValueBackend {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Where progress goes: the browser's storage, or memory that lasts this visit only. */
export type StorageMode = 'local' | 'memory';
/** Why progress is in memory: the browser never gave storage, or it stopped taking writes. */
export type MemoryCause = 'blocked' | 'failed';

/**
 * How a key written this visit in memory joins what real storage already held for it: the data
 * (envelope contents, same version) written this visit and the data found; returns what to keep.
 */
export type MergeRule = (mine: unknown, theirs: unknown) => unknown;

export class MemoryBackend implements KeyValueBackend {
  private readonly map = new Map<string, string>();
  get length(): number {
    return this.map.size;
  }
  key(i: number): string | null {
    return [...this.map.keys()][i] ?? null;
  }
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

/** `backend` if it can write and remove right now (a blocked or full store throws), else null. */
export function probe(backend: KeyValueBackend | null | undefined): KeyValueBackend | null {
  if (!backend) return null;
  try {
    const key = `${PREFIX}probe`;
    backend.setItem(key, '1');
    backend.removeItem(key);
    return backend;
  } catch {
    return null;
  }
}

/** The browser's localStorage if it works right now, else null. */
export function browserStorage(): KeyValueBackend | null {
  try {
    return probe(globalThis.localStorage);
  } catch {
    // Reading the property itself throws in a frame whose browser blocks third-party storage.
    return null;
  }
}

/** How every key is stored: its format version and its data. */
export interface Envelope {
  v: number;
  data: unknown;
}

export class Storage {
  private backend: KeyValueBackend;
  private current: StorageMode;
  /** Keys written this visit while in memory: what `adopt` must carry over. */
  private readonly written = new Set<string>();
  private readonly rules = new Map<string, MergeRule>();
  private readonly listeners = new Set<(mode: StorageMode) => void>();
  /** The last entry dropped as unreadable, and why (a save file's check names it). */
  private lastDrop: { readonly key: string; readonly why: string } | null = null;
  private cause: MemoryCause | null = null;

  /** On `backend` when given (tests), else the browser's storage; in memory when it fails. */
  constructor(backend?: KeyValueBackend) {
    const real = backend === undefined ? browserStorage() : probe(backend);
    this.backend = real ?? new MemoryBackend();
    this.current = real ? 'local' : 'memory';
    this.cause = real ? null : 'blocked';
    if (!real)
      console.warn('Prism Arcade: browser storage is unavailable; progress is kept for this visit only.');
  }

  get mode(): StorageMode {
    return this.current;
  }

  /** Why progress is kept in memory (null while it is saved). */
  get memoryCause(): MemoryCause | null {
    return this.current === 'memory' ? this.cause : null;
  }

  /** Hear when the mode changes (memory → local after `adopt`, local → memory when a store breaks). */
  onModeChange(listener: (mode: StorageMode) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** How `key` merges when memory moves to real storage (default: this visit's data wins). */
  mergeRule(key: string, rule: MergeRule): void {
    this.rules.set(key, rule);
  }

  /**
   * Move from memory to `real` storage. Keys this visit never wrote keep what real storage holds
   * (earlier visits' progress); keys it wrote are copied over, merged by their rule where real
   * storage has them too. A key removed this visit (a finished game's save) is not removed there:
   * the earlier progress is the player's and nothing here replaces it.
   */
  adopt(real: KeyValueBackend): void {
    if (this.current !== 'memory') return;
    const memory = this.backend;
    for (const key of this.written) {
      const mine = memory.getItem(PREFIX + key);
      if (mine === null) continue;
      real.setItem(PREFIX + key, this.merged(key, mine, real.getItem(PREFIX + key)));
    }
    this.written.clear();
    this.backend = real;
    this.setMode('local');
  }

  private merged(key: string, mine: string, theirs: string | null): string {
    const rule = this.rules.get(key);
    if (theirs === null || !rule) return mine;
    try {
      const a = JSON.parse(mine) as Envelope;
      const b = JSON.parse(theirs) as Envelope;
      if (a.v !== b.v) return mine;
      return JSON.stringify({ v: a.v, data: rule(a.data, b.data) } satisfies Envelope);
    } catch {
      return mine; // what real storage held is not ours to read: this visit's data replaces it
    }
  }

  private setMode(mode: StorageMode): void {
    if (mode === this.current) return;
    this.current = mode;
    for (const l of this.listeners) l(mode);
  }

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
      this.lastDrop = { key, why };
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
    const v = isObject(parsed) ? own(parsed, 'v') : undefined;
    const reader = typeof v === 'number' && Object.hasOwn(readers, v) ? readers[v] : undefined;
    if (!reader || !isObject(parsed)) return drop('unknown format or version');
    let result: Result<T>;
    try {
      result = reader(own(parsed, 'data'));
    } catch (e) {
      // Readers return reasons; this is for what none foresaw (data nested too deep to walk).
      result = reject(e instanceof Error ? e.message : 'unreadable');
    }
    return result.ok ? result.value : drop(result.reason);
  }

  /** Why the last entry dropped was unreadable (null: none since this was last asked). */
  takeDrop(): { readonly key: string; readonly why: string } | null {
    const drop = this.lastDrop;
    this.lastDrop = null;
    return drop;
  }

  write(key: string, version: number, data: unknown): void {
    const text = JSON.stringify({ v: version, data } satisfies Envelope);
    if (this.current === 'memory') this.written.add(key);
    try {
      this.backend.setItem(PREFIX + key, text);
    } catch {
      // Quota or a storage that broke mid-visit: go on in memory, starting from what it held.
      console.warn('Prism Arcade: could not save to browser storage; keeping progress in memory.');
      this.backend = copyToMemory(this.backend);
      this.backend.setItem(PREFIX + key, text);
      this.written.add(key);
      this.cause = 'failed';
      this.setMode('memory');
    }
  }

  /** Everything kept, by key, as stored (a save file's entries); unreadable text is left out. */
  dump(): Record<string, Envelope> {
    const out: Record<string, Envelope> = Object.create(null); // a key is text kept by anyone
    for (const key of keysOf(this.backend)) {
      if (key === `${PREFIX}probe`) continue;
      try {
        const parsed = JSON.parse(this.backend.getItem(key) ?? 'null') as Envelope | null;
        if (parsed && typeof parsed.v === 'number') out[key.slice(PREFIX.length)] = parsed;
      } catch {
        /* not ours to export */
      }
    }
    return out;
  }

  /** Write a save file's entry as it was stored (the caller has checked it). */
  restore(key: string, entry: Envelope): void {
    this.write(key, entry.v, entry.data);
  }

  remove(key: string): void {
    try {
      this.backend.removeItem(PREFIX + key);
    } catch {
      /* nothing to remove from a broken store */
    }
  }
}

/** Every key of ours `backend` can list (a Web Storage and MemoryBackend can; others give none). */
function keysOf(backend: KeyValueBackend): string[] {
  const list = backend as Partial<{ length: number; key(i: number): string | null }>;
  const keys: string[] = [];
  try {
    for (let i = 0; i < (list.length ?? 0); i++) {
      const key = list.key?.(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
  } catch {
    /* a store that cannot even be listed: nothing */
  }
  return keys;
}

/** A memory copy of every key of ours in `backend`. */
function copyToMemory(backend: KeyValueBackend): MemoryBackend {
  const memory = new MemoryBackend();
  for (const key of keysOf(backend)) {
    try {
      const value = backend.getItem(key);
      if (value !== null) memory.setItem(key, value);
    } catch {
      /* unreadable: left out */
    }
  }
  return memory;
}

/** The one store the app uses. */
export const storage = new Storage();
