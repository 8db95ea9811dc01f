// Phaser alone, for `npm run bench`'s size figures: the whole namespace kept (handed to the page),
// so the build holds all of the Phaser a page gets. Built twice: as the npm package ships it, and
// as the arcade builds it (LEAN=1: build/leanPhaser.ts).
import Phaser from 'phaser';

(window as unknown as { Phaser: unknown }).Phaser = Phaser;
