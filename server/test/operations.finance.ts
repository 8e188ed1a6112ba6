// Crawler entries of the finance ledger (issue 22 items 1–2, first slice; see DomainOperations in
// operations.ts). The seed makes two accounts per company (one with an opening entry, one spare
// for edits) and one money movement; company A aiming at B's ids gets "not found".
import { createFinanceAccount, recordMoneyMovement } from '../src/modules/finance/finance.service';
import { createCollectionOrder, createPaymentOrder } from '../src/modules/finance/finance-orders.service';
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const E = `__typename ... on Error { messageId }`;
const V = `${E} ... on ValidationError { fieldErrors { messageId } }`;

export const financeOperations: DomainOperations = {
  operations: [
    {
      field: 'financeAccounts',
      query: 'query($f: FinanceAccountFilter) { financeAccounts(first: 100, filter: $f) { totalCount edges { node { id name balance } } } }',
      variables: () => ({ f: { kind: 'bank' } }),
      foreign: { list: 'finAccountId' },
    },
    {
      field: 'financeAccount',
      query: 'query($id: Int!) { financeAccount(id: $id) { id name } }',
      variables: (i) => ({ id: i.finAccountId }),
      foreign: 'null',
    },
    {
      field: 'financeEntries',
      query: 'query($f: FinanceEntryFilter) { financeEntries(first: 100, filter: $f) { totalCount edges { node { id accountId account { name } } } } }',
      variables: (i) => ({ f: { accountId: i.finAccountId } }),
      foreign: { list: 'finEntryId' },
    },
    {
      field: 'createFinanceAccount',
      query: `mutation($i: FinanceAccountInput!) { createFinanceAccount(input: $i) { ${V} } }`,
      variables: () => ({ i: { name: `Crawl ${Math.random()}`, kind: 'cash', accountNo: '1', currency: 'CNY', initialBalance: '0' } }),
    },
    {
      field: 'updateFinanceAccount',
      query: `mutation($id: Int!, $i: FinanceAccountUpdateInput!) { updateFinanceAccount(id: $id, input: $i) { ${V} } }`,
      variables: (i) => ({ id: i.finSpareAccountId, i: { name: `Spare ${i.finSpareAccountId}`, kind: 'card', accountNo: '2' } }),
      foreign: 'notFound',
    },
    {
      field: 'setFinanceAccountEnabled',
      query: `mutation($id: Int!) { setFinanceAccountEnabled(id: $id, enabled: true) { ${E} } }`,
      variables: (i) => ({ id: i.finSpareAccountId }),
      foreign: 'notFound',
    },
    {
      field: 'recordMoneyMovement',
      query: `mutation($i: MoneyMovementInput!) { recordMoneyMovement(input: $i) { ${V} } }`,
      variables: (i) => ({ i: { accountId: i.finAccountId, direction: 'in', amount: '1.00', category: 'other', occurredAt: '2026-11-01T00:00:00Z' } }),
    },
    // issue 22 item 2: payment and collection orders, the ledger's totals
    {
      field: 'paymentOrders',
      query: 'query($f: PaymentOrderFilter) { paymentOrders(first: 100, filter: $f) { totalCount edges { node { id orderNo } } } }',
      variables: (i) => ({ f: { accountId: i.finAccountId } }),
      foreign: { list: 'finPaymentOrderId' },
    },
    {
      field: 'paymentOrder',
      query: 'query($id: Int!) { paymentOrder(id: $id) { id orderNo } }',
      variables: (i) => ({ id: i.finPaymentOrderId }),
      foreign: 'null',
    },
    {
      field: 'paymentOrderStatusCounts',
      query: 'query { paymentOrderStatusCounts { status count } }',
      variables: () => ({}),
    },
    {
      field: 'collectionOrders',
      query: 'query($f: CollectionOrderFilter) { collectionOrders(first: 100, filter: $f) { totalCount edges { node { id orderNo } } } }',
      variables: (i) => ({ f: { accountId: i.finAccountId } }),
      foreign: { list: 'finCollectionOrderId' },
    },
    {
      field: 'collectionOrder',
      query: 'query($id: Int!) { collectionOrder(id: $id) { id orderNo } }',
      variables: (i) => ({ id: i.finCollectionOrderId }),
      foreign: 'null',
    },
    {
      field: 'collectionOrderStatusCounts',
      query: 'query { collectionOrderStatusCounts { status count } }',
      variables: () => ({}),
    },
    {
      field: 'financeEntryTotals',
      query: 'query($f: FinanceEntryFilter) { financeEntryTotals(filter: $f) { currency count in out net } }',
      variables: (i) => ({ f: { accountId: i.finAccountId } }),
    },
    {
      field: 'createPaymentOrder',
      query: `mutation($i: PaymentOrderInput!) { createPaymentOrder(input: $i) { ${V} } }`,
      variables: () => ({ i: { payee: 'Crawl', category: 'other', amount: '1.00', currency: 'CNY' } }),
    },
    {
      field: 'payPaymentOrder',
      query: `mutation($i: SettleFinanceOrderInput!) { payPaymentOrder(input: $i) { ${V} } }`,
      variables: (i) => ({ i: { id: i.finPaymentOrderId, accountId: i.finAccountId, date: '2026-11-01T00:00:00Z' } }),
      foreign: 'notFound',
    },
    {
      field: 'createCollectionOrder',
      query: `mutation($i: CollectionOrderInput!) { createCollectionOrder(input: $i) { ${V} } }`,
      variables: () => ({ i: { payer: 'Crawl', category: 'other', amount: '1.00', currency: 'CNY' } }),
    },
    {
      field: 'receiveCollectionOrder',
      query: `mutation($i: SettleFinanceOrderInput!) { receiveCollectionOrder(input: $i) { ${V} } }`,
      variables: (i) => ({ i: { id: i.finCollectionOrderId, accountId: i.finAccountId, date: '2026-11-01T00:00:00Z' } }),
      foreign: 'notFound',
    },
  ],

  async seed(app, company, tag) {
    const ctx = await contextOf(app, company.token);
    const account = await createFinanceAccount(ctx, { name: `Bank ${tag}`, kind: 'bank', accountNo: '6222', currency: 'CNY', initialBalance: '100' });
    const spare = await createFinanceAccount(ctx, { name: `Spare ${tag}`, kind: 'card', accountNo: '4000', currency: 'USD', initialBalance: '0' });
    const entry = await recordMoneyMovement(ctx, {
      accountId: account.id,
      direction: 'out',
      amount: '5',
      category: 'rent',
      occurredAt: '2026-10-01T00:00:00Z',
    });
    const payment = await createPaymentOrder(ctx, { payee: `Payee ${tag}`, category: 'rent', amount: '1.00', currency: 'CNY' });
    const collection = await createCollectionOrder(ctx, { payer: `Payer ${tag}`, category: 'other', amount: '1.00', currency: 'CNY' });
    return {
      finAccountId: account.id,
      finSpareAccountId: spare.id,
      finEntryId: entry.id,
      finPaymentOrderId: payment.id,
      finCollectionOrderId: collection.id,
    };
  },

  async snapshot(db, companyId) {
    const where = { where: { companyId }, orderBy: { id: 'asc' as const } };
    return Promise.all([
      db.financeAccount.findMany(where),
      db.financeEntry.findMany(where),
      db.paymentOrder.findMany(where),
      db.collectionOrder.findMany(where),
    ]);
  },
};
