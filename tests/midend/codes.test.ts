// Deal, challenge and duel codes: every deal round-trips, reading is forgiving of case, spaces and
// look-alike characters, and every kind of corrupt code is refused with a message naming what is
// wrong. Correspondence: a code may add only the friend's one move to a duel.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floodDuel, moveOfIndex } from '../../src/logic/flood/game';
import { gains } from '../../src/logic/flood/rules';
import { newGame, points } from '../../src/logic/glassworks/state';
import { checkOf } from '../../src/midend/codes/base32';
import { DuelBook, receive, replay } from '../../src/midend/codes/correspondence';
import { type Deal, decodeCode, encodeChallenge, encodeDeal } from '../../src/midend/codes/dealCode';
import { type DuelCode, decodeDuel, encodeDuel } from '../../src/midend/codes/duelCode';
import { MemoryBackend, Storage } from '../../src/services/storage';
import { deals } from '../fuzz/arbitraries';

const reason = (text: string): string => {
  const r = decodeCode(text);
  if (r.ok) throw new Error(`${text} was accepted`);
  return r.reason;
};

describe('deal codes', () => {
  it('name the game, its options and the seed, and read back as the same deal', () => {
    expect(encodeDeal({ game: 'glassworks', seed: 2026 })).toMatch(/^GW-[0-9A-Z]{4}$/);
    const jc = encodeDeal({
      game: 'joker-coloring',
      options: { width: 18, height: 18, colors: 4, moves: 21 },
      limit: null,
      seed: 7,
    });
    expect(jc).toMatch(/^JC-18X18-4C-21M-7[0-9A-Z]$/);
    fc.assert(
      fc.property(deals, (deal) => {
        const r = decodeCode(encodeDeal(deal));
        expect(r.ok && r.value).toEqual({ deal, beat: null, level: null });
      }),
    );
  });

  it('read in any case, with spaces, O for 0 and I or L for 1, and long dashes', () => {
    const code = encodeDeal({ game: 'flood-duel', options: { width: 24, height: 16, first: 2 }, seed: 1024 });
    const r = decodeCode(`  ${code.toLowerCase().replace(/0/g, 'o').replace(/-/g, ' – ')} `);
    expect(r.ok && r.value.deal).toEqual({
      game: 'flood-duel',
      options: { width: 24, height: 16, first: 2 },
      seed: 1024,
    });
  });

  it('challenges carry the result to beat (and Flood Duel the level) and read back', () => {
    const deal: Deal = {
      game: 'joker-coloring',
      options: { width: 18, height: 18, colors: 4, moves: 21 },
      limit: null,
      seed: 99,
    };
    const code = encodeChallenge({ deal, beat: 7 });
    expect(code).toContain('-BEAT7-');
    expect(decodeCode(code)).toEqual({ ok: true, value: { deal, beat: 7, level: null } });
    const flood: Deal = { game: 'flood-duel', options: { width: 16, height: 10, first: 1 }, seed: 5 };
    const fcode = encodeChallenge({ deal: flood, beat: 90, level: 'hard' });
    expect(fcode).toMatch(/^FD-16X10-P1-HARD-BEAT90-/);
    expect(decodeCode(fcode)).toEqual({ ok: true, value: { deal: flood, beat: 90, level: 'hard' } });
  });

  it('catch every single mistyped character and every swap of two neighbours in the seed', () => {
    const code = encodeDeal({ game: 'glassworks', seed: 123456789 });
    const last = code.slice(3);
    const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
    let caught = 0;
    let tried = 0;
    for (let i = 0; i < last.length; i++)
      for (const ch of alphabet) {
        if (ch === last[i]) continue;
        tried++;
        if (!decodeCode(`GW-${last.slice(0, i)}${ch}${last.slice(i + 1)}`).ok) caught++;
      }
    expect(caught).toBe(tried);
    for (let i = 0; i + 1 < last.length; i++) {
      if (last[i] === last[i + 1]) continue;
      const swapped = `${last.slice(0, i)}${last[i + 1]}${last[i]}${last.slice(i + 2)}`;
      expect(decodeCode(`GW-${swapped}`).ok).toBe(false);
    }
  });

  it('refuse every kind of bad code with a message naming what is wrong', () => {
    expect(reason('')).toMatch(/empty/);
    expect(reason('XY-1234')).toMatch(/'XY' names no game/);
    expect(reason('GW')).toMatch(/cut short/);
    expect(reason('GW-7')).toMatch(/cut short/);
    expect(reason('GW-7U')).toMatch(/character no code uses/);
    expect(reason('GW-ZZZZZZZZ')).toMatch(/not a deal number/);
    const gw = encodeDeal({ game: 'glassworks', seed: 77 });
    const wrong = gw.slice(0, -1) + (gw.endsWith('0') ? '1' : '0');
    expect(reason(wrong)).toMatch(/does not check out/);
    expect(reason(`GW-12X4-${gw.slice(3)}`)).toMatch(/GlassWorks has no options/);
    expect(reason('FD-24X16-77')).toMatch(/P1 or P2/);
    expect(reason('FD-99X16-P1-77')).toMatch(/width|size/i);
    expect(reason('FD-24-P1-77')).toMatch(/board size/);
    expect(reason('JC-18X18-4-21M-77')).toMatch(/number of colours/);
    expect(reason('JC-18X18-4C-TWENTY-77')).toMatch(/moves/);
    expect(reason('JC-50X18-4C-21M-77')).toMatch(/Joker Coloring code:/);
    expect(reason('JC-18X18-9C-21M-77')).toMatch(/Joker Coloring code:/);
    expect(reason('JC-18X18-4C-21M-FAST-77')).toMatch(/only CLASSIC/);
    expect(reason('FD-24X16-P1-BEAT9-77')).toMatch(/level/);
    expect(reason('DUEL-24X16-P1-AB-77')).toMatch(/Duel move code/);
    // A code for one game with another game's prefix does not check out.
    const jc = encodeDeal({
      game: 'joker-coloring',
      options: { width: 18, height: 18, colors: 4, moves: 21 },
      limit: null,
      seed: 5,
    });
    expect(reason(jc.replace('21M', '22M'))).toMatch(/does not check out/);
  });

  it('refuse a result nobody can have on the deal: a made-up challenge', () => {
    const gw = { game: 'glassworks' as const, seed: 12 };
    const all = points(newGame(12));
    expect(decodeCode(encodeChallenge({ deal: gw, beat: all })).ok).toBe(true);
    expect(reason(encodeChallenge({ deal: gw, beat: all + 1 }))).toMatch(/BEAT \d+ cannot be reached/);
    expect(reason(encodeChallenge({ deal: gw, beat: 0 }))).toMatch(/cannot be reached/);
    const jc: Deal = {
      game: 'joker-coloring',
      options: { width: 10, height: 10, colors: 4, moves: 20 },
      limit: null,
      seed: 3,
    };
    expect(decodeCode(encodeChallenge({ deal: jc, beat: 20 })).ok).toBe(true);
    expect(reason(encodeChallenge({ deal: jc, beat: 21 }))).toMatch(/cannot be reached/);
    const fd: Deal = { game: 'flood-duel', options: { width: 8, height: 8, first: 1 }, seed: 3 };
    expect(decodeCode(encodeChallenge({ deal: fd, beat: 63, level: 'easy' })).ok).toBe(true);
    expect(reason(encodeChallenge({ deal: fd, beat: 64, level: 'easy' }))).toMatch(/cannot be reached/);
  });

  it('repeat at most a few characters of a pasted field in the refusal', () => {
    const junk = 'Q'.repeat(10_000);
    for (const text of [
      `XY${junk}-1`,
      `GW-${junk}`,
      `FD-${junk}-P1-7`,
      `DUEL-${junk}-P1-A-7`,
      `DUEL-8X8-P1-A-${junk}U`,
    ]) {
      const why = text.startsWith('DUEL') ? (decodeDuel(text) as { reason: string }).reason : reason(text);
      expect(why.length).toBeLessThan(160);
      expect(why).toContain('…');
    }
  });
});

const options = { width: 8, height: 6, first: 1 as const };
/** A duel after `n` moves, each the colour that gains most for the mover (a real game). */
function playedDuel(n: number): DuelCode {
  let state = floodDuel.deal(options, 42);
  const moves: number[] = [];
  for (let i = 0; i < n && floodDuel.status(state) === 'playing'; i++) {
    const g = gains(state, state.turn);
    const m = g.indexOf(Math.max(...g));
    const r = floodDuel.apply(state, moveOfIndex(m));
    if (!r.ok) throw new Error(r.reason);
    state = r.value.state;
    moves.push(m);
  }
  return { options, seed: 42, moves };
}

describe('duel codes', () => {
  it('carry size, first player, every move and the seed, and read back', () => {
    const code = playedDuel(5);
    const text = encodeDuel(code);
    expect(text).toMatch(/^DUEL-8X6-P1-[A-F]{5}-[0-9A-Z]+$/);
    expect(decodeDuel(text)).toEqual({ ok: true, value: code });
    expect(decodeDuel(encodeDuel(playedDuel(0)))).toEqual({ ok: true, value: playedDuel(0) });
    expect(decodeDuel(text.toLowerCase()).ok).toBe(true);
  });

  it("carry Filler's rules as FILLER after P1 or P2, and the moves check against them", () => {
    const options = { width: 8, height: 7, first: 2 as const, rules: 'filler' as const };
    let state = floodDuel.deal(options, 9);
    const moves: number[] = [];
    for (let i = 0; i < 4; i++) {
      const legal = floodDuel.legalMoves(state);
      const move = legal[i % legal.length] ?? moveOfIndex(0);
      const r = floodDuel.apply(state, move);
      if (!r.ok) throw new Error(r.reason);
      state = r.value.state;
      moves.push('abcdef'.indexOf(move.color));
    }
    const code = { options, seed: 9, moves };
    const text = encodeDuel(code);
    expect(text).toMatch(/^DUEL-8X7-P2-FILLER-[A-F]{4}-[0-9A-Z]+$/);
    expect(decodeDuel(text)).toEqual({ ok: true, value: code });
    // Dropping FILLER changes the deal: the check catches it.
    expect(decodeDuel(text.replace('-FILLER', '')).ok).toBe(false);
    const deal = encodeDeal({ game: 'flood-duel', options, seed: 9 });
    expect(deal).toMatch(/^FD-8X7-P2-FILLER-[0-9A-Z]+$/);
    expect(decodeCode(deal)).toEqual({
      ok: true,
      value: { deal: { game: 'flood-duel', options, seed: 9 }, beat: null, level: null },
    });
    expect(reason(deal.replace('FILLER', 'FILLA'))).toMatch(/FILLER/);
    expect(decodeCode(deal.replace('-FILLER', '')).ok).toBe(false);
  });

  it('refuse corrupt codes: a changed move, a bad letter, a cut or a wrong size', () => {
    const text = encodeDuel(playedDuel(5));
    const moves = text.split('-')[3] as string;
    const changed = text.replace(moves, (moves[0] === 'A' ? 'B' : 'A') + moves.slice(1));
    expect(decodeDuel(changed)).toMatchObject({ ok: false, reason: expect.stringMatching(/check out/) });
    expect(decodeDuel(text.replace(moves, `${moves}G`))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/move 6 is 'G'/),
    });
    expect(decodeDuel('DUEL-8X6-P1')).toMatchObject({ ok: false });
    expect(decodeDuel(text.replace('8X6', '2X6'))).toMatchObject({ ok: false });
    expect(decodeDuel(text.replace('P1', 'P3'))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/P1 or P2/),
    });
    expect(decodeDuel('GW-123')).toMatchObject({ ok: false });
  });
});

describe('correspondence', () => {
  const sealed = (code: DuelCode): DuelCode => {
    const r = decodeDuel(encodeDuel(code));
    if (!r.ok) throw new Error(r.reason);
    return r.value;
  };

  it('a first code starts the duel for whoever moves next; the friend adds one move at a time', () => {
    const one = sealed(playedDuel(1));
    const b = receive(one, null);
    expect(b.ok && b.value.duel.me).toBe(2);
    expect(b.ok && b.value.fresh).toBe(1);
    const two = sealed(playedDuel(2));
    const a = receive(two, { code: playedDuel(1), me: 1 });
    expect(a.ok && a.value.fresh).toBe(1);
    // The same code again: nothing new.
    const same = receive(one, { code: playedDuel(1), me: 1 });
    expect(same.ok && same.value.fresh).toBe(0);
  });

  it('refuses a code with no move yet from a friend: it would make both friends player 1', () => {
    expect(receive(playedDuel(0), null)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/no move yet/),
    });
    // The player's own code, back before the first move: nothing new, still player 1.
    const mine = receive(playedDuel(0), { code: playedDuel(0), me: 1 });
    expect(mine.ok && mine.value).toMatchObject({ fresh: 0, duel: { me: 1 } });
  });

  it('refuses codes that drop, change or add too many moves, or play my move for me', () => {
    const mine = { code: playedDuel(4), me: 1 as const };
    expect(receive(playedDuel(3), mine)).toMatchObject({ ok: false, reason: expect.stringMatching(/older/) });
    expect(receive(playedDuel(6), mine)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/2 new moves/),
    });
    const changed: DuelCode = { ...playedDuel(5), moves: [...playedDuel(5).moves] };
    (changed.moves as number[])[1] = ((changed.moves[1] as number) + 1) % 6;
    expect(receive(changed, mine)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/changes move 2/),
    });
    // After 4 moves (first: player 1) it is player 1's turn: a fifth move from the friend is mine.
    expect(receive(playedDuel(5), mine)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/your own move/),
    });
  });

  it('checks every move by the rules: moves after the end of the game are refused', () => {
    let code = playedDuel(200);
    expect(floodDuel.status(replayOk(code))).toBe('over');
    code = { ...code, moves: [...code.moves, 0] };
    expect(receive(code, null)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/not a real game/),
    });
  });

  it('keeps duels by deal, most recent first, and drops corrupt storage', () => {
    const storage = new Storage(new MemoryBackend());
    const book = new DuelBook(storage);
    book.keep({ code: playedDuel(1), me: 1 });
    book.keep({ code: { ...playedDuel(0), seed: 7 }, me: 2 });
    book.keep({ code: playedDuel(2), me: 1 });
    expect(book.all().map((d) => d.code.moves.length)).toEqual([2, 0]);
    expect(book.find(playedDuel(0))?.code.moves.length).toBe(2);
    storage.write('flood-duel-duels', 1, [{ code: { options, seed: 1, moves: [9] }, me: 1 }]);
    expect(book.all()).toEqual([]);
  });
});

function replayOk(code: DuelCode) {
  const r = replay(code);
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

it('check characters catch every changed digit and every swap of neighbouring digits', () => {
  const digits = 'ABCDEFGH1234567890XYZ';
  const base = checkOf('DUEL-8X6-P1', digits, 2);
  expect(base).toHaveLength(2);
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  for (let i = 0; i < digits.length; i++) {
    for (const ch of alphabet)
      if (ch !== digits[i])
        expect(checkOf('DUEL-8X6-P1', digits.slice(0, i) + ch + digits.slice(i + 1))).not.toBe(base[0]);
    if (i + 1 < digits.length && digits[i] !== digits[i + 1]) {
      const swapped = digits.slice(0, i) + digits[i + 1] + digits[i] + digits.slice(i + 2);
      expect(checkOf('DUEL-8X6-P1', swapped)).not.toBe(base[0]);
    }
  }
});
