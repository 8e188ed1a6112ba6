// GraphQL of the finance ledger (issue 22 items 1–2, first slice): finance accounts (/accountManage)
// with create / edit / on-off, and the ledger of money movements (/incomeExpenditure) with its
// filters and the hand-recorded movement. Balances move only through entries (finance.service.ts).
import {
  COLLECTION_ORDER_CATEGORIES,
  COLLECTION_ORDER_STATUSES,
  FINANCE_ACCOUNT_KINDS,
  FINANCE_CATEGORIES,
  FINANCE_DIRECTIONS,
  FINANCE_SOURCE_TYPES,
  PAYMENT_ORDER_CATEGORIES,
  PAYMENT_ORDER_SOURCES,
  PAYMENT_ORDER_STATUSES,
} from '@erp/schema';
import { builder } from '../../graphql/builder';
import { command, exposeFields, figuresOf, rowCommandsOn } from '../../graphql/fields';
import { statusCountType, statusEnum } from '../../graphql/enums';
import { inputOf, plainInput } from '../../graphql/inputs';
import { listAndOne, listOf } from '../../graphql/pagination';
import { loadUserName } from '../../platform/lookups';
import * as finance from './finance.service';
import * as orders from './finance-orders.service';

builder.prismaObject('FinanceAccount', {
  description: 'A finance account (spec 02 §3): bank, card, cash, platform balance or PayPal, in one currency',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      name: 'String',
      kind: `String: ${FINANCE_ACCOUNT_KINDS.join(' | ')}`,
      currency: 'String: ISO code',
      accountNo: 'String: Card or account number',
      holder: 'String',
      initialBalance: 'Decimal',
      balance: 'Decimal: Always the sum of its entries (in − out)',
      allowNegative: 'Boolean: May the balance go below 0',
      enabled: 'Boolean: An account that is off takes no postings',
      remark: 'String',
      createdAt: 'DateTime',
      updatedAt: 'DateTime',
    }),
  }),
});

builder.prismaObject('FinanceEntry', {
  description: 'One money movement on a finance account (/incomeExpenditure), never rewritten',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      accountId: 'Int',
      direction: `String: ${FINANCE_DIRECTIONS.join(' | ')}`,
      amount: "Decimal: In the account's currency, positive",
      rate: 'Decimal: The executed rate to CNY used (yuan per unit)',
      baseAmount: 'Decimal: The amount in CNY at that rate',
      category: `String: ${FINANCE_CATEGORIES.join(' | ')} | opening`,
      sourceType: `String: ${FINANCE_SOURCE_TYPES.join(' | ')}`,
      sourceId: 'Int?',
      remark: 'String',
      occurredAt: 'DateTime',
      createdAt: 'DateTime',
    }),
    account: t.relation('account'),
    createdByName: t.string({ resolve: (e, _a, ctx) => loadUserName(ctx, e.createdBy) }),
  }),
});

const AccountFilter = plainInput('FinanceAccountFilter', {
  kind: `String: ${FINANCE_ACCOUNT_KINDS.join(' | ')}`,
  currency: 'String',
  enabled: 'Boolean',
  keyword: 'String: Part of the name, number, holder or remark',
});
const EntryFilter = plainInput('FinanceEntryFilter', {
  accountId: 'Int',
  direction: `String: ${FINANCE_DIRECTIONS.join(' | ')}`,
  category: 'String',
  sourceType: `String: ${FINANCE_SOURCE_TYPES.join(' | ')}`,
  from: 'DateTime: occurredAt from (inclusive)',
  to: 'DateTime: occurredAt to (inclusive)',
  currency: "String: The account's currency",
  keyword: "String: Part of the remark (order number, payee / payer) or the account's name",
});
const AccountInput = plainInput('FinanceAccountInput', {
  name: 'String!',
  kind: `String!: ${FINANCE_ACCOUNT_KINDS.join(' | ')}`,
  accountNo: 'String!: Card or account number',
  holder: 'String',
  currency: 'String!: ISO code; it needs an exchange rate',
  initialBalance: 'Decimal!: Posted as the opening entry when not 0',
  allowNegative: 'Boolean',
  remark: 'String',
});
const AccountUpdateInput = plainInput('FinanceAccountUpdateInput', {
  name: 'String!',
  kind: `String!: ${FINANCE_ACCOUNT_KINDS.join(' | ')}`,
  accountNo: 'String!',
  holder: 'String',
  allowNegative: 'Boolean: Off only while the balance is not below 0',
  remark: 'String',
});
const MovementInput = plainInput('MoneyMovementInput', {
  accountId: 'Int!',
  direction: `String!: ${FINANCE_DIRECTIONS.join(' | ')}`,
  amount: "Decimal!: Positive, two decimals, in the account's currency",
  category: `String!: ${FINANCE_CATEGORIES.join(' | ')}`,
  occurredAt: 'DateTime!',
  remark: 'String',
});

const accounts = listAndOne('FinanceAccount', 'accountManage', AccountFilter, (ctx) => ctx.db.financeAccount, finance.financeAccountWhere, { id: 'asc' });
builder.queryFields((t) => ({
  financeAccounts: t.prismaConnection(accounts.list),
  financeAccount: t.prismaField(accounts.one),
  financeEntries: t.prismaConnection({
    type: 'FinanceEntry',
    authScopes: { permission: 'incomeExpenditure' },
    ...listOf(EntryFilter, (ctx) => ctx.db.financeEntry, finance.financeEntryWhere, [{ occurredAt: 'desc' }, { id: 'desc' }]),
  }),
}));

const accountUpdate = command('financeAccount.update', { operateModule: 'accountManage' });
const entryCreate = command('financeEntry.create', { operateModule: 'incomeExpenditure' });
const onAccount = rowCommandsOn('FinanceAccount');
const onEntry = rowCommandsOn('FinanceEntry');
builder.mutationFields((t) => ({
  createFinanceAccount: t.prismaField(
    onAccount.byInput(accountUpdate, AccountInput, finance.createFinanceAccount, 'A new account; a non-zero initial balance is its opening entry'),
  ),
  updateFinanceAccount: t.prismaField(
    onAccount.byIdInput(accountUpdate, AccountUpdateInput, finance.updateFinanceAccount, 'Edits an account (currency and initial balance are fixed)'),
  ),
  setFinanceAccountEnabled: t.prismaField(
    onAccount.byArgs(
      accountUpdate,
      { id: 'Int!', enabled: 'Boolean!' },
      (ctx, a) => finance.setFinanceAccountEnabled(ctx, a.id, a.enabled),
      'Switches an account on or off',
    ),
  ),
  recordMoneyMovement: t.prismaField(
    onEntry.byInput(
      entryCreate,
      MovementInput,
      finance.recordMoneyMovement,
      'Money in or out of an account: the entry and the balance change in one transaction; refused when an account that may not go negative would',
    ),
  ),
}));

// ---- payment and collection orders (issue 22 item 2) -------------------------------------------

const PaymentOrderStatusEnum = statusEnum('PaymentOrderStatus', PAYMENT_ORDER_STATUSES, 'PAYMENT_ORDER_STATUSES of @erp/schema (PAYMENT_ORDER_TRANSITIONS)');
const CollectionOrderStatusEnum = statusEnum(
  'CollectionOrderStatus',
  COLLECTION_ORDER_STATUSES,
  'COLLECTION_ORDER_STATUSES of @erp/schema (COLLECTION_ORDER_TRANSITIONS; pending = to be received)',
);

const accountName = (id: number | null, ctx: { db: { financeAccount: { findFirst: (a: object) => Promise<{ name: string } | null> } } }) =>
  id ? ctx.db.financeAccount.findFirst({ where: { id }, select: { name: true } }).then((a) => a?.name ?? '') : Promise.resolve('');

builder.prismaObject('PaymentOrder', {
  description: 'A payment order (spec 02 §3): unpaid → paid; from an approved purchase payment request or typed in',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', orderNo: 'String: Serial number' }),
    status: t.expose('status', { type: PaymentOrderStatusEnum }),
    ...exposeFields(t, {
      source: `String: ${PAYMENT_ORDER_SOURCES.join(' | ')}`,
      purchasePaymentId: 'Int?: The purchase payment request it came from',
      payee: 'String',
      category: `String: ${PAYMENT_ORDER_CATEGORIES.join(' | ')}`,
      amount: 'Decimal: In the order currency',
      currency: 'String',
      remark: 'String',
      accountId: 'Int?: The account it was paid from',
      paidAmount: "Decimal?: What left the account, in the account's currency",
      rate: "Decimal?: The account currency's executed rate of the payment date",
      paidAt: 'DateTime?: Payment date',
      entryId: 'Int?: The ledger entry',
      createdAt: 'DateTime',
    }),
    accountName: t.string({ resolve: (o, _a, ctx) => accountName(o.accountId, ctx) }),
    paidByName: t.string({ resolve: (o, _a, ctx) => loadUserName(ctx, o.paidBy) }),
    createdByName: t.string({ resolve: (o, _a, ctx) => loadUserName(ctx, o.createdBy) }),
  }),
});

builder.prismaObject('CollectionOrder', {
  description: 'A collection order (spec 02 §3): to be received → received (marketplace payouts, supplier refunds, other income)',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', orderNo: 'String: Serial number' }),
    status: t.expose('status', { type: CollectionOrderStatusEnum }),
    ...exposeFields(t, {
      purchasePaymentId: 'Int?: The purchase refund order it came from',
      payer: 'String',
      category: `String: ${COLLECTION_ORDER_CATEGORIES.join(' | ')}`,
      amount: 'Decimal: In the order currency',
      currency: 'String',
      remark: 'String',
      accountId: 'Int?: The receiving account',
      receivedAmount: "Decimal?: What reached the account, in the account's currency",
      rate: "Decimal?: The account currency's executed rate of the date of receipt",
      receivedAt: 'DateTime?: Date of receipt',
      entryId: 'Int?: The ledger entry',
      createdAt: 'DateTime',
    }),
    accountName: t.string({ resolve: (o, _a, ctx) => accountName(o.accountId, ctx) }),
    receivedByName: t.string({ resolve: (o, _a, ctx) => loadUserName(ctx, o.receivedBy) }),
    createdByName: t.string({ resolve: (o, _a, ctx) => loadUserName(ctx, o.createdBy) }),
  }),
});

const PaymentOrderFilter = plainInput('PaymentOrderFilter', {
  status: inputOf(PaymentOrderStatusEnum),
  source: `String: ${PAYMENT_ORDER_SOURCES.join(' | ')}`,
  category: 'String',
  currency: 'String',
  accountId: 'Int',
  keyword: 'String: Order number, payee or remark',
});
const PaymentOrderCountFilter = plainInput('PaymentOrderCountFilter', { source: 'String', category: 'String', currency: 'String', keyword: 'String' });
const CollectionOrderFilter = plainInput('CollectionOrderFilter', {
  status: inputOf(CollectionOrderStatusEnum),
  category: 'String',
  currency: 'String',
  accountId: 'Int',
  keyword: 'String: Order number, payer or remark',
});
const CollectionOrderCountFilter = plainInput('CollectionOrderCountFilter', { category: 'String', currency: 'String', keyword: 'String' });
const PaymentOrderInput = plainInput('PaymentOrderInput', {
  payee: 'String!',
  category: `String!: ${PAYMENT_ORDER_CATEGORIES.join(' | ')}`,
  amount: 'Decimal!: Positive, two decimals',
  currency: 'String!: ISO code; it needs an exchange rate',
  remark: 'String',
});
const CollectionOrderInput = plainInput('CollectionOrderInput', {
  payer: 'String!',
  category: `String!: ${COLLECTION_ORDER_CATEGORIES.join(' | ')}`,
  amount: 'Decimal!: Positive, two decimals',
  currency: 'String!: ISO code; it needs an exchange rate',
  remark: 'String',
});
const SettleInput = plainInput('SettleFinanceOrderInput', {
  id: 'Int!: The order',
  accountId: 'Int!: The account paid from / received into',
  date: 'DateTime!: Payment date / date of receipt (its executed rates are used)',
  remark: 'String',
});

const PaymentOrderStatusCount = statusCountType('PaymentOrderStatusCount', PaymentOrderStatusEnum);
const CollectionOrderStatusCount = statusCountType('CollectionOrderStatusCount', CollectionOrderStatusEnum);
const EntryTotal = builder.objectRef<{ currency: string; count: number; in: string; out: string; net: string }>('FinanceEntryTotal').implement({
  description: 'Money in, out and net of the selected entries in one currency',
  fields: (t) => ({ ...exposeFields(t, { currency: 'String', count: 'Int', in: 'String', out: 'String', net: 'String' }) }),
});

const paymentOrders = listAndOne('PaymentOrder', 'paymentOrder', PaymentOrderFilter, (ctx) => ctx.db.paymentOrder, orders.paymentOrderWhere, { id: 'desc' });
const collectionOrders = listAndOne('CollectionOrder', 'receiptOrder', CollectionOrderFilter, (ctx) => ctx.db.collectionOrder, orders.collectionOrderWhere, {
  id: 'desc',
});
builder.queryFields((t) => ({
  paymentOrders: t.prismaConnection(paymentOrders.list),
  paymentOrder: t.prismaField(paymentOrders.one),
  paymentOrderStatusCounts: t.field(
    figuresOf(PaymentOrderStatusCount, 'paymentOrder', PaymentOrderCountFilter, orders.paymentOrderStatusCounts, 'Payment orders per status (status tabs)'),
  ),
  collectionOrders: t.prismaConnection(collectionOrders.list),
  collectionOrder: t.prismaField(collectionOrders.one),
  collectionOrderStatusCounts: t.field(
    figuresOf(
      CollectionOrderStatusCount,
      'receiptOrder',
      CollectionOrderCountFilter,
      orders.collectionOrderStatusCounts,
      'Collection orders per status (status tabs)',
    ),
  ),
  financeEntryTotals: t.field(
    figuresOf(EntryTotal, 'incomeExpenditure', EntryFilter, finance.financeEntryTotals, 'Money in, out and net per currency of the filtered entries'),
  ),
}));

const paymentCreate = command('paymentOrder.create', { operateModule: 'paymentOrder' });
const paymentPay = command('paymentOrder.pay', { operateModule: 'paymentOrder' });
const collectionCreate = command('collectionOrder.create', { operateModule: 'receiptOrder' });
const collectionReceive = command('collectionOrder.receive', { operateModule: 'receiptOrder' });
const onPayment = rowCommandsOn('PaymentOrder');
const onCollection = rowCommandsOn('CollectionOrder');
builder.mutationFields((t) => ({
  createPaymentOrder: t.prismaField(onPayment.byInput(paymentCreate, PaymentOrderInput, orders.createPaymentOrder, 'A payment order typed in (unpaid)')),
  payPaymentOrder: t.prismaField(
    onPayment.byInput(
      paymentPay,
      SettleInput,
      orders.payPaymentOrder,
      'Pays a payment order from an account on a date: unpaid → paid and the money-out entry at the executed rate of that date, in one transaction',
    ),
  ),
  createCollectionOrder: t.prismaField(
    onCollection.byInput(collectionCreate, CollectionOrderInput, orders.createCollectionOrder, 'A collection order typed in (to be received)'),
  ),
  receiveCollectionOrder: t.prismaField(
    onCollection.byInput(
      collectionReceive,
      SettleInput,
      orders.receiveCollectionOrder,
      'Receives a collection order into an account on a date: to be received → received and the money-in entry, in one transaction',
    ),
  ),
}));
