// Demo blacklist of /customerManagement (issue 21 item 4): two buyers of the demo orders moved into
// the blacklist with their reasons through the service, as a seller's clicks would. Buyers without
// open orders are chosen, so no demo order changes state.
import { BLACKLIST_HOLD_STATUSES } from '@erp/schema';
import type { RequestContext } from '../platform/context';
import { blacklistBuyer } from '../modules/customers/customers.service';

const REASONS = ['多次恶意退货 Repeated return abuse', '虚假投诉、索要赔偿 False complaints to claim compensation'];

export async function seedCustomers(ctx: RequestContext): Promise<void> {
  const candidates = await ctx.db.order.findMany({
    where: { buyerAccount: { not: '' }, status: { notIn: [...BLACKLIST_HOLD_STATUSES] } },
    select: { shopId: true, buyerAccount: true },
    orderBy: { id: 'asc' },
    take: 200,
  });
  const used = new Set<string>();
  let n = 0;
  for (const c of candidates) {
    if (n >= REASONS.length) break;
    const key = c.buyerAccount.toLowerCase();
    if (used.has(key)) continue;
    used.add(key);
    const open = await ctx.db.order.count({ where: { buyerAccount: c.buyerAccount, status: { in: [...BLACKLIST_HOLD_STATUSES] } } });
    const listed = await ctx.db.shippingBlacklist.count({ where: { buyerAccount: c.buyerAccount, removedAt: null } });
    if (open || listed) continue;
    await blacklistBuyer(ctx, { shopId: c.shopId, buyerAccount: c.buyerAccount, reason: REASONS[n] });
    n += 1;
  }
}
