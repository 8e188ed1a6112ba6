// Supply monitor screens (issue 23 item 8): the GigaCloud items tab with the notice link's id, the
// monitoring person's edit / delete (others see why not), adding an item, "check now" of ticked rows
// in chunks, the change records tab (?tab=2), the eMAG price following columns, supply shops, and the
// error and empty states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { connectionOf, mockGraphql, success } from '../../test/graphql';
import { itShowsErrorThenEmpty } from '../../test/listStates';
import { renderPage } from '../../test/renderPage';
import { GigacloudStockMonitorPage, SellMonitorPage, SupplyShopsPage } from './index';
import { findRow, getRow, expectTexts } from '../../test/rows';
import { retype } from '../../test/forms';

const item = (over: Record<string, unknown> = {}) => ({
  __typename: 'SupplyMonitorItem',
  id: 7,
  source: 'gigacloud',
  code: 'GC-1001',
  title: 'GIGACLOUD GC-1001',
  supplyShopId: null,
  supplyShopName: '',
  skuId: 3,
  skuCode: 'SKU-A',
  monitorUserId: 1,
  monitorName: 'Demo',
  mine: true,
  stockThreshold: 0,
  priceThresholdPct: '5',
  remark: '',
  currency: 'USD',
  lastStock: 72,
  lastPrice: '27.77',
  available: true,
  lowestPrice: null,
  competitorCount: 0,
  buyBox: null,
  lastCheckedAt: '2026-01-01T01:00:00.000Z',
  lastError: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
const GIGA = ['gigacloudStockMonitor', 'gigacloudStockMonitor.update'];

describe('/gigacloudStockMonitor', () => {
  it('lists items; the monitoring person may edit and delete, another sees why not; the notice id filters', async () => {
    const calls = mockGraphql({
      SupplyMonitorItems: connectionOf('supplyMonitorItems', [item(), item({ id: 8, code: 'GC-2002', mine: false, monitorName: 'Li' })]),
    });
    renderPage(<GigacloudStockMonitorPage />, { path: '/gigacloudStockMonitor?tab=1&id=7', permissions: GIGA });
    const mine = await findRow('GC-1001');
    expectTexts(mine, '72', '27.77 USD');
    expect(within(mine).getByRole('button', { name: /编辑/ })).toBeInTheDocument();
    const theirs = getRow('GC-2002');
    expect(within(theirs).queryByRole('button', { name: /编辑/ })).not.toBeInTheDocument();
    expect(theirs).toHaveTextContent('仅监控人可修改或删除');
    expect(screen.getByText('正在查看监控 #7')).toBeInTheDocument();
    expect(calls.SupplyMonitorItems[0]).toMatchObject({ source: 'gigacloud', filter: { id: 7 } });
  });

  it('adds an item with its thresholds', async () => {
    const user = userEvent.setup();
    const calls = mockGraphql({
      SupplyMonitorItems: connectionOf('supplyMonitorItems', []),
      AddSupplyMonitorItem: success('addSupplyMonitorItem', { __typename: 'SupplyMonitorItem', id: 9, code: 'GC-3003' }),
    });
    renderPage(<GigacloudStockMonitorPage />, { path: '/gigacloudStockMonitor', permissions: GIGA });
    await user.click(await screen.findByRole('button', { name: '添加监控' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/大健云仓商品编码/), 'GC-3003');
    const stock = within(dialog).getByLabelText(/库存阈值/);
    await retype(user, stock, '5');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.AddSupplyMonitorItem).toHaveLength(1));
    expect(calls.AddSupplyMonitorItem[0]).toMatchObject({ input: { source: 'gigacloud', code: 'GC-3003', stockThreshold: 5, priceThresholdPct: 0 } });
  });

  it('refuses a code in the wrong format before sending', async () => {
    const user = userEvent.setup();
    const calls = mockGraphql({ SupplyMonitorItems: connectionOf('supplyMonitorItems', []) });
    renderPage(<GigacloudStockMonitorPage />, { path: '/gigacloudStockMonitor', permissions: GIGA });
    await user.click(await screen.findByRole('button', { name: '添加监控' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/大健云仓商品编码/), 'a!');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('大健云仓商品编码为 4 到 40 位字母、数字或短横线')).toBeInTheDocument();
    expect((calls as Record<string, unknown[]>).AddSupplyMonitorItem ?? []).toHaveLength(0);
  });

  it('checks a row now and says what changed', async () => {
    const user = userEvent.setup();
    const calls = mockGraphql({
      SupplyMonitorItems: connectionOf('supplyMonitorItems', [item()]),
      CheckSupplyMonitorItems: success('checkSupplyMonitorItems', { __typename: 'SupplyCheckResult', checked: 1, changed: 2, failed: 0 }),
    });
    renderPage(<GigacloudStockMonitorPage />, { path: '/gigacloudStockMonitor', permissions: GIGA });
    const row = await findRow('GC-1001');
    await user.click(within(row).getByRole('button', { name: /立即检查/ }));
    await waitFor(() => expect(calls.CheckSupplyMonitorItems).toEqual([{ source: 'gigacloud', ids: [7] }]));
    expect(await screen.findByText('已检查 1 个，2 处变化，0 个失败')).toBeInTheDocument();
  });

  it('shows the change records on ?tab=2', async () => {
    mockGraphql({
      SupplyMonitorChanges: connectionOf('supplyMonitorChanges', [
        {
          __typename: 'SupplyMonitorChange',
          id: 1,
          itemId: 7,
          code: 'GC-1001',
          kind: 'stock',
          before: '72',
          after: '0',
          notified: 1,
          checkedAt: '2026-01-01T02:00:00.000Z',
        },
      ]),
    });
    renderPage(<GigacloudStockMonitorPage />, { path: '/gigacloudStockMonitor?tab=2', permissions: ['gigacloudStockMonitor'] });
    const row = await findRow('GC-1001');
    expectTexts(row, '72 → 0', '库存');
  });

  itShowsErrorThenEmpty(
    'SupplyMonitorItems',
    () => renderPage(<GigacloudStockMonitorPage />, { path: '/gigacloudStockMonitor', permissions: ['gigacloudStockMonitor'] }),
    () => mockGraphql({ SupplyMonitorItems: connectionOf('supplyMonitorItems', []) }),
    '还没有监控商品',
  );
});

describe('/sellMonitor', () => {
  it('shows the lowest competitor price and who holds the buy box', async () => {
    mockGraphql({
      SupplyMonitorItems: connectionOf('supplyMonitorItems', [
        item({ source: 'emag', code: 'DL4Z1FBBM', currency: 'RON', lastPrice: '84.14', lowestPrice: '81.62', competitorCount: 2, buyBox: false }),
      ]),
    });
    renderPage(<SellMonitorPage />, { path: '/sellMonitor', permissions: ['sellMonitor'] });
    const row = await findRow('DL4Z1FBBM');
    expectTexts(row, '81.62 RON', '其他卖家');
    expect(screen.queryByRole('button', { name: '添加监控' })).not.toBeInTheDocument();
  });
});

describe('/supplyShops', () => {
  it('lists shops and adds one', async () => {
    const user = userEvent.setup();
    const calls = mockGraphql({
      SupplyShops: connectionOf('supplyShops', [
        {
          __typename: 'SupplyShop',
          id: 2,
          name: 'Yiwu Home',
          platform: '1688',
          url: 'https://yiwu.1688.com/',
          remark: '',
          itemCount: 3,
          createdByName: 'Demo',
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      ]),
      CreateSupplyShop: success('createSupplyShop', { __typename: 'SupplyShop', id: 3, name: 'Ali' }),
    });
    renderPage(<SupplyShopsPage />, { path: '/supplyShops', permissions: ['supplyShops', 'supplyShops.update'] });
    const row = await findRow('Yiwu Home');
    expect(row).toHaveTextContent('1688');
    await user.click(screen.getByRole('button', { name: '添加货源店铺' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/店铺名称/), 'Ali');
    await user.type(within(dialog).getByLabelText(/店铺地址/), 'https://ali.aliexpress.com/store/1');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.CreateSupplyShop).toEqual([{ input: { name: 'Ali', url: 'https://ali.aliexpress.com/store/1', remark: '' } }]));
  });
});
