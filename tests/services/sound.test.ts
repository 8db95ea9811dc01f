// Loading the sounds: once, whoever asks first (the idle load after the first screen, the boot bar,
// or a sound played early), with progress for every listener. Howler is replaced by a fake that
// loads at once, so no audio is touched.

import { beforeEach, describe, expect, it, vi } from 'vitest';

const made: string[] = [];
const played: string[] = [];
vi.mock('howler', () => ({
  Howl: class {
    constructor(private readonly opts: { src: string[]; onload: () => void }) {
      made.push(opts.src[0] ?? '');
      queueMicrotask(() => opts.onload());
    }
    play(): number {
      played.push(this.opts.src[0] ?? '');
      return 1;
    }
    rate(): void {}
    volume(): void {}
  },
  Howler: { mute: () => {}, volume: () => {} },
}));

describe('sound loading', () => {
  beforeEach(() => {
    vi.resetModules();
    made.length = 0;
    played.length = 0;
  });

  it('makes each sound once, however often loading is asked for, and reports progress to each asker', async () => {
    const { loadSounds, SOUND_NAMES } = await import('../../src/services/sound');
    const first: number[] = [];
    const second: number[] = [];
    const a = loadSounds((f) => first.push(f));
    const b = loadSounds((f) => second.push(f));
    expect(b).toBe(a);
    await a;
    expect(made).toHaveLength(SOUND_NAMES.length);
    expect(first.at(-1)).toBe(1);
    expect(second.at(-1)).toBe(1);
    // A late asker hears where the load stands at once.
    const late: number[] = [];
    await loadSounds((f) => late.push(f));
    expect(late).toEqual([1]);
    expect(made).toHaveLength(SOUND_NAMES.length);
  });

  it('a sound played before the idle load starts the load and is played', async () => {
    const { play, SOUND_NAMES } = await import('../../src/services/sound');
    play('click');
    // Howler is a chunk of its own: the sound plays once it has arrived, not lost meanwhile.
    await vi.waitFor(() => expect(played).toHaveLength(1));
    expect(made).toHaveLength(SOUND_NAMES.length);
    expect(played[0]).toContain('click');
  });
});
