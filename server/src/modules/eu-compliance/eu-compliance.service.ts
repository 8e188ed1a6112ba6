// EU compliance (issue 24 item 6; spec 02 §5 'EU label: store unique in a template, print quantities
// not all 0, EU orders only, a disabled label template cannot be default'): regulatory templates
// (/regulatoryTemplates: manufacturer, EU responsible person, safety information, the shops they
// apply to), SKUs of the product library paired to a template with a print quantity
// (/productEuPair), and the EU label PDF drawn with the platform PDF helper the print templates,
// barcodes and SHEIN labels use (platform/pdf.ts).
import {
  allQuantitiesZero,
  EU_LABEL_MAX,
  euLabelPairInput,
  euOrderLabelsInput,
  euSkuLabelsInput,
  isEuCountry,
  labelTemplateFor,
  regulatoryTemplateInput,
  regulatoryTemplateProblems,
  shopClash,
} from '@erp/schema';
import type { EuRegulatoryTemplate, Prisma } from '../../generated/prisma/client';
import { allowedShopsWhere, assertCan, type RequestContext } from '../../platform/context';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { isUniqueViolation, parseInput } from '../../platform/validate';
import { MM, newPdf, type PdfFile } from '../../platform/pdf';
import type { Tx } from '../../platform/db';
import { listWhere } from '../../platform/where';

/** Templates; the keyword in the name or the responsible person's name. */
export const regulatoryTemplateWhere = listWhere<Prisma.EuRegulatoryTemplateWhereInput>()('regulatoryTemplates', {
  keyword: ['name', 'rpName', 'manufacturerName'],
});

/** Pairings; filtered by template, the keyword in the SKU code or the product name. */
export function euLabelPairWhere(ctx: RequestContext, filter: { templateId?: number | null; keyword?: string | null } = {}): Prisma.EuLabelPairWhereInput {
  assertCan(ctx, 'productEuPair');
  const keyword = filter.keyword?.trim();
  return {
    ...(filter.templateId ? { templateId: filter.templateId } : {}),
    ...(keyword
      ? {
          OR: [{ sku: { sku: { contains: keyword, mode: 'insensitive' } } }, { sku: { product: { name: { contains: keyword, mode: 'insensitive' } } } }],
        }
      : {}),
  };
}

async function findTemplate(ctx: RequestContext, id: number) {
  const template = await ctx.db.euRegulatoryTemplate.findFirst({ where: { id } });
  if (!template) throw new NotFoundError('euCompliance.templateNotFound');
  return template;
}

/** Checks and writes a template under a company lock, so two saves never put a shop in two templates. */
async function saveTemplate(ctx: RequestContext, id: number | null, raw: unknown): Promise<EuRegulatoryTemplate> {
  const actor = assertCan(ctx, 'regulatoryTemplate.update');
  const input = parseInput(regulatoryTemplateInput, raw);
  const problems = regulatoryTemplateProblems(input);
  if (problems.length) throw new ValidationError(problems.map((p) => ({ ...p, params: { field: `field.${p.field}` } })));
  if (id !== null) await findTemplate(ctx, id);
  if (input.shopIds.length) {
    const shops = await ctx.db.shop.findMany({ where: { id: { in: input.shopIds } }, select: { id: true } });
    if (shops.length !== input.shopIds.length) throw ValidationError.field('shopIds', 'euCompliance.shopNotFound');
  }
  try {
    return await ctx.db.$transaction(async (tx: Tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('euCompliance.template'), ${actor.companyId}::int)`;
      const others = await tx.euRegulatoryTemplate.findMany({ select: { id: true, name: true, shopIds: true } });
      if (others.some((o) => o.id !== id && o.name.trim().toLowerCase() === input.name.toLowerCase()))
        throw ValidationError.field('name', 'euCompliance.nameExists');
      const clash = shopClash(input.shopIds, others, id);
      if (clash) {
        const shop = await tx.shop.findFirst({ where: { id: clash.shopId }, select: { shopName: true } });
        throw ValidationError.field('shopIds', 'euCompliance.shopInOtherTemplate', { shop: shop?.shopName ?? clash.shopId, template: clash.template });
      }
      // one default per company: a new default takes over
      if (input.isDefault)
        await tx.euRegulatoryTemplate.updateMany({ where: { isDefault: true, ...(id ? { id: { not: id } } : {}) }, data: { isDefault: false } });
      if (id === null) return tx.euRegulatoryTemplate.create({ data: { ...input, companyId: actor.companyId } });
      return tx.euRegulatoryTemplate.update({ where: { id }, data: input });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw ValidationError.field('name', 'euCompliance.nameExists');
    throw err;
  }
}

export const createRegulatoryTemplate = (ctx: RequestContext, raw: unknown) => saveTemplate(ctx, null, raw);
export const updateRegulatoryTemplate = (ctx: RequestContext, id: number, raw: unknown) => saveTemplate(ctx, id, raw);

/** Deletes a template and its pairings. */
export async function deleteRegulatoryTemplate(ctx: RequestContext, id: number) {
  assertCan(ctx, 'regulatoryTemplate.update');
  const template = await findTemplate(ctx, id);
  await ctx.db.$transaction(async (tx: Tx) => {
    await tx.euLabelPair.deleteMany({ where: { templateId: id } });
    await tx.euRegulatoryTemplate.deleteMany({ where: { id } });
  });
  return template;
}

/** Pairs SKUs to a template (a SKU already paired moves to it); print quantities not all 0. */
export async function pairEuLabels(ctx: RequestContext, raw: unknown): Promise<number> {
  const actor = assertCan(ctx, 'euLabelPair.update');
  const input = parseInput(euLabelPairInput, raw);
  if (allQuantitiesZero(input.items.map((i) => i.printQuantity))) throw ValidationError.field('items', 'euCompliance.quantitiesAllZero');
  const template = await ctx.db.euRegulatoryTemplate.findFirst({ where: { id: input.templateId }, select: { id: true } });
  if (!template) throw ValidationError.field('templateId', 'euCompliance.templateNotFound');
  const skuIds = [...new Set(input.items.map((i) => i.skuId))];
  const skus = await ctx.db.sku.findMany({ where: { id: { in: skuIds } }, select: { id: true } });
  if (skus.length !== skuIds.length) throw ValidationError.field('items', 'euCompliance.skuNotFound');
  await ctx.db.$transaction(async (tx: Tx) => {
    for (const item of input.items) {
      await tx.euLabelPair.upsert({
        where: { companyId_skuId: { companyId: actor.companyId, skuId: item.skuId } },
        create: { companyId: actor.companyId, skuId: item.skuId, templateId: template.id, printQuantity: item.printQuantity },
        update: { templateId: template.id, printQuantity: item.printQuantity },
      });
    }
  });
  return input.items.length;
}

/** Unpairs SKUs (pairing ids). */
export async function unpairEuLabels(ctx: RequestContext, ids: number[]): Promise<number> {
  assertCan(ctx, 'euLabelPair.update');
  const found = await ctx.db.euLabelPair.count({ where: { id: { in: ids } } });
  if (found !== new Set(ids).size) throw new NotFoundError('euCompliance.pairNotFound');
  const { count } = await ctx.db.euLabelPair.deleteMany({ where: { id: { in: ids } } });
  return count;
}

type LabelTemplate = Pick<
  EuRegulatoryTemplate,
  | 'manufacturerName'
  | 'manufacturerAddress'
  | 'manufacturerEmail'
  | 'manufacturerPhone'
  | 'rpName'
  | 'rpAddress'
  | 'rpEmail'
  | 'rpPhone'
  | 'rpCountry'
  | 'safetyInfo'
>;
export interface EuLabel {
  sku: string;
  productName: string;
  template: LabelTemplate;
}

/** One 100 × 70 mm label per page: the product, the manufacturer, the EU responsible person, safety information. */
export async function renderEuLabels(labels: readonly EuLabel[], filename: string): Promise<PdfFile> {
  const size: [number, number] = [100 * MM, 70 * MM];
  const pdf = newPdf({ size, margin: 0 });
  const { doc, fit } = pdf;
  const pad = 4 * MM;
  const width = size[0] - 2 * pad;
  labels.forEach((label, i) => {
    if (i > 0) doc.addPage({ size, margin: 0 });
    const t = label.template;
    let y = pad;
    const line = (text: string, fontSize: number, height = fontSize + 2) => {
      if (!text.trim()) return;
      doc.fontSize(fontSize).fillColor('#000').text(fit(text), pad, y, { width, height, lineBreak: true, ellipsis: true });
      y += Math.min(height, doc.heightOfString(fit(text), { width }) + 1);
    };
    line(`${label.sku}  ${label.productName}`, 9, 22);
    const manufacturer = [t.manufacturerName, t.manufacturerAddress, [t.manufacturerEmail, t.manufacturerPhone].filter(Boolean).join('  ')]
      .filter(Boolean)
      .join(', ');
    if (manufacturer) line(`Manufacturer: ${manufacturer}`, 7, 28);
    const rp = [t.rpName, t.rpAddress, t.rpCountry, [t.rpEmail, t.rpPhone].filter(Boolean).join('  ')].filter(Boolean).join(', ');
    line(`EU Responsible Person: ${rp}`, 7, 28);
    line(t.safetyInfo, 6, size[1] - pad - y);
  });
  return pdf.finish(filename);
}

const labelTemplateSelect = {
  id: true,
  enabled: true,
  isDefault: true,
  shopIds: true,
  manufacturerName: true,
  manufacturerAddress: true,
  manufacturerEmail: true,
  manufacturerPhone: true,
  rpName: true,
  rpAddress: true,
  rpEmail: true,
  rpPhone: true,
  rpCountry: true,
  safetyInfo: true,
} as const;

function tooMany(count: number) {
  if (count > EU_LABEL_MAX) throw new BusinessError('euCompliance.tooManyLabels', { max: EU_LABEL_MAX });
}

/** Labels for chosen paired SKUs, `quantity` each (quantities not all 0; an unpaired SKU is refused). */
export async function printEuSkuLabels(ctx: RequestContext, raw: unknown): Promise<PdfFile> {
  assertCan(ctx, 'euLabel.print');
  const input = parseInput(euSkuLabelsInput, raw);
  if (allQuantitiesZero(input.items.map((i) => i.quantity))) throw ValidationError.field('items', 'euCompliance.quantitiesAllZero');
  tooMany(input.items.reduce((s, i) => s + i.quantity, 0));
  const skuIds = [...new Set(input.items.map((i) => i.skuId))];
  const pairs = await ctx.db.euLabelPair.findMany({
    where: { skuId: { in: skuIds } },
    select: { skuId: true, templateId: true, sku: { select: { sku: true, product: { select: { name: true } } } } },
  });
  if (pairs.length !== skuIds.length) throw ValidationError.field('items', 'euCompliance.pairNotFound');
  const templates = await ctx.db.euRegulatoryTemplate.findMany({ select: labelTemplateSelect });
  const bySku = new Map(pairs.map((p) => [p.skuId, p]));
  const labels: EuLabel[] = [];
  for (const item of input.items) {
    const pair = bySku.get(item.skuId)!;
    const template = labelTemplateFor(pair.templateId, 0, templates);
    if (!template) throw new BusinessError('euCompliance.nothingToPrint');
    for (let n = 0; n < item.quantity; n++) labels.push({ sku: pair.sku.sku, productName: pair.sku.product.name, template });
  }
  return renderEuLabels(labels, 'eu-labels.pdf');
}

/**
 * EU labels for orders (EU destinations only: another destination refuses the whole print naming the
 * order): each item with a paired SKU gives units × the SKU's print quantity labels.
 */
export async function printEuOrderLabels(ctx: RequestContext, raw: unknown): Promise<PdfFile> {
  assertCan(ctx, 'euLabel.print');
  const input = parseInput(euOrderLabelsInput, raw);
  const ids = [...new Set(input.orderIds)];
  const orders = await ctx.db.order.findMany({
    where: { id: { in: ids }, ...allowedShopsWhere(ctx.actor!, 'shopId') },
    select: { id: true, orderNo: true, country: true, shopId: true, items: { select: { skuId: true, quantity: true }, orderBy: { id: 'asc' } } },
  });
  if (orders.length !== ids.length) throw ValidationError.field('orderIds', 'euCompliance.orderNotFound');
  const byId = new Map(orders.map((o) => [o.id, o]));
  const ordered = ids.map((id) => byId.get(id)!);
  const outside = ordered.find((o) => !isEuCountry(o.country));
  if (outside) throw new BusinessError('euCompliance.notEuOrder', { orderNo: outside.orderNo, country: outside.country || '—' });
  const skuIds = [...new Set(ordered.flatMap((o) => o.items.map((i) => i.skuId)).filter((v): v is number => v != null))];
  const [pairs, templates] = await Promise.all([
    skuIds.length
      ? ctx.db.euLabelPair.findMany({
          where: { skuId: { in: skuIds } },
          select: { skuId: true, templateId: true, printQuantity: true, sku: { select: { sku: true, product: { select: { name: true } } } } },
        })
      : [],
    ctx.db.euRegulatoryTemplate.findMany({ select: labelTemplateSelect }),
  ]);
  const bySku = new Map(pairs.map((p) => [p.skuId, p]));
  const labels: EuLabel[] = [];
  for (const order of ordered) {
    for (const item of order.items) {
      const pair = item.skuId != null ? bySku.get(item.skuId) : undefined;
      if (!pair) continue;
      const template = labelTemplateFor(pair.templateId, order.shopId, templates);
      if (!template) continue;
      const count = item.quantity * pair.printQuantity;
      tooMany(labels.length + count);
      for (let n = 0; n < count; n++) labels.push({ sku: pair.sku.sku, productName: pair.sku.product.name, template });
    }
  }
  if (!labels.length) throw new BusinessError('euCompliance.nothingToPrint');
  return renderEuLabels(labels, 'eu-order-labels.pdf');
}
