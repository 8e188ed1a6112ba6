// GraphQL of /exchangeRates (issue 8): the company's rates over the built-in ones, set and reset.
// Reading needs the page, writing exchangeRate.update; every write is in the operate log.
import { plainInput } from '../../graphql/inputs';
import { builder } from '../../graphql/builder';
import { command, commandsOn, exposeFields } from '../../graphql/fields';
import * as rates from './exchange-rates.service';

const ExchangeRate = builder.objectRef<rates.ExchangeRateRow>('ExchangeRate').implement({
  description: 'One currency of /exchangeRates: yuan per unit of the currency',
  fields: (t) =>
    exposeFields(t, {
      id: "Int?: The company's rate (null: the built-in rate applies)",
      currency: 'String: ISO 4217 code',
      rate: 'Decimal: Rate in force ("executed rate" = standard rate × (1 + modifier ÷ 100)), yuan per unit',
      standardRate: 'Decimal: The standard rate the executed rate comes from (issue 22 item 8)',
      modifier: 'Decimal: Percent added to the standard rate (negative takes off)',
      defaultRate: 'Decimal?: Built-in rate; null for a currency the company added',
      source: 'String: custom (set by the company) or default (built-in)',
      updatedAt: 'DateTime?',
      updatedBy: 'String: Who last set it (custom rates)',
    }),
});

const ExchangeRateInput = plainInput('ExchangeRateInput', {
  currency: 'String!: ISO 4217 code (three letters)',
  rate: 'Decimal!: The standard rate, yuan per unit: above 0, at most 1000000, at most 6 decimals (CNY is always 1)',
  modifier: 'Decimal: Percent added to the standard rate: above -100, at most 100, at most 4 decimals (default 0)',
});

const ExchangeRateChange = builder.objectRef<rates.ExchangeRateChange>('ExchangeRateChange').implement({
  description: 'One change of an exchange rate (issue 22 item 8): what was in force from changedAt; never rewritten',
  fields: (t) =>
    exposeFields(t, {
      id: 'Int',
      currency: 'String',
      standardRate: 'Decimal',
      modifier: 'Decimal',
      rate: 'Decimal: The executed rate (0 after a reset of a currency without a built-in rate)',
      action: 'String: set | reset',
      changedAt: 'DateTime',
      changedBy: 'String',
    }),
});

builder.queryFields((t) => ({
  exchangeRates: t.field({
    type: [ExchangeRate],
    ...command('exchangeRates'),
    description: "/exchangeRates: every currency (built-in and the company's own), by code",
    resolve: (_r, _a, ctx) => rates.listExchangeRates(ctx),
  }),
  exchangeRateHistory: t.field({
    type: [ExchangeRateChange],
    ...command('exchangeRates'),
    description: "The company's rate changes, newest first (of one currency when given; at most `limit`, default 100, max 500)",
    args: { currency: t.arg.string(), limit: t.arg.int() },
    resolve: (_r, args, ctx) => rates.exchangeRateHistory(ctx, args),
  }),
}));

const ext = { operateModule: 'exchangeRates' };
const exchangeRateUpdate = command('exchangeRate.update', ext);
const onString = commandsOn('String');
builder.mutationFields((t) => ({
  setExchangeRate: t.field({
    type: ExchangeRate,
    ...exchangeRateUpdate,
    description: "Sets the company's rate of a currency (added or replaced)",
    args: { input: t.arg({ type: ExchangeRateInput, required: true }) },
    resolve: (_r, { input }, ctx) => rates.setExchangeRate(ctx, { currency: input.currency, rate: Number(input.rate), modifier: input.modifier ?? undefined }),
  }),
  resetExchangeRate: t.field({
    ...onString.byId(exchangeRateUpdate, rates.resetExchangeRate),
    description: "Deletes the company's rate: the built-in one applies again (a currency without one leaves the list). Answers the currency",
  }),
}));
