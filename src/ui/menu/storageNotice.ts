// The menu's notice for a visit whose progress cannot be kept: the browser blocks storage in this
// frame (itch.io's frame is on another site; private windows and strict browsers block such data).
// It says so in one line and offers to ask the browser again, to open the game in its own tab (in a
// frame only: there its storage is its own), to export progress to a save file, or to close the
// notice for this visit. It sits in its
// own band between the title and the cards, so it never covers a board or a button.

import { t } from '../../i18n/i18n';
import { inFrame } from '../../services/frameFocus';
import { storage } from '../../services/storage';
import { askForStorage } from '../../services/storageAccess';
import { FONT, UI } from '../look/theme';
import { addText, panelTexture } from '../render';
import type { ScreenHost } from '../screen/host';
import { column, grid, gridHeight, inset, type Metrics, type Rect, rect, row } from '../screen/layout';
import { toast } from '../screen/toast';

const noticeText = (): string =>
  storage.memoryCause === 'failed'
    ? t(
        'Saving stopped working (the browser’s storage is full or broken): your progress lasts for this visit only.',
      )
    : t('This browser blocks saving here: your progress lasts for this visit only.');
const GLOW = 0xffb020;
const ACTIONS = [
  {
    name: 'storage-retry',
    get label() {
      return t('TRY AGAIN');
    },
    get short() {
      return t('RETRY');
    },
  },
  {
    name: 'open-tab',
    get label() {
      return t('NEW TAB');
    },
    get short() {
      return t('TAB');
    },
  },
  {
    name: 'storage-export',
    get label() {
      return t('EXPORT');
    },
    get short() {
      return t('SAVE');
    },
  },
  {
    name: 'storage-dismiss',
    get label() {
      return t('OK');
    },
    get short() {
      return t('OK');
    },
  },
] as const;
type Action = (typeof ACTIONS)[number];

/** The notice's buttons: a new tab helps only a game in a frame. */
const actions = (): readonly Action[] => (inFrame() ? ACTIONS : ACTIONS.filter((a) => a.name !== 'open-tab'));

/** Closed by the player: gone for the rest of the visit (there is nowhere to remember it longer). */
let dismissed = false;

/** The menu shows the notice while progress is in memory and the player has not closed it. */
export const noticeWanted = (): boolean => storage.mode === 'memory' && !dismissed;

/** How the notice is laid out for a width: its height, where the buttons go, and its words' font. */
export interface NoticePlan {
  readonly h: number;
  readonly beside: boolean;
  /** Buttons per row (all of them, or half on a narrow screen). */
  readonly cols: number;
  readonly font: number;
  readonly textH: number;
}

/** A button's smallest comfortable width. */
const buttonW = (m: Metrics): number => Math.max(m.buttonH * 2.4, 150 * m.unit);

/**
 * Words and buttons on one row when the words keep at least half the width, else the words above
 * the buttons (in two rows when one is too narrow). `wrapped` measures the words' height.
 */
export function planNotice(
  m: Metrics,
  width: number,
  wrapped: (text: string, size: number, width: number) => number,
): NoticePlan {
  const pad = m.gap;
  const font = m.font('small');
  const n = actions().length;
  const inner = width - 2 * pad;
  const besideW = inner - rowWidth(m, n) - m.gap;
  if (besideW >= inner / 2) {
    const textH = wrapped(noticeText(), font, besideW);
    return { h: Math.max(m.buttonH, textH) + 2 * pad, beside: true, cols: n, font, textH };
  }
  // One row when every button fits its short label (the font is monospaced), else two rows.
  const squeezed = actions().reduce((w, a) => w + narrowest(m, a.short), (n - 1) * m.gap);
  const cols = squeezed <= inner ? n : Math.ceil(n / 2);
  const rows = Math.ceil(n / cols);
  const textH = wrapped(noticeText(), font, inner);
  return {
    h: textH + m.gap + gridHeight(rows, m.buttonH, m.gap) + 2 * pad,
    beside: false,
    cols,
    font,
    textH,
  };
}

const rowWidth = (m: Metrics, n: number): number => n * buttonW(m) + (n - 1) * m.gap;

/** The narrowest a button may be: its short label at the smallest font, and a touch target. */
const narrowest = (m: Metrics, short: string): number =>
  Math.max(
    m.compact ? 44 * m.css : 0,
    [...short].length * Math.ceil(m.minFont) + Math.max(12, m.buttonH * 0.3),
  );

/** Draw the notice in `band` (its plan's height) with its buttons. */
/** `exportFile` is the menu's EXPORT (the save file loads on demand). */
export function drawNotice(scene: ScreenHost, band: Rect, plan: NoticePlan, exportFile: () => void): void {
  const m = scene.m;
  scene.add.image(
    band.x + band.w / 2,
    band.y + band.h / 2,
    panelTexture(scene, band.w, band.h, noticeLook(m)),
  );
  const list = actions();
  const rows = Math.ceil(list.length / plan.cols);
  const inner = inset(band, m.gap);
  const [words, buttons] = plan.beside
    ? row(inner, ['fill', Math.min(rowWidth(m, list.length), inner.w / 2)], m.gap)
    : column(inner, [plan.textH, gridHeight(rows, m.buttonH, m.gap)], m.gap);
  addText(scene, plan.beside ? words.x : words.x + words.w / 2, words.y + words.h / 2, noticeText(), {
    fontFamily: FONT,
    fontSize: `${plan.font}px`,
    color: UI.text,
    align: plan.beside ? 'left' : 'center',
    wordWrap: { width: words.w },
    lineSpacing: Math.round(plan.font * 0.45),
  }).setOrigin(plan.beside ? 0 : 0.5, 0.5);
  const box = plan.beside
    ? rect(buttons.x, buttons.y + (buttons.h - m.buttonH) / 2, buttons.w, m.buttonH)
    : buttons;
  const cells = grid(box, list.length, plan.cols, box.w, m.buttonH, m.gap);
  list.forEach((a, i) => {
    const r = cells[i];
    if (!r) return;
    scene.placeButton(a.name, r, a.label, () => act(scene, a.name, exportFile), {
      fontSize: m.font('label'),
      short: a.short,
      color: 0x3a2f1a,
    });
  });
}

const noticeLook = (m: Metrics) => ({
  fill: 0x221a2e,
  glow: GLOW,
  glowAlpha: 0.45,
  radius: Math.round(10 * m.unit),
});

/** The scene event that asks the menu to lay itself out again, with a message to show. */
export const NOTICE_CHANGED = 'storage-notice';

function act(scene: ScreenHost, name: Action['name'], exportFile: () => void): void {
  if (name === 'storage-dismiss') {
    dismissed = true;
    scene.events.emit(NOTICE_CHANGED);
    return;
  }
  if (name === 'open-tab') {
    openInTab(scene);
    return;
  }
  if (name === 'storage-export') {
    exportFile();
    return;
  }
  void askForStorage().then((granted) => {
    if (!scene.sys.isActive()) return;
    if (!granted)
      toast(scene, t('The browser still says no. Open the game in a new tab to keep your progress.'));
    // Granted: the mode change lays the menu out again (without the notice) and says so.
  });
}

/** What a game screen says the moment saving stops working: its moves from now are not kept. */
export const savingStopped = (): string =>
  t('Saving stopped working: this game lasts until the page closes. EXPORT in the menu keeps it.');

/** A game screen tells the player at once when saving stops working (a full or broken store). */
export function watchSaving(scene: ScreenHost): void {
  const off = storage.onModeChange((mode) => {
    if (mode === 'memory' && scene.sys.isActive()) toast(scene, savingStopped(), 6);
  });
  scene.events.once('shutdown', off);
}

/** What the menu says when saving starts to work mid-visit. */
export const savingWorks = (): string => t('Saving works now: your progress is kept.');

/** The game on its own page: there its storage is its own, not a frame's. */
function openInTab(scene: ScreenHost): void {
  const tab = window.open(window.location.href, '_blank');
  if (tab) tab.opener = null;
  else toast(scene, t('The browser blocked the new tab. Open this game from its page instead.'));
}
