// Packaging materials (/packageMaterials, spec 02 §3 'Packaging material', §5 'packaging material
// names unique'): names are unique per company ignoring case and surrounding spaces, also on
// rename ('Input content already exists').
import { packagingMaterialInput } from '@erp/schema';
import type { Prisma } from '../../generated/prisma/client';
import { assertCan, type RequestContext } from '../../platform/context';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { isUniqueViolation, parseInput } from '../../platform/validate';
import type { Tx } from '../../platform/db';
import { sameTextIgnoringCase } from '../../platform/text-match';
import { listWhere } from '../../platform/where';

/** Packaging materials; the keyword in the name. */
export const packagingMaterialWhere = listWhere<Prisma.PackagingMaterialWhereInput>()('packageMaterials', { keyword: ['name'] });

async function findMaterial(ctx: RequestContext, id: number) {
  const material = await ctx.db.packagingMaterial.findFirst({ where: { id } });
  if (!material) throw new NotFoundError('counts.materialNotFound');
  return material;
}

const nameExists = () => ValidationError.field('name', 'inventory.nameExists');

/** Runs `write` while no other write of the company's materials runs, after the name check. */
async function withUniqueName<T>(ctx: RequestContext, name: string, exceptId: number | null, write: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.$transaction(async (tx) => {
      // the unique index is case-sensitive; the lock makes the case-insensitive check exact
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('packageMaterial.name'), ${ctx.actor!.companyId}::int)`;
      const clash = await tx.packagingMaterial.findFirst({
        where: { name: sameTextIgnoringCase(name), ...(exceptId ? { id: { not: exceptId } } : {}) },
        select: { id: true },
      });
      if (clash) throw nameExists();
      return write(tx);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameExists();
    throw err;
  }
}

export async function createPackagingMaterial(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, 'packageMaterial.update');
  const input = parseInput(packagingMaterialInput, raw);
  return withUniqueName(ctx, input.name, null, (tx) => tx.packagingMaterial.create({ data: { ...input, companyId: actor.companyId } }));
}

export async function updatePackagingMaterial(ctx: RequestContext, id: number, raw: unknown) {
  assertCan(ctx, 'packageMaterial.update');
  const input = parseInput(packagingMaterialInput, raw);
  await findMaterial(ctx, id);
  return withUniqueName(ctx, input.name, id, (tx) => tx.packagingMaterial.update({ where: { id }, data: input }));
}

export async function deletePackagingMaterial(ctx: RequestContext, id: number) {
  assertCan(ctx, 'packageMaterial.update');
  const material = await findMaterial(ctx, id);
  await ctx.db.packagingMaterial.deleteMany({ where: { id } });
  return material;
}
