// The baselines for `npm run bench`, built with the same toolchain and settings as the arcade:
//  - by default one Phaser scene that draws a rectangle and a text; its first frame marks "Phaser
//    is up" (the load-time baseline);
//  - with `?tiles=WxH`, W×H tinted tile images filling the canvas, every one of them tweening all
//    the time (the frame-time baseline the games' board animations are held to).
import Phaser from 'phaser';

const COLOURS = [0xff3b4e, 0xffd23f, 0x3b7bff, 0x2ee66b, 0xff8c1a, 0xb44dff];

class Bare extends Phaser.Scene {
  create(): void {
    const tiles = /^(\d+)x(\d+)$/.exec(new URLSearchParams(window.location.search).get('tiles') ?? '');
    if (tiles) this.tiles(Number(tiles[1]), Number(tiles[2]));
    else {
      this.add.rectangle(640, 360, 400, 200, 0x3b3590);
      this.add.text(640, 360, 'bare', { fontSize: '32px' }).setOrigin(0.5);
    }
    // Ready once the scene's first frame is drawn, as the arcade's menu is when the bench sees it:
    // its check runs before Phaser's step in a frame, so it sees the menu only after its first frame.
    this.game.events.once(Phaser.Core.Events.POST_RENDER, () => {
      (window as unknown as { __bare: string }).__bare = 'ready';
    });
  }

  /** `cols`×`rows` tinted tiles, each scaling in and out forever on its own tween. */
  private tiles(cols: number, rows: number): void {
    const cell = Math.floor(Math.min(1280 / cols, 720 / rows) * 0.95);
    const g = this.make.graphics({}, false);
    g.fillStyle(0xffffff, 1).fillRoundedRect(1, 1, cell - 2, cell - 2, Math.max(2, cell / 5));
    g.generateTexture('tile', cell, cell);
    g.destroy();
    const left = (1280 - cols * cell) / 2 + cell / 2;
    const top = (720 - rows * cell) / 2 + cell / 2;
    for (let y = 0; y < rows; y++)
      for (let x = 0; x < cols; x++) {
        const tile = this.add
          .image(left + x * cell, top + y * cell, 'tile')
          .setTint(COLOURS[(x * 7 + y * 3) % 6] ?? 0);
        this.tweens.add({
          targets: tile,
          scale: 0.8,
          duration: 300,
          yoyo: true,
          repeat: -1,
          delay: ((x + y) % 40) * 8,
        });
      }
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
