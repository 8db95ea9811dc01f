// The menu: a moving title, one card per game with an animated preview (ui/menu/card.ts, placed by
// ui/menu/cardPlan.ts), the storage notice when progress lasts for this visit only, and the settings
// (ui/menu/settingsCatalogue.ts: one list, drawn as rows or, on a screen too short for them, as the
// SETTINGS panel). A card's "?" opens the game's how to play; the first time a game is opened
// from its card, its how to play comes first.

import Phaser from 'phaser';
import { t } from '../i18n/i18n';
import { GAME_IDS, type GameId } from '../logic/game';
import { factsOf } from '../midend/games/facts';
import { gameName, gamePitch, gameTitle } from '../midend/games/names';
import { cardTarget, howToTarget } from '../midend/launch/howToSeen';
import {
  gameScreen,
  type MakerLaunch,
  MENU,
  type MenuLaunch,
  SCREENS,
  type StatsLaunch,
  type Target,
} from '../midend/launch/navigation';
import { LadderBook } from '../midend/progress/ladderBook';
import { applyUpdate, onUpdateReady, updateReady } from '../services/offline';
import { getSettings } from '../services/settings';
import { play } from '../services/sound';
import { storage } from '../services/storage';
import { ms } from '../ui/look/fx';
import { GAME_ACCENTS, UI } from '../ui/look/theme';
import { type DrawnCard, drawCard } from '../ui/menu/card';
import { playRowWidth } from '../ui/menu/cardPlan';
import { DailyBanner } from '../ui/menu/dailyBanner';
import { planMenu } from '../ui/menu/menuPlan';
import { drawSettings, openSettings, planSettings, settingsHeight } from '../ui/menu/settingsLayout';
import { drawNotice, NOTICE_CHANGED, noticeWanted, planNotice, savingWorks } from '../ui/menu/storageNotice';
import { drawMenuTitle } from '../ui/menu/title';
import { Label, wrappedHeight } from '../ui/render';
import { toast } from '../ui/screen/toast';
import { PREVIEWS } from '../views/previews';
import { BaseScene } from './BaseScene';
import { part, prefetchGame, prefetchWhenIdle } from './chunks';
import { MenuSettings, panelCatalogue } from './menuSettings';

/** The update was offered this visit (LATER means later: the next visit). */
let updateOffered = false;

export class MenuScene extends BaseScene {
  private messages: string[] = [];
  /** The DAILY banner above the cards (none on a phone held sideways). */
  private banner: DailyBanner | null = null;
  /** The settings and what sits beside them, for the scene's life (menuSettings.ts). */
  private readonly settings = new MenuSettings({
    screen: this,
    again: (more) => this.again(more),
    withPart: (name, use) => this.withPart(name, use),
    leaveFor: (target) => this.leaveFor(target),
    notLoaded: (retry) => {
      if (this.scene.isActive()) this.cannotLoad(retry);
    },
  });

  constructor() {
    super(SCREENS.menu);
  }

  create(data: MenuLaunch = {}): void {
    this.resetScene();
    // What the menu opens comes in while the player looks at it (scenes/chunks.ts).
    this.afterFirstFrame(() => prefetchWhenIdle());
    this.messages = data.messages ?? [];
    const m = this.m;
    const screenW = m.width - 2 * m.margin;
    const wrapped = (text: string, size: number, width: number) =>
      wrappedHeight(text, size, width, Math.round(size * 0.45));
    const notice = noticeWanted() ? planNotice(m, screenW, wrapped) : null;
    const catalogue = this.settings.catalogue();
    const rows = planSettings(m, catalogue, screenW);
    const button = planSettings(m, this.settings.folded(catalogue), screenW);
    const plan = planMenu({
      m,
      noticeH: notice?.h ?? null,
      settingsH: { rows: settingsHeight(m, rows), folded: settingsHeight(m, button) },
      rowWidth: playRowWidth(m, t('PLAY'), t('DAILY')),
      words: GAME_IDS.map((id) => ({ name: gameName(id), pitch: gamePitch(id) })),
      play: t('PLAY'),
    });
    drawMenuTitle(this, plan.title, (fn) => this.afterFirstFrame(fn));
    if (plan.subtitle)
      new Label(this, m.width / 2, plan.subtitle.y + plan.subtitle.h / 2, t('three colour puzzles'), {
        size: m.font('label'),
        colour: UI.textDim,
      });
    if (notice && plan.notice) drawNotice(this, plan.notice, notice, () => this.settings.exportFile());
    this.banner = plan.banner ? new DailyBanner(this, plan.banner, (id) => this.openDaily(id)) : null;
    const drawn = plan.cards.map((cardPlan, i) => {
      const id = GAME_IDS[i] as GameId;
      return { id, card: drawCard(this, this.cardSpec(id), cardPlan) };
    });
    this.showProgress(drawn);
    drawSettings(this, plan.settings, plan.folded ? button : rows, () => this.again());
    if (!data.shown)
      this.messages.forEach((msg, i) => {
        this.time.delayedCall(i * 1500, () => toast(this, msg));
      });
    if (data.note) toast(this, data.note);
    if (data.settingsOpen && plan.folded)
      openSettings(this, panelCatalogue(catalogue), () => this.again({ settingsOpen: true }));
    this.watchStorage();
    this.offerUpdate();
  }

  /**
   * What the player has going in each game, on its card (CONTINUE, par and best, the daily streak),
   * once the first frame is on screen: its reader is a chunk of its own, and never waited for.
   */
  private showProgress(cards: readonly { id: GameId; card: DrawnCard }[]): void {
    const here = this.stillHere();
    this.afterShown(() => {
      part('progress').then(
        ({ menuProgress, menuDaily, menuShelf }) => {
          // A new size draws the cards anew, with their own progress.
          if (!here()) return;
          const now = new Date();
          for (const { id, card } of cards) {
            const p = menuProgress(id, now);
            card.showProgress(p.playing, p.lines);
          }
          const daily = menuDaily(now);
          this.banner?.show(daily.today, daily.words);
          // Boards new on the Explore shelves since the player last looked, once the server answers.
          void menuShelf().then((fresh) => {
            if (!here()) return;
            for (const { id, card } of cards) {
              const n = fresh[id] ?? 0;
              const p = menuProgress(id, now);
              if (n > 0) card.showProgress(p.playing, [...p.lines, t('EXPLORE: {n} NEW', { n })]);
            }
          });
        },
        () => undefined, // offline before it was fetched: the cards keep their pitches
      );
    });
  }

  /**
   * A new version has downloaded (services/offline.ts): offer to reload into it, once a visit, here
   * on the menu only, so no game is ever cut short.
   */
  private offerUpdate(): void {
    const offer = (): void => {
      const busy = this.controls.modal || this.controls.isLeaving || !this.scene.isActive();
      if (updateOffered || !updateReady() || busy) return;
      const panel = this.showPanel({
        title: t('UPDATE READY'),
        lines: [t('A new version of the arcade is here. Your progress is kept.')],
        buttons: [
          { name: 'update-reload', label: t('RELOAD'), onPress: () => applyUpdate() },
          {
            name: 'update-later',
            label: t('LATER'),
            onPress: () => {
              // Asked once a visit: a menu drawn anew (a new size) before the answer asks again.
              updateOffered = true;
              panel.destroy();
            },
          },
        ],
        cancel: 'update-later',
        focus: 'update-reload',
      });
    };
    offer();
    const off = onUpdateReady(offer);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, off);
  }

  /** The menu drawn anew (a setting changed how it looks), without its messages a second time. */
  private again(more: Partial<MenuLaunch> = {}): void {
    if (this.scene.isActive()) this.scene.restart({ ...this.restartData(), ...more } satisfies MenuLaunch);
  }

  /** A new size: the menu again, without showing its messages a second time. */
  protected override restartData(): object {
    return { messages: this.messages, shown: true } satisfies MenuLaunch;
  }

  /** The notice comes and goes with the storage mode and the player's OK: lay the menu out again. */
  private watchStorage(): void {
    const onNotice = (): void => this.again();
    this.events.on(NOTICE_CHANGED, onNotice);
    const off = storage.onModeChange((mode) =>
      this.again({ note: mode === 'local' ? savingWorks() : undefined }),
    );
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      off();
      this.events.off(NOTICE_CHANGED, onNotice);
    });
  }

  override snapshot(): Record<string, unknown> {
    return {
      game: null,
      busy: false,
      settings: getSettings(),
      messages: this.messages,
      storageNotice: noticeWanted(),
      dailyBanner: this.banner?.state ?? null,
    };
  }

  // ————— the cards —————

  private cardSpec(id: GameId) {
    return {
      id,
      name: gameName(id),
      title: gameTitle(id),
      accent: GAME_ACCENTS[id],
      preview: PREVIEWS[id],
      play: () => this.open(id),
      daily: () => this.openDaily(id),
      help: () => this.howToPlay(id),
      stats: () => this.openStats(id),
      ...(factsOf(id).maker ? { make: () => this.openMaker(id) } : {}),
      // A clearing ladder (GlassWorks'): its next deal not cleared yet.
      ...(factsOf(id).ladder
        ? { extra: { name: 'ladder', label: t('LADDER'), press: () => this.openLadder() } }
        : {}),
      heading: () => prefetchGame(id),
      later: (fn: () => void) => this.afterFirstFrame(fn),
    };
  }

  /** A game's card: the game, or its how to play the first time (midend/launch/launch.ts). */
  private open(id: GameId): void {
    play('select');
    this.leaveFor(cardTarget(storage, id));
  }

  /** The game's how to play; PLAY there opens the game, Esc comes back here. */
  private howToPlay(id: GameId): void {
    this.leaveFor(howToTarget(id, { scene: gameScreen(id), data: {} }, MENU));
  }

  /** The maker for the game's boards; CLOSE comes back here. */
  private openMaker(id: GameId): void {
    play('select');
    this.leaveFor({ scene: SCREENS.maker, data: { game: id, from: MENU } satisfies MakerLaunch });
  }

  /** The game's statistics; CLOSE comes back here. */
  private openStats(id: GameId): void {
    play('select');
    this.leaveFor({ scene: SCREENS.stats, data: { game: id, from: MENU } satisfies StatsLaunch });
  }

  /** The clearing ladder's next deal not cleared yet (the first again when all are). */
  private openLadder(): void {
    play('select');
    const next = new LadderBook(storage).next() ?? 1;
    this.leaveFor({
      scene: SCREENS.glassworks,
      data: { fresh: true, params: { ladder: String(next) } },
    });
  }

  /** Today's deal of a game (the same for every player today, UTC), opened by its code. */
  private openDaily(id: GameId): void {
    play('select');
    this.withPart('launch', ({ dailyTarget }) => {
      const target = dailyTarget(id, new Date());
      if (target) this.leaveFor(target);
    });
  }

  /** Fade out to another screen. */
  private leaveFor(target: Target): void {
    this.goTo(target, ms(250));
  }
}
