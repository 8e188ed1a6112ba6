// Prisma CLI configuration: the JS engine with a driver adapter, so no native
// engine binary is ever downloaded (see DESIGN.md "Prisma on these machines").
import { defineConfig } from 'prisma/config';

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  async adapter() {
    const url = process.env.DATABASE_URL;
    if (url?.startsWith('postgres')) {
      const { migrationPgAdapter } = await import('./server/src/platform/pg-migration-adapter.ts');
      return migrationPgAdapter(url);
    }
    const { PGlite } = await import('@electric-sql/pglite');
    const { PrismaPGlite } = await import('pglite-prisma-adapter');
    // PRISMA_PGLITE=memory gives an empty throw-away database (used to author migrations).
    if (process.env.PRISMA_PGLITE === 'memory') return new PrismaPGlite(new PGlite());
    const { mkdirSync } = await import('node:fs');
    const dir = `${process.env.DATA_DIR ?? './data'}/db`;
    mkdirSync(dir, { recursive: true });
    return new PrismaPGlite(new PGlite(dir));
  },
});
