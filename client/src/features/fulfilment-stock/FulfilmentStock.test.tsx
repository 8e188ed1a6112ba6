import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { businessError, connectionOf, mockGraphql, refusal, success } from '../../test/graphql';
import { openDialog } from '../../test/dialogs';
import { expectErrorThenEmpty, itShowsErrorThenEmpty } from '../../test/listStates';
import { renderPage } from '../../test/renderPage';
import { graphql, HttpResponse, server } from '../../test/server';
import type { FbaRestockSuggestionsQuery, FulfilmentShopsQuery, FulfilmentStockQuery } from './fulfilment-stock.generated';
import { FbaRestockSuggestPage, FbaStockPage, FbkStockPage } from './index';
import { findRow, getRow, expectTexts } from '../../test/rows';
import { fixture } from '../../test/fixtures';
import type { NodeOf } from '../../ui/resource';

type StockNode = NodeOf<FulfilmentStockQuery['fulfilmentStock']>;
type RestockNode = NodeOf<FbaRestockSuggestionsQuery['fbaRestockSuggestions']>;
type Shop = FulfilmentShopsQuery['fulfilmentShops'][number];
const ALL = ['fbaWarehouseStock', 'fbaWarehouseStock.sync', 'fbkWarehouseStock', 'fbkWarehouseStock.sync', 'fbaWarehouseRestockSuggest'];

afterEach(async () => {
  const { setLang } = await import('../../i18n/lang');
  act(() => setLang('zh'));
});

const sync = (over: Partial<NonNullable<Shop['sync']>> = {}): NonNullable<Shop['sync']> => ({
  __typename: 'FulfilmentStockSync',
  id: 1,
  shopId: 5,
  status: 'done',
  rowsRead: 3,
  rowsTotal: 3,
  startedAt: '2026-11-28T10:00:00.000Z',
  syncedAt: '2026-11-28T10:00:05.000Z',
  errorId: '',
  errorMessage: '',
  ...over,
});
const shop = (over: Partial<Shop> = {}): Shop => ({ __typename: 'FulfilmentShop', id: 5, shopName: 'amz-de', site: 'DE', status: 1, sync: sync(), ...over });

const stock = fixture<StockNode>({
  __typename: 'FulfilmentStockRow',
  id: 1,
  shopId: 5,
  shopName: 'amz-de',
  marketplaceSku: 'CUP-RED',
  fnsku: 'X00ABCDEF1',
  centre: 'FRA7',
  fulfillable: 12,
  inbound: 4,
  reserved: 1,
  unfulfillable: 0,
  age0to90: 8,
  age91to180: 2,
  age181to365: 1,
  ageOver365: 2,
  agedOver365: true,
  syncedAt: '2026-11-28T10:00:05.000Z',
  skuId: 101,
  sku: 'CUP-RED',
  productName: '红色杯子',
  image: '',
  mappedBy: 'sku',
});
const stockRows = [
  stock(),
  stock({
    id: 2,
    marketplaceSku: 'SBX-FBA-ORPHAN',
    fnsku: '',
    skuId: null,
    sku: '',
    productName: '',
    mappedBy: '',
    ageOver365: 0,
    agedOver365: false,
    age0to90: 13,
  }),
];

function mockStock(
  nodes: StockNode[] = stockRows,
  shops: Shop[] = [
    shop(),
    shop({ id: 6, shopName: 'amz-deny', sync: sync({ id: 2, shopId: 6, status: 'failed', errorMessage: 'Amazon FBA 拒绝了库存报告：配额用完' }) }),
  ],
) {
  return mockGraphql({
    FulfilmentStock: connectionOf('fulfilmentStock', nodes),
    FulfilmentShops: { fulfilmentShops: shops },
    FulfilmentSyncState: { fulfilmentSyncState: sync({ status: 'running', rowsRead: 1, rowsTotal: 3 }) },
  });
}

describe('FbaStockPage', () => {
  it('lists FBA stock per SKU and centre, flags units over 365 days and marks unmapped SKUs', async () => {
    const calls = mockStock();
    renderPage(<FbaStockPage />, { path: '/fbaWarehouseStock', permissions: ALL });
    const cup = await findRow('X00ABCDEF1');
    expectTexts(cup, 'FRA7', '红色杯子');
    expect(within(cup).getByTitle('2 件超 365 天')).toHaveAttribute('data-flagged', 'true');
    const orphan = getRow('SBX-FBA-ORPHAN');
    expect(within(orphan).getByText('未配对')).toBeInTheDocument();
    // the last sync of each shop, a failed one with the marketplace's message
    expect(await screen.findByText(/amz-deny：上次同步失败（Amazon FBA 拒绝了库存报告：配额用完），仍显示之前的库存/)).toBeInTheDocument();
    expect(calls.FulfilmentStock[0]).toMatchObject({ marketplace: 'fba' });
  });

  it("syncs a chosen shop and shows the marketplace's refusal", async () => {
    const user = userEvent.setup();
    mockStock();
    const calls = mockGraphql({ SyncFulfilmentStock: success('syncFulfilmentStock', sync()) });
    renderPage(<FbaStockPage />, { path: '/fbaWarehouseStock', permissions: ALL });
    await screen.findByText('X00ABCDEF1');
    await user.selectOptions(screen.getByRole('combobox', { name: '选择店铺' }), '5');
    await user.click(screen.getByRole('button', { name: /立即同步/ }));
    await waitFor(() => expect(calls.SyncFulfilmentStock).toEqual([{ input: { marketplace: 'fba', shopId: 5 } }]));
    expect(await screen.findByText('amz-de 已同步')).toBeInTheDocument();

    mockGraphql({
      SyncFulfilmentStock: refusal('syncFulfilmentStock', businessError('Amazon FBA 拒绝了库存报告：配额用完', 'fulfilmentStock.providerRefused')),
    });
    await user.click(screen.getByRole('button', { name: /立即同步/ }));
    expect(await screen.findByText(/配额用完/, { selector: '[data-part="description"], [data-part="title"], div' })).toBeInTheDocument();
  }, 30_000);

  it('shows the progress of a running sync, polled from the server', async () => {
    const user = userEvent.setup();
    mockStock();
    let release = () => {};
    const answered = new Promise<void>((r) => (release = r));
    server.use(
      graphql.mutation('SyncFulfilmentStock', async () => {
        await answered;
        return HttpResponse.json({ data: success('syncFulfilmentStock', sync()) });
      }),
    );
    renderPage(<FbaStockPage />, { path: '/fbaWarehouseStock', permissions: ALL });
    await screen.findByText('X00ABCDEF1');
    await user.selectOptions(screen.getByRole('combobox', { name: '选择店铺' }), '5');
    await user.click(screen.getByRole('button', { name: /立即同步/ }));
    expect(await screen.findByText('正在同步 amz-de：已读取 1 / 3 行', {}, { timeout: 4000 })).toBeInTheDocument();
    release();
    expect(await screen.findByText('amz-de 已同步')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/正在同步/)).not.toBeInTheDocument());
  }, 30_000);

  it('filters by shop, keyword and the over-365-days flag', async () => {
    const user = userEvent.setup();
    const calls = mockStock();
    renderPage(<FbaStockPage />, { path: '/fbaWarehouseStock?aged=yes', permissions: ALL });
    await screen.findByText('X00ABCDEF1');
    expect(calls.FulfilmentStock.at(-1)).toMatchObject({ marketplace: 'fba', filter: { agedOnly: true } });
    await user.type(screen.getByRole('textbox', { name: '平台 SKU / FNSKU' }), 'cup{enter}');
    await waitFor(() => expect(calls.FulfilmentStock.at(-1)).toMatchObject({ filter: { keyword: 'cup', agedOnly: true } }));
  });
});

describe('FbkStockPage', () => {
  it('shows the error state and the empty state', async () => {
    mockGraphql({ FulfilmentShops: { fulfilmentShops: [] } });
    await expectErrorThenEmpty(
      'FulfilmentStock',
      () => renderPage(<FbkStockPage />, { path: '/fbkWarehouseStock', permissions: ALL }),
      () => mockStock([], []),
      '还没有同步过 FBK 库存',
    );
    expect(screen.getByText('还没有该平台的店铺，请先在店铺授权中添加')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    const { setLang } = await import('../../i18n/lang');
    mockStock();
    act(() => setLang('en'));
    renderPage(<FbkStockPage />, { path: '/fbkWarehouseStock', permissions: ALL });
    expect(await screen.findByRole('heading', { name: 'FBK stock' })).toBeInTheDocument();
    expect(await screen.findByText('Unmapped')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Over 365 days/ })).toBeInTheDocument();
  });
});

const restock = fixture<RestockNode>({
  __typename: 'FbaRestockSuggestion',
  key: '5:CUP-RED',
  shopId: 5,
  marketplaceSku: 'CUP-RED',
  fnsku: 'X00ABCDEF1',
  centres: ['DTM2', 'FRA7'],
  skuId: 101,
  sku: 'CUP-RED',
  productName: '红色杯子',
  image: '',
  mappedBy: 'sku',
  sales: [7, 15, 30, 90].map((days, i) => ({ __typename: 'FulfilmentSalesWindow' as const, days, units: [3, 7, 12, 18][i]! })),
  fulfillable: 6,
  inbound: 2,
  reserved: 0,
  ageOver365: 0,
  dailySales: 0.4,
  forecast: 3,
  leadDemand: 6,
  coverDemand: 12,
  demand: 18,
  supply: 8,
  coverDays: 20,
  stockoutInForecast: false,
  suggestedQuantity: 10,
  breakdown: [
    { __typename: 'PurchaseSuggestionTerm', term: 'dailySales', value: '0.40', formula: 'sales in 30 days ÷ 30 = 12 ÷ 30' },
    { __typename: 'PurchaseSuggestionTerm', term: 'quantity', value: '10', formula: 'max(0, demand − supply) = max(0, 18 − 8)' },
  ],
});

describe('FbaRestockSuggestPage', () => {
  const mockRestock = (
    nodes: RestockNode[] = [restock(), restock({ key: '5:BOX', marketplaceSku: 'BOX', skuId: null, sku: '', suggestedQuantity: 0, stockoutInForecast: true })],
  ) => mockGraphql({ FbaRestockSuggestions: connectionOf('fbaRestockSuggestions', nodes), FulfilmentShops: { fulfilmentShops: [shop()] } });

  it('lists suggestions of the first Amazon shop with the default windows and explains one', async () => {
    const user = userEvent.setup();
    const calls = mockRestock();
    renderPage(<FbaRestockSuggestPage />, { path: '/fbaWarehouseRestockSuggest', permissions: ALL });
    const cup = (await screen.findAllByText('CUP-RED'))[0]!.closest('tr')!;
    expectTexts(cup, '3 / 7 / 12 / 18', '18 / 8');
    expect(within(cup).getByText('10')).toBeInTheDocument();
    expect(within(getRow('BOX')).getByText('无需补货')).toBeInTheDocument();
    expect(calls.FbaRestockSuggestions[0]).toMatchObject({ filter: { shopId: 5, leadDays: 14, targetCoverDays: 30 } });
    const dialog = await openDialog(user, '计算过程 CUP-RED');
    expect(within(dialog).getByText('max(0, demand − supply) = max(0, 18 − 8)')).toBeInTheDocument();
    expect(within(dialog).getByText('日均销量')).toBeInTheDocument();
  }, 30_000);

  it('sends the chosen windows and opens manual restock with the ticked SKUs', async () => {
    const user = userEvent.setup();
    const calls = mockRestock();
    const { router } = renderPage(<FbaRestockSuggestPage />, { path: '/fbaWarehouseRestockSuggest?salesWindow=7&forecastDays=30', permissions: ALL });
    await screen.findByText('BOX');
    expect(calls.FbaRestockSuggestions.at(-1)).toMatchObject({ filter: { shopId: 5, salesWindow: 7, forecastDays: 30 } });
    await user.click(screen.getByRole('button', { name: '去手动补货' }));
    expect(await screen.findByText('请至少勾选一行')).toBeInTheDocument();
    await user.click(screen.getByLabelText('选择第 1 行'));
    await user.click(screen.getByLabelText('选择第 2 行'));
    await user.click(screen.getByRole('button', { name: '去手动补货' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fbaWarehouseManualRestock'));
    // own SKU codes with the suggested quantity (BOX has no own SKU: it cannot be shipped)
    expect(new URLSearchParams(router.state.location.search).get('skus')).toBe('CUP-RED:10');
    expect(new URLSearchParams(router.state.location.search).get('shopId')).toBe('5');
  }, 30_000);

  it('says so without an Amazon shop, and shows the error state', async () => {
    mockGraphql({ FulfilmentShops: { fulfilmentShops: [] } });
    renderPage(<FbaRestockSuggestPage />, { path: '/fbaWarehouseRestockSuggest', permissions: ALL });
    expect(await screen.findByText('还没有亚马逊店铺')).toBeInTheDocument();
  });

  itShowsErrorThenEmpty(
    'FbaRestockSuggestions',
    () => renderPage(<FbaRestockSuggestPage />, { path: '/fbaWarehouseRestockSuggest', permissions: ALL }),
    () => mockRestock([]),
    '该店铺没有 FBA 库存或销量',
    () => mockGraphql({ FulfilmentShops: { fulfilmentShops: [shop()] } }),
  );
});
