// A finished game's result card and what is behind its MORE…: four buttons at most on the card,
// every action the results ever had still reachable by its old name, and the celebration's order
// (the rarest first).

import { describe, expect, it } from 'vitest';
import type { EndReport } from '../../src/midend/progress/end';
import type { PanelChoice } from '../../src/midend/session/effects';
import { celebrationOf, endPanels } from '../../src/midend/session/panels';
import type { EndWords } from '../../src/midend/session/part';

const words = (over: Partial<EndWords> = {}): EndWords => ({
  title: 'CLEARED!',
  tone: 'good',
  lines: ['One piece left: a perfect clear.', 'Par 14: you matched the computer.'],
  summary: 'One piece left · par 14',
  tally: [{ value: 1, unit: 'point' }],
  buttons: [
    { name: 'ladder-next', label: 'NEXT ON THE LADDER', action: 'ladder' },
    { name: 'new-deal', label: 'NEW DEAL', action: 'new-deal' },
    { name: 'replay', label: 'REPLAY DEAL', action: 'replay' },
    { name: 'panel-undo', label: 'UNDO LAST JUMP', action: 'undo' },
  ],
  sound: 'win',
  won: true,
  stars: 3,
  ...over,
});

const report = (over: Partial<EndReport> = {}): EndReport => ({
  verdict: null,
  challenge: 'GW-…',
  daily: null,
  settingBest: null,
  ...over,
});

const names = (bs: readonly PanelChoice[]): string[] => bs.map((b) => b.name);

describe('the result card', () => {
  it('holds the next step, CHALLENGE, MENU and MORE…; MORE… holds the rest and CLOSE', () => {
    const { card, more } = endPanels(words(), report(), true);
    expect(names(card.buttons)).toEqual(['ladder-next', 'challenge', 'panel-menu', 'more']);
    expect(card.lines).toEqual(['One piece left · par 14']);
    expect(card.stars?.earned).toBe(3);
    expect(names(more.buttons)).toEqual([
      'new-deal',
      'replay',
      'panel-undo',
      'watch',
      'view-board',
      'stats',
      'more-close',
    ]);
    expect(more.lines).toEqual(words().lines);
    expect(more).toMatchObject({ more: true, cancel: 'more-close' });
    expect(card.results).toBe(true);
  });

  it('a daily deal: SHARE on the card, CHALLENGE and the day’s lines behind MORE…', () => {
    const daily = { lines: ['Daily 2026-12-05: 3 points.', 'Last 7 days: 3'], share: '…' };
    const { card, more } = endPanels(words(), report({ daily }), false);
    expect(names(card.buttons)).toEqual(['ladder-next', 'share-daily', 'panel-menu', 'more']);
    expect(names(more.buttons)).toContain('challenge');
    expect(names(more.buttons)).not.toContain('watch');
    expect(more.lines).toEqual([...words().lines, ...daily.lines]);
  });

  it('a friend’s challenge: the verdict is the card’s line', () => {
    const verdict = "You beat your friend's 7 moves!";
    expect(endPanels(words(), report({ verdict }), true).card.lines).toEqual([verdict]);
  });

  it('never more than four buttons on the card, and every button by one name only', () => {
    for (const r of [report(), report({ challenge: null }), report({ daily: { lines: [], share: '' } })]) {
      const { card, more } = endPanels(words(), r, true);
      expect(card.buttons.length).toBeLessThanOrEqual(4);
      const all = names([...card.buttons, ...more.buttons]);
      expect(new Set(all).size).toBe(all.length);
    }
  });
});

describe('the celebration', () => {
  const first = { newBest: true, previousBest: null };
  const beaten = { newBest: true, previousBest: 9 };
  const plain = { newBest: false, previousBest: 3 };
  it('names the rarest: the game’s own, three stars, a best beaten, a win, a loss', () => {
    expect(celebrationOf(words({ rare: 'clear' }), plain)).toBe('clear');
    expect(celebrationOf(words({ rare: 'beat-hard' }), beaten)).toBe('beat-hard');
    expect(celebrationOf(words({ stars: 3 }), beaten)).toBe('three-stars');
    expect(celebrationOf(words({ stars: 2 }), beaten)).toBe('new-best');
    // A deal's first result is its best, but no best was beaten.
    expect(celebrationOf(words({ stars: 2 }), first)).toBe('win');
    expect(celebrationOf(words({ stars: null, won: false }), beaten)).toBe('loss');
  });
});
