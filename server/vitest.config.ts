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
    // Each worker imports the server (schema, Prisma client, PGlite) once and reuses it for its
    // files: every file still builds its own app and database, and nothing in the tests mocks
    // modules. Halves the import time of a pass (about 200 s of CPU per pass otherwise).
    isolate: false,
  },
});
