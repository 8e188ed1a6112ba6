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

// The server (server/src/main.ts) serves client/dist as static files and
// index.html at `/`; in development Vite proxies the API to it.
const apiTarget = 'http://localhost:4000';

export default defineConfig({
  plugins: [react(), versionFile()],
  base: './',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // long-lived vendor chunks, so an app change does not re-download the libraries
        codeSplitting: {
          groups: [
            { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
            { name: 'vendor-chakra', test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|@floating-ui|@internationalized|@swc)[\\/]/, priority: 20 },
            { name: 'vendor-data', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|@formatjs|react-intl|intl-messageformat)[\\/]/, priority: 20 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 10 },
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
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    testTimeout: 15000,
    // Vitest's default is one worker fewer than the cores: one worker on the two-core CI machine.
    maxWorkers: 2,
  },
});
