// Settings saved before the music existed: the music follows the sound the player had chosen.

import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, validateSettings } from '../../src/services/settings';

describe('settings saved before the music', () => {
  it('a player who had turned the sound off hears no music either; one with sound hears it', () => {
    const old = { sound: false, volume: 0.3, glyphs: true, reducedMotion: false };
    expect(validateSettings(old)).toMatchObject({ ok: true, value: { music: false, musicVolume: 0.5 } });
    expect(validateSettings({ ...old, sound: true })).toMatchObject({ ok: true, value: { music: true } });
    // Saved with the music: its own choice stands.
    expect(validateSettings({ ...DEFAULT_SETTINGS, sound: false, music: true })).toMatchObject({
      ok: true,
      value: { music: true },
    });
    expect(validateSettings({ ...DEFAULT_SETTINGS, musicVolume: 2 }).ok).toBe(false);
  });
});
