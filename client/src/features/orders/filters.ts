/** The filter bar of the order lists: search, shop, marketplace, country, warehouse, channel, ordered dates. */
import { useMemo } from 'react';
import type { OrderFilter } from '../../api/generated/types';
import type { FilterField, FilterValues } from '../../ui';
import { useWarehouseFilterOptions } from '../warehouses/pickers';
import { idOrUndefined } from '../../ui/format';
import { useChannelOptions } from '../logistics/pickers';
import { useFeatureText } from '../../i18n/featureIntl';
import { dayBoundary, textOrUndefined } from '../../ui/format';
import { PLATFORM_OPTIONS } from '../shops/platforms';
import { useShopOptions } from './hooks';
import { ordersMessages } from './messages';
import type { LinkFilters } from './urlFilters';

export function useOrderFilterFields(): FilterField[] {
  const t = useFeatureText(ordersMessages);
  const { options: shops } = useShopOptions();
  const warehouses = useWarehouseFilterOptions();
  const { options: channels } = useChannelOptions();
  return useMemo<FilterField[]>(
    () => [
      { name: 'keyword', label: t('orderScreen.filter.keyword'), type: 'text' },
      { name: 'shopId', label: t('orderScreen.filter.shop'), type: 'select', options: shops.map((s) => ({ value: s.value, label: s.label })) },
      { name: 'platformType', label: t('orderScreen.filter.platform'), type: 'select', options: PLATFORM_OPTIONS },
      { name: 'orderedAt', label: t('orderScreen.filter.orderedAt'), type: 'dateRange' },
      { name: 'country', label: t('orderScreen.filter.country'), type: 'text' },
      { name: 'warehouseId', label: t('orderScreen.filter.warehouse'), type: 'select', options: warehouses },
      {
        name: 'logisticsChannelId',
        label: t('orderScreen.filter.channel'),
        type: 'select',
        options: channels.map((c) => ({ value: String(c.id), label: c.name })),
      },
    ],
    [t, shops, warehouses, channels],
  );
}

/** Filter bar values → the query's filter (empty values left out). */
export function toOrderFilter(v: FilterValues): OrderFilter {
  const [from, to] = Array.isArray(v.orderedAt) ? v.orderedAt : ['', ''];
  const country = textOrUndefined(v.country);
  return {
    keyword: textOrUndefined(v.keyword),
    shopId: idOrUndefined(v.shopId),
    platformType: idOrUndefined(v.platformType),
    country: country ? country.toUpperCase() : undefined,
    warehouseId: idOrUndefined(v.warehouseId),
    logisticsChannelId: idOrUndefined(v.logisticsChannelId),
    orderedFrom: (from && dayBoundary(from, false)) || undefined,
    orderedTo: (to && dayBoundary(to, true)) || undefined,
  };
}

/** The dashboard-link filters (see urlFilters.ts) as query variables. */
export function linkFilterVariables(link: LinkFilters): OrderFilter {
  return {
    status: link.status,
    otherRule: link.otherRule,
    condition: link.condition,
    endTimeAt: link.endTimeAt,
  };
}

/** Drops undefined keys (stable variables, readable test expectations). */
export function compactFilter<T extends object>(filter: T): T {
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== null && v !== '')) as T;
}
