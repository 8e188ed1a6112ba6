// Buyer messages (issue 21): the pull (idempotent, resumable after a crash mid-pull or between a
// stored page and its cursor, linked to orders), PlatformChatEvent through the outbox to a live
// subscriber of the company but not to a sub-account without the shop, queued sending (sent,
// refused with the marketplace's words, retried), every validation rule broken with nothing
// written, read marking, translations, tenancy, permissions and the REST shapes of spec 01 §7.
import { createClient, type Client } from 'graphql-ws';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ERROR_FIELDS, startTestApp, type TestApp, roleAccount } from '../../../test/harness';
import type { MarketplaceConnector, MarketplaceConnectors } from '../../platform/connectors';
import { createContext, type RequestContext } from '../../platform/context';
import { unscopedDb } from '../../platform/db';
import { secretBox } from '../../platform/secret-box';
import { contextOf } from '../inventory/fixtures';
import { sandboxConnectors } from '../marketplaces/connector';
import { pullSandboxChat, sandboxSendChat } from '../marketplaces/sandbox-orders';
import { credentialOpeningConnectors, openCredential } from '../shops/shops.credentials';
import { pullAllChats, pullShopChat } from './chat.pull';

let app: TestApp;
let main: Awaited<ReturnType<TestApp['company']>>;
let other: Awaited<ReturnType<TestApp['company']>>;
let ctx: RequestContext;
let otherCtx: RequestContext;
let wsUrl: string;
const clients: Client[] = [];
const NOW = new Date('2026-11-20T12:00:00Z');

type Shop = { id: number; platformType: number; site: string; shopName: string; authToken: string };
let shopSeq = 0;
async function newShop(c: RequestContext, platformType = 1, site = 'US'): Promise<Shop> {
  const { authorizeShop } = await import('../shops/shops.service');
  return authorizeShop(c, { platformType, shopName: `chat-${platformType}-${++shopSeq}`, site, authCode: 'ok' });
}
const db = () => unscopedDb(app.platform.database.prisma, 'test');

/** Everything the sandbox marketplace holds for a shop up to `now` (first pull's reach). */
function marketplace(shop: Shop, now = NOW) {
  return pullSandboxChat({ token: openCredential(secretBox(app.platform.config), shop.authToken), shop, cursor: '', limit: 100_000, now }).messages;
}

/** A context whose connectors wrap the sandbox (to fail or spy). */
function withConnector(c: RequestContext, wrap: (inner: MarketplaceConnector) => Partial<MarketplaceConnector>): RequestContext {
  const inner = credentialOpeningConnectors(sandboxConnectors(), secretBox(c.platform.config));
  const connectors: MarketplaceConnectors = { get: (t) => Object.assign(Object.create(inner.get(t)) as MarketplaceConnector, wrap(inner.get(t))) };
  return createContext({ ...c.platform, connectors }, { lang: 'en', ip: '', userAgent: '', actor: c.actor });
}

async function subAccount(companyId: number, permissions: string[], allowShopIds: number[]) {
  const username = `chat_sub_${++shopSeq}`;
  return (await roleAccount(app, companyId, { username, permissions, allowShopIds, realname: username })).token;
}

async function gql(query: string, variables: Record<string, unknown> = {}, token = main.token, lang = 'en') {
  const r = await app.gql(query, variables, { token, lang });
  return r.body as { data?: any; errors?: any[] };
}
const MSG = 'id chatId messageId type message messageMedia messageCn status failMsg replyMessageId senderName';
const SEND = `mutation($i: SendChatMessageInput!) { sendChatMessage(input: $i) { __typename ${ERROR_FIELDS} ... on MutationSendChatMessageSuccess { data { ${MSG} } } } }`;
const RETRY = `mutation($id: Int!) { retryChatMessage(id: $id) { __typename ${ERROR_FIELDS} ... on MutationRetryChatMessageSuccess { data { ${MSG} } } } }`;
const DETAIL = `query($id: Int!, $offset: Int, $limit: Int) { chatConversationDetail(id: $id, offset: $offset, limit: $limit) {
  total hasExists conversation { id unreadCount buyerName hasOrder shopName } messages { ${MSG} } order { id platformOrderNo } } }`;
const LIST = `query($f: ChatConversationFilter, $offset: Int) { chatConversations(filter: $f, offset: $offset, first: 20) { totalCount edges { node { id unreadCount buyerName lastMsg hasOrder shopId startedBy } } } }`;
const MARK = `mutation($id: Int!) { markChatRead(id: $id) { __typename ${ERROR_FIELDS} ... on MutationMarkChatReadSuccess { data } } }`;
const MARK_ALL = `mutation($p: Int, $s: Int) { markAllChatsRead(platformType: $p, shopId: $s) { __typename ${ERROR_FIELDS} ... on MutationMarkAllChatsReadSuccess { data } } }`;
const TRANSLATE = `mutation($id: Int!, $t: String!) { saveChatTranslation(id: $id, messageCn: $t) { __typename ${ERROR_FIELDS} ... on MutationSaveChatTranslationSuccess { data { id messageCn } } } }`;

const send = async (input: Record<string, unknown>, token = main.token, lang = 'en') => (await gql(SEND, { i: input }, token, lang)).data?.sendChatMessage;

/** A graphql-ws client signed in as `token` (closed after the suite). */
function wsClient(token: string) {
  const client = createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: true,
    connectionParams: { authorization: `Bearer ${token}`, lang: 'en' },
  });
  clients.push(client);
  return client;
}
/** A graphql-ws subscriber of PlatformChatEvent. */
function subscriber(token: string) {
  const client = wsClient(token);
  const received: { shopId: number; platformType: number; unreadCount: number }[] = [];
  client.subscribe(
    { query: `subscription { events(types: [PlatformChatEvent]) { shopId ... on PlatformChatEvent { platformType unreadCount } } }` },
    { next: (v) => void (v.data && received.push((v.data as any).events)), error: () => undefined, complete: () => undefined },
  );
  return received;
}
/** A graphql-ws subscriber of the web client's company channel (companyEvents). */
function companyChannel(token: string) {
  const client = wsClient(token);
  const received: { event: string; data: { shopId: number; platformType: number } }[] = [];
  client.subscribe(
    { query: 'subscription { companyEvents { event data } }' },
    { next: (v) => void (v.data && received.push((v.data as any).companyEvents)), error: () => undefined, complete: () => undefined },
  );
  return received;
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(what: string, done: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

let ebay: Shop;
let amazon: Shop;
beforeAll(async () => {
  app = await startTestApp();
  main = await app.company('Chat Co');
  other = await app.company('Other Chat Co');
  ctx = await contextOf(app, main.token);
  otherCtx = await contextOf(app, other.token);
  ebay = await newShop(ctx, 1, 'US');
  amazon = await newShop(ctx, 2, 'DE');
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `ws://127.0.0.1:${(app.http.server.address() as AddressInfo).port}/graphql`;
});
afterAll(async () => {
  await Promise.all(clients.map((c) => Promise.resolve(c.dispose())));
  await app?.close();
});

describe('pulling conversations', () => {
  it('stores every message once, page by page, and a second pull adds nothing', async () => {
    const expected = marketplace(ebay);
    expect(expected.length).toBeGreaterThan(5);
    const first = await pullShopChat(ctx, ebay.id, { now: NOW, limit: 4 });
    expect(first.newMessages).toBe(expected.length);
    expect(first.pages).toBe(Math.ceil(expected.length / 4));
    const stored = await db().chatMessage.findMany({ where: { chat: { shopId: ebay.id } }, include: { chat: true } });
    expect(stored.map((m) => m.messageId).sort()).toEqual(expected.map((m) => m.messageId).sort());
    const convs = await db().chatConversation.findMany({ where: { shopId: ebay.id } });
    expect(convs.length).toBe(new Set(expected.map((m) => m.conversation.conversationId)).size);
    expect(first.newConversations).toBe(convs.length);
    // unread = buyer messages; last message = the newest of each conversation
    for (const c of convs) {
      const own = expected.filter((m) => m.conversation.conversationId === c.conversationId);
      expect(c.unreadCount).toBe(own.filter((m) => m.type === 1).length);
      expect(c.lastMsgTime?.getTime()).toBe(Math.max(...own.map((m) => m.sentAt.getTime())));
      expect(c.startedBy).toBe(own[0].type);
    }
    const again = await pullShopChat(ctx, ebay.id, { now: NOW });
    expect(again.newMessages).toBe(0);
    expect(await db().chatMessage.count({ where: { chat: { shopId: ebay.id } } })).toBe(expected.length);
  });

  it('resumes after a crash between pages, and a page re-read after a lost cursor adds no duplicates', async () => {
    const shop = await newShop(ctx, 9, 'PL');
    const expected = marketplace(shop);
    expect(expected.length).toBeGreaterThan(6);
    let calls = 0;
    const crashing = withConnector(ctx, (inner) => ({
      pullChat: (input) => {
        if (++calls === 2) return Promise.reject(new Error('connection reset'));
        return inner.pullChat(input);
      },
    }));
    await expect(pullShopChat(crashing, shop.id, { now: NOW, limit: 3 })).rejects.toThrow();
    expect(await db().chatMessage.count({ where: { chat: { shopId: shop.id } } })).toBe(3);
    const pull = await db().chatPull.findFirst({ where: { shopId: shop.id } });
    expect(pull?.lastError).toBe('chat.pullFailed');
    expect(pull?.lockedUntil).toBeNull();
    const resumed = await pullShopChat(ctx, shop.id, { now: NOW, limit: 3 });
    expect(resumed.newMessages).toBe(expected.length - 3);
    const unreadBefore = await db().chatConversation.aggregate({ where: { shopId: shop.id }, _sum: { unreadCount: true } });
    // the cursor write was lost (a crash after the page committed elsewhere): everything is read again
    await db().chatPull.updateMany({ where: { shopId: shop.id }, data: { cursor: '' } });
    const reread = await pullShopChat(ctx, shop.id, { now: NOW, limit: 3 });
    expect(reread.newMessages).toBe(0);
    expect(reread.newConversations).toBe(0);
    const rows = await db().chatMessage.findMany({ where: { chat: { shopId: shop.id } }, select: { messageId: true } });
    expect(new Set(rows.map((r) => r.messageId)).size).toBe(expected.length);
    expect(rows.length).toBe(expected.length);
    const unreadAfter = await db().chatConversation.aggregate({ where: { shopId: shop.id }, _sum: { unreadCount: true } });
    expect(unreadAfter._sum.unreadCount).toBe(unreadBefore._sum.unreadCount);
  });

  it('links a conversation to the order it is about', async () => {
    const shop = await newShop(ctx, 1, 'UK');
    const about = marketplace(shop).find((m) => m.conversation.platformOrderNo);
    expect(about).toBeDefined();
    const order = await ctx.db.order.create({
      data: {
        companyId: main.companyId,
        shopId: shop.id,
        platformType: 1,
        platformOrderNo: about!.conversation.platformOrderNo,
        orderNo: `CHAT-${shop.id}`,
        buyerAccount: about!.conversation.buyerAccount,
        buyerName: about!.conversation.buyerName,
        orderedAt: new Date(NOW.getTime() - 86_400_000),
      },
    });
    await pullShopChat(ctx, shop.id, { now: NOW });
    const conv = await db().chatConversation.findFirst({ where: { shopId: shop.id, conversationId: about!.conversation.conversationId } });
    expect(conv?.orderId).toBe(order.id);
    const detail = (await gql(DETAIL, { id: conv!.id })).data.chatConversationDetail;
    expect(detail.order.platformOrderNo).toBe(about!.conversation.platformOrderNo);
    expect(detail.conversation.hasOrder).toBe(true);
    const linked = (await gql(LIST, { f: { shopId: shop.id, hasOrder: true } })).data.chatConversations;
    expect(linked.edges.map((e: any) => e.node.id)).toContain(conv!.id);
  });

  it("links a conversation without an order number to the buyer's latest order of the shop", async () => {
    const shop = await newShop(ctx, 1, 'UK');
    const about = marketplace(shop).find((m) => !m.conversation.platformOrderNo && m.conversation.buyerAccount);
    expect(about).toBeDefined();
    const order = (n: number, daysAgo: number) =>
      ctx.db.order.create({
        data: {
          companyId: main.companyId,
          shopId: shop.id,
          platformType: 1,
          platformOrderNo: `BUYER-${shop.id}-${n}`,
          orderNo: `CHAT-B-${shop.id}-${n}`,
          buyerAccount: about!.conversation.buyerAccount,
          buyerName: about!.conversation.buyerName,
          orderedAt: new Date(NOW.getTime() - daysAgo * 86_400_000),
        },
      });
    await order(1, 9);
    const latest = await order(2, 2);
    await order(3, 5);
    await pullShopChat(ctx, shop.id, { now: NOW });
    const conv = await db().chatConversation.findFirst({ where: { shopId: shop.id, conversationId: about!.conversation.conversationId } });
    expect(conv?.orderId).toBe(latest.id);
  });
});

describe('the sandbox marketplace chat', () => {
  const shop = { id: 7, platformType: 1, site: 'US', shopName: 'sbx' };
  it('is a pure function of shop and time, paged by its cursor; refuses "refuse", keeps ids per idempotency key', () => {
    const all = pullSandboxChat({ token: 'sbx_a', shop, cursor: '', limit: 10_000, now: NOW }).messages;
    expect(pullSandboxChat({ token: 'sbx_a', shop, cursor: '', limit: 10_000, now: NOW }).messages).toEqual(all);
    const paged: string[] = [];
    let cursor = '';
    for (;;) {
      const p = pullSandboxChat({ token: 'sbx_a', shop, cursor, limit: 2, now: NOW });
      paged.push(...p.messages.map((m) => m.messageId));
      cursor = p.nextCursor;
      if (!p.hasMore) break;
    }
    expect(paged).toEqual(all.map((m) => m.messageId));
    const input = { token: 'sbx_a', shop, conversationId: 'cv-1', buyerAccount: 'b', media: [], replyToMessageId: '', now: NOW };
    expect(sandboxSendChat({ ...input, text: 'I REFUSE', idempotencyKey: 'k1' })).toMatchObject({ ok: false, reasonId: 'chat.sandboxRefused' });
    expect(sandboxSendChat({ ...input, token: 'other', text: 'hi', idempotencyKey: 'k1' })).toMatchObject({ ok: false, reasonId: 'marketplace.tokenInvalid' });
    expect(() => sandboxSendChat({ ...input, text: 'timeout', idempotencyKey: 'k1' })).toThrow();
    const a = sandboxSendChat({ ...input, text: 'hi', idempotencyKey: 'k1' });
    expect(a).toEqual(sandboxSendChat({ ...input, text: 'hi', idempotencyKey: 'k1' }));
    expect(a).not.toEqual(sandboxSendChat({ ...input, text: 'hi', idempotencyKey: 'k2' }));
  });
});

describe('the schedule', () => {
  it('pulls every authorized shop of every company in one round, for each company as itself', async () => {
    const mine = await newShop(ctx, 24, 'UK');
    const theirs = await newShop(otherCtx, 24, 'UK');
    const r = await pullAllChats(app.platform, NOW);
    expect(r.failed).toBe(0);
    expect(r.shops).toBeGreaterThanOrEqual(2);
    const a = await db().chatConversation.findMany({ where: { shopId: mine.id } });
    const b = await db().chatConversation.findMany({ where: { shopId: theirs.id } });
    expect(a.length).toBeGreaterThan(0);
    expect(a.every((c) => c.companyId === main.companyId)).toBe(true);
    expect(b.every((c) => c.companyId === other.companyId)).toBe(true);
    expect((await pullAllChats(app.platform, NOW)).newMessages).toBe(0);
  });
});

describe('PlatformChatEvent', () => {
  it('reaches a live subscriber of the company, not a sub-account without that shop', async () => {
    const shop = await newShop(ctx, 2, 'UK');
    const otherShop = await newShop(ctx, 2, 'FR');
    const subToken = await subAccount(main.companyId, ['buyerMessage'], [otherShop.id]);
    const ofMain = subscriber(main.token);
    const ofSub = subscriber(subToken);
    const webMain = companyChannel(main.token);
    const webSub = companyChannel(subToken);
    await sleep(300); // all subscribed
    const r = await pullShopChat(ctx, shop.id, { now: NOW });
    expect(r.newMessages).toBeGreaterThan(0);
    await until('the chat event', () => ofMain.some((e) => e.shopId === shop.id));
    const ev = ofMain.find((e) => e.shopId === shop.id)!;
    expect(ev.platformType).toBe(2);
    const unread = await db().chatConversation.aggregate({ where: { shopId: shop.id }, _sum: { unreadCount: true } });
    expect(ofMain.filter((e) => e.shopId === shop.id).at(-1)!.unreadCount).toBe(unread._sum.unreadCount);
    // the web client's company channel too (the chat widget's badge and list refresh on it)
    await until('the company channel event', () => webMain.some((e) => e.event === 'PlatformChatEvent' && e.data.shopId === shop.id));
    expect(webMain.find((e) => e.data.shopId === shop.id)!.data.platformType).toBe(2);
    await sleep(300);
    expect(ofSub.filter((e) => e.shopId === shop.id)).toEqual([]);
    expect(webSub.filter((e) => e.data.shopId === shop.id)).toEqual([]);
    // the shop the sub-account may see does reach it
    await pullShopChat(ctx, otherShop.id, { now: NOW });
    await until('the allowed shop event', () => ofSub.some((e) => e.shopId === otherShop.id));
    await until('the allowed shop event on the company channel', () => webSub.some((e) => e.data.shopId === otherShop.id));
  });
});

describe('sending', () => {
  let conv: { id: number };
  let amazonConv: { id: number };
  beforeAll(async () => {
    conv = (await db().chatConversation.findFirst({ where: { shopId: ebay.id }, orderBy: { id: 'asc' } }))!;
    await pullShopChat(ctx, amazon.id, { now: NOW });
    amazonConv = (await db().chatConversation.findFirst({ where: { shopId: amazon.id }, orderBy: { id: 'asc' } }))!;
  });

  it("shows sending ('1') until the marketplace accepts, then sent with its id", async () => {
    const r = await send({ conversationId: conv.id, message: '  Thanks, it ships today.  ', messageMedia: ['https://img.example/a.png'] });
    expect(r.__typename).toBe('MutationSendChatMessageSuccess');
    expect(r.data).toMatchObject({ status: '1', type: 2, message: 'Thanks, it ships today.', messageId: null, messageMedia: ['https://img.example/a.png'] });
    await app.platform.jobs.idle();
    const stored = await db().chatMessage.findFirst({ where: { id: r.data.id } });
    expect(stored?.status).toBe('');
    expect(stored?.messageId).toMatch(/^sm-/);
    const c = await db().chatConversation.findFirst({ where: { id: conv.id } });
    expect(c?.lastMsg).toBe('Thanks, it ships today.');
  });

  it("a refused message is failed ('-1') with the marketplace's words; retry sends it again", async () => {
    const r = await send({ conversationId: conv.id, message: 'We refuse returns' });
    await app.platform.jobs.idle();
    let d = (await gql(DETAIL, { id: conv.id, limit: 50 })).data.chatConversationDetail;
    let m = d.messages.find((x: any) => x.id === r.data.id);
    expect(m.status).toBe('-1');
    expect(m.failMsg).toContain('Message blocked: it contains a forbidden word');
    // zh: the reason in Chinese, the marketplace's own words kept
    const zh = (await gql(DETAIL, { id: conv.id, limit: 50 }, main.token, 'zh')).data.chatConversationDetail.messages.find((x: any) => x.id === r.data.id);
    expect(zh.failMsg).toContain('平台拒绝了该消息');
    // retry: the marketplace accepts this time (its rule changed)
    const original = app.platform.connectors;
    const accepting: MarketplaceConnectors = {
      get: (t) =>
        Object.assign(Object.create(original.get(t)) as MarketplaceConnector, {
          sendChatMessage: () => Promise.resolve({ ok: true as const, messageId: 'accepted-1', sentAt: new Date() }),
        }),
    };
    (app.platform as { connectors: MarketplaceConnectors }).connectors = accepting;
    try {
      const retried = (await gql(RETRY, { id: r.data.id })).data.retryChatMessage;
      expect(retried.data).toMatchObject({ status: '1', failMsg: '' });
      await app.platform.jobs.idle();
    } finally {
      (app.platform as { connectors: MarketplaceConnectors }).connectors = original;
    }
    d = (await gql(DETAIL, { id: conv.id, limit: 50 })).data.chatConversationDetail;
    m = d.messages.find((x: any) => x.id === r.data.id);
    expect(m).toMatchObject({ status: '', messageId: 'accepted-1' });
    // only a failed message can be retried
    const again = (await gql(RETRY, { id: r.data.id })).data.retryChatMessage;
    expect(again).toMatchObject({ __typename: 'BusinessError', messageId: 'chat.notFailed' });
  });

  it('a marketplace that does not answer leaves the message failed with a reason', async () => {
    const r = await send({ conversationId: amazonConv.id, message: 'timeout please' });
    await app.platform.jobs.idle();
    const stored = await db().chatMessage.findFirst({ where: { id: r.data.id } });
    expect(stored).toMatchObject({ status: '-1', failReason: 'chat.sendFailed' });
  });

  it('refuses every broken rule with its message and writes nothing', async () => {
    const ebayMsg = await db().chatMessage.findFirst({ where: { chatId: conv.id, type: 1 } });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ conversationId: conv.id, message: '   ' }, 'message', 'platformChat.pleaseEnterTheSendMessage'],
      [{ conversationId: conv.id, message: 'x'.repeat(2001) }, 'message', 'chat.messageTooLong'],
      [{ conversationId: amazonConv.id, message: 'x'.repeat(4001) }, 'message', 'chat.messageTooLong'],
      [
        { conversationId: conv.id, message: 'hi', messageMedia: Array.from({ length: 7 }, (_, i) => `https://img.example/${i}.png`) },
        'messageMedia',
        'chat.tooManyImages',
      ],
      [{ conversationId: conv.id, message: 'hi', messageMedia: ['https://img.example/图片.png'] }, 'messageMedia', 'chat.imageNameChinese'],
      [{ conversationId: conv.id, message: 'hi', messageMedia: ['https://img.example/a.bmp'] }, 'messageMedia', 'chat.imageType'],
      [{ conversationId: amazonConv.id, message: 'hi', messageMedia: ['https://img.example/a.png'] }, 'messageMedia', 'chat.imagesNotSupported'],
      [{ conversationId: amazonConv.id, message: 'hi', replyMessageId: 'x' }, 'replyMessageId', 'chat.replyNotSupported'],
      [{ conversationId: conv.id, message: 'hi', replyMessageId: 'not-in-this-conversation' }, 'replyMessageId', 'chat.replyTargetNotFound'],
      [{ conversationId: 0, message: 'hi' }, 'conversationId', 'validation.positiveId'],
    ];
    const before = await db().chatMessage.count();
    for (const [input, field, messageId] of cases) {
      const r = await send(input);
      expect(r.__typename, messageId).toBe('ValidationError');
      expect(
        r.fieldErrors.map((e: any) => [e.field, e.messageId]),
        messageId,
      ).toContainEqual([field, messageId]);
    }
    const zh = await send({ conversationId: conv.id, message: '' }, main.token, 'zh');
    expect(zh.fieldErrors[0].message).toBe('请输入要发送的消息');
    const long = await send({ conversationId: amazonConv.id, message: 'x'.repeat(4001) });
    expect(long.fieldErrors[0].message).toContain('4000');
    expect(await db().chatMessage.count()).toBe(before);
    // a reply to a message of the conversation is taken (platform type 1)
    const ok = await send({ conversationId: conv.id, message: 'Answering you', replyMessageId: ebayMsg!.messageId });
    expect(ok.data.replyMessageId).toBe(ebayMsg!.messageId);
    await app.platform.jobs.idle();
  });
});

describe('reading, marking and translating', () => {
  it('marks a conversation read; mark-all with nothing unread answers NoNeedToMarkReadContentYet', async () => {
    const unread = (await gql(LIST, { f: { shopId: ebay.id, isRead: false } })).data.chatConversations;
    expect(unread.totalCount).toBeGreaterThan(0);
    const id = unread.edges[0].node.id;
    expect((await gql(MARK, { id })).data.markChatRead.data).toBe(unread.edges[0].node.unreadCount);
    expect((await db().chatConversation.findFirst({ where: { id } }))?.unreadCount).toBe(0);
    expect(await db().chatMessage.count({ where: { chatId: id, type: 1, isRead: false } })).toBe(0);
    const all = (await gql(MARK_ALL, { s: ebay.id })).data.markAllChatsRead;
    expect(all.data).toBe(unread.totalCount - 1);
    const none = (await gql(MARK_ALL, { s: ebay.id })).data.markAllChatsRead;
    expect(none).toMatchObject({ __typename: 'BusinessError', messageId: 'NoNeedToMarkReadContentYet' });
  });

  it('filters by unread, platform, search and who started; stores a translation', async () => {
    const all = (await gql(LIST, { f: {} })).data.chatConversations.totalCount;
    const ebayOnly = (await gql(LIST, { f: { platformType: 1 } })).data.chatConversations;
    expect(ebayOnly.totalCount).toBeLessThan(all);
    const some = ebayOnly.edges[0].node;
    const byName = (await gql(LIST, { f: { keyword: some.buyerName.slice(0, 4).toUpperCase() } })).data.chatConversations;
    expect(byName.edges.map((e: any) => e.node.id)).toContain(some.id);
    const seller = (await gql(LIST, { f: { startedBy: 2 } })).data.chatConversations;
    expect(seller.edges.every((e: any) => e.node.startedBy === 2)).toBe(true);
    const msg = await db().chatMessage.findFirst({ where: { chatId: some.id, type: 1 } });
    const saved = (await gql(TRANSLATE, { id: msg!.id, t: '我的订单什么时候发货？' })).data.saveChatTranslation;
    expect(saved.data.messageCn).toBe('我的订单什么时候发货？');
    const empty = (await gql(TRANSLATE, { id: msg!.id, t: '  ' })).data.saveChatTranslation;
    expect(empty.fieldErrors[0].messageId).toBe('chat.translationRequired');
  });
});

describe('tenancy and permissions', () => {
  it("refuses another company's conversation and message ids, and a shop the sub-account may not see", async () => {
    const theirs = await newShop(otherCtx, 1, 'US');
    await pullShopChat(otherCtx, theirs.id, { now: NOW });
    const theirConv = (await db().chatConversation.findFirst({ where: { shopId: theirs.id } }))!;
    const theirMsg = (await db().chatMessage.findFirst({ where: { chatId: theirConv.id } }))!;
    const before = await db().chatMessage.count();
    expect(await send({ conversationId: theirConv.id, message: 'hi' })).toMatchObject({ __typename: 'NotFoundError', messageId: 'chat.conversationNotFound' });
    expect((await gql(MARK, { id: theirConv.id })).data.markChatRead.messageId).toBe('chat.conversationNotFound');
    expect((await gql(TRANSLATE, { id: theirMsg.id, t: 'x' })).data.saveChatTranslation.messageId).toBe('chat.messageNotFound');
    expect((await gql(RETRY, { id: theirMsg.id })).data.retryChatMessage.messageId).toBe('chat.messageNotFound');
    expect((await gql(DETAIL, { id: theirConv.id })).errors?.[0].extensions?.messageId ?? 'refused').toBeTruthy();
    expect((await gql(DETAIL, { id: theirConv.id })).data?.chatConversationDetail ?? null).toBeNull();
    const list = (await gql(LIST, { f: {} })).data.chatConversations.edges.map((e: any) => e.node.id);
    expect(list).not.toContain(theirConv.id);
    // a sub-account that may answer but only sees the amazon shop
    const sub = await subAccount(main.companyId, ['buyerMessage', 'buyerMessage.reply'], [amazon.id]);
    const ebayConv = (await db().chatConversation.findFirst({ where: { shopId: ebay.id } }))!;
    expect(await send({ conversationId: ebayConv.id, message: 'hi' }, sub)).toMatchObject({ __typename: 'NotFoundError' });
    const seen = (await gql(LIST, { f: {} }, sub)).data.chatConversations.edges.map((e: any) => e.node.shopId);
    expect(new Set(seen)).toEqual(new Set([amazon.id]));
    expect(await db().chatMessage.count()).toBe(before);
    // without the inbox pages: refused; without buyerMessage.reply: may read, not answer
    const none = await subAccount(main.companyId, ['orders'], []);
    expect((await gql(LIST, { f: {} }, none)).errors?.[0].extensions?.code ?? (await gql(LIST, { f: {} }, none)).errors?.[0].message).toBeTruthy();
    const reader = await subAccount(main.companyId, ['sellerMessage'], []);
    expect((await gql(LIST, { f: {} }, reader)).data.chatConversations.totalCount).toBeGreaterThan(0);
    expect((await gql(SEND, { i: { conversationId: ebayConv.id, message: 'hi' } }, reader)).errors?.length ?? 0).toBeGreaterThan(0);
  });
});

describe('REST (spec 01 §7)', () => {
  it('answers the chat calls with the spec shapes', async () => {
    const t = main.token;
    const shops = await app.rest('chat/platformShops', {}, { token: t });
    expect(shops.body.code).toBe(0);
    const ebayGroup = shops.body.data.shopList.find((g: any) => g.platformType === 1);
    expect(ebayGroup).toMatchObject({ platformType: 1, platform: expect.any(String), chat: expect.any(Number) });
    expect(ebayGroup.shopGroups.map((s: any) => s.shopId)).toContain(ebay.id);

    const list = await app.rest('chat/conversationList', { offset: 1, limit: 2, order: 'desc', platformType: 2 }, { token: t });
    expect(list.body.code).toBe(0);
    expect(list.body.data.data).toHaveLength(2);
    expect(list.body.data.hasExists).toBe(list.body.data.count > 2);
    expect(Object.keys(list.body.data.data[0])).toEqual(
      expect.arrayContaining(['id', 'conversationId', 'senderName', 'avatar', 'lastMsg', 'lastMsgTime', 'unReadCount', 'on']),
    );
    const chatId = list.body.data.data[0].id;
    const unreadList = await app.rest('chat/conversationList', { isRead: 2, shopId: amazon.id }, { token: t });
    expect(unreadList.body.data.data.every((c: any) => c.unReadCount > 0)).toBe(true);

    const detail = await app.rest('chat/conversationDetail', { offset: 1, limit: 5, order: 'desc', chatId }, { token: t });
    expect(detail.body.code).toBe(0);
    expect(Object.keys(detail.body.data)).toEqual(expect.arrayContaining(['list', 'hasExists', 'buyerName', 'shopAccount', 'shop', 'identify', 'order']));
    expect(Object.keys(detail.body.data.list[0])).toEqual(
      expect.arrayContaining(['id', 'messageId', 'type', 'message', 'messageMedia', 'messageCn', 'msgTime', 'senderName', 'avatar', 'status']),
    );

    const before = (await app.rest('chat/unReadCount', {}, { token: t })).body.data.count;
    const unreadTotal = await db().chatConversation.aggregate({ where: { companyId: main.companyId }, _sum: { unreadCount: true } });
    expect(before).toBe(unreadTotal._sum.unreadCount);
    const mark = await app.rest('chat/markMessage', { chatId }, { token: t });
    expect(mark.body.code).toBe(0);
    const markAll = await app.rest('chat/markMessage', { chatId: 0, platformType: 2, shopId: amazon.id }, { token: t });
    expect(markAll.body.code).toBe(0);
    const nothing = await app.rest('chat/markMessage', { chatId: 0, platformType: 2, shopId: amazon.id }, { token: t, lang: 'en' });
    expect(nothing.body.code).not.toBe(0);
    expect(nothing.body.message).toBe('There is nothing to mark as read yet');

    const saved = await app.rest('chat/saveMessage', { platformType: 2, chatId, conversationId: 'x', message: 'Hello from REST' }, { token: t });
    expect(saved.body.code).toBe(0);
    expect(saved.body.data).toMatchObject({ status: '1', type: 2, message: 'Hello from REST' });
    const empty = await app.rest('chat/saveMessage', { platformType: 2, chatId, message: ' ' }, { token: t, lang: 'en' });
    expect(empty.body.code).not.toBe(0);
    expect(JSON.stringify(empty.body)).toContain('Please enter the message to send');
    const tr = await app.rest('chat/saveTranslateMessage', { id: saved.body.data.id, messageCn: '你好' }, { token: t });
    expect(tr.body.data.messageCn).toBe('你好');
    await app.platform.jobs.idle();
    const foreign = await app.rest('chat/conversationDetail', { chatId: 999_999 }, { token: t });
    expect(foreign.body.code).not.toBe(0);
  });
});

describe('auto-replies to pulled buyer messages (spec 02 §9)', () => {
  it('answers the newest recent buyer message of each conversation once, filled, and not again within 24 hours', async () => {
    const { createRule } = await import('../replies/replies.service');
    const co = await app.company('Auto Reply Co');
    const c = await contextOf(app, co.token);
    const shop = await newShop(c, 1, 'GB');
    await createRule(c, { name: 'Always', shopIds: [shop.id], content: 'Hi {buyerName}, thanks for writing to {shopName}.' });
    // pull up to a minute after the shop's newest buyer message, so at least one message is recent
    const history = marketplace(shop);
    const newest = Math.max(...history.filter((m) => m.type === 1).map((m) => m.sentAt.getTime()));
    const now = new Date(newest + 60_000);
    const upToNow = marketplace(shop, now);
    const recent = new Map<string, { buyerName: string; buyerAccount: string }>();
    for (const m of upToNow)
      if (m.type === 1 && now.getTime() - m.sentAt.getTime() <= 24 * 3_600_000) recent.set(m.conversation.conversationId, m.conversation);
    expect(recent.size).toBeGreaterThan(0);

    await pullShopChat(c, shop.id, { now });
    await app.platform.jobs.idle();
    const replies = async () =>
      db().chatMessage.findMany({ where: { chat: { shopId: shop.id }, type: 2, userId: null, messageId: { startsWith: 'sm-' } }, include: { chat: true } });
    let sent = await replies();
    expect(sent.map((m) => m.chat.conversationId).sort()).toEqual([...recent.keys()].sort());
    for (const m of sent) {
      const conv = recent.get(m.chat.conversationId)!;
      expect(m.message).toBe(`Hi ${conv.buyerName || conv.buyerAccount}, thanks for writing to ${shop.shopName}.`);
      expect(m.status).toBe('');
    }

    // two hours later buyers write again: no second auto-reply within 24 hours of the first
    const later = new Date(now.getTime() + 2 * 3_600_000);
    await pullShopChat(c, shop.id, { now: later });
    await app.platform.jobs.idle();
    sent = await replies();
    const perConversation = new Map<string, number>();
    for (const m of sent) perConversation.set(m.chat.conversationId, (perConversation.get(m.chat.conversationId) ?? 0) + 1);
    for (const [id, n] of perConversation) expect(n, id).toBe(1);
    for (const id of recent.keys()) expect(perConversation.get(id)).toBe(1);

    // the sender of an auto-reply is the system, in the reader's language — never a staff member
    const auto = sent[0];
    expect(auto.autoReply).toBe(true);
    expect(auto.userId).toBeNull();
    for (const [lang, name] of [
      ['zh', '系统'],
      ['en', 'system'],
    ] as const) {
      const detail = await gql(DETAIL, { id: auto.chatId, limit: 100 }, co.token, lang);
      const shown = detail.data.chatConversationDetail.messages.find((m: { id: number }) => m.id === auto.id);
      expect(shown.senderName).toBe(name);
      const rest = await app.rest('chat/conversationDetail', { offset: 1, limit: 100, chatId: auto.chatId }, { token: co.token, lang });
      const restShown = rest.body.data.list.find((m: { id: number }) => m.id === auto.id);
      expect(restShown).toMatchObject({ senderName: name, autoReply: true });
    }
    // a message the staff typed keeps the staff member's name
    const typed = await send({ conversationId: auto.chatId, message: 'Typed by staff' }, co.token, 'zh');
    expect(typed.__typename).toBe('MutationSendChatMessageSuccess');
    const me = await db().user.findUniqueOrThrow({ where: { id: co.userId } });
    expect(typed.data.senderName).toBe(me.realname || me.username);
    expect(typed.data.senderName).not.toBe('系统');
  });
});
