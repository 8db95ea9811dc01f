// What the PROFILE screen's buttons do, each a request to the server (midend/online/account.ts): one
// at a time (a field submitted meanwhile stays open and says to wait), each answered with words —
// what changed, or why nothing did — and the screen drawn anew as the profile now stands.

import type Phaser from 'phaser';
import { t, verbatim } from '../i18n/i18n';
import type { Friend } from '../midend/online/account';
import * as online from '../midend/online/account';
import { tidyCode } from '../midend/online/playerCodes';
import { sendWaiting } from '../midend/online/results';
import type { ScreenHost } from '../ui/screen/host';
import type { PanelLook } from '../ui/screen/panel';
import { toast } from '../ui/screen/toast';

/** The save is joined with the profile's on a visit at most this often (it is a whole file each way). */
const SYNC_EVERY_MS = 5 * 60_000;
let lastSync = Number.NEGATIVE_INFINITY;
/** The save was just joined (a new profile, one claimed): the next visit need not join it again. */
export const synced = (): void => {
  lastSync = performance.now();
};

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
  run(work: (still: () => boolean) => Promise<string | null>): void {
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
  get waitWords(): string | null {
    return this.busy ? t('Wait a moment: the server is still answering.') : null;
  }

  /** The players followed as the server has them (or why not). */
  async readFriends(): Promise<void> {
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
