// The save of a player who has played a great deal, to size the save route's body limit by: the
// game log full (LOG_MAX games, each with its moves as real play writes them), two months of daily
// deals of every game, thousands of deals' bests, the whole ladder cleared, the most duels by mail
// kept, and a game in progress. Everything comes through the game's own books and the rules.

import type { GameId } from '../../src/logic/game';
import { glassworks } from '../../src/logic/glassworks/game';
import { LADDER_SEEDS } from '../../src/logic/glassworks/ladderSeeds';
import { KEPT as DUELS_KEPT, DuelBook } from '../../src/midend/codes/correspondence';
import { encodeDeal } from '../../src/midend/codes/dealCode';
import * as H from '../../src/midend/core/history';
import { Records } from '../../src/midend/core/records';
import { SaveSlot } from '../../src/midend/core/saves';
import { glassExtras } from '../../src/midend/games/glassworks/midend';
import { markHowToSeen } from '../../src/midend/launch/howToSeen';
import { Challenges } from '../../src/midend/progress/challenges';
import { addDays, DailyBook, dailyDeal } from '../../src/midend/progress/daily';
import { GameLog, LINE_MAX, LOG_MAX } from '../../src/midend/progress/gameLog';
import { LadderBook } from '../../src/midend/progress/ladderBook';
import { exportSave, type SaveFile } from '../../src/midend/progress/saveFile';
import { MemoryBackend, Storage } from '../../src/services/storage';
import { playDaily } from '../midend/dailyPlay';

const GAMES: readonly GameId[] = ['glassworks', 'flood-duel', 'joker-coloring'];

/** `n` real games of each game's daily deals (ending `today`), as their move lists. */
function realGames(today: string, n: number): { game: GameId; day: string; tokens: string[] }[] {
  return GAMES.flatMap((game) =>
    Array.from({ length: n }, (_, i) => {
      const day = addDays(today, -i);
      return { game, day, tokens: playDaily(game, day, i) };
    }),
  );
}

function logAndDays(s: Storage, today: string): void {
  const games = realGames(today, 4);
  const log = new GameLog(s);
  for (let i = 0; i < LOG_MAX; i++) {
    const g = games[i % games.length];
    if (!g) continue;
    const line = g.tokens.join(' ');
    log.add({
      game: g.game,
      code: encodeDeal(dailyDeal(g.game, addDays(g.day, -i))),
      result: g.tokens.length,
      par: g.tokens.length - 2,
      moves: g.tokens.length,
      assisted: false,
      won: true,
      at: Date.parse(`${today}T12:00:00Z`) - (LOG_MAX - i) * 3_600_000,
      mode: 'daily',
      level: g.game === 'flood-duel' ? 'normal' : null,
      line: line.length <= LINE_MAX ? line : '',
    });
  }
  const book = new DailyBook(s);
  for (let d = 0; d < 60; d++)
    for (const [i, game] of GAMES.entries()) {
      // A square per move: the longest picture a day's line holds.
      const moves = games[i * 4 + (d % 4)]?.tokens.length ?? 40;
      book.record(game, addDays(today, -d), { result: moves, picture: '🟥'.repeat(Math.min(moves, 200)) });
    }
}

function bestsAndLadder(s: Storage): void {
  // Written whole: a result at a time reads and writes the whole table each time.
  const table = (n: number, key: (i: number) => string) =>
    Object.fromEntries(Array.from({ length: n }, (_, i) => [key(i), i % 60]));
  s.write(
    'glassworks-best',
    1,
    table(3000, (i) => String(4_000_000_000 - i * 1_234_567)),
  );
  s.write(
    'joker-coloring-best',
    1,
    table(1500, (i) => `18x18c4m21s${4_000_000_000 - i * 7_654_321}`),
  );
  const wins = new Records(s, 'flood-duel-wins', 'tally');
  for (const level of ['easy', 'normal', 'hard', 'expert']) for (let i = 0; i < 50; i++) wins.count(level);
  const ladder = new LadderBook(s);
  for (let n = 1; n <= LADDER_SEEDS.length; n++) ladder.record(n, 0, true);
}

function inProgress(s: Storage): void {
  let h = H.startHistory<
    ReturnType<typeof glassworks.deal>,
    ReturnType<typeof glassworks.legalMoves>[number]
  >(glassworks.deal(glassworks.defaultOptions, 2026));
  for (let i = 0; i < 20; i++) {
    const move = glassworks.legalMoves(h.present)[i % 3];
    const r = move && H.play(glassworks, h, move);
    if (!r?.ok) break;
    h = r.value.history;
  }
  const slot = new SaveSlot(s, 'glassworks', glassworks, glassExtras);
  slot.save({ seed: 2026, options: glassworks.defaultOptions, history: h, par: 4, hints: 1, extras: null });
}

/** Duels by mail, as many as are kept: the daily Flood Duel deals, played through by both sides. */
function duels(s: Storage, today: string): void {
  const book = new DuelBook(s);
  for (let i = 0; i < DUELS_KEPT; i++) {
    const deal = dailyDeal('flood-duel', addDays(today, -i));
    if (deal.game !== 'flood-duel') continue;
    const moves = playDaily('flood-duel', addDays(today, -i), i).map((c) => 'abcdef'.indexOf(c));
    book.keep({ code: { options: deal.options, seed: deal.seed, moves }, me: 1 });
  }
}

/** The big save, as EXPORT writes it on `today`. */
export function bigSave(today: string): SaveFile {
  const s = new Storage(new MemoryBackend());
  s.write('settings', 1, { sound: true, volume: 0.7, glyphs: true, reducedMotion: false });
  for (const game of GAMES) markHowToSeen(s, game);
  s.write('coach', 1, { 'joker-base-free': true });
  logAndDays(s, today);
  bestsAndLadder(s);
  inProgress(s);
  duels(s, today);
  for (const game of GAMES) new Challenges(s).take(game, encodeDeal(dailyDeal(game, today)), 10);
  return exportSave(s, new Date(`${today}T12:00:00Z`));
}
