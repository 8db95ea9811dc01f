// Daily deals: the same deal for everyone on a UTC day and another the next, results kept once a
// day, streaks over consecutive days, and share lines that give nothing away.

import { describe, expect, it } from 'vitest';
import { encodeDeal } from '../../src/midend/codes/dealCode';
import { Challenges } from '../../src/midend/progress/challenges';
import {
  addDays,
  DailyBook,
  dailyBannerWords,
  dailyDeal,
  dailySeed,
  dailyToday,
  dayOf,
  pictureOf,
  shareText,
} from '../../src/midend/progress/daily';
import { report } from '../../src/midend/progress/end';
import { MemoryBackend, Storage } from '../../src/services/storage';

describe('daily deals', () => {
  it('are fixed by the UTC day and the game', () => {
    expect(dayOf(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11-30');
    expect(dayOf(new Date('2026-12-01T00:00:00+01:00'))).toBe('2026-11-30');
    expect(dailySeed('glassworks', '2026-11-30')).toBe(dailySeed('glassworks', '2026-11-30'));
    expect(dailySeed('glassworks', '2026-11-30')).not.toBe(dailySeed('glassworks', '2026-12-01'));
    expect(dailySeed('glassworks', '2026-11-30')).not.toBe(dailySeed('joker-coloring', '2026-11-30'));
    // Pinned: a deal must never change under players who compare it.
    expect(encodeDeal(dailyDeal('joker-coloring', '2026-11-30'))).toMatch(/^JC-18X18-4C-21M-/);
    expect(dailySeed('flood-duel', '2026-11-30')).toBe(dailySeed('flood-duel', '2026-11-30'));
  });

  it('count days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('keep the first finish of a day, a streak of days in a row, and a week of history', () => {
    const book = new DailyBook(new Storage(new MemoryBackend()));
    expect(book.record('joker-coloring', '2026-11-28', { result: 9, picture: '🟥' })).toBe(true);
    expect(book.record('joker-coloring', '2026-11-28', { result: 5, picture: '🟩' })).toBe(false);
    expect(book.result('joker-coloring', '2026-11-28')?.result).toBe(9);
    book.record('joker-coloring', '2026-11-29', { result: null, picture: '' });
    expect(book.streak('joker-coloring', '2026-11-30')).toBe(2); // today not played yet
    book.record('joker-coloring', '2026-11-30', { result: 7, picture: '' });
    expect(book.streak('joker-coloring', '2026-11-30')).toBe(3);
    expect(book.streak('joker-coloring', '2026-12-02')).toBe(0);
    expect(book.streak('glassworks', '2026-11-30')).toBe(0);
    const week = book.history('joker-coloring', '2026-11-30');
    expect(week.map((d) => d.day)[6]).toBe('2026-11-30');
    expect(week.map((d) => (d.result ? d.result.result : '-'))).toEqual(['-', '-', '-', '-', 9, null, 7]);
  });

  it('drop corrupt storage instead of crashing', () => {
    const storage = new Storage(new MemoryBackend());
    storage.write('daily', 1, { 'joker-coloring': { yesterday: { result: 1, picture: '' } } });
    expect(new DailyBook(storage).streak('joker-coloring', '2026-11-30')).toBe(0);
    storage.write('challenges', 1, { chess: { deal: 'x', beat: 1 } });
    expect(new Challenges(storage).beat('glassworks', 'GW-1')).toBeNull();
  });

  it('share a line with the game, the day, the result, a picture and the streak', () => {
    const text = shareText(
      'joker-coloring',
      '2026-11-30',
      '6 moves (par 6)',
      { result: 6, picture: pictureOf(['red', 'green', 'blue']) },
      3,
    );
    expect(text).toBe(
      'Prism Arcade · Joker Coloring daily · 2026-11-30\n6 moves (par 6)\n🟥🟩🟦\nStreak: 3 days',
    );
  });

  it("a finished daily's share ends with a link that opens the day's deal", () => {
    const storage = new Storage(new MemoryBackend());
    const now = new Date('2026-11-30T12:00:00Z');
    const deal = dailyDeal('glassworks', dayOf(now));
    const finished = {
      game: 'glassworks',
      deal,
      result: 9,
      picture: '',
      par: 7,
      rule: { lower: true, unit: 'point' },
    } as const;
    const site = 'https://prism.example/arcade/';
    const share = report(storage, finished, now, site).daily?.share ?? '';
    expect(share.split('\n').at(-1)).toBe(`${site}?code=${encodeDeal(deal)}`);
    expect(report(storage, finished, now).daily?.share).not.toContain('?code=');
  });
});

describe("the menu's DAILY banner", () => {
  it('counts the deals played today and the longest streak going', () => {
    const storage = new Storage(new MemoryBackend());
    const book = new DailyBook(storage);
    const games = ['glassworks', 'flood-duel', 'joker-coloring'] as const;
    expect(dailyBannerWords(dailyToday(book, games, '2026-12-05'), 3)).toEqual({
      label: 'DAILY: 3 NEW DEALS TODAY',
      short: 'DAILY 0/3',
    });
    book.record('joker-coloring', '2026-12-04', { result: 9, picture: '' });
    book.record('joker-coloring', '2026-12-05', { result: 8, picture: '' });
    const today = dailyToday(book, games, '2026-12-05');
    expect(today).toEqual({ played: ['joker-coloring'], streak: 2 });
    expect(dailyBannerWords(today, 3).label).toBe('DAILY: 1 OF 3 PLAYED · STREAK 2');
    for (const g of games) book.record(g, '2026-12-05', { result: null, picture: '' });
    expect(dailyBannerWords(dailyToday(book, games, '2026-12-05'), 3).label).toBe(
      'DAILY: ALL 3 PLAYED · STREAK 2',
    );
  });
});

describe('challenges taken', () => {
  it('are kept per game for their deal only', () => {
    const c = new Challenges(new Storage(new MemoryBackend()));
    c.take('glassworks', 'GW-1ZA8', 12);
    expect(c.beat('glassworks', 'GW-1ZA8')).toBe(12);
    expect(c.beat('glassworks', 'GW-22')).toBeNull();
    expect(c.beat('joker-coloring', 'GW-1ZA8')).toBeNull();
  });
});
