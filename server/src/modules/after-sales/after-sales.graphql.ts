// GraphQL of the after-sales screens (issue 21 item 6: /ebayCancellation, /ebayReturn, /ebayDispute,
// /allegroDispute): the cases of one screen (kind + marketplace) page by page with their status
// counts, one case with its history, the seller's action on a case and "pull now". The permission
// depends on the screen the arguments name (or on the case's kind and marketplace), so the fields
// need a signed-in caller and the service asks for the page (reading) or its `.handle` (acting,
// pulling) — listed in NOT_PERMISSION_GUARDED with that reason.
import { afterSalesActionsOf, type AfterSalesKind, type AfterSalesStatus } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { commandsOn, exposeFields } from '../../graphql/fields';
import { OrderStatusEnum } from '../../graphql/enums';
import { compact, plainInput } from '../../graphql/inputs';
import type { AfterSalesCase } from '../../generated/prisma/client';
import type { RequestContext } from '../../platform/context';
import { loadUserName, requestLoader } from '../../platform/lookups';
import { loadShopName } from '../orders/orders.lookups';
import * as service from './after-sales.service';
import { pullResultTypes } from '../marketplaces/paged-pull.graphql';

const readingCmd = { errors: {}, authScopes: { loggedIn: true as const } };
const actingCmd = { ...readingCmd, extensions: { operateModule: 'afterSales' } };

type OrderBrief = { id: number; orderNo: string; status: string };
function loadOrderBrief(ctx: RequestContext, id: number) {
  return requestLoader<number, OrderBrief>(ctx, 'afterSalesOrder', async (ids) => {
    const rows = await ctx.db.order.findMany({ where: { id: { in: [...ids] } }, select: { id: true, orderNo: true, status: true } });
    return ids.map((i) => rows.find((r) => r.id === i) ?? null);
  }).load(id);
}
const OrderBriefRef = builder.objectRef<OrderBrief>('AfterSalesOrder').implement({
  fields: (t) => ({ id: t.exposeInt('id'), orderNo: t.exposeString('orderNo'), status: t.expose('status', { type: OrderStatusEnum }) }),
});

const HistoryRef = builder.objectRef<service.HistoryItem>('AfterSalesHistoryItem').implement({
  description: "One step of a case: 'opened' / 'closed' by the marketplace, or a seller action",
  fields: (t) => ({
    ...exposeFields(t, {
      at: 'String: ISO time',
      action: 'String',
      from: 'String',
      to: 'String',
      text: "String: The buyer's words (opened), the reply or reason",
    }),
    by: t.string({ nullable: true, description: 'Who acted; null: the marketplace', resolve: (h, _a, ctx) => (h.by ? loadUserName(ctx, h.by) : null) }),
  }),
});

const CaseRef = builder.objectRef<AfterSalesCase>('AfterSalesCase').implement({
  description: 'An after-sales case (cancellation request, return or dispute) of a shop',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', shopId: 'Int', kind: 'String: cancellation, return or dispute', platformCaseId: 'String' }),
    shopName: t.string({ resolve: (r, _a, ctx) => loadShopName(ctx, r.shopId) }),
    orderId: t.exposeInt('orderId', { nullable: true, description: 'The local order of the same marketplace order number' }),
    order: t.field({ type: OrderBriefRef, nullable: true, resolve: (r, _a, ctx) => (r.orderId ? loadOrderBrief(ctx, r.orderId) : null) }),
    ...exposeFields(t, {
      platformOrderNo: 'String',
      buyerAccount: 'String',
      buyerName: 'String',
      platformSku: 'String',
      quantity: 'Int',
    }),
    amount: t.field({ type: 'Decimal', resolve: (r) => r.amount.toFixed(2) }),
    ...exposeFields(t, {
      currency: 'String',
      reason: 'String',
      buyerComment: "String: The buyer's words",
      status: 'String: open, accepted, refused, approved, labelSent, refunded, replied or closed',
      deadline: 'DateTime?: Answer by (the marketplace); null: none',
      openedAt: 'DateTime',
      handledAt: 'DateTime?',
    }),
    refundAmount: t.field({ type: 'Decimal', nullable: true, resolve: (r) => r.refundAmount?.toFixed(2) ?? null }),
    handledBy: t.string({ nullable: true, resolve: (r, _a, ctx) => (r.handledBy ? loadUserName(ctx, r.handledBy) : null) }),
    history: t.field({ type: [HistoryRef], description: 'Oldest first', resolve: (r) => r.history as unknown as service.HistoryItem[] }),
    actions: t.stringList({
      description: 'The actions the state machine allows now (AFTER_SALES_TRANSITIONS)',
      resolve: (r) => afterSalesActionsOf(r.kind as AfterSalesKind, r.status as AfterSalesStatus),
    }),
  }),
});

const CasePage = builder.objectRef<{ totalCount: number; nodes: AfterSalesCase[] }>('AfterSalesCasePage').implement({
  fields: (t) => ({ totalCount: t.exposeInt('totalCount'), nodes: t.field({ type: [CaseRef], resolve: (p) => p.nodes }) }),
});
const StatusCount = builder.objectRef<{ status: string; count: number }>('AfterSalesStatusCount').implement({
  fields: (t) => ({ status: t.exposeString('status'), count: t.exposeInt('count') }),
});
const StatusCounts = builder.objectRef<{ all: number; statuses: { status: string; count: number }[] }>('AfterSalesStatusCounts').implement({
  fields: (t) => ({ all: t.exposeInt('all'), statuses: t.field({ type: [StatusCount], resolve: (c) => c.statuses }) }),
});
const ShopOption = builder.objectRef<{ id: number; shopName: string; alias: string; status: number }>('AfterSalesShop').implement({
  fields: (t) => ({ ...exposeFields(t, { id: 'Int', shopName: 'String', alias: 'String', status: 'Int: 1 authorized' }) }),
});
const ActionResult = builder.objectRef<{ id: number; status: string; orderId: number | null; orderStatus: string | null }>('AfterSalesActionResult').implement({
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', status: 'String: The case status now' }),
    orderId: t.exposeInt('orderId', { nullable: true }),
    orderStatus: t.exposeString('orderStatus', { nullable: true, description: 'The local order status after the action' }),
  }),
});
const PullResult = pullResultTypes('AfterSales');

const Filter = plainInput('AfterSalesFilter', {
  kind: 'String!: cancellation, return or dispute',
  platform: 'String: ebay (default) or allegro',
  status: 'String',
  shopId: 'Int',
  keyword: 'String: Case id, marketplace order number or buyer (contains)',
  deadlineWithinHours: 'Int: Only cases due within this many hours from now (overdue included)',
});
type FilterArgs = { kind: string; platform?: string; status?: string; shopId?: number; keyword?: string; deadlineWithinHours?: number };
const toFilter = (f: FilterArgs): service.AfterSalesFilter => ({
  kind: f.kind as AfterSalesKind,
  platform: f.platform,
  status: f.status,
  shopId: f.shopId,
  keyword: f.keyword,
  deadlineBefore: f.deadlineWithinHours != null ? new Date(Date.now() + f.deadlineWithinHours * 3_600_000) : null,
});

const ActionInput = plainInput('AfterSalesActionInput', {
  id: 'Int!: The case',
  action: 'String!: accept, refuse, approve, sendLabel, refund or reply (the state machine decides which are allowed)',
  text: 'String: The reply (required to reply), the reason (required to refuse), else a note',
  amount: "String: A refund's amount (default the case amount, never more)",
});

builder.queryFields((t) => ({
  afterSalesCases: t.field({
    type: CasePage,
    ...readingCmd,
    description: 'The cases of one screen (kind + marketplace; needs its page), nearest deadline first',
    args: {
      filter: t.arg({ type: Filter, required: true }),
      offset: t.arg.int({ description: 'Rows to skip (default 0)' }),
      limit: t.arg.int({ description: 'Rows of the page (default 20, at most 100)' }),
    },
    resolve: (_r, a, ctx) => service.listAfterSalesCases(ctx, toFilter(compact(a.filter) as FilterArgs), { offset: a.offset, limit: a.limit }),
  }),
  afterSalesStatusCounts: t.field({
    type: StatusCounts,
    ...readingCmd,
    description: "Cases per status for the screen's tabs (the filter without its status)",
    args: { filter: t.arg({ type: Filter, required: true }) },
    resolve: (_r, a, ctx) => service.afterSalesStatusCounts(ctx, toFilter(compact(a.filter) as FilterArgs)),
  }),
  afterSalesCase: t.field(
    commandsOn(CaseRef).byId(readingCmd, service.afterSalesCase, 'One case with its history (needs the page of its kind and marketplace)'),
  ),
  afterSalesShops: t.field(
    commandsOn([ShopOption]).byArgs(
      readingCmd,
      { kind: 'String!', platform: 'String: ebay (default) or allegro' },
      service.afterSalesShops,
      "The caller's shops of a screen's marketplace (its shop filter)",
    ),
  ),
}));

builder.mutationFields((t) => ({
  afterSalesAction: t.field(
    commandsOn(ActionResult).byInput(
      actingCmd,
      ActionInput,
      (ctx, input) => service.actOnAfterSalesCase(ctx, input),
      'A seller action on a case, sent to the marketplace first (needs the .handle of its page); an accepted cancellation cancels the order and releases its stock, a refund marks a shipped order refunded',
    ),
  ),
  pullAfterSales: t.field(
    commandsOn(PullResult).byArgs(
      actingCmd,
      {
        kind: 'String!',
        platform: 'String: ebay (default) or allegro',
        shopId: 'Int: One shop; none: every authorized shop of the marketplace the caller may see',
      },
      (ctx, a) => service.pullAfterSalesNow(ctx, a),
      "Pulls the marketplace's cases now (needs the .handle of the screen's page)",
    ),
  ),
}));
