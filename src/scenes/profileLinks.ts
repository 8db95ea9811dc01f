// The PROFILE screen's codes that come from elsewhere and go elsewhere: MOVE MY PROGRESS (a
// transfer code and its `?transfer=` link out), a transfer code taken in (typed, or a link's, asked
// first), and a friend's `?follow=` link (asked first, turning online features on if they are off).
// Each request runs through the screen's actions (profileActions.ts): one at a time, answered in words.

import { t, verbatim } from '../i18n/i18n';
import * as online from '../midend/online/account';
import { tidyCode } from '../midend/online/playerCodes';
import { questionPanel } from '../midend/session/panels';
import { handOver } from '../ui/controls/share';
import { lookOf } from '../ui/screen/panel';
import { toast } from '../ui/screen/toast';
import { synced as noteSynced, type ProfileActions, type ProfileScreen } from './profileActions';

/** How long a transfer code lasts, in whole minutes, for the words. */
const minutes = (seconds: number): number => Math.max(1, Math.round(seconds / 60));

export class ProfileLinks {
  constructor(
    private readonly scene: ProfileScreen,
    private readonly actions: ProfileActions,
  ) {}

  private refresh(): void {
    this.actions.refresh();
  }

  /** A link's friend code: following it is asked first (turning online features on, if they are off). */
  askFollowLink(typed: string): void {
    const code = tidyCode(typed, 2);
    if (code === null) {
      toast(this.scene, t('That link has no friend code in it (a friend code is like K7QX-M9DT).'), 4);
      this.refresh();
      return;
    }
    const on = online.profile()?.online === true;
    const question = questionPanel({
      title: t('FOLLOW {code}?', { code }),
      line: on
        ? t('Their daily results come first on your boards, and yours on theirs if they follow you.')
        : t(
            'Online features turn on (a profile of your own), and their daily results come first on your boards.',
          ),
      yes: { name: 'confirm-follow', label: t('FOLLOW') },
      no: { name: 'cancel-follow', label: t('NOT NOW') },
      calm: true,
    });
    this.scene.question(
      lookOf(question, (answer) => (answer === 'yes' ? this.followLink(code) : this.refresh())),
    );
  }

  private followLink(code: string): void {
    this.actions.run(async (still) => {
      if (!online.profile()?.online) {
        const made = await online.turnOnline();
        if (!made.ok) return made.reason;
        noteSynced();
        await online.syncSave(still);
      }
      const friend = await online.follow(code);
      await this.actions.readFriends();
      if (!friend.ok) return friend.reason;
      return t('You follow {name} now: their daily results come first on your boards.', {
        name: verbatim(friend.value.name),
      });
    });
  }

  /** MOVE MY PROGRESS: a code and a link, shown on the page and handed over (copied, shared, or shown to copy). */
  moveProgress(): void {
    this.actions.run(async (still) => {
      const made = await online.transferCode();
      if (!made.ok) return made.reason;
      const { code, seconds } = made.value;
      const link = linkHere('transfer', code);
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
      if (this.actions.waitWords) return this.actions.waitWords;
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
    this.actions.run(async (still) => {
      const claimed = await online.claimTransfer(code);
      if (!claimed.ok) return claimed.reason;
      noteSynced();
      const synced = await online.syncSave(still);
      if (!synced.ok) return synced.reason;
      await this.actions.readFriends();
      return t('Welcome back, {name}: this device has your profile now.', {
        name: verbatim(claimed.value.name),
      });
    });
  }
}

/** This page with `?<what>=<code>` (and the server and language it was opened with), for another device. */
export function linkHere(what: 'transfer' | 'follow' | 'code', code: string): string {
  const here = new URL(window.location.href);
  const link = new URL(`${here.origin}${here.pathname}`);
  for (const keep of ['server', 'lang']) {
    const value = here.searchParams.get(keep);
    if (value !== null) link.searchParams.set(keep, value);
  }
  link.searchParams.set(what, code);
  return link.toString();
}
