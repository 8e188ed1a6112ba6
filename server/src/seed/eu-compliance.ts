// Demo EU compliance (issue 24 item 6): one compliance template (manufacturer, EU responsible person
// in Germany, safety text) as the default, and the first three SKUs of the product library paired
// to it with 1, 1 and 2 labels per unit.
import type { RequestContext } from '../platform/context';
import { createRegulatoryTemplate, pairEuLabels } from '../modules/eu-compliance/eu-compliance.service';

export async function seedEuCompliance(ctx: RequestContext): Promise<void> {
  const template = await createRegulatoryTemplate(ctx, {
    name: '德国欧代 EU RP (DE)',
    manufacturerName: 'Shenzhen Demo Trading Co., Ltd.',
    manufacturerAddress: 'Nanshan District, Shenzhen, Guangdong, China',
    manufacturerEmail: 'service@demo-trading.example',
    rpName: 'Demo EU Representative GmbH',
    rpAddress: 'Musterstraße 1, 10115 Berlin',
    rpEmail: 'eu-rp@demo-rep.example',
    rpPhone: '+49 30 1234567',
    rpCountry: 'DE',
    safetyInfo: 'Warning: not suitable for children under 3 years. Keep away from fire. 警告：不适合 3 岁以下儿童。',
    enabled: true,
    isDefault: true,
  });
  const skus = await ctx.db.sku.findMany({ orderBy: { id: 'asc' }, take: 3, select: { id: true } });
  if (!skus.length) return;
  await pairEuLabels(ctx, { templateId: template.id, items: skus.map((s, i) => ({ skuId: s.id, printQuantity: i === 2 ? 2 : 1 })) });
}
