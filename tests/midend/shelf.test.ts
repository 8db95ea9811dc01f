// The Explore shelf on this device: a game finished on a board opened from the shelf waits in the
// outbox as an attempt on that entry (every attempt its own, each sent once), a made board from
// elsewhere sends nothing; the shelf's book of codes is read strictly; titles come from the lists.

import { describe, expect, it } from 'vitest';
import * as GW from '../../src/logic/glassworks';
import { checkTitle } from '../../src/logic/puzzleTitles';
import { encodeDeal } from '../../src/midend/codes/dealCode';
import { targetOfCode } from '../../src/midend/launch/launch';
import type { GameLaunch } from '../../src/midend/launch/navigation';
import { Outbox } from '../../src/midend/online/outbox';
import { readShelf, type ShelfEntry, titleOf } from '../../src/midend/online/shelf';
import { ShelfBook } from '../../src/midend/online/shelfBook';
import { dayOf } from '../../src/midend/progress/daily';
import { GameLog } from '../../src/midend/progress/gameLog';
import { settingOf } from '../../src/midend/progress/stats';
import { entryLines, parWords } from '../../src/ui/online/shelfLines';
import { deps } from './fakes';
import { floodSession, glassSession } from './sessions';

const BOARD = 'RR..../....../....../......';
const code = encodeDeal({ game: 'glassworks', seed: 0, board: BOARD });
const launch = (): GameLaunch => {
  const target = targetOfCode(code);
  if (!target.ok) throw new Error(target.reason);
  return target.value.data;
};

/** Play the made board's one jump: the game ends cleared. */
function playOut(s: ReturnType<typeof glassSession>): void {
  const jump = GW.legalJumps(s.midend.state)[0] as GW.Move;
  s.session.input({ kind: 'move', move: jump });
  expect(s.midend.status).not.toBe('playing');
}

describe('attempts on the shelf’s boards', () => {
  it('a game finished on a board from the shelf waits as an attempt on its entry, each attempt its own', () => {
    const d = deps(3);
    new ShelfBook(d.storage).remember([{ code, id: 'abcd1234' }]);
    const now = new Date();
    playOut(glassSession(launch(), d, now));
    const waiting = new Outbox(d.storage).all(dayOf(now));
    expect(waiting).toEqual([expect.objectContaining({ to: 'puzzle', id: 'abcd1234', moves: ['0,0r'] })]);
    // Played again: a second attempt (an attempt that undid and played differently, likewise).
    const again = glassSession({ ...launch(), fresh: true }, d, now);
    again.session.input({ kind: 'action', action: 'undo' });
    playOut(again);
    const outbox = new Outbox(d.storage);
    expect(outbox.all(dayOf(now)).filter((w) => w.to === 'puzzle').length).toBeGreaterThanOrEqual(1);
    // Sent: it waits no more.
    for (const w of outbox.all(dayOf(now))) outbox.done(w, dayOf(now));
    expect(outbox.all(dayOf(now))).toEqual([]);
  });

  it('a board from the shelf names itself and its maker in the game’s header; any other board does not', () => {
    const d = deps(4);
    expect(glassSession(launch(), d).session.shelfLine).toBeNull();
    new ShelfBook(d.storage).remember([{ code, id: 'abcd1234', title: 'Quiet Harbour', author: 'Blue Fox' }]);
    expect(glassSession(launch(), d).session.shelfLine).toBe('“Quiet Harbour” BY Blue Fox');
    expect(glassSession({ seed: 5 }, d).session.shelfLine).toBeNull();
    // Kept by an older version, without its name: still an attempt, but no name to show.
    d.storage.write('shelf', 1, [{ code, id: 'abcd1234' }]);
    expect(new ShelfBook(d.storage).idOf(code)).toBe('abcd1234');
    expect(glassSession(launch(), d).session.shelfLine).toBeNull();
  });

  it('a board given up before any move is no attempt; too many waiting make attempts go before a day’s result', () => {
    const d = deps(8);
    const now = new Date();
    new ShelfBook(d.storage).remember([{ code, id: 'abcd1234' }]);
    const outbox = new Outbox(d.storage);
    const today = dayOf(now);
    outbox.add({ to: 'daily', game: 'glassworks', day: today, moves: ['0,0r'], hints: 0, assisted: 0 });
    for (let i = 0; i < 40; i++)
      outbox.add({
        to: 'puzzle',
        id: 'abcd1234',
        game: 'glassworks',
        day: today,
        moves: [`${i},0r`],
        hints: 0,
        assisted: 0,
      });
    const kept = outbox.all(today);
    expect(kept).toHaveLength(30);
    expect(kept.filter((w) => w.to === 'daily')).toHaveLength(1);
    // A game the server could never take is not kept.
    outbox.add({
      to: 'puzzle',
      id: 'abcd1234',
      game: 'glassworks',
      day: today,
      moves: Array(99_999).fill('0,0r'),
      hints: 0,
      assisted: 0,
    });
    expect(outbox.all(today)).toHaveLength(30);
  });

  it('a made board’s game is logged, with its whole puzzle code, a setting of its own', () => {
    const d = deps(9);
    const big = encodeDeal({ game: 'glassworks', seed: 0, board: Array(10).fill('RR..........').join('/') });
    expect(big.length).toBeGreaterThan(80);
    const target = targetOfCode(big);
    if (!target.ok) throw new Error(target.reason);
    const s = glassSession(target.value.data, d);
    while (s.midend.status === 'playing')
      s.session.input({ kind: 'move', move: GW.legalJumps(s.midend.state)[0] as GW.Move });
    const logged = new GameLog(d.storage).all();
    expect(logged.map((g) => g.code)).toEqual([big]);
    expect(settingOf(big)).toBe(big);
    expect(settingOf('JC-18X18-4C-21M-7K3Q9X')).toBe('JC-18X18-4C-21M');
  });

  it('Flood Duel: a second made board of the same size opens as itself, not the first one resumed', () => {
    const d = deps(10);
    const board = (last: string) => `abab/baba/abab/${last}`;
    const open = (b: string) => {
      const t = targetOfCode(
        encodeDeal({ game: 'flood-duel', seed: 0, options: { width: 4, height: 4, first: 1, board: b } }),
      );
      if (!t.ok) throw new Error(t.reason);
      return floodSession(t.value.data, d);
    };
    expect(open(board('caba')).midend.options.board).toBe(board('caba'));
    expect(open(board('cbba')).midend.options.board).toBe(board('cbba'));
  });

  it('a made board that did not come from the shelf sends nothing', () => {
    const d = deps(4);
    const now = new Date();
    playOut(glassSession(launch(), d, now));
    expect(new Outbox(d.storage).all(dayOf(now))).toEqual([]);
  });

  it('the shelf’s book keeps the last codes seen and refuses what is not one', () => {
    const d = deps(5);
    const book = new ShelfBook(d.storage);
    book.remember([{ code: 'GW-X', id: 'id000001' }]);
    book.remember([{ code: 'GW-X', id: 'id000002' }]);
    expect(book.idOf('GW-X')).toBe('id000002');
    d.storage.write('shelf', 1, [{ code: 'GW-Y', id: '../../etc' }]);
    expect(book.idOf('GW-Y')).toBeNull();
  });

  it('the menu counts the boards newer than the newest seen on each game’s NEW', () => {
    const book = new ShelfBook(deps(6).storage);
    const at = (game: 'glassworks' | 'flood-duel', created: string) => ({ game, created });
    const shelf = [
      at('glassworks', '2026-12-06T10:00:00.000Z'),
      at('glassworks', '2026-12-05T10:00:00.000Z'),
      at('flood-duel', '2026-12-04T10:00:00.000Z'),
    ];
    expect(book.unseen(shelf)).toEqual({ glassworks: 2, 'flood-duel': 1 });
    book.saw([at('glassworks', '2026-12-05T10:00:00.000Z')]);
    expect(book.unseen(shelf)).toEqual({ glassworks: 1, 'flood-duel': 1 });
    book.saw(shelf);
    expect(book.unseen(shelf)).toEqual({});
    // The player's own boards are no news to them.
    const mine = [
      { ...at('glassworks', '2026-12-07T10:00:00.000Z'), mine: true },
      { ...at('glassworks', '2026-12-07T11:00:00.000Z'), mine: false },
    ];
    expect(book.unseen(mine)).toEqual({ glassworks: 1 });
  });

  it('PUBLISH offers titles the server takes', () => {
    for (let seed = 0; seed < 200; seed++) expect(checkTitle(titleOf(seed)).ok).toBe(true);
    expect(titleOf(7)).toBe(titleOf(7));
  });
});

describe('the shelf’s entries as read and said', () => {
  const ENTRY: ShelfEntry = {
    id: 'abcd1234',
    game: 'glassworks',
    code,
    title: 'Quiet Harbour',
    author: 'Blue Fox',
    plays: 5,
    clears: 2,
    averageTries: 1.5,
    thumbs: 3,
    created: '2026-12-06T10:00:00.000Z',
    par: 1,
    mine: false,
  };

  it('reads par, a server without it as none, and leaves out an entry whose par is not a count', () => {
    const { par: _, mine: __, ...older } = ENTRY;
    const read = readShelf({
      puzzles: [
        ENTRY,
        { ...older, id: 'abcd1235' },
        { ...ENTRY, id: 'abcd1236', par: -1 },
        { ...ENTRY, par: '1' },
      ],
    });
    expect(read.ok && read.value.puzzles.map((e) => [e.id, e.par])).toEqual([
      ['abcd1234', 1],
      ['abcd1235', null],
    ]);
  });

  it('says par where fewer is better and best where more is, nothing before one is known', () => {
    expect(parWords(ENTRY)).toBe('par 1 point');
    expect(parWords({ ...ENTRY, game: 'joker-coloring', par: 7 })).toBe('par 7 moves');
    expect(parWords({ ...ENTRY, game: 'flood-duel', par: 40 })).toBe('best 40 squares');
    expect(parWords({ ...ENTRY, par: null })).toBeNull();
    expect(entryLines(ENTRY)[1]).toContain('· par 1 point ·');
    expect(entryLines({ ...ENTRY, par: null })[1]).not.toContain('par');
  });
});
