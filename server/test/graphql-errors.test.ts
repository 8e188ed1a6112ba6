// How the GraphQL endpoint answers requests it cannot run: the caller learns what was wrong with
// the input, never a masked "Unexpected error".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp();
  token = (await app.company('Errors Co')).token;
});
afterAll(() => app?.close());

describe('GraphQL request errors', () => {
  it('a variable of the wrong type is BAD_USER_INPUT with GraphQL’s own explanation', async () => {
    const r = await app.gql('query($id: Int!) { shop(id: $id) { id } }', { id: 1.5 }, { token });
    expect(r.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(r.body.errors[0].message).toMatch(/Int cannot represent non-integer value/);
  });
  it('an unknown field is refused by validation, not masked', async () => {
    const r = await app.gql('{ shops(first: 1) { totalCount nope } }', {}, { token });
    expect(r.body.errors[0].message).toMatch(/Cannot query field "nope"/);
  });
});
