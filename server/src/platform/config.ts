// Configuration from the environment. Everything has an embedded default so `npm start` needs no setup.
import { ACCESS_TOKEN_TTL_SECONDS } from '@erp/schema';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The repository root (holds prisma/migrations), found from this file in src/ or in the dist bundle. */
export function repoRoot(): string {
  let dir = import.meta.dirname;
  while (!existsSync(path.join(dir, 'prisma', 'migrations'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('cannot find the repository root (prisma/migrations)');
    dir = parent;
  }
  return dir;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… to use PostgreSQL; unset means embedded PGlite under dataDir/db. */
  databaseUrl?: string;
  /** redis://… for shared pub/sub, rate limits and jobs across instances. */
  redisUrl?: string;
  /** smtp(s)://… to mail verification codes; unset prints them to the server log. */
  smtpUrl?: string;
  mailFrom: string;
  /** HMAC secret for access tokens; unset means a random one kept in dataDir/secret. */
  jwtSecret?: string;
  accessTokenTtl: number;
  logLevel: string;
  clientDist: string;
  seedDemo: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = repoRoot();
  return {
    port: Number(env.PORT ?? 4000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(root, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'no-reply@erp.local',
    jwtSecret: env.JWT_SECRET || undefined,
    accessTokenTtl: Number(env.ACCESS_TOKEN_TTL ?? ACCESS_TOKEN_TTL_SECONDS),
    logLevel: env.LOG_LEVEL ?? 'info',
    clientDist: path.resolve(env.CLIENT_DIST ?? path.join(root, 'client/dist')),
    seedDemo: env.SEED_DEMO !== '0',
  };
}
