import { updateCompanyInput } from '@erp/schema';
import { assertCan, requireActor, type RequestContext } from '../../platform/context';
import { parseInput } from '../../platform/validate';

export async function getCompany(ctx: RequestContext) {
  requireActor(ctx);
  return ctx.db.company.findFirstOrThrow();
}

export async function updateCompany(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, 'company.update');
  const input = parseInput(updateCompanyInput, raw);
  return ctx.db.company.update({ where: { id: actor.companyId }, data: input });
}

/** Counts the plan edition limits are measured against. */
export async function companyUsage(ctx: RequestContext) {
  requireActor(ctx);
  const [accounts, shops, warehouses] = await Promise.all([ctx.db.user.count(), ctx.db.shop.count(), ctx.db.warehouse.count()]);
  return { accounts, shops, warehouses };
}
