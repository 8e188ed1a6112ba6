// Warehouses and their storage locations (spec 02 §2 /warehouses, /locations; issue 5 item 2).
// Own, third-party overseas and FBA warehouses; one default per company; the plan edition limits
// how many a company keeps. A disabled warehouse keeps its stock but takes no new bills.
import { LOCATION_CODE_PATTERN, PLAN_LIMITS, locationBatchInput, locationCodes, locationInput, warehouseInput } from '@erp/schema';
import { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client';
import { assertCan, requireActor, type RequestContext } from '../../platform/context';
import { BusinessError, NotFoundError, PlanLimitError, ValidationError } from '../../platform/errors';
import { isUniqueViolation, parseInput, uniquely } from '../../platform/validate';
import { listWhere, whereOf } from '../../platform/where';

// ---- pickers (loggedIn) --------------------------------------------------------------------

export interface WarehouseOptionRow {
  id: number;
  name: string;
  type: string;
  enabled: boolean;
}

/** Every warehouse of the company in allocation order (pickers filter out disabled ones). */
export async function warehouseOptions(ctx: RequestContext): Promise<WarehouseOptionRow[]> {
  requireActor(ctx);
  return ctx.db.warehouse.findMany({
    select: { id: true, name: true, type: true, enabled: true },
    orderBy: [{ isDefault: 'desc' }, { priority: 'asc' }, { id: 'asc' }],
  });
}

/** Enabled locations of one warehouse by code; another company's warehouse has none. */
export async function locationOptions(ctx: RequestContext, warehouseId: number) {
  requireActor(ctx);
  return ctx.db.location.findMany({ where: { warehouseId, enabled: true }, select: { id: true, code: true, defective: true }, orderBy: { code: 'asc' } });
}

// ---- lookups used by the stock bills and other domains ---------------------------------------

type Db = RequestContext['db'] | Parameters<Parameters<RequestContext['db']['$transaction']>[0]>[0];

/** A warehouse of the caller's company (through its scoped client or a transaction of it), or "not found". */
export async function findWarehouse(db: Db, id: number) {
  const warehouse = await db.warehouse.findFirst({ where: { id } });
  if (!warehouse) throw new NotFoundError('warehouse.notFound');
  return warehouse;
}

/** A warehouse that may take a new bill: it exists in the company and is enabled. */
export async function usableWarehouse(db: Db, id: number, field = 'warehouseId') {
  const warehouse = await findWarehouse(db, id);
  if (!warehouse.enabled) throw ValidationError.field(field, 'inventory.warehouseDisabled', { name: warehouse.name });
  return warehouse;
}

// ---- warehouses ---------------------------------------------------------------------------

const location = whereOf<Prisma.LocationWhereInput>();

/** Warehouses by type and enabled; the keyword in the name or code. */
export const warehouseWhere = listWhere<Prisma.WarehouseWhereInput>()('warehouses', { given: ['type'], stated: ['enabled'], keyword: ['name', 'code'] });

const nameExists = () => ValidationError.field('name', 'inventory.nameExists');

const createWarehouseInput = warehouseInput.extend({ isDefault: z.boolean().default(false) });
const updateWarehouseInput = warehouseInput.partial().extend({ id: z.number().int().positive(), isDefault: z.boolean().optional() });

export async function createWarehouse(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, 'warehouse.create');
  const input = parseInput(createWarehouseInput, raw);
  if (await ctx.db.warehouse.findFirst({ where: { name: input.name } })) throw nameExists();
  const limit = PLAN_LIMITS[actor.edition].warehouses;
  const count = await ctx.db.warehouse.count();
  if (count >= limit) throw new PlanLimitError({ edition: actor.edition, resource: 'warehouses', limit });
  // The first warehouse is the default one; a disabled warehouse cannot be the default.
  const isDefault = (input.isDefault || count === 0) && input.enabled;
  try {
    return await ctx.db.$transaction(async (tx) => {
      if (isDefault) await tx.warehouse.updateMany({ where: { isDefault: true }, data: { isDefault: false } });
      return tx.warehouse.create({ data: { ...input, isDefault } as never });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameExists();
    throw err;
  }
}

export async function updateWarehouse(ctx: RequestContext, raw: unknown) {
  assertCan(ctx, 'warehouse.update');
  const { id, ...input } = parseInput(updateWarehouseInput, raw);
  const warehouse = await findWarehouse(ctx.db, id);
  if (input.name && input.name !== warehouse.name && (await ctx.db.warehouse.findFirst({ where: { name: input.name, id: { not: id } } }))) throw nameExists();
  const enabled = input.enabled ?? warehouse.enabled;
  const isDefault = input.isDefault ?? warehouse.isDefault;
  if (isDefault && !enabled) throw ValidationError.field('enabled', 'warehouse.defaultDisabled');
  try {
    return await ctx.db.$transaction(async (tx) => {
      if (isDefault && !warehouse.isDefault) await tx.warehouse.updateMany({ where: { isDefault: true }, data: { isDefault: false } });
      return tx.warehouse.update({ where: { id }, data: { ...input, isDefault } });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameExists();
    throw err;
  }
}

/** Makes one enabled warehouse the company default (pre-selected on new bills). */
export async function setDefaultWarehouse(ctx: RequestContext, id: number) {
  return updateWarehouse(ctx, { id, isDefault: true });
}

/** Number of warehouses, for the plan usage on the company page. */
export function warehouseCount(ctx: RequestContext) {
  return ctx.db.warehouse.count();
}

// ---- locations ------------------------------------------------------------------------------

export interface LocationFilter {
  warehouseId?: number | null;
  keyword?: string | null;
  zone?: string | null;
  enabled?: boolean | null;
}

export function locationWhere(ctx: RequestContext, filter: LocationFilter = {}): Prisma.LocationWhereInput {
  assertCan(ctx, 'locations');
  return {
    ...location.given({ ...filter, zone: filter.zone?.trim() }, 'warehouseId', 'zone'),
    ...location.stated(filter, 'enabled'),
    ...location.containing(filter.keyword?.trim(), 'code', 'remark'),
  };
}

/** A location of the caller's company, or "not found". */
export async function findLocation(ctx: RequestContext, id: number) {
  const location = await ctx.db.location.findFirst({ where: { id } });
  if (!location) throw new NotFoundError('warehouse.locationNotFound');
  return location;
}

const codeExists = (field: string, code: string) => ValidationError.field(field, 'warehouse.locationExists', { code });

export async function createLocation(ctx: RequestContext, raw: unknown) {
  assertCan(ctx, 'location.update');
  const input = parseInput(locationInput, raw);
  await findWarehouse(ctx.db, input.warehouseId);
  if (await ctx.db.location.findFirst({ where: { warehouseId: input.warehouseId, code: input.code } })) throw codeExists('code', input.code);
  return uniquely(
    () => ctx.db.location.create({ data: input as never }),
    () => codeExists('code', input.code),
  );
}

/** Creates a whole range of locations, or none when one of the codes already exists. */
export async function createLocations(ctx: RequestContext, raw: unknown) {
  assertCan(ctx, 'location.update');
  const input = parseInput(locationBatchInput, raw);
  await findWarehouse(ctx.db, input.warehouseId);
  const codes = locationCodes(input);
  const clash = await ctx.db.location.findFirst({ where: { warehouseId: input.warehouseId, code: { in: codes } }, orderBy: { code: 'asc' } });
  if (clash) throw codeExists('prefix', clash.code);
  try {
    return await ctx.db.$transaction(async (tx) => {
      await tx.location.createMany({ data: codes.map((code) => ({ warehouseId: input.warehouseId, code, zone: input.zone, remark: input.remark })) as never });
      return tx.location.findMany({ where: { warehouseId: input.warehouseId, code: { in: codes } }, orderBy: { code: 'asc' } });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw codeExists('prefix', codes[0]);
    throw err;
  }
}

const updateLocationInput = z.object({
  id: z.number().int().positive(),
  code: z.string().trim().regex(LOCATION_CODE_PATTERN, { error: 'inventory.locationCode' }).optional(),
  zone: z.string().trim().max(30, { error: 'validation.tooLong' }).optional(),
  remark: z.string().trim().max(200, { error: 'validation.tooLong' }).optional(),
  enabled: z.boolean().optional(),
  defective: z.boolean().optional(),
});

export async function updateLocation(ctx: RequestContext, raw: unknown) {
  assertCan(ctx, 'location.update');
  const { id, ...input } = parseInput(updateLocationInput, raw);
  const location = await findLocation(ctx, id);
  if (input.code && input.code !== location.code) {
    if (await ctx.db.location.findFirst({ where: { warehouseId: location.warehouseId, code: input.code, id: { not: id } } }))
      throw codeExists('code', input.code);
  }
  return uniquely(
    () => ctx.db.location.update({ where: { id }, data: input }),
    () => codeExists('code', input.code ?? location.code),
  );
}

/**
 * Deletes a location nothing refers to: no stock on it, no ledger row and no bill line naming it
 * (history must keep pointing at a real code). Used ones are disabled instead.
 */
export async function deleteLocation(ctx: RequestContext, id: number) {
  assertCan(ctx, 'location.update');
  const location = await findLocation(ctx, id);
  const [stock, ledger, lines] = await Promise.all([
    ctx.db.stockLocation.count({ where: { locationId: id } }),
    ctx.db.stockLedger.count({ where: { locationId: id } }),
    ctx.db.stockBillLine.count({ where: { locationId: id } }),
  ]);
  if (stock + ledger + lines > 0) throw new BusinessError('warehouse.locationInUse', { code: location.code });
  await ctx.db.location.delete({ where: { id } });
  return location;
}
