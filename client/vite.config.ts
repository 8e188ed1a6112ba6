/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Writes dist/version.json ({ version, buildTime }) on every build; the client's version check
 * (src/app/version.ts) reloads the page when it changes.
 */
function versionFile(): Plugin {
  return {
    name: 'erp-version-file',
    apply: 'build',
    generateBundle() {
      const buildTime = new Date().toISOString();
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify({ version: String(Date.parse(buildTime)), buildTime })}\n`,
      });
    },
  };
}

/**
 * The part of Chakra UI in the shell's vendor chunk: what every screen and the shell itself need.
 * Chakra's other components (and Ark's, and their Zag machines) are not grouped: they go with the
 * screens that use them, so the shell does not download the QR code, pagination or timeline
 * machines of other screens (a group chunk loads whole). docs/decisions.md 'Issue 16'.
 */
const CHAKRA_CORE = [
  // the styling system, the theme and emotion
  '@chakra-ui/react/dist/esm/(styled-system|theme|preset|utils|merge-props)',
  '@emotion/',
  '@pandacss/',
  'stylis/',
  'react-is/',
  'hoist-non-react-statics/',
  // the Zag/Ark machinery every component shares; positioning, dismissing and focus of the shell's
  // menus and popovers
  '@zag-js/(core|react|utils|dom-query|anatomy|types|popper|dismissable|interact-outside|focus-visible|presence|focus-trap|aria-hidden|remove-scroll)/',
  '@floating-ui/',
  '@ark-ui/react/dist/(utils|providers|components/(factory\\.js|presence|portal))',
  // the layout, text and button components every screen renders
  '@chakra-ui/react/dist/esm/components/(icons\\.js|(box|stack|button|icon|spinner|flex|center|portal|presence|group|text|heading|span|link|loader)/)',
];

/** A `node_modules/(a|b|…)` test for codeSplitting groups; `/` stands for either separator. */
function modulePattern(parts: string[]): RegExp {
  return new RegExp(`node_modules/(${parts.join('|')})`.replaceAll('/', '[\\\\/]'));
}

// The server (server/src/main.ts) serves client/dist as static files and
// index.html at `/`; in development Vite proxies the API to it.
const apiTarget = 'http://localhost:4000';

/** Test files that need a fresh module registry (see `test.projects` below). */
const ISOLATED_TESTS = [
  'src/api/apollo.test.ts',
  'src/api/feedback.test.tsx',
  'src/api/realtime.test.ts',
  'src/api/rest.test.ts',
  'src/app/routeCatalog.test.ts',
  'src/app/shell/Shell.test.tsx',
  'src/ui/counters.test.ts',
  'src/app/shell/menuModel.test.ts',
  'src/app/tabs.test.ts',
  'src/features/assemble/AssembleSheetsPage.test.tsx',
  'src/features/auth/ForgotPasswordPage.test.tsx',
  'src/features/auth/LoginPage.test.tsx',
  'src/features/auth/RegisterPage.test.tsx',
  'src/features/home/HomePage.test.tsx',
  'src/features/inventory/InventoryManagePage.test.tsx',
  'src/features/messages/BellPopover.test.tsx',
  'src/features/messages/MessageListPage.test.tsx',
  'src/features/mobile/MobileAuthPages.test.tsx',
  'src/features/mobile/MobileHomePage.test.tsx',
  'src/features/mobile/MobileLoginPage.test.tsx',
  'src/features/mobile/mobile.routes.test.tsx',
  'src/features/public/public.routes.test.tsx',
  'src/features/purchase-reports/PurchaserStatisticsPage.test.tsx',
  'src/features/purchase-reports/SupplierStatisticsPage.test.tsx',
  'src/features/sales-performance/SalesPerformancePages.test.tsx',
  'src/features/publication-stats/PublicationStatistics.test.tsx',
  'src/features/profit/ProfitPages.test.tsx',
  'src/features/sales-reports/OrderAnalysisPage.test.tsx',
  'src/features/sales-reports/SalesAnalysisPage.test.tsx',
  'src/features/sales-reports/StoreAnalysisPage.test.tsx',
  'src/features/tasks/ExportButton.test.tsx',
  'src/features/tasks/TaskQueueDialog.test.tsx',
  'src/features/tracking/LogisticsTrackingPage.test.tsx',
  'src/ui/Charts.test.tsx',
  'src/ui/PermissionGuard.test.tsx',
  'src/ui/Upload.test.tsx',
  'src/ui/compressImage.test.ts',
];

export default defineConfig({
  plugins: [react(), versionFile()],
  base: './',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // the barrels (`index.ts` files that only re-export: ui/resource, ui, i18n, features/x) have
      // no side effects of their own: a module that imports one name from a barrel depends on the
      // module that defines it, not on every module the barrel re-exports (without this, the shell's
      // one hook from ui/resource put the line-item editor and the import dialog into the first
      // download). Every other module keeps the default (package.json `sideEffects`).
      treeshake: {
        moduleSideEffects: [{ test: /client[\\/]src[\\/](.+[\\/])?index\.tsx?$/, sideEffects: false }],
      },
      output: {
        // long-lived vendor chunks, so an app change does not re-download the libraries. Only the
        // libraries the shell itself needs are grouped: a catch-all `node_modules` group would pull
        // every library (chart.js, zod, dnd-kit, image compression, …) into the initial download,
        // since a group chunk loads whole; the others go with the route chunks that import them.
        codeSplitting: {
          groups: [
            { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
            // Chakra's core (see CHAKRA_CORE); the other components go with the screens that use them
            { name: 'vendor-chakra', test: modulePattern(CHAKRA_CORE), priority: 20 },
            // the @erp/schema texts, one chunk per language (i18n/schemaMessages.ts loads the UI's: the
            // module schemaMessages.<lang>.ts that gathers that language's JSON files)
            { name: 'messages-zh', test: /schema[\\/]src[\\/]messages[\\/]([^\\/]*\.)?zh\.json$|i18n[\\/]schemaMessages\.zh\.ts$/, priority: 40 },
            { name: 'messages-en', test: /schema[\\/]src[\\/]messages[\\/]([^\\/]*\.)?en\.json$|i18n[\\/]schemaMessages\.en\.ts$/, priority: 40 },
            { name: 'vendor-data', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|@formatjs|react-intl|intl-messageformat)[\\/]/, priority: 20 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/graphql': { target: apiTarget, changeOrigin: true, ws: true },
      // stored pictures and videos (file service)
      '/files': { target: apiTarget, changeOrigin: true },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // form tests that type into many fields take 10–16 s on a loaded 2-core machine; a CI run
    // failed on the old 15 s limit (which test, its log did not say)
    testTimeout: 30000,
    // Vitest's default is one worker fewer than the cores: one worker on the two-core CI machine.
    maxWorkers: 2,
    // Two projects (both inherit the settings above; `extends` concatenates arrays, so `include`
    // is set per project only):
    // - `isolated`: a fresh module registry per test file, for files that mock modules (vi.mock),
    //   spy on module exports, use fake timers or drive app-wide state (session, shell, realtime,
    //   feedback dialogs, the task store);
    // - `shared` (isolate: false): every other file reuses the worker's modules (React, Chakra,
    //   Apollo, msw, the setup file), which saves re-importing them for each file.
    //   src/test/setup.shared.ts resets the app-wide stores after each test.
    // A new test file that uses vi.mock / vi.spyOn on a module / fake timers belongs in ISOLATED_TESTS.
    projects: [
      { extends: true, test: { name: 'isolated', include: ISOLATED_TESTS } },
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ISOLATED_TESTS,
          isolate: false,
          setupFiles: ['./src/test/setup.shared.ts'],
        },
      },
    ],
  },
});
