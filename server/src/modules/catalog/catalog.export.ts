// Export of the product library (/productLibrary) through the task queue: one row per SKU with
// the import template's columns (so an export reads back in through the import), then status,
// developer and update time. Same filter, scope and permission as the `products` list.
import { PRODUCT_STATUSES } from '@erp/schema';
import { z } from 'zod';
import { filterId, filterText, keysetBatches, registerExport, type ExportCell } from '../report-jobs/exports';
import { loadUserName } from '../../platform/lookups';
import { IMPORT_COLUMNS } from './catalog.import';
import { productWhere } from './catalog.service';
import type { Prisma } from '../../generated/prisma/client';

type Row = Prisma.SkuGetPayload<{ include: { product: true; components: { include: { componentSku: { select: { sku: true } } } } } }> & { developer: string };

/** A SKU row's value of an import column. */
function valueOf(key: string, s: Row): ExportCell {
  const p = s.product;
  const specs = Array.isArray(p.specifications) ? (p.specifications as { name: string }[]) : [];
  switch (key) {
    case 'platforms':
      return p.platforms.join(',');
    case 'images':
      return p.images.join(',');
    case 'supplierLinks':
      return p.supplierLinks.join('|');
    case 'specifications':
      return specs.map((x) => x.name).join(';');
    case 'declareValue':
      return Number(p.declareValue);
    case 'sku':
      return s.sku;
    case 'options':
      return s.options.join(';');
    case 'ean':
      return s.ean ?? '';
    case 'barcode':
      return s.barcode ?? '';
    case 'price':
      return Number(s.price);
    case 'purchasePrice':
      return Number(s.purchasePrice);
    case 'skuWeight':
      return s.weight;
    case 'skuImage':
      return s.image;
    case 'components':
      return s.components.map((c) => `${c.componentSku.sku}*${c.quantity}`).join(',');
    default:
      return (p as unknown as Record<string, ExportCell>)[key];
  }
}

export const productsExport = registerExport({
  reportType: 'products',
  nameId: 'catalog.export.name',
  permission: 'productLibrary',
  filter: z.object({
    status: z.enum(PRODUCT_STATUSES, { error: 'catalog.statusUnknown' }).optional(),
    keyword: filterText().optional(),
    developerId: filterId.optional(),
    platform: z.number({ error: 'validation.required' }).int().optional(),
  }),
  count: (ctx, f) => ctx.db.sku.count({ where: { product: productWhere(ctx, f) } }),
  rows: (ctx, f) =>
    keysetBatches(async (after, take) => {
      const skus = await ctx.db.sku.findMany({
        where: { AND: [{ product: productWhere(ctx, f) }, after ? { id: { gt: after } } : {}] },
        include: { product: true, components: { include: { componentSku: { select: { sku: true } } } } },
        orderBy: { id: 'asc' },
        take,
      });
      return Promise.all(skus.map(async (s) => ({ ...s, developer: await loadUserName(ctx, s.product.developerId) })));
    }),
  columns: [
    ...IMPORT_COLUMNS.map((c) => ({ headerId: c.headerId, value: (s: Row) => valueOf(c.key, s), width: c.width })),
    { headerId: 'catalog.col.status', value: (s: Row, c) => c.t(`catalog.statusName.${s.product.status}`) },
    { headerId: 'catalog.col.developer', value: (s: Row) => s.developer },
    { headerId: 'catalog.col.updatedAt', value: (s: Row) => s.product.updatedAt, width: 20 },
  ],
});
