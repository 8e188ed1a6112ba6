import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

// jsdom has no canvas: the report's chart is stood in for (see ui/Charts.test.tsx)
vi.mock('react-chartjs-2', () => import('../../test/charts').then((m) => m.chartStubs));
import { charts } from '../../test/charts';
import { graphql, HttpResponse, server } from '../../test/server';
import { fails, mockFailing, mockGraphql, mockOperation, success } from '../../test/graphql';
import { expectRetry } from '../../test/listStates';
import { renderPage } from '../../test/renderPage';
import { InventoryManagePage, InventoryManagementPage, SafetyStockPage, WarehouseStockReportPage } from './index';
import { connection, inventoryRow, mockPickers, type InventoryNode } from './testing';
import { openDialog } from '../../test/dialogs';
import { findRow, expectTexts } from '../../test/rows';
import { retype } from '../../test/forms';
import { search } from '../../test/filters';

const ALL = ['stock.move', 'stock.setSafe'];

function mockInventory(
  nodes: InventoryNode[] = [
    inventoryRow(),
    inventoryRow({ id: 2, skuId: 102, sku: 'BOX', productName: '礼盒', lowStock: false, abcClass: '', ageBand: null, ageDays: null }),
  ],
) {
  mockPickers();
  const calls = mockOperation<Record<string, unknown>>('Inventory', { inventory: connection('QueryInventoryConnection', nodes) });
  return calls;
}

describe('InventoryManagePage', () => {
  it('lists stock with available, safety stock, storage age, ABC and sales windows', async () => {
    const calls = mockInventory();
    renderPage(<InventoryManagePage />, { path: '/inventoryManage', permissions: ALL });
    const row = await findRow('CUP-RED');
    expect(row).toHaveTextContent('深圳仓');
    expect(within(row).getByText('低库存')).toBeInTheDocument();
    expectTexts(row, '60–90 天', '75 天', '3 / 8 / 15 / 26');
    expect(within(row).getByText('A')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ first: 30, offset: 0, filter: {} });
  });

  it('filters by ABC class, age band and low stock', async () => {
    const user = userEvent.setup();
    const calls = mockInventory();
    renderPage(<InventoryManagePage />, { path: '/inventoryManage', permissions: ALL });
    await screen.findByText('CUP-RED');
    await search(user, { 'SKU / 商品名称': 'cup', 'ABC 分类': 'A' });
    await waitFor(() => expect(calls.at(-1)!.filter).toEqual({ keyword: 'cup', abcClass: 'A' }));
  });

  it('shows the error state with retry', async () => {
    const user = userEvent.setup();
    mockPickers();
    const failing = mockFailing('Inventory', { inventory: connection('QueryInventoryConnection', [inventoryRow()]) });
    renderPage(<InventoryManagePage />, { path: '/inventoryManage', permissions: ALL });
    await expectRetry(user, failing, 'CUP-RED');
  });

  it('shows the empty state', async () => {
    mockInventory([]);
    renderPage(<InventoryManagePage />, { path: '/inventoryManage', permissions: ALL });
    expect(await screen.findByText('没有符合条件的库存')).toBeInTheDocument();
  });

  it('moves stock between locations; the server’s refusal is shown', async () => {
    const user = userEvent.setup();
    mockInventory();
    let refuse = true;
    const inputs = mockOperation(
      'MoveStockLocation',
      () => ({
        moveStockLocation: refuse
          ? { __typename: 'BusinessError', messageId: 'stock.locationShort', message: '库位 A-01 上的 CUP-RED 只有 3，不能移动 5' }
          : { __typename: 'MutationMoveStockLocationSuccess', data: { __typename: 'InventoryRow', id: 1, quantity: 61, occupied: 0, available: 61 } },
      }),
      'input',
    );
    renderPage(<InventoryManagePage />, { path: '/inventoryManage', permissions: ALL });
    const dialog = await openDialog(user, '移库 CUP-RED', '移库：CUP-RED（深圳仓）');

    await user.click(within(dialog).getByRole('button', { name: '移库' }));
    expect(inputs).toHaveLength(0);

    await waitFor(() => expect(within(dialog).getAllByRole('option', { name: 'A-01' }).length).toBeGreaterThan(0));
    const [from, to] = within(dialog).getAllByRole('combobox');
    await user.selectOptions(from!, '11');
    await user.selectOptions(to!, '11');
    await user.type(within(dialog).getByLabelText(/^数量/), '5');
    await user.click(within(dialog).getByRole('button', { name: '移库' }));
    expect(await within(dialog).findByText('目标库位不能与原库位相同')).toBeInTheDocument();
    expect(inputs).toHaveLength(0);

    await user.selectOptions(to!, '12');
    await user.click(within(dialog).getByRole('button', { name: '移库' }));
    expect(await screen.findByText('库位 A-01 上的 CUP-RED 只有 3，不能移动 5')).toBeInTheDocument();
    expect(inputs[0]).toEqual({ skuId: 101, warehouseId: 1, fromLocationId: 11, toLocationId: 12, quantity: 5 });

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: '移库' }));
    expect(await screen.findByText('已将 5 件 CUP-RED 移到 A-02')).toBeInTheDocument();
  });

  it('sets the safety stock of ticked rows; a negative value never reaches the server', async () => {
    const user = userEvent.setup();
    mockInventory();
    const inputs = mockOperation('SetSafetyStock', success('setSafetyStock', 2), 'input');
    renderPage(<InventoryManagePage />, { path: '/inventoryManage', permissions: ALL });
    await screen.findByText('CUP-RED');
    const table = screen.getByRole('table');
    for (const box of within(table).getAllByRole('checkbox').slice(1)) await user.click(box);
    const dialog = await openDialog(user, '设置安全库存', '设置安全库存（2 条）');
    await user.type(within(dialog).getByLabelText(/^安全库存/), '-3');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByLabelText(/^安全库存/)).toHaveAccessibleErrorMessage('请输入不小于 0 的整数');
    expect(inputs).toHaveLength(0);
    await retype(user, () => within(dialog).getByLabelText(/^安全库存/), '20');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('已设置 2 条安全库存')).toBeInTheDocument();
    expect(inputs[0]).toEqual({
      items: [
        { skuId: 101, warehouseId: 1, safe: 20 },
        { skuId: 102, warehouseId: 1, safe: 20 },
      ],
    });
  });

  it('hides move and safety-stock actions without their permissions', async () => {
    mockInventory();
    renderPage(<InventoryManagePage />, { path: '/inventoryManage', permissions: [] });
    await screen.findByText('CUP-RED');
    expect(screen.queryByRole('button', { name: '移库 CUP-RED' })).not.toBeInTheDocument();
  });

  it('recomputes ABC classes after confirming', async () => {
    const user = userEvent.setup();
    mockInventory();
    server.use(graphql.mutation('RecomputeAbc', () => HttpResponse.json({ data: success('recomputeAbc', { __typename: 'AbcResult', a: 1, b: 2, c: 3 }) })));
    renderPage(<InventoryManagePage />, { path: '/inventoryManage', permissions: ALL });
    await screen.findByText('CUP-RED');
    await user.click(screen.getByRole('button', { name: '重算 ABC 分类' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('ABC 分类已更新：A 1 个，B 2 个，C 3 个')).toBeInTheDocument();
  });

  it('starts an export of the searched filter', async () => {
    const user = userEvent.setup();
    mockInventory();
    const started = mockOperation('StartExport', success('startExport', { __typename: 'ReportJob', id: 1, status: 'queued' }));
    renderPage(<InventoryManagePage />, { path: '/inventoryManage', permissions: ALL });
    await screen.findByText('CUP-RED');
    await user.click(screen.getByRole('button', { name: /导出/ }));
    await waitFor(() => expect(started).toHaveLength(1));
    expect(started[0]).toMatchObject({ input: { reportType: 'inventory' } });
  });
});

describe('SafetyStockPage', () => {
  it('edits safety stock in the list and saves only the changed rows', async () => {
    const user = userEvent.setup();
    mockPickers();
    const inputs: unknown[] = [];
    server.use(
      graphql.query('SafetyStocks', () =>
        HttpResponse.json({
          data: {
            safetyStocks: connection('QuerySafetyStocksConnection', [
              inventoryRow(),
              inventoryRow({ id: 2, skuId: 102, sku: 'BOX', productName: '礼盒', quantity: 8, available: 8, safe: 0, lowStock: false }),
            ]),
          },
        }),
      ),
      graphql.mutation('SetSafetyStock', ({ variables }) => {
        inputs.push(variables.input);
        return HttpResponse.json({ data: success('setSafetyStock', 1) });
      }),
    );
    renderPage(<SafetyStockPage />, { path: '/safetyStock', permissions: ['stock.setSafe'] });
    const input = await screen.findByLabelText('BOX 在 深圳仓 的安全库存');
    await retype(user, input, '1.5');
    await user.click(screen.getByRole('button', { name: '保存修改' }));
    expect(await screen.findByText('请输入不小于 0 的整数')).toBeInTheDocument();
    expect(inputs).toHaveLength(0);
    await retype(user, input, '5');
    await user.click(screen.getByRole('button', { name: '保存修改' }));
    expect(await screen.findByText('已设置 1 条安全库存')).toBeInTheDocument();
    expect(inputs[0]).toEqual({ items: [{ skuId: 102, warehouseId: 1, safe: 5 }] });
  });

  it('is read-only without stock.setSafe', async () => {
    mockPickers();
    mockGraphql({
      SafetyStocks: { safetyStocks: connection('QuerySafetyStocksConnection', []) },
    });
    renderPage(<SafetyStockPage />, { path: '/safetyStock', permissions: [] });
    expect(await screen.findByText('没有符合条件的库存')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存修改' })).not.toBeInTheDocument();
  });
});

describe('InventoryManagementPage', () => {
  it('lists stock per location and filters by warehouse and location', async () => {
    const user = userEvent.setup();
    mockPickers();
    const calls = mockOperation<Record<string, unknown>>('StockLocations', {
      stockLocations: connection('QueryStockLocationsConnection', [
        {
          __typename: 'StockLocationRow',
          id: 1,
          skuId: 101,
          warehouseId: 1,
          locationId: 11,
          sku: 'CUP-RED',
          productName: '红色杯子',
          image: '',
          warehouseName: '深圳仓',
          locationCode: 'A-01',
          quantity: 51,
          updatedAt: '2025-01-01T08:00:00.000Z',
        },
      ]),
    });
    renderPage(<InventoryManagementPage />, { path: '/inventoryManagement' });
    const row = await findRow('A-01');
    expectTexts(row, 'CUP-RED', '51');
    const bar = screen.getByRole('search');
    await waitFor(() => expect(within(bar).getAllByRole('option', { name: '深圳仓' }).length).toBeGreaterThan(0));
    await user.selectOptions(within(bar).getByLabelText('仓库'), '1');
    await waitFor(() => expect(within(bar).getAllByRole('option', { name: 'A-02' }).length).toBeGreaterThan(0));
    await user.selectOptions(within(bar).getByLabelText('库位'), '12');
    await user.click(within(bar).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(calls.at(-1)!.filter).toEqual({ warehouseId: 1, locationId: 12 }));
  });
});

describe('WarehouseStockReportPage', () => {
  it('shows quantity, value and age bands per warehouse', async () => {
    mockPickers();
    server.use(
      graphql.query('WarehouseStockReport', () =>
        HttpResponse.json({
          data: {
            warehouseStockReport: [
              {
                __typename: 'WarehouseStockRow',
                warehouseId: 1,
                warehouseName: '深圳仓',
                warehouseType: 'own',
                skuCount: 2,
                quantity: 99,
                occupied: 0,
                available: 99,
                inTransit: 0,
                value: '236.00',
                bands: [
                  { __typename: 'AgeBandAmount', band: '0-30', quantity: 38, value: '114.00' },
                  { __typename: 'AgeBandAmount', band: '30-60', quantity: 0, value: '0.00' },
                  { __typename: 'AgeBandAmount', band: '60-90', quantity: 61, value: '122.00' },
                  { __typename: 'AgeBandAmount', band: '90+', quantity: 0, value: '0.00' },
                ],
              },
            ],
          },
        }),
      ),
    );
    renderPage(<WarehouseStockReportPage />, { path: '/warehouseStockReport' });
    const row = await findRow('深圳仓', { selector: 'p' });
    expectTexts(row, '自营仓', '236.00', '122.00');
    expect(charts.at(-1)?.data).toMatchObject({
      labels: ['深圳仓'],
      datasets: [{ label: '30 天以内', data: [38] }, { data: [0] }, { label: '60–90 天', data: [61] }, { data: [0] }],
    });
  });

  it('says so when the server refuses', async () => {
    mockPickers();
    mockGraphql({
      WarehouseStockReport: fails(),
    });
    renderPage(<WarehouseStockReportPage />, { path: '/warehouseStockReport' });
    expect(await screen.findByText('数据加载失败')).toBeInTheDocument();
  });
});
