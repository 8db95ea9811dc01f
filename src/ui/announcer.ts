// The words a screen reader speaks: one polite live region (`#announcer`) that is told, in a
// sentence, what each move did, whose turn it is, hints and results. It is visually hidden: the
// canvas shows the same things in pictures.

let region: HTMLElement | null = null;
let last = '';
/** Sentences given in one turn of the event loop, said together (a move and the panel it ends). */
let pending: string[] = [];

function ensureRegion(): HTMLElement | null {
  if (region || typeof document === 'undefined') return region;
  region = document.createElement('div');
  region.id = 'announcer';
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  region.className = 'sr-only';
  document.body.appendChild(region);
  return region;
}

/** The canvas's capitals ("YOU WIN!") read as words, not shouted or spelled. */
function speakable(text: string): string {
  const t = text.trim().replace(/\s+/g, ' ');
  if (/[a-z]/.test(t)) return t;
  const lower = t.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** Say `text` to assistive technology (the same sentence twice in a row is said again). */
export function announce(text: string): void {
  const t = speakable(text);
  if (t === '') return;
  pending.push(/[.!?:]$/.test(t) ? t : `${t}.`);
  last = pending.join(' ');
  const r = ensureRegion();
  if (pending.length > 1) return;
  // Emptying first makes a repeated sentence a change the screen reader hears.
  if (r) r.textContent = '';
  queueMicrotask(() => {
    if (r) r.textContent = pending.join(' ');
    pending = [];
  });
}

/** The last sentence given to the live region (the test hook's `snapshot().announcement`). */
export function lastAnnouncement(): string {
  return last;
}

/** Create the region at start-up so screen readers know it before the first message. */
export function installAnnouncer(): void {
  ensureRegion();
}
