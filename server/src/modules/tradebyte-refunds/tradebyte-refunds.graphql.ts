// GraphQL of /tradebyteRefund (issue 8): Tradebyte return requests, their status counts for the
// tabs, and the batch refund / refuse. The list's filter is the dashboard card's filter.
import { builder } from '../../graphql/builder';
import { command, exposeFields, nameFields, op } from '../../graphql/fields';
import { OrderStatusEnum } from '../../graphql/enums';
import { compact, plainInput } from '../../graphql/inputs';
import type { RequestContext } from '../../platform/context';
import { loadUserName, requestLoader } from '../../platform/lookups';
import { loadShopName } from '../orders/orders.lookups';
import * as refunds from './tradebyte-refunds.service';

const Filter = plainInput('TradebyteRefundFilter', {
  status: 'Int: 1 to be processed, 2 refunded, 3 refused; unset: all',
  shopId: 'Int',
  keyword: 'String: Return number, marketplace order number or marketplace SKU (contains)',
  requestedFrom: 'DateTime',
  requestedTo: 'DateTime',
});

function loadOrderBrief(ctx: RequestContext, id: number) {
  return requestLoader<number, { id: number; orderNo: string; status: string }>(ctx, 'tradebyteRefundOrder', async (ids) => {
    const rows = await ctx.db.order.findMany({ where: { id: { in: [...ids] } }, select: { id: true, orderNo: true, status: true } });
    return ids.map((i) => rows.find((r) => r.id === i) ?? null);
  }).load(id);
}

const OrderBrief = builder.objectRef<{ id: number; orderNo: string; status: string }>('TradebyteRefundOrder').implement({
  fields: (t) => ({ id: t.exposeInt('id'), orderNo: t.exposeString('orderNo'), status: t.expose('status', { type: OrderStatusEnum }) }),
});

const Refund = builder.objectRef<refunds.TradebyteRefundRow>('TradebyteRefund').implement({
  description: 'A return request of a Tradebyte shop',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', shopId: 'Int' }),
    ...nameFields(t, { shopName: ['shopId', loadShopName] }),
    orderId: t.exposeInt('orderId', { nullable: true, description: 'The local order of the same marketplace order number' }),
    order: t.field({
      type: OrderBrief,
      nullable: true,
      resolve: (r, _a, ctx) => (r.orderId ? loadOrderBrief(ctx, r.orderId) : null),
    }),
    ...exposeFields(t, { platformOrderNo: 'String', returnNo: 'String', platformSku: 'String', title: 'String', quantity: 'Int' }),
    amount: t.field({ type: 'Decimal', resolve: (r) => r.amount.toFixed(2) }),
    ...exposeFields(t, {
      currency: 'String',
      reason: 'String',
      status: 'Int: 1 to be processed, 2 refunded, 3 refused',
      remark: 'String',
      requestedAt: 'DateTime',
      handledAt: 'DateTime?',
    }),
    handledBy: t.string({ description: 'Name of who handled it', resolve: (r, _a, ctx) => loadUserName(ctx, r.handledBy) }),
  }),
});

const RefundPage = builder.objectRef<{ totalCount: number; nodes: refunds.TradebyteRefundRow[] }>('TradebyteRefundPage').implement({
  fields: (t) => ({ totalCount: t.exposeInt('totalCount'), nodes: t.field({ type: [Refund], resolve: (p) => p.nodes }) }),
});
const StatusCounts = builder.objectRef<Awaited<ReturnType<typeof refunds.tradebyteRefundStatusCounts>>>('TradebyteRefundStatusCounts').implement({
  fields: (t) => ({ pending: t.exposeInt('pending'), refunded: t.exposeInt('refunded'), refused: t.exposeInt('refused'), all: t.exposeInt('all') }),
});
const HandleResult = builder.objectRef<{ ids: number[]; refundedOrderIds: number[] }>('TradebyteRefundHandleResult').implement({
  fields: (t) => ({
    ...exposeFields(t, {
      ids: 'Int[]: The returns handled',
      refundedOrderIds: 'Int[]: Local orders marked refunded (the refunded returns cover the whole order)',
    }),
  }),
});

const HandleInput = plainInput('TradebyteRefundHandleInput', {
  ids: 'Int[]!: At most 100 returns, all to be processed',
  action: 'String!: refund or refuse',
  remark: 'String: Required to refuse',
});

const ShopOption = builder.objectRef<{ id: number; shopName: string; alias: string }>('TradebyteShopOption').implement({
  fields: (t) => ({ id: t.exposeInt('id'), shopName: t.exposeString('shopName'), alias: t.exposeString('alias') }),
});

builder.queryFields((t) => ({
  tradebyteShops: t.field({
    type: [ShopOption],
    authScopes: { permission: 'tradebyteRefund' },
    description: "The caller's Tradebyte shops (the /tradebyteRefund shop filter)",
    resolve: (_r, _a, ctx) => refunds.tradebyteShops(ctx),
  }),
  tradebyteRefunds: t.field({
    type: RefundPage,
    ...command('tradebyteRefund'),
    description: '/tradebyteRefund: return requests, newest first',
    args: {
      filter: t.arg({ type: Filter }),
      offset: t.arg.int({ description: 'Rows to skip (default 0)' }),
      limit: t.arg.int({ description: 'Rows of the page (default 20, at most 100)' }),
    },
    resolve: (_r, a, ctx) => refunds.listTradebyteRefunds(ctx, compact(a.filter ?? {}), { offset: a.offset, limit: a.limit }),
  }),
  tradebyteRefundStatusCounts: t.field({
    type: StatusCounts,
    ...command('tradebyteRefund'),
    description: 'Returns per status for the tabs (the filter without its status)',
    args: { filter: t.arg({ type: Filter }) },
    resolve: (_r, a, ctx) => refunds.tradebyteRefundStatusCounts(ctx, compact(a.filter ?? {})),
  }),
}));

builder.mutationFields((t) => ({
  handleTradebyteRefunds: t.field({
    type: HandleResult,
    ...command('tradebyteRefund.handle', { operateModule: 'tradebyteRefund' }),
    ...op.byInput(
      HandleInput,
      refunds.handleTradebyteRefunds,
      'Refunds or refuses return requests, all or none (a refund marks a shipped order refunded when the returns cover it)',
    ),
  }),
}));
