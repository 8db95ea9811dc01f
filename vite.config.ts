import { VitePWA } from 'vite-plugin-pwa';
import { configDefaults, defineConfig } from 'vitest/config';
import { leanPhaser } from './build/leanPhaser.ts';

/**
 * The itch.io zip (`npm run package`) has no service worker and no web manifest: itch.io shows the
 * game in a third-party frame, where browsers partition or refuse workers.
 */
const forItch = process.env.PRISM_TARGET === 'itch';

// base './' keeps every asset path relative, so dist/ runs from any folder (itch.io serves
// games under a nested path like /html/123456/).
/** Unit test files that replace a module (vi.mock): run apart, each with modules of its own. */
const REPLACING_MODULES = [
  'tests/midend/online.test.ts',
  'tests/midend/onlineAccount.test.ts',
  'tests/midend/race.test.ts',
  'tests/midend/tapPath.test.ts',
  'tests/services/sound.test.ts',
];

export default defineConfig({
  base: './',
  // Files copied as they are: the app icons.
  publicDir: 'assets/public',
  define: { __OFFLINE__: JSON.stringify(!forItch) },
  plugins: [
    leanPhaser(),
    // Installable and offline on the game's own site (services/offline.ts registers the worker).
    VitePWA({
      disable: forItch,
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        name: 'Prism Arcade',
        short_name: 'Prism Arcade',
        description: 'Three colour puzzles, animated arcade-style: GlassWorks, Flood Duel, Joker Coloring.',
        lang: 'en',
        start_url: './',
        scope: './',
        display: 'standalone',
        background_color: '#0b0a1a',
        theme_color: '#0b0a1a',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      // With the manifest's icons (kept by the plugin), every file of the arcade is kept.
      includeAssets: ['icons/apple-touch-icon.png'],
      workbox: {
        // Every file of the arcade, so it plays with no network: scripts, the page, fonts, sounds.
        globPatterns: ['**/*.{js,html,woff2,otf,mp3}'],
        // A link with a query (?game=…, ?code=…) opens the same page from the cache.
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: {
    outDir: 'dist',
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 2000,
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    // `--project unit --project unit-mocks` (npm run test:unit) are the fast rule and property
    // tests, with no server, no network and no compiler (unit-mocks: the few that replace a
    // module); `--project integration` (npm run test:integration) starts the online server and
    // Redis on loopback ports (tests/server); `--project browser` (npm run test:browser) builds
    // dist/ once, then drives Chromium. Plain `vitest run` (npm test) runs them all, in that order
    // (groupOrder). The type check is `npm run lint`'s, which .ci/run runs first.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'tests/e2e/**', 'tests/server/**', ...REPLACING_MODULES],
          // Each test takes a second or two at most alone; the margin is for a busy shared machine.
          testTimeout: 30000,
          // The files share their modules, one worker after another: starting each file afresh was
          // half the run's CPU. They keep no state between them (the files run in any order:
          // --sequence.shuffle.files); a file that replaces a module runs in `unit-mocks`.
          isolate: false,
          pool: 'threads',
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          // The unit files that replace a module (vi.mock), each in modules of its own.
          name: 'unit-mocks',
          include: REPLACING_MODULES,
          testTimeout: 30000,
          pool: 'threads',
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/server/**/*.test.ts'],
          // Server and Redis processes start in each file; every wait is for a state.
          testTimeout: 60000,
          hookTimeout: 60000,
          sequence: { groupOrder: 1 },
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
          // Two files at a time: a test spends much of its time waiting on animations, which a
          // second browser fills; every wait is for a state, so a shared machine only slows them.
          maxWorkers: 2,
          globalSetup: ['tests/e2e/globalSetup.ts'],
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
