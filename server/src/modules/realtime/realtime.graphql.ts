// Subscriptions mirroring the spec's private channels (spec 01 §7 'Realtime'): company events
// (company_notify.{companyId}) and user events (user_notify.{userId}). Domains publish through
// publishCompanyEvent / publishUserEvent.
import { builder } from '../../graphql/builder';
import { requireActor, type Platform } from '../../platform/context';

interface RealtimeEvent {
  event: string;
  data: unknown;
}

const RealtimeEventRef = builder.objectRef<RealtimeEvent>('RealtimeEvent').implement({
  fields: (t) => ({
    event: t.exposeString('event', { description: 'PlatformChatEvent, MessageNoticeEvent, ReportJobEvent, ReportScheduleEvent, …' }),
    data: t.expose('data', { type: 'JSON' }),
  }),
});

export function publishCompanyEvent(platform: Platform, companyId: number, event: RealtimeEvent) {
  platform.events.pubsub.publish('company:notify', companyId, event);
}
export function publishUserEvent(platform: Platform, userId: number, event: RealtimeEvent) {
  platform.events.pubsub.publish('user:notify', userId, event);
}

builder.subscriptionFields((t) => ({
  companyEvents: t.field({
    type: RealtimeEventRef, authScopes: { loggedIn: true },
    subscribe: (_r, _a, ctx) => ctx.platform.events.pubsub.subscribe('company:notify', requireActor(ctx).companyId),
    resolve: (event) => event,
  }),
  userEvents: t.field({
    type: RealtimeEventRef, authScopes: { loggedIn: true },
    subscribe: (_r, _a, ctx) => ctx.platform.events.pubsub.subscribe('user:notify', requireActor(ctx).userId),
    resolve: (event) => event,
  }),
}));
