// Flood Duel's part of its screen's session: keys 1–6 read by its interpret_move, LEVEL, SIZE and
// RULES choosing the next game's (they say so while they differ from this game's), the new games (against
// the computer, two players, a duel by code; asked first over a game with moves in it), ENTER
// CODE, PLAY ONLINE (playOnline.ts), the model its view draws and its snapshot fields (model.ts),
// and its results.

import { FLOOD_COLOURS } from '../../../i18n/colours';
import { t } from '../../../i18n/i18n';
import { levelName } from '../../../i18n/levels';
import * as FD from '../../../logic/flood/index';
import { interpretFlood } from '../../../logic/flood/input';
import { encodeDeal } from '../../codes/dealCode';
import { encodeDuel } from '../../codes/duelCode';
import { playedMoves } from '../../core/history';
import { SCREENS } from '../../launch/navigation';
import { pictureOf } from '../../progress/daily';
import { floodStars } from '../../progress/stars';
import type { EndWords, GamePart } from '../../session/part';
import { floodFacts } from './facts';
import { isFriend } from './live';
import type { FloodMidend } from './midend';
import { type FloodModel, floodModel, floodSnapshot } from './model';
import { NextChoice } from './nextChoice';
import { DEFAULT_PLAYERS } from './players';
import { onlineActions } from './playOnline';

type Part = GamePart<FD.FloodState, FD.FloodMove, FD.FloodChange, null, FloodModel>;

export function floodPart(midend: FloodMidend): Part {
  const next = new NextChoice(midend);
  const online = onlineActions(() => next.onlineSize);
  return {
    id: 'flood-duel',
    midend,
    rule: floodFacts.rule,
    initialUi: () => null,
    interpret: (_state, _ui, input) => interpretFlood(input),
    act(action, api) {
      const chose = next.choose(action);
      if (chose === true) {
        api.emit({ kind: 'sound', sound: 'click' });
        api.emit({ kind: 'hud' });
      }
      if (chose !== null) return chose;
      if (action === 'new-cpu' || action === 'new-duo' || action === 'new-mail') {
        const mode = action === 'new-cpu' ? 'cpu' : action === 'new-duo' ? 'duo' : 'mail';
        const start = (): void => api.go({ scene: SCREENS.floodDuel, data: next.launch(mode) });
        if (midend.players.mode !== 'live' || !online.leaveFirst(api, start)) api.askNewGame(start);
        return true;
      }
      if (action !== 'enter-code') return online.act(action, api);
      api.emit({ kind: 'enter-code', title: t("ENTER YOUR FRIEND'S DUEL CODE (OR ANY CODE)") });
      return true;
    },
    refused: (move) => ({
      shake: { kind: 'button', name: `color-${FD.colorIndex(move.color) + 1}` },
      message: null,
    }),
    model: (at) => floodModel(midend, at, next.chosen),
    snapshot: (m) => floodSnapshot(midend, m),
    endWords: () => endWords(midend),
    // Against the computer: the squares you own at the end.
    result: () =>
      midend.players.mode === 'cpu' && FD.status(midend.state) === 'over' ? FD.counts(midend.state).p1 : null,
    level: () => midend.players.level,
    mode: () => midend.players.mode,
    verifiable: (daily) =>
      midend.players.mode === 'cpu' && (!daily || midend.players.level === DEFAULT_PLAYERS.level),
    // The log's wins are the player's own: against the computer (player 1) or a friend far away;
    // two people at one screen, and a draw, win nobody a game.
    playerWon: () => {
      const { mode, me } = midend.players;
      const w = FD.winner(midend.state);
      return mode === 'cpu' ? w === 1 : mode === 'mail' || mode === 'live' ? w === me : false;
    },
    // A square per colour the first player chose (turns alternate from the player who started).
    picture: () => {
      const starter = midend.options.first;
      return pictureOf(
        playedMoves(midend.history)
          .filter((_, i) => (i % 2 === 0 ? starter : 3 - starter) === 1)
          .map((m) => FLOOD_COLOURS[FD.colorIndex(m.color)] ?? ''),
      );
    },
    // A new game from a live duel is one against the computer (a rematch is REMATCH's).
    newGame: () => next.launch(midend.players.mode === 'live' ? 'cpu' : midend.players.mode),
    joinRoom: (code, api) => online.join(code, api),
    // Online: the room's code (a friend's to enter; a quick match's is its room, never an offline deal's).
    headerCode: () =>
      midend.online?.code ||
      midend.online?.roomId ||
      (midend.duel ? encodeDuel(midend.duel.code) : encodeDeal(midend.currentDeal())),
    takeDuel: (moves, shown) => {
      midend.takeDuel(moves, shown);
    },
    busy: () => midend.thinking,
  };
}

function endWords(midend: FloodMidend): EndWords {
  const s = midend.state;
  const { mode, level, me } = midend.players;
  const w = FD.winner(s);
  const c = FD.counts(s);
  let title = t('DRAW!');
  if (w === 1 || w === 2)
    title =
      mode === 'cpu'
        ? w === 1
          ? t('YOU WIN!')
          : t('COMPUTER WINS')
        : mode === 'mail' || mode === 'live'
          ? w === me
            ? t('YOU WIN!')
            : midend.online && !isFriend(midend.online)
              ? t('YOUR OPPONENT WINS')
              : t('YOUR FRIEND WINS')
          : t('PLAYER {n} WINS!', { n: w });
  const score = t('{p1} – {p2} in {n} moves', { p1: c.p1, p2: c.p2, n: s.moves });
  const lines = [score];
  if (mode === 'cpu')
    lines.push(
      t('Wins against {level}: {wins}', { level: levelName(level), wins: midend.winsAgainst(level) }),
    );
  if (mode === 'mail' && s.lastMover === me)
    lines.push(t('Copy the code and send it: your friend sees the end too.'));
  const live = mode === 'live';
  return {
    title,
    tone: w === 1 ? 'player1' : w === 2 ? 'player2' : 'accent',
    lines,
    summary: score,
    tally: [
      { value: c.p1, unit: null },
      { value: c.p2, unit: null },
    ],
    rare: mode === 'cpu' && w === 1 && level === 'hard' ? 'beat-hard' : undefined,
    buttons: [
      live
        ? { name: 'rematch', label: t('REMATCH'), action: 'online-rematch' }
        : { name: 'rematch', label: t('NEW GAME'), action: 'new-deal' },
      ...(live ? [{ name: 'online-leave', label: t('LEAVE'), action: 'online-leave' } as const] : []),
      // VIEW BOARD, by its name of old.
      { name: 'close-panel', label: t('VIEW BOARD'), short: t('BOARD'), action: 'view-board' },
    ],
    sound: mode === 'cpu' && w === 2 ? 'lose' : 'win',
    // Lost to the computer or to the friend at the other end of a duel by code: the gentler moment.
    won: !(mode === 'cpu' && w === 2) && !((mode === 'mail' || live) && w !== null && w !== me),
    stars: mode === 'cpu' && w === 1 ? floodStars(c.p1, c.p2, s.width * s.height, level) : null,
  };
}
