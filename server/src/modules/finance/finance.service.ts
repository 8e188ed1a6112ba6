// Finance ledger (issue 22 items 1–2, first slice; spec 02 §2 'Finance', §3 'Account', §4, §5):
// finance accounts (/accountManage) and one ledger of money movements (/incomeExpenditure).
// An account's balance moves only with an entry, in the same transaction, through one conditional
// UPDATE (`balance = balance + x WHERE … AND (allowNegative OR x >= 0 OR balance + x >= 0)`,
// postEntry's rule of @erp/schema), so concurrent postings never lose an update and never overdraw
// an account that may not go negative. A non-zero initial balance is the account's first entry
// (sourceType opening), so balance = Σ in − Σ out always. Every entry stores the executed rate of
// its currency to CNY (the company's exchange rate, else the built-in one) and the CNY value.
import {
  BASE_CURRENCY,
  FINANCE_OPENING_CATEGORY,
  baseAmount,
  financeAccountInput,
  financeAccountUpdateInput,
  financeMoneyText,
  moneyMovementInput,
  signedCents,
  financeCents,
  type FinanceDirection,
  type FinanceSourceType,
} from '@erp/schema';
import type { Prisma } from '../../generated/prisma/client';
import { assertCan, type Actor, type RequestContext } from '../../platform/context';
import type { Tx } from '../../platform/db';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { findRecord, inputAndRecord } from '../../platform/records';
import { isUniqueViolation, parseInput } from '../../platform/validate';
import { keywordOf, listWhere, whereOf } from '../../platform/where';
import { loadExchangeRates } from '../exchange-rates/exchange-rates.service';

export const FINANCE_ACCOUNT_PAGE = 'accountManage';
export const FINANCE_ENTRY_PAGE = 'incomeExpenditure';

type Db = RequestContext['db'] | Tx;
type Account = Prisma.FinanceAccountGetPayload<object>;

/** Accounts by kind, currency and on / off; the keyword in the name, number, holder or remark. */
export const financeAccountWhere = listWhere<Prisma.FinanceAccountWhereInput>()(FINANCE_ACCOUNT_PAGE, {
  given: ['kind', 'currency'],
  stated: ['enabled'],
  keyword: ['name', 'accountNo', 'holder', 'remark'],
});

export interface FinanceEntryFilter {
  accountId?: number;
  direction?: string;
  category?: string;
  sourceType?: string;
  /** occurredAt from (inclusive) */
  from?: Date;
  /** occurredAt to (inclusive) */
  to?: Date;
  /** The account's currency */
  currency?: string | null;
  /** Part of the remark (order numbers, payee / payer) or the account's name */
  keyword?: string | null;
}
const entry = whereOf<Prisma.FinanceEntryWhereInput>();
/** Entries by account, direction, category and source; occurredAt within [from, to]. */
export function financeEntryWhere(ctx: RequestContext, f: FinanceEntryFilter = {}): Prisma.FinanceEntryWhereInput {
  assertCan(ctx, FINANCE_ENTRY_PAGE);
  const kw = keywordOf(f.keyword);
  return {
    ...entry.given(f, 'accountId', 'direction', 'category', 'sourceType'),
    ...entry.within('occurredAt', f.from, f.to),
    ...(f.currency ? { account: { currency: f.currency } } : {}),
    ...(kw ? { OR: [{ remark: { contains: kw, mode: 'insensitive' } }, { account: { name: { contains: kw, mode: 'insensitive' } } }] } : {}),
  };
}

/** Money in, out and net per currency of the entries the filter selects (the list's totals row). */
export async function financeEntryTotals(ctx: RequestContext, f: FinanceEntryFilter = {}) {
  const rows = await ctx.db.financeEntry.groupBy({
    by: ['accountId', 'direction'],
    where: financeEntryWhere(ctx, f),
    _sum: { amount: true },
    _count: { _all: true },
  });
  const accounts = await ctx.db.financeAccount.findMany({
    where: { id: { in: [...new Set(rows.map((r) => r.accountId))] } },
    select: { id: true, currency: true },
  });
  const currencyOf = new Map(accounts.map((a) => [a.id, a.currency]));
  const by = new Map<string, { currency: string; inCents: bigint; outCents: bigint; count: number }>();
  for (const r of rows) {
    const currency = currencyOf.get(r.accountId) ?? '';
    const t = by.get(currency) ?? { currency, inCents: 0n, outCents: 0n, count: 0 };
    const cents = financeCents(r._sum.amount?.toFixed(2) ?? '0');
    if (r.direction === 'in') t.inCents += cents;
    else t.outCents += cents;
    t.count += r._count._all;
    by.set(currency, t);
  }
  return [...by.values()]
    .sort((a, b) => a.currency.localeCompare(b.currency))
    .map((t) => ({
      currency: t.currency,
      count: t.count,
      in: financeMoneyText(t.inCents),
      out: financeMoneyText(t.outCents),
      net: financeMoneyText(t.inCents - t.outCents),
    }));
}

/** The account through the caller's company: another company's id is not found, like a missing one. */
export const findFinanceAccount = (db: Db, id: number, field?: string): Promise<Account> =>
  findRecord(db.financeAccount, id, 'finance.accountNotFound', { id }, field);

/** The executed rate (yuan per unit, six decimals) of `currency`; refused when the currency has no rate. */
export async function rateOf(ctx: RequestContext, currency: string, field = 'currency'): Promise<string> {
  if (currency === BASE_CURRENCY) return '1.000000';
  const rate = (await loadExchangeRates(ctx))[currency];
  if (!rate || !(rate > 0)) throw ValidationError.field(field, 'finance.noExchangeRate', { currency });
  return rate.toFixed(6);
}

async function nameFree(db: Db, name: string, exceptId?: number) {
  const taken = await db.financeAccount.findFirst({ where: { name, ...(exceptId ? { id: { not: exceptId } } : {}) }, select: { id: true } });
  if (taken) throw ValidationError.field('name', 'finance.accountNameTaken', { name });
}
const nameTaken = (err: unknown, name: string) => (isUniqueViolation(err) ? ValidationError.field('name', 'finance.accountNameTaken', { name }) : err);

export interface Posting {
  direction: FinanceDirection;
  /** Positive, two decimals, in the account's currency. */
  amount: string;
  category: string;
  sourceType: FinanceSourceType;
  sourceId?: number | null;
  occurredAt: Date;
  remark?: string;
  /** The executed rate to CNY (see `rateOf`). */
  rate: string;
}

/**
 * Posts one entry on account `accountId` and moves its balance, inside the caller's transaction:
 * the conditional UPDATE claims the change (refused when the account is off, missing or would go
 * below 0 when it may not), then the entry is written. Later slices (payment and collection orders)
 * post through here.
 */
export async function postToLedger(tx: Tx, actor: Actor, accountId: number, p: Posting) {
  const delta = financeMoneyText(signedCents(p.direction, p.amount));
  const moved = await tx.$queryRaw<{ balance: string }[]>`
    UPDATE "FinanceAccount" SET "balance" = "balance" + ${delta}::numeric, "updatedAt" = now()
    WHERE "id" = ${accountId} AND "companyId" = ${actor.companyId} AND "enabled"
      AND ("allowNegative" OR ${delta}::numeric >= 0 OR "balance" + ${delta}::numeric >= 0)
    RETURNING "balance"::text AS "balance"`;
  if (moved.length !== 1) {
    const a = await findFinanceAccount(tx, accountId, 'accountId');
    if (!a.enabled) throw ValidationError.field('accountId', 'finance.accountDisabled', { name: a.name });
    throw new BusinessError('finance.insufficientBalance', { name: a.name, balance: a.balance.toFixed(2), currency: a.currency, amount: p.amount });
  }
  return tx.financeEntry.create({
    data: {
      companyId: actor.companyId,
      accountId,
      direction: p.direction,
      amount: p.amount,
      rate: p.rate,
      baseAmount: baseAmount(p.amount, p.rate),
      category: p.category,
      sourceType: p.sourceType,
      sourceId: p.sourceId ?? null,
      remark: p.remark ?? '',
      occurredAt: p.occurredAt,
      createdBy: actor.userId,
    },
  });
}

// ---- accounts ----------------------------------------------------------------------------------

/** A new account; a non-zero initial balance is posted as its opening entry in the same transaction. */
export async function createFinanceAccount(ctx: RequestContext, raw: unknown): Promise<Account> {
  const actor = assertCan(ctx, 'financeAccount.update');
  const input = parseInput(financeAccountInput, raw);
  const rate = await rateOf(ctx, input.currency);
  await nameFree(ctx.db, input.name);
  const opening = financeCents(input.initialBalance);
  try {
    return await ctx.db.$transaction(async (tx) => {
      const a = await tx.financeAccount.create({
        data: { ...input, companyId: actor.companyId, initialBalance: financeMoneyText(opening), balance: '0' },
      });
      if (opening === 0n) return a;
      await postToLedger(tx, actor, a.id, {
        direction: opening > 0n ? 'in' : 'out',
        amount: financeMoneyText(opening < 0n ? -opening : opening),
        category: FINANCE_OPENING_CATEGORY,
        sourceType: 'opening',
        sourceId: a.id,
        occurredAt: a.createdAt,
        rate,
      });
      return findFinanceAccount(tx, a.id);
    });
  } catch (err) {
    throw nameTaken(err, input.name);
  }
}

/**
 * Edits name, kind, number, holder, whether it may go negative and remark (currency and initial
 * balance are fixed: the opening entry is in the ledger). It may stop going negative only while
 * its balance is not below 0 (checked in the same UPDATE).
 */
export async function updateFinanceAccount(ctx: RequestContext, id: number, raw: unknown): Promise<Account> {
  assertCan(ctx, 'financeAccount.update');
  const { input, row: a } = await inputAndRecord(financeAccountUpdateInput, raw, () => findFinanceAccount(ctx.db, id));
  await nameFree(ctx.db, input.name, id);
  try {
    const { count } = await ctx.db.financeAccount.updateMany({ where: { id, ...(input.allowNegative ? {} : { balance: { gte: 0 } }) }, data: input });
    if (count !== 1) throw ValidationError.field('allowNegative', 'finance.balanceNegative', { name: a.name });
  } catch (err) {
    throw nameTaken(err, input.name);
  }
  return findFinanceAccount(ctx.db, id);
}

/** Switches an account on or off (an account that is off takes no postings). */
export async function setFinanceAccountEnabled(ctx: RequestContext, id: number, enabled: boolean): Promise<Account> {
  assertCan(ctx, 'financeAccount.update');
  const { count } = await ctx.db.financeAccount.updateMany({ where: { id }, data: { enabled } });
  if (count !== 1) throw new NotFoundError('finance.accountNotFound', { id });
  return findFinanceAccount(ctx.db, id);
}

// ---- money movements -----------------------------------------------------------------------------

/** Money in or out of an account by hand: the entry and the balance change in one transaction. */
export async function recordMoneyMovement(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, 'financeEntry.create');
  const input = parseInput(moneyMovementInput, raw);
  const a = await findFinanceAccount(ctx.db, input.accountId, 'accountId');
  if (!a.enabled) throw ValidationError.field('accountId', 'finance.accountDisabled', { name: a.name });
  const rate = await rateOf(ctx, a.currency, 'accountId');
  return ctx.db.$transaction((tx) => postToLedger(tx, actor, a.id, { ...input, sourceType: 'manual', rate }));
}
