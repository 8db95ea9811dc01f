// The menu's DAILY banner, above the cards: today's three deals in one press (the first not played
// yet), how many are played and the streak. Its words come once the menu's progress is read (the
// progress chunk, after the first frame); until then it names today's deals.

import { t } from '../../i18n/i18n';
import { GAME_IDS, type GameId } from '../../logic/game';
import type { DailyToday } from '../../midend/progress/daily';
import type { Button } from '../controls/button';
import { UI } from '../look/theme';
import type { ScreenHost } from '../screen/host';
import type { Rect } from '../screen/layout';

export interface DailyBannerWords {
  readonly label: string;
  readonly short: string;
}

export class DailyBanner {
  private readonly button: Button;
  private today: DailyToday | null = null;

  constructor(
    host: ScreenHost,
    r: Rect,
    private readonly open: (game: GameId) => void,
  ) {
    this.button = host.placeButton('daily-banner', r, t("TODAY'S DAILY DEALS"), () => this.press(), {
      color: UI.accent,
      textColor: '#140c26',
      fontSize: host.m.font('label'),
      minFont: host.m.minFont,
      short: t('DAILY'),
    });
  }

  /** How today stands: the banner says it, and glows while a deal is left to play. */
  show(today: DailyToday, words: DailyBannerWords): void {
    this.today = today;
    this.button.setText(words.label, words.short);
    this.button.setGlow(today.played.length < GAME_IDS.length);
  }

  /** Today's first deal not played yet (GlassWorks' until the day is read). */
  private press(): void {
    const next = GAME_IDS.find((g) => !this.today?.played.includes(g)) ?? GAME_IDS[0];
    if (next) this.open(next);
  }

  /** What the test hook reports: how many of today's deals are played, and the streak (null: not read yet). */
  get state(): DailyToday | null {
    return this.today;
  }
}
