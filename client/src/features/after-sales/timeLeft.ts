/** The time left to a case's deadline, in words, and whether it is pressing (under 24 hours, or passed). */
import type { AfterSalesMessageId } from './messages';

export const PRESSING_HOURS = 24;

export function minutesUntil(deadline: string, now: number): number {
  return Math.floor((new Date(deadline).getTime() - now) / 60_000);
}

/** "3 h 20 min left" / "Overdue by 2 d 4 h". */
export function timeLeftText(minutes: number, t: (id: AfterSalesMessageId, v: Record<string, string | number>) => string): string {
  const abs = Math.abs(minutes);
  const d = Math.floor(abs / 1440);
  const h = Math.floor((abs % 1440) / 60);
  const m = abs % 60;
  const time = d ? t('afterSales.radar.days', { d, h }) : h ? t('afterSales.radar.hours', { h, m }) : t('afterSales.radar.minutes', { m });
  return minutes < 0 ? t('afterSales.radar.overdue', { time }) : t('afterSales.radar.left', { time });
}

export const isPressing = (minutes: number) => minutes < PRESSING_HOURS * 60;
