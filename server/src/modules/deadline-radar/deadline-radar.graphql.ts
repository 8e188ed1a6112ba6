// GraphQL of the deadline radar (issue 21 item 8): deadlineRadar(first, offset, kinds).
import { RADAR_KINDS, RADAR_URGENCIES } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { argsOf, exposeFields, reading } from '../../graphql/fields';
import * as radar from './deadline-radar.service';

const RadarKindEnum = builder.enumType('RadarKind', { values: RADAR_KINDS });
const RadarUrgencyEnum = builder.enumType('RadarUrgency', { values: RADAR_URGENCIES });

const RadarItemRef = builder.objectRef<radar.RadarItem>('RadarItem').implement({
  description: 'Something the marketplace holds the seller to a time for',
  fields: (t) => ({
    kind: t.field({ type: RadarKindEnum, resolve: (i) => i.kind }),
    urgency: t.field({ type: RadarUrgencyEnum, description: 'overdue, within 4 hours, within 24 hours, later', resolve: (i) => i.urgency }),
    ...exposeFields(t, {
      id: 'Int: The order id (shipBy), the conversation id (buyerMessage) or the case id (afterSales)',
      page: "String: afterSales: the case's screen (ebayCancellation, ebayReturn, ebayDispute, allegroDispute); '' otherwise",
      shopId: 'Int',
      shopName: 'String',
      platformType: 'Int',
      reference: "String: Order number (shipBy), the buyer's account (buyerMessage) or the marketplace's case id (afterSales)",
      platformOrderNo: "String: The marketplace's order number ('' when none)",
      buyer: 'String',
      deadline: 'DateTime',
      minutesLeft: 'Int: Negative once passed',
    }),
  }),
});

const RadarPageRef = builder.objectRef<radar.RadarPage>('DeadlineRadar').implement({
  fields: (t) => ({
    items: t.field({ type: [RadarItemRef], resolve: (p) => p.items }),
    ...exposeFields(t, { totalCount: 'Int', now: 'DateTime: When the time left was counted' }),
  }),
});

builder.queryFields((t) => ({
  deadlineRadar: t.field({
    type: RadarPageRef,
    ...reading('deadlineRadar'),
    description:
      "Ship-by times of unshipped orders (with the orders page), unanswered buyer messages, due 24 h after the first unanswered one (with buyerMessage), and open after-sales cases' answer-by times (with the page of their kind and marketplace), in the caller's shops, soonest first; passed more than 7 days ago: dropped",
    args: argsOf({ first: 'Int: Default 20, at most 100', offset: 'Int', kinds: 'String[]: shipBy, buyerMessage, afterSales (default all)' }),
    resolve: (_r, a, ctx) => radar.deadlineRadar(ctx, { first: a.first, offset: a.offset, kinds: a.kinds }),
  }),
}));
