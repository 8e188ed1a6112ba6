/** The profit screens' filter: order-date period (default the last 30 days, at most 366), shop, platform, and for /profitReport the grouping. */
import { useMemo } from 'react';
import type { ProfitReportFilter } from '../../api/generated/types';
import { periodOf, periodRules, useReportSearch, type FilterField, type FilterValues } from '../../ui';
import { dayBoundary, idOrUndefined } from '../../ui/format';
import { useFeatureText } from '../../i18n/featureIntl';
import { useProfitShops } from './hooks';
import { profitMessages } from './messages';

const ymd = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
export const { defaultPeriod, periodProblem } = periodRules('profitPage.filter.', ymd);

export const GROUPS = ['shop', 'platform', 'sku', 'period'] as const;
export const GRANULARITIES = ['day', 'week', 'month'] as const;

export function toProfitFilter(v: FilterValues): ProfitReportFilter {
  const [from, to] = periodOf(v);
  const shopId = idOrUndefined(v.shopId);
  return {
    from: dayBoundary(from, false) ?? undefined,
    to: dayBoundary(to, true) ?? undefined,
    shopIds: shopId ? [shopId] : undefined,
    platformType: idOrUndefined(v.platformType),
    keyword: typeof v.keyword === 'string' && v.keyword.trim() ? v.keyword.trim() : undefined,
    groupBy: typeof v.groupBy === 'string' && v.groupBy ? v.groupBy : undefined,
    granularity: typeof v.granularity === 'string' && v.granularity ? v.granularity : undefined,
  };
}

/**
 * Filter fields, values and the searched filter (page number included): `report` adds the grouping
 * fields (/profitReport), `orders` the order-number search box (/profitReportOrder).
 */
export function useProfitFilter(kind: 'report' | 'orders' | 'summary' = 'summary') {
  const grouped = kind === 'report';
  const searchable = kind === 'orders';
  const t = useFeatureText(profitMessages);
  const { shops, platforms } = useProfitShops();
  const fields = useMemo<FilterField[]>(
    () => [
      { name: 'period', label: t('profitPage.filter.period'), type: 'dateRange' },
      ...(grouped
        ? ([
            {
              name: 'groupBy',
              label: t('profitPage.filter.groupBy'),
              type: 'select',
              options: GROUPS.map((g) => ({ value: g, label: t(`profitPage.group.${g}`) })),
            },
            {
              name: 'granularity',
              label: t('profitPage.filter.granularity'),
              type: 'select',
              options: GRANULARITIES.map((g) => ({ value: g, label: t(`profitPage.granularity.${g}`) })),
            },
          ] as FilterField[])
        : []),
      { name: 'shopId', label: t('profitPage.filter.shop'), type: 'select', options: shops },
      { name: 'platformType', label: t('profitPage.filter.platform'), type: 'select', options: platforms },
      ...(searchable ? ([{ name: 'keyword', label: t('profitPage.filter.keyword'), type: 'text' }] as FilterField[]) : []),
    ],
    [t, grouped, searchable, shops, platforms],
  );
  const defaults = (): FilterValues => ({
    period: defaultPeriod(),
    shopId: '',
    platformType: '',
    ...(grouped ? { groupBy: 'shop', granularity: 'day' } : {}),
    ...(searchable ? { keyword: '' } : {}),
  });
  const search = useReportSearch({ defaults, toFilter: toProfitFilter, check: (v) => periodProblem(periodOf(v)) });
  return { fields, ...search };
}

/** '12.3' → '12.30'. */
export const money = (v: unknown) => (v == null || v === '' ? '—' : Number(v).toFixed(2));
/** 0.5845 → '58.45%'. */
export const pct = (v: number) => `${(v * 100).toFixed(2)}%`;
