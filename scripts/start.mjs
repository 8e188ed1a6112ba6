// npm start: build what changed (turbo caches the rest), then serve UI + GraphQL + REST.
// The server migrates the database and seeds the demo company on first run.
import { spawnSync } from 'node:child_process';

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };
const build = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], { stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);
const server = spawnSync('node', ['--enable-source-maps', 'server/dist/main.js'], { stdio: 'inherit', env });
process.exit(server.status ?? 0);
