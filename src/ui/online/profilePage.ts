// The PROFILE screen drawn (scenes/ProfileScene.ts holds what it shows and what its buttons do):
// online features off — what turning them on does, TURN ONLINE ON, a transfer code taken in — or on:
// the name and RENAME, the friend code and COPY, the Flood Duel rating, FOLLOW, MOVE MY PROGRESS (and
// the code it made), each game's daily board, online off and DELETE MY DATA, and the players followed.

import { t, verbatim } from '../../i18n/i18n';
import { count } from '../../i18n/units';
import { GAME_IDS, type GameId } from '../../logic/game';
import { factsOf } from '../../midend/games/facts';
import { gameName } from '../../midend/games/names';
import type { Friend } from '../../midend/online/account';
import type { KeptProfile } from '../../midend/online/profileBook';
import { toCss, UI } from '../look/theme';
import type { Page } from '../screen/page';

/** What the page shows, and what its buttons do. */
export interface ProfileSpec {
  readonly me: KeptProfile | null;
  /** Why the profile cannot be used on this page (another server's), or null. */
  readonly foreign: string | null;
  /** The players followed (null: not answered yet). */
  readonly friends: readonly Friend[] | null;
  /** Why the list of players followed could not be had (TRY AGAIN asks again), or null. */
  readonly friendsWhy: string | null;
  /** The screen is wider than tall: rows that fit side by side share one. */
  readonly wide: boolean;
  /** The last transfer code made here. */
  readonly transfer: { readonly code: string; readonly minutes: number } | null;
  readonly act: {
    turnOn(): void;
    turnOff(): void;
    claim(): void;
    rename(): void;
    copyCode(): void;
    follow(): void;
    move(): void;
    board(game: GameId): void;
    explore(game: GameId): void;
    remove(): void;
    unfollow(f: Friend): void;
    retry(): void;
  };
}

export function drawOffline(page: Page, s: ProfileSpec): void {
  page.line(
    t(
      'Online features are off. Turned on, your progress is kept with a profile on the server, your finished daily deals go to the daily boards, friends can follow you, and MOVE MY PROGRESS takes it all to another device. Nothing is sent before you turn them on.',
    ),
  );
  if (s.foreign) page.line(s.foreign, { color: UI.accentText });
  else if (s.me)
    page.line(t('Your profile {name} is kept on this device.', { name: verbatim(s.me.name) }), {
      color: UI.textDim,
    });
  page.buttons([{ name: 'online-on', label: t('TURN ONLINE ON'), press: s.act.turnOn }]);
  page.buttons([
    {
      name: 'claim-transfer',
      label: t('ENTER TRANSFER CODE'),
      short: t('TRANSFER CODE'),
      press: s.act.claim,
    },
  ]);
  if (s.me && !s.foreign)
    page.buttons([{ name: 'delete-data', label: t('DELETE MY DATA'), press: s.act.remove, danger: true }]);
}

export function drawOnline(page: Page, s: ProfileSpec, me: KeptProfile): void {
  page.entry(
    verbatim(me.name),
    { name: 'rename', label: t('RENAME'), press: s.act.rename },
    toCss(UI.accent),
  );
  page.entry(t('Friend code: {code}', { code: me.friendCode }), {
    name: 'copy-friend-code',
    label: t('COPY'),
    press: s.act.copyCode,
  });
  if (me.rating)
    page.line(
      t('Flood Duel rating {rating} ± {deviation} ({games})', {
        rating: Math.round(me.rating.rating),
        deviation: Math.round(me.rating.deviation * 2),
        games: count(me.rating.games, 'game'),
      }),
      { color: UI.textDim },
    );
  const follow = { name: 'follow', label: t('FOLLOW A FRIEND'), short: t('FOLLOW'), press: s.act.follow };
  const move = { name: 'move-progress', label: t('MOVE MY PROGRESS'), short: t('MOVE'), press: s.act.move };
  // A screen held sideways has the width for both in a row, and not the height for two rows.
  if (s.wide) page.buttons([follow, move]);
  else {
    page.buttons([follow]);
    page.buttons([move]);
  }
  if (s.transfer)
    page.line(
      t('Transfer code {code}: good for {n} minutes, once.', {
        code: s.transfer.code,
        n: s.transfer.minutes,
      }),
      {
        color: UI.accentText,
      },
    );
  if (!s.wide) page.line(t('DAILY BOARDS'), { color: UI.textDim });
  page.buttons(
    GAME_IDS.map((game) => ({
      name: `daily-board-${game}`,
      label: gameName(game),
      // The name's first word, where the whole name has no room (GLASSWORKS, FLOOD, JOKER).
      short: verbatim(gameName(game).split(' ')[0] ?? ''),
      press: () => s.act.board(game),
    })),
  );
  // The Explore shelves of boards players made, where the games' makers are.
  if (!s.wide) page.line(t('EXPLORE'), { color: UI.textDim });
  page.buttons(
    GAME_IDS.filter((game) => factsOf(game).maker).map((game) => ({
      name: `explore-${game}`,
      label: s.wide ? t('EXPLORE {game}', { game: gameName(game) }) : gameName(game),
      short: verbatim(gameName(game).split(' ')[0] ?? ''),
      press: () => s.act.explore(game),
    })),
  );
  page.buttons([
    { name: 'online-off', label: t('TURN ONLINE OFF'), short: t('OFFLINE'), press: s.act.turnOff },
    {
      name: 'delete-data',
      label: t('DELETE MY DATA'),
      short: t('DELETE'),
      press: s.act.remove,
      danger: true,
    },
  ]);
  drawFriends(page, s);
}

function drawFriends(page: Page, s: ProfileSpec): void {
  page.line(t('FOLLOWING'), { color: UI.textDim });
  if (s.friendsWhy !== null) {
    page.line(s.friendsWhy, { color: UI.textDim });
    page.buttons([{ name: 'profile-retry', label: t('TRY AGAIN'), press: s.act.retry }]);
    return;
  }
  if (s.friends === null) {
    page.line(t('Asking the server…'), { color: UI.textDim });
    return;
  }
  if (s.friends.length === 0)
    page.line(t('No one yet: FOLLOW adds a friend by their friend code.'), { color: UI.textDim });
  for (const f of s.friends) {
    const unfollow = {
      name: `unfollow-${f.friendCode}`,
      label: t('UNFOLLOW'),
      press: () => s.act.unfollow(f),
    };
    const full = t('{name} · {code}', { name: verbatim(f.name), code: f.friendCode });
    if (!page.entry([full, verbatim(f.name)], unfollow)) break;
  }
}
