// GraphQL over HTTP (issue 9 item 3): graphql-http's audit of the spec runs against the real app's
// /graphql over a real socket. Every MUST audit passes; the SHOULD ones that fail are listed below
// on purpose (docs/api.md 'GraphQL over HTTP') so a change in them shows up here.
import { auditServer, type AuditResult } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

let app: TestApp;
let results: AuditResult[];

beforeAll(async () => {
  app = await startTestApp();
  const address = await app.http.listen({ port: 0, host: '127.0.0.1' });
  // Signed in: one audit introspects (`__type`), which anonymous callers may not (graphql/explorer.ts).
  const { token } = await app.company('Audit Co');
  const fetchFn: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('authorization', `Bearer ${token}`);
    return fetch(input, { ...init, headers });
  };
  results = await auditServer({ url: `${address}/graphql`, fetchFn });
}, 60000);
afterAll(() => app?.close());

const failures = (level: 'MUST' | 'SHOULD') =>
  results.filter((r) => r.name.startsWith(level) && r.status !== 'ok').map((r) => `${r.name}: ${'reason' in r ? r.reason : ''}`);

describe('GraphQL over HTTP (graphql-http audit)', () => {
  it('runs the whole audit', () => {
    // graphql-http 1.23 has 13 MUST, 23 SHOULD and 25 MAY audits; all pass today.
    expect(results.filter((r) => r.name.startsWith('MUST')).length).toBeGreaterThanOrEqual(13);
  });

  it('passes every MUST audit', () => {
    const failed = failures('MUST');
    expect(failed, `MUST audits failing:\n${failed.join('\n')}`).toEqual([]);
  });

  it('fails no SHOULD audit beyond the known ones', () => {
    expect(failures('SHOULD').map((f) => f.split(':')[0])).toEqual(KNOWN_SHOULD_FAILURES);
  });
});

/** SHOULD audits the server does not meet (see docs/api.md); empty when all pass. */
const KNOWN_SHOULD_FAILURES: string[] = [];
