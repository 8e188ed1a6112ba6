import { configDefaults, defineConfig } from 'vitest/config';

// Suites that prove something of the API rather than of the database run once per `npm test`: in
// the PostgreSQL pass when there is one (scripts/test.mjs sets ONCE_SUITES_ON_POSTGRES for the
// PGlite pass then). Run alone, every file runs.
const ONCE_SUITES = ['test/mutation-fuzz.test.ts', 'test/graphql-http.test.ts', 'test/abuse-limits.test.ts'];
const skipOnceSuites = process.env.TEST_DB !== 'postgres' && process.env.ONCE_SUITES_ON_POSTGRES === '1';

export default defineConfig({
  // graphql ships CJS and ESM builds; one schema must not meet both ("another module or realm").
  resolve: { alias: { graphql: 'graphql/index.js' } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(skipOnceSuites ? ONCE_SUITES : [])],
    // The schema-wide crawls (tenancy, ids, permissions) run hundreds of calls in one test: minutes on a busy 2-core machine.
    testTimeout: 300000,
    hookTimeout: 300000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    // Each worker imports the server (schema, Prisma client, PGlite) once and reuses it for its
    // files: every file still builds its own app and database, and nothing in the tests mocks
    // modules. Halves the import time of a pass (about 200 s of CPU per pass otherwise).
    isolate: false,
  },
});
