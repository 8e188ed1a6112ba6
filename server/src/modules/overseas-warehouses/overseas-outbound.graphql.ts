// GraphQL of orders fulfilled by an overseas warehouse (issue 23 item 1): the order's outbound order
// at the provider, "send to the overseas warehouse" and "sync from the overseas warehouse".
import { translate } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { command, commandsOn, exposeFields } from '../../graphql/fields';
import { OrderBatchResultRef } from '../orders/orders.graphql';
import * as outbound from './overseas-outbound.service';
import { providerName } from './overseas-warehouses.service';

const ext = { operateModule: 'orders' };

const OverseasOutboundRef = builder.objectRef<outbound.OverseasOutboundRow & { provider: string }>('OverseasOutbound').implement({
  description: "An order's outbound order at a third-party overseas warehouse",
  fields: (t) => ({
    ...exposeFields(t, {
      outboundNo: "String: The provider's outbound order number",
      warehouseCode: "String: The provider's warehouse",
      channelCode: "String: The provider's channel",
      status: 'String: sent (the provider is working on it) | shipped',
      trackingNo: "String: The provider's tracking number once shipped",
      carrier: 'String: The carrier that took the parcel',
      sentAt: 'DateTime',
      syncedAt: 'DateTime?: The last time its state was read',
      shippedAt: 'DateTime?',
    }),
    provider: t.string({ description: "The provider's name in the caller's language", resolve: (o, _a, ctx) => providerName(ctx, o.provider) }),
    message: t.string({
      description: "The provider's refusal at the last sync, in the caller's language ('' when none)",
      resolve: (o, _a, ctx) =>
        o.messageId
          ? translate(ctx.lang, o.messageId, { ...(o.messageParams as Record<string, unknown> | null), provider: providerName(ctx, o.provider) })
          : '',
    }),
  }),
});

builder.prismaObjectFields('Order', (t) => ({
  overseasOutbound: t.field({
    type: OverseasOutboundRef,
    nullable: true,
    description: 'Its outbound order at the overseas warehouse, once sent (orders on an overseas channel)',
    resolve: async (o, _a, ctx) => {
      const row = await ctx.db.overseasOutbound.findFirst({ where: { orderId: o.id } });
      if (!row) return null;
      const auth = await ctx.db.overseasWarehouseAuth.findFirst({ where: { id: row.authorizationId }, select: { provider: true } });
      return { ...row, provider: auth?.provider ?? '' };
    },
  }),
  shipsFromOverseasWarehouse: t.boolean({
    description: 'Its channel is an overseas warehouse channel: the provider ships it (send to the overseas warehouse) instead of a carrier number',
    resolve: async (o, _a, ctx) =>
      o.logisticsChannelId != null &&
      (await ctx.db.logisticsChannel.findFirst({ where: { id: o.logisticsChannelId }, select: { type: true } }))?.type === 'overseas',
  }),
}));

const orderShip = command('order.ship', ext);
const onBatch = commandsOn(OrderBatchResultRef);
builder.mutationFields((t) => ({
  sendOrdersToOverseasWarehouse: t.field(
    onBatch.byIds(
      orderShip,
      outbound.sendOrdersToOverseasWarehouse,
      'Sends each awaiting-shipment order on an overseas channel to its provider as an outbound order (the provider ships it and answers the tracking number)',
    ),
  ),
  syncOverseasOutbounds: t.field(
    onBatch.byIds(
      orderShip,
      outbound.syncOverseasOutbounds,
      "Reads each sent order's outbound state at the provider; a shipped one ships the order with the provider's tracking number",
    ),
  ),
}));
