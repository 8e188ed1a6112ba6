/** Dates of the finance dialogs (pay / receive, a money movement): a day picked → the moment recorded. */

/** Today as `YYYY-MM-DD`, local time (the date inputs' default). */
export const today = () => {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
};

/**
 * `YYYY-MM-DD` → the moment recorded: now for today (a payment made today is not stamped at a time
 * still ahead), else noon of that day, local time (the day stays the same in every time zone nearby).
 * Anything else is passed on as it is (the schema refuses it).
 */
export const noonOf = (day: unknown) => {
  if (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  if (day === today()) return new Date().toISOString();
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12).toISOString();
};
