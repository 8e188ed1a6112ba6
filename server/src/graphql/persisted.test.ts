// Trusted documents (persisted.ts): the server answers a known hash from the manifest, refuses an
// unknown one with PersistedQueryNotFound (the client then sends the text), and still runs documents
// sent as text, for the API's third-party callers.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { loadTrustedDocuments } from './persisted';

const ME = 'query PersistedMe {\n  me {\n    username\n    __typename\n  }\n}';
const SHOPS = 'query PersistedShops($first: Int) {\n  shops(first: $first) {\n    totalCount\n    __typename\n  }\n}';
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

let app: TestApp;
let main: Awaited<ReturnType<TestApp['company']>>;
let dir: string;
const previous = process.env.PERSISTED_DOCUMENTS;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'erp-persisted-'));
  const file = path.join(dir, 'persisted-documents.json');
  writeFileSync(file, JSON.stringify({ [sha(ME)]: ME, [sha(SHOPS)]: SHOPS, 'not-a-hash': '{ me { id } }' }));
  process.env.PERSISTED_DOCUMENTS = file;
  app = await startTestApp();
  main = await app.company('Persisted Co');
});
afterAll(async () => {
  if (previous === undefined) delete process.env.PERSISTED_DOCUMENTS;
  else process.env.PERSISTED_DOCUMENTS = previous;
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A POST the way Apollo's PersistedQueryLink sends it: the hash, no text. */
async function post(body: Record<string, unknown>, token?: string) {
  const res = await app.http.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), lang: 'en' },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}
const hashed = (hash: string, extra: Record<string, unknown> = {}) => ({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } }, ...extra });

describe('trusted documents', () => {
  it('runs a known hash as its stored document, as the caller', async () => {
    const r = await post(hashed(sha(ME), { operationName: 'PersistedMe' }), main.token);
    expect(r.status).toBe(200);
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data).toEqual({ me: { username: main.username, __typename: 'User' } });
    // a stored document is no pass: signed out it is refused like any other
    const anonymous = await post(hashed(sha(ME)));
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('refuses an unknown hash with PersistedQueryNotFound, which the client answers with the text', async () => {
    const unknown = sha('query Other { me { id } }');
    const r = await post(hashed(unknown), main.token);
    expect(r.body.data).toBeUndefined();
    expect(r.body.errors).toEqual([
      expect.objectContaining({ message: 'PersistedQueryNotFound', extensions: expect.objectContaining({ code: 'PERSISTED_QUERY_NOT_FOUND' }) }),
    ]);
    // Apollo's retry: the text with the same extensions
    const retry = await post(hashed(unknown, { query: 'query Other { me { id } }' }), main.token);
    expect(retry.body.errors).toBeUndefined();
    expect(retry.body.data.me.id).toBe(main.userId);
  });

  it('still runs arbitrary documents sent as text, and keeps the old answer to a request with neither', async () => {
    const r = await post({ query: '{ company { name } }' }, main.token);
    expect(r.body).toMatchObject({ data: { company: { name: 'Persisted Co' } } });
    // (the graphql-http audit checks the status per accept header: 400 for application/graphql-response+json)
    const empty = await post({ variables: {} }, main.token);
    expect(empty.body.errors[0]).toMatchObject({ message: 'Must provide query string.', extensions: { code: 'BAD_REQUEST' } });
  });

  it('applies every limit to a hashed document (its variables are the caller’s)', async () => {
    const ok = await post(hashed(sha(SHOPS), { variables: { first: 10 } }), main.token);
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.extensions.cost.requestedQueryCost).toBeGreaterThan(0);
    const tooMany = await post(hashed(sha(SHOPS), { variables: { first: 1000 } }), main.token);
    expect(tooMany.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageId: 'validation.pageSize' });
  });

  it('loads only sha256 keys, and nothing when the manifest is missing', () => {
    expect([...loadTrustedDocuments(process.env.PERSISTED_DOCUMENTS).keys()].sort()).toEqual([sha(ME), sha(SHOPS)].sort());
    expect(loadTrustedDocuments(path.join(dir, 'missing.json')).size).toBe(0);
  });
});
