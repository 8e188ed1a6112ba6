// Export of the sub-accounts list (/accounts): same filter, scope and order as `subAccounts`.
import { z } from 'zod';
import { filterId, filterText, keysetBatches, registerExport } from '../report-jobs/exports';
import { subAccountWhere } from './accounts.service';

export const subAccountsExport = registerExport({
  reportType: 'subAccounts',
  nameId: 'export.subAccounts.name',
  permission: 'accounts',
  filter: z.object({
    keyword: filterText().optional(),
    status: z.enum(['enabled', 'disabled'], { error: 'report.unknownStatus' }).optional(),
    roleId: filterId.optional(),
  }),
  count: (ctx, f) => ctx.db.user.count({ where: subAccountWhere(ctx, f) }),
  async *rows(ctx, f) {
    const batches = keysetBatches((after, take) =>
      ctx.db.user.findMany({
        where: { AND: [subAccountWhere(ctx, f), after ? { id: { gt: after } } : {}] },
        include: { role: { select: { name: true } } },
        orderBy: { id: 'asc' },
        take,
      }),
    );
    for await (const users of batches) {
      // Shop names instead of ids: one scoped lookup per batch.
      const ids = [...new Set(users.flatMap((u) => u.allowShopIds))];
      const shops = ids.length ? await ctx.db.shop.findMany({ where: { id: { in: ids } }, select: { id: true, shopName: true } }) : [];
      const nameOf = new Map(shops.map((s) => [s.id, s.shopName]));
      yield users.map((u) => ({ ...u, shopNames: u.allowShopIds.map((id) => nameOf.get(id)).filter((n): n is string => !!n) }));
    }
  },
  columns: [
    { headerId: 'export.col.id', value: (u) => u.id, width: 10 },
    { headerId: 'export.subAccounts.col.username', value: (u) => u.username, width: 20 },
    { headerId: 'export.subAccounts.col.realname', value: (u) => u.realname, width: 20 },
    { headerId: 'export.subAccounts.col.isMain', value: (u, c) => c.t(u.isMain ? 'export.yes' : 'export.no'), width: 10 },
    { headerId: 'export.subAccounts.col.phone', value: (u) => u.phone },
    { headerId: 'export.subAccounts.col.email', value: (u) => u.email, width: 24 },
    { headerId: 'export.subAccounts.col.role', value: (u) => u.role?.name ?? '' },
    { headerId: 'export.subAccounts.col.status', value: (u, c) => c.t(`export.subAccounts.status.${u.status}`), width: 10 },
    {
      headerId: 'export.subAccounts.col.shops',
      value: (u, c) => (u.allowShopIds.length ? u.shopNames.join(', ') : c.t('export.subAccounts.allShops')),
      width: 30,
    },
    { headerId: 'export.subAccounts.col.lastLoginAt', value: (u) => u.lastLoginAt, width: 20 },
    { headerId: 'export.subAccounts.col.createdAt', value: (u) => u.createdAt, width: 20 },
  ],
});
