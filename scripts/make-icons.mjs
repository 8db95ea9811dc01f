// Draws the arcade's app icons into assets/public/icons/ (the web manifest's and the home screen's): the
// favicon's four glowing glass tiles — red, yellow, blue, green — on the arcade's night blue.
// Pure drawing with pngjs, so `npm run icons` makes the same files on any machine. The maskable
// icon keeps the tiles inside the middle 80 %, the safe zone a launcher's mask never cuts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';

const OUT = new URL('../assets/public/icons/', import.meta.url);
const NIGHT = [0x0b, 0x0a, 0x1a];
const TILES = [
  [0xff, 0x3b, 0x4e],
  [0xff, 0xd2, 0x3f],
  [0x3b, 0x7b, 0xff],
  [0x2e, 0xe6, 0x6b],
];

/** Coverage (0–1) of a pixel by a rounded square: x, y from the square's centre, h its half size. */
function rounded(x, y, h, r) {
  const qx = Math.abs(x) - (h - r);
  const qy = Math.abs(y) - (h - r);
  const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
  return Math.min(1, Math.max(0, 0.5 - outside));
}

function icon(size, safe) {
  const png = new PNG({ width: size, height: size });
  // The artwork fills `safe` of the icon: 1 for an ordinary icon, 0.8 for a maskable one.
  const art = size * safe;
  const tile = art * 0.36;
  const gap = art * 0.08;
  const corner = tile * 0.22;
  const centres = [-1, 1].flatMap((row) =>
    [-1, 1].map((col) => [(col * (tile + gap)) / 2, (row * (tile + gap)) / 2]),
  );
  for (let py = 0; py < size; py++)
    for (let px = 0; px < size; px++) {
      const x = px + 0.5 - size / 2;
      const y = py + 0.5 - size / 2;
      let rgb = [...NIGHT];
      centres.forEach(([cx, cy], i) => {
        const dx = x - cx;
        const dy = y - cy;
        // A soft glow around the tile, then the tile, then its glass shine in the top part.
        const glow = Math.max(
          0,
          1 - Math.max(0, Math.max(Math.abs(dx), Math.abs(dy)) - tile / 2) / (gap * 1.2),
        );
        const body = rounded(dx, dy, tile / 2, corner);
        const shine =
          rounded(dx, dy + tile * 0.22, tile * 0.36, corner * 0.8) * (dy < -tile * 0.12 ? 0.35 : 0);
        const c = TILES[i];
        rgb = rgb.map((v, k) => v + (c[k] - v) * glow * 0.25);
        rgb = rgb.map((v, k) => v + (c[k] - v) * body);
        rgb = rgb.map((v) => v + (255 - v) * shine * body);
      });
      const o = (py * size + px) * 4;
      png.data[o] = Math.round(rgb[0]);
      png.data[o + 1] = Math.round(rgb[1]);
      png.data[o + 2] = Math.round(rgb[2]);
      png.data[o + 3] = 255;
    }
  return PNG.sync.write(png);
}

mkdirSync(OUT, { recursive: true });
for (const [name, size, safe] of [
  ['icon-192.png', 192, 0.92],
  ['icon-512.png', 512, 0.92],
  ['icon-maskable-512.png', 512, 0.72],
  ['apple-touch-icon.png', 180, 0.86],
]) {
  writeFileSync(new URL(name, OUT), icon(size, safe));
  console.log(`assets/public/icons/${name}`);
}
