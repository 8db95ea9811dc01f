// The GlassWorks clearing ladder in the midend: a ladder link deals its deal, HINT and SHOW ME
// follow the known line without asking the solver, a clear is kept and offers the next deal.

import { describe, expect, it } from 'vitest';
import * as GW from '../../src/logic/glassworks';
import { ladderDeal } from '../../src/logic/glassworks/ladder';
import { LADDER_SEEDS } from '../../src/logic/glassworks/ladderSeeds';
import { KnownLine, upToCounted } from '../../src/midend/core/knownLine';
import { LadderBook } from '../../src/midend/progress/ladderBook';
import { glassSession } from './sessions';

const lineOf = (n: number): GW.Move[] => {
  const line = ladderDeal(n)?.line;
  if (!line?.ok) throw new Error(`no line for ladder ${n}`);
  return line.value;
};

describe('the clearing ladder in play', () => {
  it('ladder=N deals ladder deal N, and the snapshot says where on the ladder', () => {
    const { midend, session } = glassSession({ params: { ladder: '2' } });
    expect(midend.seed).toBe(LADDER_SEEDS[1]);
    expect(midend.ladder).toBe(2);
    expect(session.snapshot()).toMatchObject({ ladder: { at: 2, cleared: 0 } });
    const plain = glassSession({ seed: 2026 });
    expect(plain.session.snapshot()).toMatchObject({ ladder: null });
  });

  it('a ladder number out of range says so and deals an ordinary game', () => {
    const { midend, screen } = glassSession({ params: { ladder: '0' } });
    expect(midend.ladder).toBeNull();
    expect(JSON.stringify(screen.done)).toMatch(/ladder must be a whole number from 1/);
  });

  it("its first deal says the ladder's goal as it opens; the others do not", () => {
    const goal = 'Ladder deal 1: clear it to one piece to climb on.';
    expect(
      glassSession({ params: { ladder: '1' } })
        .screen.of('toast')
        .map((e) => e.text),
    ).toContain(goal);
    expect(glassSession({ params: { ladder: '2' } }).screen.of('toast')).toEqual([]);
  });

  it("HINT follows the known line at once, without the solver's worker", async () => {
    const { session, workers } = glassSession({ params: { ladder: '1' } });
    session.input({ kind: 'action', action: 'hint' });
    await Promise.resolve();
    const asked = workers.all.flatMap((w) => w.sent).map((r) => JSON.stringify(r));
    expect(asked.some((q) => q.includes('"hint"'))).toBe(false);
    expect(session.ui.selected).toEqual(lineOf(1)[0]?.from);
  });

  it('played to a clear by its known line: kept, and NEXT ON THE LADDER opens the next deal', () => {
    const { session, midend, d } = glassSession({ params: { ladder: '1' } });
    for (const move of lineOf(1)) {
      session.input({ kind: 'move', move });
      session.settled();
    }
    expect(GW.isCleared(midend.state)).toBe(true);
    session.input({ kind: 'action', action: 'ending-done' });
    expect(session.panel()?.buttons[0]).toMatchObject({ name: 'ladder-next' });
    expect(new LadderBook(d.storage).cleared(1)).toBe(true);
    expect(session.snapshot()).toMatchObject({ ladder: { at: 1, cleared: 1 } });
    expect(session.input({ kind: 'action', action: 'ladder' })).toContainEqual({
      kind: 'go',
      to: { scene: 'GlassWorks', data: { fresh: true, params: { ladder: '2' } } },
    });
  });

  it('the known line: its rest after any moves along it, none once the game leaves it', () => {
    const line = lineOf(1);
    const known = new KnownLine<GW.Move>(GW.glassworks.encodeMove);
    expect(known.restAfter([])).toBeNull();
    known.learn([], line);
    expect(known.restAfter(line.slice(0, 3))).toEqual(line.slice(3));
    expect(known.restAfter([])).toEqual(line);
    const start = GW.newGame(LADDER_SEEDS[0] as number);
    const other = GW.legalJumps(start).find(
      (j) => j.from.x !== line[0]?.from.x || j.from.y !== line[0]?.from.y,
    ) as GW.Move;
    expect(known.restAfter([other])).toBeNull();
    // A line found later, after moves of its own: followed from there.
    known.learn([other], line.slice(5));
    expect(known.restAfter([other, ...line.slice(5, 7)])).toEqual(line.slice(7));
    expect(known.restAfter(line.slice(0, 1))).toBeNull();
  });

  it('a hint takes a line up to its first counted move, the free ones riding along', () => {
    const counted = (m: string): boolean => m.startsWith('c');
    expect(upToCounted(['b1', 'c1', 'b2', 'c2'], counted)).toEqual(['b1', 'c1']);
    expect(upToCounted(['c1', 'c2'], counted)).toEqual(['c1']);
    expect(upToCounted(['b1'], counted)).toEqual([]);
  });
});
