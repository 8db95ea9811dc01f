// A race on one deal, in any solitaire game's session (GlassWorks, Joker Coloring): RACE makes one on
// the deal on screen; the race's deal is played unsaved with no undo and no solver's help; each move
// the player makes goes to the server as the game's move token with its number; moves wait until
// the first racer STARTs; the others' standings show in the header's info line and rank the results.

import { t } from '../../i18n/i18n';
import type { RaceGame } from '../../logic/protocol';
import { type Going, goOnline } from '../../services/liveDuel';
import { type LiveRace, liveRace, type RaceInfo } from '../../services/liveRace';
import type { LinkEnd } from '../../services/roomLink';
import { gameScreen } from '../launch/navigation';
import type { AnyMidend, PartApi } from './part';

type Api = Pick<PartApi<unknown, unknown>, 'ask' | 'go' | 'emit'>;

/** The race a session's game is played in: wired to its midend, and what the screen shows of it. */
export class RaceSeat<S, M, C> {
  private sent = 0;
  private readonly stop: () => void;

  constructor(
    readonly race: LiveRace,
    midend: AnyMidend<S, M, C>,
    changed: (was: RaceInfo, now: RaceInfo) => void,
  ) {
    // Reasons the rules' table says in the player's words (i18n/reasons.ts).
    const why = (i: RaceInfo): string | null =>
      i.linkEnd
        ? 'you are no longer in the race'
        : i.reconnecting
          ? 'the connection to the server is lost: reconnecting'
          : i.status === 'waiting' || i.status === 'starting'
            ? 'the race has not started'
            : null;
    midend.hold = () => why(this.race.info);
    midend.onPlayed = (move) => this.race.move(midend.rules.encodeMove(move), this.sent++);
    let was = race.info;
    this.stop = race.listen((now) => {
      changed(was, now);
      was = now;
    });
  }

  /** The header's words for the race: its code and who is in, the 3-2-1, or the places. */
  line(): string {
    const i = this.race.info;
    if (i.status === 'waiting')
      return t('RACE {code} · {n} IN · WAITING FOR START', {
        code: i.code,
        n: i.racers.filter((r) => !r.left).length,
      });
    if (i.status === 'starting') return t('RACE {code} · STARTS IN {n}', { code: i.code, n: i.countdown });
    const others = i.racers.filter((r) => !r.you && !r.left);
    const me = i.me;
    const you = me ? t('YOU #{place}', { place: me.place }) : '';
    // Each other racer: their place, and how far they are (points or squares left), or their result.
    const them = others.map((r) =>
      r.over
        ? t('P{n} #{place} DONE {result}', { n: r.seat, place: r.place, result: r.result ?? '–' })
        : t('P{n} #{place} ({left} LEFT)', { n: r.seat, place: r.place, left: r.progress }),
    );
    return [t('RACE {code}', { code: i.code }), you, ...them].filter(Boolean).join(' · ');
  }

  /** The results panel's lines: every racer's place and standing. */
  lines(): string[] {
    const i = this.race.info;
    return [...i.racers]
      .filter((r) => !r.left || r.over)
      .sort((a, b) => a.place - b.place)
      .map((r) =>
        t('#{place} {who}: {standing}', {
          place: r.place,
          who: r.you ? t('YOU') : t('P{n}', { n: r.seat }),
          standing:
            r.result !== null
              ? String(r.result)
              : r.over
                ? t('OUT')
                : t('PLAYING · {n} LEFT', { n: r.progress }),
        }),
      );
  }

  /**
   * What the player is told as the race goes from `was` to `now`, and for how many seconds (each
   * number of the 3-2-1 shows for less than its second, so they follow one another).
   */
  news(was: RaceInfo, now: RaceInfo): { text: string; seconds: number }[] {
    const said: { text: string; seconds: number }[] = [];
    const say = (text: string, seconds = 2): void => {
      said.push({ text, seconds });
    };
    const count = (i: RaceInfo) => i.racers.filter((r) => !r.left).length;
    if (now.linkEnd && !was.linkEnd) say(raceEndNews(now.linkEnd), 4);
    else if (now.status === 'starting' && now.countdown > 0 && now.countdown !== was.countdown)
      say(t('THE RACE STARTS IN {n}', { n: now.countdown }), 0.5);
    else if (was.status !== 'racing' && now.status === 'racing') say(t('The race is on: go!'));
    else if (now.status === 'waiting' && count(now) > count(was))
      say(t('A racer joined: {n} in the race.', { n: count(now) }));
    if (now.status === 'waiting' && now.starts && !was.starts)
      say(t('You start the race now: press START when everyone is in.'), 4);
    return said;
  }

  /** The test hook's view of the race. */
  snapshot(): Record<string, unknown> {
    const i = this.race.info;
    return {
      room: i.code,
      status: i.status,
      place: i.me?.place ?? 0,
      racers: i.racers.map((r) => ({
        seat: r.seat,
        you: r.you,
        moves: r.moves,
        progress: r.progress,
        over: r.over,
        result: r.result,
        place: r.place,
      })),
    };
  }

  dispose(): void {
    this.stop();
  }
}

/** Why this tab is out of the race without leaving it, in a sentence. */
function raceEndNews(end: LinkEnd): string {
  switch (end) {
    case 'not-kept':
      return t('The server restarted: this race could not be kept.');
    case 'unreachable':
      return t('The connection to the server is lost: this race could not go on.');
    case 'ended':
      return t('The race ended while you were away.');
    default:
      return t('You were away too long: the race went on without you.');
  }
}

/** RACE on a solitaire game's screen: make a race on the deal on screen, or, in one, START or LEAVE. */
export function raceAction<S, M, C>(
  game: RaceGame,
  seat: RaceSeat<S, M, C> | null,
  deal: () => { options: unknown; seed: number },
  api: Api,
): void {
  if (seat) {
    const i = seat.race.info;
    const leave = (): void => {
      void seat.race.leave();
      api.go({ scene: gameScreen(game), data: {} });
    };
    const title = t('RACE {code}', { code: i.code });
    if (i.status === 'waiting' && i.starts)
      api.ask(
        {
          title,
          line: t('Send the code to friends: they enter it and play this deal too. START when they are in.'),
          yes: { name: 'race-start', label: t('START') },
          alt: { name: 'race-leave', label: t('LEAVE') },
          no: { name: 'race-ok', label: t('LATER') },
          calm: true,
        },
        () => seat.race.start(),
        leave,
      );
    else
      api.ask(
        {
          title,
          line:
            i.status === 'waiting'
              ? t('The first player starts the race.')
              : t('You are #{place} of {n}.', { place: i.me?.place ?? 0, n: i.racers.length }),
          yes: { name: 'race-leave', label: t('LEAVE') },
          no: { name: 'race-ok', label: t('OK') },
          calm: true,
        },
        leave,
      );
    return;
  }
  api.ask(
    {
      title: t('RACE ON THIS DEAL?'),
      line: t('Friends who enter the race code play this same deal; everyone sees everyone’s progress.'),
      yes: { name: 'race-new', label: t('MAKE A RACE') },
      no: { name: 'race-cancel', label: t('CANCEL') },
      calm: true,
    },
    () => {
      const { options, seed } = deal();
      const going: Going = { kind: 'race', game, options, seed };
      api.emit({ kind: 'toast', text: t('Connecting to the online server…') });
      void goOnline(going).then((r) => {
        if (!r.ok) api.emit({ kind: 'refused', shake: null, reason: r.reason });
        else api.go({ scene: gameScreen(game), data: { race: true } });
      });
    },
  );
}

/** The race this tab is in, for a session starting on `game`'s screen with a race's deal. */
export const raceFor = (game: RaceGame): LiveRace | null => {
  const race = liveRace();
  return race?.info.game === game ? race : null;
};
