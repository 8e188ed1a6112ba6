import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse, server } from '../../test/server';
import { mockGraphql, mockOperation, success } from '../../test/graphql';
import { renderPage, validationError } from '../../test/renderPage';
import { connection, locationOptions, warehouseOptions } from '../warehouses/fixtures';
import { confirmedBill, draftBill, ledgerRows, occupations, skuOptions } from './fixtures';
import { InboundOrderPage, LedgerPage, OutboundOrderPage, StockLocksPage } from './index';
import { openDialog } from '../../test/dialogs';
import { findRow, expectTexts } from '../../test/rows';
import { retype } from '../../test/forms';
import { search } from '../../test/filters';

const ALL = ['inboundOrder.create', 'inboundOrder.confirm', 'outboundOrder.create', 'outboundOrder.confirm', 'stock.occupy'];

function mockPickers() {
  server.use(
    graphql.query('WarehouseOptions', () => HttpResponse.json({ data: { warehouseOptions } })),
    graphql.query('LocationOptions', ({ variables }) =>
      HttpResponse.json({ data: { locationOptions: locationOptions[variables.warehouseId as number] ?? [] } }),
    ),
    graphql.query('SkuOptions', () => HttpResponse.json({ data: { skuOptions } })),
  );
}

function mockBills(field: 'inboundOrders' | 'outboundOrders', rows = [draftBill, confirmedBill]) {
  const calls: Record<string, unknown>[] = [];
  const name = field === 'inboundOrders' ? 'InboundOrders' : 'OutboundOrders';
  server.use(
    graphql.query(name, ({ variables }) => {
      calls.push(variables);
      return HttpResponse.json({ data: connection(field, rows) });
    }),
  );
  return calls;
}

async function pickSku(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, sku: string) {
  const box = within(dialog).getByRole('combobox', { name: '添加商品' });
  await user.click(box);
  await user.type(box, sku.slice(0, 3));
  await user.click(await within(dialog).findByRole('option', { name: new RegExp(sku) }));
}

describe('InboundOrderPage', () => {
  it('lists orders; only drafts offer modify, confirm and cancel', async () => {
    mockPickers();
    const calls = mockBills('inboundOrders');
    renderPage(<InboundOrderPage />, { path: '/inboundOrder', permissions: ALL });
    const draft = (await screen.findByRole('button', { name: '查看 IN-20240601-0001' })).closest('tr')!;
    expectTexts(draft, '草稿', '采购入库');
    expect(within(draft).getByRole('button', { name: '确认 IN-20240601-0001' })).toBeInTheDocument();
    const confirmed = screen.getByRole('button', { name: '查看 IN-20240601-0002' }).closest('tr')!;
    expect(within(confirmed).queryByRole('button', { name: /^修改/ })).not.toBeInTheDocument();
    expect(calls[0]).toMatchObject({ first: 30, offset: 0, filter: {} });
  });

  it('filters by status, SKU and number', async () => {
    const user = userEvent.setup();
    mockPickers();
    const calls = mockBills('inboundOrders');
    renderPage(<InboundOrderPage />, { path: '/inboundOrder', permissions: ALL });
    await screen.findByRole('button', { name: '查看 IN-20240601-0001' });
    await search(user, { 单号: '0002', 状态: 'confirmed', 'SKU / 商品名称': 'mug' });
    await waitFor(() => expect(calls.at(-1)!.filter).toEqual({ billNo: '0002', status: 'confirmed', sku: 'mug' }));
  });

  it('adds an order: the default warehouse, lines from the SKU picker, the location rule, then saves', async () => {
    const user = userEvent.setup();
    mockPickers();
    mockBills('inboundOrders');
    const inputs = mockOperation<Record<string, unknown>>(
      'CreateInboundOrder',
      success('createInboundOrder', { __typename: 'StockBill', id: 9, billNo: 'IN-20240601-0003', status: 'draft' }),
      'input',
    );
    renderPage(<InboundOrderPage />, { path: '/inboundOrder', permissions: ALL });
    await screen.findByRole('button', { name: '查看 IN-20240601-0001' });
    const dialog = await openDialog(user, '新建入库单', '新建入库单');
    await waitFor(() => expect(within(dialog).getByLabelText('仓库')).toHaveValue('1'));

    await user.click(within(dialog).getByRole('button', { name: '保存草稿' }));
    expect(within(dialog).getByText('请至少添加一个商品')).toBeInTheDocument();

    await pickSku(user, dialog, 'MUG-1');
    const line = within(dialog).getByTestId('line-MUG-1');
    await retype(user, () => within(line).getByLabelText('MUG-1 的数量'), '1.5');
    await user.type(within(line).getByLabelText('MUG-1 的单价'), '2.555');
    await user.click(within(dialog).getByRole('button', { name: '保存草稿' }));
    expectTexts(line, '请选择库位', '数量必须是不小于 1 的整数', '请输入整数或最多两位小数');
    expect(inputs).toHaveLength(0);

    await user.selectOptions(within(line).getByLabelText('库位 MUG-1'), '11');
    await retype(user, () => within(line).getByLabelText('MUG-1 的数量'), '4');
    await retype(user, () => within(line).getByLabelText('MUG-1 的单价'), '2.5');
    expect(line).toHaveTextContent('10.00');
    await user.click(within(dialog).getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('单据 IN-20240601-0003 已保存')).toBeInTheDocument();
    expect(inputs).toEqual([
      { warehouseId: 1, type: 'purchase', remark: '', lines: [{ skuId: 101, quantity: 4, unitPrice: '2.5', locationId: 11, remark: '' }] },
    ]);
  });

  it('changing the warehouse with products asks first, then empties them', async () => {
    const user = userEvent.setup();
    mockPickers();
    mockBills('inboundOrders');
    renderPage(<InboundOrderPage />, { path: '/inboundOrder', permissions: ALL });
    await screen.findByRole('button', { name: '查看 IN-20240601-0001' });
    const dialog = await openDialog(user, '新建入库单', '新建入库单');
    await waitFor(() => expect(within(dialog).getByLabelText('仓库')).toHaveValue('1'));
    await pickSku(user, dialog, 'MUG-1');

    await user.selectOptions(within(dialog).getByLabelText('仓库'), '2');
    let ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent('更换仓库将清空已添加的商品');
    await user.click(within(ask).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(dialog).getByLabelText('仓库')).toHaveValue('1');
    expect(within(dialog).getByTestId('line-MUG-1')).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('仓库'), '2');
    ask = await screen.findByRole('alertdialog');
    await user.click(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(dialog).queryByTestId('line-MUG-1')).not.toBeInTheDocument());
    expect(within(dialog).getByLabelText('仓库')).toHaveValue('2');
    expect(within(dialog).getByText('还没有商品，请在上方搜索添加')).toBeInTheDocument();
  });

  it('confirms a draft after asking; a refusal shows the server message', async () => {
    const user = userEvent.setup();
    mockPickers();
    mockBills('inboundOrders');
    let refuse = true;
    mockOperation('ConfirmInboundOrder', () => ({
      confirmInboundOrder: refuse
        ? { __typename: 'BusinessError', messageId: 'inventory.illegalTransition', message: '该入库单当前为已确认，不能确认' }
        : {
            __typename: 'MutationConfirmInboundOrderSuccess',
            data: { __typename: 'StockBill', id: 5, billNo: 'IN-20240601-0001', status: 'confirmed', confirmedAt: '2024-06-01T10:00:00.000Z' },
          },
    }));
    renderPage(<InboundOrderPage />, { path: '/inboundOrder', permissions: ALL });
    let ask = await openDialog(user, '确认 IN-20240601-0001', undefined, 'alertdialog');
    expect(ask).toHaveTextContent('确认后库存将增加');
    await user.click(within(ask).getByRole('button', { name: '确认' }));
    expect(await screen.findByText('该入库单当前为已确认，不能确认')).toBeInTheDocument();
    refuse = false;
    await user.click(screen.getByRole('button', { name: '确认 IN-20240601-0001' }));
    ask = await screen.findByRole('alertdialog');
    await user.click(within(ask).getByRole('button', { name: '确认' }));
    expect(await screen.findByText('单据 IN-20240601-0001 已确认')).toBeInTheDocument();
  });

  it('shows a draft’s lines', async () => {
    const user = userEvent.setup();
    mockPickers();
    mockBills('inboundOrders');
    renderPage(<InboundOrderPage />, { path: '/inboundOrder', permissions: [] });
    const dialog = await openDialog(user, '查看 IN-20240601-0001', '入库单 IN-20240601-0001');
    expect(within(dialog).getByRole('table', { name: '商品' })).toHaveTextContent('A-01');
    expect(dialog).toHaveTextContent('合计：10 件，25.00');
    // without permissions: no add button and no draft actions
    expect(screen.queryByRole('button', { name: '新建入库单' })).not.toBeInTheDocument();
  });
});

describe('OutboundOrderPage', () => {
  it('puts the server’s “exceeds available stock” under the line', async () => {
    const user = userEvent.setup();
    mockPickers();
    mockBills('outboundOrders', []);
    mockOperation('CreateOutboundOrder', { createOutboundOrder: validationError({ 'lines.0.quantity': 'MUG-1 的出库数量（9）超过可用库存（8）' }) });
    renderPage(<OutboundOrderPage />, { path: '/outboundOrder', permissions: ALL });
    expect(await screen.findByText('没有单据')).toBeInTheDocument();
    const dialog = await openDialog(user, '新建出库单', '新建出库单');
    await waitFor(() => expect(within(dialog).getByLabelText('仓库')).toHaveValue('1'));
    await pickSku(user, dialog, 'MUG-1');
    const line = within(dialog).getByTestId('line-MUG-1');
    // outbound: the available stock shows, the location is optional ("automatic")
    expect(line).toHaveTextContent('8');
    expect(within(line).getByLabelText('库位 MUG-1')).toHaveDisplayValue('自动');
    await retype(user, () => within(line).getByLabelText('MUG-1 的数量'), '9');
    await user.click(within(dialog).getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(line).toHaveTextContent('MUG-1 的出库数量（9）超过可用库存（8）'));
  });
});

describe('LedgerPage', () => {
  it('lists movements with signed changes and balances; filters and exports', async () => {
    const user = userEvent.setup();
    mockPickers();
    const calls: Record<string, unknown>[] = [];
    const exports: unknown[] = [];
    server.use(
      graphql.query('StockLedger', ({ variables }) => {
        calls.push(variables);
        return HttpResponse.json({ data: connection('stockLedger', ledgerRows) });
      }),
      graphql.mutation('StartExport', ({ variables }) => {
        exports.push(variables.input);
        return HttpResponse.json({ data: success('startExport', { __typename: 'ReportJob', id: 1, status: 0 }) });
      }),
    );
    renderPage(<LedgerPage />, { path: '/inOutWarehouse', permissions: ['inOutWarehouse'] });
    const out = await findRow('OUT-20240601-0001');
    expectTexts(out, '出库', '−3');
    expect(screen.getByText('IN-20240601-0001').closest('tr')).toHaveTextContent('+10');
    await search(user, { 类型: 'inbound' });
    await waitFor(() => expect(calls.at(-1)!.filter).toEqual({ type: 'inbound' }));
    await user.click(screen.getByRole('button', { name: /导出/ }));
    await waitFor(() => expect(exports).toEqual([expect.objectContaining({ reportType: 'stockLedger', filter: { type: 'inbound' } })]));
  });
});

describe('StockLocksPage', () => {
  it('lists what is held and releases part of a lock; more than held is refused on the form', async () => {
    const user = userEvent.setup();
    mockPickers();
    const calls: Record<string, unknown>[] = [];
    const releases: unknown[] = [];
    server.use(
      graphql.query('StockOccupations', ({ variables }) => {
        calls.push(variables);
        return HttpResponse.json({ data: connection('stockOccupations', occupations) });
      }),
      graphql.mutation('ReleaseStockOccupation', ({ variables }) => {
        releases.push(variables.input);
        return HttpResponse.json({
          data: success('releaseStockOccupation', { __typename: 'StockOccupation', id: 7, quantity: 1, status: 'active' }),
        });
      }),
    );
    renderPage(<StockLocksPage />, { path: '/stockLockManage', permissions: ALL });
    const row = await findRow('LK000007');
    expectTexts(row, '手工锁定', '占用中');
    expect(calls[0]!.filter).toEqual({ status: 'active' });
    await user.click(within(row).getByRole('button', { name: '释放 LK000007' }));
    const dialog = await screen.findByRole('dialog', { name: '释放锁定 LK000007' });
    const qty = within(dialog).getByLabelText(/^释放数量/);
    await retype(user, qty, '5');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(qty).toHaveAccessibleErrorMessage('释放数量（5）不能超过当前占用（4）'));
    await retype(user, qty, '3');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已释放 3 件')).toBeInTheDocument();
    expect(releases).toEqual([{ occupationId: 7, quantity: 3 }]);
  });

  it('locks stock: warehouse, product from the picker, quantity and a required remark', async () => {
    const user = userEvent.setup();
    mockPickers();
    mockGraphql({
      StockOccupations: connection('stockOccupations', []),
    });
    const locks = mockOperation('OccupyStock', success('occupyStock', { __typename: 'StockOccupation', id: 8, sourceNo: 'LK000008', quantity: 2 }), 'input');
    renderPage(<StockLocksPage />, { path: '/stockLockManage', permissions: ALL });
    expect(await screen.findByText('没有锁定记录')).toBeInTheDocument();
    const dialog = await openDialog(user, '锁定库存', '锁定库存');
    await user.selectOptions(within(dialog).getByLabelText('仓库'), '1');
    const box = within(dialog).getByRole('combobox', { name: '商品' });
    await user.click(box);
    await user.type(box, 'MUG');
    await user.click(await within(dialog).findByRole('option', { name: /MUG-1/ }));
    expect(within(dialog).getByTestId('picked-sku')).toHaveTextContent('MUG-1（可用 8）');
    await user.type(within(dialog).getByLabelText(/^锁定数量/), '9');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByLabelText(/^备注/)).toHaveAccessibleErrorMessage('备注不能为空');
    await user.type(within(dialog).getByLabelText(/^备注/), '展会');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^锁定数量/)).toHaveAccessibleErrorMessage(/可用 8，需要 9/));
    await retype(user, () => within(dialog).getByLabelText(/^锁定数量/), '2');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已锁定 2 件（LK000008）')).toBeInTheDocument();
    expect(locks).toEqual([{ warehouseId: 1, skuId: 101, quantity: 2, remark: '展会' }]);
  });
});
