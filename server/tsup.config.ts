import { defineConfig } from 'tsup';

// Bundles the server and @erp/schema (TypeScript sources) into dist/main.js; npm packages stay external.
export default defineConfig({
  // the PDF render worker is a process of its own (modules/print-templates/print-templates.renderer.ts)
  entry: { main: 'src/main.ts', 'print-worker': 'src/modules/print-templates/print-templates.render-worker.ts' },
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
