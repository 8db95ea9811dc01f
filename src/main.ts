// Entry point: loads the bundled pixel font, starts Phaser (scale FIT, portrait or landscape
// layout by window shape) and installs the read-only test hook.

import './services/font';
import Phaser from 'phaser';
import { BootScene } from './scenes/BootScene';
import { GAME_SCENES } from './scenes/gameScenes';
import { MenuScene } from './scenes/MenuScene';
import { installTestHook } from './services/testHook';
import { UI } from './ui/theme';

const LANDSCAPE = { width: 1280, height: 720 };
const PORTRAIT = { width: 720, height: 1280 };
const isPortrait = (): boolean => window.innerHeight > window.innerWidth;

const game = new Phaser.Game({
  type: Phaser.AUTO,
  parent: 'game',
  backgroundColor: UI.background,
  ...(isPortrait() ? PORTRAIT : LANDSCAPE),
  scale: { mode: Phaser.Scale.FIT, autoCenter: Phaser.Scale.CENTER_BOTH },
  input: { activePointers: 3 },
  disableContextMenu: true,
  banner: false,
  scene: [BootScene, MenuScene, ...GAME_SCENES],
});

installTestHook(game);

// Reflow for the other orientation: resize the game and restart the screen on show; every
// game saves its state on each move, so a restart resumes exactly where the player was.
let portrait = isPortrait();
window.addEventListener('resize', () => {
  if (isPortrait() === portrait) return;
  portrait = isPortrait();
  const size = portrait ? PORTRAIT : LANDSCAPE;
  game.scale.setGameSize(size.width, size.height);
  for (const scene of game.scene.getScenes(true)) {
    if (scene.scene.key !== 'Boot') scene.scene.restart();
  }
});
