// Customer-service report (issue 21 item 7, spec 02 §9: reply rate at 3 minutes and 24 hours).
// A "wait" is a run of consecutive buyer messages: the first buyer message nobody has answered yet
// starts the clock, further buyer messages join the same wait, and the next seller message answers
// it (its sender is the staff member credited). Seller messages while nobody waits (greetings,
// follow-ups, the seller starting the conversation) are ignored. Failed sends are no answer: the
// caller leaves them out. A reply at exactly 3:00 counts within 3 minutes, at exactly 24:00:00
// within 24 hours.
import { z } from 'zod';
import { refinePeriod, reportRange } from '../rules/reports';

export const CS_BUYER = 1;
export const CS_SELLER = 2;
/** Reply within this many seconds: the marketplaces' fast-reply rate (spec 02 §9). */
export const CS_FAST_REPLY_SECONDS = 3 * 60;
/** Reply within this many seconds: the marketplaces' 24-hour reply rate (spec 02 §9). */
export const CS_DAY_REPLY_SECONDS = 24 * 3600;
/** Longest report period in days (inclusive): one year, leap years included. */
export const CS_REPORT_MAX_DAYS = 366;

/** A message as the report reads it (type 1 buyer, 2 seller; userId: the ERP user who typed it). */
export interface CsMessage {
  type: number;
  msgTime: Date;
  userId?: number | null;
}

export interface BuyerWait {
  /** When the first buyer message of the run arrived. */
  askedAt: Date;
  /** Buyer messages in the run. */
  messages: number;
  answeredAt: Date | null;
  /** The ERP user of the answering seller message; null when unanswered or sent outside the ERP. */
  responderId: number | null;
  /** Seconds from askedAt to answeredAt; null when unanswered. */
  responseSeconds: number | null;
}

/** The waits of one conversation. `messages` must be in time order (ties keep their order). */
export function buyerWaits(messages: readonly CsMessage[]): BuyerWait[] {
  const out: BuyerWait[] = [];
  let open: BuyerWait | null = null;
  for (const m of messages) {
    if (m.type === CS_BUYER) {
      if (open) open.messages += 1;
      else {
        open = { askedAt: m.msgTime, messages: 1, answeredAt: null, responderId: null, responseSeconds: null };
        out.push(open);
      }
    } else if (m.type === CS_SELLER && open) {
      open.answeredAt = m.msgTime;
      open.responderId = m.userId ?? null;
      open.responseSeconds = Math.max(0, (m.msgTime.getTime() - open.askedAt.getTime()) / 1000);
      open = null;
    }
  }
  return out;
}

export interface ReplyFigures {
  /** Waits (runs of buyer messages) that started in the period. */
  received: number;
  /** Buyer messages in those waits. */
  buyerMessages: number;
  answered: number;
  answeredIn3Minutes: number;
  answeredIn24Hours: number;
  /** Percent of `received`, two decimals; null when nothing was received. */
  rate3Minutes: number | null;
  rate24Hours: number | null;
  /** Median minutes to the first reply over the answered waits, two decimals; null when none. */
  medianFirstResponseMinutes: number | null;
  unanswered: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const percent = (part: number, whole: number) => (whole ? round2((part * 100) / whole) : null);

export function csMedian(values: readonly number[]): number | null {
  if (!values.length) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** The figures of a group of waits. */
export function replyFigures(waits: readonly BuyerWait[]): ReplyFigures {
  const answeredSeconds = waits.flatMap((w) => (w.responseSeconds == null ? [] : [w.responseSeconds]));
  const in3 = answeredSeconds.filter((s) => s <= CS_FAST_REPLY_SECONDS).length;
  const in24 = answeredSeconds.filter((s) => s <= CS_DAY_REPLY_SECONDS).length;
  const med = csMedian(answeredSeconds);
  return {
    received: waits.length,
    buyerMessages: waits.reduce((n, w) => n + w.messages, 0),
    answered: answeredSeconds.length,
    answeredIn3Minutes: in3,
    answeredIn24Hours: in24,
    rate3Minutes: percent(in3, waits.length),
    rate24Hours: percent(in24, waits.length),
    medianFirstResponseMinutes: med == null ? null : round2(med / 60),
    unanswered: waits.length - answeredSeconds.length,
  };
}

/** Waits grouped by a key, in first-seen order. */
export function groupWaits<K>(items: readonly { key: K; wait: BuyerWait }[]): Map<K, BuyerWait[]> {
  const out = new Map<K, BuyerWait[]>();
  for (const { key, wait } of items) {
    const list = out.get(key);
    if (list) list.push(wait);
    else out.set(key, [wait]);
  }
  return out;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateText = z.string({ error: 'validation.required' }).regex(DATE, { error: 'customerService.dateInvalid' });

/** The report's filter: UTC days (both included), at most a year, optional shops and platform. */
export const customerServiceReportFilterInput = z
  .object({
    from: dateText,
    to: dateText,
    shopIds: z
      .array(z.number().int().positive({ error: 'customerService.shopNotFound' }))
      .max(500)
      .nullish(),
    platformType: z.number().int().positive({ error: 'customerService.platformTypeInvalid' }).nullish(),
  })
  .superRefine(refinePeriod('customerService', CS_REPORT_MAX_DAYS));
export type CustomerServiceReportFilter = z.output<typeof customerServiceReportFilterInput>;

/** [from 00:00 UTC, the day after `to` 00:00 UTC). */
export const csReportRange = reportRange;
