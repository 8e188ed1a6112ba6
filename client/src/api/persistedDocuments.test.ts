// Trusted documents (persistedDocuments.ts, codegen.ts, apollo.ts): the manifest is what the
// operation files give, every time; it holds exactly the text Apollo Client sends for each typed
// document; the client sends hashes and falls back to the text when the server does not know one.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Kind, OperationTypeNode, parse, print, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { http, HttpResponse } from 'msw';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { HomeAccountDocument } from '../features/home/home.generated';
import { homeAccount, server } from '../test/server';
import { createApolloClient, documentHash } from './apollo';
import introspection from './generated/possibleTypes';
import { buildManifest, persistedText, sha256 } from './persistedDocuments';

const MANIFEST = path.join(import.meta.dirname, 'generated/persisted-documents.json');
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, string>;
const sources = import.meta.glob<string>('../**/*.graphql', { query: '?raw', import: 'default', eager: true });
const generated = import.meta.glob<Record<string, unknown>>('../**/*.generated.ts', { eager: true });

/** Every typed operation document codegen wrote (fragments have no hash). */
const typedDocuments = Object.entries(generated).flatMap(([file, module]) =>
  Object.entries(module)
    .filter(([name, value]) => name.endsWith('Document') && typeof value === 'object' && value !== null && 'kind' in value)
    .map(([name, value]) => ({ name: `${file}#${name}`, document: value as DocumentNode })),
);

describe('the trusted-document manifest', () => {
  it('is rebuilt from the operation files exactly, in any order (npm run codegen writes the same file)', () => {
    const files = Object.values(sources).map((text) => parse(text));
    expect(files.length).toBeGreaterThan(20);
    const built = `${JSON.stringify(buildManifest(files), null, 2)}\n`;
    expect(built).toBe(readFileSync(MANIFEST, 'utf8'));
    expect(buildManifest([...files].reverse())).toEqual(buildManifest(files));
    for (const [hash, text] of Object.entries(manifest)) expect(sha256(text), text.slice(0, 60)).toBe(hash);
  });

  it('gives every typed operation document a hash that the manifest holds, and nothing else', () => {
    const operations = typedDocuments.filter(({ document }) => document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION));
    expect(operations.length).toBe(Object.keys(manifest).length);
    for (const { name, document } of operations) {
      const hash = documentHash(document);
      expect(hash, name).toMatch(/^[0-9a-f]{64}$/);
      expect(manifest[hash!], name).toBeDefined();
    }
  });

  it('stores for each hash the document Apollo Client really sends (typenames added, @unmask removed)', async () => {
    const sent = new Map<string, DocumentNode>();
    const capture = new ApolloLink((operation) => {
      sent.set(documentHash(operation.query) ?? '', operation.query);
      return of({ errors: [{ message: 'captured' }] });
    });
    // the app's cache set-up (apollo.ts): possibleTypes and data masking
    const client = new ApolloClient({ link: capture, cache: new InMemoryCache({ possibleTypes: introspection.possibleTypes }), dataMasking: true });
    for (const { document } of typedDocuments) {
      const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
      if (!operation) continue;
      const run =
        operation.operation === OperationTypeNode.MUTATION
          ? client.mutate({ mutation: document })
          : operation.operation === OperationTypeNode.SUBSCRIPTION
            ? new Promise((resolve) => client.subscribe({ query: document }).subscribe({ next: resolve, error: resolve, complete: () => resolve(null) }))
            : client.query({ query: document, fetchPolicy: 'no-cache' });
      await run.catch(() => undefined);
    }
    expect(sent.size).toBe(Object.keys(manifest).length);
    for (const [hash, document] of sent) {
      // the text sent, untouched but for the order of its definitions (operation, then fragments by name)
      const [operation, ...fragments] = [...document.definitions].sort((a, b) => key(a).localeCompare(key(b)));
      expect([operation, ...fragments].map((d) => print(d!)).join('\n\n'), hash).toBe(manifest[hash]);
      expect(persistedText(document)).toBe(manifest[hash]);
    }
  });
});

/** Sort key of a definition: the operation first, then the fragments by name. */
const key = (d: DocumentNode['definitions'][number]) => (d.kind === Kind.OPERATION_DEFINITION ? '' : 'name' in d && d.name ? `~${d.name.value}` : '~');

describe('the web client', () => {
  const graphqlUrl = () => new URL('graphql', document.baseURI).toString();

  it('sends a typed document as its hash, without the text, when the server knows it', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post(graphqlUrl(), async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ data: homeAccount() });
      }),
    );
    const client = createApolloClient({ trustedDocuments: true });
    const result = await client.query({ query: HomeAccountDocument });
    expect(result.data?.me.username).toBe('demo');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      operationName: 'HomeAccount',
      extensions: { persistedQuery: { version: 1, sha256Hash: documentHash(HomeAccountDocument) } },
    });
    expect(bodies[0]!.query).toBeUndefined();
  });

  it('sends the text after PersistedQueryNotFound (a server with another manifest)', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post(graphqlUrl(), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (!body.query) return HttpResponse.json({ errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] });
        return HttpResponse.json({ data: homeAccount() });
      }),
    );
    const client = createApolloClient({ trustedDocuments: true });
    const result = await client.query({ query: HomeAccountDocument });
    expect(result.data?.me.username).toBe('demo');
    expect(bodies).toHaveLength(2);
    expect(bodies[0]!.query).toBeUndefined();
    expect(bodies[1]!.query).toEqual(expect.stringContaining('query HomeAccount'));
  });

  it('sends documents without a hash as text', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post(graphqlUrl(), async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ data: { __typename: 'Query' } });
      }),
    );
    const client = createApolloClient({ trustedDocuments: true });
    await client.query({ query: parse('query Plain { __typename }'), fetchPolicy: 'no-cache' });
    expect(bodies[0]).toMatchObject({ operationName: 'Plain', query: expect.stringContaining('query Plain') });
    expect((bodies[0]!.extensions as Record<string, unknown> | undefined)?.persistedQuery).toBeUndefined();
  });
});
