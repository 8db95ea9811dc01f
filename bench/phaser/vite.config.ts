import { defineConfig } from 'vite';
import { leanPhaser } from '../../build/leanPhaser.ts';

// The arcade's build settings; LEAN=1 builds Phaser as the arcade does, else as the package ships it.
const lean = process.env.LEAN === '1';
export default defineConfig({
  base: './',
  plugins: lean ? [leanPhaser()] : [],
  build: {
    outDir: lean ? '../../dist-bench-phaser-lean' : '../../dist-bench-phaser',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 2000,
  },
});
