import { describe, expect, it } from 'vitest';
import { parseDeepLink, parseIntInRange } from '../../src/services/deepLink';

describe('deep links', () => {
  it('reads a game and a seed', () => {
    expect(parseDeepLink('?game=glassworks&seed=123')).toMatchObject({
      game: 'glassworks',
      seed: 123,
      messages: [],
    });
  });
  it('turns unknown games and bad seeds into messages and defaults', () => {
    const link = parseDeepLink('?game=chess&seed=12abc');
    expect(link.game).toBeNull();
    expect(link.seed).toBeNull();
    expect(link.messages).toHaveLength(2);
    expect(parseDeepLink('?seed=4294967296').seed).toBeNull();
    expect(parseDeepLink('?seed=4294967295').seed).toBe(4294967295);
  });
  it('parses whole numbers in range only', () => {
    expect(parseIntInRange('7', 1, 9)).toBe(7);
    expect(parseIntInRange('0', 1, 9)).toBeNull();
    expect(parseIntInRange('1.5', 1, 9)).toBeNull();
    expect(parseIntInRange('-3', -5, 9)).toBeNull();
    expect(parseIntInRange('', 0, 9)).toBeNull();
  });
});
