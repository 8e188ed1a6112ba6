// /paymentOrder, /receiptOrder and /incomeExpenditure (issue 22 item 2): status tabs with counts,
// the pay dialog (account and date required before asking the server, the refusal shown), adding an
// order, receiving a collection order, the ledger with its totals per currency, the buttons hidden
// from an account that may only look, error and empty states; money recorded by hand on the ledger
// (field errors, refusals), the long remark cut with a tooltip, and open tabs refreshed after paying.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { businessError, connectionOf, mockGraphql, refusal, success } from '../../test/graphql';
import { itShowsErrorThenEmpty, expectReadOnly } from '../../test/listStates';
import { renderPage } from '../../test/renderPage';
import { AccountManagePage, IncomeExpenditurePage, PaymentOrderPage, ReceiptOrderPage } from './index';
import { findRow, getRow, expectTexts } from '../../test/rows';
import { retype } from '../../test/forms';

const ACCOUNTS = connectionOf('financeAccounts', [
  { __typename: 'FinanceAccount', id: 3, name: 'Bank of China', currency: 'CNY', balance: '1000', allowNegative: false, enabled: true },
  { __typename: 'FinanceAccount', id: 4, name: 'Old card', currency: 'CNY', balance: '0', allowNegative: false, enabled: false },
]);
const ORDER = {
  __typename: 'PaymentOrder',
  id: 7,
  orderNo: 'FK20261120000001',
  status: 'unpaid',
  source: 'purchase',
  payee: 'Yiwu Cups',
  category: 'purchase',
  amount: '320.5',
  currency: 'CNY',
  remark: 'PR1 · PO1',
  accountId: null,
  accountName: '',
  paidAmount: null,
  rate: null,
  paidAt: null,
  paidByName: '',
  createdAt: '2026-11-20T08:00:00.000Z',
};
const PAID = {
  ...ORDER,
  id: 8,
  orderNo: 'FK20261120000002',
  status: 'paid',
  accountId: 3,
  accountName: 'Bank of China',
  paidAmount: '10',
  paidAt: '2026-11-21T04:00:00.000Z',
};
const paymentList = (nodes: object[]) => ({
  ...connectionOf('paymentOrders', nodes),
  paymentOrderStatusCounts: [
    { __typename: 'PaymentOrderStatusCount', status: 'unpaid', count: 1 },
    { __typename: 'PaymentOrderStatusCount', status: 'paid', count: 1 },
  ],
});
const PAY_ALL = ['paymentOrder', 'paymentOrder.create', 'paymentOrder.pay'];

describe('/paymentOrder', () => {
  it('lists orders with status tabs and counts; pays one from an account on a date', async () => {
    const user = userEvent.setup();
    const calls = mockGraphql({
      PaymentOrders: paymentList([ORDER, PAID]),
      FinanceAccountOptions: ACCOUNTS,
      PayPaymentOrder: success('payPaymentOrder', { __typename: 'PaymentOrder', id: 7, status: 'paid' }),
    });
    renderPage(<PaymentOrderPage />, { path: '/paymentOrder', permissions: PAY_ALL });
    const row = await findRow('FK20261120000001');
    expectTexts(row, '320.50 CNY', '未付款', '采购请款');
    expect(screen.getByRole('tab', { name: /全部.*2/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /已付款.*1/ })).toBeInTheDocument();
    const paidRow = getRow('FK20261120000002');
    expect(within(paidRow).queryByRole('button', { name: /付款/ })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /付款/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('320.50 CNY 付给 Yiwu Cups');
    // the account that is off is not offered
    const select = await within(dialog).findByLabelText(/账户/);
    expect(within(dialog).queryByRole('option', { name: /Old card/ })).not.toBeInTheDocument();
    // no account chosen: refused before asking the server
    await user.click(within(dialog).getByRole('button', { name: '付款' }));
    expect(await within(dialog).findByText('请选择账户')).toBeInTheDocument();
    expect(calls.PayPaymentOrder).toEqual([]);
    await user.selectOptions(select, '3');
    const date = within(dialog).getByLabelText(/付款日期/);
    await retype(user, date, '2026-11-21');
    await user.click(within(dialog).getByRole('button', { name: '付款' }));
    await waitFor(() => expect(calls.PayPaymentOrder).toHaveLength(1));
    const input = (calls.PayPaymentOrder[0] as { input: { id: number; accountId: number; date: string } }).input;
    expect(input).toMatchObject({ id: 7, accountId: 3 });
    expect(new Date(input.date).getDate()).toBe(21);
    expect(await screen.findByText('付款单 FK20261120000001 已付款')).toBeInTheDocument();
  });

  it('records a payment dated today (the default) at the current time, not at noon', async () => {
    const user = userEvent.setup();
    const calls = mockGraphql({
      PaymentOrders: paymentList([ORDER]),
      FinanceAccountOptions: ACCOUNTS,
      PayPaymentOrder: success('payPaymentOrder', { __typename: 'PaymentOrder', id: 7, status: 'paid' }),
    });
    renderPage(<PaymentOrderPage />, { path: '/paymentOrder', permissions: PAY_ALL });
    const row = await findRow('FK20261120000001');
    await user.click(within(row).getByRole('button', { name: /付款/ }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(await within(dialog).findByLabelText(/账户/), '3');
    const before = Date.now();
    await user.click(within(dialog).getByRole('button', { name: '付款' }));
    await waitFor(() => expect(calls.PayPaymentOrder).toHaveLength(1));
    const sent = new Date((calls.PayPaymentOrder[0] as { input: { date: string } }).input.date).getTime();
    expect(sent).toBeGreaterThanOrEqual(before - 1000);
    expect(sent).toBeLessThanOrEqual(Date.now());
  });

  it("shows the server's refusal (the account may not go negative) and keeps the dialog open", async () => {
    const user = userEvent.setup();
    mockGraphql({
      PaymentOrders: paymentList([ORDER]),
      FinanceAccountOptions: ACCOUNTS,
      PayPaymentOrder: refusal('payPaymentOrder', businessError('账户 Bank of China 余额不足', 'finance.insufficientBalance')),
    });
    renderPage(<PaymentOrderPage />, { path: '/paymentOrder', permissions: PAY_ALL });
    const row = await findRow('FK20261120000001');
    await user.click(within(row).getByRole('button', { name: /付款/ }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(await within(dialog).findByLabelText(/账户/), '3');
    await user.click(within(dialog).getByRole('button', { name: '付款' }));
    expect(await screen.findByText(/余额不足/)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('adds a payment order by hand', async () => {
    const user = userEvent.setup();
    const calls = mockGraphql({
      PaymentOrders: paymentList([]),
      CreatePaymentOrder: success('createPaymentOrder', { __typename: 'PaymentOrder', id: 9, orderNo: 'FK9' }),
    });
    renderPage(<PaymentOrderPage />, { path: '/paymentOrder', permissions: PAY_ALL });
    await user.click(await screen.findByRole('button', { name: '新增付款单' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入收款方')).toBeInTheDocument();
    expect(calls.CreatePaymentOrder).toEqual([]);
    await user.type(within(dialog).getByLabelText(/收款方/), 'Landlord');
    await user.type(within(dialog).getByLabelText(/金额/), '2500');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(calls.CreatePaymentOrder).toEqual([{ input: { payee: 'Landlord', category: 'other', amount: '2500', currency: 'CNY', remark: '' } }]),
    );
    expect(await screen.findByText('付款单 FK9 已创建')).toBeInTheDocument();
  });

  it('an account that may only look sees neither add nor pay', async () => {
    mockGraphql({ PaymentOrders: paymentList([ORDER]) });
    renderPage(<PaymentOrderPage />, { path: '/paymentOrder', permissions: ['paymentOrder'] });
    await expectReadOnly('FK20261120000001', /付款/, '新增付款单');
  });

  itShowsErrorThenEmpty(
    'PaymentOrders',
    () => renderPage(<PaymentOrderPage />, { path: '/paymentOrder', permissions: ['paymentOrder'] }),
    () => mockGraphql({ PaymentOrders: paymentList([]) }),
    '没有付款单',
  );
});

const COLLECTION = {
  __typename: 'CollectionOrder',
  id: 5,
  orderNo: 'SK20261120000001',
  status: 'pending',
  payer: 'Amazon',
  category: 'marketplacePayout',
  amount: '75.25',
  currency: 'USD',
  remark: '',
  accountId: null,
  accountName: '',
  receivedAmount: null,
  rate: null,
  receivedAt: null,
  receivedByName: '',
  createdAt: '2026-11-20T08:00:00.000Z',
};
const collectionList = (nodes: object[]) => ({
  ...connectionOf('collectionOrders', nodes),
  collectionOrderStatusCounts: [
    { __typename: 'CollectionOrderStatusCount', status: 'pending', count: nodes.length },
    { __typename: 'CollectionOrderStatusCount', status: 'received', count: 0 },
  ],
});

describe('/receiptOrder', () => {
  it('receives a collection order into an account; a currency without a rate is shown on the account field', async () => {
    const user = userEvent.setup();
    const calls = mockGraphql({
      CollectionOrders: collectionList([COLLECTION]),
      FinanceAccountOptions: ACCOUNTS,
      ReceiveCollectionOrder: refusal('receiveCollectionOrder', {
        __typename: 'ValidationError',
        messageId: 'validation.failed',
        message: '输入有误',
        fieldErrors: [
          { __typename: 'FieldError', field: 'accountId', messageId: 'finance.noRateOn', message: '2026-11-20 没有 USD 的汇率，请先在汇率设置中设置' },
        ],
      }),
    });
    renderPage(<ReceiptOrderPage />, { path: '/receiptOrder', permissions: ['receiptOrder', 'collectionOrder.receive'] });
    const row = await findRow('SK20261120000001');
    expectTexts(row, '平台回款', '待收款');
    await user.click(within(row).getByRole('button', { name: /收款/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('75.25 USD 来自 Amazon');
    await user.selectOptions(await within(dialog).findByLabelText(/收款账户/), '3');
    await user.click(within(dialog).getByRole('button', { name: '收款' }));
    await waitFor(() => expect(calls.ReceiveCollectionOrder).toHaveLength(1));
    expect(await within(dialog).findByText(/没有 USD 的汇率/)).toBeInTheDocument();
  });

  itShowsErrorThenEmpty(
    'CollectionOrders',
    () => renderPage(<ReceiptOrderPage />, { path: '/receiptOrder', permissions: ['receiptOrder'] }),
    () => mockGraphql({ CollectionOrders: collectionList([]) }),
    '没有收款单',
  );
});

const ENTRY = {
  __typename: 'FinanceEntry',
  id: 11,
  accountId: 3,
  direction: 'out',
  amount: '320.5',
  rate: '1',
  baseAmount: '320.5',
  category: 'purchase',
  sourceType: 'paymentOrder',
  remark: 'FK20261120000001 · Yiwu Cups',
  occurredAt: '2026-11-21T04:00:00.000Z',
  createdByName: 'boss',
  account: { __typename: 'FinanceAccount', id: 3, name: 'Bank of China', currency: 'CNY' },
};
const entries = (nodes: object[]) => ({
  ...connectionOf('financeEntries', nodes),
  financeEntryTotals: nodes.length ? [{ __typename: 'FinanceEntryTotal', currency: 'CNY', count: 1, in: '0.00', out: '320.50', net: '-320.50' }] : [],
});

describe('/incomeExpenditure', () => {
  it('lists entries with their source and totals per currency; filters by direction', async () => {
    const user = userEvent.setup();
    const calls = mockGraphql({ FinanceEntries: entries([ENTRY]), FinanceAccountOptions: ACCOUNTS });
    renderPage(<IncomeExpenditurePage />, { path: '/incomeExpenditure', permissions: ['incomeExpenditure'] });
    const row = await findRow('FK20261120000001 · Yiwu Cups');
    expectTexts(row, '−320.50 CNY', '采购付款', '付款单');
    expect(screen.getByTestId('finance-totals')).toHaveTextContent('CNY：收入 0.00，支出 320.50，净额 -320.50（1 笔）');
    expect(screen.getByRole('button', { name: /导出/ })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: '收/支' }), 'in');
    await user.click(screen.getByRole('button', { name: /查询|搜索/ }));
    await waitFor(() => expect(calls.FinanceEntries.some((v) => (v as { filter?: { direction?: string } }).filter?.direction === 'in')).toBe(true));
  });

  itShowsErrorThenEmpty(
    'FinanceEntries',
    () => renderPage(<IncomeExpenditurePage />, { path: '/incomeExpenditure', permissions: ['incomeExpenditure'] }),
    () => mockGraphql({ FinanceEntries: entries([]), FinanceAccountOptions: ACCOUNTS }),
    '没有收支流水',
  );
});

describe('/incomeExpenditure: money in or out recorded by hand', () => {
  it('checks the fields before asking the server, offers only accounts that are on, records the movement and refreshes the list', async () => {
    const user = userEvent.setup();
    const calls = mockGraphql({
      FinanceEntries: entries([ENTRY]),
      FinanceAccountOptions: ACCOUNTS,
      RecordMoneyMovement: success('recordMoneyMovement', { __typename: 'FinanceEntry', id: 12, direction: 'in', amount: '88.5' }),
    });
    renderPage(<IncomeExpenditurePage />, { path: '/incomeExpenditure', permissions: ['incomeExpenditure', 'financeEntry.create'] });
    await screen.findByText('FK20261120000001 · Yiwu Cups');
    const listCalls = calls.FinanceEntries.length;
    await user.click(screen.getByRole('button', { name: '登记收支' }));
    const dialog = await screen.findByRole('dialog');
    const account = await within(dialog).findByLabelText(/账户/);
    await within(dialog).findByRole('option', { name: /Bank of China/ });
    expect(within(dialog).queryByRole('option', { name: /Old card/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请选择账户')).toBeInTheDocument();
    expect(calls.RecordMoneyMovement).toEqual([]);
    await user.selectOptions(account, '3');
    await user.selectOptions(within(dialog).getByLabelText(/收\/支/), 'in');
    await user.selectOptions(within(dialog).getByLabelText(/类别/), 'sales');
    await user.type(within(dialog).getByLabelText(/金额/), '88.5');
    const date = within(dialog).getByLabelText(/日期/);
    await retype(user, date, '2026-11-19');
    await user.type(within(dialog).getByLabelText(/备注/), 'Cash sale');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.RecordMoneyMovement).toHaveLength(1));
    const input = (calls.RecordMoneyMovement[0] as { input: Record<string, unknown> }).input;
    expect(input).toMatchObject({ accountId: 3, direction: 'in', amount: '88.5', category: 'sales', remark: 'Cash sale' });
    expect(new Date(String(input.occurredAt)).getDate()).toBe(19);
    expect(await screen.findByText('已登记收入 88.50 CNY')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(calls.FinanceEntries.length).toBeGreaterThan(listCalls));
  });

  it("shows the server's refusal on its field and keeps the dialog open", async () => {
    const user = userEvent.setup();
    mockGraphql({
      FinanceEntries: entries([]),
      FinanceAccountOptions: ACCOUNTS,
      RecordMoneyMovement: refusal('recordMoneyMovement', {
        __typename: 'ValidationError',
        messageId: 'validation.failed',
        message: '输入有误',
        fieldErrors: [{ __typename: 'FieldError', field: 'amount', messageId: 'finance.amountTooLarge', message: '金额过大' }],
      }),
    });
    renderPage(<IncomeExpenditurePage />, { path: '/incomeExpenditure', permissions: ['incomeExpenditure', 'financeEntry.create'] });
    await user.click(await screen.findByRole('button', { name: '登记收支' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('option', { name: /Bank of China/ });
    await user.selectOptions(within(dialog).getByLabelText(/账户/), '3');
    await user.type(within(dialog).getByLabelText(/金额/), '10');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('金额过大')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('an account that may only look has no record button; a long remark is cut with the whole text on hover', async () => {
    const remark = `FK20261120000001 · ${'A very long remark about the payment '.repeat(6)}`;
    mockGraphql({ FinanceEntries: entries([{ ...ENTRY, remark }]), FinanceAccountOptions: ACCOUNTS });
    renderPage(<IncomeExpenditurePage />, { path: '/incomeExpenditure', permissions: ['incomeExpenditure'] });
    const cell = await screen.findByTestId('entry-remark');
    expect(cell).toHaveAttribute('title', remark);
    expect(cell).toHaveTextContent(remark.trim());
    expect(screen.queryByRole('button', { name: '登记收支' })).not.toBeInTheDocument();
  });
});

describe('open page tabs see money move', () => {
  it('after paying, the accounts list kept open shows the new balance without being reopened', async () => {
    const user = userEvent.setup();
    let balance = '1000';
    const account = () =>
      connectionOf('financeAccounts', [
        {
          __typename: 'FinanceAccount',
          id: 3,
          name: 'Bank of China',
          kind: 'bank',
          currency: 'CNY',
          accountNo: '6222',
          holder: '',
          initialBalance: '1000',
          balance,
          allowNegative: false,
          enabled: true,
          remark: '',
          updatedAt: '2026-11-20T08:00:00.000Z',
        },
      ]);
    const calls = mockGraphql({
      PaymentOrders: paymentList([ORDER]),
      // the picker holds the same account (one cache entry): it answers the same balance
      FinanceAccountOptions: () =>
        connectionOf('financeAccounts', [
          { __typename: 'FinanceAccount', id: 3, name: 'Bank of China', currency: 'CNY', balance, allowNegative: false, enabled: true },
        ]),
      FinanceAccounts: () => account(),
      PayPaymentOrder: () => {
        balance = '679.5';
        return success('payPaymentOrder', { __typename: 'PaymentOrder', id: 7, status: 'paid' });
      },
    });
    renderPage(
      <>
        <PaymentOrderPage />
        <AccountManagePage />
      </>,
      { path: '/paymentOrder', permissions: [...PAY_ALL, 'accountManage'] },
    );
    expect(await screen.findByText('1000.00 CNY', { selector: 'span' })).toBeInTheDocument();
    const before = calls.FinanceAccounts.length;
    const row = await findRow('FK20261120000001');
    await user.click(within(row).getByRole('button', { name: /付款/ }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(await within(dialog).findByLabelText(/账户/), '3');
    await user.click(within(dialog).getByRole('button', { name: '付款' }));
    await waitFor(() => expect(calls.FinanceAccounts.length).toBeGreaterThan(before));
    expect(await screen.findByText('679.50 CNY', { selector: 'span' })).toBeInTheDocument();
  });
});

describe('/receiptOrder: adding by hand (the shared order dialog, collection kind)', () => {
  it('asks for the payer, defaults to a marketplace payout and sends the collection input', async () => {
    const user = userEvent.setup();
    const calls = mockGraphql({
      CollectionOrders: collectionList([]),
      CreateCollectionOrder: success('createCollectionOrder', { __typename: 'CollectionOrder', id: 6, orderNo: 'SK6' }),
    });
    renderPage(<ReceiptOrderPage />, { path: '/receiptOrder', permissions: ['receiptOrder', 'collectionOrder.create'] });
    await user.click(await screen.findByRole('button', { name: '新增收款单' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入付款方')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/付款方/), 'Amazon EU');
    await user.type(within(dialog).getByLabelText(/金额/), '99.99');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(calls.CreateCollectionOrder).toEqual([
        { input: { payer: 'Amazon EU', category: 'marketplacePayout', amount: '99.99', currency: 'CNY', remark: '' } },
      ]),
    );
    expect(await screen.findByText('收款单 SK6 已创建')).toBeInTheDocument();
  });
});
