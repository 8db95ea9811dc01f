// The canvas is one blank element to assistive technology, so the active screen's controls are
// also real DOM buttons: one `<button>` per control, with an accessible name, in the screen's own
// focus order, laid over the control's place on the canvas (invisible, and never in the way of a
// pointer). The list comes from the screen's own buttons (BaseScene.accessibleControls), the same
// list the canvas draws and the keyboard's focus steps through, so the two cannot drift. Focus is
// shared both ways: a DOM button that takes focus focuses the canvas button (drawn with its ring),
// and the canvas focus moving moves the DOM focus. Enter and Space press it, as on the canvas.

/** One control as the DOM layer shows it. */
export interface AccessibleControl {
  readonly name: string;
  /** What a screen reader says for it. */
  readonly label: string;
  readonly enabled: boolean;
  /** Where it is, in canvas pixels. */
  readonly bounds: { readonly x: number; readonly y: number; readonly w: number; readonly h: number };
}

/** What the layer needs of the active screen. */
export interface ControlSource {
  /** The screen's name, read as the layer's label. */
  readonly screenTitle: string;
  /** The controls a keyboard can reach now (inside an open dialog only, when one is open). */
  accessibleControls(): AccessibleControl[];
  /** The control the canvas shows focused, if any. */
  readonly focusedButton: string | null;
  focusControl(name: string): void;
  pressControl(name: string): void;
}

export interface LayerView {
  /** Canvas pixels per CSS pixel, and where the canvas is on the page. */
  readonly scale: number;
  readonly origin: { readonly x: number; readonly y: number };
}

export class ControlLayer {
  readonly root: HTMLElement;
  private readonly buttons = new Map<string, HTMLButtonElement>();
  private source: ControlSource | null = null;
  private lastFocus: string | null = null;

  constructor(parent: HTMLElement) {
    this.root = document.createElement('nav');
    this.root.id = 'controls';
    this.root.className = 'control-layer';
    parent.appendChild(this.root);
  }

  /** Bring the DOM buttons in line with the screen (call often: it only touches what changed). */
  sync(source: ControlSource | null, view: LayerView): void {
    if (source !== this.source) this.lastFocus = null;
    this.source = source;
    this.root.setAttribute('aria-label', source ? source.screenTitle : 'Prism Arcade');
    const list = source?.accessibleControls() ?? [];
    const wanted = new Set(list.map((c) => c.name));
    for (const [name, el] of this.buttons)
      if (!wanted.has(name)) {
        el.remove();
        this.buttons.delete(name);
      }
    list.forEach((c, i) => {
      const el = this.buttons.get(c.name) ?? this.make(c.name);
      if (el.textContent !== c.label) el.textContent = c.label;
      el.disabled = !c.enabled;
      const s = view.scale || 1;
      Object.assign(el.style, {
        left: `${view.origin.x + c.bounds.x / s}px`,
        top: `${view.origin.y + c.bounds.y / s}px`,
        width: `${c.bounds.w / s}px`,
        height: `${c.bounds.h / s}px`,
      });
      // Keep the DOM order the focus order.
      if (this.root.children[i] !== el) this.root.insertBefore(el, this.root.children[i] ?? null);
    });
    // The canvas focus moved (a key, a dialog opening): the DOM focus follows, so a screen reader
    // says the control the canvas now rings.
    const focus = source?.focusedButton ?? null;
    if (focus !== this.lastFocus) {
      this.lastFocus = focus;
      const el = focus === null ? undefined : this.buttons.get(focus);
      if (el && document.activeElement !== el) el.focus({ preventScroll: true });
    }
  }

  private make(name: string): HTMLButtonElement {
    const el = document.createElement('button');
    el.type = 'button';
    el.dataset.name = name;
    el.addEventListener('focus', () => {
      if (this.source && this.source.focusedButton !== name) this.source.focusControl(name);
      this.lastFocus = name;
    });
    // Enter and Space reach the canvas's own keys first, which press the focused control and cancel
    // the click; a click that does arrive comes from assistive technology activating the button.
    el.addEventListener('click', (e) => {
      e.preventDefault();
      this.source?.pressControl(name);
    });
    this.buttons.set(name, el);
    this.root.appendChild(el);
    return el;
  }
}
