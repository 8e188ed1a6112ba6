// Invoices (issue 22 item 3; spec 02 §2 'Finance' /invoiceCompany and /invoicesManage, §3 'Invoice').
// Invoice company headers are the seller's issuing entities; each has its own number sequence
// (prefix + nextNumber). Issuing checks everything first, then in ONE transaction locks the orders
// (SELECT … FOR UPDATE), checks none is on a live invoice, takes the header's number with a
// conditional UPDATE … RETURNING (the row lock serializes concurrent issues on one header) and
// inserts the invoice, its rows and its order links. A refused or failed issue rolls back the
// number with everything else, so numbers run without gaps. A partial unique index (one live
// InvoiceOrder per order) backs the "already invoiced" rule. Voiding keeps the number (status
// voided) and releases the orders, which may then be invoiced again.
import {
  invoiceAmounts,
  invoiceCompanyInput,
  invoiceNumber,
  issueInvoiceInput,
  voidInvoiceInput,
  financeMoneyText,
  financeCents,
  translate,
  type InvoiceCompanyInput,
  type InvoiceLineSource,
} from '@erp/schema';
import type { Prisma } from '../../generated/prisma/client';
import { allowedShopsWhere, assertCan, can, permissionDenied, requireActor, type RequestContext } from '../../platform/context';
import type { Tx } from '../../platform/db';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { findRecord, inputAndRecord } from '../../platform/records';
import { isUniqueViolation, parseInput } from '../../platform/validate';
import { keywordOf, listWhere, whereOf } from '../../platform/where';

export const HEADER_PAGE = 'invoiceCompany';
export const INVOICE_PAGE = 'invoicesManage';
const HEADER_EDIT = 'invoiceCompany.update';
const ISSUE = 'salesInvoice.issue';
const VOID = 'salesInvoice.void';

type Header = Prisma.InvoiceCompanyGetPayload<object>;
type Invoice = Prisma.InvoiceGetPayload<object>;

// ---- headers ----------------------------------------------------------------------------------

export const invoiceCompanyWhere = listWhere<Prisma.InvoiceCompanyWhereInput>()(HEADER_PAGE, {
  given: ['country', 'currency'],
  keyword: ['name', 'taxNumber', 'prefix', 'address'],
});

export const findInvoiceCompany = (ctx: RequestContext, id: number, field?: string): Promise<Header> =>
  findRecord(ctx.db.invoiceCompany, id, 'invoices.headerNotFound', {}, field);

/** Headers for the issue dialog and the list's filter; needs either invoice page. */
export async function invoiceCompanyOptions(ctx: RequestContext) {
  const actor = requireActor(ctx);
  if (!can(actor, HEADER_PAGE) && !can(actor, INVOICE_PAGE)) throw permissionDenied(INVOICE_PAGE);
  return ctx.db.invoiceCompany.findMany({ orderBy: [{ isDefault: 'desc' }, { name: 'asc' }, { id: 'asc' }] });
}

async function headerFree(ctx: RequestContext, name: string, prefix: string, exceptId?: number) {
  const not = exceptId ? { id: { not: exceptId } } : {};
  if (await ctx.db.invoiceCompany.findFirst({ where: { name, ...not }, select: { id: true } }))
    throw ValidationError.field('name', 'invoices.nameTaken', { name });
  if (await ctx.db.invoiceCompany.findFirst({ where: { prefix, ...not }, select: { id: true } }))
    throw ValidationError.field('prefix', 'invoices.prefixTaken', { prefix });
}
const headerTaken = (err: unknown, name: string, prefix: string) => {
  if (!isUniqueViolation(err)) return err;
  return String((err as Error).message).includes('prefix')
    ? ValidationError.field('prefix', 'invoices.prefixTaken', { prefix })
    : ValidationError.field('name', 'invoices.nameTaken', { name });
};

export async function createInvoiceCompany(ctx: RequestContext, raw: unknown): Promise<Header> {
  const actor = assertCan(ctx, HEADER_EDIT);
  const input = parseInput(invoiceCompanyInput, raw);
  await headerFree(ctx, input.name, input.prefix);
  const first = (await ctx.db.invoiceCompany.count()) === 0;
  try {
    return await ctx.db.$transaction(async (tx) => {
      // the first header is the default; a new default takes the mark from the others
      if (input.isDefault) await tx.invoiceCompany.updateMany({ where: { isDefault: true }, data: { isDefault: false } });
      return tx.invoiceCompany.create({ data: { ...input, isDefault: input.isDefault || first, companyId: actor.companyId } });
    });
  } catch (err) {
    throw headerTaken(err, input.name, input.prefix);
  }
}

/** Edits a header; its next number may change only while it has issued no invoice (numbers run without gaps). */
export async function updateInvoiceCompany(ctx: RequestContext, id: number, raw: unknown): Promise<Header> {
  assertCan(ctx, HEADER_EDIT);
  const { input, row: h } = await inputAndRecord(invoiceCompanyInput, raw, () => findInvoiceCompany(ctx, id));
  return saveInvoiceCompany(ctx, id, input, h);
}

async function saveInvoiceCompany(ctx: RequestContext, id: number, input: InvoiceCompanyInput, h: Header): Promise<Header> {
  await headerFree(ctx, input.name, input.prefix, id);
  const issued = await ctx.db.invoice.count({ where: { invoiceCompanyId: id } });
  if (issued > 0 && input.nextNumber !== h.nextNumber) throw ValidationError.field('nextNumber', 'invoices.nextNumberLocked', { count: issued });
  if (issued > 0 && input.prefix !== h.prefix) throw ValidationError.field('prefix', 'invoices.prefixLocked', { count: issued });
  try {
    return await ctx.db.$transaction(async (tx) => {
      if (input.isDefault) await tx.invoiceCompany.updateMany({ where: { isDefault: true, id: { not: id } }, data: { isDefault: false } });
      // the number is moved only by issuing: an edit racing an issue must not write back a stale one
      const { nextNumber: _n, ...data } = input;
      return tx.invoiceCompany.update({
        where: { id },
        data: { ...data, isDefault: input.isDefault || h.isDefault, ...(issued ? {} : { nextNumber: input.nextNumber }) },
      });
    });
  } catch (err) {
    throw headerTaken(err, input.name, input.prefix);
  }
}

/** Deletes a header that has issued no invoice. */
export async function deleteInvoiceCompany(ctx: RequestContext, id: number) {
  assertCan(ctx, HEADER_EDIT);
  const h = await findInvoiceCompany(ctx, id);
  const count = await ctx.db.invoice.count({ where: { invoiceCompanyId: id } });
  if (count > 0) throw new BusinessError('invoices.headerInUse', { name: h.name, count });
  await ctx.db.invoiceCompany.deleteMany({ where: { id } });
  return true;
}

// ---- invoices ---------------------------------------------------------------------------------

export interface InvoiceFilter {
  invoiceCompanyId?: number | null;
  status?: string | null;
  from?: Date | null;
  to?: Date | null;
  orderId?: number | null;
  /** Part of the number, drawee or an order number */
  keyword?: string | null;
}
const inv = whereOf<Prisma.InvoiceWhereInput>();
export function invoiceWhere(ctx: RequestContext, f: InvoiceFilter = {}): Prisma.InvoiceWhereInput {
  assertCan(ctx, INVOICE_PAGE);
  const kw = keywordOf(f.keyword);
  return {
    ...inv.given(f, 'invoiceCompanyId', 'status'),
    ...inv.within('invoicedAt', f.from ?? undefined, f.to ?? undefined),
    ...(f.orderId ? { orders: { some: { orderId: f.orderId } } } : {}),
    ...(kw
      ? {
          OR: [
            { number: { contains: kw, mode: 'insensitive' } },
            { drawee: { contains: kw, mode: 'insensitive' } },
            { orders: { some: { orderNo: { contains: kw, mode: 'insensitive' } } } },
          ],
        }
      : {}),
  };
}

export async function findInvoice(ctx: RequestContext, id: number): Promise<Invoice> {
  assertCan(ctx, INVOICE_PAGE);
  const i = await ctx.db.invoice.findFirst({ where: { id } });
  if (!i) throw new NotFoundError('invoices.invoiceNotFound');
  return i;
}

const money = (v: { toString(): string }) => financeMoneyText(financeCents(Number(v.toString()).toFixed(2)));

/** The orders of an issue, read through the caller's company (and the shops a sub-account may see). */
async function ordersOf(ctx: RequestContext, ids: number[]) {
  const orders = await ctx.db.order.findMany({
    where: { id: { in: ids }, ...allowedShopsWhere(ctx.actor!, 'shopId') },
    include: { items: { orderBy: { id: 'asc' } } },
  });
  const byId = new Map(orders.map((o) => [o.id, o]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing !== undefined) throw ValidationError.field('orderIds', 'invoices.orderNotFound', { id: missing });
  return ids.map((id) => byId.get(id)!);
}
type IssueOrder = Awaited<ReturnType<typeof ordersOf>>[number];

/** The detail rows of the orders: their items (SKU code, title, quantity, unit price), then shipping and a discount. */
async function rowsOf(ctx: RequestContext, orders: IssueOrder[]): Promise<InvoiceLineSource[]> {
  const skuIds = [...new Set(orders.flatMap((o) => o.items.map((i) => i.skuId)).filter((v): v is number => v != null))];
  const skus = skuIds.length ? await ctx.db.sku.findMany({ where: { id: { in: skuIds } }, select: { id: true, sku: true } }) : [];
  const code = new Map(skus.map((s) => [s.id, s.sku]));
  const lang = ctx.lang;
  const rows: InvoiceLineSource[] = [];
  for (const o of orders) {
    for (const it of o.items) {
      if (it.quantity <= 0) continue;
      rows.push({
        orderId: o.id,
        sku: (it.skuId != null ? code.get(it.skuId) : undefined) ?? it.platformSku,
        title: it.title,
        quantity: it.quantity,
        unitPrice: money(it.unitPrice),
      });
    }
    if (Number(o.shippingFee) > 0)
      rows.push({ orderId: o.id, sku: '', title: translate(lang, 'invoices.pdf.shipping'), quantity: 1, unitPrice: money(o.shippingFee) });
    if (Number(o.discount) > 0)
      rows.push({ orderId: o.id, sku: '', title: translate(lang, 'invoices.pdf.discount'), quantity: 1, unitPrice: `-${money(o.discount)}` });
  }
  return rows;
}

/** The live invoice of each order (if any), for the "already invoiced" rule. */
async function liveInvoices(db: RequestContext['db'] | Tx, orderIds: number[]) {
  const links = await db.invoiceOrder.findMany({ where: { orderId: { in: orderIds }, active: true }, include: { invoice: { select: { number: true } } } });
  return links;
}

/**
 * Issues an invoice (see the file's head). Drawee, address and country default to the first order's
 * buyer; the tax rate to the header's; the invoicing time to now.
 */
export async function issueInvoice(ctx: RequestContext, raw: unknown, now = new Date()): Promise<Invoice> {
  const actor = assertCan(ctx, ISSUE);
  const input = parseInput(issueInvoiceInput, raw);
  const header = await findInvoiceCompany(ctx, input.invoiceCompanyId, 'invoiceCompanyId');
  if (input.orderNos.length) {
    const found = await ctx.db.order.findMany({
      where: { orderNo: { in: input.orderNos }, ...allowedShopsWhere(ctx.actor!, 'shopId') },
      select: { id: true, orderNo: true },
    });
    const missing = input.orderNos.find((no) => !found.some((o) => o.orderNo === no));
    if (missing !== undefined) throw ValidationError.field('orderNos', 'invoices.orderNoNotFound', { orderNo: missing });
    input.orderIds = [...new Set([...input.orderIds, ...found.map((o) => o.id)])];
  }
  const orders = await ordersOf(ctx, input.orderIds);
  for (const o of orders) if (o.status === 'cancelled') throw ValidationError.field('orderIds', 'invoices.orderCancelled', { orderNo: o.orderNo });
  const currencies = [...new Set(orders.map((o) => o.currency))];
  if (currencies.length > 1) throw ValidationError.field('orderIds', 'invoices.mixedCurrency', { currencies: currencies.join(', ') });
  for (const o of orders) if (!o.items.some((i) => i.quantity > 0)) throw ValidationError.field('orderIds', 'invoices.orderEmpty', { orderNo: o.orderNo });
  const already = await liveInvoices(ctx.db, input.orderIds);
  if (already.length) throw alreadyInvoiced(already[0].orderNo, already[0].invoice.number);
  const buyer = orders[0];
  const drawee = input.drawee || buyer.buyerName;
  if (!drawee) throw ValidationError.field('drawee', 'invoices.draweeRequired');
  const address =
    input.address ||
    [buyer.address1, buyer.address2, [buyer.postcode, buyer.city, buyer.state].filter(Boolean).join(' ')].filter((p) => p && p.trim()).join(', ');
  const country = input.country || buyer.country;
  if (!country) throw ValidationError.field('country', 'invoices.countryRequired');
  const rate = input.taxRate ?? money(header.taxRate);
  const amounts = invoiceAmounts(await rowsOf(ctx, orders), rate);
  try {
    return await ctx.db.$transaction(async (tx) => {
      // lock the orders, then look again: a concurrent issue for the same order waits here and is refused
      await tx.$queryRaw`SELECT "id" FROM "Order" WHERE "companyId" = ${actor.companyId} AND "id" = ANY(${input.orderIds}::int[]) ORDER BY "id" FOR UPDATE`;
      const raced = await liveInvoices(tx, input.orderIds);
      if (raced.length) throw alreadyInvoiced(raced[0].orderNo, raced[0].invoice.number);
      const taken = await tx.$queryRaw<{ seq: number; prefix: string }[]>`
        UPDATE "InvoiceCompany" SET "nextNumber" = "nextNumber" + 1, "updatedAt" = now()
        WHERE "id" = ${header.id} AND "companyId" = ${actor.companyId}
        RETURNING "nextNumber" - 1 AS "seq", "prefix"`;
      if (taken.length !== 1) throw ValidationError.field('invoiceCompanyId', 'invoices.headerNotFound');
      const { seq, prefix } = taken[0];
      return tx.invoice.create({
        data: {
          companyId: actor.companyId,
          invoiceCompanyId: header.id,
          seq: Number(seq),
          number: invoiceNumber(prefix, Number(seq)),
          drawee,
          address,
          country,
          currency: currencies[0],
          taxRate: rate,
          netTotal: amounts.netTotal,
          taxTotal: amounts.taxTotal,
          total: amounts.total,
          invoicedAt: input.invoicedAt ?? now,
          remark: input.remark,
          createdBy: actor.userId,
          lines: { create: amounts.lines.map((l) => ({ companyId: actor.companyId, ...l })) },
          orders: { create: orders.map((o) => ({ companyId: actor.companyId, orderId: o.id, orderNo: o.orderNo })) },
        },
      });
    });
  } catch (err) {
    // the partial unique index (one live invoice per order) caught a race the lock did not
    if (isUniqueViolation(err) && String((err as Error).message).includes('InvoiceOrder')) {
      const again = await liveInvoices(ctx.db, input.orderIds);
      if (again.length) throw alreadyInvoiced(again[0].orderNo, again[0].invoice.number);
    }
    throw err;
  }
}
const alreadyInvoiced = (orderNo: string, number: string) => ValidationError.field('orderIds', 'invoices.orderAlreadyInvoiced', { orderNo, number });

/** Voids an invoice: it keeps its number and rows (status voided) and releases its orders. */
export async function voidInvoice(ctx: RequestContext, id: number, raw: unknown, now = new Date()): Promise<Invoice> {
  assertCan(ctx, VOID);
  const input = parseInput(voidInvoiceInput, raw);
  const i = await findInvoiceForWrite(ctx, id);
  if (i.status === 'voided') throw new BusinessError('invoices.alreadyVoided', { number: i.number });
  return ctx.db.$transaction(async (tx) => {
    const moved = await tx.invoice.updateMany({ where: { id, status: 'issued' }, data: { status: 'voided', voidedAt: now, voidReason: input.reason } });
    if (moved.count !== 1) throw new BusinessError('invoices.alreadyVoided', { number: i.number });
    await tx.invoiceOrder.updateMany({ where: { invoiceId: id }, data: { active: false } });
    return tx.invoice.findFirstOrThrow({ where: { id } });
  });
}
async function findInvoiceForWrite(ctx: RequestContext, id: number) {
  const i = await ctx.db.invoice.findFirst({ where: { id } });
  if (!i) throw new NotFoundError('invoices.invoiceNotFound');
  return i;
}
