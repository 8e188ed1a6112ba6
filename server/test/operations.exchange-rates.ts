// Crawler entries of exchange-rates (issue 8; see DomainOperations in operations.ts). The seed
// stores one company rate; company A resets B's rate id: "not found", B's rates unchanged.
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const E = `__typename ... on Error { messageId }`;

export const exchangeRateOperations: DomainOperations = {
  operations: [
    {
      field: 'exchangeRates',
      query: `{ exchangeRates { ${E} ... on QueryExchangeRatesSuccess { data { id currency rate source } } } }`,
      variables: () => ({}),
    },
    {
      field: 'setExchangeRate',
      query: `mutation($i: ExchangeRateInput!) { setExchangeRate(input: $i) { ${E} ... on MutationSetExchangeRateSuccess { data { id currency rate } } } }`,
      variables: () => ({ i: { currency: 'GBP', rate: '9.123' } }),
    },
    {
      field: 'resetExchangeRate',
      query: `mutation($id: Int!) { resetExchangeRate(id: $id) { ${E} ... on MutationResetExchangeRateSuccess { data } } }`,
      variables: (i) => ({ id: i.exchangeRateId }),
      foreign: 'notFound',
    },
    {
      // issue 22 item 8: the history of rate changes
      field: 'exchangeRateHistory',
      query: `query($c: String) { exchangeRateHistory(currency: $c) { ${E} ... on QueryExchangeRateHistorySuccess { data { currency standardRate modifier rate action } } } }`,
      variables: () => ({ c: 'USD' }),
    },
  ],

  /** The company's own USD rate. */
  async seed(app, company) {
    const ctx = await contextOf(app, company.token);
    const row = await ctx.db.exchangeRate.create({ data: { companyId: company.companyId, currency: 'USD', rate: '7.2345', updatedBy: company.userId } });
    return { exchangeRateId: row.id };
  },

  snapshot: (db, companyId) =>
    Promise.all([
      db.exchangeRate.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.exchangeRateHistory.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
    ]),
};
