// Demo freight for a first start (issue 18 part B; runs after the channels, the orders and the
// exchange rates are seeded): a shipping template per demo channel (first / continued weight by
// actual and by volumetric weight, one priced per kg; all in CNY, since the cheapest-channel rule
// compares card prices as stated), a partition rule with zones by
// country, state and postal-code range, price cards binding the channels to them, and the
// estimated freight of every open order with a channel, so /shippingTemplate, /shippingPartitionRule,
// /shippingPriceCard, /logisticsTable and the orders' estimate have something real to show. Goes
// through the freight services, so the same rules hold.
import type { RequestContext } from '../platform/context';
import { estimateOrderFreight, savePartitionRule, savePriceCard, saveShippingTemplate } from '../modules/freight/freight.service';

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

  const standard = await saveShippingTemplate(ctx, {
    name: '云途标准 YunExpress Standard',
    billingMethod: 'actual',
    currency: 'CNY',
    ranges: [
      { startWeight: 0, endWeight: 500, firstWeight: 100, firstPrice: 20, additionalWeight: 100, additionalPrice: 5 },
      { startWeight: 500, endWeight: 2000, firstWeight: 600, firstPrice: 45, additionalWeight: 100, additionalPrice: 7.5 },
    ],
  });
  const economy = await saveShippingTemplate(ctx, {
    name: '4PX 经济 4PX Economy',
    billingMethod: 'volumetric',
    volumeCoefficient: 8000,
    currency: 'CNY',
    ranges: [
      { startWeight: 0, endWeight: 1000, firstWeight: 200, firstPrice: 16, additionalWeight: 200, additionalPrice: 6 },
      { startWeight: 1000, endWeight: 5000, firstWeight: 1200, firstPrice: 48, additionalWeight: 500, additionalPrice: 12 },
    ],
  });
  const express = await saveShippingTemplate(ctx, {
    name: 'UPS 快递 UPS Express',
    billingMethod: 'volumetric',
    volumeCoefficient: 5000,
    currency: 'CNY',
    ranges: [
      { startWeight: 0, endWeight: 2000, firstWeight: 500, firstPrice: 150, additionalWeight: 500, additionalPrice: 30 },
      { startWeight: 2000, endWeight: 30000, firstWeight: 2500, firstPrice: 280, additionalWeight: 1000, additionalPrice: 42 },
      { startWeight: 30000, endWeight: 70000, firstWeight: 31000, firstPrice: 1470, additionalWeight: 1000, additionalPrice: 38 },
    ],
  });
  const perKg = await saveShippingTemplate(ctx, {
    name: '专线小包 Line Packet',
    billingMethod: 'actual',
    pricingMode: 'perUnit',
    currency: 'CNY',
    ranges: [{ startWeight: 0, endWeight: 3000, firstWeight: 100, firstPrice: 0, additionalWeight: 100, additionalPrice: 0, unitPrice: 62 }],
  });

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

  // open orders reviewed before the cards existed get their estimate now
  const open = await ctx.db.order.findMany({ where: { status: { in: OPEN_STATUSES }, logisticsChannelId: { not: null } }, select: { id: true } });
  return estimateOrderFreight(
    ctx.db,
    open.map((o) => o.id),
    now,
  );
}
