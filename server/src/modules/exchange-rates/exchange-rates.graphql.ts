// GraphQL of /exchangeRates (issue 8): the company's rates over the built-in ones, set and reset.
// Reading needs the page, writing exchangeRate.update; every write is in the operate log.
import { builder } from '../../graphql/builder';
import * as rates from './exchange-rates.service';

const ExchangeRate = builder.objectRef<rates.ExchangeRateRow>('ExchangeRate').implement({
  description: 'One currency of /exchangeRates: yuan per unit of the currency',
  fields: (t) => ({
    id: t.exposeInt('id', { nullable: true, description: "The company's rate (null: the built-in rate applies)" }),
    currency: t.exposeString('currency', { description: 'ISO 4217 code' }),
    rate: t.expose('rate', { type: 'Decimal', description: 'Rate in force ("executed rate"), yuan per unit' }),
    defaultRate: t.expose('defaultRate', { type: 'Decimal', nullable: true, description: 'Built-in ("standard") rate; null for a currency the company added' }),
    source: t.exposeString('source', { description: 'custom (set by the company) or default (built-in)' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', nullable: true }),
    updatedBy: t.exposeString('updatedBy', { description: 'Who last set it (custom rates)' }),
  }),
});

const ExchangeRateInput = builder.inputType('ExchangeRateInput', {
  fields: (t) => ({
    currency: t.string({ required: true, description: 'ISO 4217 code (three letters)' }),
    rate: t.field({ type: 'Decimal', required: true, description: 'Yuan per unit: above 0, at most 1000000, at most 6 decimals (CNY is always 1)' }),
  }),
});

builder.queryFields((t) => ({
  exchangeRates: t.field({
    type: [ExchangeRate],
    errors: {},
    authScopes: { permission: 'exchangeRates' },
    description: "/exchangeRates: every currency (built-in and the company's own), by code",
    resolve: (_r, _a, ctx) => rates.listExchangeRates(ctx),
  }),
}));

const ext = { operateModule: 'exchangeRates' };
builder.mutationFields((t) => ({
  setExchangeRate: t.field({
    type: ExchangeRate,
    errors: {},
    authScopes: { permission: 'exchangeRate.update' },
    extensions: ext,
    description: "Sets the company's rate of a currency (added or replaced)",
    args: { input: t.arg({ type: ExchangeRateInput, required: true }) },
    resolve: (_r, { input }, ctx) => rates.setExchangeRate(ctx, { currency: input.currency, rate: Number(input.rate) }),
  }),
  resetExchangeRate: t.field({
    type: 'String',
    errors: {},
    authScopes: { permission: 'exchangeRate.update' },
    extensions: ext,
    description: "Deletes the company's rate: the built-in one applies again (a currency without one leaves the list). Answers the currency",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, { id }, ctx) => rates.resetExchangeRate(ctx, id),
  }),
}));
