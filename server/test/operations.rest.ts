// Crawler entries of the REST routes: every route the app registers (App.restRoutes, collected by an
// onRoute hook) has an entry here or an exemption with its reason; the tenancy crawl calls each as
// company A with company B's ids, the permission crawl signed out (401) and as a sub-account
// without permissions (403 noPermission on the routes whose handler asserts one, and only there).
import ExcelJS from 'exceljs';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { multipartBody, TINY_PNG, type Part } from '../src/modules/storage/multipart.testing';
import type { TestApp } from './harness';
import type { Ids } from './operations';

export interface RestCall {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
  multipart?: Part[];
}
export interface RestResponse {
  status: number;
  body: any;
  text: string;
}

export interface RestEntry {
  method: 'GET' | 'POST';
  /** The route as registered (Fastify's url, with :params and *). */
  route: string;
  /** Why a signed-out caller may use it. Public routes skip the 401 check of the permission crawl. */
  public?: string;
  /** The permission the handler asserts (assertCan): a sub-account without it gets 403 noPermission. */
  permission?: string;
  /** The call, aimed at `ids` (company B's records in the tenancy crawl, the company's own in the permission crawl). */
  call: (ids: Ids) => RestCall | Promise<RestCall>;
  /** The call signs out: it gets a fresh session of its own instead of the crawl's token. */
  ownSession?: boolean;
  /** Unset: the tenancy crawl does not call it (a public route that addresses no company's record); says why. */
  noTenancy?: string;
  /** What company A must get when aiming at B's ids. Unset: any answer but a 5xx (B's snapshot still decides). */
  foreign?: (res: RestResponse, b: Ids) => void;
  /** What company B gets with the same call: B's record is really there, so `foreign` can fail. */
  own?: (res: RestResponse, b: Ids) => void;
}

/** Routes the REST crawls leave to other suites, with the reason. */
export const REST_EXEMPT: { method: string; route: string; reason: string }[] = [
  { method: 'GET', route: '/graphql', reason: 'GraphQL: every Query/Mutation is crawled through OPERATIONS, subscriptions through SUBSCRIPTIONS' },
  { method: 'POST', route: '/graphql', reason: 'GraphQL: every Query/Mutation is crawled through OPERATIONS, subscriptions through SUBSCRIPTIONS' },
  { method: 'OPTIONS', route: '/graphql', reason: 'CORS preflight of /graphql: carries no data' },
  {
    method: 'POST',
    route: '/oauth/token',
    reason: 'OAuth client credentials (issue 17): takes no bearer token and no record id; api-clients.test.ts covers its answers and refusals',
  },
];

/** The built client (or the "not built" page at /): files anyone may fetch, holding no company data. */
export function isStatic(app: TestApp, route: { method: string; url: string }): boolean {
  if (route.method !== 'GET') return false;
  return route.url === '/' || (!route.url.includes(':') && !route.url.includes('*') && existsSync(path.join(app.platform.config.clientDist, route.url)));
}

/** HEAD routes are Fastify's automatic mirrors of GET routes: same handler, no body. */
export function isHeadMirror(routes: { method: string; url: string }[], route: { method: string; url: string }): boolean {
  return route.method === 'HEAD' && routes.some((r) => r.method === 'GET' && r.url === route.url);
}

export async function callRest(app: TestApp, call: RestCall, token?: string, lang = 'en'): Promise<RestResponse> {
  const headers: Record<string, string> = { lang, ...(token ? { authorization: `Bearer ${token}` } : {}) };
  let payload: string | Buffer | undefined;
  if (call.multipart) {
    const m = multipartBody(call.multipart);
    headers['content-type'] = m.contentType;
    payload = m.body;
  } else if (call.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(call.body);
  }
  const res = await app.http.inject({ method: call.method, url: call.url, headers, payload });
  let body: unknown = res.body;
  try {
    body = JSON.parse(res.body);
  } catch {
    /* a file */
  }
  return { status: res.statusCode, body, text: res.body };
}

const post = (url: string, body: unknown = {}): RestCall => ({ method: 'POST', url, body });
const ok = (res: RestResponse) => expect(res.body?.code, res.text.slice(0, 300)).toBe(0);
const notFound = (res: RestResponse) => expect([res.status, res.body?.code], res.text.slice(0, 300)).toEqual([404, 404]);

async function xlsx(headers: string[], rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  ws.addRow(headers);
  rows.forEach((r) => ws.addRow(r));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A client error report that claims another company and user: the signed-in caller's own ids win. */
const clientLog = (url: string): RestEntry => ({
  method: 'POST',
  route: url,
  public: 'error reports may arrive before sign-in (spec 01 §7 info/log)',
  call: (i) => post(url, { level: 'error', message: `crawl ${url}`, data: { route: '/crawl', companyId: i.catalogCompanyId, userId: i.developerId } }),
  foreign: ok,
});

export const REST_ROUTES: RestEntry[] = [
  {
    method: 'POST',
    route: '/api/v1/login',
    public: 'sign-in',
    noTenancy: 'names an account by username and password, no record id; auth tests cover wrong passwords',
    call: () => post('/api/v1/login', {}),
  },
  {
    method: 'POST',
    route: '/api/v1/refresh',
    public: 'renews a session from its refresh token',
    noTenancy: 'takes only the refresh token, no record id',
    call: () => post('/api/v1/refresh'),
  },
  {
    method: 'POST',
    route: '/api/v1/register',
    public: 'creates a new company',
    noTenancy: 'creates a company of its own, no record id',
    call: () => post('/api/v1/register', {}),
  },
  {
    method: 'POST',
    route: '/api/v1/forgotPassword/sendCode',
    public: 'forgotten password',
    noTenancy: 'names an account by username/email (would send B a real code); auth tests cover it',
    call: () => post('/api/v1/forgotPassword/sendCode', {}),
  },
  {
    method: 'POST',
    route: '/api/v1/forgotPassword/reset',
    public: 'forgotten password',
    noTenancy: 'needs the code sent to the account owner; auth tests cover it',
    call: () => post('/api/v1/forgotPassword/reset', {}),
  },
  {
    method: 'POST',
    route: '/api/v1/operator/login',
    public: 'operator sign-in (no company)',
    noTenancy: 'operators belong to no company',
    call: () => post('/api/v1/operator/login', {}),
  },
  clientLog('/api/v1/info/log'),
  // The spec's error report path has no api/v1 prefix.
  clientLog('/info/log'),
  {
    method: 'GET',
    route: '/api/v1/catalog/importTemplate',
    public: 'the empty import template holds no data',
    noTenancy: 'no record of any company',
    call: () => ({ method: 'GET', url: '/api/v1/catalog/importTemplate' }),
  },
  {
    method: 'GET',
    route: '/api/v1/finance/logisticsBills/importTemplate',
    public: 'the empty import template holds no data',
    noTenancy: 'no record of any company',
    call: () => ({ method: 'GET', url: '/api/v1/finance/logisticsBills/importTemplate' }),
  },
  {
    // issue 22 item 5: B's parcel (tracking number) on A's bill: "no shipped order of your company", nothing written.
    method: 'POST',
    route: '/api/v1/finance/logisticsBills/import',
    permission: 'logisticsBill.import',
    call: (i) => ({
      method: 'POST',
      url: '/api/v1/finance/logisticsBills/import?carrier=Crawl%20Carrier',
      multipart: [
        { name: 'file', filename: 'crawl.csv', data: Buffer.from(`Tracking number,Billable weight (kg),Actual freight (CNY)\r\nLBC2-${i.lbTag},0.5,1.00\r\n`) },
      ],
    }),
    foreign: (res) => expect(res.body.code, res.text.slice(0, 300)).not.toBe(0),
  },
  {
    method: 'GET',
    route: '/api/v1/orders/importTemplate',
    public: 'the empty import template holds no data',
    noTenancy: 'no record of any company',
    call: () => ({ method: 'GET', url: '/api/v1/orders/importTemplate' }),
  },
  {
    method: 'GET',
    route: '/api/v1/orders/trackingImportTemplate',
    public: 'the empty import template holds no data',
    noTenancy: 'no record of any company',
    call: () => ({ method: 'GET', url: '/api/v1/orders/trackingImportTemplate' }),
  },
  {
    method: 'GET',
    route: '/api/v1/freight/templatesImportTemplate',
    public: 'the empty import template holds no data',
    noTenancy: 'no record of any company',
    call: () => ({ method: 'GET', url: '/api/v1/freight/templatesImportTemplate' }),
  },
  {
    method: 'GET',
    route: '/api/v1/freight/partitionRulesImportTemplate',
    public: 'the empty import template holds no data',
    noTenancy: 'no record of any company',
    call: () => ({ method: 'GET', url: '/api/v1/freight/partitionRulesImportTemplate' }),
  },
  {
    // Keys are random and unguessable: the URL is the permission (storage.rest.ts), like a signed link.
    method: 'GET',
    route: '/files/*',
    public: 'stored pictures are fetched by <img> tags without a token; the random key is the permission',
    noTenancy: 'a key is not an id of any company (whoever holds the URL may fetch it by design)',
    call: () => ({ method: 'GET', url: '/files/images/0/none.png' }),
  },
  {
    // Signs out only the fresh session it is given; B's sessions stay (snapshot).
    method: 'POST',
    route: '/api/v1/logout',
    ownSession: true,
    call: () => post('/api/v1/logout'),
    foreign: ok,
  },
  { method: 'POST', route: '/api/v1/user/routes', call: () => post('/api/v1/user/routes'), foreign: ok },
  {
    method: 'POST',
    route: '/api/v1/messageNotice/recentMessages',
    call: () => post('/api/v1/messageNotice/recentMessages'),
    foreign: (res, b) => (ok(res), expect(noticeIds(res), 'recentMessages').not.toContain(b.noticeId)),
    own: (res, b) => expect(noticeIds(res)).toContain(b.noticeId),
  },
  {
    // B's notice id matches nothing of A's: B's notice stays unread (snapshot).
    method: 'POST',
    route: '/api/v1/messageNotice/batchSetRead',
    call: (i) => post('/api/v1/messageNotice/batchSetRead', { updateType: '1', ids: [i.noticeId] }),
  },
  {
    // Bulletins are service-wide; a notice id of B is no bulletin.
    method: 'POST',
    route: '/api/v1/notice',
    call: (i) => post('/api/v1/notice', { id: i.noticeId }),
    foreign: notFound,
  },
  { method: 'POST', route: '/api/v1/chat/unReadCount', call: () => post('/api/v1/chat/unReadCount'), foreign: ok },
  {
    method: 'POST',
    route: '/api/v1/reportJobs',
    call: () => post('/api/v1/reportJobs', { limit: 100 }),
    foreign: (res, b) => (ok(res), expect(res.body.data.jobs.map((j: { id: number }) => j.id)).not.toContain(b.reportJobId)),
    own: (res, b) => expect(res.body.data.jobs.map((j: { id: number }) => j.id)).toContain(b.reportJobId),
  },
  { method: 'POST', route: '/api/v1/info/msgCount', call: () => post('/api/v1/info/msgCount'), foreign: ok },
  {
    // B's finished export (given a real file by the tenancy crawl) is not A's to download.
    method: 'GET',
    route: '/api/v1/reportJobs/:id/download',
    call: (i) => ({ method: 'GET', url: `/api/v1/reportJobs/${i.reportJobId}/download` }),
    foreign: notFound,
    own: (res) => expect(res.status, res.text.slice(0, 200)).toBe(200),
  },
  { method: 'POST', route: '/api/v1/home/dashboard', call: () => post('/api/v1/home/dashboard'), foreign: ok },
  {
    method: 'POST',
    route: '/api/v1/home/platformSaleReport',
    call: () => post('/api/v1/home/platformSaleReport', { timeType: 'day', numberType: 'price', platformType: '' }),
    foreign: ok,
  },
  { method: 'POST', route: '/api/v1/home/bottomChart', call: () => post('/api/v1/home/bottomChart'), foreign: ok },
  {
    // No ids: the picture is stored under A's own key.
    method: 'POST',
    route: '/api/v1/storage/uploadFile',
    call: () => ({
      method: 'POST',
      url: '/api/v1/storage/uploadFile',
      multipart: [
        { name: 'fileType', value: '1' },
        { name: 'file', filename: 'crawl.png', type: 'image/png', data: TINY_PNG },
      ],
    }),
    foreign: ok,
  },
  {
    // B's SKU code as a component of A's import: not found in A's company, nothing imported.
    method: 'POST',
    route: '/api/v1/catalog/import',
    permission: 'product.create',
    call: async (i) => ({
      method: 'POST',
      url: '/api/v1/catalog/import',
      multipart: [
        {
          name: 'file',
          filename: 'crawl.xlsx',
          data: await xlsx(
            ['spu', 'name', 'sku', 'components'],
            [
              [
                `CRAWL-IMP-${Math.random().toString(36).slice(2, 8)}`,
                'Crawl import',
                `CRAWL-IMP-${Math.random().toString(36).slice(2, 8)}`,
                `CRAWL-SEED-SKU-${i.catalogCompanyId}`,
              ],
            ],
          ),
        },
      ],
    }),
    foreign: (res) => expect(res.body.code, res.text.slice(0, 300)).not.toBe(0),
  },
  {
    // B's shop id in the shop column: "no shop … in your company", nothing imported.
    method: 'POST',
    route: '/api/v1/orders/import',
    permission: 'order.create',
    call: (i) => ({
      method: 'POST',
      url: '/api/v1/orders/import',
      multipart: [
        {
          name: 'file',
          filename: 'crawl.csv',
          data: Buffer.from(
            `shop,platformOrderNo,buyerAccount,buyerName,country,postcode,address1,currency,orderedAt,shipBy,platformSku,title,quantity,unitPrice\r\n${i.shopId},CRAWL-${Math.random().toString(36).slice(2, 8)},crawl,Crawl,us,90001,1 Main St,usd,2026-11-20 10:30,2026-11-23,CRAWL-SKU,Crawl,1,1.00\r\n`,
          ),
        },
      ],
    }),
    foreign: (res, b) => (expect(res.body.code, res.text.slice(0, 300)).not.toBe(0), expect(res.text).toContain(`“${b.shopId}”`)),
  },
  {
    // B's order number: a row error ("no such order"), nothing written.
    method: 'POST',
    route: '/api/v1/orders/trackingImport',
    permission: 'order.ship',
    call: (i) => ({
      method: 'POST',
      url: '/api/v1/orders/trackingImport',
      multipart: [{ name: 'file', filename: 'crawl.csv', data: Buffer.from(`LGO${i.lgOrderId},CRAWL-REST-${Math.random().toString(36).slice(2, 8)}\r\n`) }],
    }),
    foreign: (res) => (expect(res.body.code, res.text.slice(0, 300)).not.toBe(0), expect(res.body.data.errors[0]).toMatchObject({ column: 'A' })),
  },
  {
    // Names, not ids: B's template names do not count for A (A's import creates its own).
    method: 'POST',
    route: '/api/v1/freight/templatesImport',
    permission: 'shippingTemplate.update',
    call: () => ({
      method: 'POST',
      url: '/api/v1/freight/templatesImport',
      multipart: [
        {
          name: 'file',
          filename: 'crawl.csv',
          data: Buffer.from(
            `name,startWeight,endWeight,firstWeight,firstPrice,additionalWeight,additionalPrice\r\nCrawl ${Math.random().toString(36).slice(2, 8)},0,1000,500,5,500,2\r\n`,
          ),
        },
      ],
    }),
    foreign: ok,
  },
  {
    method: 'POST',
    route: '/api/v1/freight/partitionRulesImport',
    permission: 'shippingTemplate.update',
    call: () => ({
      method: 'POST',
      url: '/api/v1/freight/partitionRulesImport',
      multipart: [
        { name: 'file', filename: 'crawl.csv', data: Buffer.from(`name,zoneName,country\r\nCrawl ${Math.random().toString(36).slice(2, 8)},US,US\r\n`) },
      ],
    }),
    foreign: ok,
  },
  // issue 21: the chat widget's reply templates and translate (every signed-in account)
  {
    method: 'POST',
    route: '/api/v1/message/repliesWithoutPagination',
    call: (i) => post('/api/v1/message/repliesWithoutPagination', { shopId: i.shopId }),
    foreign: (res, b) => (ok(res), expect(res.body.data.data.map((t: { id: number }) => t.id)).not.toContain(b.rtTemplateId)),
    own: (res, b) => expect(res.body.data.data.map((t: { id: number }) => t.id)).toContain(b.rtTemplateId),
  },
  {
    method: 'POST',
    route: '/api/v1/translate',
    call: () => post('/api/v1/translate', { targetLang: 'zh', content: { content: 'Thank you' }, engine: 1 }),
    foreign: ok,
  },
  // issue 24 item 1: the image space's uploads by URL and the editor's base64 pictures. Each gets as far
  // as the SSRF guard (a loopback address), so the crawl never downloads; a foreign cateId is the
  // GraphQL id crawl's (uploadImageByUrl.input.cateId) and images.test.ts's.
  {
    method: 'POST',
    route: '/api/v1/storage/uploadNetWordImage',
    permission: 'imageManagement.update',
    call: () => post('/api/v1/storage/uploadNetWordImage', { cateId: 0, imageUrl: 'http://127.0.0.1:9/crawl.png' }),
    foreign: (res) => expect(res.body?.message, res.text.slice(0, 300)).toMatch(/private or local network/),
  },
  {
    method: 'POST',
    route: '/api/v1/storage/uploadTempNetWordImage',
    call: () => post('/api/v1/storage/uploadTempNetWordImage', { cateId: 1, imageUrl: 'http://127.0.0.1:9/crawl.png' }),
    foreign: (res) => expect(res.body?.message, res.text.slice(0, 300)).toMatch(/private or local network/),
  },
  {
    method: 'POST',
    route: '/api/v1/info/uploadImage',
    call: () => post('/api/v1/info/uploadImage', { base64Images: [TINY_PNG.toString('base64')] }),
    foreign: ok,
  },
  // issue 24 item 7: streamed AI answers (SSE). B's listing is refused before any stream as an unknown
  // one; B's own call gets past it to "not configured" (no AI_BASE_URL in the crawl), so nothing streams.
  {
    method: 'POST',
    route: '/api/v1/ai/generateStream',
    permission: 'chatGPT.generate',
    call: (i) => post('/api/v1/ai/generateStream', { kind: 'title', listingId: i.lsListingId }),
    foreign: (res) => expect(res.body?.data?.errors?.listingId, res.text.slice(0, 300)).toBeDefined(),
    own: (res) => expect(res.body?.data?.errors?.listingId, res.text.slice(0, 300)).toBeUndefined(),
  },
  {
    method: 'POST',
    route: '/api/v1/ai/chatStream',
    permission: 'chatGPT.generate',
    call: () => post('/api/v1/ai/chatStream', { message: 'Hello from the crawl' }),
    foreign: (res) => expect(res.status, res.text.slice(0, 300)).toBeLessThan(500),
  },
  // issue 21: the inbox's chat calls (spec 01 §7); reading needs /buyerMessage (or /sellerMessage), answering buyerMessage.reply
  {
    method: 'POST',
    route: '/api/v1/chat/platformShops',
    permission: 'buyerMessage',
    call: () => post('/api/v1/chat/platformShops'),
    foreign: (res, b) => (ok(res), expect(chatShopIds(res)).not.toContain(b.chatShopId)),
    own: (res, b) => expect(chatShopIds(res)).toContain(b.chatShopId),
  },
  {
    method: 'POST',
    route: '/api/v1/chat/conversationList',
    permission: 'buyerMessage',
    call: (i) => post('/api/v1/chat/conversationList', { offset: 1, limit: 20, shopId: i.chatShopId }),
    foreign: (res, b) => (ok(res), expect(res.body.data.data.map((c: { id: number }) => c.id)).not.toContain(b.chatConvId)),
    own: (res, b) => expect(res.body.data.data.map((c: { id: number }) => c.id)).toContain(b.chatConvId),
  },
  {
    method: 'POST',
    route: '/api/v1/chat/conversationDetail',
    permission: 'buyerMessage',
    call: (i) => post('/api/v1/chat/conversationDetail', { offset: 1, limit: 5, chatId: i.chatConvId }),
    foreign: notFound,
    own: ok,
  },
  {
    method: 'POST',
    route: '/api/v1/chat/markMessage',
    permission: 'buyerMessage',
    call: (i) => post('/api/v1/chat/markMessage', { chatId: i.chatConvId }),
    foreign: notFound,
  },
  {
    method: 'POST',
    route: '/api/v1/chat/saveMessage',
    permission: 'buyerMessage.reply',
    call: (i) => post('/api/v1/chat/saveMessage', { platformType: 1, chatId: i.chatConvId, message: 'Crawl answer' }),
    foreign: notFound,
  },
  {
    method: 'POST',
    route: '/api/v1/chat/saveTranslateMessage',
    permission: 'buyerMessage',
    call: (i) => post('/api/v1/chat/saveTranslateMessage', { id: i.chatBuyerMsgId, messageCn: '爬虫译文' }),
    foreign: notFound,
  },
];

function chatShopIds(res: RestResponse): number[] {
  return (res.body?.data?.shopList ?? []).flatMap((p: { shopGroups: { shopId: number }[] }) => p.shopGroups.map((s) => s.shopId));
}

function noticeIds(res: RestResponse): number[] {
  return (res.body?.data?.group ?? []).flatMap((g: { messages: { id: number }[] }) => g.messages.map((m) => m.id));
}
