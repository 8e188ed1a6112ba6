/** "3 h 20 min left" / "overdue by 2 d 4 h" from minutes left (negative once passed). */
export function timeLeftText(
  minutes: number,
  t: (id: 'radar.days' | 'radar.hours' | 'radar.minutes' | 'radar.overdue' | 'radar.left', v: Record<string, string | number>) => string,
): string {
  const abs = Math.abs(minutes);
  const d = Math.floor(abs / 1440);
  const h = Math.floor((abs % 1440) / 60);
  const m = abs % 60;
  const time = d ? t('radar.days', { d, h }) : h ? t('radar.hours', { h, m }) : t('radar.minutes', { m });
  return minutes < 0 ? t('radar.overdue', { time }) : t('radar.left', { time });
}
