// Demo logistics reconciliation (issue 22 item 5): one carrier bill imported over the demo's
// shipped parcels of the carrier that shipped most of them, through the import service (so its
// payable, an unpaid freight payment order, is there too). The carrier charges a little more than
// the estimate on most parcels, less on some, and one parcel came back (return freight), so the
// /logisticsAccount detail has red and plain differences.
import type { RequestContext } from '../platform/context';
import { importLogisticsBill } from '../modules/logistics-bills/logistics-bills.service';

export async function seedLogisticsBills(ctx: RequestContext): Promise<void> {
  const orders = await ctx.db.order.findMany({
    where: { shippedAt: { not: null }, trackingNo: { not: '' }, logisticsChannelId: { not: null } },
    select: { id: true, trackingNo: true, weight: true, logisticsChannelId: true },
    orderBy: { id: 'asc' },
  });
  if (!orders.length) return;
  const channels = await ctx.db.logisticsChannel.findMany({ select: { id: true, name: true, carrier: true } });
  const carrierOf = new Map(channels.map((c) => [c.id, c.carrier.trim() || c.name]));
  const byCarrier = new Map<string, typeof orders>();
  for (const o of orders) {
    const carrier = carrierOf.get(o.logisticsChannelId!);
    if (!carrier) continue;
    byCarrier.set(carrier, [...(byCarrier.get(carrier) ?? []), o]);
  }
  const [carrier, parcels] = [...byCarrier.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  if (!carrier || !parcels) return;
  const picked = parcels.slice(0, 12);
  const estimates = new Map(
    (await ctx.db.orderFreight.findMany({ where: { orderId: { in: picked.map((o) => o.id) } }, select: { orderId: true, estimatedBase: true } })).map((f) => [
      f.orderId,
      Number(f.estimatedBase),
    ]),
  );
  const rows = picked.map((o, i) => {
    const weight = o.weight || 450;
    const estimate = estimates.get(o.id) || 18 + weight / 100;
    const actual = estimate * (i % 4 === 3 ? 0.92 : 1.07) + (i % 5 === 0 ? 1.5 : 0);
    return {
      row: i + 2,
      values: {
        trackingNo: o.trackingNo,
        billableWeight: ((weight + 20 + (i % 3) * 30) / 1000).toFixed(3),
        actualFreight: actual.toFixed(2),
        returnFreight: i === 6 ? '12.00' : '0',
        declaredWeight: (weight / 1000).toFixed(3),
      },
    };
  });
  await importLogisticsBill(ctx, { carrier, fileName: `${carrier}-bill-demo.csv`, rows });
}
