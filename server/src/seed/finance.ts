// Demo finance (issue 22 item 2): two accounts (a CNY bank account, a USD platform balance), payment
// orders (rent, freight; the approved purchase payment requests already became payment orders
// through the audit) and collection orders (a marketplace payout, other income), some paid /
// received through the services, so /paymentOrder, /receiptOrder and /incomeExpenditure show both
// states and the balances move through the ledger. Also the finance staff role (财务: the finance
// pages and their actions, and reading purchase orders) with its demo user demo_finance / demo1234.
import type { RequestContext } from '../platform/context';
import { systemPermissions, type PermissionName } from '@erp/schema';
import { createSubAccount } from '../modules/accounts/accounts.service';
import { createRole } from '../modules/roles/roles.service';
import { createFinanceAccount } from '../modules/finance/finance.service';
import { createCollectionOrder, createPaymentOrder, payPaymentOrder, receiveCollectionOrder } from '../modules/finance/finance-orders.service';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

/**
 * The finance staff role of the demo: every page and action of the Finance system (issue 22 item 10,
 * read from the menu so a new finance page reaches the role), the sales reports finance reads
 * and the profit reports (issue 22 items 6-7), plus reading purchase orders (where payment requests come from).
 */
export const FINANCE_STAFF_PERMISSIONS: readonly PermissionName[] = [
  ...systemPermissions('finance'),
  'salesReport',
  'storePerformance',
  'orderPerformance',
  // the profit of every order and the business at a glance (issue 22 items 6-7); recomputing after a
  // cost becomes known is finance's job, the packaging of an order is the warehouse's
  'profitReport',
  'profitReport.recompute',
  'profitReportOrder',
  'dataSummary',
  'purchaseOrder',
];
export const FINANCE_STAFF = { role: '财务', username: 'demo_finance', realname: '财务小张' } as const;

/** The finance staff role and its demo user (once). */
async function seedFinanceStaff(ctx: RequestContext, password: string) {
  if (await ctx.db.role.findFirst({ where: { name: FINANCE_STAFF.role }, select: { id: true } })) return;
  const role = await createRole(ctx, {
    name: FINANCE_STAFF.role,
    remark: '负责账户、付款、收款和收支明细，可查看采购单；不能下采购单或审核请款',
    permissions: [...FINANCE_STAFF_PERMISSIONS],
  });
  await createSubAccount(ctx, { username: FINANCE_STAFF.username, password, password2: password, realname: FINANCE_STAFF.realname, roleId: role.id });
}

export async function seedFinance(ctx: RequestContext): Promise<void> {
  await seedFinanceStaff(ctx, 'demo1234'); // the demo's password (seed/demo.ts DEMO)
  if (await ctx.db.financeAccount.count()) return;
  const bank = await createFinanceAccount(ctx, {
    name: '招商银行基本户 CMB main account',
    kind: 'bank',
    accountNo: '6225 8801 2345 6789',
    holder: '深圳示例贸易有限公司',
    currency: 'CNY',
    initialBalance: '50000.00',
  });
  const platform = await createFinanceAccount(ctx, {
    name: 'Amazon US balance',
    kind: 'platform',
    accountNo: 'AMZ-US-001',
    currency: 'USD',
    initialBalance: '0',
  });
  const rent = await createPaymentOrder(ctx, {
    payee: '深圳前海物业 Qianhai Property',
    category: 'rent',
    amount: '8500.00',
    currency: 'CNY',
    remark: '11月仓库租金 November warehouse rent',
  });
  await createPaymentOrder(ctx, {
    payee: '云途物流 YunExpress',
    category: 'freight',
    amount: '3260.40',
    currency: 'CNY',
    remark: '10月运费账单 October freight bill',
  });
  await createPaymentOrder(ctx, { payee: 'Amazon Advertising', category: 'platformFee', amount: '420.00', currency: 'USD', remark: 'Sponsored products' });
  await payPaymentOrder(ctx, { id: rent.id, accountId: bank.id, date: daysAgo(3).toISOString() });
  const payout = await createCollectionOrder(ctx, {
    payer: 'Amazon US',
    category: 'marketplacePayout',
    amount: '2380.55',
    currency: 'USD',
    remark: 'Settlement period 1',
  });
  await createCollectionOrder(ctx, { payer: 'Shopee SG', category: 'marketplacePayout', amount: '1260.00', currency: 'USD', remark: 'Payout pending' });
  await createCollectionOrder(ctx, {
    payer: '义乌杯业 Yiwu Cups',
    category: 'supplierRefund',
    amount: '180.00',
    currency: 'CNY',
    remark: '次品退款 Refund for defects',
  });
  await receiveCollectionOrder(ctx, { id: payout.id, accountId: platform.id, date: daysAgo(2).toISOString() });
}
