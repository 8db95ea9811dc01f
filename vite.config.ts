import { configDefaults, defineConfig } from 'vitest/config';

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
    // Two projects: `vitest run --project unit` (npm run test:unit) is the fast rule and property
    // tests; `--project browser` (npm run test:browser) builds dist/ once, then drives Chromium.
    // Plain `vitest run` (npm test) runs both, unit first (groupOrder).
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'tests/e2e/**'],
          // Each test takes well under a second alone; the margin is for a busy shared machine.
          testTimeout: 30000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/e2e/**/*.test.ts'],
          // Budgets are caps, not waits (every wait is for a state): a loaded machine takes
          // several times as long as a quiet one, where the longest test takes under a minute.
          testTimeout: 300000,
          hookTimeout: 240000,
          fileParallelism: false,
          globalSetup: ['tests/e2e/globalSetup.ts'],
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
