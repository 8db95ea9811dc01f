// What the PROFILE screen's buttons do, each a request to the server (services/profile.ts): one at a
// time (a second press while one is under way is ignored), each answered with words — what changed,
// or why nothing did — and the screen drawn anew as the profile now stands.

import type Phaser from 'phaser';
import { t, verbatim } from '../i18n/i18n';
import type { Friend } from '../midend/online/account';
import * as online from '../midend/online/account';
import { tidyCode } from '../midend/online/playerCodes';
import { questionPanel } from '../midend/session/panels';
import { handOver } from '../ui/controls/share';
import type { ScreenHost } from '../ui/screen/host';
import { lookOf, type PanelLook } from '../ui/screen/panel';
import { toast } from '../ui/screen/toast';

/** How long a transfer code lasts, in whole minutes, for the words. */
const minutes = (seconds: number): number => Math.max(1, Math.round(seconds / 60));

/** What the actions need of the PROFILE screen. */
export interface ProfileScreen extends ScreenHost {
  friends: Friend[] | null;
  transfer: { code: string; link: string } | null;
  /** The screen drawn anew as the profile now stands. */
  draw(): void;
  /** A typed code, in the game's own field. */
  ask(title: string, submit: (text: string) => string | null, value?: string): void;
  showPanel(look: PanelLook): Phaser.GameObjects.Container;
}

export class ProfileActions {
  /** A request is under way. */
  busy = false;

  constructor(private readonly scene: ProfileScreen) {}

  /** Run `work` unless another request is under way; then draw the screen anew if it is still shown. */
  private run(work: () => Promise<string | null>): void {
    if (this.busy) return;
    this.busy = true;
    const scene = this.scene;
    void work()
      .catch(() => t('Something went wrong: try again.'))
      .then((said) => {
        this.busy = false;
        if (!scene.scene.isActive()) return;
        scene.draw();
        if (said) toast(scene, said, 4);
      });
  }

  /** The profile and the players followed, as the server has them now. */
  refresh(): void {
    if (!online.profile()?.online) return;
    this.run(async () => {
      await online.refresh();
      const synced = await online.syncSave();
      const friends = await online.following();
      this.scene.friends = friends.ok ? friends.value : null;
      return friends.ok ? (synced.ok ? null : synced.reason) : friends.reason;
    });
  }

  turnOn(): void {
    this.run(async () => {
      const made = await online.turnOnline();
      if (!made.ok) return made.reason;
      await online.syncSave();
      const friends = await online.following();
      this.scene.friends = friends.ok ? friends.value : [];
      return t('Online features are on. Your friend code is {code}.', { code: made.value.friendCode });
    });
  }

  turnOff(): void {
    online.turnOffline();
    this.scene.friends = null;
    this.scene.draw();
    toast(this.scene, t('Online features are off: nothing is sent until you turn them on.'), 4);
  }

  askName(): void {
    const now = online.profile()?.name ?? '';
    this.scene.ask(
      t('YOUR NAME (3 TO 20 LETTERS, DIGITS OR SPACES)'),
      (text) => {
        const name = text.trim().replace(/\s+/g, ' ');
        if (name.length < 3 || name.length > 20) return t('A name is 3 to 20 letters, digits or spaces.');
        this.run(async () => {
          const renamed = await online.rename(name);
          return renamed.ok
            ? t('You are {name} now.', { name: verbatim(renamed.value.name) })
            : renamed.reason;
        });
        return null;
      },
      now,
    );
  }

  askFollow(): void {
    this.scene.ask(t("A FRIEND'S FRIEND CODE"), (text) => {
      if (tidyCode(text, 2) === null) return t('A friend code is eight letters and digits, like K7QX-M9DT.');
      this.run(async () => {
        const friend = await online.follow(text);
        if (!friend.ok) return friend.reason;
        const list = await online.following();
        this.scene.friends = list.ok ? list.value : this.scene.friends;
        return t('You follow {name} now: their daily results come first on your boards.', {
          name: verbatim(friend.value.name),
        });
      });
      return null;
    });
  }

  unfollow(friend: Friend): void {
    this.run(async () => {
      const gone = await online.unfollow(friend.friendCode);
      if (!gone.ok) return gone.reason;
      this.scene.friends = (this.scene.friends ?? []).filter((f) => f.friendCode !== friend.friendCode);
      return t('You no longer follow {name}.', { name: verbatim(friend.name) });
    });
  }

  /** MOVE MY PROGRESS: a code and a link, handed over (copied, shared, or shown to copy). */
  moveProgress(): void {
    this.run(async () => {
      const made = await online.transferCode();
      if (!made.ok) return made.reason;
      const { code, seconds } = made.value;
      const link = transferLink(code);
      this.scene.transfer = { code, link };
      const text = t(
        'Open this on your other device within {n} minutes, or enter the code {code} there: {link}',
        {
          n: minutes(seconds),
          code,
          link,
        },
      );
      void handOver(this.scene.game, text, t('MOVE MY PROGRESS: {code}', { code }));
      return null;
    });
  }

  /** ENTER TRANSFER CODE: a code from another device, typed here. */
  askTransferCode(): void {
    this.scene.ask(t('TRANSFER CODE FROM YOUR OTHER DEVICE'), (text) => {
      if (tidyCode(text, 3) === null)
        return t('A transfer code is twelve letters and digits, like K7QX-M9DT-3HWP.');
      this.claim(text);
      return null;
    });
  }

  /** A link's transfer code: asked first (it replaces any profile this device holds). */
  askClaim(code: string): void {
    const held = online.profile();
    const question = questionPanel({
      title: t('MOVE A PROFILE HERE?'),
      line: held
        ? t('The transfer code brings a profile to this device in place of {name}.', {
            name: verbatim(held.name),
          })
        : t('The transfer code brings your profile to this device, with online features on.'),
      yes: { name: 'confirm-transfer', label: t('YES, MOVE IT') },
      no: { name: 'cancel-transfer', label: t('NOT NOW') },
      calm: true,
    });
    const panel = this.scene.showPanel(
      lookOf(question, (answer) => {
        panel.destroy();
        if (answer === 'yes') this.claim(code);
      }),
    );
  }

  private claim(code: string): void {
    this.run(async () => {
      const claimed = await online.claimTransfer(code);
      if (!claimed.ok) return claimed.reason;
      const synced = await online.syncSave();
      if (!synced.ok) return synced.reason;
      const friends = await online.following();
      this.scene.friends = friends.ok ? friends.value : [];
      return t('Welcome back, {name}: this device has your profile now.', {
        name: verbatim(claimed.value.name),
      });
    });
  }

  deleteData(): void {
    this.run(async () => {
      const gone = await online.deleteData();
      if (!gone.ok) return gone.reason;
      this.scene.friends = null;
      this.scene.transfer = null;
      return t('Your data is deleted from the server, and this device forgot the profile.');
    });
  }
}

/** This page with `?transfer=` (and the server and language it was opened with), for another device. */
function transferLink(code: string): string {
  const here = new URL(window.location.href);
  const link = new URL(`${here.origin}${here.pathname}`);
  for (const keep of ['server', 'lang']) {
    const value = here.searchParams.get(keep);
    if (value !== null) link.searchParams.set(keep, value);
  }
  link.searchParams.set('transfer', code);
  return link.toString();
}
