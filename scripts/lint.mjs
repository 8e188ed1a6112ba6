// npm run lint: Prettier's check and ESLint (eslint.config.js) with zero warnings allowed.
// ESLint runs as several processes: one type-aware process for the whole tree holds every
// TypeScript program at once and ran out of memory (4 GB, later 6 GB) here.
import { spawn } from 'node:child_process';

const env = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=6144`.trim() };
const fix = process.argv.includes('--fix');

function run(label, args) {
  return new Promise((resolve) => {
    const child = spawn('npx', args, { stdio: ['ignore', 'pipe', 'pipe'], env });
    const out = [];
    child.stdout.on('data', (c) => out.push(c));
    child.stderr.on('data', (c) => out.push(c));
    child.on('close', (code) => {
      const text = Buffer.concat(out)
        .toString('utf8')
        .replace(/^.*Multiple projects found.*\n?/gm, '');
      console.log(`--- ${label}: ${code === 0 ? 'clean' : 'problems'} ---`);
      if (text.trim()) console.log(text.trimEnd());
      resolve(code === 0);
    });
  });
}

const eslint = (paths) => ['eslint', '--max-warnings', '0', ...(fix ? ['--fix'] : []), ...paths];
// The server alone outgrew one 6 GB process together with the rest (schema, e2e, bench): it runs
// on its own beside the client, and the rest after them, so at most two type-aware processes run at once.
const results = await Promise.all([
  run('prettier', ['prettier', fix ? '--write' : '--check', '--log-level', 'warn', '.']),
  run('eslint client', eslint(['client'])),
  run('eslint server', eslint(['server'])),
]);
results.push(
  await run('eslint schema, e2e, bench, scripts', eslint(['schema', 'e2e', 'bench', 'scripts', 'prisma.config.ts', 'codegen.ts', 'eslint.config.js'])),
);
process.exit(results.every(Boolean) ? 0 : 1);
