// AI writing helpers against a small local HTTP server that speaks the OpenAI chat-completions
// protocol (answered whole and streamed as SSE `data:` chunks ending with [DONE]): prompt templates,
// generation from a listing in its site's language and limits, the > 20 entries refusal, a foreign
// listing or template refused, provider errors (HTTP 500 / 401) and a timeout answered as clear
// messages with nothing saved, streaming through REST SSE, apply to a listing draft through the
// listings service, the chat stored per company and user, the "not configured" answer, permissions.
import { PLATFORM_TYPES } from '@erp/schema';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contextOf, ERROR_FIELDS, okOf, roleAccount, worldsSuite, type TestApp } from '../../../test/harness';
import { unscopedDb } from '../../platform/db';
import { createListing } from '../listings/listings.service';
import { authorizeShop } from '../shops/shops.service';
import { OpenAiCompatibleProvider, setAiProvider } from './ai-provider';

let app: TestApp;
let a: Awaited<ReturnType<TestApp['company']>>;
let b: Awaited<ReturnType<TestApp['company']>>;
worldsSuite(
  (app, name) => app.company(name, { edition: 'flagship' }),
  ['AI Co', 'Other AI Co'],
  (...s) => ([app, a, b] = s),
);
const db = () => unscopedDb(app.platform.database.prisma, 'test');

// ---- the local chat-completions server ---------------------------------------------------------
type Mode = 'ok' | '500' | '401' | 'hang' | 'empty';
let mode: Mode = 'ok';
let answer = 'Keramikbecher Rot 350 ml';
const requests: { body: any; auth: string }[] = [];
let server: http.Server;
let base = '';
const hanging = new Set<http.ServerResponse>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      if (req.url !== '/v1/chat/completions' || req.method !== 'POST') return res.writeHead(404).end();
      const body = JSON.parse(raw);
      requests.push({ body, auth: String(req.headers.authorization ?? '') });
      if (mode === 'hang') return void hanging.add(res);
      if (mode === '500') return res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'model overloaded' } }));
      if (mode === '401')
        return res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'Incorrect API key provided' } }));
      const text = mode === 'empty' ? '' : answer;
      if (!body.stream) {
        return res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'c1',
            object: 'chat.completion',
            choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
          }),
        );
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const pieces = text ? [text.slice(0, 5), text.slice(5, 12), text.slice(12)] : [];
      const chunk = (delta: object) => `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta }] })}\n\n`;
      res.write(chunk({ role: 'assistant' }));
      let i = 0;
      const next = () => {
        if (i < pieces.length) {
          res.write(chunk({ content: pieces[i++] }));
          setTimeout(next, 5);
        } else res.end('data: [DONE]\n\n');
      };
      next();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => {
  for (const r of hanging) r.destroy();
  return new Promise<void>((r) => (server ? server.close(() => r()) : r()));
});

const configure = (timeoutMs = 2000) =>
  setAiProvider(app.platform, new OpenAiCompatibleProvider({ baseUrl: base, apiKey: 'sk-test', model: 'test-model', timeoutMs }));
beforeEach(() => {
  mode = 'ok';
  answer = 'Keramikbecher Rot 350 ml';
  configure();
});

// ---- helpers -----------------------------------------------------------------------------------
async function gql(query: string, variables: Record<string, unknown> = {}, token = a.token, lang = 'en') {
  const r = await app.gql(query, variables, { token, lang });
  if (r.body.errors) throw new Error(JSON.stringify(r.body.errors));
  return r.body.data;
}
const GEN = 'kind text language marketplace limit listingId title description bulletPoints keywords';
const generate = async (i: Record<string, unknown>, token = a.token, lang = 'en') =>
  (await gql(`mutation($i: AiGenerateInput!) { generateAiText(input: $i) { __typename ${ERROR_FIELDS} ${okOf('generateAiText', GEN)} } }`, { i }, token, lang))
    .generateAiText;
const createTemplate = async (i: Record<string, unknown>, token = a.token) =>
  (
    await gql(
      `mutation($i: AiCommandTemplateInput!) { createAiCommandTemplate(input: $i) { __typename ${ERROR_FIELDS} ${okOf('createAiCommandTemplate', 'id name kind prompt')} } }`,
      { i },
      token,
    )
  ).createAiCommandTemplate;
const apply = async (i: Record<string, unknown>, token = a.token) =>
  (
    await gql(
      `mutation($i: AiApplyInput!) { applyAiToListing(input: $i) { __typename ${ERROR_FIELDS} ${okOf('applyAiToListing', 'listingId title status')} } }`,
      { i },
      token,
    )
  ).applyAiToListing;
const chat = async (message: string, token = a.token, lang = 'en') =>
  (
    await gql(
      `mutation($i: AiChatInput!) { sendAiChatMessage(input: $i) { __typename ${ERROR_FIELDS} ${okOf('sendAiChatMessage', 'id role content')} } }`,
      { i: { message } },
      token,
      lang,
    )
  ).sendAiChatMessage;
const history = async (token = a.token) => (await gql('{ aiChatMessages { role content } }', {}, token)).aiChatMessages;
const chatCount = () => db().aiChatMessage.count({ where: { companyId: a.companyId } });

/** SSE events of a REST stream answered through inject (the whole body). */
function eventsOf(text: string): unknown[] {
  return text
    .split('\n\n')
    .filter((e) => e.startsWith('data: '))
    .map((e) => e.slice(6))
    .map((d) => (d === '[DONE]' ? d : JSON.parse(d)));
}
async function stream(path: string, body: unknown, token = a.token, lang = 'en') {
  const res = await app.http.inject({
    method: 'POST',
    url: `/api/v1/ai/${path}`,
    headers: { authorization: `Bearer ${token}`, lang, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, type: String(res.headers['content-type']), text: res.body };
}

let listingId = 0;
let otherListingId = 0;
let n = 0;
async function draft(company: typeof a, site = 'DE') {
  const ctx = await contextOf(app, company.token);
  const shop = await authorizeShop(ctx, { platformType: PLATFORM_TYPES.ebay, shopName: `ai-shop-${++n}`, site, authCode: 'ok' });
  const img = (i: number) => ({ url: `https://img.example.com/p${i}.jpg`, width: 1000, height: 1000, bytes: 400_000 });
  const l = await createListing(ctx, {
    platformType: PLATFORM_TYPES.ebay,
    shopId: shop.id,
    site,
    category: 'C110',
    sellerSku: `AI-MUG-${n}`,
    title: 'Ceramic mug, red, 350 ml',
    description: 'A red ceramic mug that holds 350 ml.',
    price: '9.90',
    quantity: 12,
    images: [img(1), img(2)],
    shippingOptions: [{ service: 'Standard', cost: '3.00', additionalCost: '1.00' }],
    attributes: { material: 'ceramic', condition: 'new' },
    keywords: ['mug'],
    variations: [],
  }).catch((err: { issues?: unknown }) => {
    throw new Error(JSON.stringify(err.issues ?? err));
  });
  return l.id;
}
beforeAll(async () => {
  listingId = await draft(a);
  otherListingId = await draft(b);
});

// ---- tests -------------------------------------------------------------------------------------
describe('generation against an OpenAI-compatible server', () => {
  it('fills the prompt from the listing (title, attributes, keywords, marketplace, site language) and cuts to the limit', async () => {
    answer = `"${'Keramikbecher '.repeat(10)}"`;
    const before = requests.length;
    const r = await generate({ kind: 'title', listingId });
    expect(r.__typename).toBe('MutationGenerateAiTextSuccess');
    expect(r.data).toMatchObject({ kind: 'title', language: 'German', marketplace: 'eBay', limit: 100, listingId });
    expect(r.data.title.length).toBeLessThanOrEqual(100);
    expect(r.data.title.startsWith('Keramikbecher')).toBe(true);
    const sent = requests[before];
    expect(sent.auth).toBe('Bearer sk-test');
    expect(sent.body).toMatchObject({ model: 'test-model', stream: false });
    const prompt = sent.body.messages.at(-1).content as string;
    expect(prompt).toContain('Ceramic mug, red, 350 ml');
    expect(prompt).toContain('material: ceramic');
    expect(prompt).toContain('mug');
    expect(prompt).toContain('German');
    expect(prompt).toContain('eBay');
  });

  it('reads bullet points and keywords out of the answer', async () => {
    answer = '1. Robust\n2. Spülmaschinenfest\n- 350 ml\n';
    expect((await generate({ kind: 'bulletPoints', title: 'Mug' })).data.bulletPoints).toEqual(['Robust', 'Spülmaschinenfest', '350 ml']);
    answer = 'becher, tasse, Becher, kaffeetasse';
    expect((await generate({ kind: 'keywords', title: 'Mug' })).data.keywords).toEqual(['becher', 'tasse', 'kaffeetasse']);
  });

  it('uses a template prompt with its variables', async () => {
    const t = await createTemplate({
      name: 'Short title',
      kind: 'title',
      prompt: 'Title for {{marketplace}} in {{language}} ≤ {{maxLength}}: {{title}} / {{entries}}',
    });
    expect(t.__typename).toBe('MutationCreateAiCommandTemplateSuccess');
    const before = requests.length;
    await generate({ kind: 'title', listingId, templateId: t.data.id, entries: ['gift idea'] });
    expect(requests[before].body.messages.at(-1).content).toBe('Title for eBay in German ≤ 100: Ceramic mug, red, 350 ml / gift idea');
  });

  it('refuses more than 20 entries with the spec message (zh and en) and never calls the provider', async () => {
    const before = requests.length;
    const entries = Array.from({ length: 21 }, (_, i) => `e${i}`);
    const en = await generate({ kind: 'title', title: 'Mug', entries });
    expect(en.fieldErrors).toContainEqual(expect.objectContaining({ messageId: 'aiWriting.tooManyEntries', message: 'At most 20 entries for AI inputs' }));
    const zh = await generate(
      { kind: 'title', title: 'Mug', keywords: Array.from({ length: 11 }, (_, i) => `k${i}`), entries: entries.slice(0, 10) },
      a.token,
      'zh',
    );
    expect(zh.fieldErrors).toContainEqual(expect.objectContaining({ messageId: 'aiWriting.tooManyEntries', message: 'AI 输入最多 20 条' }));
    expect(requests.length).toBe(before);
  });

  it("refuses another company's listing and template as unknown ones", async () => {
    const foreign = await generate({ kind: 'title', listingId: otherListingId });
    expect(foreign.fieldErrors).toEqual([expect.objectContaining({ field: 'listingId', messageId: 'aiWriting.listingNotFound' })]);
    const unknown = await generate({ kind: 'title', listingId: 999_999 });
    expect(unknown.fieldErrors).toEqual(foreign.fieldErrors);
    const theirs = await createTemplate({ name: 'Theirs', kind: 'title', prompt: 'x' }, b.token);
    expect((await generate({ kind: 'title', templateId: theirs.data.id })).fieldErrors).toEqual([
      expect.objectContaining({ field: 'templateId', messageId: 'aiWriting.templateNotFound' }),
    ]);
  });

  it('answers a provider error (HTTP 500, 401) and a timeout with a clear message, nothing saved', async () => {
    mode = '500';
    const e500 = await generate({ kind: 'title', title: 'Mug' });
    expect(e500).toMatchObject({
      messageId: 'aiWriting.providerFailed',
      message: 'The AI service answered an error (HTTP 500: model overloaded); nothing was saved',
    });
    mode = '401';
    const e401 = await generate({ kind: 'title', title: 'Mug' }, a.token, 'zh');
    expect(e401).toMatchObject({ messageId: 'aiWriting.providerFailed', message: 'AI 服务返回错误（HTTP 401: Incorrect API key provided），未保存任何内容' });
    const chats = await chatCount();
    expect((await chat('Hello')).messageId).toBe('aiWriting.providerFailed');
    mode = 'hang';
    configure(300);
    expect(await generate({ kind: 'title', title: 'Mug' })).toMatchObject({
      messageId: 'aiWriting.providerTimeout',
      message: 'The AI service did not answer within 0.3 seconds; nothing was saved',
    });
    expect((await chat('Hello')).messageId).toBe('aiWriting.providerTimeout');
    mode = 'empty';
    configure();
    expect((await chat('Hello')).messageId).toBe('aiWriting.emptyAnswer');
    expect(await chatCount()).toBe(chats);
  });

  it('an unreachable provider is its own message', async () => {
    setAiProvider(app.platform, new OpenAiCompatibleProvider({ baseUrl: 'http://127.0.0.1:9/v1', model: 'm', timeoutMs: 2000 }));
    expect((await generate({ kind: 'title', title: 'Mug' })).messageId).toBe('aiWriting.providerUnreachable');
  });
});

describe('streaming (REST SSE)', () => {
  it('streams the answer in pieces, then the result and [DONE]', async () => {
    const before = requests.length;
    const r = await stream('generateStream', { kind: 'title', listingId });
    expect(r.status).toBe(200);
    expect(r.type).toContain('text/event-stream');
    const events = eventsOf(r.text);
    const deltas = events.filter((e): e is { delta: string } => typeof e === 'object' && e !== null && 'delta' in e);
    expect(deltas.length).toBe(3);
    expect(deltas.map((d) => d.delta).join('')).toBe(answer);
    expect(events).toContainEqual({ result: expect.objectContaining({ kind: 'title', title: answer, language: 'German' }) });
    expect(events.at(-1)).toBe('[DONE]');
    expect(requests[before].body.stream).toBe(true);
  });

  it('a provider error while streaming is an error event; refusals before it are envelopes', async () => {
    mode = '500';
    const events = eventsOf((await stream('generateStream', { kind: 'title', title: 'Mug' })).text);
    expect(events).toContainEqual({ error: { messageId: 'aiWriting.providerFailed', message: expect.stringContaining('model overloaded') } });
    const tooMany = await stream('generateStream', { kind: 'title', entries: Array.from({ length: 21 }, () => 'x') });
    expect(JSON.parse(tooMany.text)).toMatchObject({ code: 422, message: 'At most 20 entries for AI inputs' });
    const signedOut = await app.http.inject({ method: 'POST', url: '/api/v1/ai/generateStream', payload: { kind: 'title' } });
    expect(signedOut.statusCode).toBe(401);
  });

  it('streams a chat answer and stores the question and the answer together', async () => {
    const before = await chatCount();
    answer = 'Try "Keramikbecher".';
    const events = eventsOf((await stream('chatStream', { message: 'German title for a mug?' })).text);
    expect(events).toContainEqual({ result: expect.objectContaining({ content: answer }) });
    expect(await chatCount()).toBe(before + 2);
    mode = '401';
    const failed = eventsOf((await stream('chatStream', { message: 'Again?' })).text);
    expect(failed).toContainEqual({ error: expect.objectContaining({ messageId: 'aiWriting.providerFailed' }) });
    expect(await chatCount()).toBe(before + 2);
  });
});

describe('chat history per company and user', () => {
  it("keeps each user's conversation, sends it back as context and clears it", async () => {
    await gql('mutation { clearAiChat { __typename } }');
    answer = 'Hello!';
    expect((await chat('Hi')).data).toMatchObject({ role: 'assistant', content: 'Hello!' });
    answer = 'Sure.';
    const before = requests.length;
    await chat('Another one');
    expect(requests[before].body.messages.map((m: { role: string }) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(await history()).toEqual([
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello!' },
      { role: 'user', content: 'Another one' },
      { role: 'assistant', content: 'Sure.' },
    ]);
    const writer = await roleAccount(app, a.companyId, {
      username: `ai-writer-${Date.now()}`,
      role: 'AI writer',
      permissions: ['chatGPT', 'chatGPT.generate'],
    });
    expect(await history(writer.token)).toEqual([]);
    expect(await history(b.token)).toEqual([]);
    await gql('mutation { clearAiChat { __typename } }');
    expect(await history()).toEqual([]);
  });
});

describe('apply to a listing draft (through the listings service)', () => {
  it('replaces title and keywords, puts bullet points before the description, with a history line', async () => {
    const r = await apply({ listingId, title: 'Keramikbecher Rot 350 ml', bulletPoints: ['Robust'], keywords: ['becher', 'tasse'] });
    expect(r.data).toMatchObject({ listingId, title: 'Keramikbecher Rot 350 ml', status: 'draft' });
    const row = await db().listing.findUniqueOrThrow({ where: { id: listingId } });
    expect(row.description).toBe('<ul><li>Robust</li></ul>A red ceramic mug that holds 350 ml.');
    expect(row.keywords).toEqual(['becher', 'tasse']);
    expect(await db().listingHistory.count({ where: { listingId, action: 'edit' } })).toBeGreaterThan(0);
  });

  it('refuses a foreign listing, a title over the marketplace limit and nothing to apply; nothing changes', async () => {
    const before = JSON.stringify(await db().listing.findMany({ orderBy: { id: 'asc' } }));
    expect((await apply({ listingId: otherListingId, title: 'Mine now' })).fieldErrors).toEqual([
      expect.objectContaining({ field: 'listingId', messageId: 'aiWriting.listingNotFound' }),
    ]);
    expect((await apply({ listingId, title: 'x'.repeat(101) })).fieldErrors).toContainEqual(
      expect.objectContaining({ field: 'title', messageId: 'listing.titleTooLong' }),
    );
    expect((await apply({ listingId })).fieldErrors).toContainEqual(expect.objectContaining({ messageId: 'aiWriting.nothingToApply' }));
    expect(JSON.stringify(await db().listing.findMany({ orderBy: { id: 'asc' } }))).toBe(before);
  });
});

describe('templates', () => {
  it('refuses a duplicate name, an empty prompt and an unknown kind; another company cannot change them', async () => {
    await createTemplate({ name: 'Dup', kind: 'description', prompt: 'Describe {{title}}' });
    expect((await createTemplate({ name: 'Dup', kind: 'description', prompt: 'x' })).fieldErrors).toContainEqual(expect.objectContaining({ field: 'name' }));
    expect((await createTemplate({ name: 'Empty', kind: 'title', prompt: ' ' })).fieldErrors).toContainEqual(
      expect.objectContaining({ messageId: 'aiWriting.promptRequired' }),
    );
    expect((await createTemplate({ name: 'Kind', kind: 'poem', prompt: 'x' })).fieldErrors).toContainEqual(
      expect.objectContaining({ messageId: 'aiWriting.kindUnknown' }),
    );
    const mine = (await gql('{ aiCommandTemplates(first: 50) { totalCount edges { node { id name } } } }')).aiCommandTemplates;
    const dup = mine.edges.find((e: { node: { name: string } }) => e.node.name === 'Dup').node.id;
    const r = await gql(`mutation($id: Int!) { deleteAiCommandTemplate(id: $id) { __typename ${ERROR_FIELDS} } }`, { id: dup }, b.token);
    expect(r.deleteAiCommandTemplate.messageId).toBe('aiWriting.templateNotFound');
    const theirs = (await gql('{ aiCommandTemplates(first: 50) { edges { node { name } } } }', {}, b.token)).aiCommandTemplates.edges.map(
      (e: { node: { name: string } }) => e.node.name,
    );
    expect(theirs).not.toContain('Dup');
  });
});

describe('permissions and configuration', () => {
  it('needs chatGPT.generate to generate and chat, aiCommandTemplate.update to edit templates, and the marketplace edit permission to apply', async () => {
    const denied = async (query: string, variables: Record<string, unknown>, token: string) =>
      (await app.gql(query, variables, { token, lang: 'en' })).body.errors?.[0]?.extensions?.messageId;
    const viewer = await roleAccount(app, a.companyId, { username: `ai-viewer-${Date.now()}`, role: 'AI viewer', permissions: ['chatGPT'] });
    const GEN_Q = 'mutation($i: AiGenerateInput!) { generateAiText(input: $i) { __typename } }';
    expect(await denied(GEN_Q, { i: { kind: 'title', title: 'Mug' } }, viewer.token)).toBe('permission.denied');
    expect(await denied('mutation($i: AiChatInput!) { sendAiChatMessage(input: $i) { __typename } }', { i: { message: 'Hi' } }, viewer.token)).toBe(
      'permission.denied',
    );
    expect(
      await denied(
        'mutation($i: AiCommandTemplateInput!) { createAiCommandTemplate(input: $i) { __typename } }',
        { i: { name: 'V', kind: 'title', prompt: 'x' } },
        viewer.token,
      ),
    ).toBe('permission.denied');
    expect((await history(viewer.token)).length).toBe(0);
    const writer = await roleAccount(app, a.companyId, { username: `ai-gen-${Date.now()}`, role: 'AI gen', permissions: ['chatGPT', 'chatGPT.generate'] });
    expect((await generate({ kind: 'title', title: 'Mug' }, writer.token)).__typename).toBe('MutationGenerateAiTextSuccess');
    const APPLY_Q = 'mutation($i: AiApplyInput!) { applyAiToListing(input: $i) { __typename } }';
    expect(await denied(APPLY_Q, { i: { listingId, title: 'Not allowed' } }, writer.token)).toBe('permission.denied');
    expect((await db().listing.findUniqueOrThrow({ where: { id: listingId } })).title).not.toBe('Not allowed');
    const stranger = await roleAccount(app, a.companyId, { username: `ai-none-${Date.now()}`, role: 'AI none', permissions: [] });
    expect(await denied('{ aiChatMessages { id } }', {}, stranger.token)).toBe('permission.denied');
    expect(await denied('{ aiCommandTemplates(first: 5) { totalCount } }', {}, stranger.token)).toBe('permission.denied');
    expect((await stream('generateStream', { kind: 'title', title: 'Mug' }, stranger.token)).status).toBe(403);
  });

  it('without AI_BASE_URL the status says so and every call answers how to configure it', async () => {
    setAiProvider(app.platform, new OpenAiCompatibleProvider({ model: 'm', timeoutMs: 1000 }));
    expect((await gql('{ aiWritingStatus { configured model } }')).aiWritingStatus).toEqual({ configured: false, model: '' });
    const before = requests.length;
    const r = await generate({ kind: 'title', title: 'Mug' });
    expect(r.messageId).toBe('aiWriting.notConfigured');
    expect(r.message).toContain('AI_BASE_URL');
    const s = await stream('chatStream', { message: 'Hi' });
    expect(JSON.parse(s.text).message).toContain('AI_BASE_URL');
    expect(requests.length).toBe(before);
  });
});
