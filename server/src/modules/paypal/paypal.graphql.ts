// GraphQL of PayPal accounts (/paypalManage) and transactions (/paypalDeal), issue 22 item 4. The
// client secret is written, never read back (only a mask). Transactions are listed with filters
// (account, status, type, date, matched / unmatched) and matched to orders by hand or unmatched.
import { PAYPAL_MATCH_KINDS, PAYPAL_TX_STATUSES, PAYPAL_TX_TYPES } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { command, commandsOn, exposeFields, reading, rowCommandsOn } from '../../graphql/fields';
import { plainInput } from '../../graphql/inputs';
import { listAndOne, listOf } from '../../graphql/pagination';
import { loadOrderNo } from '../orders/orders.lookups';
import * as paypal from './paypal.service';

const PaypalAccountRef = builder.prismaObject('PaypalAccount', {
  description: 'A PayPal account (spec 02 §3: email, alias, balance); on / off (§4)',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      email: 'String',
      alias: 'String',
      clientId: 'String: The REST app client id; empty: the environment’s (or the sandbox)',
      balance: 'Decimal: As PayPal last reported it (sync)',
      currency: 'String',
      balanceAt: 'DateTime?: When the balance was read',
      enabled: 'Boolean: An account that is off is not synced',
      syncedAt: 'DateTime?',
      syncError: 'String: Message id of the last failed sync; empty when it went through',
      createdAt: 'DateTime',
      updatedAt: 'DateTime',
    }),
    clientSecretMask: t.string({
      description: 'The last characters of the client secret; the secret is never answered',
      resolve: (a, _x, ctx) => paypal.maskedSecret(ctx, a.clientSecret),
    }),
    transactionCount: t.int({ resolve: (a, _x, ctx) => ctx.db.paypalTransaction.count({ where: { accountId: a.id } }) }),
    unmatchedCount: t.int({
      description: 'Payments received not matched to an order',
      resolve: (a, _x, ctx) => ctx.db.paypalTransaction.count({ where: { accountId: a.id, orderId: null, type: 'payment' } }),
    }),
  }),
});

builder.prismaObject('PaypalTransaction', {
  description: 'A PayPal transaction (spec 02 §3) and the order it is matched to',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      accountId: 'Int',
      transactionNo: 'String',
      amount: 'Decimal: Gross, negative for money out',
      fee: 'Decimal',
      netAmount: 'Decimal',
      currency: 'String',
      buyerId: 'String',
      buyerName: 'String',
      buyerEmail: 'String',
      status: `String: ${PAYPAL_TX_STATUSES.join(' | ')}`,
      type: `String: ${PAYPAL_TX_TYPES.join(' | ')}`,
      note: 'String',
      address1: 'String',
      address2: 'String',
      city: 'String',
      state: 'String: The address state / province',
      postcode: 'String',
      country: 'String',
      occurredAt: 'DateTime',
      orderId: 'Int?: The matched order',
      matchedBy: `String: ${PAYPAL_MATCH_KINDS.join(' | ')}; empty when not matched`,
      matchedAt: 'DateTime?',
    }),
    orderNo: t.string({ nullable: true, description: "The matched order's number", resolve: (x, _a, ctx) => loadOrderNo(ctx, x.orderId) }),
    accountEmail: t.string({
      resolve: async (x, _a, ctx) => (await ctx.db.paypalAccount.findFirst({ where: { id: x.accountId }, select: { email: true } }))?.email ?? '',
    }),
  }),
});

type SyncResult = Awaited<ReturnType<typeof paypal.syncPaypalAccount>>;
const SyncResultRef = builder.objectRef<SyncResult>('PaypalSyncResult').implement({
  description: 'What a sync did: new transactions and how many the automatic match gave an order',
  fields: (t) => ({
    ...exposeFields(t, { added: 'Int', matched: 'Int' }),
    account: t.field({ type: PaypalAccountRef, resolve: (r) => r.account }),
  }),
});
type Option = { id: number; email: string; alias: string; enabled: boolean };
const AccountOption = builder.objectRef<Option>('PaypalAccountOption').implement({
  fields: (t) => ({ ...exposeFields(t, { id: 'Int', email: 'String', alias: 'String', enabled: 'Boolean' }) }),
});
type OrderOption = Awaited<ReturnType<typeof paypal.paypalOrderOptions>>[number];
const OrderOptionRef = builder.objectRef<OrderOption>('PaypalOrderOption').implement({
  description: 'An order offered for a hand match',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      orderNo: 'String',
      totalAmount: 'String',
      currency: 'String',
      buyerName: 'String',
      buyerEmail: 'String',
      orderedAt: 'DateTime',
    }),
  }),
});
const MatchCounts = builder.objectRef<{ matched: number; unmatched: number }>('PaypalMatchCounts').implement({
  fields: (t) => ({ ...exposeFields(t, { matched: 'Int', unmatched: 'Int' }) }),
});

const AccountFilter = plainInput('PaypalAccountFilter', { enabled: 'Boolean', keyword: 'String: Part of the email or alias' });
const TxFilter = plainInput('PaypalTransactionFilter', {
  accountId: 'Int',
  status: `String: ${PAYPAL_TX_STATUSES.join(' | ')}`,
  type: `String: ${PAYPAL_TX_TYPES.join(' | ')}`,
  matched: 'Boolean: true matched to an order, false not matched',
  from: 'DateTime: occurredAt from (inclusive)',
  to: 'DateTime: occurredAt to (inclusive)',
  keyword: 'String: Part of the transaction number, buyer or note',
});
const CountFilter = plainInput('PaypalMatchCountFilter', {
  accountId: 'Int',
  status: 'String',
  type: 'String',
  from: 'DateTime',
  to: 'DateTime',
  keyword: 'String',
});
const AccountInput = plainInput('PaypalAccountInput', {
  email: 'String!: A valid email, unique in the company',
  alias: 'String',
  clientId: 'String: REST app client id (optional)',
  clientSecret: 'String: REST app secret; empty keeps the stored one',
  clearClientSecret: 'Boolean: On edit, removes the stored secret',
});
const MatchInput = plainInput('PaypalMatchInput', { transactionId: 'Int!', orderId: 'Int!' });

const accounts = listAndOne('PaypalAccount', 'paypalManage', AccountFilter, (ctx) => ctx.db.paypalAccount, paypal.paypalAccountWhere, { id: 'asc' });
builder.queryFields((t) => ({
  paypalAccounts: t.prismaConnection(accounts.list),
  paypalAccount: t.prismaField(accounts.one),
  paypalTransactions: t.prismaConnection({
    type: 'PaypalTransaction',
    authScopes: { permission: 'paypalDeal' },
    ...listOf(TxFilter, (ctx) => ctx.db.paypalTransaction, paypal.paypalTransactionWhere, [{ occurredAt: 'desc' }, { id: 'desc' }]),
  }),
  paypalAccountOptions: t.field(
    commandsOn([AccountOption]).byArgs(reading('paypalDeal'), {}, paypal.paypalAccountOptions, 'Accounts for the transaction filter'),
  ),
  paypalOrderOptions: t.field(
    commandsOn([OrderOptionRef]).byArgs(
      reading('paypalDeal'),
      { transactionId: 'Int!', keyword: 'String' },
      (ctx, a) => paypal.paypalOrderOptions(ctx, a.transactionId, a.keyword),
      'Orders for a hand match: the keyword in the order number or buyer, else those within 7 days of the transaction',
    ),
  ),
  paypalMatchCounts: t.field(
    commandsOn(MatchCounts).byFilter(reading('paypalDeal'), CountFilter, paypal.paypalMatchCounts, 'Matched and unmatched counts (tabs)'),
  ),
}));

const accountUpdate = command('paypalAccount.update', { operateModule: 'paypalManage' });
const match = command('paypalTransaction.match', { operateModule: 'paypalDeal' });
const onAccount = rowCommandsOn('PaypalAccount');
const onTx = rowCommandsOn('PaypalTransaction');
const onSync = commandsOn(SyncResultRef);
const secretOf = <I extends { clientSecret?: string | null; clearClientSecret?: boolean | null }>({ clearClientSecret: _c, ...input }: I) => input;
builder.mutationFields((t) => ({
  createPaypalAccount: t.prismaField(
    onAccount.byInput(accountUpdate, AccountInput, (ctx, input) => paypal.createPaypalAccount(ctx, secretOf(input)), 'Adds a PayPal account'),
  ),
  updatePaypalAccount: t.prismaField(
    onAccount.byIdInput(
      accountUpdate,
      AccountInput,
      (ctx, id, input) => paypal.updatePaypalAccount(ctx, id, secretOf(input), input.clearClientSecret === true),
      'Edits a PayPal account',
    ),
  ),
  setPaypalAccountEnabled: t.prismaField(
    onAccount.byArgs(
      accountUpdate,
      { id: 'Int!', enabled: 'Boolean!' },
      (ctx, a) => paypal.setPaypalAccountEnabled(ctx, a.id, a.enabled),
      'Switches an account on or off',
    ),
  ),
  syncPaypalAccount: t.field(
    onSync.byId(
      accountUpdate,
      (ctx, id) => paypal.syncPaypalAccount(ctx, id),
      'Pulls the balance and the transactions since the last sync (idempotent), then matches unmatched payments to orders',
    ),
  ),
  matchPaypalTransaction: t.prismaField(
    onTx.byInput(
      match,
      MatchInput,
      paypal.matchPaypalTransactionToOrder,
      "Matches a transaction to an order by hand; refused when the order's amount or currency differs",
    ),
  ),
  unmatchPaypalTransaction: t.prismaField(onTx.byId(match, paypal.unmatchPaypalTransaction, "Removes a transaction's order")),
}));
