// Export of the shops list (/shops): same filter rules, scope and order as the `shops` query.
import { MARKETPLACE_LABELS, platformName, platformType, shopStatus } from '@erp/schema';
import { z } from 'zod';
import { filterText, keysetBatches, registerExport } from '../report-jobs/exports';
import { shopWhere } from './shops.service';

export const shopsExport = registerExport({
  reportType: 'shops',
  nameId: 'export.shops.name',
  permission: 'shops',
  filter: z.object({ status: shopStatus.optional(), platformType: platformType.optional(), keyword: filterText().optional() }),
  // shopWhere checks the permission and narrows to the caller's allowShopIds, as the list does.
  count: (ctx, f) => ctx.db.shop.count({ where: shopWhere(ctx, f) }),
  rows: (ctx, f) =>
    keysetBatches((after, take) =>
      ctx.db.shop.findMany({ where: { AND: [shopWhere(ctx, f), after ? { id: { gt: after } } : {}] }, orderBy: { id: 'asc' }, take }),
    ),
  columns: [
    { headerId: 'export.col.id', value: (s) => s.id, width: 10 },
    { headerId: 'export.shops.col.shopName', value: (s) => s.shopName, width: 30 },
    { headerId: 'export.shops.col.marketplace', value: (s) => MARKETPLACE_LABELS[platformName(s.platformType)!] ?? s.platform },
    { headerId: 'export.shops.col.site', value: (s) => s.site, width: 10 },
    { headerId: 'export.shops.col.status', value: (s, c) => c.t(`export.shops.status.${s.status}`) },
    { headerId: 'export.shops.col.authTime', value: (s) => s.authTime, width: 20 },
    { headerId: 'export.shops.col.authExpireAt', value: (s) => s.authExpireAt, width: 20 },
  ],
});
