// /invoiceCompany and /invoicesManage (issue 22 item 3): lists, adding a header, issuing an invoice
// by order number, the buttons hidden from an account that may only look, error and empty states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { connectionOf, mockGraphql, success } from '../../test/graphql';
import { itShowsErrorThenEmpty, expectReadOnly } from '../../test/listStates';
import { renderPage } from '../../test/renderPage';
import { InvoiceCompanyPage, InvoicesManagePage } from './index';
import { findRow, expectTexts } from '../../test/rows';

const HEADER = {
  __typename: 'InvoiceCompany',
  id: 3,
  name: 'Demo Trading GmbH',
  address: 'Friedrichstraße 10, Berlin',
  country: 'DE',
  taxNumber: 'DE123456789',
  bankName: 'Deutsche Bank',
  bankAccount: 'DE89 3704',
  bankSwift: 'DEUTDEFF',
  prefix: 'INV-',
  nextNumber: 3,
  currency: 'EUR',
  taxRate: '19',
  isDefault: true,
  invoiceCount: 2,
};
const INVOICE = {
  __typename: 'Invoice',
  id: 8,
  number: 'INV-000002',
  status: 'issued',
  drawee: 'Hans Müller',
  address: 'Hauptstr. 5, 10115 Berlin',
  country: 'DE',
  currency: 'EUR',
  taxRate: '19',
  netTotal: '21.01',
  taxTotal: '3.99',
  total: '25',
  invoicedAt: '2026-11-25T09:00:00.000Z',
  voidReason: '',
  invoiceCompany: { __typename: 'InvoiceCompany', id: 3, name: 'Demo Trading GmbH' },
  orders: [{ __typename: 'InvoiceOrder', orderId: 40, orderNo: 'SO2026112001' }],
};
const OPTIONS = { invoiceCompanyOptions: [{ __typename: 'InvoiceCompany', id: 3, name: 'Demo Trading GmbH', prefix: 'INV-', taxRate: '19', isDefault: true }] };

describe('/invoiceCompany', () => {
  it('lists headers with their numbering and adds one', async () => {
    const user = userEvent.setup();
    const calls = mockGraphql({
      InvoiceCompanies: connectionOf('invoiceCompanies', [HEADER]),
      CreateInvoiceCompany: success('createInvoiceCompany', { ...HEADER, id: 4, name: 'Second Ltd' }),
    });
    renderPage(<InvoiceCompanyPage />, { path: '/invoiceCompany', permissions: ['invoiceCompany', 'invoiceCompany.update'] });
    const row = await findRow('Demo Trading GmbH');
    expectTexts(row, '下一个：INV-000003', '已开 2 张', 'EUR / 19%');
    await user.click(screen.getByRole('button', { name: '添加开票公司' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/公司名称/), 'Second Ltd');
    await user.type(within(dialog).getByLabelText(/^地址/), 'Somewhere 1');
    await user.type(within(dialog).getByLabelText(/国家/), 'de');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.CreateInvoiceCompany?.length).toBe(1));
    expect(calls.CreateInvoiceCompany[0]).toMatchObject({
      input: { name: 'Second Ltd', address: 'Somewhere 1', country: 'DE', prefix: 'INV-', nextNumber: 1, currency: 'EUR' },
    });
  });

  it('an account that may only look sees no add or edit', async () => {
    mockGraphql({ InvoiceCompanies: connectionOf('invoiceCompanies', [HEADER]) });
    renderPage(<InvoiceCompanyPage />, { path: '/invoiceCompany', permissions: ['invoiceCompany'] });
    await expectReadOnly('Demo Trading GmbH', /编辑/, '添加开票公司');
  });

  itShowsErrorThenEmpty(
    'InvoiceCompanies',
    () => renderPage(<InvoiceCompanyPage />, { path: '/invoiceCompany', permissions: ['invoiceCompany'] }),
    () => mockGraphql({ InvoiceCompanies: connectionOf('invoiceCompanies', []) }),
    '还没有开票公司',
  );
});

describe('/invoicesManage', () => {
  it('lists invoices and issues one by order number', async () => {
    const user = userEvent.setup();
    const calls = mockGraphql({
      Invoices: connectionOf('invoices', [INVOICE]),
      InvoiceCompanyOptions: OPTIONS,
      IssueInvoice: success('issueInvoice', { __typename: 'Invoice', id: 9, number: 'INV-000003' }),
    });
    renderPage(<InvoicesManagePage />, { path: '/invoicesManage', permissions: ['invoicesManage', 'salesInvoice.issue', 'salesInvoice.void'] });
    const row = await findRow('INV-000002');
    expectTexts(row, 'Hans Müller', '25.00 EUR', 'SO2026112001', '已开具');
    await user.click(screen.getByRole('button', { name: '开具发票' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^订单号/), 'SO2026112002, SO2026112003');
    await user.click(within(dialog).getByRole('button', { name: '开具' }));
    await waitFor(() => expect(calls.IssueInvoice?.length).toBe(1));
    expect(calls.IssueInvoice[0]).toMatchObject({ input: { invoiceCompanyId: 3, orderNos: ['SO2026112002', 'SO2026112003'] } });
    expect(await screen.findByText('发票 INV-000003 已开具')).toBeInTheDocument();
  });

  it('an account that may only look sees no issue or void', async () => {
    mockGraphql({ Invoices: connectionOf('invoices', [INVOICE]), InvoiceCompanyOptions: OPTIONS });
    renderPage(<InvoicesManagePage />, { path: '/invoicesManage', permissions: ['invoicesManage'] });
    await expectReadOnly('INV-000002', /作废/, '开具发票');
  });

  itShowsErrorThenEmpty(
    'Invoices',
    () => renderPage(<InvoicesManagePage />, { path: '/invoicesManage', permissions: ['invoicesManage'] }),
    () => mockGraphql({ Invoices: connectionOf('invoices', []), InvoiceCompanyOptions: OPTIONS }),
    '还没有发票',
  );
});
