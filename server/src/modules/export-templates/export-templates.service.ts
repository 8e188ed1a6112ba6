// Export templates (/exportTemplate, issue 18 C): the chosen columns of the orders export, in file
// order, saved per company; names unique per company ignoring case.
import { exportTemplateInput } from '@erp/schema';
import { assertCan, type RequestContext } from '../../platform/context';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';

export async function findExportTemplate(ctx: RequestContext, id: number) {
  const row = await ctx.db.exportTemplate.findFirst({ where: { id } });
  if (!row) throw new NotFoundError('exportTemplate.notFound');
  return row;
}

async function save(ctx: RequestContext, id: number | null, raw: unknown) {
  const actor = assertCan(ctx, 'orders');
  const input = parseInput(exportTemplateInput, raw);
  if (id) await findExportTemplate(ctx, id);
  return ctx.db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('exportTemplate.name'), ${actor.companyId}::int)`;
    const clash = await tx.exportTemplate.findFirst({
      where: { name: { equals: input.name, mode: 'insensitive' }, ...(id ? { id: { not: id } } : {}) },
      select: { id: true },
    });
    if (clash) throw ValidationError.field('name', 'exportTemplate.nameExists');
    return id ? tx.exportTemplate.update({ where: { id }, data: input }) : tx.exportTemplate.create({ data: { ...input, companyId: actor.companyId } });
  });
}

export const createExportTemplate = (ctx: RequestContext, raw: unknown) => save(ctx, null, raw);
export const updateExportTemplate = (ctx: RequestContext, id: number, raw: unknown) => save(ctx, id, raw);

export async function deleteExportTemplate(ctx: RequestContext, id: number) {
  assertCan(ctx, 'orders');
  const row = await findExportTemplate(ctx, id);
  await ctx.db.exportTemplate.deleteMany({ where: { id } });
  return row;
}
