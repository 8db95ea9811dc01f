// The baseline for `npm run bench`: one Phaser scene that draws a rectangle and a text, built
// with the same toolchain and settings as the arcade. Its first frame marks "Phaser is up".
import Phaser from 'phaser';

class Bare extends Phaser.Scene {
  create(): void {
    this.add.rectangle(640, 360, 400, 200, 0x3b3590);
    this.add.text(640, 360, 'bare', { fontSize: '32px' }).setOrigin(0.5);
    (window as unknown as { __bare: string }).__bare = 'ready';
  }
}

new Phaser.Game({
  type: Phaser.AUTO,
  parent: 'game',
  width: 1280,
  height: 720,
  scale: { mode: Phaser.Scale.FIT, autoCenter: Phaser.Scale.CENTER_BOTH },
  banner: false,
  scene: [Bare],
});
