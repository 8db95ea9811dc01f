// The menu's settings and friends' buttons, listed once: ENTER CODE, EXPORT and IMPORT, sound,
// volume, music and its volume, colour-blind glyphs, palette, language, motion and fullscreen. The
// one list is drawn as rows under the cards or as the SETTINGS panel (ui/menu/settingsLayout.ts).

import { LANGUAGES, type Language, language, t, verbatim } from '../../i18n/i18n';
import { fontReady } from '../../services/font';
import { chooseLanguage } from '../../services/language';
import {
  getSettings,
  PALETTE_IDS,
  type PaletteId,
  type Settings,
  updateSettings,
} from '../../services/settings';

/** One item of the settings: a button, a square - or +, or the volume's readout. */
export type Pressed = 'again' | 'label';

export interface SettingItem {
  readonly name: string;
  readonly kind: 'button' | 'square' | 'text';
  /** Every label it can show (the widest is what its width is kept for). */
  readonly labels: () => readonly string[];
  /** Its shorter labels, for the tightest rows. */
  readonly short?: () => readonly string[];
  /** A readout's words in the tightest rows (its bare number). */
  readonly bare?: () => string;
  /** Its words in the SETTINGS panel, where a - or + is not beside its readout (VOL -). */
  readonly panelLabel?: () => string;
  /** Its shorter words where a panel's button has no room for its label (the language's name). */
  readonly shortLabel?: () => string;
  /** What it shows now. */
  readonly label: () => string;
  readonly ariaLabel?: () => string;
  /**
   * Pressed: the setting changes. 'again': the whole menu is drawn anew (colours, words, motion);
   * a promise: once it settles (a language whose words must load first).
   */
  readonly press?: () => Pressed | Promise<Pressed>;
  /** An action (a code, a file, fullscreen), not a setting: the panel stays as it is after it. */
  readonly action?: true;
}

/** What the menu does for the items that are actions, not settings. */
export interface MenuActions {
  readonly enterCode: () => void;
  readonly exportFile: () => void;
  readonly importFile: () => void;
  /** Fullscreen, where the browser has it. */
  readonly fullscreen: (() => void) | null;
  /** PROFILE: online features, friends, daily boards (null: this copy of the game has no server). */
  readonly profile: (() => void) | null;
  /** A language's words did not arrive (offline): say so, and offer `retry`. */
  readonly notLoaded: (retry: () => void) => void;
}

/** Each language by its own name, so a player finds theirs whatever the screen speaks. */
const ENDONYMS: Record<Language, string> = { en: 'ENGLISH', sl: 'SLOVENŠČINA' };
const languageText = (l: Language): string => t('LANGUAGE {name}', { name: ENDONYMS[l] });
const paletteText = (id: PaletteId): string =>
  ({
    classic: () => t('PALETTE CLASSIC'),
    contrast: () => t('PALETTE CONTRAST'),
    safe: () => t('PALETTE COLORBLIND'),
  })[id]();
type Loudness = 'volume' | 'musicVolume';
/** A volume setting in tenths, as shown. */
const tenths = (which: Loudness): number => Math.round(getSettings()[which] * 10);
const volumeStep = (which: Loudness, delta: number): number =>
  Math.round(Math.min(1, Math.max(0, getSettings()[which] + delta)) * 10) / 10;
const nextPalette = (): PaletteId =>
  PALETTE_IDS[(PALETTE_IDS.indexOf(getSettings().palette) + 1) % PALETTE_IDS.length] ?? 'classic';

/** A setting that changes with a press and shows its state. */
const toggle = (
  name: string,
  all: () => string[],
  now: (v: Settings) => string,
  patch: () => Partial<Settings>,
  again = false,
): SettingItem => ({
  name,
  kind: 'button',
  labels: all,
  label: () => now(getSettings()),
  press: () => {
    updateSettings(patch());
    return again ? 'again' : 'label';
  },
});

type Switch = 'sound' | 'music' | 'glyphs' | 'reducedMotion';

/** A setting that is on or off, with its words for each; a press turns it over. */
const onOff = (name: string, key: Switch, on: () => string, off: () => string, again = false): SettingItem =>
  toggle(
    name,
    () => [on(), off()],
    (v) => (v[key] ? on() : off()),
    () => ({ [key]: !getSettings()[key] }),
    again,
  );

const action = (name: string, label: () => string, run: () => void): SettingItem => ({
  name,
  kind: 'button',
  action: true,
  labels: () => [label()],
  label,
  press: () => {
    run();
    return 'label';
  },
});

/** A volume's - or +: a square button a step down or up. */
const volumeStepper = (
  name: string,
  which: Loudness,
  step: number,
  aria: () => string,
  panelLabel: () => string,
): SettingItem => ({
  name,
  kind: 'square',
  labels: () => [step < 0 ? '-' : '+'],
  label: () => (step < 0 ? '-' : '+'),
  ariaLabel: aria,
  panelLabel,
  press: () => {
    updateSettings({ [which]: volumeStep(which, step) });
    return 'label';
  },
});

/** A volume's - and + round its readout ("VOL 7"; the bare 7 in the tightest rows). */
const volumeGroup = (
  name: string,
  which: Loudness,
  words: (n: number) => string,
  aria: { down: () => string; up: () => string; less: () => string; more: () => string },
): SettingItem[] => [
  volumeStepper(`${name}-down`, which, -0.1, aria.down, aria.less),
  {
    name,
    kind: 'text',
    labels: () => [words(10)],
    short: () => ['10'],
    label: () => words(tenths(which)),
    bare: () => verbatim(String(tenths(which))),
  },
  volumeStepper(`${name}-up`, which, 0.1, aria.up, aria.more),
];

/** The settings, in groups a row keeps together (the volume's -, readout and +). */
export function settingsCatalogue(a: MenuActions): SettingItem[][] {
  const groups: SettingItem[][] = [
    [action('enter-code', () => t('ENTER CODE'), a.enterCode)],
    ...(a.profile ? [[action('profile', () => t('PROFILE'), a.profile)]] : []),
    [action('export', () => t('EXPORT'), a.exportFile), action('import', () => t('IMPORT'), a.importFile)],
    ...soundGroups(),
    ...lookGroups(a),
  ];
  if (a.fullscreen) groups.push([action('fullscreen', () => t('FULLSCREEN'), a.fullscreen)]);
  return groups;
}

/** Sound and music: each on or off, and its volume. */
function soundGroups(): SettingItem[][] {
  return [
    [
      onOff(
        'sound',
        'sound',
        () => t('SOUND ON'),
        () => t('SOUND OFF'),
      ),
    ],
    volumeGroup('volume', 'volume', (n) => t('VOL {n}', { n }), {
      down: () => t('Volume down'),
      up: () => t('Volume up'),
      less: () => t('VOL -'),
      more: () => t('VOL +'),
    }),
    [
      onOff(
        'music',
        'music',
        () => t('MUSIC ON'),
        () => t('MUSIC OFF'),
      ),
    ],
    volumeGroup('music-volume', 'musicVolume', (n) => t('MUSIC {n}', { n }), {
      down: () => t('Music volume down'),
      up: () => t('Music volume up'),
      less: () => t('MUSIC -'),
      more: () => t('MUSIC +'),
    }),
  ];
}

/** How the arcade looks and speaks: glyphs, the palette, the language, motion. */
function lookGroups(a: MenuActions): SettingItem[][] {
  return [
    [
      onOff(
        'glyphs',
        'glyphs',
        () => t('GLYPHS ON'),
        () => t('GLYPHS OFF'),
      ),
    ],
    // The previews and cards draw in the new colours at once: the menu is drawn anew.
    [
      toggle(
        'palette',
        () => PALETTE_IDS.map(paletteText),
        (v) => paletteText(v.palette),
        () => ({ palette: nextPalette() }),
        true,
      ),
    ],
    [
      {
        ...toggle(
          'language',
          () => LANGUAGES.map(languageText),
          () => languageText(language()),
          () => ({}),
          true,
        ),
        shortLabel: () => verbatim(ENDONYMS[language()]),
        press: function choose(): Promise<Pressed> {
          // Spoken once its words have come, and then its faces (Slovenian's capitals).
          return chooseLanguage(language() === 'en' ? 'sl' : 'en').then(
            () => fontReady(language()).then(() => 'again' as const),
            () => {
              a.notLoaded(() => void choose());
              return 'label';
            },
          );
        },
      },
    ],
    [
      onOff(
        'motion',
        'reducedMotion',
        () => t('MOTION CALM'),
        () => t('MOTION FULL'),
        true,
      ),
    ],
  ];
}

/** Both volumes on one line, for the SETTINGS panel (its - and + are not beside their readouts). */
export const volumesLine = (): string =>
  t('{volume} · {music}', {
    volume: t('VOL {n}', { n: tenths('volume') }),
    music: t('MUSIC {n}', { n: tenths('musicVolume') }),
  });
