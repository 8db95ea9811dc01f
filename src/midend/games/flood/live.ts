// A live duel in words and as a result: how it stands for this side beyond the board, what the
// header's turn line says while the room rather than the board speaks, the sentences the player
// hears as the room changes, and how a game decided off the board — a player left, was away too
// long or ran out of time, or the game was lost with its server — counts. The other player is a
// FRIEND in a friend's room (joined by its code) and an OPPONENT in a quick match: a stranger is
// never called a friend.

import { t } from '../../../i18n/i18n';
import type { DuelInfo } from '../../../services/liveDuel';

/** How a live duel stands for this side, beyond the board. */
export type LiveEnd =
  /** Playing, or ended by the rules: the board says it. */
  | { readonly by: 'board' }
  /** One side lost off the board: it left, was away too long, or its time ran out. */
  | { readonly by: 'forfeit'; readonly won: boolean; readonly why: 'left' | 'away' | 'time' }
  /** This tab lost the game with the link: no result (the server kept no copy, or never answered). */
  | { readonly by: 'link'; readonly why: 'not-kept' | 'unreachable' | 'ended' };

export function liveEnd(o: DuelInfo): LiveEnd {
  switch (o.linkEnd) {
    case 'away':
      return { by: 'forfeit', won: false, why: 'away' };
    case 'time':
      return { by: 'forfeit', won: false, why: 'time' };
    case 'friend-left':
      return { by: 'forfeit', won: true, why: 'left' };
    case 'friend-away':
      return { by: 'forfeit', won: true, why: 'away' };
    case 'friend-time':
      return { by: 'forfeit', won: true, why: 'time' };
    case 'not-kept':
    case 'unreachable':
    case 'ended':
      return { by: 'link', why: o.linkEnd };
  }
  if (o.status === 'over' && o.forfeit !== 0) {
    const why = o.ended === 'time' || o.ended === 'away' ? o.ended : 'left';
    return { by: 'forfeit', won: o.forfeit !== o.role, why };
  }
  return { by: 'board' };
}

/** The other player came by the room's code (a friend), not by a quick match (a stranger). */
export const isFriend = (o: DuelInfo): boolean => o.code !== '';

/** The other player's name, in capitals. */
export const otherName = (o: DuelInfo | null): string => (o && !isFriend(o) ? t('OPPONENT') : t('FRIEND'));

/** The header's turn line of a live duel, longest first; `mine`: this side is to move. */
export function liveLine(o: DuelInfo, mine: boolean): string[] {
  const f = isFriend(o);
  if (o.reconnecting) return [t('CONNECTION LOST: RECONNECTING…'), t('RECONNECTING…')];
  const end = liveEnd(o);
  if (end.by === 'forfeit') return forfeitLine(end.won, end.why, f);
  if (end.by === 'link')
    return end.why === 'not-kept'
      ? [t('SERVER RESTARTED: NO RESULT'), t('NO RESULT')]
      : end.why === 'unreachable'
        ? [t('CONNECTION LOST: NO RESULT'), t('NO RESULT')]
        : [t('THE GAME ENDED WHILE YOU WERE AWAY'), t('GAME OVER')];
  if (o.status === 'waiting')
    return o.code
      ? [t('WAITING FOR YOUR FRIEND · CODE {code}', { code: o.code }), t('CODE {code}', { code: o.code })]
      : [t('WAITING FOR A PLAYER…'), t('WAITING…')];
  if (o.status === 'over') return [t('GAME OVER')];
  if (!o.opponentConnected)
    return f
      ? [t('YOUR FRIEND IS AWAY: WAITING…'), t('FRIEND AWAY…')]
      : [t('YOUR OPPONENT IS AWAY: WAITING…'), t('OPPONENT AWAY…')];
  // The last seconds of a turn are said in words too, beside the clock's bar.
  if (mine && o.clock !== null && o.clock <= 10)
    return [t('YOUR TURN: {n} S LEFT', { n: o.clock }), t('{n} S LEFT', { n: o.clock })];
  return mine ? [t('YOUR TURN')] : [f ? t("FRIEND'S TURN") : t("OPPONENT'S TURN")];
}

function forfeitLine(won: boolean, why: 'left' | 'away' | 'time', f: boolean): string[] {
  if (!won)
    return why === 'left'
      ? [t('YOU LEFT THE GAME')]
      : why === 'away'
        ? [t('AWAY TOO LONG: YOU LOST'), t('AWAY: LOST')]
        : [t('YOUR TIME RAN OUT: YOU LOST'), t('TIME UP: LOST')];
  if (why === 'left')
    return f
      ? [t('YOUR FRIEND LEFT: YOU WIN'), t('FRIEND LEFT: YOU WIN')]
      : [t('YOUR OPPONENT LEFT: YOU WIN'), t('OPPONENT LEFT: YOU WIN')];
  if (why === 'away')
    return f
      ? [t('YOUR FRIEND WAS AWAY TOO LONG: YOU WIN'), t('FRIEND AWAY: YOU WIN')]
      : [t('YOUR OPPONENT WAS AWAY TOO LONG: YOU WIN'), t('OPPONENT AWAY: YOU WIN')];
  return [
    f ? t("YOUR FRIEND'S TIME RAN OUT: YOU WIN") : t("YOUR OPPONENT'S TIME RAN OUT: YOU WIN"),
    t('TIME UP: YOU WIN'),
  ];
}

/** What the player is told as the room goes from `was` to `now`. */
export function liveNews(was: DuelInfo, now: DuelInfo): string[] {
  const f = isFriend(now);
  const said: string[] = [];
  const end = liveEnd(now);
  if (liveEnd(was).by === 'board' && end.by !== 'board') said.push(endNews(end, f));
  else if (was.status === 'waiting' && now.status === 'playing')
    said.push(f ? t('Your friend is here: the game is on.') : t('An opponent is here: the game is on.'));
  else if (now.status === 'playing' && was.opponentConnected && !now.opponentConnected)
    said.push(
      f
        ? t('Your friend lost the connection: waiting a minute for them to come back.')
        : t('Your opponent lost the connection: waiting a minute for them to come back.'),
    );
  else if (now.status === 'playing' && !was.opponentConnected && now.opponentConnected)
    said.push(f ? t('Your friend is back.') : t('Your opponent is back.'));
  if (now.status === 'over' && !was.opponentRematch && now.opponentRematch)
    said.push(
      f
        ? t('Your friend wants a rematch: press REMATCH.')
        : t('Your opponent wants a rematch: press REMATCH.'),
    );
  if (!was.opponentLeft && now.opponentLeft)
    said.push(f ? t('Your friend has left.') : t('Your opponent has left.'));
  return [...said, ...ratingNews(was, now)];
}

/** A rated game's words: the ratings as it begins, and this side's once its result is kept. */
function ratingNews(was: DuelInfo, now: DuelInfo): string[] {
  const r = now.ratings;
  if (!r) return [];
  const round = Math.round;
  // Read from the store as the round starts, the ratings arrive a moment after it.
  if ((was.ratings?.mine.before ?? 0) === 0 && r.mine.before !== 0)
    return [
      t('A rated game: your {mine} against {theirs}.', {
        mine: round(r.mine.before),
        theirs: round(r.theirs.before),
      }),
    ];
  if ((was.ratings?.mine.after ?? 0) === 0 && r.mine.after !== 0)
    return [
      t('Your rating: {before} → {after}.', { before: round(r.mine.before), after: round(r.mine.after) }),
    ];
  return [];
}

function endNews(end: Exclude<LiveEnd, { by: 'board' }>, f: boolean): string {
  if (end.by === 'link')
    return end.why === 'not-kept'
      ? t('The server restarted: this game could not be kept.')
      : end.why === 'unreachable'
        ? t('The connection to the server is lost: this game could not go on.')
        : t('The game ended while you were away.');
  if (!end.won)
    return end.why === 'left'
      ? t('You left the game: it is lost by forfeit.')
      : end.why === 'away'
        ? f
          ? t('You were away too long: the game went to your friend.')
          : t('You were away too long: the game went to your opponent.')
        : f
          ? t('Your time ran out: your friend wins.')
          : t('Your time ran out: your opponent wins.');
  if (end.why === 'left')
    return f
      ? t('Your friend left the game: you win by forfeit.')
      : t('Your opponent left the game: you win by forfeit.');
  if (end.why === 'away')
    return f
      ? t('Your friend was away too long: you win by forfeit.')
      : t('Your opponent was away too long: you win by forfeit.');
  return f ? t("Your friend's time ran out: you win.") : t("Your opponent's time ran out: you win.");
}

/** How a game decided off the board counts for this side: won, lost, or null (no result to count). */
export const offBoardWin = (end: LiveEnd): boolean | null => (end.by === 'forfeit' ? end.won : null);
