// What the PROFILE screen's buttons do, each a request to the server (midend/online/account.ts): one
// at a time (a field submitted meanwhile stays open and says to wait), each answered with words —
// what changed, or why nothing did — and the screen drawn anew as the profile now stands.

import type Phaser from 'phaser';
import { t, verbatim } from '../i18n/i18n';
import type { Friend } from '../midend/online/account';
import * as online from '../midend/online/account';
import { tidyCode } from '../midend/online/playerCodes';
import { sendWaiting } from '../midend/online/results';
import { questionPanel } from '../midend/session/panels';
import { handOver } from '../ui/controls/share';
import type { ScreenHost } from '../ui/screen/host';
import { lookOf, type PanelLook } from '../ui/screen/panel';
import { toast } from '../ui/screen/toast';

/** How long a transfer code lasts, in whole minutes, for the words. */
const minutes = (seconds: number): number => Math.max(1, Math.round(seconds / 60));

/** The save is joined with the profile's on a visit at most this often (it is a whole file each way). */
const SYNC_EVERY_MS = 5 * 60_000;
let lastSync = Number.NEGATIVE_INFINITY;

/** What the actions need of the PROFILE screen. */
export interface ProfileScreen extends ScreenHost {
  friends: Friend[] | null;
  friendsWhy: string | null;
  transfer: { code: string; link: string; minutes: number } | null;
  /** The screen drawn anew as the profile now stands (once a question on show is closed). */
  draw(): void;
  /** A typed code, in the game's own field. */
  ask(title: string, submit: (text: string) => string | null, value?: string): void;
  /** A question over the page. */
  question(look: PanelLook): void;
  showPanel(look: PanelLook): Phaser.GameObjects.Container;
}

export class ProfileActions {
  /** A request is under way. */
  busy = false;

  constructor(private readonly scene: ProfileScreen) {}

  /** Run `work` unless another request is under way; then draw the screen anew if it is still shown. */
  private run(work: (still: () => boolean) => Promise<string | null>): void {
    if (this.busy) return;
    this.busy = true;
    const scene = this.scene;
    const still = (): boolean => scene.scene.isActive();
    void work(still)
      .catch(() => t('Something went wrong: try again.'))
      .then((said) => {
        this.busy = false;
        if (!still()) return;
        scene.draw();
        if (said) toast(scene, said, 4);
      });
  }

  /** A field's answer while a request is out: it stays open, saying so. */
  private get waitWords(): string | null {
    return this.busy ? t('Wait a moment: the server is still answering.') : null;
  }

  /** The players followed as the server has them (or why not). */
  private async readFriends(): Promise<void> {
    const friends = await online.following();
    this.scene.friends = friends.ok ? friends.value : null;
    this.scene.friendsWhy = friends.ok ? null : friends.reason;
  }

  /** The profile, what waits sent, the save joined (now and then), the players followed. */
  refresh(): void {
    if (!online.profile()?.online) return;
    this.scene.friendsWhy = null;
    this.run(async (still) => {
      const read = await online.refresh();
      // The server did not answer: say so once, rather than waiting out every request in turn.
      if (!read.ok) {
        this.scene.friendsWhy = read.reason;
        return null;
      }
      void sendWaiting();
      if (performance.now() - lastSync > SYNC_EVERY_MS) {
        lastSync = performance.now();
        await online.syncSave(still);
      }
      await this.readFriends();
      return null;
    });
  }

  turnOn(): void {
    this.run(async (still) => {
      const made = await online.turnOnline();
      if (!made.ok) return made.reason;
      lastSync = performance.now();
      await online.syncSave(still);
      await this.readFriends();
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
      t("YOUR NAME: 3 TO 20 LETTERS, DIGITS, SPACES OR - . '"),
      (text) => {
        const name = text.trim().replace(/\s+/g, ' ');
        const length = [...name.normalize('NFC')].length;
        if (length < 3 || length > 20) return t('A name is 3 to 20 letters, digits or spaces.');
        if (this.waitWords) return this.waitWords;
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
      if (this.waitWords) return this.waitWords;
      this.run(async () => {
        const friend = await online.follow(text);
        if (!friend.ok) return friend.reason;
        await this.readFriends();
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

  /** MOVE MY PROGRESS: a code and a link, shown on the page and handed over (copied, shared, or shown to copy). */
  moveProgress(): void {
    this.run(async (still) => {
      const made = await online.transferCode();
      if (!made.ok) return made.reason;
      const { code, seconds } = made.value;
      const link = transferLink(code);
      this.scene.transfer = { code, link, minutes: minutes(seconds) };
      const text = t(
        'Open this on your other device within {n} minutes, or enter the code {code} there: {link}',
        {
          n: minutes(seconds),
          code,
          link,
        },
      );
      const how = await handOver(this.scene.game, text, t('MOVE MY PROGRESS: {code}', { code }));
      return how === 'copied' && still()
        ? t('Copied the code {code} and its link: open it on your other device.', { code })
        : null;
    });
  }

  /** ENTER TRANSFER CODE: a code from another device, typed here. */
  askTransferCode(): void {
    this.scene.ask(t('TRANSFER CODE FROM YOUR OTHER DEVICE'), (text) => {
      if (tidyCode(text, 3) === null)
        return t('A transfer code is twelve letters and digits, like K7QX-M9DT-3HWP.');
      if (this.waitWords) return this.waitWords;
      this.askClaim(text);
      return null;
    });
  }

  /** A transfer code (a link's, or typed): asked first, as it replaces any profile this device holds. */
  askClaim(code: string): void {
    const held = online.profile();
    const question = questionPanel({
      title: t('MOVE A PROFILE HERE?'),
      line: held
        ? t(
            'The transfer code brings a profile and its progress to this device in place of {name}, which stays on the server (DELETE MY DATA first, if it should go).',
            { name: verbatim(held.name) },
          )
        : t(
            'The transfer code brings your profile and its progress to this device, with online features on.',
          ),
      yes: { name: 'confirm-transfer', label: t('YES, MOVE IT') },
      no: { name: 'cancel-transfer', label: t('NOT NOW') },
      calm: true,
    });
    this.scene.question(
      lookOf(question, (answer) => {
        if (answer === 'yes') this.claim(code);
        else this.refresh();
      }),
    );
  }

  private claim(code: string): void {
    this.run(async (still) => {
      const claimed = await online.claimTransfer(code);
      if (!claimed.ok) return claimed.reason;
      lastSync = performance.now();
      const synced = await online.syncSave(still);
      if (!synced.ok) return synced.reason;
      await this.readFriends();
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
