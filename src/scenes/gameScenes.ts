// The screens beside the boot and the menu: one game screen per game (the same scene class, each
// with its game), Joker Coloring's options, and how to play.
import type Phaser from 'phaser';
import { GAME_IDS } from '../logic/game';
import { GameScene } from './GameScene';
import { HowToPlayScene } from './HowToPlayScene';
import { JokerOptionsScene } from './JokerOptionsScene';

export const GAME_SCENES: Phaser.Scene[] = [
  ...GAME_IDS.map((id) => new GameScene(id)),
  new JokerOptionsScene(),
  new HowToPlayScene(),
];
