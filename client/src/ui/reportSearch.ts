/**
 * The state and pure rules every report screen shares: the period (a date range checked before
 * asking the server), the searched filter, its problem and the page. Texts stay with the feature:
 * the rules answer with keys the feature turns into its own message ids.
 */
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from './DataTable';
import type { DateRange, FilterValues } from './FilterBar';

const DAY = 86_400_000;

/** The date range of a filter field ('period' unless told), ['', ''] when it holds none. */
export function periodOf(values: FilterValues, name = 'period'): DateRange {
  const v = values[name];
  return Array.isArray(v) ? v : ['', ''];
}

/** The last `days` days, today included, each day written by `dayOf` (local or UTC). */
export function lastDays(days: number, dayOf: (d: Date) => string, now = new Date()): DateRange {
  return [dayOf(new Date(now.getTime() - (days - 1) * DAY)), dayOf(now)];
}

export type PeriodProblem = 'periodRequired' | 'toBeforeFrom' | 'periodTooLong';

/** What is wrong with a period of at most `maxDays` days (both ends included), if anything. */
export function checkPeriod([from, to]: DateRange, maxDays: number): PeriodProblem | null {
  if (!from || !to) return 'periodRequired';
  const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY);
  if (days < 0) return 'toBeforeFrom';
  if (days + 1 > maxDays) return 'periodTooLong';
  return null;
}

/** Longest report period (days, both ends included), as the server checks it. */
export const REPORT_PERIOD_MAX_DAYS = 366;

/**
 * A report's period rules: by default the last `days` days (each written by `dayOf`), at most
 * `maxDays`; a problem is answered as the feature's message id `prefix` + problem.
 */
export function periodRules<Prefix extends string>(prefix: Prefix, dayOf: (d: Date) => string, maxDays = REPORT_PERIOD_MAX_DAYS, days = 30) {
  return {
    /** The default period, today included. */
    defaultPeriod: (now = new Date()): DateRange => lastDays(days, dayOf, now),
    /** The period's problem, if any (message id), checked before asking the server. */
    periodProblem: (period: DateRange): `${Prefix}${PeriodProblem}` | null => {
      const p = checkPeriod(period, maxDays);
      return p && `${prefix}${p}`;
    },
  };
}

/** A rate as a percentage with two decimals: 0.0435 → "4.35%". */
export function formatRate(rate: number): string {
  return `${(Math.round(rate * 10000) / 100).toFixed(2)}%`;
}

export interface ReportSearchOptions<F, P> {
  /** The filter values at first and after reset (read once). */
  defaults: () => FilterValues;
  /** The report filter of the values. */
  toFilter: (values: FilterValues) => F;
  /** The values' problem, if any; a search with one keeps the last filter. */
  check: (values: FilterValues) => P | null;
}

/** Filter values, the searched filter, its problem and the page of a report screen. */
export function useReportSearch<F, P>({ defaults: initial, toFilter, check }: ReportSearchOptions<F, P>) {
  const [defaults] = useState<FilterValues>(initial);
  const [values, setValues] = useState<FilterValues>(defaults);
  const [filter, setFilter] = useState<F>(() => toFilter(defaults));
  const [problem, setProblem] = useState<P | null>(null);
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const search = (v: FilterValues) => {
    const p = check(v);
    setProblem(p);
    if (p) return;
    setFilter(toFilter(v));
    setPage(FIRST_PAGE);
  };
  return { values, setValues, defaults, filter, search, problem, page, pageSize, setPage, setPageSize };
}
