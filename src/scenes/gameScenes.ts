// The Phaser scenes of the games that exist (see games.ts for the menu's cards), and the screens
// that go with them (Joker Coloring's options, every game's how to play).
import type Phaser from 'phaser';
import { FloodDuelScene } from './FloodDuelScene';
import { GlassWorksScene } from './GlassWorksScene';
import { HowToPlayScene } from './HowToPlayScene';
import { JokerColoringScene } from './JokerColoringScene';
import { JokerOptionsScene } from './JokerOptionsScene';

export const GAME_SCENES: (typeof Phaser.Scene)[] = [
  GlassWorksScene,
  FloodDuelScene,
  JokerColoringScene,
  JokerOptionsScene,
  HowToPlayScene,
];
