// Subscriptions mirroring the spec's private channels (spec 01 §7 'Realtime'): company events
// (company_notify.{companyId}) and user events (user_notify.{userId}). Domains publish through
// publishCompanyEvent / publishUserEvent; the payload fields are the spec's (docs/api.md).
import { translate, type Lang } from '@erp/schema';
import { exposeFields } from '../../graphql/fields';
import { builder } from '../../graphql/builder';
import { requireActor, type Actor, type Platform, type RequestContext } from '../../platform/context';
import { PermissionError } from '../../platform/errors';
import type { RealtimeEvent } from '../../platform/pubsub';

export type { RealtimeEvent };

const RealtimeEventRef = builder.objectRef<RealtimeEvent>('RealtimeEvent').implement({
  description: 'One event of a private channel; `data` carries the fields spec 01 §7 names for the event',
  fields: (t) => ({
    ...exposeFields(t, { event: 'String: PlatformChatEvent, MessageNoticeEvent, ReportJobEvent or ReportScheduleEvent', data: 'JSON' }),
  }),
});

export function publishCompanyEvent(platform: Platform, companyId: number, event: RealtimeEvent) {
  platform.events.pubsub.publish('company:notify', companyId, event);
}
export function publishUserEvent(platform: Platform, userId: number, event: RealtimeEvent) {
  platform.events.pubsub.publish('user:notify', userId, event);
}

/** Company events about one shop reach only users who may see that shop (spec 01 §6). */
export function mayReceive(actor: Actor, event: RealtimeEvent): boolean {
  const shopId = event.data?.shopId;
  if (shopId == null || actor.isMain || actor.allowShopIds.length === 0) return true;
  return actor.allowShopIds.includes(Number(shopId));
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The event with its message-id fields in the subscriber's language. */
export function localizeEvent(event: RealtimeEvent, lang: Lang): RealtimeEvent {
  if (!event.localize) return event;
  const data = structuredClone(event.data);
  for (const dotted of event.localize.paths) {
    const keys = dotted.split('.');
    let node: unknown = data;
    for (const k of keys.slice(0, -1)) node = isObject(node) ? node[k] : undefined;
    const last = keys[keys.length - 1];
    if (isObject(node)) {
      const text = node[last];
      if (typeof text === 'string') node[last] = translate(lang, text, event.localize.params ?? {});
    }
  }
  return { event: event.event, data };
}

/** The subscribing company user; an operator token has no company channel to listen to. */
function subscriber(ctx: RequestContext): Actor {
  if (!ctx.actor && ctx.operator) throw new PermissionError('permission.companyUsersOnly');
  return requireActor(ctx);
}

builder.subscriptionFields((t) => ({
  companyEvents: t.field({
    type: RealtimeEventRef,
    authScopes: { loggedIn: true },
    description: "Events of the caller's company (company_notify); shop events only for shops the caller may see",
    subscribe: (_r, _a, ctx) => {
      const actor = subscriber(ctx);
      return ctx.platform.events.pubsub.subscribe('company:notify', actor.companyId, { filter: (e) => mayReceive(actor, e) });
    },
    resolve: (event: RealtimeEvent, _a, ctx) => localizeEvent(event, ctx.lang),
  }),
  userEvents: t.field({
    type: RealtimeEventRef,
    authScopes: { loggedIn: true },
    description: 'Events for the caller only (user_notify): notices, report jobs and their progress',
    subscribe: (_r, _a, ctx) => ctx.platform.events.pubsub.subscribe('user:notify', subscriber(ctx).userId),
    resolve: (event: RealtimeEvent, _a, ctx) => localizeEvent(event, ctx.lang),
  }),
}));
