// npm test: everything CI runs. Type checks, unit tests, server tests on embedded PGlite and,
// when PostgreSQL answers on 127.0.0.1:5432, the server tests again on a fresh PostgreSQL database.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };
const results = [];

function run(name, cmd, args, extraEnv = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  results.push({ name, ok: r.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  return r.status === 0;
}

function postgresAnswers() {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 5432, timeout: 1500 });
    socket.on('connect', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
  });
}

run('type checks', 'npx', ['turbo', 'run', 'typecheck', '--output-logs=errors-only']);
run('@erp/schema unit tests', 'npx', ['vitest', 'run', '--root', 'schema']);
run('server tests on PGlite', 'npx', ['vitest', 'run', '--root', 'server']);
if (await postgresAnswers()) {
  run('server tests on PostgreSQL', 'npx', ['vitest', 'run', '--root', 'server'], { TEST_DB: 'postgres' });
} else {
  console.log('\nPostgreSQL does not answer on 127.0.0.1:5432: the PostgreSQL pass is skipped.');
}
run('client tests', 'npm', ['test', '-w', 'client']);
if (existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  if (run('build for browser tests', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only'])) {
    run('browser tests (e2e, Debian chromium)', 'npx', ['vitest', 'run', '--root', 'e2e']);
  }
} else {
  console.log('\n/usr/bin/chromium is missing: install it (apt-get install -y chromium) to run the browser tests.');
  results.push({ name: 'browser tests (chromium missing)', ok: false, seconds: 0 });
}

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
