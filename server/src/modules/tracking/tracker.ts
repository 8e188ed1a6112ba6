// Carrier trackers: what a carrier says about a tracking number. `sandboxTracker` simulates every
// carrier deterministically for demos and tests: the events come from a hash of the tracking number
// and the days since shipping (accepted → in transit → arrived → delivered after 2–40 days; about
// 5% end in an exception, about 5% are never found). A real carrier integration implements the same
// interface against the carrier's tracking API.
import { createHash } from 'node:crypto';
import { TRACKING_EXPIRE_DAYS, type TrackingStatus } from '@erp/schema';
import { promiseOf } from '../../platform/async';

export interface TrackingEvent {
  /** ISO time of the event. */
  at: string;
  /** tracking.event.<code> message id suffix. */
  code: 'accepted' | 'departed' | 'inTransit' | 'arrived' | 'outForDelivery' | 'delivered' | 'exception' | 'notFound';
  location: string;
}

export interface TrackResult {
  status: Exclude<TrackingStatus, 'pending'>;
  /** Newest last. */
  events: TrackingEvent[];
  deliveredAt: Date | null;
}

export interface CarrierTracker {
  track(query: { trackingNo: string; carrier: string; shippedAt: Date; now: Date }): Promise<TrackResult>;
}

const DAY = 86_400_000;

/** A stable 32-bit number from the tracking number. */
export function trackingHash(trackingNo: string): number {
  return createHash('sha256').update(trackingNo).digest().readUInt32BE(0);
}

const ORIGINS = ['Shenzhen, CN', 'Guangzhou, CN', 'Yiwu, CN', 'Shanghai, CN'];
const HUBS = ['Hong Kong, HK', 'Leipzig, DE', 'Liège, BE', 'Los Angeles, US', 'Amsterdam, NL'];

/** The sandbox plan of a tracking number: what kind of journey and how many days it takes. */
export function sandboxPlan(trackingNo: string): { kind: 'normal' | 'exception' | 'notFound'; transitDays: number; origin: string; hub: string } {
  const h = trackingHash(trackingNo);
  const k = h % 20;
  const kind = k === 0 ? 'notFound' : k === 1 ? 'exception' : 'normal';
  // 2–40 days, with hours: (h >> 8) spreads the whole part, (h >> 20) the fraction
  const transitDays = 2 + ((h >>> 8) % 38) + ((h >>> 20) % 100) / 100;
  return { kind, transitDays: Math.min(transitDays, 40), origin: ORIGINS[(h >>> 3) % ORIGINS.length], hub: HUBS[(h >>> 5) % HUBS.length] };
}

export const sandboxTracker: CarrierTracker = {
  track: ({ trackingNo, shippedAt, now }) =>
    promiseOf((): TrackResult => {
      const plan = sandboxPlan(trackingNo);
      if (plan.kind === 'notFound') return { status: 'notFound', events: [], deliveredAt: null };
      const at = (days: number) => new Date(shippedAt.getTime() + days * DAY);
      const D = plan.transitDays;
      const steps: { day: number; code: TrackingEvent['code']; location: string }[] = [
        { day: 0.1, code: 'accepted', location: plan.origin },
        { day: Math.min(1, D * 0.2), code: 'departed', location: plan.origin },
        { day: D * 0.4, code: 'inTransit', location: plan.hub },
        { day: D * 0.8, code: 'arrived', location: plan.hub },
      ];
      if (plan.kind === 'exception') steps.push({ day: D * 0.9, code: 'exception', location: plan.hub });
      else steps.push({ day: D - 0.3, code: 'outForDelivery', location: plan.hub }, { day: D, code: 'delivered', location: plan.hub });
      const events = steps.filter((s) => at(s.day) <= now).map((s) => ({ at: at(s.day).toISOString(), code: s.code, location: s.location }));
      const last = events[events.length - 1];
      if (!last) return { status: 'notFound', events: [], deliveredAt: null };
      if (last.code === 'delivered') return { status: 'delivered', events, deliveredAt: new Date(last.at) };
      if (last.code === 'exception') return { status: 'exception', events, deliveredAt: null };
      if ((now.getTime() - shippedAt.getTime()) / DAY > TRACKING_EXPIRE_DAYS) return { status: 'expired', events, deliveredAt: null };
      if (last.code === 'arrived' || last.code === 'outForDelivery') return { status: 'arrived', events, deliveredAt: null };
      return { status: 'inTransit', events, deliveredAt: null };
    }),
};

/** The tracker in use: the sandbox until a real carrier integration is configured; tests may swap it. */
let current: CarrierTracker = sandboxTracker;
export function carrierTracker(): CarrierTracker {
  return current;
}
export function setCarrierTracker(tracker: CarrierTracker): void {
  current = tracker;
}
