// The menu's settings and what sits beside them: the catalogue (ui/menu/settingsCatalogue.ts) wired
// to the menu — ENTER CODE, EXPORT and IMPORT of the save file, FULLSCREEN, and SETTINGS as a panel on
// a screen too short for its rows. One for the menu scene's life: a second fullscreen ask while the
// browser still answers the first is dropped even across the menu drawn anew (going fullscreen
// resizes it).

import type Phaser from 'phaser';
import { language, t } from '../i18n/i18n';
import { type MenuLaunch, SCREENS, type Target } from '../midend/launch/navigation';
import { apiBase } from '../services/api';
import { fontReady } from '../services/font';
import { languageReady } from '../services/language';
import { play } from '../services/sound';
import { type SettingItem, settingsCatalogue } from '../ui/menu/settingsCatalogue';
import { openSettings } from '../ui/menu/settingsLayout';
import type { ScreenHost } from '../ui/screen/host';
import { toast } from '../ui/screen/toast';
import type { PartName, Parts } from './chunks';

/** Long enough for a browser to answer a fullscreen request. */
const FULLSCREEN_ANSWER_MS = 1000;

/** What the settings need of the menu. */
export interface MenuHost {
  readonly screen: ScreenHost & Phaser.Scene;
  /** The menu drawn anew (a setting changed how it looks). */
  again(more?: Partial<MenuLaunch>): void;
  /** A chunk's module, once it has arrived (said if it does not). */
  withPart<K extends PartName>(name: K, use: (module: Awaited<ReturnType<Parts[K]>>) => void): void;
  leaveFor(target: Target): void;
  /** A language's words that did not arrive: said if the menu is still on show. */
  notLoaded(retry: () => void): void;
}

const ENTER_CODE = 'enter-code';

/** The SETTINGS panel's settings: all but ENTER CODE, which the folded menu keeps beside it. */
export const panelCatalogue = (catalogue: SettingItem[][]): SettingItem[][] =>
  catalogue.map((g) => g.filter((i) => i.name !== ENTER_CODE)).filter((g) => g.length > 0);

export class MenuSettings {
  constructor(private readonly menu: MenuHost) {}

  /** The settings, wired to the menu. */
  catalogue(): SettingItem[][] {
    return settingsCatalogue({
      enterCode: () => this.askForCode(),
      exportFile: () => this.exportFile(),
      importFile: () =>
        this.menu.withPart('progressFile', (file) =>
          // Imported settings may name a language whose words (and faces) load first.
          file.importProgress(
            this.menu.screen,
            (note) =>
              void languageReady()
                .then(() => fontReady(language()))
                .then(() => this.menu.again({ note })),
          ),
        ),
      profile: apiBase() === null ? null : () => this.menu.leaveFor({ scene: SCREENS.profile, data: {} }),
      fullscreen: this.menu.screen.sys.game.device.fullscreen.available
        ? () => this.toggleFullscreen()
        : null,
      // A language's words that did not arrive: said only if the menu is still on show.
      notLoaded: (retry) => this.menu.notLoaded(retry),
    });
  }

  /** EXPORT: the save file, downloaded. */
  exportFile(): void {
    this.menu.withPart('progressFile', (file) => file.exportProgress(this.menu.screen));
  }

  /** SETTINGS: the catalogue as a panel (a screen too short for its rows). */
  /**
   * The settings folded (a short screen, a phone): ENTER CODE stays on the menu itself, beside
   * SETTINGS, which opens the rest.
   */
  folded(catalogue: SettingItem[][]): SettingItem[][] {
    const code = catalogue.flat().find((i) => i.name === ENTER_CODE);
    return [[...(code ? [code] : []), this.button(panelCatalogue(catalogue))]];
  }

  button(catalogue: SettingItem[][]): SettingItem {
    return {
      name: 'settings',
      kind: 'button',
      labels: () => [t('SETTINGS')],
      label: () => t('SETTINGS'),
      action: true,
      press: () => {
        openSettings(this.menu.screen, catalogue, () => this.menu.again({ settingsOpen: true }));
        return 'label';
      },
    };
  }

  /** ENTER CODE: a real text field; a good code opens its game, a bad one says what is wrong. */
  private askForCode(): void {
    this.menu.withPart('codeDialog', ({ askForCode }) =>
      askForCode(this.menu.screen.game, t('ENTER A CODE (A DEAL, A CHALLENGE OR A DUEL)'), (to) => {
        play('select');
        this.menu.leaveFor(to);
      }),
    );
  }

  /** When fullscreen was last asked for: the browser answers later, and a second ask meanwhile fails. */
  private fullscreenAsked = Number.NEGATIVE_INFINITY;

  private toggleFullscreen(): void {
    const now = performance.now();
    if (now - this.fullscreenAsked < FULLSCREEN_ANSWER_MS) return;
    this.fullscreenAsked = now;
    try {
      const scale = this.menu.screen.scale;
      if (scale.isFullscreen) scale.stopFullscreen();
      else scale.startFullscreen();
    } catch {
      toast(this.menu.screen, t('This browser would not go fullscreen.'));
    }
  }
}
