// Demo overseas warehouses (issue 23 slice 1, issue 18 item 5): a Goodcang authorization through the
// sandbox provider, its Frankfurt warehouse bound to the demo's German overseas warehouse, its
// channels synced, and two German channels enabled, so /overseasWarehouseAuth and /overseasLogistics
// open on real rows and the enabled channels can be chosen on orders. Everything goes through the
// service (credential check, encryption, sync), as a seller's clicks would.
import type { RequestContext } from '../platform/context';
import { bindWarehouse, createAuth, setChannelEnabled, syncChannels } from '../modules/overseas-warehouses/overseas-warehouses.service';

export async function seedOverseasWarehouses(ctx: RequestContext): Promise<number> {
  const germany = await ctx.db.warehouse.findFirst({ where: { type: 'overseas', country: 'DE' }, orderBy: { id: 'asc' } });
  const auth = await createAuth(ctx, { provider: 'goodcang', name: 'Goodcang 谷仓 demo', appKey: 'demo-goodcang-key', appSecret: 'demo-goodcang-secret' });
  const frankfurt = await ctx.db.overseasProviderWarehouse.findFirst({ where: { authorizationId: auth.id, code: 'DEFR' } });
  if (germany && frankfurt) await bindWarehouse(ctx, { providerWarehouseId: frankfurt.id, warehouseId: germany.id });
  await syncChannels(ctx, auth.id);
  const german = await ctx.db.overseasLogisticsChannel.findMany({
    where: { authorizationId: auth.id, warehouseCode: 'DEFR' },
    orderBy: { id: 'asc' },
    take: 2,
  });
  for (const c of german) await setChannelEnabled(ctx, c.id, true);
  return german.length;
}
