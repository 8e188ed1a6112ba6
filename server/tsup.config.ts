import { defineConfig } from 'tsup';

// Bundles the server and @erp/schema (TypeScript sources) into dist/main.js; npm packages stay external.
export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: ['@erp/schema'],
  // The migrator and config resolve paths from the bundle location: keep the same depth as src/*.
  outExtension: () => ({ js: '.js' }),
});
