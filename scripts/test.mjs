// npm test: everything CI runs. Type checks, unit tests, server tests on embedded PGlite and,
// when PostgreSQL answers on 127.0.0.1:5432, the server tests again on a fresh PostgreSQL database;
// client tests, the production build and the browser tests.
//
// Stages that do not depend on each other run two at a time (the CI machine has two cores): the
// build beside the PGlite pass, the PostgreSQL pass beside the browser tests (which mostly wait
// on the browser). Output of a parallel stage is collected and printed whole when it ends, so
// logs stay readable.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };
const results = [];

/** Runs one stage; `buffered` collects its output and prints it when the stage ends. */
function run(name, cmd, args, extraEnv = {}, buffered = false) {
  if (!buffered) console.log(`\n=== ${name} ===`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...env, ...extraEnv } });
    const chunks = [];
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (c) => {
        chunks.push(c);
        if (!buffered) process.stdout.write(c);
      });
    }
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (buffered) {
        console.log(`\n=== ${name} (ran in parallel, ${seconds}s) ===`);
        process.stdout.write(Buffer.concat(chunks));
      }
      results.push({ name, ok: code === 0, seconds, output: code === 0 ? '' : Buffer.concat(chunks).toString('utf8') });
      resolve(code === 0);
    });
  });
}

/**
 * The lines of a failed stage that say what failed, repeated under the summary: a long run's log
 * is often read from its end only, where a failure early in a parallel stage has scrolled away.
 */
function failureLines(output) {
  // eslint-disable-next-line no-control-regex
  const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  const wanted = /(^|\s)(FAIL|×|✗)\s|AssertionError|Error:|expected .* to |Test Files .*failed|Tests .*failed|error TS\d+/;
  // msw's warnings about requests a page test did not answer are noise here (they said "Error:"
  // and once filled all 16 lines, hiding the failed test's name)
  const noise = /^\s*\[MSW\]|Cannot bypass a request/;
  const hits = lines.filter((l) => wanted.test(l) && !noise.test(l));
  // the lines naming failed files and tests first, then the first messages
  const names = hits.filter((l) => /(^|\s)(FAIL|×|✗)\s|Test Files .*failed|Tests .*failed/.test(l));
  return [...new Set([...names.slice(0, 12), ...hits])].slice(0, 24);
}

function postgresAnswers() {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 5432, timeout: 1500 });
    socket.on('connect', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const browser = existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');

// Generated typed documents are not committed: make them match schema.graphql and the *.graphql files.
await run('GraphQL codegen', 'npx', ['graphql-codegen', '--config', 'codegen.ts']);
await run('type checks', 'npx', ['turbo', 'run', 'typecheck', '--output-logs=errors-only']);
await run('@erp/schema unit tests', 'npx', ['vitest', 'run', '--root', 'schema']);

// Asked once, before the PGlite pass: with PostgreSQL there, the suites that do not depend on the
// database (mutation fuzzing, the graphql-http audit, abuse limits) run only in its pass.
const postgres = await postgresAnswers();
const [, built] = await Promise.all([
  run('server tests on PGlite', 'npx', ['vitest', 'run', '--root', 'server'], postgres ? { ONCE_SUITES_ON_POSTGRES: '1' } : {}),
  browser ? run('build for browser tests', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], {}, true) : Promise.resolve(false),
]);

await run('client tests', 'npm', ['test', '-w', 'client']);

// The browser tests spend much of their time waiting on the browser: the PostgreSQL pass (which
// includes the crash-safety test) and then the benchmark smoke run beside them.
if (!postgres) console.log('\nPostgreSQL does not answer on 127.0.0.1:5432: the PostgreSQL pass is skipped.');
await Promise.all([
  // Lint (Prettier + type-aware ESLint) is CPU-heavy; it runs where the browser tests mostly wait.
  run('lint (npm run lint)', 'npm', ['run', 'lint'], {}, true),
  !browser
    ? (console.log('\n/usr/bin/chromium is missing: install it (apt-get install -y chromium) to run the browser tests.'),
      results.push({ name: 'browser tests (chromium missing)', ok: false, seconds: 0 }),
      Promise.resolve(false))
    : built
      ? run('browser tests (e2e, Debian chromium)', 'npx', ['vitest', 'run', '--root', 'e2e'])
      : Promise.resolve(false),
  postgres
    ? run('server tests on PostgreSQL', 'npx', ['vitest', 'run', '--root', 'server'], { TEST_DB: 'postgres' }, true).then(() =>
        // The one-minute smoke of `npm run bench` (tiny data set): every benchmark still runs.
        run('benchmark smoke (npm run bench -- --smoke)', 'npm', ['run', 'bench', '--', '--smoke'], {}, true),
      )
    : Promise.resolve(true),
]);

// What failed comes right before the summary, so the last lines of the log carry both.
for (const r of results.filter((x) => !x.ok && x.output)) {
  console.log(`\n--- what failed in ${r.name} ---`);
  for (const line of failureLines(r.output)) console.log(line.trim().slice(0, 300));
}
console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
