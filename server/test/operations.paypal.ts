// Crawler entries of PayPal accounts and transactions (issue 22 item 4; see DomainOperations in
// operations.ts). The seed makes one account and one unmatched payment and one order per company
// (written directly: the crawl must not depend on the sandbox); company A aiming at B's ids gets
// "not found".
import { createPaypalAccount } from '../src/modules/paypal/paypal.service';
import { unscopedDb } from '../src/platform/db';
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const E = `__typename ... on Error { messageId }`;
const V = `${E} ... on ValidationError { fieldErrors { messageId } }`;

export const paypalOperations: DomainOperations = {
  operations: [
    {
      field: 'paypalAccounts',
      query: 'query($f: PaypalAccountFilter) { paypalAccounts(first: 100, filter: $f) { totalCount edges { node { id email clientSecretMask } } } }',
      variables: () => ({ f: { enabled: true } }),
      foreign: { list: 'ppAccountId' },
    },
    {
      field: 'paypalAccount',
      query: 'query($id: Int!) { paypalAccount(id: $id) { id email } }',
      variables: (i) => ({ id: i.ppAccountId }),
      foreign: 'null',
    },
    {
      field: 'paypalTransactions',
      query: 'query($f: PaypalTransactionFilter) { paypalTransactions(first: 100, filter: $f) { totalCount edges { node { id orderNo accountEmail } } } }',
      variables: (i) => ({ f: { accountId: i.ppAccountId } }),
      foreign: { list: 'ppTransactionId' },
    },
    {
      field: 'paypalAccountOptions',
      query: 'query { paypalAccountOptions { id email } }',
      variables: () => ({}),
      foreign: { list: 'ppAccountId' },
    },
    {
      field: 'paypalOrderOptions',
      query: 'query($id: Int!) { paypalOrderOptions(transactionId: $id) { id orderNo } }',
      variables: (i) => ({ id: i.ppTransactionId }),
      foreign: { list: 'ppOrderId' },
    },
    {
      field: 'paypalMatchCounts',
      query: 'query { paypalMatchCounts { matched unmatched } }',
      variables: () => ({}),
    },
    {
      field: 'createPaypalAccount',
      query: `mutation($i: PaypalAccountInput!) { createPaypalAccount(input: $i) { ${V} } }`,
      variables: () => ({ i: { email: `crawl${Math.floor(Math.random() * 1e9)}@example.com` } }),
    },
    {
      field: 'updatePaypalAccount',
      query: `mutation($id: Int!, $i: PaypalAccountInput!) { updatePaypalAccount(id: $id, input: $i) { ${V} } }`,
      variables: (i) => ({ id: i.ppAccountId, i: { email: `pp${i.ppAccountId}@example.com`, alias: 'Crawl' } }),
      foreign: 'notFound',
    },
    {
      field: 'setPaypalAccountEnabled',
      query: `mutation($id: Int!) { setPaypalAccountEnabled(id: $id, enabled: true) { ${E} } }`,
      variables: (i) => ({ id: i.ppAccountId }),
      foreign: 'notFound',
    },
    {
      field: 'syncPaypalAccount',
      query: `mutation($id: Int!) { syncPaypalAccount(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.ppAccountId }),
      foreign: 'notFound',
    },
    {
      field: 'matchPaypalTransaction',
      query: `mutation($i: PaypalMatchInput!) { matchPaypalTransaction(input: $i) { ${V} } }`,
      variables: (i) => ({ i: { transactionId: i.ppTransactionId, orderId: i.ppOrderId } }),
      foreign: 'notFound',
    },
    {
      field: 'unmatchPaypalTransaction',
      query: `mutation($id: Int!) { unmatchPaypalTransaction(id: $id) { ${E} } }`,
      variables: (i) => ({ id: i.ppTransactionId }),
      foreign: 'notFound',
    },
  ],

  async seed(app, company, tag) {
    const ctx = await contextOf(app, company.token);
    const account = await createPaypalAccount(ctx, { email: `pp-${tag}@example.com`.toLowerCase().replace(/[^a-z0-9@.-]/g, ''), alias: `PP ${tag}` });
    const db = unscopedDb(app.platform.database.prisma, 'crawl seed');
    const companyId = account.companyId;
    const shop = await db.shop.create({ data: { companyId, platformType: 1, platform: 'ebay', shopName: `PP crawl ${tag}`, status: 1 } });
    const order = await db.order.create({
      data: {
        companyId,
        shopId: shop.id,
        platformType: 1,
        platformOrderNo: `PPC-${companyId}`,
        orderNo: `PPC-${companyId}`,
        buyerName: 'Crawl Buyer',
        totalAmount: '10.00',
        currency: 'USD',
        orderedAt: new Date('2026-11-01T00:00:00Z'),
      },
    });
    const tx = await db.paypalTransaction.create({
      data: {
        companyId,
        accountId: account.id,
        transactionNo: `PPC-T-${companyId}`,
        amount: '10.00',
        netAmount: '9.50',
        fee: '0.50',
        currency: 'USD',
        buyerName: 'Crawl Buyer',
        status: 'success',
        type: 'payment',
        occurredAt: new Date('2026-11-01T01:00:00Z'),
      },
    });
    return { ppAccountId: account.id, ppTransactionId: tx.id, ppOrderId: order.id };
  },

  async snapshot(db, companyId) {
    const where = { where: { companyId }, orderBy: { id: 'asc' as const } };
    return Promise.all([db.paypalAccount.findMany(where), db.paypalTransaction.findMany(where)]);
  },
};
