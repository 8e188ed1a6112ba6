// GraphQL of tracking numbers per order (issue 18 item 4): get from the carrier or the pool, type
// in, import; the carrier label; the order's tracking fields (source, label, upload state).
import { translate } from '@erp/schema';
import { command, commandsOn, exposeFields } from '../../graphql/fields';
import { plainInput } from '../../graphql/inputs';
import { builder } from '../../graphql/builder';
import { ErrorInterface } from '../../graphql/errors';
import { TrackingNumberSourceEnum, TrackingUploadStatusEnum } from '../../graphql/enums';
import type { OrderBatchResult } from '../orders/orders.batch';
import { refusalType } from '../../graphql/results';
import { PdfFileRef } from '../barcodes/pdf.graphql';
import { textOf } from '../../platform/validate';
import * as numbers from './tracking-numbers.service';

const ext = { operateModule: 'orders' };

builder.prismaObjectFields('Order', (t) => ({
  trackingSource: t.field({ type: TrackingNumberSourceEnum, description: 'Where the tracking number came from', resolve: (o) => o.trackingSource || 'none' }),
  hasLabel: t.boolean({ description: 'A carrier label can be downloaded (printOrderLabel)', resolve: (o) => o.labelFileKey !== '' }),
  trackingUploadStatus: t.field({
    type: TrackingUploadStatusEnum,
    description: 'Upload of the tracking number to the marketplace',
    resolve: (o) => o.trackingUploadStatus || 'notUploaded',
  }),
  trackingUploadError: t.string({
    description: "Why the last upload failed, in the caller's language",
    resolve: (o, _a, ctx) => (o.trackingUploadError ? translate(ctx.lang, o.trackingUploadError, { orderNo: o.orderNo }) : ''),
  }),
  ...exposeFields(t, { trackingUploadTries: 'Int: Failed upload attempts since shipping', trackingUploadNextAt: 'DateTime?: Next automatic retry' }),
}));

const RefusalRef = refusalType('TrackingNumberRefusal', 'orderNo', 'An order that got no tracking number, with why');

const RequestResultRef = builder.objectRef<OrderBatchResult>('TrackingNumberRequestResult').implement({
  description: 'Orders that got a tracking number from their carrier or pool, and the ones refused',
  fields: (t) => ({
    orderIds: t.field({ type: ['Int'], resolve: (r) => r.ids }),
    refused: t.field({ type: [RefusalRef], resolve: (r) => r.refused }),
  }),
});

const ImportRowErrorRef = builder.objectRef<numbers.TrackingRowError>('TrackingImportRowError').implement({
  fields: (t) => ({ row: t.exposeInt('row'), field: t.exposeString('field'), message: t.exposeString('message') }),
});

builder.objectType(numbers.TrackingImportRowsError, {
  name: 'TrackingImportRowsError',
  description: 'Rows of a tracking-number import broke the rules; nothing was imported',
  interfaces: [ErrorInterface],
  fields: (t) => ({ rows: t.field({ type: [ImportRowErrorRef], resolve: (err) => err.rows }) }),
});

const ImportResultRef = builder.objectRef<{ imported: number }>('TrackingImportResult').implement({
  fields: (t) => ({ imported: t.exposeInt('imported', { description: 'Orders that got their tracking number' }) }),
});

const ImportRowInput = plainInput(
  'TrackingImportRowInput',
  { row: 'Int: Row of the file (defaults to the position in the list, from 1)', orderNo: 'String!', trackingNo: 'String!' },
  'One row of a tracking-number import: order number → tracking number',
);

const orderShip = command('order.ship', ext);
const onRequestResult = commandsOn(RequestResultRef);
builder.mutationFields((t) => ({
  printOrderLabel: t.field({
    type: PdfFileRef,
    errors: {},
    authScopes: { permission: 'orders' },
    description: "The carrier label of an order (PDF, base64), when its channel's carrier made one",
    args: { orderId: t.arg.int({ required: true }) },
    resolve: (_r, { orderId }, ctx) => numbers.orderLabel(ctx, orderId),
  }),
  setOrderTrackingNumber: t.prismaField({
    type: 'Order',
    ...orderShip,
    description: 'Types in (or replaces) the tracking number of an order not shipped yet; unique per channel',
    args: {
      orderId: t.arg.int({ required: true }),
      trackingNo: t.arg.string({ required: true }),
      logisticsChannelId: t.arg.int({ description: "The order's channel when not given" }),
    },
    resolve: (_q, _r, args, ctx) => numbers.setTrackingNumber(ctx, args),
  }),
  requestTrackingNumbers: t.field({
    ...onRequestResult.byIds(orderShip, numbers.requestTrackingNumbers),
    description: "Gets each order's tracking number from its channel: the carrier (shipment + label) or the number pool",
  }),
  importOrderTrackingNumbers: t.field({
    type: ImportResultRef,
    errors: { types: [numbers.TrackingImportRowsError] },
    authScopes: { permission: 'order.ship' },
    extensions: ext,
    description: `Sets tracking numbers from rows (order number → tracking number, at most ${numbers.TRACKING_IMPORT_MAX_ROWS}); all or nothing`,
    args: { rows: t.arg({ type: [ImportRowInput], required: true }) },
    resolve: (_r, { rows }, ctx) =>
      numbers.importTrackingNumbers(
        ctx,
        rows.map((r, i) => ({ row: r.row ?? i + 1, orderNo: textOf(r.orderNo), trackingNo: textOf(r.trackingNo) })),
      ),
  }),
}));
