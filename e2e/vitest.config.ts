import { defineConfig } from 'vitest/config';

// Browser tests against the built app; run after `npx turbo run build`.
export default defineConfig({
  test: {
    include: ['**/*.e2e.ts'],
    testTimeout: 90000,
    hookTimeout: 300000,
    fileParallelism: false,
    pool: 'forks',
    // the demo is seeded once into a template data directory that each file copies
    globalSetup: ['./seed-template.ts'],
  },
});
