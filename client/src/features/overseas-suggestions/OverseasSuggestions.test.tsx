import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { connectionOf, mockGraphql, refusal, success } from '../../test/graphql';
import { openDialog } from '../../test/dialogs';
import { expectErrorThenEmpty } from '../../test/listStates';
import { renderPage, validationError } from '../../test/renderPage';
import { mockPickers } from '../inventory/testing';
import type { OverseasStockReportQuery, OverseasSuggestionsQuery } from './overseas-suggestions.generated';
import { OverseasSafetyStockPage, OverseasStockReportPage, OverseasSuggestPage } from './index';
import { findRow, getRow, expectTexts } from '../../test/rows';
import { retype } from '../../test/forms';
import { inEnglish } from '../../test/lang';
import { fixture } from '../../test/fixtures';
import type { NodeOf } from '../../ui/resource';

type Node = NodeOf<OverseasSuggestionsQuery['overseasSuggestions']>;
type ReportNode = NodeOf<OverseasStockReportQuery['overseasStockReport']>;
const ALL = [
  'overseasSuggest',
  'overseasSuggest.createStockOrder',
  'overseasSafetyStock',
  'overseasSafetyStock.update',
  'overseasWarehouseStockReport',
  'overseasStock',
];

const row = fixture<Node>({
  __typename: 'OverseasSuggestion',
  skuId: 101,
  sku: 'CUP-RED',
  productName: '红色杯子',
  image: '',
  warehouseId: 2,
  warehouseName: '德国仓',
  quantity: 14,
  occupied: 0,
  sellable: 14,
  inTransit: 5,
  pendingStockOrders: 3,
  avg3: 2.33,
  avg90: 0.51,
  dailySales: 0.88,
  leadDays: 20,
  channelName: '海运拼箱',
  minStockingDays: 7,
  maxStockingDays: 30,
  safeDays: 7,
  fixedSafetyStock: null,
  settingMoq: 1,
  minOrderDays: 0,
  ownSetting: false,
  safetyStock: 7,
  leadDemand: 18,
  stockingDemand: 27,
  demand: 52,
  supply: 22,
  coverDays: -3.4,
  needed: true,
  moq: 1,
  suggestedQuantity: 30,
  breakdown: [
    { __typename: 'PurchaseSuggestionTerm', term: 'leadDemand', value: '18', formula: '⌈daily × lead days⌉ = ⌈0.88 × 20⌉ (delivery days of 海运拼箱)' },
    { __typename: 'PurchaseSuggestionTerm', term: 'quantity', value: '30', formula: 'max(demand − supply, MOQ) = max(52 − 22, 1)' },
  ],
});
const rows = [row(), row({ skuId: 102, sku: 'BOX', productName: '礼盒', needed: false, suggestedQuantity: 0, ownSetting: true, fixedSafetyStock: 20 })];

function mockList(nodes: Node[] = rows) {
  mockPickers();
  return mockGraphql({
    OverseasSuggestions: connectionOf('overseasSuggestions', nodes),
    OverseasSafetySettings: connectionOf('overseasSafetySettings', nodes),
    StockOrderChannelOptions: { stockOrderChannelOptions: [{ __typename: 'StockOrderChannelOption', id: 7, name: '海运拼箱', transportMode: 'sea' }] },
  });
}

describe('OverseasSuggestPage', () => {
  it('lists suggestions with their terms and explains one', async () => {
    const user = userEvent.setup();
    mockList();
    renderPage(<OverseasSuggestPage />, { path: '/overseasSuggest', permissions: ALL });
    const cup = await findRow('CUP-RED');
    expectTexts(cup, '德国仓', '52 / 22');
    expect(within(cup).getByText('30')).toBeInTheDocument();
    expect(within(getRow('BOX')).getByText('无需补货')).toBeInTheDocument();
    const dialog = await openDialog(user, '计算过程：CUP-RED');
    expect(within(dialog).getByText('头程期间销量')).toBeInTheDocument();
    expect(within(dialog).getByText('max(demand − supply, MOQ) = max(52 − 22, 1)')).toBeInTheDocument();
  }, 30_000);

  it('creates draft stock orders from the ticked suggestions in a chosen own warehouse', async () => {
    const user = userEvent.setup();
    mockList();
    const { CreateStockOrdersFromSuggestions: inputs } = mockGraphql({
      CreateStockOrdersFromSuggestions: success('createStockOrdersFromSuggestions', [{ __typename: 'StockOrder', id: 9, orderNo: 'BH-9' }]),
    });
    renderPage(<OverseasSuggestPage />, { path: '/overseasSuggest', permissions: ALL });
    await screen.findByText('CUP-RED');
    await user.click(screen.getByRole('button', { name: '生成备货单' }));
    expect(await screen.findByText('请至少勾选一个商品')).toBeInTheDocument();
    await user.click(screen.getByLabelText('选择第 1 行'));
    await user.click(screen.getByLabelText('选择第 2 行'));
    const dialog = await openDialog(user, '生成备货单', '生成备货单');
    expect(dialog).toHaveTextContent('1 个商品，共 30 件');
    await user.click(within(dialog).getByRole('button', { name: '生成' }));
    expect(await screen.findByText('请选择发货仓')).toBeInTheDocument();
    expect(inputs).toHaveLength(0);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '发货仓（自有仓）' }), '1');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '头程渠道' }), '7');
    await user.click(within(dialog).getByRole('button', { name: '生成' }));
    await waitFor(() => expect(inputs).toEqual([{ input: { sourceWarehouseId: 1, channelId: 7, items: [{ warehouseId: 2, skuId: 101, quantity: 30 }] } }]));
    expect(await screen.findByText(/BH-9/)).toBeInTheDocument();
  }, 30_000);

  it('shows the error state and the empty state', async () => {
    mockPickers();
    mockGraphql({ StockOrderChannelOptions: { stockOrderChannelOptions: [] } });
    await expectErrorThenEmpty(
      'OverseasSuggestions',
      () => renderPage(<OverseasSuggestPage />, { path: '/overseasSuggest', permissions: ALL }),
      () => mockList([]),
      '没有海外仓库存或销量',
    );
  });

  it('speaks English', async () => {
    mockList();
    await inEnglish(async () => {
      renderPage(<OverseasSuggestPage />, { path: '/overseasSuggest', permissions: ALL });
      expect(await screen.findByRole('heading', { name: 'Overseas stocking advice' })).toBeInTheDocument();
      expect(await screen.findByText('Not needed')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'How computed: CUP-RED' })).toBeInTheDocument();
    });
  });
});

describe('OverseasSafetyStockPage', () => {
  it("sets ticked rows' safety stock and shows the server's §5 refusal", async () => {
    const user = userEvent.setup();
    mockList();
    const { SetOverseasSafetySettings: inputs } = mockGraphql({
      SetOverseasSafetySettings: refusal('setOverseasSafetySettings', validationError({ moq: '最小起订量（库存下限）不能大于安全库存' })),
    });
    renderPage(<OverseasSafetyStockPage />, { path: '/overseasSafetyStock', permissions: ALL });
    const box = await findRow('BOX');
    expect(box).toHaveTextContent('20');
    expect(within(getRow('CUP-RED')).getByText('默认')).toBeInTheDocument();
    await user.click(screen.getByLabelText('选择第 1 行'));
    const dialog = await openDialog(user, '设置安全库存', '设置安全库存');
    await user.type(within(dialog).getByLabelText('安全库存（空 = 按安全天数）'), '5');
    await retype(user, () => within(dialog).getByLabelText('最小起订量（库存下限）'), '9');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText(/最小起订量（库存下限）不能大于安全库存/)).toBeInTheDocument();
    expect(inputs).toEqual([
      { input: { items: [{ warehouseId: 2, skuId: 101 }], minStockingDays: 7, maxStockingDays: 30, safeDays: 7, safetyStock: 5, moq: 9, minOrderDays: 0 } },
    ]);
  }, 30_000);
});

describe('OverseasStockReportPage', () => {
  const report: ReportNode = {
    __typename: 'OverseasStockReportRow',
    skuId: 101,
    sku: 'CUP-RED',
    productName: '红色杯子',
    warehouseId: 2,
    warehouseName: '德国仓',
    quantity: 14,
    value: 37,
    oldestDays: 100,
    bands: [
      { __typename: 'OverseasAgeBandValue', band: '0-30', quantity: 0, value: 0 },
      { __typename: 'OverseasAgeBandValue', band: '30-60', quantity: 10, value: 25 },
      { __typename: 'OverseasAgeBandValue', band: '60-90', quantity: 0, value: 0 },
      { __typename: 'OverseasAgeBandValue', band: '90+', quantity: 4, value: 12 },
    ],
  };
  it('shows the age bands with their value at cost', async () => {
    mockPickers();
    mockGraphql({
      OverseasStockReport: connectionOf('overseasStockReport', [report]),
      StockOrderChannelOptions: { stockOrderChannelOptions: [] },
    });
    renderPage(<OverseasStockReportPage />, { path: '/overseasWarehouseStockReport', permissions: ALL });
    const cup = await findRow('CUP-RED');
    expectTexts(cup, '37.00', '10 · 25.00', '4 · 12.00');
    expect(screen.getByRole('columnheader', { name: /90 天以上/ })).toBeInTheDocument();
  });
});
