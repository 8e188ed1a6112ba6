/** Test data and msw handlers for the order and pairing screens' tests. */
import { graphql, HttpResponse, server } from '../../test/server';
import { connection, mockPickers } from '../inventory/testing';
import { channelOption } from '../logistics/fixtures';
import type { OrderDetail, OrderRow } from './hooks';

export function orderRow(overrides: Partial<OrderRow> = {}): OrderRow {
  return {
    __typename: 'Order',
    id: 1,
    orderNo: 'SO-0001',
    platformOrderNo: '12-34567-89012',
    source: 'pull',
    status: 'processing',
    abnormalReason: '',
    shopId: 3,
    shopName: 'eBay 美国店',
    platformType: 1,
    buyerAccount: 'buyer_1',
    buyerName: 'John Smith',
    country: 'US',
    currency: 'USD',
    totalAmount: '25.90',
    orderedAt: '2026-11-20T08:00:00.000Z',
    shipBy: '2026-11-22T08:00:00.000Z',
    cancelRequested: false,
    matched: true,
    warehouseId: null,
    warehouseName: '',
    logisticsChannelId: null,
    logisticsChannelName: '',
    trackingNo: '',
    preShippedAt: null,
    trackingUploadedAt: null,
    estimatedFreight: null,
    items: [
      { __typename: 'OrderItem', id: 11, platformSku: 'EB-CUP-RED', title: 'Red cup', image: '', quantity: 3, skuId: 101, sku: 'CUP-RED', isGift: false },
    ],
    ...overrides,
  };
}

export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const row = orderRow();
  return {
    ...row,
    heldFromStatus: '',
    buyerEmail: 'john@example.com',
    buyerPhone: '+1 555-0100',
    state: 'CA',
    city: 'San Jose',
    postcode: '95101',
    address1: '1 Main St',
    address2: '',
    itemsTotal: '25.90',
    shippingFee: '0.00',
    discount: '0.00',
    paidAt: '2026-11-20T08:05:00.000Z',
    shippedAt: null,
    estimatedWeight: 300,
    weight: 0,
    buyerNote: '',
    sellerNote: '',
    tags: [],
    parentId: null,
    mergedIntoId: null,
    items: [
      {
        __typename: 'OrderItem',
        id: 11,
        platformSku: 'EB-CUP-RED',
        title: 'Red cup',
        image: '',
        quantity: 3,
        unitPrice: '5.30',
        skuId: 101,
        sku: 'CUP-RED',
        skuName: '红色杯子',
        matchedBy: 'sku',
        unitsPerItem: 1,
        allocated: 0,
        isGift: false,
      },
      {
        __typename: 'OrderItem',
        id: 12,
        platformSku: 'EB-BOX',
        title: 'Box',
        image: '',
        quantity: 1,
        unitPrice: '10.00',
        skuId: 102,
        sku: 'BOX',
        skuName: '礼盒',
        matchedBy: 'sku',
        unitsPerItem: 1,
        allocated: 0,
        isGift: false,
      },
    ],
    history: [
      {
        __typename: 'OrderHistory',
        id: 1,
        action: 'create',
        fromStatus: '',
        toStatus: 'processing',
        text: '订单已创建（从平台拉取）',
        operatorName: '',
        createdAt: '2026-11-20T08:00:00.000Z',
      },
    ],
    ...overrides,
  } as OrderDetail;
}

export const SHOPS = [
  { __typename: 'ShopOption', id: 3, platformType: 1, shopName: 'eBay 美国店', alias: '', status: 1 },
  { __typename: 'ShopOption', id: 4, platformType: 11, shopName: 'Shopee MY', alias: '', status: 1 },
];

/** Pickers, shops and channels every order screen loads. */
export function mockOrderPickers() {
  mockPickers();
  server.use(
    graphql.query('OrderShopOptions', () => HttpResponse.json({ data: { shopOptions: SHOPS } })),
    graphql.query('LogisticsChannelOptions', () =>
      HttpResponse.json({
        data: {
          logisticsChannelOptions: [channelOption({ id: 7, name: '云途专线', type: 'custom', maxWeight: 0, usesNumberPool: true })],
        },
      }),
    ),
  );
}

/** The list and the counts; returns the variables of every list request. */
export function mockOrders(nodes: OrderRow[], counts: Record<string, number> = {}, reasonCounts: Record<string, number> = {}) {
  const calls: Record<string, unknown>[] = [];
  const countCalls: Record<string, unknown>[] = [];
  const reasonCalls: Record<string, unknown>[] = [];
  mockOrderPickers();
  server.use(
    graphql.query('AbnormalReasonCounts', ({ variables }) => {
      reasonCalls.push(variables);
      return HttpResponse.json({
        data: { abnormalReasonCounts: Object.entries(reasonCounts).map(([reason, count]) => ({ __typename: 'AbnormalReasonCount', reason, count })) },
      });
    }),
    graphql.query('Orders', ({ variables }) => {
      calls.push(variables);
      return HttpResponse.json({ data: { orders: connection('QueryOrdersConnection', nodes) } });
    }),
    graphql.query('OrderStatusCounts', ({ variables }) => {
      countCalls.push(variables);
      return HttpResponse.json({
        data: { orderStatusCounts: Object.entries(counts).map(([status, count]) => ({ __typename: 'OrderStatusCount', status, count })) },
      });
    }),
  );
  return { calls, countCalls, reasonCalls };
}
