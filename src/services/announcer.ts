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

/**
 * Say `parts` to assistive technology, each a sentence of its own (the same words twice in a row
 * are said again).
 */
export function announce(...parts: string[]): void {
  const said = parts.map(speakable).filter((t) => t !== '');
  if (said.length === 0) return;
  const flushing = pending.length > 0;
  for (const t of said) pending.push(/[.!?:…]$/.test(t) ? t : `${t}.`);
  last = pending.join(' ');
  const r = ensureRegion();
  if (flushing) return;
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
