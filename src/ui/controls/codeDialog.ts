// A real text field over the canvas, for codes: typing one in (phone keyboards, paste and
// autocorrect-free capitals work as in any page) or copying one out by hand where the browser
// refuses the clipboard (itch.io's frame has no clipboard permission). While it is open the game's
// keyboard handling is off, so typed letters never play. One dialog at a time.

import type Phaser from 'phaser';
import { t } from '../../i18n/i18n';
import { codeTarget } from '../../midend/launch/launch';
import type { Target } from '../../midend/launch/navigation';
import { play } from '../../services/sound';
import { toCss, UI } from '../look/theme';

export const CODE_INPUT_ID = 'code-input';

export interface CodeEntry {
  readonly title: string;
  /** Take the text; return null when it was accepted (the dialog closes), else what is wrong. */
  readonly submit: (text: string) => string | null;
  readonly cancel?: () => void;
  /** Text already in the field. */
  readonly value?: string;
}

let open: { close: () => void } | null = null;

/** Close whichever dialog is open (a scene that ends takes its dialog with it). */
export function closeCodeDialog(): void {
  open?.close();
}

export const codeDialogOpen = (): boolean => open !== null;

/**
 * A code typed in (the menu's ENTER CODE, Flood Duel's): a good one goes where it leads
 * (midend/launch/launch.ts), a bad one stays in the field with what is wrong, and the "not allowed" buzz.
 */
export function askForCode(game: Phaser.Game, title: string, go: (to: Target) => void): void {
  enterCode(game, {
    title,
    submit: (text) => {
      const target = codeTarget(text);
      if ('problem' in target) {
        play('invalid');
        return target.problem;
      }
      go(target.go);
      return null;
    },
  });
}

/** A field to type or paste a code into; Enter or OK submits, Esc or CANCEL closes. */
export function enterCode(game: Phaser.Game, entry: CodeEntry): void {
  const d = build(game, entry.title, { readOnly: false, value: entry.value ?? '' });
  const submit = (): void => {
    const problem = entry.submit(d.input.value);
    if (problem === null) d.close();
    else {
      d.message.textContent = problem;
      d.input.focus();
      d.input.select();
    }
  };
  d.addButton(t('OK'), submit);
  d.addButton(t('CANCEL'), () => {
    d.close();
    entry.cancel?.();
  });
  d.input.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') submit();
  });
  d.onEscape = () => entry.cancel?.();
}

/** Show `text` selected in a read-only field, for the player to copy by hand. */
export function showForCopy(game: Phaser.Game, title: string, text: string): void {
  const d = build(game, title, { readOnly: true, value: text });
  d.message.textContent = t('Select and copy it (Ctrl+C, or long-press on a phone).');
  d.addButton(t('DONE'), () => d.close());
  d.input.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') d.close();
  });
}

/** The pixel font, as the DOM names it. */
const FONT = "'Press Start 2P', monospace";

/** How the dialog looks: the dimmed page, the box, the field and a button (colours as the canvas's). */
const STYLES = {
  root: {
    position: 'fixed',
    inset: '0',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: 'rgba(5, 4, 14, 0.7)',
    zIndex: '10',
    userSelect: 'text',
    webkitUserSelect: 'text',
    touchAction: 'auto',
  } satisfies Partial<CSSStyleDeclaration>,
  box: (): Partial<CSSStyleDeclaration> => ({
    width: 'min(92vw, 560px)',
    boxSizing: 'border-box',
    padding: '18px',
    background: toCss(UI.panel),
    border: `3px solid ${toCss(UI.accent)}`,
    borderRadius: '12px',
    color: UI.text,
    font: `12px/1.6 ${FONT}`,
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
  }),
  input: (): Partial<CSSStyleDeclaration> => ({
    font: `16px ${FONT}`, // 16 px keeps phones from zooming the page in
    padding: '10px',
    borderRadius: '8px',
    border: `2px solid ${UI.textDim}`,
    background: toCss(UI.background),
    color: UI.text,
    minWidth: '0',
  }),
  button: (): Partial<CSSStyleDeclaration> => ({
    font: `12px ${FONT}`,
    minHeight: '44px',
    padding: '0 16px',
    borderRadius: '8px',
    border: 'none',
    background: toCss(UI.panelEdge),
    color: UI.text,
    cursor: 'pointer',
  }),
};

interface Built {
  input: HTMLInputElement;
  message: HTMLParagraphElement;
  addButton(label: string, onClick: () => void): void;
  close(): void;
  onEscape: (() => void) | null;
}

/** The code's field: typed in (capitals, no corrections), or a code shown to copy (read only). */
function codeInput(field: { readOnly: boolean; value: string }): HTMLInputElement {
  const input = document.createElement('input');
  input.id = CODE_INPUT_ID;
  input.type = 'text';
  input.value = field.value;
  input.readOnly = field.readOnly;
  input.autocomplete = 'off';
  input.spellcheck = false;
  input.setAttribute('autocapitalize', 'characters');
  input.setAttribute('autocorrect', 'off');
  Object.assign(input.style, STYLES.input());
  return input;
}

function build(game: Phaser.Game, title: string, field: { readOnly: boolean; value: string }): Built {
  open?.close();
  const keyboard = game.input.keyboard;
  const wasEnabled = keyboard?.enabled ?? false;
  if (keyboard) keyboard.enabled = false;
  const root = document.createElement('div');
  root.setAttribute('role', 'dialog');
  root.setAttribute('aria-modal', 'true');
  root.setAttribute('aria-labelledby', 'code-dialog-title');
  Object.assign(root.style, STYLES.root);
  const box = document.createElement('div');
  Object.assign(box.style, STYLES.box());
  const heading = document.createElement('label');
  heading.id = 'code-dialog-title';
  heading.htmlFor = CODE_INPUT_ID;
  heading.textContent = title;
  const input = codeInput(field);
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  Object.assign(message.style, { margin: '0', minHeight: '1.6em', color: '#ffb020', fontSize: '11px' });
  const buttons = document.createElement('div');
  Object.assign(buttons.style, { display: 'flex', gap: '10px', justifyContent: 'flex-end' });
  box.append(heading, input, message, buttons);
  root.append(box);
  // Phaser hears presses on the whole window: one on the dialog (OK over a game's card) must end
  // here, or the screen under it takes it too.
  for (const type of ['mousedown', 'mouseup', 'touchstart', 'touchend', 'pointerdown', 'pointerup'])
    root.addEventListener(type, (e) => e.stopPropagation());
  document.body.append(root);

  const built: Built = {
    input,
    message,
    onEscape: null,
    addButton(label, onClick) {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = label;
      Object.assign(b.style, STYLES.button());
      b.addEventListener('click', onClick);
      buttons.append(b);
    },
    close() {
      if (open !== handle) return;
      open = null;
      root.remove();
      if (keyboard) keyboard.enabled = wasEnabled;
      document.removeEventListener('keydown', onKey, true);
      game.canvas.focus?.();
    },
  };
  const onKey = (e: KeyboardEvent): void => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    built.close();
    built.onEscape?.();
  };
  document.addEventListener('keydown', onKey, true);
  const handle = { close: () => built.close() };
  open = handle;
  // A tap outside the box does nothing (no accidental close); the field gets the keyboard.
  input.focus();
  input.select();
  return built;
}
