// /overseasWarehouseInventory and /overseasWarehouseInventoryDetails (issue 23 item 5): the provider's
// figures beside the ledger's with the difference flagged, unmapped provider SKUs, sync, filters and
// pages, the details' age bands and lots, and the loading, empty, error and not-found states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { connectionOf, mockFailing, mockGraphql, success } from '../../test/graphql';
import { expectRetry, itShowsErrorThenEmpty } from '../../test/listStates';
import { renderPage } from '../../test/renderPage';
import { OverseasInventoryDetailsPage, OverseasInventoryPage } from './index';
import { findRow, getRow, expectTexts } from '../../test/rows';

const row = (over: Record<string, unknown> = {}) => ({
  __typename: 'OverseasInventoryRow',
  warehouseId: 5,
  warehouseName: 'LA overseas',
  providerWarehouseId: 3,
  providerWarehouseCode: 'USWE',
  authorizationName: 'Goodcang US',
  providerName: '谷仓海外仓',
  skuId: 21,
  sku: 'BOX',
  productName: 'Gift set',
  image: '',
  providerSku: 'BOX',
  mapped: true,
  providerAvailable: 28,
  providerReserved: 2,
  providerInTransit: 5,
  providerOnHand: 30,
  ledgerQuantity: 33,
  ledgerOccupied: 0,
  ledgerInTransit: 0,
  difference: -3,
  flagged: true,
  syncedAt: '2026-11-27T08:00:00.000Z',
  ...over,
});
const ROWS = [
  row(),
  row({ skuId: 20, sku: 'CUP', providerSku: 'CUP', providerAvailable: 33, providerReserved: 0, providerOnHand: 33, difference: 0, flagged: false }),
  row({ skuId: null, sku: '', productName: '', providerSku: 'SBX-USWE-01', mapped: false, providerOnHand: 8, ledgerQuantity: 0, difference: 8 }),
];
const WAREHOUSES = {
  overseasInventoryWarehouses: [
    {
      __typename: 'OverseasProviderWarehouse',
      id: 3,
      code: 'USWE',
      name: 'Goodcang US West',
      warehouseId: 5,
      warehouseName: 'LA overseas',
      authorizationName: 'Goodcang US',
      authorizationStatus: 'activated',
      available: true,
      inventorySyncedAt: '2026-11-27T08:00:00.000Z',
      inventoryCount: 4,
    },
  ],
};
const ALL = ['overseasWarehouseInventory', 'overseasWarehouseInventory.sync'];

describe('/overseasWarehouseInventory', () => {
  it('shows the provider beside the ledger, flags the difference, lists unmapped provider SKUs and links to the details', async () => {
    mockGraphql({ OverseasWarehouseInventory: connectionOf('overseasWarehouseInventory', ROWS), OverseasInventoryWarehouses: WAREHOUSES });
    renderPage(<OverseasInventoryPage />, { path: '/overseasWarehouseInventory', permissions: ALL });
    const box = await findRow('BOX');
    expectTexts(box, 'LA overseas', '可用 28 · 占用 2');
    expect(within(box).getByText('-3')).toHaveAttribute('data-flagged', 'true');
    expect(within(box).getByRole('link', { name: '库龄明细 BOX' })).toHaveAttribute('href', '/overseasWarehouseInventoryDetails?warehouseId=5&skuId=21');
    const cup = getRow('CUP');
    expect(within(cup).queryByText('-3')).not.toBeInTheDocument();
    expect(cup.querySelector('[data-flagged]')).toBeNull();
    const unmapped = getRow('SBX-USWE-01');
    expect(within(unmapped).getByText('未匹配')).toBeInTheDocument();
    expect(within(unmapped).getByText('+8')).toBeInTheDocument();
    expect(within(unmapped).queryByRole('link')).not.toBeInTheDocument();
    // when each bound warehouse was last synced
    expect(screen.getByText(/LA overseas · USWE：.*同步，4 个 SKU/)).toBeInTheDocument();
  });

  it('a warehouse never synced shows no provider figures and no difference', async () => {
    mockGraphql({
      OverseasWarehouseInventory: connectionOf('overseasWarehouseInventory', [
        row({
          providerAvailable: null,
          providerReserved: null,
          providerInTransit: null,
          providerOnHand: null,
          difference: null,
          flagged: false,
          syncedAt: null,
        }),
      ]),
      OverseasInventoryWarehouses: {
        overseasInventoryWarehouses: [{ ...WAREHOUSES.overseasInventoryWarehouses[0], inventorySyncedAt: null, inventoryCount: 0 }],
      },
    });
    renderPage(<OverseasInventoryPage />, { path: '/overseasWarehouseInventory', permissions: ALL });
    const box = await findRow('BOX');
    expect(within(box).getByText('未同步')).toBeInTheDocument();
    expect(screen.getByText('LA overseas · USWE：尚未同步')).toBeInTheDocument();
  });

  it('syncs the only syncable warehouse without choosing it', async () => {
    const user = userEvent.setup();
    const calls = mockGraphql({
      OverseasWarehouseInventory: connectionOf('overseasWarehouseInventory', ROWS),
      OverseasInventoryWarehouses: WAREHOUSES,
      SyncOverseasInventory: success('syncOverseasInventory', {
        __typename: 'OverseasProviderWarehouse',
        id: 3,
        inventorySyncedAt: '2026-11-27T09:00:00.000Z',
        inventoryCount: 4,
      }),
    });
    renderPage(<OverseasInventoryPage />, { path: '/overseasWarehouseInventory', permissions: ALL });
    await screen.findByText('BOX');
    await waitFor(() => expect(screen.getByRole('combobox', { name: '选择海外仓' })).toHaveValue('3'));
    await user.click(screen.getByRole('button', { name: '同步库存' }));
    await waitFor(() => expect(calls.SyncOverseasInventory).toEqual([{ providerWarehouseId: 3 }]));
    expect(await screen.findByText('LA overseas · USWE 的库存已同步')).toBeInTheDocument();
  });

  it('filters by warehouse, SKU and only differences, and pages', async () => {
    const user = userEvent.setup();
    const calls = mockGraphql({
      OverseasWarehouseInventory: connectionOf('overseasWarehouseInventory', ROWS, 45),
      OverseasInventoryWarehouses: WAREHOUSES,
    });
    renderPage(<OverseasInventoryPage />, { path: '/overseasWarehouseInventory', permissions: ALL });
    await screen.findByText('BOX');
    expect(calls.OverseasWarehouseInventory[0]).toMatchObject({ first: 30, offset: 0 });
    const bar = screen.getByRole('search');
    await waitFor(() => expect(within(within(bar).getByLabelText('海外仓')).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(within(bar).getByLabelText('海外仓'), '5');
    await user.type(within(bar).getByLabelText('SKU'), 'box');
    await user.selectOptions(within(bar).getByLabelText('差异'), 'yes');
    await user.click(within(bar).getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(calls.OverseasWarehouseInventory.at(-1)).toMatchObject({ offset: 0, filter: { warehouseId: 5, keyword: 'box', onlyDifferences: true } }),
    );
    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(calls.OverseasWarehouseInventory.at(-1)).toMatchObject({ offset: 30, filter: { warehouseId: 5, onlyDifferences: true } }));
  });

  it('shows no sync to an account that may only look', async () => {
    mockGraphql({ OverseasWarehouseInventory: connectionOf('overseasWarehouseInventory', ROWS), OverseasInventoryWarehouses: WAREHOUSES });
    renderPage(<OverseasInventoryPage />, { path: '/overseasWarehouseInventory', permissions: ['overseasWarehouseInventory'] });
    await screen.findByText('BOX');
    expect(screen.queryByRole('button', { name: '同步库存' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '选择海外仓' })).not.toBeInTheDocument();
  });

  itShowsErrorThenEmpty(
    'OverseasWarehouseInventory',
    () => renderPage(<OverseasInventoryPage />, { path: '/overseasWarehouseInventory', permissions: ALL }),
    () => mockGraphql({ OverseasWarehouseInventory: connectionOf('overseasWarehouseInventory', []) }),
    '没有库存：先在海外仓授权页面绑定仓库，再同步库存',
    () => mockGraphql({ OverseasInventoryWarehouses: { overseasInventoryWarehouses: [] } }),
  );
});

const lot = (id: number, ageDays: number, band: string, quantityLeft: number) => ({
  __typename: 'OverseasInventoryLot',
  id,
  receivedAt: '2026-08-01T08:00:00.000Z',
  quantityIn: quantityLeft,
  quantityLeft,
  unitCost: '1.00',
  billNo: `IN-${id}`,
  ageDays,
  band,
});
const DETAILS = {
  overseasWarehouseInventoryDetails: {
    __typename: 'OverseasInventoryDetails',
    row: row({ skuId: 20, sku: 'CUP', providerSku: 'CUP', providerOnHand: 33, ledgerQuantity: 33, difference: 0, flagged: false }),
    bands: [
      { __typename: 'OverseasInventoryAgeBand', band: '0-30', quantity: 20, lots: 1 },
      { __typename: 'OverseasInventoryAgeBand', band: '30-60', quantity: 10, lots: 1 },
      { __typename: 'OverseasInventoryAgeBand', band: '60-90', quantity: 0, lots: 0 },
      { __typename: 'OverseasInventoryAgeBand', band: '90+', quantity: 3, lots: 1 },
    ],
    lots: [lot(1, 100, '90+', 3), lot(2, 45, '30-60', 10), lot(3, 0, '0-30', 20)],
  },
};
const DETAILS_PATH = '/overseasWarehouseInventoryDetails?warehouseId=5&skuId=20';

describe('/overseasWarehouseInventoryDetails', () => {
  it('shows the figures, the four age bands and the lots oldest first', async () => {
    const calls = mockGraphql({ OverseasWarehouseInventoryDetails: DETAILS });
    renderPage(<OverseasInventoryDetailsPage />, { path: DETAILS_PATH, permissions: ALL });
    const bands = await screen.findByRole('list', { name: '库龄分布' });
    expect(calls.OverseasWarehouseInventoryDetails).toEqual([{ warehouseId: 5, skuId: 20 }]);
    expect(
      within(bands)
        .getAllByRole('listitem')
        .map((b) => b.textContent),
    ).toEqual(['30 天以内20 件 · 1 批', '30–60 天10 件 · 1 批', '60–90 天0 件 · 0 批', '90 天以上3 件 · 1 批']);
    const rows = within(screen.getByRole('table', { name: '入库批次（先进先出）' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => within(r).getByText(/^IN-/).textContent)).toEqual(['IN-1', 'IN-2', 'IN-3']);
    expect(rows[0]).toHaveTextContent('90 天以上');
    expect(screen.getByText('CUP')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /返回海外仓库存/ })).toHaveAttribute('href', '/overseasWarehouseInventory');
  });

  it('a SKU without lots left says so', async () => {
    mockGraphql({
      OverseasWarehouseInventoryDetails: {
        overseasWarehouseInventoryDetails: {
          ...DETAILS.overseasWarehouseInventoryDetails,
          bands: DETAILS.overseasWarehouseInventoryDetails.bands.map((b) => ({ ...b, quantity: 0, lots: 0 })),
          lots: [],
        },
      },
    });
    renderPage(<OverseasInventoryDetailsPage />, { path: DETAILS_PATH, permissions: ALL });
    expect(await screen.findByText('该仓库没有这个 SKU 的剩余批次')).toBeInTheDocument();
  });

  it('not found (null, or no ids in the address) says so', async () => {
    mockGraphql({ OverseasWarehouseInventoryDetails: { overseasWarehouseInventoryDetails: null } });
    const { unmount } = renderPage(<OverseasInventoryDetailsPage />, { path: DETAILS_PATH, permissions: ALL });
    expect(await screen.findByText(/找不到这个 SKU 在该海外仓的库存/)).toBeInTheDocument();
    unmount();
    renderPage(<OverseasInventoryDetailsPage />, { path: '/overseasWarehouseInventoryDetails', permissions: ALL });
    expect(await screen.findByText(/找不到这个 SKU 在该海外仓的库存/)).toBeInTheDocument();
  });

  it('shows the loading state, then the error with retry', async () => {
    const user = userEvent.setup();
    const failing = mockFailing('OverseasWarehouseInventoryDetails', DETAILS);
    const { container } = renderPage(<OverseasInventoryDetailsPage />, { path: DETAILS_PATH, permissions: ALL });
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expectRetry(user, failing, 'IN-1', '库存明细加载失败');
  });
});
