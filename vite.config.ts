import { defineConfig } from 'vitest/config';

// base './' keeps every asset path relative, so dist/ runs from any folder (itch.io serves
// games under a nested path like /html/123456/).
export default defineConfig({
  base: './',
  build: {
    outDir: 'dist',
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 2000,
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 120000,
    hookTimeout: 240000,
    fileParallelism: false,
    globalSetup: ['tests/e2e/globalSetup.ts'],
  },
});
