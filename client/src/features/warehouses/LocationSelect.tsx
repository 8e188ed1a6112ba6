/**
 * A location picker of one warehouse: `<LocationSelect warehouseId={id} value={id|null} onChange={(id) => …} />`.
 * Without a warehouse it is disabled and asks for one first. `prefer="defective"` (quality inspection's
 * defective counts) picks the warehouse's first defective location while nothing is chosen.
 */
import { useEffect } from 'react';
import { IdSelect, type IdSelectProps } from '../../ui/IdSelect';
import { useFeatureText } from '../../i18n/featureIntl';
import { warehousesMessages } from './messages';
import { useLocationOptions } from './pickers';

export interface LocationSelectProps extends IdSelectProps {
  warehouseId: number | null | undefined;
  /** Choose the first defective location (damaged goods, kept out of allocation) while the value is empty. */
  prefer?: 'defective';
}

export function LocationSelect({ warehouseId, placeholder, prefer, ...props }: LocationSelectProps) {
  const t = useFeatureText(warehousesMessages);
  const { options, loading } = useLocationOptions(warehouseId);
  const { value, onChange } = props;
  const preferred = prefer === 'defective' && !value ? options.find((o) => o.defective)?.id : undefined;
  useEffect(() => {
    if (preferred) onChange(preferred);
  }, [preferred, onChange]);
  const emptyText = !warehouseId
    ? t('locations.select.pickWarehouse')
    : !loading && options.length === 0
      ? t('locations.select.none')
      : (placeholder ?? t('locations.select.placeholder'));
  return (
    <IdSelect
      {...props}
      disabled={props.disabled || !warehouseId}
      label={t('locations.select.label')}
      loading={loading}
      emptyText={emptyText}
      options={options.map((o) => ({ id: o.id, label: o.defective ? t('locations.select.defective', { code: o.code }) : o.code }))}
    />
  );
}
