/**
 * A warehouse picker for any stock screen: `<WarehouseSelect value={id|null} onChange={(id) => …} />`.
 * Disabled warehouses take no new bills, so they are left out unless `includeDisabled` (filters,
 * edits of existing records) — a selected disabled warehouse is always shown so the value stays visible.
 */
import { IdSelect, type IdSelectProps } from '../../ui/IdSelect';
import { useFeatureText } from '../../i18n/featureIntl';
import { warehousesMessages } from './messages';
import { useWarehouseOptions } from './pickers';

export interface WarehouseSelectProps extends IdSelectProps {
  includeDisabled?: boolean;
}

export function WarehouseSelect({ includeDisabled, placeholder, ...props }: WarehouseSelectProps) {
  const t = useFeatureText(warehousesMessages);
  const { options, loading, error } = useWarehouseOptions();
  const shown = options.filter((o) => includeDisabled || o.enabled || o.id === props.value);
  const empty = !loading && !error && options.length === 0;
  return (
    <IdSelect
      {...props}
      label={t('warehouses.select.label')}
      loading={loading}
      emptyText={error ? t('warehouses.select.loadFailed') : empty ? t('warehouses.select.none') : (placeholder ?? t('warehouses.select.placeholder'))}
      options={shown.map((o) => ({ id: o.id, label: o.enabled ? o.name : t('warehouses.select.disabled', { name: o.name }) }))}
    />
  );
}
