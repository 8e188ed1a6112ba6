import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { businessError, connectionOf, mockGraphql, refusal } from '../../test/graphql';
import { renderPage } from '../../test/renderPage';
import { mockPickers } from '../inventory/testing';
import { itShowsErrorThenEmpty } from '../../test/listStates';
import type { SheinDeliveryOrdersQuery, SheinPurchaseOrdersQuery } from './shein.generated';
import { SheinDeliveryOrdersPage, SheinPurchaseOrdersPage } from './index';
import { findRow, getRow, expectTexts } from '../../test/rows';
import { fixture } from '../../test/fixtures';
import type { NodeOf } from '../../ui/resource';

type OrderNode = NodeOf<SheinPurchaseOrdersQuery['sheinPurchaseOrders']>;
type DeliveryNode = NodeOf<SheinDeliveryOrdersQuery['sheinDeliveryOrders']>;
const ALL = ['sheinPurchaseOrders', 'sheinPurchaseOrders.handle', 'sheinDeliveryOrders', 'sheinDeliveryOrders.update'];

const order = fixture<OrderNode>({
  __typename: 'SheinPurchaseOrder',
  id: 1,
  shopId: 9,
  shopName: 'SHEIN 店',
  orderNo: 'SHEIN0009-1',
  status: 'placed',
  merchantType: 'semiManaged',
  address: 'SHEIN Foshan warehouse',
  orderQuantity: 15,
  placedAt: '2026-11-02T08:00:00.000Z',
  requiredAt: null,
  acceptedAt: null,
  rejectReason: '',
  providerMessage: '',
  lines: [{ __typename: 'SheinPurchaseOrderLine', id: 11, sheinSku: 'sxCUP', supplierSku: 'CUP', skuId: 101, title: 'Cup', quantity: 15 }],
  delivery: null,
});
const orders = [
  order(),
  order({ id: 2, orderNo: 'SHEIN0009-2', status: 'accepted' }),
  order({ id: 3, orderNo: 'SHEIN0009-3', providerMessage: 'order is locked' }),
  order({ id: 4, orderNo: 'SHEIN0009-4', status: 'cancelled' }),
];

function mockOrders(nodes: OrderNode[]) {
  mockPickers();
  return mockGraphql({
    SheinPurchaseOrders: {
      ...connectionOf('sheinPurchaseOrders', nodes),
      sheinPurchaseOrderStatusCounts: ['placed', 'accepted', 'delivering', 'delivered', 'cancelled', 'rejected'].map((status) => ({
        __typename: 'SheinOrderStatusCount',
        status,
        count: nodes.filter((n) => n.status === status).length,
      })),
    },
    SheinShops: { sheinShops: [{ __typename: 'SheinShopOption', id: 9, shopName: 'SHEIN 店', alias: '', status: 1 }] },
  }).SheinPurchaseOrders;
}

const delivery = fixture<DeliveryNode>({
  __typename: 'SheinDeliveryOrder',
  id: 5,
  shopName: 'SHEIN 店',
  purchaseOrderId: 2,
  orderNo: 'SHEIN0009-2',
  deliveryNo: 'FH00092',
  status: 'created',
  deliveryMethod: 'express',
  warehouseName: '深圳仓',
  expressCompany: '顺丰',
  trackingNo: 'SF123',
  pickupTime: null,
  fleetCode: '',
  address: 'SHEIN Foshan warehouse',
  shipQuantity: 15,
  packageCount: 2,
  totalWeight: '3.75',
  packageWeights: ['2.500', '1.250'],
  providerMessage: '',
  deliveredAt: null,
  createdAt: '2026-11-03T08:00:00.000Z',
});

function mockDeliveries(nodes: DeliveryNode[]) {
  mockPickers();
  return mockGraphql({
    SheinDeliveryOrders: {
      ...connectionOf('sheinDeliveryOrders', nodes),
      sheinDeliveryOrderStatusCounts: ['created', 'delivered', 'cancelled'].map((status) => ({
        __typename: 'SheinDeliveryStatusCount',
        status,
        count: nodes.filter((n) => n.status === status).length,
      })),
    },
    SheinShops: { sheinShops: [] },
  }).SheinDeliveryOrders;
}

describe('SheinPurchaseOrdersPage', () => {
  const open = (permissions = ALL) => renderPage(<SheinPurchaseOrdersPage />, { path: '/sheinPurchaseOrders', permissions });

  it('lists orders with tabs and only the actions each status allows, and SHEIN’s message', async () => {
    mockOrders(orders);
    open();
    const placed = await findRow('SHEIN0009-1');
    expect(within(placed).getByRole('button', { name: '接单 SHEIN0009-1' })).toBeInTheDocument();
    expect(within(placed).getByRole('button', { name: '拒单 SHEIN0009-1' })).toBeInTheDocument();
    expect(within(placed).queryByRole('button', { name: '创建发货单 SHEIN0009-1' })).not.toBeInTheDocument();
    const accepted = getRow('SHEIN0009-2');
    expect(within(accepted).getByRole('button', { name: '创建发货单 SHEIN0009-2' })).toBeInTheDocument();
    expect(within(accepted).queryByRole('button', { name: '接单 SHEIN0009-2' })).not.toBeInTheDocument();
    expect(getRow('SHEIN0009-3')).toHaveTextContent('SHEIN：order is locked');
    const cancelled = getRow('SHEIN0009-4');
    expect(within(cancelled).queryByRole('button', { name: /接单|拒单|创建发货单/ })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已下单（2）' })).toBeInTheDocument();
  });

  itShowsErrorThenEmpty('SheinPurchaseOrders', open, () => mockOrders([]), '还没有 SHEIN 备货单，请先拉取', mockPickers);

  it("says SHEIN's refusal of an accept", async () => {
    const user = userEvent.setup();
    mockOrders(orders);
    const { AcceptSheinOrder: accepts } = mockGraphql({
      AcceptSheinOrder: refusal('acceptSheinOrder', businessError('SHEIN 拒绝：order is locked', 'shein.providerFailed')),
    });
    open();
    const placed = await findRow('SHEIN0009-1');
    await user.click(within(placed).getByRole('button', { name: '接单 SHEIN0009-1' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: /确定|确认|接单/ }));
    expect(await screen.findByText('SHEIN 拒绝：order is locked')).toBeInTheDocument();
    expect(accepts).toEqual([{ id: 1 }]);
  });
});

describe('SheinDeliveryOrdersPage', () => {
  const open = (permissions = ALL) => renderPage(<SheinDeliveryOrdersPage />, { path: '/sheinDeliveryOrders', permissions });

  it('lists delivery orders; only a created one can be delivered', async () => {
    mockDeliveries([delivery(), delivery({ id: 6, deliveryNo: 'FH00093', status: 'delivered' })]);
    open();
    const created = await findRow('FH00092');
    expectTexts(created, '2 / 3.750 kg', '顺丰 SF123');
    expect(within(created).getByRole('button', { name: '发货 FH00092' })).toBeInTheDocument();
    const done = getRow('FH00093');
    expect(within(done).queryByRole('button', { name: '发货 FH00093' })).not.toBeInTheDocument();
    expect(within(done).getByRole('button', { name: '打印箱唛 FH00093' })).toBeInTheDocument();
  });

  it('hides deliver without sheinDeliveryOrders.update', async () => {
    mockDeliveries([delivery()]);
    open(['sheinDeliveryOrders']);
    const created = await findRow('FH00092');
    expect(within(created).queryByRole('button', { name: '发货 FH00092' })).not.toBeInTheDocument();
  });
});
