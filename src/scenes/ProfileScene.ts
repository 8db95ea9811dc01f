// The PROFILE screen (issue "Players meet beyond a room"): online features off until the player turns
// them on here (nothing is sent before); then the profile's name (RENAME), its friend code (COPY,
// and FOLLOW for a friend's), its Flood Duel rating, the players followed (UNFOLLOW), each game's
// DAILY BOARD, MOVE MY PROGRESS (a transfer code and a link for another device, the game's own site
// from itch.io's frame and back), a transfer code taken in, online features off again, and DELETE MY
// DATA. A link's `?transfer=` opens here and asks before the profile it brings replaces this
// device's. The drawing is ui/online/profilePage.ts's; what the buttons ask the server,
// profileActions.ts's. A question on show is never wiped by an answer arriving: the page is drawn
// anew once it is closed.

import { t } from '../i18n/i18n';
import type { GameId } from '../logic/game';
import {
  type DailyBoardLaunch,
  type ExploreLaunch,
  MENU,
  type ProfileLaunch,
  SCREENS,
  type Target,
} from '../midend/launch/navigation';
import * as online from '../midend/online/account';
import { dayOf } from '../midend/progress/daily';
import { questionPanel } from '../midend/session/panels';
import { play } from '../services/sound';
import { enterCode } from '../ui/controls/codeDialog';
import { handOver } from '../ui/controls/share';
import { ms } from '../ui/look/fx';
import { UI } from '../ui/look/theme';
import { drawOffline, drawOnline, type ProfileSpec } from '../ui/online/profilePage';
import { Page } from '../ui/screen/page';
import { lookOf, type PanelLook } from '../ui/screen/panel';
import { toast } from '../ui/screen/toast';
import { BaseScene } from './BaseScene';
import { ProfileActions } from './profileActions';
import { linkHere, ProfileLinks } from './profileLinks';

export class ProfileScene extends BaseScene {
  private launch: ProfileLaunch = {};
  /** The players followed, once the server answered (null: not yet, or offline). */
  friends: online.Friend[] | null = null;
  /** Why the players followed could not be had (null: no failure). */
  friendsWhy: string | null = null;
  /** The last transfer code made here, its link and how long it lasts (the test hook reads them). */
  transfer: { code: string; link: string; minutes: number } | null = null;
  readonly actions = new ProfileActions(this);
  readonly links = new ProfileLinks(this, this.actions);
  /** An answer arrived while a question was open: the page is drawn once it closes. */
  private stale = false;

  constructor() {
    super(SCREENS.profile);
  }

  create(data: ProfileLaunch): void {
    this.launch = data ?? {};
    this.friends = null;
    this.friendsWhy = null;
    this.transfer = null;
    this.stale = false;
    this.draw();
    this.fadeIn(ms(200));
    for (const text of this.launch.messages ?? []) toast(this, text, 4);
    const { transfer, follow } = this.launch;
    if (transfer === undefined && follow === undefined) {
      this.actions.refresh();
      return;
    }
    // A link's transfer code or friend code: asked first (the answer reads the profile itself).
    forgetLink();
    this.launch = { ...this.launch, transfer: undefined, follow: undefined, messages: [] };
    if (transfer !== undefined) this.links.askClaim(transfer);
    else if (follow !== undefined) this.links.askFollowLink(follow);
  }

  protected override restartData(): object {
    return { ...this.launch, transfer: undefined, follow: undefined, messages: [] } satisfies ProfileLaunch;
  }

  override get screenTitle(): string {
    return t('Profile');
  }

  /** Where this screen goes back to, and where its boards come back to. */
  get here(): Target {
    return { scene: SCREENS.profile, data: { from: this.launch.from } satisfies ProfileLaunch };
  }

  /** The screen drawn anew, as the profile now stands (later, while a question is open). */
  draw(): void {
    if (!this.scene.isActive() && this.children.list.length > 0) return;
    if (this.controls.modal) {
      this.stale = true;
      return;
    }
    this.stale = false;
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
    const spec = this.spec();
    if (spec.me?.online && !spec.foreign) drawOnline(page, spec, spec.me);
    else drawOffline(page, spec);
  }

  private spec(): ProfileSpec {
    const a = this.actions;
    return {
      me: online.profile(),
      foreign: online.foreign(),
      friends: this.friends,
      friendsWhy: this.friendsWhy,
      transfer: this.transfer,
      wide: !this.portrait,
      act: {
        turnOn: () => a.turnOn(),
        turnOff: () => a.turnOff(),
        claim: () => this.links.askTransferCode(),
        rename: () => a.askName(),
        copyCode: () => this.copyFriendCode(),
        follow: () => a.askFollow(),
        move: () => this.links.moveProgress(),
        board: (game) => this.openBoard(game),
        explore: (game) => this.openExplore(game),
        remove: () => this.askDelete(),
        unfollow: (f) => a.unfollow(f),
        retry: () => a.refresh(),
      },
    };
  }

  /** A question over the page, closed by any answer; then the page as it stands now. */
  question(look: PanelLook): void {
    const answered = (press: () => void) => () => {
      panel.destroy();
      press();
      if (this.stale) this.draw();
    };
    const panel = this.showPanel({
      ...look,
      buttons: look.buttons.map((b) => ({ ...b, onPress: answered(b.onPress) })),
    });
  }

  /** COPY: the friend code, and a link that follows it (`?follow=`), handed over. */
  private copyFriendCode(): void {
    const code = online.profile()?.friendCode;
    if (!code) return;
    const here = this.stillHere();
    const text = t('Follow me in Prism Arcade: my friend code is {code}. {link}', {
      code,
      link: linkHere('follow', code),
    });
    void handOver(this.game, text, t('YOUR FRIEND CODE')).then((how) => {
      if (how === 'copied' && here())
        toast(this, t('Copied {code}: a friend enters it under FOLLOW.', { code }), 3);
    });
  }

  private openExplore(game: GameId): void {
    play('select');
    this.goTo({ scene: SCREENS.explore, data: { game, from: this.here } satisfies ExploreLaunch }, ms(200));
  }

  private openBoard(game: GameId): void {
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
    this.question(
      lookOf(question, (answer) => {
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
      transfer: this.transfer && { code: this.transfer.code, link: this.transfer.link },
    };
  }
}

/** The screen, for its chunk's loader (src/screens.ts). */
export const screen = (): ProfileScene => new ProfileScene();

/** The page's address without `?transfer=` or `?follow=`: a reload must not ask again. */
function forgetLink(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('transfer') && !url.searchParams.has('follow')) return;
  url.searchParams.delete('transfer');
  url.searchParams.delete('follow');
  window.history.replaceState(window.history.state, '', url.toString());
}
