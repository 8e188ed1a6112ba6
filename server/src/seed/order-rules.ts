// Demo order rules for a first start (runs after the channels and the orders are seeded): an
// enabled logistics rule sending light US parcels from the default warehouse with a small-parcel
// channel (only when a channel exists), disabled rules for heavy parcels and for the cheapest
// channel to Europe to try with the dry run,
// and a blacklisted buyer. Goes through the services, so the same rules hold.
import type { RequestContext } from '../platform/context';
import { addToBlacklist, createLogisticsRule } from '../modules/order-rules/order-rules.service';

export async function seedOrderRules(ctx: RequestContext): Promise<void> {
  const [warehouse, channels] = await Promise.all([
    ctx.db.warehouse.findFirst({ where: { enabled: true }, orderBy: [{ priority: 'asc' }, { id: 'asc' }] }),
    ctx.db.logisticsChannel.findMany({ where: { enabled: true }, orderBy: { id: 'asc' } }),
  ]);
  if (warehouse && channels.length) {
    // the lightest limit first: a small-parcel line for light US orders
    const small = [...channels].sort((a, b) => (a.maxWeight || Infinity) - (b.maxWeight || Infinity))[0];
    const heavy = channels.find((c) => c.maxWeight === 0 || c.maxWeight > 2000) ?? small;
    await createLogisticsRule(ctx, {
      name: '美国轻小件 US light parcels',
      priority: 10,
      enabled: true,
      warehouseId: warehouse.id,
      logisticsChannelId: small.id,
      conditions: { countries: ['US'], weightMax: Math.min(small.maxWeight || 2000, 2000) },
    });
    await createLogisticsRule(ctx, {
      name: '重货 Heavy parcels',
      priority: 5,
      enabled: false,
      warehouseId: warehouse.id,
      logisticsChannelId: heavy.id,
      conditions: { weightMin: 2000 },
    });
    // disabled: the dry run shows each European order's price on every channel with a rate card
    await createLogisticsRule(ctx, {
      name: '欧洲最便宜 Europe, cheapest channel',
      priority: 8,
      enabled: false,
      warehouseId: warehouse.id,
      channelChoice: 'cheapest',
      candidateChannelIds: [],
      maxDeliveryDays: 14,
      conditions: { countries: ['DE', 'GB', 'FR', 'IT', 'ES', 'PL'] },
    });
  }
  await addToBlacklist(ctx, { buyerAccount: 'chargeback_king', cause: 'fraud' });
}
