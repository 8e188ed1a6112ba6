// The deadline radar (issue 21 item 8): everything a marketplace holds the seller to a time for,
// in one list sorted by time left — orders' ship-by times and unanswered buyer messages (the
// marketplaces rate the reply within 24 hours, spec 02 §9) and open after-sales cases with the
// marketplace's answer-by time (cancellations, returns, disputes: issue 21 item 6).

/** What has a deadline. */
export const RADAR_KINDS = ['shipBy', 'buyerMessage', 'afterSales'] as const;
export type RadarKind = (typeof RADAR_KINDS)[number];

/** A buyer message is due this long after it arrived (spec 02 §9: the 24-hour reply rate). */
export const BUYER_REPLY_DEADLINE_HOURS = 24;
/** Deadlines passed longer ago than this drop off the radar: the marketplace has already scored them. */
export const RADAR_OVERDUE_DAYS = 7;
/** Rows of the home card. */
export const RADAR_HOME_ROWS = 5;

/** How pressing a deadline is: passed, within 4 hours, within 24 hours, later. */
export const RADAR_URGENCIES = ['overdue', 'hours4', 'hours24', 'later'] as const;
export type RadarUrgency = (typeof RADAR_URGENCIES)[number];

export function radarUrgency(deadline: Date, now: Date): RadarUrgency {
  const left = deadline.getTime() - now.getTime();
  if (left < 0) return 'overdue';
  if (left <= 4 * 3_600_000) return 'hours4';
  if (left <= 24 * 3_600_000) return 'hours24';
  return 'later';
}

/** Minutes left (negative when passed), rounded towards the past so "0 minutes" never hides a passed deadline. */
export function minutesLeft(deadline: Date, now: Date): number {
  return Math.floor((deadline.getTime() - now.getTime()) / 60_000);
}

/** The deadline of an unanswered buyer message: when the first unanswered one arrived + 24 hours. */
export function buyerReplyDeadline(firstUnansweredAt: Date): Date {
  return new Date(firstUnansweredAt.getTime() + BUYER_REPLY_DEADLINE_HOURS * 3_600_000);
}
