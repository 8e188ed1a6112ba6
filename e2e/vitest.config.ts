import { defineConfig } from 'vitest/config';

// Browser tests against the built app; run after `npx turbo run build`.
export default defineConfig({
  test: {
    include: ['**/*.e2e.ts'],
    testTimeout: 90000,
    // a page under load (CI runs the browser tests beside the PostgreSQL suite on 2 cores) can take
    // seconds to load a lazy chunk or its data; expect.poll's 1 s default failed there
    expect: { poll: { timeout: 20000 } },
    hookTimeout: 300000,
    fileParallelism: false,
    pool: 'forks',
    // the demo is seeded once into a template data directory that each file copies
    globalSetup: ['./seed-template.ts'],
  },
});
