// The Phaser scenes of the games that exist (see games.ts for the menu's cards).
import type Phaser from 'phaser';
import { FloodDuelScene } from './FloodDuelScene';
import { GlassWorksScene } from './GlassWorksScene';
import { JokerColoringScene } from './JokerColoringScene';
import { JokerOptionsScene } from './JokerOptionsScene';

export const GAME_SCENES: (typeof Phaser.Scene)[] = [
  GlassWorksScene,
  FloodDuelScene,
  JokerColoringScene,
  JokerOptionsScene,
];
