// One page test per purchase-suggestion screen (msw): lists, ticking, the batch actions and their
// inputs, the 'how computed' dialog, settings, plan editing and generation; loading / empty / error.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse, server } from '../../test/server';
import { businessError, mockGraphql, mockOperation, refusal } from '../../test/graphql';
import { renderPage } from '../../test/renderPage';
import { connection, mockPickers } from '../inventory/testing';
import { OutStockAdvicePage, OutStockListPage, ProductsAvailableListPage, PurchasePlanProductsPage, PurchaseSuggestProductsPage } from './index';
import { expectErrorThenEmpty } from '../../test/listStates';
import { openDialog } from '../../test/dialogs';
import { CUP_RED } from '../../test/fixtures';
import { findRow, getRow, expectTexts } from '../../test/rows';
import { retype } from '../../test/forms';

const ALL = ['purchasePlan.update', 'purchaseSetting.update', 'purchaseOrder.create'];
const base = {
  ...CUP_RED,
  warehouseId: 1,
  warehouseName: '深圳仓',
  supplierId: 7,
  supplierName: '义乌杯厂',
  supplierType: 'formal',
  moq: 1,
};

function mockCommon() {
  mockPickers();
  mockOperation('SupplierOptions', {
    supplierOptions: [
      { __typename: 'SupplierOption', id: 7, name: '义乌杯厂', type: 'formal', enabled: true, preferred: true },
      { __typename: 'SupplierOption', id: 8, name: '宁波盒厂', type: 'formal', enabled: true, preferred: false },
    ],
  });
}
const ok = (field: string, data: unknown) => ({ data: { [field]: { __typename: `Mutation${field[0]!.toUpperCase()}${field.slice(1)}Success`, data } } });

const outLine = (o: Record<string, unknown> = {}) => ({
  __typename: 'OutOfStockLine',
  ...base,
  unitPrice: '1.80',
  outOfStockDemand: 5,
  orderCount: 2,
  available: 1,
  pendingReceipt: 2,
  shortage: 2,
  adviceQuantity: 2,
  state: 'purchasing',
  ...o,
});

function mockOutStock(calls: Record<string, unknown>[]) {
  mockCommon();
  server.use(
    graphql.query('OutOfStockLines', () =>
      HttpResponse.json({
        data: {
          outOfStockLines: connection('QueryOutOfStockLinesConnection', [
            outLine(),
            outLine({ skuId: 102, sku: 'BOX', productName: '礼盒', supplierId: 8, supplierName: '宁波盒厂', state: 'notPurchasing' }),
          ]),
        },
      }),
    ),
    graphql.mutation('SetPurchasingSuspended', ({ variables }) => {
      calls.push({ suspend: variables });
      return HttpResponse.json(ok('setPurchasingSuspended', 1));
    }),
    graphql.mutation('GeneratePurchaseOrders', ({ variables }) => {
      calls.push({ generate: variables.input });
      return HttpResponse.json(
        ok('generatePurchaseOrders', {
          __typename: 'PurchaseOrderGeneration',
          wholesaleError: null,
          orders: [{ __typename: 'GeneratedPurchaseOrder', id: 1, orderNo: 'PO-1', supplierName: '义乌杯厂', orderWay: 'offline', lineCount: 1, quantity: 2 }],
        }),
      );
    }),
  );
}

describe('OutStockListPage', () => {
  it('lists lines with their state; batch actions need ticks; bulk resume needs one supplier', async () => {
    const user = userEvent.setup();
    const calls: Record<string, unknown>[] = [];
    mockOutStock(calls);
    renderPage(<OutStockListPage />, { path: '/outStockList', permissions: ALL });
    const row = await findRow('CUP-RED');
    expect(row).toHaveTextContent('义乌杯厂');
    expect(within(row).getByText('采购中')).toBeInTheDocument();
    expect(within(getRow('BOX')).getByText('暂停采购')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '恢复采购' }));
    expect(await screen.findByText('请至少勾选一条数据')).toBeInTheDocument();
    await user.click(screen.getByLabelText('选择第 1 行'));
    await user.click(screen.getByLabelText('选择第 2 行'));
    await user.click(screen.getByRole('button', { name: '恢复采购' }));
    expect(await screen.findByText('请选择同一供应商的商品')).toBeInTheDocument();
    expect(calls).toEqual([]);
  }, 30_000);

  it('suspends a line and generates purchase orders for ticked lines in a chosen warehouse', async () => {
    const user = userEvent.setup();
    const calls: Record<string, unknown>[] = [];
    mockOutStock(calls);
    renderPage(<OutStockListPage />, { path: '/outStockList', permissions: ALL });
    const row = await findRow('CUP-RED');
    await user.click(within(row).getByRole('button', { name: '暂停采购 CUP-RED' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls).toContainEqual({ suspend: { skuIds: [101], suspended: true } }));
    await user.click(screen.getByLabelText('选择第 1 行'));
    const dialog = await openDialog(user, '生成采购单', '生成采购单');
    await user.click(within(dialog).getByRole('button', { name: '生成采购单' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        generate: expect.objectContaining({
          source: 'outOfStock',
          warehouseId: 1,
          wholesale: false,
          items: [{ skuId: 101, warehouseId: 1, supplierId: 7, quantity: 2 }],
        }),
      }),
    );
    expect(await screen.findByText(/PO-1/)).toBeInTheDocument();
  }, 30_000);

  it('shows the error and empty states', async () => {
    mockCommon();
    await expectErrorThenEmpty(
      'OutOfStockLines',
      () => renderPage(<OutStockListPage />, { path: '/outStockList', permissions: ALL }),
      () => {
        mockGraphql({
          OutOfStockLines: { outOfStockLines: connection('QueryOutOfStockLinesConnection', []) },
        });
      },
      '没有缺货商品',
    );
  });
});

describe('OutStockAdvicePage', () => {
  it('lists the advice and joins ticked lines to the plan', async () => {
    const user = userEvent.setup();
    mockCommon();
    const inputs: unknown[] = [];
    server.use(
      graphql.query('OutOfStockAdvice', () =>
        HttpResponse.json({ data: { outOfStockAdvice: connection('QueryOutOfStockAdviceConnection', [outLine({ adviceQuantity: 10 })]) } }),
      ),
      graphql.mutation('JoinPurchasePlan', ({ variables }) => {
        inputs.push(variables.input);
        return HttpResponse.json(ok('joinPurchasePlan', 1));
      }),
    );
    renderPage(<OutStockAdvicePage />, { path: '/outStockAdvice', permissions: ALL });
    const row = await findRow('CUP-RED');
    expect(row).toHaveTextContent('10');
    await user.click(screen.getByLabelText('选择第 1 行'));
    await user.click(screen.getByRole('button', { name: '加入采购计划' }));
    await waitFor(() => expect(inputs).toEqual([{ source: 'outOfStock', items: [{ skuId: 101, warehouseId: 1 }] }]));
    expect(await screen.findByText('已加入采购计划 1 项')).toBeInTheDocument();
  });
});

const suggestion = (o: Record<string, unknown> = {}) => ({
  __typename: 'PurchaseSuggestion',
  ...base,
  quantity: 5,
  sellable: 5,
  preSale: 0,
  pendingReceipt: 2,
  outOfStockDemand: 0,
  avg3: 1.33,
  avg90: 0.44,
  dailySales: 0.47,
  safetyStock: 4,
  stockFloor: 0,
  minStockingDays: 7,
  maxStockingDays: 30,
  demand: 19,
  supply: 7,
  coverDays: 6.4,
  needed: true,
  suggestedQuantity: 12,
  inPlan: false,
  breakdown: [
    {
      __typename: 'PurchaseSuggestionTerm',
      term: 'dailySales',
      value: '0.47',
      formula: 'Σ weight × average / Σ weight = (0.5 × 0.57 + 0.3 × 0.33 + 0.2 × 0.44) / 1',
    },
    { __typename: 'PurchaseSuggestionTerm', term: 'quantity', value: '12', formula: 'max(demand − supply, MOQ) = max(19 − 7, 1)' },
  ],
  ...o,
});

describe('PurchaseSuggestProductsPage', () => {
  it('shows the terms, the computation per row, batch safety and the global settings', async () => {
    const user = userEvent.setup();
    mockCommon();
    const calls: Record<string, unknown>[] = [];
    server.use(
      graphql.query('PurchaseSuggestions', ({ variables }) => {
        calls.push({ list: variables });
        return HttpResponse.json({ data: { purchaseSuggestions: connection('QueryPurchaseSuggestionsConnection', [suggestion()]) } });
      }),
      graphql.query('PurchaseSuggestionSettings', () =>
        HttpResponse.json({
          data: {
            purchaseSuggestionSettings: {
              __typename: 'PurchaseSuggestionSetting',
              skuId: null,
              minStockingDays: 7,
              maxStockingDays: 30,
              safeDays: 7,
              moq: 1,
              minOrderDays: 0,
              stockFloor: 0,
              salesWeights: [{ __typename: 'PurchaseSalesWeight', days: 7, weight: 0.5 }],
              orderCoefficients: [],
              salesCoefficients: [],
            },
          },
        }),
      ),
      graphql.mutation('SetBatchSafetySettings', ({ variables }) => {
        calls.push({ safety: variables.input });
        return HttpResponse.json(ok('setBatchSafetySettings', 1));
      }),
      graphql.mutation('UpdatePurchaseSuggestionSetting', ({ variables }) => {
        calls.push({ setting: variables.input });
        return HttpResponse.json({
          data: {
            updatePurchaseSuggestionSetting: {
              __typename: 'ValidationError',
              messageId: 'validation.failed',
              message: '输入有误',
              fieldErrors: [{ __typename: 'FieldError', field: 'minStockingDays', message: '最小备货天数不能大于最大备货天数' }],
            },
          },
        });
      }),
    );
    renderPage(<PurchaseSuggestProductsPage />, { path: '/purchaseSuggestProducts', permissions: ALL });
    const row = await findRow('CUP-RED');
    expectTexts(row, '0.47', '19 / 7', '12');

    await user.click(within(row).getByRole('button', { name: '计算过程 CUP-RED' }));
    const how = await screen.findByRole('dialog', { name: 'CUP-RED 的计算过程' });
    expect(within(how).getByText('加权日均销量')).toBeInTheDocument();
    expect(within(how).getByText('max(demand − supply, MOQ) = max(19 − 7, 1)')).toBeInTheDocument();
    await user.click(within(how).getAllByRole('button', { name: '关闭' })[0]!);

    await user.click(screen.getByLabelText('选择第 1 行'));
    const safety = await openDialog(user, '批量设置安全库存', '批量设置安全库存');
    await user.type(within(safety).getByLabelText('安全库存'), '6');
    await retype(user, () => within(safety).getByLabelText('库存下限'), '2');
    await user.click(within(safety).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls).toContainEqual({ safety: { skuIds: [101], warehouseId: 1, safetyStock: 6, stockFloor: 2 } }));

    const settings = await openDialog(user, '全局设置', '全局设置');
    await waitFor(() => expect(within(settings).getByLabelText('最小备货天数')).toHaveValue(7));
    await retype(user, () => within(settings).getByLabelText('最小备货天数'), '40');
    await user.click(within(settings).getAllByRole('button', { name: '添加区间' })[1]!);
    await user.type(within(settings).getByLabelText('系数（0–1）'), '0.5');
    await user.click(within(settings).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        setting: expect.objectContaining({
          minStockingDays: 40,
          salesWeights: [{ days: 7, weight: 0.5 }],
          salesCoefficients: [{ start: '', end: '', coefficient: 0.5 }],
        }),
      }),
    );
    expect(await screen.findByText(/最小备货天数不能大于最大备货天数/)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ list: { first: 30, offset: 0, filter: {} } });
  }, 30_000);
});

const planRow = (o: Record<string, unknown> = {}) => ({
  __typename: 'PurchasePlanItem',
  id: 1,
  ...base,
  quantity: 12,
  suggestedQuantity: 12,
  source: 'suggestion',
  createdByName: '张三',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...o,
});

describe('PurchasePlanProductsPage', () => {
  it('edits the quantity, changes the supplier and generates with the wholesale option', async () => {
    const user = userEvent.setup();
    mockCommon();
    const calls: Record<string, unknown>[] = [];
    server.use(
      graphql.query('PurchasePlanItems', () =>
        HttpResponse.json({
          data: { purchasePlanItems: connection('QueryPurchasePlanItemsConnection', [planRow(), planRow({ id: 2, skuId: 102, sku: 'BOX', quantity: 3 })]) },
        }),
      ),
      graphql.mutation('SetPurchasePlanQuantity', ({ variables }) => {
        calls.push({ quantity: variables });
        return HttpResponse.json(ok('setPurchasePlanQuantity', { __typename: 'PurchasePlanItem', id: 1, quantity: 20 }));
      }),
      graphql.mutation('SetPurchasePlanSupplier', ({ variables }) => {
        calls.push({ supplier: variables });
        return HttpResponse.json(ok('setPurchasePlanSupplier', 1));
      }),
      graphql.mutation('GeneratePurchaseOrders', ({ variables }) => {
        calls.push({ generate: variables.input });
        return HttpResponse.json({
          data: refusal('generatePurchaseOrders', businessError('BOX 没有供应商', 'purchase.noSupplier')),
        });
      }),
    );
    renderPage(<PurchasePlanProductsPage />, { path: '/purchasePlanProducts', permissions: ALL });
    const row = await findRow('CUP-RED');
    await user.click(within(row).getByRole('button', { name: '修改数量 CUP-RED' }));
    const input = within(row).getByLabelText('采购数量 CUP-RED');
    await retype(user, input, '20');
    await user.click(within(row).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls).toContainEqual({ quantity: { id: 1, quantity: 20 } }));

    await user.click(screen.getByLabelText('选择第 2 行'));
    const dialog = await openDialog(user, '更换供应商', '更换供应商');
    await waitFor(() => expect(within(dialog).getAllByRole('option', { name: '宁波盒厂' }).length).toBe(1));
    await user.selectOptions(within(dialog).getByLabelText('供应商'), '8');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls).toContainEqual({ supplier: { ids: [2], supplierId: 8 } }));

    await user.click(screen.getByLabelText('选择第 1 行'));
    await user.click(screen.getByLabelText('选择第 2 行'));
    const gen = await openDialog(user, '生成采购单', '生成采购单');
    expect(within(gen).getByText('2 个商品，共 15 件')).toBeInTheDocument();
    await user.click(within(gen).getByText('已配对的 1688 供应商商品生成 1688 采购单并下单'));
    await user.click(within(gen).getByRole('button', { name: '生成采购单' }));
    await waitFor(() => expect(calls).toContainEqual({ generate: expect.objectContaining({ source: 'plan', wholesale: true, warehouseId: 1 }) }));
    expect(await screen.findByText('BOX 没有供应商')).toBeInTheDocument();
  }, 30_000);
});

describe('ProductsAvailableListPage', () => {
  it('lists available stock with days of cover, paged by filter', async () => {
    const user = userEvent.setup();
    mockCommon();
    const calls = mockOperation<Record<string, unknown>>('AvailableProducts', {
      availableProducts: connection('QueryAvailableProductsConnection', [
        {
          __typename: 'AvailableProduct',
          ...base,
          quantity: 10,
          occupied: 3,
          sellable: 7,
          preSale: 0,
          inTransit: 1,
          pendingReceipt: 2,
          dailySales: 0.5,
          daysOfCover: 18,
          safetyStock: 4,
        },
      ]),
    });
    renderPage(<ProductsAvailableListPage />, { path: '/productsAvailableList', permissions: ALL });
    const row = await findRow('CUP-RED');
    expectTexts(row, '0.50', '18');
    await user.type(screen.getByLabelText('SKU / 商品名称'), 'CUP');
    await user.click(screen.getByRole('button', { name: /搜索|查询/ }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ offset: 0, filter: { keyword: 'CUP' } }));
  });
});
