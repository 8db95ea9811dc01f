// The PROFILE screen (issue "Players meet beyond a room"): online features off until the player turns
// them on here (nothing is sent before); then the profile's name (RENAME), its friend code (COPY,
// and FOLLOW for a friend's), the players followed (UNFOLLOW), each game's DAILY BOARD, MOVE MY
// PROGRESS (a transfer code and a link for another device, the game's own site from itch.io's frame
// and back), a transfer code taken in, online features off again, and DELETE MY DATA. A link's
// `?transfer=` opens here and asks before the profile it brings replaces this device's.
// The requests are services/profile.ts's; a refusal or a server that does not answer is said.

import { t, verbatim } from '../i18n/i18n';
import { GAME_IDS } from '../logic/game';
import { gameName } from '../midend/games/names';
import {
  type DailyBoardLaunch,
  MENU,
  type ProfileLaunch,
  SCREENS,
  type Target,
} from '../midend/launch/navigation';
import * as online from '../midend/online/account';
import type { KeptProfile } from '../midend/online/profileBook';
import { dayOf } from '../midend/progress/daily';
import { questionPanel } from '../midend/session/panels';
import { play } from '../services/sound';
import { enterCode } from '../ui/controls/codeDialog';
import { handOver } from '../ui/controls/share';
import { ms } from '../ui/look/fx';
import { toCss, UI } from '../ui/look/theme';
import { Page } from '../ui/screen/page';
import { lookOf } from '../ui/screen/panel';
import { toast } from '../ui/screen/toast';
import { BaseScene } from './BaseScene';
import { ProfileActions } from './profileActions';

export class ProfileScene extends BaseScene {
  private launch: ProfileLaunch = {};
  /** The players followed, once the server answered (null: not yet, or offline). */
  friends: online.Friend[] | null = null;
  /** The last transfer code made here, and its link (the test hook reads them). */
  transfer: { code: string; link: string } | null = null;
  readonly actions = new ProfileActions(this);

  constructor() {
    super(SCREENS.profile);
  }

  create(data: ProfileLaunch): void {
    this.launch = data ?? {};
    this.friends = null;
    this.transfer = null;
    this.draw();
    this.fadeIn(ms(200));
    for (const text of this.launch.messages ?? []) toast(this, text, 4);
    if (this.launch.transfer !== undefined) {
      const code = this.launch.transfer;
      forgetTransferLink();
      this.launch = { ...this.launch, transfer: undefined, messages: [] };
      this.actions.askClaim(code);
    }
    this.actions.refresh();
  }

  protected override restartData(): object {
    return { ...this.launch, transfer: undefined, messages: [] } satisfies ProfileLaunch;
  }

  override get screenTitle(): string {
    return t('Profile');
  }

  /** Where this screen goes back to, and where its boards come back to. */
  get here(): Target {
    return { scene: SCREENS.profile, data: { from: this.launch.from } satisfies ProfileLaunch };
  }

  /** The screen drawn anew, as the profile now stands (only while it is still on show). */
  draw(): void {
    if (!this.scene.isActive() && this.children.list.length > 0) return;
    this.resetScene();
    this.clearScreen();
    const page = new Page(this, t('PROFILE'), UI.accent, {
      name: 'profile-close',
      label: t('CLOSE'),
      press: () => this.leave(),
    });
    const why = online.unavailable();
    if (why !== null) {
      page.line(why, { color: UI.textDim });
      return;
    }
    const me = online.profile();
    if (me?.online) this.drawOnline(page, me);
    else this.drawOffline(page, me);
  }

  private drawOffline(page: Page, me: KeptProfile | null): void {
    page.line(
      t(
        'Online features are off. Turned on, your finished daily deals go to the daily boards, friends can follow you, and MOVE MY PROGRESS takes your profile to another device. Nothing is sent before you turn them on.',
      ),
    );
    if (me)
      page.line(t('Your profile {name} is kept on this device.', { name: verbatim(me.name) }), {
        color: UI.textDim,
      });
    page.buttons([{ name: 'online-on', label: t('TURN ONLINE ON'), press: () => this.actions.turnOn() }]);
    page.buttons([
      {
        name: 'claim-transfer',
        label: t('ENTER TRANSFER CODE'),
        short: t('TRANSFER CODE'),
        press: () => this.actions.askTransferCode(),
      },
    ]);
    if (me)
      page.buttons([
        { name: 'delete-data', label: t('DELETE MY DATA'), press: () => this.askDelete(), danger: true },
      ]);
  }

  private drawOnline(page: Page, me: KeptProfile): void {
    page.entry(
      verbatim(me.name),
      { name: 'rename', label: t('RENAME'), press: () => this.actions.askName() },
      toCss(UI.accent),
    );
    page.entry(t('Friend code: {code}', { code: me.friendCode }), {
      name: 'copy-friend-code',
      label: t('COPY'),
      press: () => this.copyFriendCode(me),
    });
    page.buttons([
      {
        name: 'follow',
        label: t('FOLLOW A FRIEND'),
        short: t('FOLLOW'),
        press: () => this.actions.askFollow(),
      },
    ]);
    page.buttons([
      {
        name: 'move-progress',
        label: t('MOVE MY PROGRESS'),
        short: t('MOVE'),
        press: () => this.actions.moveProgress(),
      },
    ]);
    page.buttons(
      GAME_IDS.map((game) => ({
        name: `daily-board-${game}`,
        label: gameName(game),
        // The name's first word, where the whole name has no room (GLASSWORKS, FLOOD, JOKER).
        short: verbatim(gameName(game).split(' ')[0] ?? ''),
        press: () => this.openBoard(game),
      })),
    );
    page.buttons([
      {
        name: 'online-off',
        label: t('TURN ONLINE OFF'),
        short: t('OFFLINE'),
        press: () => this.actions.turnOff(),
      },
      {
        name: 'delete-data',
        label: t('DELETE MY DATA'),
        short: t('DELETE'),
        press: () => this.askDelete(),
        danger: true,
      },
    ]);
    this.drawFriends(page);
  }

  private drawFriends(page: Page): void {
    const friends = this.friends;
    page.line(t('FOLLOWING'), { color: UI.textDim, size: this.m.font('label') });
    if (friends === null) {
      page.line(t('Asking the server…'), { color: UI.textDim });
      return;
    }
    if (friends.length === 0)
      page.line(t('No one yet: FOLLOW adds a friend by their friend code.'), { color: UI.textDim });
    for (const f of friends) {
      const unfollow = {
        name: `unfollow-${f.friendCode}`,
        label: t('UNFOLLOW'),
        press: () => this.actions.unfollow(f),
      };
      const full = t('{name} · {code}', { name: verbatim(f.name), code: f.friendCode });
      if (!page.entry([full, verbatim(f.name)], unfollow)) break;
    }
  }

  private copyFriendCode(me: KeptProfile): void {
    const here = this.stillHere();
    void handOver(this.game, me.friendCode, t('YOUR FRIEND CODE')).then((how) => {
      if (how === 'copied' && here())
        toast(this, t('Copied {code}: a friend enters it under FOLLOW.', { code: me.friendCode }), 3);
    });
  }

  private openBoard(game: (typeof GAME_IDS)[number]): void {
    play('select');
    const data: DailyBoardLaunch = { game, day: dayOf(new Date()), from: this.here };
    this.goTo({ scene: SCREENS.dailyBoard, data }, ms(200));
  }

  /** DELETE MY DATA, asked first: everything of the profile leaves the server at once. */
  private askDelete(): void {
    const question = questionPanel({
      title: t('DELETE MY DATA?'),
      line: t(
        'Your profile, your daily results and your friends are removed from the server at once, and this device forgets the profile. Your progress on this device stays.',
      ),
      yes: { name: 'confirm-delete-data', label: t('YES, DELETE') },
      no: { name: 'cancel-delete-data', label: t('KEEP IT') },
    });
    const panel = this.showPanel(
      lookOf(question, (answer) => {
        panel.destroy();
        if (answer === 'yes') this.actions.deleteData();
      }),
    );
  }

  /** A typed code, in the game's own field (for a name, a friend code, a transfer code). */
  ask(title: string, submit: (text: string) => string | null, value = ''): void {
    enterCode(this.game, { title, submit, value });
  }

  leave(): void {
    if (this.controls.isLeaving) return;
    this.goTo(this.launch.from ?? MENU, ms(200));
  }

  protected override onSceneKey(e: KeyboardEvent): void {
    if (e.repeat || this.controls.modal || this.controls.isLeaving) return;
    if (e.key === 'Escape') this.leave();
  }

  override snapshot(): Record<string, unknown> {
    return {
      game: null,
      screen: 'profile',
      busy: this.actions.busy,
      friends: this.friends,
      transfer: this.transfer,
    };
  }
}

/** The screen, for its chunk's loader (src/screens.ts). */
export const screen = (): ProfileScene => new ProfileScene();

/** The page's address without `?transfer=`: a reload must not try a used code again. */
function forgetTransferLink(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('transfer')) return;
  url.searchParams.delete('transfer');
  window.history.replaceState(window.history.state, '', url.toString());
}
