// Translation (issue 21 item 5): the sandbox's documented rules, the LibreTranslate-compatible HTTP
// translator against a real local HTTP server started here (no mocks), the engine chosen by
// TRANSLATE_URL, and the REST translate / GraphQL translate calls with the spec's empty-content
// message in zh and en.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWorld, dataGql, worldsSuite, type TestApp } from '../../../test/harness';
import { setTranslator, translatorFromEnv, translatorOf } from './translator';
import { LibreTranslateTranslator } from './translator.libre';
import { SandboxTranslator } from './translator.sandbox';

describe('sandbox translator', () => {
  const sandbox = new SandboxTranslator();
  it('translates dictionary phrases, ignoring case, spaces and final punctuation', async () => {
    expect(await sandbox.translate({ text: ' Where is my parcel? ', target: 'zh' })).toEqual({
      ok: true,
      text: '我的包裹在哪里',
      source: 'en',
      engine: 'sandbox',
      sandbox: true,
    });
    expect(await sandbox.translate({ text: 'Wo ist mein Paket', target: 'zh', source: 'de' })).toMatchObject({ text: '我的包裹在哪里', source: 'de' });
    expect(await sandbox.translate({ text: '谢谢！', target: 'en' })).toMatchObject({ text: 'thank you', source: 'zh' });
  });
  it('tags everything else as sandbox output, untranslated; the same language comes back unchanged', async () => {
    expect(await sandbox.translate({ text: 'Can you ship to Malta?', target: 'zh' })).toMatchObject({
      text: '[sandbox en→zh] Can you ship to Malta?',
      sandbox: true,
    });
    expect(await sandbox.translate({ text: '你好吗', target: 'zh' })).toMatchObject({ text: '你好吗', source: 'zh' });
  });
});

/** A LibreTranslate-compatible server: records each request, answers from `answer`. */
let server: Server;
let base: string;
const seen: { url: string; body: any; contentType: string }[] = [];
let answer: (body: any) => { status: number; json?: unknown; raw?: string; delayMs?: number } = () => ({ status: 200, json: {} });
const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      const body = JSON.parse(raw || '{}');
      seen.push({ url: req.url ?? '', body, contentType: String(req.headers['content-type']) });
      const a = answer(body);
      setTimeout(() => {
        res.writeHead(a.status, { 'content-type': 'application/json' });
        res.end(a.raw ?? JSON.stringify(a.json));
      }, a.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('LibreTranslate-compatible translator (real HTTP)', () => {
  it('posts q, source auto, target, format text and the API key; reads translatedText and the detected language', async () => {
    answer = (b) => ({ status: 200, json: { translatedText: `ZH(${b.q})`, detectedLanguage: { confidence: 90, language: 'de' } } });
    const t = new LibreTranslateTranslator(`${base}/`, 'key-123');
    expect(await t.translate({ text: 'Wo ist mein Paket?', target: 'zh' })).toEqual({
      ok: true,
      text: 'ZH(Wo ist mein Paket?)',
      source: 'de',
      engine: 'libretranslate',
      sandbox: false,
    });
    expect(seen.at(-1)).toEqual({
      url: '/translate',
      contentType: 'application/json',
      body: { q: 'Wo ist mein Paket?', source: 'auto', target: 'zh', format: 'text', api_key: 'key-123' },
    });
    // without a key, none is sent
    await new LibreTranslateTranslator(base).translate({ text: 'x', target: 'en' });
    expect(seen.at(-1)!.body).not.toHaveProperty('api_key');
  });

  it("answers the engine's refusal, a non-JSON answer, a timeout and an unreachable server as failures with a reason", async () => {
    answer = () => ({ status: 403, json: { error: 'Invalid API key' } });
    expect(await new LibreTranslateTranslator(base, 'bad').translate({ text: 'x', target: 'zh' })).toEqual({ ok: false, reason: 'HTTP 403: Invalid API key' });
    answer = () => ({ status: 502, raw: '<html>bad gateway</html>' });
    expect(await new LibreTranslateTranslator(base).translate({ text: 'x', target: 'zh' })).toEqual({ ok: false, reason: 'HTTP 502: not JSON' });
    answer = () => ({ status: 200, json: { translatedText: 'late' }, delayMs: 300 });
    expect(await new LibreTranslateTranslator(base, undefined, 50).translate({ text: 'x', target: 'zh' })).toEqual({
      ok: false,
      reason: 'no answer within 50 ms',
    });
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const down = await new LibreTranslateTranslator(`http://127.0.0.1:${port}`).translate({ text: 'x', target: 'zh' });
    expect(down.ok).toBe(false);
  });

  it('is chosen when TRANSLATE_URL is set; the sandbox otherwise', () => {
    expect(translatorFromEnv({ TRANSLATE_URL: base, TRANSLATE_API_KEY: 'k' })).toMatchObject({ engine: 'libretranslate', configured: true });
    expect(translatorFromEnv({ TRANSLATE_URL: '  ' })).toMatchObject({ engine: 'sandbox', configured: false });
    expect(translatorFromEnv({})).toBeInstanceOf(SandboxTranslator);
  });
});

let app: TestApp;
let w: Awaited<ReturnType<typeof companyWorld>>;
worldsSuite(companyWorld, ['Translate Co'], (...s) => ([app, w] = s));
const gql = dataGql(
  () => app,
  () => w.token,
);
const TRANSLATE = `query($t: String!, $g: String) { translate(text: $t, target: $g) { __typename
  ... on QueryTranslateSuccess { data { text source target engine sandbox configured notice } }
  ... on Error { messageId message } ... on ValidationError { fieldErrors { field messageId message } } } }`;

describe('REST translate and GraphQL translate', () => {
  it('answers the sandbox by default, marked as such', async () => {
    expect(translatorOf(app.platform).engine).toBe('sandbox');
    const r = await app.rest('translate', { targetLang: 'zh', content: { content: 'Thank you!' }, engine: 1 }, { token: w.token, lang: 'en' });
    expect(r.body).toMatchObject({
      code: 0,
      data: {
        content: '谢谢',
        sourceLang: 'en',
        targetLang: 'zh',
        engine: 'sandbox',
        sandbox: true,
        configured: false,
        notice: expect.stringContaining('Sandbox'),
      },
    });
    const g = await gql(TRANSLATE, { t: 'Can you ship to Malta?', g: 'zh' }, w.token, 'zh');
    expect(g.translate).toMatchObject({
      __typename: 'QueryTranslateSuccess',
      data: { text: '[sandbox en→zh] Can you ship to Malta?', sandbox: true, notice: expect.stringMatching(/沙箱/) },
    });
  });

  it('refuses empty content with ebayMessage.pleaseEnterTranslationContent in zh and en', async () => {
    for (const [lang, text] of [
      ['en', 'Please enter the content to translate'],
      ['zh', '请输入翻译内容'],
    ]) {
      for (const body of [{ targetLang: 'zh', content: { content: '  ' }, engine: 1 }, { targetLang: 'zh' }, { content: {} }]) {
        const r = await app.rest('translate', body, { token: w.token, lang });
        expect([r.status, r.body.code, r.body.message], JSON.stringify(body)).toEqual([403, 422, text]);
        expect(r.body.data.errors).toEqual({ content: [text] });
      }
      const g = (await gql(TRANSLATE, { t: ' ' }, w.token, lang)).translate;
      expect(g.fieldErrors).toEqual([{ field: 'text', messageId: 'ebayMessage.pleaseEnterTranslationContent', message: text }]);
    }
    const badLang = await app.rest('translate', { targetLang: 'xx', content: { content: 'hi' } }, { token: w.token });
    expect(badLang.body.data.errors).toHaveProperty('targetLang');
    const badEngine = await app.rest('translate', { targetLang: 'zh', content: { content: 'hi' }, engine: 2 }, { token: w.token });
    expect(badEngine.body.data.errors).toHaveProperty('engine');
    expect((await app.rest('translate', { content: { content: 'hi' } })).status).toBe(401);
  });

  it('goes through the HTTP engine when one is installed, and shows its failure', async () => {
    setTranslator(app.platform, new LibreTranslateTranslator(base, 'k'));
    try {
      answer = (b) => ({ status: 200, json: { translatedText: `[${b.target}] ${b.q}`, detectedLanguage: { language: 'en', confidence: 80 } } });
      const r = await app.rest('translate', { targetLang: 'zh', content: { content: 'Hello' }, engine: '1' }, { token: w.token });
      expect(r.body.data).toEqual({
        content: '[zh] Hello',
        sourceLang: 'en',
        targetLang: 'zh',
        engine: 'libretranslate',
        sandbox: false,
        configured: true,
        notice: '',
      });
      answer = () => ({ status: 429, json: { error: 'Too many requests' } });
      const failed = (await gql(TRANSLATE, { t: 'Hello', g: 'de' }, w.token, 'zh')).translate;
      expect(failed).toMatchObject({ messageId: 'replies.translateFailed' });
      expect(failed.message).toContain('HTTP 429: Too many requests');
      expect(failed.message).toMatch(/翻译服务出错/);
    } finally {
      setTranslator(app.platform, new SandboxTranslator());
    }
  });
});
