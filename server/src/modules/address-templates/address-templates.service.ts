// Address templates (/addressTemplate, issue 18 C): sender and return addresses per warehouse, used
// on labels and carrier requests. One default per warehouse and kind (setting one clears the
// others in the same transaction); the phone takes digits, plus, minus and spaces only (spec 02 §5).
import { addressTemplateInput, type AddressKind } from '@erp/schema';
import type { Prisma } from '../../generated/prisma/client';
import { assertCan, type RequestContext } from '../../platform/context';
import type { Tx } from '../../platform/db';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { listWhere } from '../../platform/where';

/** Address templates by warehouse and kind; the keyword in the name or city. */
export const addressTemplateWhere = listWhere<Prisma.AddressTemplateWhereInput>()('addressTemplate', {
  given: ['warehouseId', 'kind'],
  keyword: ['name', 'city'],
});

export async function findAddressTemplate(ctx: RequestContext, id: number) {
  const row = await ctx.db.addressTemplate.findFirst({ where: { id } });
  if (!row) throw new NotFoundError('address.notFound');
  return row;
}

/** The warehouse through the caller's company: a foreign id is "not found" like an unknown one. */
async function checkWarehouse(ctx: RequestContext, warehouseId: number) {
  const wh = await ctx.db.warehouse.findFirst({ where: { id: warehouseId }, select: { id: true } });
  if (!wh) throw ValidationError.field('warehouseId', 'address.warehouseNotFound');
}

async function clearOtherDefaults(tx: Tx, warehouseId: number, kind: string, exceptId: number) {
  await tx.addressTemplate.updateMany({ where: { warehouseId, kind, isDefault: true, id: { not: exceptId } }, data: { isDefault: false } });
}

/** Serialises default changes of one company (two "set default" at once still leave one default). */
async function lockDefaults(ctx: RequestContext, tx: Tx) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('addressTemplate.default'), ${ctx.actor!.companyId}::int)`;
}

export async function createAddressTemplate(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, 'addressTemplate.update');
  const input = parseInput(addressTemplateInput, raw);
  await checkWarehouse(ctx, input.warehouseId);
  return ctx.db.$transaction(async (tx) => {
    await lockDefaults(ctx, tx);
    // the first address of a warehouse and kind is its default
    const first = !(await tx.addressTemplate.findFirst({ where: { warehouseId: input.warehouseId, kind: input.kind }, select: { id: true } }));
    const row = await tx.addressTemplate.create({ data: { ...input, isDefault: input.isDefault || first, companyId: actor.companyId } });
    if (row.isDefault) await clearOtherDefaults(tx, row.warehouseId, row.kind, row.id);
    return row;
  });
}

export async function updateAddressTemplate(ctx: RequestContext, id: number, raw: unknown) {
  assertCan(ctx, 'addressTemplate.update');
  const input = parseInput(addressTemplateInput, raw);
  const before = await findAddressTemplate(ctx, id);
  await checkWarehouse(ctx, input.warehouseId);
  return ctx.db.$transaction(async (tx) => {
    await lockDefaults(ctx, tx);
    const moved = before.warehouseId !== input.warehouseId || before.kind !== input.kind;
    const row = await tx.addressTemplate.update({ where: { id }, data: { ...input, isDefault: input.isDefault || (before.isDefault && !moved) } });
    if (row.isDefault) await clearOtherDefaults(tx, row.warehouseId, row.kind, row.id);
    return row;
  });
}

export async function setDefaultAddressTemplate(ctx: RequestContext, id: number) {
  assertCan(ctx, 'addressTemplate.update');
  const row = await findAddressTemplate(ctx, id);
  return ctx.db.$transaction(async (tx) => {
    await lockDefaults(ctx, tx);
    await clearOtherDefaults(tx, row.warehouseId, row.kind, row.id);
    return tx.addressTemplate.update({ where: { id }, data: { isDefault: true } });
  });
}

export async function deleteAddressTemplate(ctx: RequestContext, id: number) {
  assertCan(ctx, 'addressTemplate.update');
  const row = await findAddressTemplate(ctx, id);
  await ctx.db.$transaction(async (tx) => {
    await lockDefaults(ctx, tx);
    await tx.addressTemplate.deleteMany({ where: { id } });
    // the default goes to the oldest remaining address of the warehouse and kind
    if (row.isDefault) {
      const next = await tx.addressTemplate.findFirst({ where: { warehouseId: row.warehouseId, kind: row.kind }, orderBy: { id: 'asc' } });
      if (next) await tx.addressTemplate.update({ where: { id: next.id }, data: { isDefault: true } });
    }
  });
  return row;
}

export interface SenderAddress {
  name: string;
  company: string;
  country: string;
  state: string;
  city: string;
  street: string;
  postalCode: string;
  phone: string;
  email: string;
}

/**
 * The address a parcel from `warehouseId` is sent from (labels, carrier requests): the warehouse's
 * default address of `kind`, else its oldest one; null when the warehouse has none. No permission
 * check: callers (shipping, printing) check their own.
 */
export async function senderAddressFor(ctx: RequestContext, warehouseId: number, kind: AddressKind = 'sender'): Promise<SenderAddress | null> {
  const row = await ctx.db.addressTemplate.findFirst({
    where: { warehouseId, kind },
    orderBy: [{ isDefault: 'desc' }, { id: 'asc' }],
    select: { name: true, company: true, country: true, state: true, city: true, street: true, postalCode: true, phone: true, email: true },
  });
  return row ?? null;
}

/** Default sender addresses of several warehouses at once (printing many orders). */
export async function senderAddressesFor(ctx: RequestContext, warehouseIds: number[]): Promise<Map<number, SenderAddress>> {
  const out = new Map<number, SenderAddress>();
  if (!warehouseIds.length) return out;
  const rows = await ctx.db.addressTemplate.findMany({
    where: { warehouseId: { in: warehouseIds }, kind: 'sender' },
    orderBy: [{ isDefault: 'desc' }, { id: 'asc' }],
  });
  for (const r of rows) if (!out.has(r.warehouseId)) out.set(r.warehouseId, r);
  return out;
}

/** One line of an address: street, city, state, postal code, country. */
export function addressLine(a: Pick<SenderAddress, 'street' | 'city' | 'state' | 'postalCode' | 'country'>): string {
  return [a.street, a.city, a.state, a.postalCode, a.country].filter((p) => p && p.trim()).join(', ');
}
