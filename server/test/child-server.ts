// The real server in a child process (`node --import tsx server/src/main.ts`, from source, so no
// build is needed), for tests that must kill it the way a power cut or the OOM killer does.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { repoRoot } from '../src/platform/config';

export interface ChildServer {
  url: string;
  child: ChildProcess;
  /** What the process wrote to stdout and stderr so far (for failure messages). */
  output(): string;
  /** SIGKILL: no shutdown hook, no rollback by the process, no flushing; resolves once it is gone. */
  kill(): Promise<void>;
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Starts the server on the database and data directory given and resolves once it answers HTTP. */
export async function startChildServer(opts: { databaseUrl: string; dataDir: string; timeoutMs?: number }): Promise<ChildServer> {
  const port = await freePort();
  const root = repoRoot();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: opts.databaseUrl,
      DATA_DIR: opts.dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: 'test-secret-test-secret-test-secret',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      // no built client (a folder that does not exist): the server answers '/' with a short text
      CLIENT_DIST: path.join(opts.dataDir, 'no-client'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  for (;;) {
    if (gone) throw new Error(`the server exited during boot:\n${out}`);
    try {
      const res = await fetch(`${url}/`);
      await res.arrayBuffer();
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`the server did not answer within ${opts.timeoutMs ?? 60_000} ms:\n${out}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    child,
    output: () => out,
    async kill() {
      if (!gone) child.kill('SIGKILL');
      await exited;
    },
  };
}
