import { defineConfig } from 'vite';

// The same build settings as the arcade's vite.config.ts, for a fair baseline.
export default defineConfig({
  base: './',
  build: { outDir: '../../dist-bench', emptyOutDir: true, assetsInlineLimit: 0, chunkSizeWarningLimit: 2000 },
});
