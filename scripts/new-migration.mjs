// npm run db:migration -- <name>
// Writes prisma/migrations/<timestamp>_<name>/migration.sql with the SQL that turns the last
// committed prisma/schema.prisma into the working one. Needs no database (datamodel-to-datamodel
// diff), so it works offline; commit the schema and the migration together.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const name = (process.argv[2] ?? '').replace(/[^A-Za-z0-9_]/g, '_');
if (!name) {
  console.error('usage: npm run db:migration -- <name>');
  process.exit(2);
}
const tmp = mkdtempSync(path.join(os.tmpdir(), 'erp-migration-'));
const previous = path.join(tmp, 'previous.prisma');
let committed = '';
try {
  committed = execFileSync('git', ['show', 'HEAD:prisma/schema.prisma'], { encoding: 'utf8' });
} catch {
  /* first migration: diff from empty */
}
writeFileSync(previous, committed);
const args = ['prisma', 'migrate', 'diff', '--to-schema-datamodel', 'prisma/schema.prisma', '--script'];
args.push(...(committed ? ['--from-schema-datamodel', previous] : ['--from-empty']));
const diff = spawnSync('npx', args, { encoding: 'utf8', env: { ...process.env, PRISMA_PGLITE: 'memory' } });
if (diff.status !== 0) {
  console.error(diff.stderr);
  process.exit(1);
}
if (!diff.stdout.trim() || /This is an empty migration/.test(diff.stdout)) {
  console.log('prisma/schema.prisma matches the last commit: no migration written.');
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const dir = path.join('prisma/migrations', `${stamp}_${name}`);
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, 'migration.sql'), diff.stdout);
console.log(`wrote ${dir}/migration.sql`);
