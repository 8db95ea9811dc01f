// A layout walk (layout.test.ts, makerLayout.test.ts): one page opened at the first of its sizes (one
// kind: all phones, as touch contexts, or none), walked from screen to screen; on every screen
// reached the layout audit (audit.ts) runs at that size, then the window turns to each other size
// and it runs there (a new size restarts the screen from its state, as a fresh visit would draw it:
// BaseScene.relayout), and the walk goes on at the last. In Slovenian every drawn text must also
// come from the translation table (the hook's `untranslated()`). Reaching a screen never depends on
// the layout under audit: a target is pressed where it is drawn, else by the keyboard (noted).

import { auditLayout, type LayoutItem } from './audit';
import { type GamePage, type OpenOptions, type Point, WAIT_MS } from './harness';
import { Findings, firstLine, type Lang, modalStart, readLayout, type Size } from './layoutFindings';
import type { Suite } from './suite';

/** Wait for the game to settle (no animation, no computer turn) and its layout to hold still. */
export async function settle(gp: GamePage): Promise<void> {
  await gp.idle();
  await gp.steady();
}

/**
 * Snapshot fields a new size must keep: the screen is the same one, in the same state (the maker's
 * board and CHECK's answer, the Explore shelf's tab, state and entries among them).
 */
const KEPT = [
  'panel',
  'page',
  'selected',
  'picking',
  'demo',
  'status',
  'storageNotice',
  'maker',
  'explore',
] as const;

/** Which layout must hold still after a turn: all of it, or only the controls (a screen that plays on). */
export type Still = 'all' | 'controls';

export interface WalkOptions {
  /** The first page's query (without '?', the language added) and the scene it opens on. */
  readonly query?: string;
  readonly scene?: string;
  /** Added to every page's query (an online server's address). */
  readonly base?: string;
  /** Other origins the page may reach (the online server). */
  readonly origins?: OpenOptions['origins'];
}

export class LayoutWalk {
  /** One Findings per size, in the order given; the first size's holds the walks' times and notes. */
  readonly all: Findings[];
  /** The size the window has now: the walk goes on at whichever size the last audit left it. */
  private here: Findings;

  private constructor(
    readonly gp: GamePage,
    sizes: readonly Size[],
    readonly lang: Lang,
    private readonly base: string,
    private readonly home: string,
  ) {
    this.all = sizes.map((s) => new Findings(s));
    this.here = this.all[0] as Findings;
  }

  /** A page at the first of `sizes`, asking for reduced motion (see layout.test.ts). */
  static async open(
    suite: Suite,
    sizes: readonly Size[],
    lang: Lang,
    opts: WalkOptions = {},
  ): Promise<LayoutWalk> {
    const size = sizes[0] as Size;
    const query = LayoutWalk.queryOf(opts.query ?? '', opts.base ?? '', lang);
    const gp = await suite.open(query, {
      viewport: { width: size.width, height: size.height },
      touch: size.phone,
      reducedMotion: true,
      scene: opts.scene ?? 'Menu',
      ...(opts.origins ? { origins: opts.origins } : {}),
    });
    return new LayoutWalk(gp, sizes, lang, opts.base ?? '', gp.page.url().split('?')[0] as string);
  }

  private static queryOf(query: string, base: string, lang: Lang): string {
    return [query, base, lang ? `lang=${lang}` : ''].filter(Boolean).join('&');
  }

  /** The first size's findings: the walks' times, notes and unreachable screens go there. */
  get findings(): Findings {
    return this.all[0] as Findings;
  }

  /** The walk's first size (every size of a walk is of one kind: phones or not). */
  get size(): Size {
    return this.findings.size;
  }

  /** Open the game at `query` (the server and language added) and wait for `scene` to hold still. */
  async goto(query: string, scene: string): Promise<void> {
    await this.gp.page.goto(`${this.home}?${LayoutWalk.queryOf(query, this.base, this.lang)}`);
    await this.gp.waitForScene(scene);
    await settle(this.gp);
  }

  /**
   * Turn the window to `to`: the canvas takes the new size, the screen starts again, `ready` (a
   * page expression: an answer it asks for again) holds, and the screen holds still.
   */
  private async resize(to: Size, scene: string, only: Still, ready?: string): Promise<void> {
    await this.gp.resizeTo(to);
    await this.gp.waitForScene(scene);
    if (ready) await this.gp.waitFor(ready);
    await this.gp.steady(WAIT_MS, only);
  }

  /** What a turn must keep of the screen, as text to compare. */
  async kept(): Promise<string> {
    const snap = await this.gp.snapshot();
    const scene = await this.gp.scene();
    // How to play's demonstration loops and starts again at a new size: only that it plays is kept.
    const keep = (k: (typeof KEPT)[number]) =>
      scene === 'HowToPlay' && k === 'demo' ? snap?.[k] != null : (snap?.[k] ?? null);
    return JSON.stringify([scene, ...KEPT.map(keep)]);
  }

  /** Audit the screen as it is now into `into`, as `screen`. */
  async auditHere(screen: string, into: Findings): Promise<void> {
    const { items, canvas } = await readLayout(this.gp);
    into.add(
      screen,
      auditLayout(items, canvas, { phone: this.size.phone, modalFrom: modalStart(items, canvas) }),
    );
    if (!this.lang) return;
    const untranslated = await this.gp.page.evaluate(() => window.__prism.untranslated());
    into.add(
      screen,
      untranslated.map((text) => ({
        rule: 'untranslated' as const,
        items: [`text "${text}"`],
        subjects: [],
        message: `text "${text}" did not come from the translation table`,
      })),
    );
  }

  /**
   * At the size the window has, then at each other size in turn (the window turned to it, the
   * screen in `scene` holding still), staying at the last: each size costs one turn. `step` runs at
   * each size; a step that fails is noted for that size, and the next size goes on.
   */
  async atEachSize(
    screen: string,
    scene: string,
    only: Still,
    step: (one: Findings, turned: boolean) => Promise<void>,
    ready?: string,
  ): Promise<void> {
    for (const one of [this.here, ...this.all.filter((f) => f !== this.here)]) {
      const start = performance.now();
      try {
        const turned = one !== this.here;
        if (turned) {
          await this.resize(one.size, scene, only, ready);
          this.here = one;
        }
        await step(one, turned);
      } catch (e) {
        one.unreachable.push(`${screen}: ${firstLine(e)}`);
      }
      one.took((performance.now() - start) / 1000);
    }
  }

  /**
   * Audit the screen on show at every size; turned to a size, it must come back in the same state.
   * With `controls`, only the controls must hold still (a screen that plays on, as in
   * `GamePage.steady`); `ready`, a page expression that holds once the screen has its answer again.
   */
  async audit(screen: string, only: Still = 'all', ready?: string): Promise<void> {
    const state = await this.kept();
    const scene = (await this.gp.scene()) as string;
    await this.atEachSize(
      screen,
      scene,
      only,
      async (one, turned) => {
        const now = turned ? await this.kept() : state;
        if (now !== state) throw new Error(`the screen changed on turning to this size: ${state} → ${now}`);
        await this.auditHere(screen, one);
      },
      ready,
    );
  }

  /**
   * A screen that lasts only a moment (the computer thinking), or that only some sizes have (the
   * settings folded into a panel): at each size, `reach` brings it about afresh (false: not at this
   * size), it is audited, and `leave` closes it.
   */
  async auditEach(
    screen: string,
    reach: () => Promise<boolean | undefined>,
    leave: () => Promise<void> = async () => undefined,
    ready?: string,
  ): Promise<void> {
    const scene = (await this.gp.scene()) as string;
    await this.atEachSize(
      screen,
      scene,
      'all',
      async (one) => {
        if ((await reach()) === false) return;
        await this.auditHere(screen, one);
        await leave();
      },
      ready,
    );
  }

  /** A run of screens reached one after the other; a failure to reach one skips the rest of it. */
  async walk(what: string, steps: () => Promise<void>): Promise<void> {
    const start = performance.now();
    try {
      await steps();
    } catch (e) {
      this.findings.unreachable.push(`${what}: ${firstLine(e)}`);
    }
    this.findings.walks.set(what, (performance.now() - start) / 1000);
  }

  /** Whether `condition` (a page expression) comes to hold within `timeout`. */
  until(condition: string, timeout: number): Promise<boolean> {
    return this.gp.waitFor(condition, timeout).then(
      () => true,
      () => false,
    );
  }

  /** Where `target` is drawn on the canvas with no other control over it, else null. */
  async pressable(target: string): Promise<Point | null> {
    const p = await this.gp.page.evaluate((t) => window.__prism.locate(t), target);
    if (!p) return null;
    const { items, canvas } = await readLayout(this.gp);
    if (p.x < 0 || p.y < 0 || p.x >= canvas.width || p.y >= canvas.height) return null;
    const inside = (b: LayoutItem['bounds']) =>
      p.x >= b.x && p.x <= b.x + b.w && p.y >= b.y && p.y <= b.y + b.h;
    const others = items.filter(
      (i) => i.kind === 'control' && `button:${i.name}` !== target && inside(i.bounds),
    );
    return others.length === 0 ? p : null;
  }

  /** A click, or a tap on a phone. */
  pressAt(p: Point): Promise<void> {
    return this.size.phone ? this.gp.tap(p) : this.gp.click(p);
  }

  /** Tab to a button, then Enter. */
  async keyboardPress(name: string): Promise<void> {
    for (let i = 0; i < 40; i++) {
      if ((await this.gp.snapshot<{ focus: string | null }>()).focus === name) return this.gp.press('Enter');
      await this.gp.press('Tab');
    }
    throw new Error(`the keyboard never reached button:${name}`);
  }

  /** Press a button, then wait for `done` (a page expression); by the keyboard if it cannot be pressed. */
  async pressButton(name: string, done: string, timeout = WAIT_MS): Promise<void> {
    const p = await this.pressable(`button:${name}`);
    if (p) {
      await this.pressAt(p);
      if (await this.until(done, timeout)) return;
    }
    this.findings.notes.push(
      `button:${name} could not be ${this.size.phone ? 'tapped' : 'clicked'}; pressed by the keyboard`,
    );
    await this.keyboardPress(name);
    await this.gp.waitFor(done, timeout);
  }
}
