// The how-to-play pages against the real rules: every demonstration's position and move tokens
// decode, every move is legal in turn, and a page that says a rule happens really shows it; each
// game's last page (making boards) plays a board the maker makes and its CHECK passes, to its end.
// Also the record of which games' how-to-play the player has seen.

import { describe, expect, it, vi } from 'vitest';
import {
  COLOR_LETTERS,
  type FloodChange,
  type FloodColor,
  type FloodState,
  floodDuel,
  greedyMove,
} from '../../src/logic/flood';
import { fairness } from '../../src/logic/flood/fairness';
import { type AnyRules, GAME_IDS, type GameId } from '../../src/logic/game';
import { type GlassState, glassworks, type JumpChange } from '../../src/logic/glassworks';
import { solve as solveGlass } from '../../src/logic/glassworks/solver';
import { type JokerChanges, type JokerState, jokerColoring } from '../../src/logic/joker';
import { solve as solveJoker } from '../../src/logic/joker/solver';
import { type Deal, decodeCode, encodeDeal } from '../../src/midend/codes/dealCode';
import { floodCheck } from '../../src/midend/games/flood/maker';
import { glassCheck } from '../../src/midend/games/glassworks/maker';
import { jokerCheck } from '../../src/midend/games/joker/maker';
import { hasSeenHowTo, markHowToSeen, validateHowToSeen } from '../../src/midend/launch/howToSeen';
import type { MakerCheck } from '../../src/midend/maker/check';
import type { Draft } from '../../src/midend/maker/draft';
import type { MakerKind } from '../../src/midend/maker/kind';
import { makerKind } from '../../src/midend/maker/kinds';
import { MemoryBackend, Storage } from '../../src/services/storage';
import { captureLine, floodPages, floodStatus } from '../../src/views/flood/howTo';
import { glassPages, glassStatus, jumpLine } from '../../src/views/glassworks/howTo';
import type { HowToPage, Shows } from '../../src/views/howTo';
import { colouringLine, jokerPages, jokerStatusLine } from '../../src/views/joker/howTo';

const HOW_TO_PLAY: Record<GameId, readonly HowToPage[]> = {
  glassworks: glassPages,
  'flood-duel': floodPages,
  'joker-coloring': jokerPages,
};

const RULES: Record<GameId, AnyRules> = {
  glassworks,
  'flood-duel': floodDuel,
  'joker-coloring': jokerColoring,
};

interface Played {
  start: unknown;
  states: unknown[];
  changes: unknown[];
}

/** Play a page's demonstration through the rules; throws naming the page and the move. */
function play(game: GameId, page: HowToPage): Played {
  const rules = RULES[game];
  const start = rules.decodePosition(page.demo.position);
  if (!start.ok) throw new Error(`${game} "${page.title}": position: ${start.reason}`);
  let state = start.value;
  const states: unknown[] = [];
  const changes: unknown[] = [];
  page.demo.moves.forEach((token, i) => {
    const move = rules.decodeMove(token);
    if (!move.ok) throw new Error(`${game} "${page.title}": move ${i + 1}: ${move.reason}`);
    const applied = rules.apply(state, move.value);
    if (!applied.ok) throw new Error(`${game} "${page.title}": move ${i + 1} '${token}': ${applied.reason}`);
    state = applied.value.state;
    states.push(state);
    changes.push(applied.value.changes);
  });
  return { start: start.value, states, changes };
}

/** Everything a demonstration really showed, read from the changes the rules reported. */
function shown(game: GameId, played: Played): Set<Shows> {
  const out = new Set<Shows>();
  const last = played.states.at(-1);
  if (game === 'glassworks') {
    for (const ch of played.changes as JumpChange[]) out.add(ch.rule);
    if (last && glassStatus(last as never).includes('CLEARED')) out.add('cleared');
  } else if (game === 'joker-coloring') {
    for (const ch of played.changes as JokerChanges[]) {
      if (ch.kind === 'base') out.add('base');
      if (ch.kind !== 'color') continue;
      if (ch.flood.flat().length > 1) out.add('flood');
      if (ch.knight.length > 0) out.add('knight');
      if (ch.jokerRounds.length > 0) out.add('joker');
      if (ch.jokerRounds.length > 1) out.add('chain');
    }
    if (last && jokerColoring.status(last as never) === 'won') out.add('won');
  } else {
    for (const ch of played.changes as FloodChange[]) {
      if (ch.captured.some((layer) => layer.length > 0)) out.add('capture');
      if (ch.transfers.length > 0) out.add('hand-over');
    }
    if (last && floodDuel.status(last as never) === 'over') out.add('over');
  }
  return out;
}

const pages = GAME_IDS.flatMap((game) =>
  HOW_TO_PLAY[game].map((page, i) => ({ game, page, name: `${game} ${i + 1} ${page.title}` })),
);

describe('how-to-play pages', () => {
  it('cover every game with a few pages', () => {
    for (const game of GAME_IDS) {
      expect(HOW_TO_PLAY[game].length).toBeGreaterThanOrEqual(3);
      expect(HOW_TO_PLAY[game].length).toBeLessThanOrEqual(6);
    }
  });

  it.each(pages)('$name: short captions and a small board', ({ game, page }) => {
    expect(page.title.length).toBeGreaterThan(0);
    expect(page.title.length).toBeLessThanOrEqual(26);
    expect(page.lines.length).toBeGreaterThanOrEqual(1);
    expect(page.lines.length).toBeLessThanOrEqual(2);
    for (const line of page.lines) expect(line.length).toBeLessThanOrEqual(100);
    const start = RULES[game].decodePosition(page.demo.position);
    if (!start.ok) throw new Error(start.reason);
    const { width, height } = start.value as { width: number; height: number };
    for (const side of [width, height]) {
      expect(side).toBeGreaterThanOrEqual(3);
      expect(side).toBeLessThanOrEqual(7);
    }
  });

  it.each(pages)('$name: the demonstration is legal, move by move', ({ game, page }) => {
    expect(page.demo.moves.length).toBeGreaterThan(0);
    const played = play(game, page);
    expect(played.states).toHaveLength(page.demo.moves.length);
    // The demonstration replays from its own text: decoding the encoded start changes nothing.
    const rules = RULES[game];
    expect(rules.decodePosition(rules.encodePosition(played.start))).toEqual({
      ok: true,
      value: played.start,
    });
  });

  it.each(pages)('$name: shows what it says it shows', ({ game, page }) => {
    const seen = shown(game, play(game, page));
    for (const what of page.shows) expect(seen, `expected the demo to show ${what}`).toContain(what);
  });

  it('the computer in the Flood Duel demonstrations plays as the Normal computer does', () => {
    for (const page of HOW_TO_PLAY['flood-duel']) {
      const start = floodDuel.decodePosition(page.demo.position);
      if (!start.ok) throw new Error(start.reason);
      let state = start.value;
      for (const token of page.demo.moves) {
        if (state.turn === 2) expect(token, page.title).toBe(COLOR_LETTERS[greedyMove(state)]);
        const r = floodDuel.apply(state, { color: token as FloodColor });
        if (!r.ok) throw new Error(r.reason);
        state = r.value.state;
      }
    }
  });

  it('the rule pages show their rules', () => {
    const rulesOf = (i: number) =>
      new Set(
        (play('glassworks', HOW_TO_PLAY.glassworks[i] as HowToPage).changes as JumpChange[]).map(
          (c) => c.rule,
        ),
      );
    expect(rulesOf(1)).toEqual(new Set(['1a', '1b']));
    expect(rulesOf(2)).toEqual(new Set(['2a', '2b']));
    expect(rulesOf(3)).toEqual(new Set(['3a', '3b']));
    const joker = (title: string) => {
      const page = HOW_TO_PLAY['joker-coloring'].find((p) => p.title === title) as HowToPage;
      return play('joker-coloring', page).changes as JokerChanges[];
    };
    // The knight page changes a knight square; the flood page changes none (it shows the flood alone).
    expect(joker('KNIGHT SQUARES').some((c) => c.kind === 'color' && c.knight.length > 0)).toBe(true);
    expect(
      joker('FLOOD').every((c) => c.kind === 'color' && c.knight.length === 0 && !c.jokerRounds.length),
    ).toBe(true);
    expect(joker('JOKERS').some((c) => c.kind === 'color' && c.jokerRounds.length >= 2)).toBe(true);
    expect(joker('MOVE THE BASE')[0]?.kind).toBe('base');
  });
});

/** The game's maker (every game here has one). */
function kindOf(game: GameId): MakerKind {
  const kind = makerKind(game);
  if (!kind) throw new Error(`${game} has no maker`);
  return kind;
}

/**
 * Each game's board as the maker holds it (its draft), from a demonstration's start, and the start
 * a made deal plays from (as TEST and a puzzle code play it).
 */
const MADE: Record<GameId, { draft(start: unknown): Draft; start(deal: Deal): unknown }> = {
  glassworks: {
    draft: (start) => {
      const s = start as GlassState;
      const cells = s.cells.map((p) => kindOf('glassworks').glyphs.indexOf(p));
      return { game: 'glassworks', width: s.width, height: s.height, cells, base: 0, settings: {} };
    },
    start: (deal) => glassworks.deal({ board: (deal as Extract<Deal, { game: 'glassworks' }>).board }, 0),
  },
  'joker-coloring': {
    draft: (start) => {
      const s = start as JokerState;
      const cells = s.cells.map((c) => kindOf('joker-coloring').glyphs.indexOf(c));
      const base = s.base.y * s.width + s.base.x;
      const settings = { colors: s.colors, moves: s.movesLeft, classic: 0 };
      return { game: 'joker-coloring', width: s.width, height: s.height, cells, base, settings };
    },
    start: (deal) => jokerColoring.deal((deal as Extract<Deal, { game: 'joker-coloring' }>).options, 0),
  },
  'flood-duel': {
    draft: (start) => {
      const s = start as FloodState;
      return {
        game: 'flood-duel',
        width: s.width,
        height: s.height,
        cells: s.colors,
        base: 0,
        settings: { filler: 0 },
      };
    },
    start: (deal) => floodDuel.deal((deal as Extract<Deal, { game: 'flood-duel' }>).options, 0),
  },
};

/** What the maker's CHECK would say of a demonstration's board, asking the game's solver as its worker does. */
const CHECKED: Record<GameId, (start: unknown) => MakerCheck> = {
  glassworks: (start) => glassCheck(start as GlassState, solveGlass(start as GlassState).line),
  'joker-coloring': (start) => {
    const s = start as JokerState;
    return jokerCheck(solveJoker(s).colourMoves, s.movesLeft);
  },
  'flood-duel': (start) => floodCheck(fairness(start as FloodState)),
};

/** How each game's demonstration ends (what "played to its end" shows). */
const END: Record<GameId, Shows> = { glassworks: 'cleared', 'joker-coloring': 'won', 'flood-duel': 'over' };

describe('the pages on making boards', () => {
  it.each(GAME_IDS)(
    '%s: the last page makes boards, in two lines naming CHECK, SHARE and PUBLISH',
    (game) => {
      const page = HOW_TO_PLAY[game].at(-1) as HowToPage;
      expect(page.title).toBe('MAKE YOUR OWN');
      // MAKE there opens the maker.
      expect(page.makes).toBe(true);
      expect(HOW_TO_PLAY[game].filter((p) => p.makes)).toEqual([page]);
      expect(page.lines).toHaveLength(2);
      for (const word of ['CHECK', 'SHARE', 'PUBLISH', 'EXPLORE'])
        expect(page.lines.join(' ')).toContain(word);
    },
  );

  it.each(GAME_IDS)('%s: its demonstration is a board the maker makes, played to its end', (game) => {
    const page = HOW_TO_PLAY[game].at(-1) as HowToPage;
    const played = play(game, page);
    expect(shown(game, played)).toContain(END[game]);
    // The board as the maker would hold it: the rules take it, its puzzle code reads back to the
    // same deal, and that deal starts where the demonstration starts.
    const deal = kindOf(game).deal(MADE[game].draft(played.start));
    if (!deal.ok) throw new Error(`${game}: the maker refuses the board: ${deal.reason}`);
    const code = encodeDeal(deal.value);
    expect(code).toContain('-MADE-');
    expect(decodeCode(code)).toMatchObject({ ok: true, value: { deal: deal.value } });
    const rules = RULES[game];
    expect(rules.encodePosition(MADE[game].start(deal.value))).toBe(rules.encodePosition(played.start));
  });

  it.each(GAME_IDS)('%s: its board passes CHECK, so it could be published', (game) => {
    const page = HOW_TO_PLAY[game].at(-1) as HowToPage;
    const check = CHECKED[game](play(game, page).start);
    expect(check.warning, check.lines.join(' ')).toBe(false);
    expect(check.over ?? false).toBe(false);
  });
});

describe('the words under a demonstration', () => {
  it('names what a jump did', () => {
    const [a, b] = play('glassworks', HOW_TO_PLAY.glassworks[1] as HowToPage).changes as JumpChange[];
    expect(jumpLine(a as JumpChange)).toBe('BLUE BREAKS · RED + YELLOW = ORANGE');
    expect(jumpLine(b as JumpChange)).toBe('RED BREAKS');
    const [c] = play('glassworks', HOW_TO_PLAY.glassworks[2] as HowToPage).changes as JumpChange[];
    expect(jumpLine(c as JumpChange)).toBe('ORANGE - RED = YELLOW');
  });

  it('names what a colouring did, and the readouts', () => {
    const page = HOW_TO_PLAY['joker-coloring'].find((p) => p.title === 'JOKERS') as HowToPage;
    const played = play('joker-coloring', page);
    expect(colouringLine(played.changes[0] as JokerChanges)).toBe('GREEN: FLOOD 2 · JOKERS 3');
    expect(colouringLine({ kind: 'base', from: { x: 0, y: 0 }, to: { x: 1, y: 1 } })).toBe(
      'THE BASE MOVES · FREE',
    );
    expect(jokerStatusLine(played.start as never)).toBe('MOVES LEFT 3 · OFF COLOUR 23');
    expect(jokerStatusLine(played.states.at(-1) as never)).toBe('PAINTED! · 0 MOVES TO SPARE');
  });

  it('names what a capture took and who won', () => {
    const page = HOW_TO_PLAY['flood-duel'][1] as HowToPage;
    const played = play('flood-duel', page);
    expect(captureLine(played.changes[0] as FloodChange)).toBe('COMPUTER TAKES GREEN +4');
    expect(captureLine(played.changes[1] as FloodChange)).toBe('YOU TAKE ORANGE +4 · +6 TO YOU');
    expect(floodStatus(played.start as never)).toBe('YOU 2 · COMPUTER 4');
    expect(floodStatus(played.states.at(-1) as never)).toBe('YOU WIN · YOU 12 · COMPUTER 8');
  });
});

describe('how-to-play seen', () => {
  it('is not seen until marked, per game, and survives a new Storage on the same backend', () => {
    const backend = new MemoryBackend();
    const storage = new Storage(backend);
    for (const game of GAME_IDS) expect(hasSeenHowTo(storage, game)).toBe(false);
    markHowToSeen(storage, 'flood-duel');
    markHowToSeen(storage, 'flood-duel');
    markHowToSeen(storage, 'glassworks');
    const again = new Storage(backend);
    expect(hasSeenHowTo(again, 'flood-duel')).toBe(true);
    expect(hasSeenHowTo(again, 'glassworks')).toBe(true);
    expect(hasSeenHowTo(again, 'joker-coloring')).toBe(false);
    expect(JSON.parse(backend.getItem('prism-arcade/how-to-play') ?? '')).toEqual({
      v: 1,
      data: { 'flood-duel': true, glassworks: true },
    });
  });

  it('drops corrupt or foreign data with a warning and counts it as not seen', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const raw of [
      '{oops',
      JSON.stringify({ v: 2, data: { glassworks: true } }),
      JSON.stringify({ v: 1, data: { glassworks: 'yes' } }),
      JSON.stringify({ v: 1, data: { tetris: true } }),
      JSON.stringify({ v: 1, data: [true] }),
      JSON.stringify({ v: 1, data: null }),
    ]) {
      const backend = new MemoryBackend();
      backend.setItem('prism-arcade/how-to-play', raw);
      const storage = new Storage(backend);
      expect(hasSeenHowTo(storage, 'glassworks')).toBe(false);
      expect(backend.getItem('prism-arcade/how-to-play')).toBeNull();
      // Marking after corrupt data starts a clean record.
      markHowToSeen(storage, 'glassworks');
      expect(hasSeenHowTo(storage, 'glassworks')).toBe(true);
    }
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('validates the stored shape strictly', () => {
    expect(validateHowToSeen({})).toEqual({ ok: true, value: {} });
    expect(validateHowToSeen({ 'joker-coloring': true })).toEqual({
      ok: true,
      value: { 'joker-coloring': true },
    });
    expect(validateHowToSeen({ 'joker-coloring': false }).ok).toBe(false);
    expect(validateHowToSeen('glassworks').ok).toBe(false);
  });
});
