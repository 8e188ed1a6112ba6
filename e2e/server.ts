// The built server for the browser tests: started on a data directory, answered when its ping does.
// The demo company is seeded once per run into a template directory (e2e/seed-template.ts, the
// suite's global setup); each test file starts on a copy of it, so files stay independent without
// each paying the migration and demo seeding again (minutes on a busy machine).
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningServer {
  server: ChildProcess;
  baseUrl: string;
  /** SIGTERM, then waits for the process to exit (the database is closed cleanly). */
  stop(): Promise<void>;
}

/** Starts the built server (E2E_SERVER_ENTRY: another build of the same depth) on `dataDir`. */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const server: ChildProcess = spawn('node', [process.env.E2E_SERVER_ENTRY ?? 'server/dist/main.js'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  // a first start migrates and seeds the demo: about 10 s on an idle machine, minutes on a busy one
  const deadline = Date.now() + Number(process.env.E2E_SERVER_START_MS ?? 240000);
  for (;;) {
    try {
      const r = await fetch(`${baseUrl}/api/v1/ping`, { method: 'POST' });
      if (r.status) break;
    } catch {
      /* not up yet */
    }
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode} before answering`);
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    server,
    baseUrl,
    async stop() {
      if (server.exitCode === null) server.kill('SIGTERM');
      await exited;
    },
  };
}
