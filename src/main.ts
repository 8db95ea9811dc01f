// Entry point: loads the bundled pixel font, starts Phaser on a canvas as large as the window (in
// device pixels, at most 2 per CSS pixel on phones so text stays crisp), and installs the read-only
// test hook. Every screen lays itself out from the canvas it has (ui/screen/layout.ts) and lays itself out
// again when the window turns or resizes.

import './services/font';
import Phaser from 'phaser';
import { t } from './i18n/i18n';
import { SCREENS } from './midend/launch/navigation';
import { ProfileBook } from './midend/online/profileBook';
import { activeScene } from './scenes/activeScene';
import { BootScene } from './scenes/BootScene';
import { installScreenChunks } from './scenes/chunks';
import { MenuScene } from './scenes/MenuScene';
import { SCREEN_CHUNKS } from './screens';
import { linkLanguage } from './services/deepLink';
import { installFrameFocus } from './services/frameFocus';
import { installLanguage, languageReady } from './services/language';
import { installMusic } from './services/music';
import { explainNoWebGL, type GameSurface, gameSurface } from './services/renderer';
import { installRest } from './services/rest';
import { storage } from './services/storage';
import { askOnFirstGesture } from './services/storageAccess';
import { installTestHook } from './services/testHook';
import { installAccessibility } from './ui/controls/accessibility';
import { UI } from './ui/look/theme';

/** The canvas size for the window: CSS pixels times the pixel ratio used. */
function canvasSize(): { width: number; height: number } {
  const w = Math.max(1, window.innerWidth);
  const h = Math.max(1, window.innerHeight);
  // Phones (short side under 500 CSS px) draw at up to 2 device pixels per CSS pixel; larger screens
  // at one, which keeps the fill cost of big windows down.
  const ratio = Math.min(w, h) < 500 ? Math.min(2, Math.max(1, window.devicePixelRatio || 1)) : 1;
  return { width: Math.round(w * ratio), height: Math.round(h * ratio) };
}

// The language first: every word drawn from here on is in it.
installLanguage(linkLanguage(window.location.search));
// The other screens load on demand (scenes/chunks.ts).
installScreenChunks(SCREEN_CHUNKS);

// The canvas and its WebGL context first (services/renderer.ts): without WebGL, a message.
const surface = gameSurface(canvasSize());
if (surface) start(surface);
else
  void languageReady().then(() =>
    explainNoWebGL(
      document.getElementById('game') ?? document.body,
      t(
        'Prism Arcade needs WebGL, which this browser lacks or has turned off. Try another browser, or turn on its hardware acceleration.',
      ),
    ),
  );

function start(surface: GameSurface): void {
  // The canvas shows from the first frame Phaser draws. The renderer clears it at boot, and a shown
  // canvas that changed is read back whole by the compositor (20–35 ms on software WebGL) for a
  // frame of the background colour, which the page's own background already is.
  surface.canvas.style.visibility = 'hidden';
  const game = new Phaser.Game({
    type: Phaser.WEBGL,
    canvas: surface.canvas,
    // Phaser's types name only a 2D context here; its WebGL renderer takes this one as it is.
    context: surface.context as unknown as CanvasRenderingContext2D,
    parent: 'game',
    backgroundColor: UI.background,
    ...canvasSize(),
    scale: {
      mode: Phaser.Scale.FIT,
      autoCenter: Phaser.Scale.CENTER_BOTH,
      // The whole page goes fullscreen, not the canvas alone: the code dialog and the controls'
      // DOM twins live beside the canvas and must stay on screen.
      fullscreenTarget: document.documentElement,
    },
    input: { activePointers: 3 },
    disableContextMenu: true,
    // Multisampled edges only where a GPU draws them: the context says (services/renderer.ts).
    render: { antialiasGL: !surface.software },
    // Sound is Howler's (services/sound.ts): Phaser's own sound manager would only cost an AudioContext at boot.
    audio: { noAudio: true },
    banner: false,
    scene: [BootScene, MenuScene],
  });
  game.events.once(Phaser.Core.Events.POST_RENDER, () => {
    surface.canvas.style.visibility = '';
  });

  // One texture per batch. Phaser 4 compiles a shader for each number of textures a batch samples
  // and picks among them per pixel; with one, every batch shares the simplest shader. Boards are one
  // texture each (ui/render/faces.ts), so they stay one batch. On software WebGL this made the menu's first
  // frame about 120 ms sooner and a 40×40 Joker board's frames about 20 % shorter.
  game.events.once(Phaser.Core.Events.READY, () => {
    if (game.renderer instanceof Phaser.Renderer.WebGL.WebGLRenderer)
      game.renderer.renderNodes.setMaxParallelTextureUnits(1);
  });
  installTestHook(
    game,
    () => activeScene(game),
    () => ({ profile: new ProfileBook(storage).shown() }),
  );
  installAccessibility(game, () => activeScene(game));
  // A still screen draws nothing until something moves again.
  installRest(game, SCREENS.boot);
  // In an itch.io frame: ask for storage on the first gesture if the browser blocks it, and let the
  // first click give the game the keyboard.
  askOnFirstGesture();
  installFrameFocus();
  // The music starts on the first press or key, fetched only then.
  installMusic();

  // A new window size: a new canvas size. Each screen hears the scale manager's resize event and lays
  // itself out again, keeping where the player was (BaseScene.relayout).
  let resizing: number | undefined;
  window.addEventListener('resize', () => {
    window.clearTimeout(resizing);
    resizing = window.setTimeout(() => {
      const { width, height } = canvasSize();
      if (width !== game.scale.width || height !== game.scale.height) game.scale.setGameSize(width, height);
    }, 80);
  });
}
