/**
 * A logistics channel picker for any screen: `<ChannelSelect value={id|null} onChange={(id) => …} />`.
 * Disabled channels take no new orders, so they are left out unless `includeDisabled` (filters,
 * edits of existing records); a selected disabled channel is always shown so the value stays visible.
 * `poolOnly` keeps only channels that take their tracking numbers from a number pool.
 * `forWarehouseId` (set, even to null) picks for orders of that warehouse: an overseas channel ships
 * only orders of the warehouses bound to its provider warehouse, so the others are left out.
 */
import { IdSelect, type IdSelectProps } from '../../ui/IdSelect';
import { FeatureMessagesProvider, useFeatureText } from '../../i18n/featureIntl';
import { logisticsMessages } from './messages';
import { useChannelOptions } from './pickers';

export interface ChannelSelectProps extends IdSelectProps {
  includeDisabled?: boolean;
  /** Only channels using a number pool (/segmentManagement). */
  poolOnly?: boolean;
  /** The warehouse the order ships from (null: none yet); unset: no warehouse filter. */
  forWarehouseId?: number | null;
}

export function ChannelSelect(props: ChannelSelectProps) {
  return (
    <FeatureMessagesProvider messages={logisticsMessages}>
      <ChannelSelectInner {...props} />
    </FeatureMessagesProvider>
  );
}

function ChannelSelectInner({ includeDisabled, poolOnly, forWarehouseId, placeholder, ...props }: ChannelSelectProps) {
  const t = useFeatureText(logisticsMessages);
  const { options, loading, error } = useChannelOptions();
  const shipsHere = (o: (typeof options)[number]) =>
    forWarehouseId === undefined || o.type !== 'overseas' || (forWarehouseId !== null && o.shipsFromWarehouseIds.includes(forWarehouseId));
  const shown = options.filter((o) => o.id === props.value || ((includeDisabled || o.enabled) && (!poolOnly || o.usesNumberPool) && shipsHere(o)));
  const empty = !loading && !error && shown.length === 0;
  return (
    <IdSelect
      {...props}
      label={t('logisticsPage.select.label')}
      loading={loading}
      emptyText={error ? t('logisticsPage.select.loadFailed') : empty ? t('logisticsPage.select.none') : (placeholder ?? t('logisticsPage.select.placeholder'))}
      options={shown.map((o) => ({ id: o.id, label: o.enabled ? o.name : t('logisticsPage.select.disabled', { name: o.name }) }))}
    />
  );
}
