// Configuration from the environment. Everything has an embedded default so `npm start` needs no setup.
import { ACCESS_TOKEN_TTL_SECONDS, EVENT_RETENTION_DAYS } from '@erp/schema';
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
  /** EVENT_RETENTION_DAYS: days domain events stay in the outbox for replay (default 7). */
  eventRetentionDays: number;
  /**
   * TRUST_PROXY: whose X-Forwarded-For is believed (Fastify's trustProxy). Off by default, so a
   * client cannot pick its own address for the rate limits; `true` trusts any proxy (only behind
   * one that overwrites the header), or a comma list of proxy addresses / CIDRs.
   */
  trustProxy: boolean | string[];
  /** REDIS_NAMESPACE: prefix of every Redis channel and key, so deployments can share one Redis. */
  redisNamespace: string;
  /** NODE_ENV=development: plain-http webhook URLs are accepted. */
  development: boolean;
  /** WEBHOOK_ALLOW_PRIVATE=true (on-premise): webhooks may target private / loopback addresses and http. */
  webhookAllowPrivate: boolean;
  /**
   * FETCH_ALLOW_HOSTS: host:port pairs the server may download images from although they are on a
   * private or loopback address (an on-premise image server); every other private address is refused.
   */
  fetchAllowHosts: string[];
  /** ENCRYPTION_KEY: key for secrets stored encrypted (webhook signing secrets); unset means a random one kept in dataDir/encryption-key. */
  encryptionKey?: string;
  /**
   * AI writing helpers (issue 24 item 7): AI_BASE_URL of an OpenAI-compatible chat-completions API
   * (https://api.openai.com/v1, Ollama http://127.0.0.1:11434/v1, vLLM, llama.cpp), AI_MODEL, and
   * AI_API_KEY when it needs one; AI_TIMEOUT_SECONDS per request (default 60). Unset base URL: the
   * AI pages say how to configure it.
   */
  ai: { baseUrl?: string; apiKey?: string; model: string; timeoutMs: number };
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
    eventRetentionDays: positiveNumber(env.EVENT_RETENTION_DAYS) ?? EVENT_RETENTION_DAYS,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    redisNamespace: env.REDIS_NAMESPACE?.trim() || 'erp',
    development: env.NODE_ENV === 'development',
    webhookAllowPrivate: env.WEBHOOK_ALLOW_PRIVATE === 'true',
    encryptionKey: env.ENCRYPTION_KEY || undefined,
    ai: {
      baseUrl: env.AI_BASE_URL?.trim() || undefined,
      apiKey: env.AI_API_KEY?.trim() || undefined,
      model: env.AI_MODEL?.trim() || 'gpt-4o-mini',
      timeoutMs: (positiveNumber(env.AI_TIMEOUT_SECONDS) ?? 60) * 1000,
    },
    fetchAllowHosts: (env.FETCH_ALLOW_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean),
  };
}

/** TRUST_PROXY: unset, '', 'false' or '0' → off; 'true' → any proxy; else a comma list of addresses / CIDRs. */
export function parseTrustProxy(value: string | undefined): boolean | string[] {
  const v = value?.trim() ?? '';
  if (['', 'false', '0', 'off'].includes(v.toLowerCase())) return false;
  if (['true', '1', 'on'].includes(v.toLowerCase())) return true;
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A positive number from the environment, or undefined when unset or not one. */
function positiveNumber(value: string | undefined): number | undefined {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : undefined;
}
