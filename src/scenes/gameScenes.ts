// The Phaser scenes of the games that exist (see games.ts for the menu's cards).
import type Phaser from 'phaser';

export const GAME_SCENES: (typeof Phaser.Scene)[] = [];
