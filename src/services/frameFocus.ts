// Keys in a frame. On itch.io the game is a frame inside the page, and the page keeps the keyboard
// until the player clicks into the frame. While the frame lacks focus a light veil lies over the
// game with "click to play" in its middle, clear of the titles at the top; the click that gives the
// frame focus only does that (a click meant to give the game the keyboard must not also make a
// move), which the veil makes plain: the game behind it is not yet live. Taps are left alone: a phone has no
// keyboard to give, and a tap that did nothing would feel broken.

import { t } from '../i18n/i18n';

const HINT_ID = 'focus-hint';

/** True when the game runs inside another page's frame. */
export function inFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true; // a cross-origin top cannot even be compared on some browsers: a frame
  }
}

export function installFrameFocus(): void {
  if (!inFrame()) return;
  const hint = document.createElement('div');
  hint.id = HINT_ID;
  hint.setAttribute('aria-hidden', 'true');
  Object.assign(hint.style, {
    position: 'fixed',
    inset: '0',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: 'rgba(11, 10, 26, 0.35)',
    pointerEvents: 'none',
    transition: 'opacity 200ms',
  } satisfies Partial<CSSStyleDeclaration>);
  const words = document.createElement('span');
  words.textContent = t('CLICK TO PLAY');
  Object.assign(words.style, {
    padding: '10px 16px',
    font: "14px 'Press Start 2P', monospace",
    color: '#f4f1ff',
    background: 'rgba(11, 10, 26, 0.9)',
    border: '2px solid rgba(244, 241, 255, 0.5)',
    borderRadius: '8px',
  } satisfies Partial<CSSStyleDeclaration>);
  hint.append(words);
  document.body.append(hint);
  // Only where a mouse (or trackpad) is there to click with.
  const pointer = window.matchMedia?.('(any-pointer: fine)').matches ?? true;
  const update = (): void => {
    hint.style.opacity = pointer && !document.hasFocus() ? '1' : '0';
  };
  window.addEventListener('focus', update);
  window.addEventListener('blur', update);
  update();

  // Capture on the window runs before Phaser's listeners on the canvas: the focusing press and its
  // release stop here.
  let swallowing = false;
  window.addEventListener(
    'mousedown',
    (e) => {
      if (document.hasFocus()) return;
      e.stopImmediatePropagation();
      swallowing = true;
      window.focus();
      update();
    },
    true,
  );
  window.addEventListener(
    'mouseup',
    (e) => {
      if (!swallowing) return;
      swallowing = false;
      e.stopImmediatePropagation();
    },
    true,
  );
}
