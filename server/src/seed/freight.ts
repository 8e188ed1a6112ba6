// Demo freight for a first start (issue 18 part B; runs after the channels, the orders and the
// exchange rates are seeded): a shipping template per demo channel (first / continued weight by
// actual and by volumetric weight, one priced per kg; all in CNY, since the cheapest-channel rule
// compares card prices as stated), a partition rule with zones by
// country, state and postal-code range, price cards binding the channels to them, and the
// estimated freight of every open order with a channel, so /shippingTemplate, /shippingPartitionRule,
// /shippingPriceCard, /logisticsTable, /pricingTemplate and the orders' estimate have something real to show. Goes
// through the freight services, so the same rules hold.
import type { RequestContext } from '../platform/context';
import { estimateOrderFreight, savePartitionRule, savePriceCard, saveShippingTemplate } from '../modules/freight/freight.service';
import { createPricingTemplate } from '../modules/pricing-templates/pricing-templates.service';

const DAY = 86_400_000;
/** Countries the zones always cover; the demo orders' own countries are added to them. */
const MARKETS = ['US', 'DE', 'GB', 'FR', 'ES', 'IT', 'AU', 'CA', 'JP', 'PL'];
const OPEN_STATUSES = ['processing', 'outOfStock', 'awaitingShipment', 'abnormal'];

export async function seedFreight(ctx: RequestContext, now = new Date()): Promise<number> {
  const channels = await ctx.db.logisticsChannel.findMany({ where: { enabled: true }, orderBy: { id: 'asc' } });
  const byCode = (code: string) => channels.find((c) => c.code === code);
  const yun = byCode('YUN-STD');
  const fpx = byCode('4PX-ECO');
  const ups = byCode('UPS-EXP');
  const line = byCode('SZ-LINE');

  // All in CNY (see above); ranges as [startWeight, endWeight, firstWeight, firstPrice, additionalWeight, additionalPrice].
  type Range = [number, number, number, number, number, number];
  const template = (
    name: string,
    billingMethod: string,
    ranges: Range[],
    more: { volumeCoefficient?: number; pricingMode?: string; unitPrice?: number } = {},
  ) =>
    saveShippingTemplate(ctx, {
      name,
      billingMethod,
      volumeCoefficient: more.volumeCoefficient,
      pricingMode: more.pricingMode,
      currency: 'CNY',
      ranges: ranges.map(([startWeight, endWeight, firstWeight, firstPrice, additionalWeight, additionalPrice]) => ({
        startWeight,
        endWeight,
        firstWeight,
        firstPrice,
        additionalWeight,
        additionalPrice,
        ...(more.unitPrice != null ? { unitPrice: more.unitPrice } : {}),
      })),
    });
  const standard = await template('云途标准 YunExpress Standard', 'actual', [
    [0, 500, 100, 20, 100, 5],
    [500, 2000, 600, 45, 100, 7.5],
  ]);
  const economy = await template(
    '4PX 经济 4PX Economy',
    'volumetric',
    [
      [0, 1000, 200, 16, 200, 6],
      [1000, 5000, 1200, 48, 500, 12],
    ],
    { volumeCoefficient: 8000 },
  );
  const express = await template(
    'UPS 快递 UPS Express',
    'volumetric',
    [
      [0, 2000, 500, 150, 500, 30],
      [2000, 30000, 2500, 280, 1000, 42],
      [30000, 70000, 31000, 1470, 1000, 38],
    ],
    { volumeCoefficient: 5000 },
  );
  const perKg = await template('专线小包 Line Packet', 'actual', [[0, 3000, 100, 0, 100, 0]], { pricingMode: 'perUnit', unitPrice: 62 });

  // zones: every market the demo sells to (a state and a postal-code range in the US)
  const ordered = await ctx.db.order.findMany({ distinct: ['country'], select: { country: true } });
  const countries = [...new Set([...MARKETS, ...ordered.map((o) => o.country.trim().toUpperCase()).filter((c) => /^[A-Z]{2}$/.test(c))])];
  const rule = await savePartitionRule(ctx, {
    name: '主要市场 Main markets',
    scheme: '按国家、州和邮编 By country, state and postal code',
    zones: [
      { name: 'US West', country: 'US', postalFrom: '90000', postalTo: '96199', registrationFee: 8, operationFee: 2, additionalRate: 10 },
      { name: 'US Hawaii', country: 'US', state: 'HI', registrationFee: 12, operationFee: 3, additionalRate: 20 },
      ...countries.map((country) =>
        country === 'US' || country === 'AU' || country === 'CA'
          ? { name: country, country, registrationFee: 6, operationFee: 1.5, additionalRate: 5 }
          : { name: country, country, registrationFee: 4, operationFee: 1, additionalRate: 0 },
      ),
    ],
  });

  if (yun)
    await savePriceCard(ctx, {
      name: '云途标准价卡 YunExpress card',
      templateId: standard.id,
      partitionRuleId: rule.id,
      channelIds: [yun.id],
      deliveryDays: 9,
    });
  if (fpx) await savePriceCard(ctx, { name: '4PX 经济价卡 4PX card', templateId: economy.id, channelIds: [fpx.id], deliveryDays: 14 });
  if (ups) await savePriceCard(ctx, { name: 'UPS 快递价卡 UPS card', templateId: express.id, partitionRuleId: rule.id, channelIds: [ups.id], deliveryDays: 4 });
  if (line)
    await savePriceCard(ctx, {
      name: '专线价卡 Line Packet card',
      templateId: perKg.id,
      channelIds: [line.id],
      deliveryDays: 12,
      expiresAt: new Date(now.getTime() + 180 * DAY),
    });

  // pricing templates (/pricingTemplate): the points a selling price carries over the cost
  await createPricingTemplate(ctx, {
    name: 'eBay 美国 eBay US',
    vat: 0,
    commission: 13.25,
    grossProfit: 25,
    otherDeduction: 3,
    currency: 'USD',
    remark: '含广告费 3%',
  });
  await createPricingTemplate(ctx, {
    name: 'Amazon 德国 Amazon DE',
    vat: 19,
    commission: 15,
    grossProfit: 20,
    otherDeduction: 2.5,
    currency: 'EUR',
    remark: '',
  });

  // orders reviewed before the cards existed get their estimate now: the open ones and the shipped
  // ones (a seller's shipped orders were estimated when reviewed; the carrier bill and the profit compare with it)
  const open = await ctx.db.order.findMany({
    where: { status: { in: [...OPEN_STATUSES, 'shipped'] }, logisticsChannelId: { not: null } },
    select: { id: true },
  });
  return estimateOrderFreight(
    ctx.db,
    open.map((o) => o.id),
    now,
  );
}
