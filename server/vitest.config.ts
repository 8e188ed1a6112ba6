import { defineConfig } from 'vitest/config';

export default defineConfig({
  // graphql ships CJS and ESM builds; one schema must not meet both ("another module or realm").
  resolve: { alias: { graphql: 'graphql/index.js' } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60000,
    hookTimeout: 120000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
  },
});
