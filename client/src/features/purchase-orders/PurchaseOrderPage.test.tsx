import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse, server } from '../../test/server';
import { businessError, mockOperation, refusal, success } from '../../test/graphql';
import { renderPage } from '../../test/renderPage';
import { connection, mockPickers } from '../inventory/testing';
import { mockSupplierOptions } from '../suppliers/testing';
import { PurchaseOrderPage } from './index';
import { orderRow, statusCounts } from './testing';
import { expectErrorThenEmpty } from '../../test/listStates';
import { openDialog } from '../../test/dialogs';
import { findRow, getRow, buttonTexts } from '../../test/rows';
import { retype } from '../../test/forms';

const ALL = ['purchaseOrder.create', 'purchaseOrder.audit'];

function mockOrders(nodes: ReturnType<typeof orderRow>[]) {
  const calls: Record<string, unknown>[] = [];
  mockPickers();
  mockSupplierOptions();
  server.use(
    graphql.query('PurchaseOrders', ({ variables }) => {
      calls.push(variables);
      return HttpResponse.json({
        data: {
          purchaseOrders: connection('QueryPurchaseOrdersConnection', nodes),
          purchaseOrderStatusCounts: statusCounts({ pendingAudit: 1, approved: 1, failed: 0, partiallyReceived: 0, received: 1, cancelled: 4 }),
        },
      });
    }),
    graphql.query('PurchaseSupplierPrices', ({ variables }) =>
      HttpResponse.json({
        data: {
          purchaseSupplierPrices: (variables.skuIds as number[]).map((skuId) => ({ __typename: 'PurchaseSupplierPrice', skuId, price: '1.80', moq: 1 })),
        },
      }),
    ),
  );
  return calls;
}

const rows = [
  orderRow(),
  orderRow({ id: 12, orderNo: 'PO-APPROVED', status: 'approved' }),
  orderRow({ id: 13, orderNo: 'PO-DONE', status: 'received', paymentStatus: 'paid' }),
];

describe('PurchaseOrderPage', () => {
  it('lists orders with status tabs (cancelled list counted apart) and the actions each status allows', async () => {
    const user = userEvent.setup();
    const calls = mockOrders(rows);
    renderPage(<PurchaseOrderPage />, { path: '/purchaseOrder', permissions: ALL });
    const pending = await findRow('PO20260301000001');
    expect(pending).toHaveTextContent('20.50');
    expect(within(pending).getByText('待审核')).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: '编辑 PO20260301000001' })).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: '作废 PO20260301000001' })).toBeInTheDocument();
    const approved = getRow('PO-APPROVED');
    expect(within(approved).getByRole('button', { name: '填写物流 PO-APPROVED' })).toBeInTheDocument();
    expect(within(approved).queryByRole('button', { name: /编辑/ })).not.toBeInTheDocument();
    const done = getRow('PO-DONE');
    expect(buttonTexts(done)).toEqual(['详情']);
    expect(screen.getByRole('tab', { name: '全部（3）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已作废（4）' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ first: 30, offset: 0, filter: {} });
    await user.click(screen.getByRole('tab', { name: '已作废（4）' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ filter: { status: 'cancelled' }, countFilter: {} }));
  });

  it('shows the error state and the empty state', async () => {
    mockPickers();
    mockSupplierOptions();
    await expectErrorThenEmpty(
      'PurchaseOrders',
      () => renderPage(<PurchaseOrderPage />, { path: '/purchaseOrder', permissions: ALL }),
      () => mockOrders([]),
      '没有符合条件的采购单',
    );
  });

  it('creates an order: the unit price defaults to the supplier price and the total is computed', async () => {
    const user = userEvent.setup();
    mockOrders([]);
    const inputs = mockOperation(
      'CreatePurchaseOrder',
      success('createPurchaseOrder', { __typename: 'PurchaseOrder', id: 30, orderNo: 'PO-NEW', status: 'pendingAudit' }),
      'input',
    );
    renderPage(<PurchaseOrderPage />, { path: '/purchaseOrder', permissions: ALL });
    const dialog = await openDialog(user, '新建采购单', '新建采购单');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('至少需要一个商品')).toBeInTheDocument();
    expect(inputs).toHaveLength(0);

    await waitFor(() => expect(within(dialog).getAllByRole('option', { name: '义乌杯厂' }).length).toBeGreaterThan(0));
    await user.selectOptions(within(dialog).getByLabelText('供应商', { selector: 'select' }), '1');
    await user.selectOptions(within(dialog).getByLabelText('收货仓库', { selector: 'select' }), '1');
    await user.type(within(dialog).getByRole('combobox', { name: '选择 SKU' }), 'cup');
    await user.click(await within(dialog).findByRole('option', { name: /CUP-RED/ }));
    await waitFor(() => expect(within(dialog).getByLabelText('CUP-RED 的单价')).toHaveValue('1.80'));
    const quantity = within(dialog).getByLabelText('CUP-RED 的数量');
    await retype(user, quantity, '10');
    await user.type(within(dialog).getByLabelText(/^运费/), '2');
    await user.type(within(dialog).getByLabelText(/^优惠金额/), '0.5');
    expect(within(dialog).getByTestId('po-total')).toHaveTextContent('= 19.50');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('采购单 PO-NEW 已创建，等待审核')).toBeInTheDocument();
    expect(inputs[0]).toMatchObject({ supplierId: 1, warehouseId: 1, freight: '2', discount: '0.5', lines: [{ skuId: 101, quantity: 10, unitPrice: '1.80' }] });
  }, 40_000);

  it('audits ticked orders: a failure needs a remark; refused orders are named', async () => {
    const user = userEvent.setup();
    mockOrders(rows);
    const inputs = mockOperation(
      'AuditPurchaseOrders',
      success('auditPurchaseOrders', {
        __typename: 'PurchaseOrderBatchResult',
        orders: [],
        refused: [{ __typename: 'PurchaseRefusal', id: 12, orderNo: 'PO-APPROVED', message: '审核通过的采购单不能审核不通过' }],
      }),
      'input',
    );
    renderPage(<PurchaseOrderPage />, { path: '/purchaseOrder', permissions: ALL });
    await screen.findByText('PO-APPROVED');
    const checkboxes = screen.getAllByRole('checkbox', { name: /选择第/ });
    await user.click(checkboxes[1]!);
    const dialog = await openDialog(user, '批量审核', '审核 1 个采购单');
    await user.selectOptions(within(dialog).getByLabelText(/^审核结果/), 'no');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('审核不通过时请填写备注')).toBeInTheDocument();
    expect(inputs).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^审核备注/), '价格太高');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('PO-APPROVED：审核通过的采购单不能审核不通过')).toBeInTheDocument();
    expect(inputs[0]).toEqual({ ids: [12], approve: false, remark: '价格太高' });
  });

  it('cancels after confirming and shows the refusal of a signed-for order', async () => {
    const user = userEvent.setup();
    mockOrders(rows);
    mockOperation('CancelPurchaseOrder', refusal('cancelPurchaseOrder', businessError('已签收的预报单不能作废', 'purchase.cannotCancelSigned')));
    renderPage(<PurchaseOrderPage />, { path: '/purchaseOrder', permissions: ALL });
    const confirm = await openDialog(user, '作废 PO-APPROVED', undefined, 'alertdialog');
    expect(confirm).toHaveTextContent('确定作废采购单 PO-APPROVED');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已签收的预报单不能作废')).toBeInTheDocument();
  });
});
