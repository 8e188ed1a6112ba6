import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse, server } from '../../test/server';
import { mockOperation, success, inTurn } from '../../test/graphql';
import { renderPage } from '../../test/renderPage';
import { connection } from '../inventory/testing';
import { InvoicePage, RefundNotePage } from './index';
import { orderRow, paymentRow, statusCounts } from './testing';
import { itShowsErrorThenEmpty } from '../../test/listStates';
import { openDialog } from '../../test/dialogs';
import { findRow, expectTexts } from '../../test/rows';
import { retype } from '../../test/forms';

const ALL = ['purchasePayment.create', 'purchasePayment.audit'];

function mockPayments(nodes: ReturnType<typeof paymentRow>[]) {
  const calls: Record<string, unknown>[] = [];
  server.use(
    graphql.query('PurchasePayments', ({ variables }) => {
      calls.push(variables);
      return HttpResponse.json({
        data: {
          purchasePayments: connection('QueryPurchasePaymentsConnection', nodes),
          purchasePaymentStatusCounts: statusCounts({ pending: 1, approved: 2, rejected: 0 }),
        },
      });
    }),
    graphql.query('PurchaseOrders', () =>
      HttpResponse.json({
        data: {
          purchaseOrders: connection('QueryPurchaseOrdersConnection', [orderRow({ id: 12, orderNo: 'PO-APPROVED', status: 'approved' }), orderRow()]),
          purchaseOrderStatusCounts: [],
        },
      }),
    ),
    graphql.query('PurchasePaymentLimits', ({ variables }) =>
      HttpResponse.json({
        data: success(
          'purchasePaymentLimits',
          {
            __typename: 'PurchasePaymentLimits',
            purchaseOrderId: variables.purchaseOrderId,
            orderNo: 'PO-APPROVED',
            status: 'approved',
            total: '20.50',
            paid: '10.00',
            refunded: '0.00',
            max: variables.kind === 'refund' ? '10.00' : '10.50',
          },
          'Query',
        ),
      }),
    ),
  );
  return calls;
}

describe('InvoicePage', () => {
  it('lists payment requests with status tabs', async () => {
    const user = userEvent.setup();
    const calls = mockPayments([paymentRow(), paymentRow({ id: 22, billNo: 'PR-OK', status: 'approved', auditorName: '财务' })]);
    renderPage(<InvoicePage />, { path: '/invoice', permissions: ALL });
    const row = await findRow('PR20260301000001');
    expectTexts(row, 'PO20260301000001', '10.00');
    expect(within(row).getByText('待审核')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '全部（3）' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ kind: 'payment', first: 30, offset: 0 });
    await user.click(screen.getByRole('tab', { name: '审核通过（2）' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ filter: { status: 'approved' } }));
  });

  itShowsErrorThenEmpty(
    'PurchasePayments',
    () => renderPage(<InvoicePage />, { path: '/invoice', permissions: ALL }),
    () => mockPayments([]),
    '没有符合条件的请款单',
  );

  it('creates a request showing the maximum; the server refusal above it is shown on the field', async () => {
    const user = userEvent.setup();
    mockPayments([]);
    const inputs = mockOperation(
      'CreatePurchasePayment',
      inTurn(
        {
          createPurchasePayment: {
            __typename: 'ValidationError',
            messageId: 'validation.failed',
            message: '',
            fieldErrors: [{ __typename: 'FieldError', field: 'amount', message: '金额超出，最多 10.50' }],
          },
        },
        success('createPurchasePayment', { __typename: 'PurchasePayment', id: 40, billNo: 'PR-NEW', status: 'pending' }),
      ),
      'input',
    );
    renderPage(<InvoicePage />, { path: '/invoice', permissions: ALL });
    const dialog = await openDialog(user, '新建请款单', '新建请款单');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: /PO-APPROVED/ })).toBeInTheDocument());
    // Orders pending audit cannot take payments: only approved ones are offered.
    expect(within(dialog).queryByRole('option', { name: /PO20260301000001/ })).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('采购单', { selector: 'select' }), '12');
    expect(await within(dialog).findByTestId('pay-max')).toHaveTextContent('本次最多 10.50');
    await user.type(within(dialog).getByLabelText(/^金额/), '10.51');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByText('金额超出，最多 10.50')).toBeInTheDocument();
    const amount = within(dialog).getByLabelText(/^金额/);
    await retype(user, amount, '10.50');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await screen.findByText('PR-NEW 已提交，等待审核')).toBeInTheDocument();
    expect(inputs.at(-1)).toMatchObject({ purchaseOrderId: 12, kind: 'payment', amount: '10.50' });
  }, 40_000);
});

describe('RefundNotePage', () => {
  it('lists refunds and audits the ticked ones', async () => {
    const user = userEvent.setup();
    const calls = mockPayments([paymentRow({ kind: 'refund', billNo: 'RF-1' })]);
    const inputs = mockOperation(
      'AuditPurchasePayments',
      success('auditPurchasePayments', {
        __typename: 'PurchasePaymentBatchResult',
        payments: [{ __typename: 'PurchasePayment', id: 21, status: 'approved' }],
        refused: [],
      }),
      'input',
    );
    renderPage(<RefundNotePage />, { path: '/refundNote', permissions: ALL });
    expect(await screen.findByText('RF-1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '退款单' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ kind: 'refund' });
    await user.click(screen.getAllByRole('checkbox', { name: /选择第/ })[0]!);
    const dialog = await openDialog(user, '批量审核', '审核 1 条');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('已审核 1 条')).toBeInTheDocument();
    expect(inputs[0]).toEqual({ ids: [21], approve: true, remark: '' });
  }, 30_000);
});
