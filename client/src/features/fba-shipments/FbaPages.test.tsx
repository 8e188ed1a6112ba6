import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { businessError, connectionOf, mockGraphql, refusal, success } from '../../test/graphql';
import { renderPage } from '../../test/renderPage';
import { itShowsErrorThenEmpty } from '../../test/listStates';
import type { FbaShipmentsQuery } from './fbaShipments.generated';
import { parseSkusParam } from './FbaManualRestockPage';
import { FbaCargoManagementPage, FbaManualRestockPage } from './index';
import { findRow, getRow, expectTexts } from '../../test/rows';
import { retype } from '../../test/forms';
import { fixture } from '../../test/fixtures';
import type { NodeOf } from '../../ui/resource';

type Node = NodeOf<FbaShipmentsQuery['fbaShipments']>;
const ALL = [
  'fbaWarehouseCargoManagement',
  'fbaWarehouseCargoManagement.update',
  'fbaWarehouseCargoManagement.sync',
  'fbaWarehouseManualRestock',
  'fbaWarehouseManualRestock.create',
];
const STATUSES = ['draft', 'planned', 'packed', 'shipped', 'markedShipped', 'inTransit', 'receiving', 'closed', 'cancelled'];

const shipment = fixture<Node>({
  __typename: 'FbaShipment',
  id: 1,
  shipmentNo: 'FBA20261129000001',
  name: 'Restock',
  status: 'planned',
  shopId: 3,
  shopName: 'Amazon US',
  sourceWarehouseId: 1,
  sourceWarehouseName: '深圳仓',
  fbaWarehouseId: 2,
  fbaWarehouseName: 'FBA US',
  amazonShipmentId: 'FBA15ABCDEFG',
  destinationFc: 'PHX7',
  amazonStatus: 'WORKING',
  carrier: '',
  trackingNo: '',
  remark: '',
  providerMessage: '',
  creatorName: 'boss',
  plannedAt: '2026-11-29T08:00:00.000Z',
  packedAt: null,
  shippedAt: null,
  markedShippedAt: null,
  syncedAt: null,
  closedAt: null,
  cancelledAt: null,
  createdAt: '2026-11-29T08:00:00.000Z',
  totalQuantity: 10,
  totalReceived: 0,
  lines: [{ __typename: 'FbaShipmentLine', id: 11, skuId: 101, sku: 'CUP', productName: 'Cup', quantity: 10, receivedQuantity: 0, unitCost: '2.0000' }],
  boxes: [],
});
const OPTIONS = {
  fbaShipmentOptions: {
    __typename: 'FbaShipmentOptions',
    shops: [{ __typename: 'FbaShipmentShopOption', id: 3, name: 'Amazon US', site: 'US', authorized: true }],
    sourceWarehouses: [{ __typename: 'FbaShipmentOption', id: 1, name: '深圳仓' }],
    fbaWarehouses: [{ __typename: 'FbaShipmentOption', id: 2, name: 'FBA US' }],
    connector: 'sandbox',
  },
};

function mockList(nodes: Node[]) {
  return mockGraphql({
    FbaShipments: {
      ...connectionOf('fbaShipments', nodes),
      fbaShipmentStatusCounts: STATUSES.map((status) => ({
        __typename: 'FbaShipmentStatusCount',
        status,
        count: nodes.filter((n) => n.status === status).length,
      })),
    },
    FbaShipmentOptions: OPTIONS,
  }).FbaShipments;
}

describe('FbaCargoManagementPage', () => {
  const open = (permissions = ALL) => renderPage(<FbaCargoManagementPage />, { path: '/fbaWarehouseCargoManagement', permissions });

  it("lists shipments with status tabs, only the actions each status allows, and Amazon's message", async () => {
    mockList([
      shipment(),
      shipment({ id: 2, shipmentNo: 'FBA-2', status: 'packed' }),
      shipment({ id: 3, shipmentNo: 'FBA-3', status: 'markedShipped', carrier: 'UPS', trackingNo: '1Z1' }),
      shipment({ id: 4, shipmentNo: 'FBA-4', status: 'draft', amazonShipmentId: '', providerMessage: 'service unavailable' }),
      shipment({ id: 5, shipmentNo: 'FBA-5', status: 'closed', totalReceived: 10 }),
    ]);
    open();
    const planned = await findRow('FBA20261129000001');
    expect(within(planned).getByRole('button', { name: '装箱 FBA20261129000001' })).toBeInTheDocument();
    expect(within(planned).getByRole('button', { name: '取消货件 FBA20261129000001' })).toBeInTheDocument();
    expect(within(planned).queryByRole('button', { name: '发货 FBA20261129000001' })).not.toBeInTheDocument();
    const packed = getRow('FBA-2');
    expect(within(packed).getByRole('button', { name: '发货 FBA-2' })).toBeInTheDocument();
    const marked = getRow('FBA-3');
    expect(within(marked).getByRole('button', { name: '同步 FBA-3' })).toBeInTheDocument();
    expect(within(marked).queryByRole('button', { name: '取消货件 FBA-3' })).not.toBeInTheDocument();
    const draft = getRow('FBA-4');
    expect(draft).toHaveTextContent('亚马逊：service unavailable');
    expect(within(draft).getByRole('button', { name: '重新创建计划 FBA-4' })).toBeInTheDocument();
    const closed = getRow('FBA-5');
    expect(closed).toHaveTextContent('10 / 10');
    expect(within(closed).queryByRole('button', { name: /同步|发货|装箱|取消货件/ })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已创建计划（1）' })).toBeInTheDocument();
  });

  it('hides the actions without the permissions', async () => {
    mockList([shipment()]);
    open(['fbaWarehouseCargoManagement']);
    const planned = await findRow('FBA20261129000001');
    expect(within(planned).queryByRole('button', { name: /装箱|取消货件/ })).not.toBeInTheDocument();
  });

  itShowsErrorThenEmpty(
    'FbaShipments',
    open,
    () => mockList([]),
    '还没有 FBA 货件，请在“FBA 手动补货”创建',
    () => mockGraphql({ FbaShipmentOptions: OPTIONS }),
  );

  it("syncs a row and shows Amazon's refusal", async () => {
    const user = userEvent.setup();
    mockList([shipment({ status: 'inTransit' })]);
    const { SyncFbaShipment: syncs } = mockGraphql({
      SyncFbaShipment: refusal('syncFbaShipment', businessError('亚马逊拒绝：service unavailable', 'fbaShipment.providerFailed')),
    });
    open();
    const row = await findRow('FBA20261129000001');
    await user.click(within(row).getByRole('button', { name: '同步 FBA20261129000001' }));
    expect(await screen.findByText('亚马逊拒绝：service unavailable')).toBeInTheDocument();
    expect(syncs).toEqual([{ id: 1 }]);
  });

  it('packs in the kit box editor: refuses more than the shipment before sending, then saves one box', async () => {
    const user = userEvent.setup();
    mockList([shipment()]);
    const { PackFbaShipment: packs } = mockGraphql({ PackFbaShipment: success('packFbaShipment', shipment({ status: 'packed' })) });
    open();
    const row = await findRow('FBA20261129000001');
    await user.click(within(row).getByRole('button', { name: '装箱 FBA20261129000001' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('SKU CUP：已装 10 / 10')).toBeInTheDocument();
    for (const [label, value] of [
      ['重量 kg', '12.5'],
      ['长 cm', '60'],
      ['宽 cm', '40'],
      ['高 cm', '40'],
    ] as const) {
      await user.type(within(dialog).getByRole('textbox', { name: label }), value);
    }
    const qty = within(dialog).getByRole('textbox', { name: '数量' });
    await retype(user, qty, '11');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText(/请检查/)).toBeInTheDocument();
    expect(packs).toHaveLength(0);
    await retype(user, qty, '10');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(packs).toEqual([
        { input: { id: 1, boxes: [{ boxNo: 1, name: '', weight: 12.5, length: 60, width: 40, height: 40, items: [{ skuId: 101, quantity: 10 }] }] } },
      ]),
    );
  });

  it('opens the details with lines and boxes', async () => {
    const user = userEvent.setup();
    mockList([
      shipment({
        status: 'packed',
        boxes: [
          {
            __typename: 'FbaShipmentBox',
            id: 7,
            boxNo: 1,
            boxCode: 'FBA15ABCDEFGU000001',
            weight: '12.500',
            length: '60.0',
            width: '40.0',
            height: '40.0',
            items: [{ __typename: 'FbaShipmentBoxItem', id: 8, skuId: 101, sku: 'CUP', quantity: 10 }],
          },
        ],
      }),
    ]);
    open();
    const row = await findRow('FBA20261129000001');
    await user.click(within(row).getByRole('button', { name: '详情 FBA20261129000001' }));
    const dialog = await screen.findByRole('dialog');
    expectTexts(dialog, 'FBA15ABCDEFGU000001', '60.0 × 40.0 × 40.0', '亚马逊货件 FBA15ABCDEFG · 目的仓 PHX7');
  });
});

describe('FbaManualRestockPage', () => {
  it('reads the ?skus= link', () => {
    expect(parseSkusParam('CUP:10, BOX ,KIT:x,A:B:3')).toEqual([
      { code: 'CUP', quantity: 10 },
      { code: 'BOX', quantity: 1 },
      { code: 'KIT', quantity: 1 },
      { code: 'A:B', quantity: 3 },
    ]);
    expect(parseSkusParam(null)).toEqual([]);
  });

  it('prefills the SKUs of the link and offers the shops and warehouses', async () => {
    mockGraphql({
      FbaShipmentOptions: OPTIONS,
      SkuOptions: { skuOptions: [{ __typename: 'SkuOption', id: 101, sku: 'CUP', productName: 'Cup', image: '', isCombo: false, available: 40 }] },
    });
    renderPage(<FbaManualRestockPage />, { path: '/fbaWarehouseManualRestock?skus=CUP:12', permissions: ALL });
    expect(await screen.findByRole('option', { name: 'Amazon US (US)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'FBA US' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('12')).toBeInTheDocument();
    expect(screen.getByText('CUP')).toBeInTheDocument();
  });

  it('creates the plan from the linked SKUs and says what Amazon answered', async () => {
    const user = userEvent.setup();
    const { CreateFbaShipment: creates } = mockGraphql({
      FbaShipmentOptions: OPTIONS,
      SkuOptions: { skuOptions: [{ __typename: 'SkuOption', id: 101, sku: 'CUP', productName: 'Cup', image: '', isCombo: false, available: 40 }] },
      CreateFbaShipment: success('createFbaShipment', shipment({ totalQuantity: 12 })),
    });
    renderPage(<FbaManualRestockPage />, {
      path: '/fbaWarehouseManualRestock?skus=CUP:12&shopId=3&sourceWarehouseId=1&fbaWarehouseId=2',
      permissions: ALL,
    });
    await screen.findByDisplayValue('12');
    await user.click(screen.getByRole('button', { name: '创建货件计划' }));
    expect(await screen.findAllByText('已创建货件 FBA20261129000001：亚马逊货件 FBA15ABCDEFG，目的仓 PHX7')).not.toHaveLength(0);
    expect(creates).toEqual([{ input: { shopId: 3, sourceWarehouseId: 1, fbaWarehouseId: 2, name: '', remark: '', lines: [{ skuId: 101, quantity: 12 }] } }]);
  });

  it('warns when the company has no FBA warehouse', async () => {
    mockGraphql({ FbaShipmentOptions: { fbaShipmentOptions: { ...OPTIONS.fbaShipmentOptions, fbaWarehouses: [] } } });
    renderPage(<FbaManualRestockPage />, { path: '/fbaWarehouseManualRestock', permissions: ALL });
    expect(await screen.findByText('没有 FBA 仓，请先在仓库管理中添加类型为 FBA 的仓库')).toBeInTheDocument();
  });
});
