// PLAY ONLINE on the Flood Duel screen: the choice between a friend's room and a quick match, going
// online (services/liveDuel.ts) and into the live game, joining a friend's room by its code or link,
// REMATCH and LEAVE (the one way out of a live game besides starting another game: the menu and
// how to play leave it waiting, and the Flood Duel screen comes back to it). The live game itself
// is the midend's (games/flood/midend.ts): it sends this side's moves and plays the friend's as the
// server reports them.

import { t } from '../../../i18n/i18n';
import { DEFAULT_TURN_CLOCK, TURN_CLOCKS, type TurnClock } from '../../../logic/protocol';
import { type Going, goOnline, liveDuel } from '../../../services/liveDuel';
import { serverAddress } from '../../../services/serverAddress';
import { gameScreen, SCREENS } from '../../launch/navigation';
import { signed } from '../../online/link';
import type { Action } from '../../session/effects';
import type { PartApi } from '../../session/part';
import { isFriend } from './live';

/** The api of any game's part, as far as going online needs it. */
type Api = Pick<PartApi<unknown, unknown>, 'ask' | 'go' | 'emit'>;

/** A turn clock's length as its button says it. */
const clockLabel = (seconds: TurnClock): string =>
  seconds < 60 ? t('TURNS: {n} S', { n: seconds }) : t('TURNS: {n} MIN', { n: seconds / 60 });

/** How going online reaches the screen: the live game entered, a connection asked for. */
interface Way {
  enter(api: Api): void;
  connect(going: Going, api: Api): void;
}

export function onlineActions(size: () => { width: number; height: number }) {
  // Each turn's time limit in the next friend's room (a quick match has the default).
  const clock = { length: DEFAULT_TURN_CLOCK as TurnClock };
  const way: Way = {
    enter: (api) => api.go({ scene: SCREENS.floodDuel, data: { live: true } }),
    connect(going, api) {
      const rated = going.kind === 'quick' && going.auth !== undefined;
      const text = rated
        ? t('Looking for a player near your rating…')
        : t('Connecting to the online server…');
      api.emit({ kind: 'toast', text });
      void goOnline(going).then((r) => {
        if (!r.ok) api.emit({ kind: 'refused', shake: null, reason: r.reason });
        else if (r.value.kind === 'duel') way.enter(api);
        else api.go({ scene: gameScreen(r.value.game), data: { race: true } });
      });
    },
  };
  return {
    /** PLAY ONLINE, REMATCH and LEAVE: true when `action` was one of them. */
    act(action: Action, api: Api): boolean {
      if (action === 'play-online') playOnline(api, size(), clock, way);
      else if (action === 'online-rematch') rematch(api, way);
      else if (action === 'online-leave') leave(api);
      else return false;
      return true;
    },
    /** Join a friend's room by its code. */
    join: (code: string, api: Api): void => way.connect({ kind: 'join', code }, api),
    /**
     * Another game begun over a live one under way: the player hears first that the live game is
     * lost by forfeit (not that undo cannot bring it back); then `start`.
     */
    leaveFirst(api: Api, start: () => void): boolean {
      if (liveDuel()?.info.status !== 'playing') return false;
      askToLeave(api, start);
      return true;
    },
  };
}

/** PLAY ONLINE: a friend's room (with its turn clock) or a quick match, asked over a live game first. */
function playOnline(
  api: Api,
  { width, height }: { width: number; height: number },
  clock: { length: TurnClock },
  way: Way,
): void {
  if (serverAddress() === null) {
    const reason = t('Online play needs a server, and none is set for this copy of the game.');
    api.emit({ kind: 'refused', shake: null, reason });
    return;
  }
  const offer = (): void =>
    api.ask(
      {
        title: t('PLAY ONLINE'),
        line: t(
          'Live, turn by turn: send a friend your room code, or play whoever is waiting for a {w}×{h} game.',
          { w: width, h: height },
        ),
        yes: { name: 'online-friend', label: t('WITH A FRIEND') },
        alt: { name: 'online-quick', label: t('QUICK MATCH') },
        // The time each turn has in a friend's room: pressed, the next length, asked again.
        cycle: {
          name: 'online-clock',
          label: clockLabel(clock.length),
          next: () => {
            const at = TURN_CLOCKS.indexOf(clock.length);
            clock.length = TURN_CLOCKS[(at + 1) % TURN_CLOCKS.length] as TurnClock;
            offer();
          },
        },
        no: { name: 'online-cancel', label: t('CANCEL') },
        calm: true,
      },
      () => way.connect({ kind: 'friend', width, height, clock: clock.length }, api),
      () => way.connect(quick(width, height), api),
    );
  // Another online game over this one: this one is lost by forfeit, so the player says so first.
  if (liveDuel()?.info.status === 'playing') askToLeave(api, offer);
  else offer();
}

/** A quick match: rated, when online features are on with a profile of this server. */
function quick(width: number, height: number): Going {
  const me = signed();
  return me
    ? { kind: 'quick', width, height, auth: `${me.id}.${me.secret}` }
    : { kind: 'quick', width, height };
}

/** REMATCH: asked of the other side, and the new game entered once they say yes. */
function rematch(api: Api, way: Way): void {
  const duel = liveDuel();
  const friend = duel ? isFriend(duel.info) : true;
  if (!duel?.info.opponentConnected || duel.info.opponentLeft || duel.info.linkEnd) {
    const reason = friend ? t('Your friend has left: no rematch.') : t('Your opponent has left: no rematch.');
    api.emit({ kind: 'refused', shake: null, reason });
    return;
  }
  const seed = duel.info.seed;
  const stop = duel.listen((info) => {
    if (info.status !== 'playing' || info.seed === seed) return;
    stop();
    way.enter(api);
  });
  duel.rematch();
  const text = friend
    ? t('Rematch asked: waiting for your friend to say yes…')
    : t('Rematch asked: waiting for your opponent to say yes…');
  api.emit({ kind: 'toast', text });
}

/** LEAVE: a live game under way is asked about first (it is lost by forfeit). */
function leave(api: Api): void {
  const back = (): void => api.go({ scene: SCREENS.floodDuel, data: {} });
  if (liveDuel()?.info.status === 'playing') askToLeave(api, back);
  else {
    void liveDuel()?.leave();
    back();
  }
}

/** Ask before leaving a live game under way (lost by forfeit); yes leaves it, then `then`. */
function askToLeave(api: Api, then: () => void): void {
  api.ask(
    {
      title: t('LEAVE THE GAME?'),
      line: t('Leaving a live game loses it by forfeit.'),
      yes: { name: 'confirm-leave', label: t('YES, LEAVE') },
      no: { name: 'cancel-leave', label: t('KEEP PLAYING') },
    },
    () => {
      void liveDuel()?.leave();
      then();
    },
  );
}
