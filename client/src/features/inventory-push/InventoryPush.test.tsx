import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openDialog } from '../../test/dialogs';
import { connectionOf, mockGraphql, mockOperation, success } from '../../test/graphql';
import { expectErrorThenEmpty, itShowsErrorThenEmpty } from '../../test/listStates';
import { renderPage } from '../../test/renderPage';
import { PushRecordsPage, PushRulesPage } from './index';
import { findRow, expectTexts } from '../../test/rows';
import { retype } from '../../test/forms';

const rule = {
  __typename: 'InventoryPushRule',
  id: 1,
  shopId: 7,
  shopName: 'eBay US',
  enabled: true,
  percentage: 80,
  maxQuantity: 50,
  reserve: 2,
  zeroBelow: 3,
  warehouseIds: [11],
  autoFixDrift: false,
  remark: '',
  updatedAt: '2026-11-20T08:00:00.000Z',
};
const options = {
  InventoryPushShopOptions: { shopOptions: [{ __typename: 'Shop', id: 7, shopName: 'eBay US', alias: '' }] },
  InventoryPushWarehouseOptions: {
    warehouseOptions: [
      { __typename: 'Warehouse', id: 11, name: '深圳仓' },
      { __typename: 'Warehouse', id: 12, name: '德国仓' },
    ],
  },
};
const record = {
  __typename: 'InventoryPushRecord',
  id: 5,
  shopId: 7,
  shopName: 'eBay US',
  listingId: 3,
  variationId: 0,
  sellerSku: 'MUG-RED',
  marketplaceListingId: 'SBX1-7-1',
  trigger: 'stock',
  quantityBefore: 12,
  quantityAfter: 9,
  available: 14,
  status: 'retrying',
  message: '请求过于频繁',
  marketplaceMessage: 'Too many requests',
  attempts: 1,
  nextAttemptAt: '2026-11-20T08:00:10.000Z',
  createdAt: '2026-11-20T08:00:00.000Z',
};
const records = (nodes: unknown[]) => ({
  ...connectionOf('inventoryPushRecords', nodes),
  inventoryPushRecordCounts: [
    { __typename: 'InventoryPushRecordStatusCount', status: 'retrying', count: 1 },
    { __typename: 'InventoryPushRecordStatusCount', status: 'success', count: 4 },
  ],
});
const drift = {
  __typename: 'InventoryPushDrift',
  id: 9,
  shopId: 7,
  shopName: 'eBay US',
  listingId: 3,
  sellerSku: 'MUG-RED',
  marketplaceListingId: 'SBX1-7-1',
  expected: 9,
  actual: 99,
  cause: 'editedOnMarketplace',
  status: 'open',
  detectedAt: '2026-11-20T09:00:00.000Z',
};

describe('PushRulesPage (/inventoryPushRule)', () => {
  it('lists the rules with their numbers and warehouses', async () => {
    mockGraphql({ ...options, InventoryPushRules: connectionOf('inventoryPushRules', [rule]) });
    renderPage(<PushRulesPage />, { path: '/inventoryPushRule', permissions: ['inventoryPushRule.update', 'inventoryPushRecord.push'] });
    const row = await findRow('eBay US');
    expect(row).toHaveTextContent('80% · 预留 2 · 上限 50 · 低于 3 推 0');
    await waitFor(() => expect(row).toHaveTextContent('深圳仓'));
    expect(row).toHaveTextContent('启用');
    expect(screen.getByRole('button', { name: '停用 eBay US' })).toBeInTheDocument();
  });

  it('shows the error, then the empty state; no add without inventoryPushRule.update', async () => {
    mockGraphql(options);
    await expectErrorThenEmpty(
      'InventoryPushRules',
      () => renderPage(<PushRulesPage />, { path: '/inventoryPushRule' }),
      () => mockOperation('InventoryPushRules', connectionOf('inventoryPushRules', [])),
      '还没有库存推送规则，点击“新建推送规则”开始',
    );
    expect(screen.queryByRole('button', { name: '新建推送规则' })).not.toBeInTheDocument();
  });

  it('refuses a percentage over 100 before sending, then saves the rule with its warehouse set', async () => {
    const user = userEvent.setup();
    mockGraphql({ ...options, InventoryPushRules: connectionOf('inventoryPushRules', []) });
    const inputs = mockOperation('CreateInventoryPushRule', success('createInventoryPushRule', { ...rule, id: 2 }), 'input');
    renderPage(<PushRulesPage />, { path: '/inventoryPushRule', permissions: ['inventoryPushRule.update'] });
    const dialog = await openDialog(user, '新建推送规则', '新建推送规则');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'eBay US' })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByLabelText(/^店铺/), '7');
    const pct = within(dialog).getByLabelText(/^可用库存百分比/);
    await retype(user, pct, '120');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(pct).toHaveAccessibleErrorMessage('可用库存百分比须为 0 到 100 的整数');
    expect(inputs).toHaveLength(0);
    await retype(user, pct, '50');
    await user.type(within(dialog).getByLabelText(/^预留数量/), '0'); // '00' → 0
    await user.click(await within(dialog).findByRole('checkbox', { name: '德国仓' }));
    expect(within(dialog).getByText('可用 100 时推送 50')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(inputs).toHaveLength(1));
    expect(inputs[0]).toEqual({
      shopId: 7,
      percentage: 50,
      maxQuantity: null,
      reserve: 0,
      zeroBelow: 0,
      warehouseIds: [12],
      enabled: true,
      autoFixDrift: false,
      remark: '',
    });
  });
});

describe('PushRecordsPage (/inventoryPushRecord)', () => {
  it('lists pushes with status tabs and counts, and filters by status', async () => {
    const user = userEvent.setup();
    mockGraphql(options);
    const vars = mockOperation<{ filter: Record<string, unknown> }>('InventoryPushRecords', records([record]));
    renderPage(<PushRecordsPage />, { path: '/inventoryPushRecord' });
    const row = await findRow('MUG-RED');
    expectTexts(row, '12 → 9', '等待重试', '请求过于频繁');
    expect(screen.getByRole('tab', { name: /等待重试.*1/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /全部.*5/ })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /失败/ }));
    await waitFor(() => expect(vars.at(-1)!.filter).toMatchObject({ status: 'failed' }));
  });

  itShowsErrorThenEmpty(
    'InventoryPushRecords',
    () => renderPage(<PushRecordsPage />, { path: '/inventoryPushRecord' }),
    () => mockOperation('InventoryPushRecords', records([])),
    '还没有推送记录',
    () => mockGraphql(options),
  );

  it('lists drifts with their cause and pushes one now', async () => {
    const user = userEvent.setup();
    mockGraphql({ ...options, InventoryPushRecords: records([]), InventoryPushDrifts: connectionOf('inventoryPushDrifts', [drift]) });
    const fixed = mockOperation('FixInventoryDrifts', success('fixInventoryDrifts', 1), 'ids');
    renderPage(<PushRecordsPage />, { path: '/inventoryPushRecord', permissions: ['inventoryPushRecord.push'] });
    await user.click(await screen.findByRole('tab', { name: '库存偏差' }));
    const row = await findRow('MUG-RED');
    expectTexts(row, '99', '平台上被修改');
    await user.click(within(row).getByRole('button', { name: '立即推送 MUG-RED' }));
    await waitFor(() => expect(fixed).toEqual([[9]]));
    expect(await screen.findByText('已修正 1 条偏差')).toBeInTheDocument();
  });
});
