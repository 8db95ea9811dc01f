// Puzzle codes (a made board whole in its code): written and read back for each game, refused with
// a reason when tampered or when the rules refuse the board (naming the square), never throwing on
// hostile text; and opened, they play the made board as a normal game, REPLAY keeping it and NEW
// GAME leaving it.

import { describe, expect, it } from 'vitest';
import { type Deal, decodeCode, encodeDeal } from '../../src/midend/codes/dealCode';
import { targetOfCode } from '../../src/midend/launch/launch';
import type { GameLaunch } from '../../src/midend/launch/navigation';
import { floodSession, glassSession, jokerSession } from './sessions';

const GLASS: Deal = { game: 'glassworks', seed: 0, board: 'RYB.GO/PPRYBG/......' };
const JOKER: Deal = {
  game: 'joker-coloring',
  seed: 0,
  limit: null,
  options: { width: 4, height: 3, colors: 3, moves: 5, board: 'rgbr/g*bb/rrrg', base: { x: 1, y: 2 } },
};
const FLOOD: Deal = {
  game: 'flood-duel',
  seed: 0,
  options: { width: 4, height: 4, first: 1, rules: 'filler', board: 'abab/baba/abab/caba' },
};

const launchOf = (code: string): GameLaunch => {
  const target = targetOfCode(code);
  if (!target.ok) throw new Error(target.reason);
  return target.value.data;
};

describe('a puzzle code holds the whole board', () => {
  it.each([GLASS, JOKER, FLOOD])('$game: written as a puzzle code and read back the same', (deal) => {
    const code = encodeDeal(deal);
    expect(code).toMatch(/^(GW|JC|FD)-.*-MADE-[0-9A-Z]+$/);
    expect(decodeCode(code)).toEqual({ ok: true, value: { deal, beat: null, level: null } });
    // Read as a person types it: small letters, spaces.
    expect(decodeCode(` ${code.toLowerCase()} `)).toMatchObject({ ok: true, value: { deal } });
  });

  it('a mistyped, dropped or swapped character is refused', () => {
    const code = encodeDeal(JOKER);
    const last = code.lastIndexOf('-') + 3;
    const typo = `${code.slice(0, last)}${code[last] === '7' ? '8' : '7'}${code.slice(last + 1)}`;
    const swapped = `${code.slice(0, last)}${code[last + 1]}${code[last]}${code.slice(last + 2)}`;
    const dropped = code.slice(0, -1);
    for (const bad of [typo, swapped, dropped]) {
      if (bad === code) continue;
      const read = decodeCode(bad);
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.reason).toMatch(/^Joker Coloring code: /);
    }
    expect(decodeCode(code.replace('5M', '6M'))).toMatchObject({ ok: false });
    expect(decodeCode(code.replace('4X3', '3X4'))).toMatchObject({ ok: false });
  });

  it('a board the rules refuse names its square', () => {
    const joker = { ...JOKER, options: { ...JOKER.options, base: { x: 1, y: 1 } } } as Deal;
    expect(decodeCode(encodeDeal(joker))).toMatchObject({
      ok: false,
      reason: 'Joker Coloring code: row 2, column 2: the base cannot be a joker',
    });
    const classic = { ...JOKER, options: { ...JOKER.options, classic: true, base: { x: 0, y: 0 } } } as Deal;
    expect(decodeCode(encodeDeal(classic))).toMatchObject({
      reason: 'Joker Coloring code: row 2, column 2: a classic board has no jokers',
    });
    const filler = { ...FLOOD, options: { ...FLOOD.options, board: 'abab/bbba/abab/caba' } } as Deal;
    expect(decodeCode(encodeDeal(filler))).toMatchObject({
      reason: 'Flood Duel code: row 2, column 2: Filler needs a colour other than its left neighbour’s',
    });
    const empty = { ...GLASS, board: '...../.....' } as Deal;
    expect(decodeCode(encodeDeal(empty))).toMatchObject({
      reason: 'GlassWorks code: the board has no pieces',
    });
  });

  it('hostile text is refused with a reason, never thrown', () => {
    const code = encodeDeal(FLOOD);
    let seed = 7;
    const rnd = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    const pieces = ['-', 'MADE', 'GW', 'JC', 'FD', '99X99', '0X0', 'BASE9X9', 'Z', '0', 'ű', '\u0000', code];
    for (let i = 0; i < 2000; i++) {
      const text =
        i % 2
          ? [...code].map((ch) => (rnd() % 17 === 0 ? String.fromCharCode(32 + (rnd() % 90)) : ch)).join('')
          : Array.from({ length: 1 + (rnd() % 8) }, () => pieces[rnd() % pieces.length]).join('-');
      const read = decodeCode(text);
      if (!read.ok) expect(read.reason.length).toBeGreaterThan(0);
    }
    expect(decodeCode('GW-1000X1000-MADE-00')).toMatchObject({ ok: false });
  });
});

describe('a puzzle code opens as a normal game', () => {
  it('GlassWorks: the made board, par worked out from it; REPLAY keeps it, NEW GAME deals', () => {
    const { midend, session } = glassSession(launchOf(encodeDeal(GLASS)));
    expect(midend.state.cells.join('')).toBe('RYB.GOPPRYBG......');
    expect(encodeDeal(midend.currentDeal())).toBe(encodeDeal(GLASS));
    const replay = session.input({ kind: 'action', action: 'replay' }).find((e) => e.kind === 'go');
    expect(replay).toMatchObject({ to: { data: { params: { board: 'RYB.GO/PPRYBG/......' } } } });
    const fresh = session.input({ kind: 'action', action: 'new-deal' }).find((e) => e.kind === 'go');
    expect(JSON.stringify(fresh)).not.toContain('board');
  });

  it('Joker Coloring: its board, base and move limit', () => {
    const { midend, session } = jokerSession(launchOf(encodeDeal(JOKER)));
    expect(midend.state).toMatchObject({ width: 4, height: 3, base: { x: 1, y: 2 }, movesLeft: 5 });
    expect(midend.state.cells.join('')).toBe('rgbrg*bbrrrg');
    const replay = session.input({ kind: 'action', action: 'replay' }).find((e) => e.kind === 'go');
    expect(replay).toMatchObject({ to: { data: { params: { board: 'rgbr/g*bb/rrrg', base: '1,2' } } } });
    const fresh = session.input({ kind: 'action', action: 'new-deal' }).find((e) => e.kind === 'go');
    expect(JSON.stringify(fresh)).not.toContain('board');
  });

  it('Flood Duel: its colours under its rules, the players in their corners', () => {
    const { midend } = floodSession(launchOf(encodeDeal(FLOOD)));
    expect(midend.state.rules).toBe('filler');
    expect(midend.state.colors).toEqual([0, 1, 0, 1, 1, 0, 1, 0, 0, 1, 0, 1, 2, 0, 1, 0]);
    expect(midend.state.owner[12]).toBe(1);
    expect(midend.state.owner[3]).toBe(2);
  });

  it('a board= launch parameter the rules refuse says why and deals a random game', () => {
    const { midend, screen } = jokerSession({
      params: { w: '3', h: '3', colors: '2', board: 'rgr/g*g/rrr', base: '1,1' },
    });
    expect(midend.options.board).toBeUndefined();
    expect(screen.of('toast').map((e) => e.text)).toContain(
      'board: row 2, column 2: the base cannot be a joker; dealing a random game.',
    );
  });
});
