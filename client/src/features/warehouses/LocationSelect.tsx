/**
 * A location picker of one warehouse: `<LocationSelect warehouseId={id} value={id|null} onChange={(id) => …} />`.
 * Without a warehouse it is disabled and asks for one first. `prefer="defective"` (quality inspection's
 * defective counts) picks the warehouse's first defective location while nothing is chosen.
 */
import { NativeSelect } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useFeatureText } from '../../i18n/featureIntl';
import { warehousesMessages } from './messages';
import { useLocationOptions } from './pickers';

export interface LocationSelectProps {
  warehouseId: number | null | undefined;
  value: number | null | undefined;
  onChange: (id: number | null) => void;
  placeholder?: string;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  disabled?: boolean;
  invalid?: boolean;
  'aria-label'?: string;
  id?: string;
  name?: string;
  /** Choose the first defective location (damaged goods, kept out of allocation) while the value is empty. */
  prefer?: 'defective';
}

export function LocationSelect({ warehouseId, value, onChange, placeholder, size = 'sm', disabled, invalid, id, name, prefer, ...rest }: LocationSelectProps) {
  const t = useFeatureText(warehousesMessages);
  const { options, loading } = useLocationOptions(warehouseId);
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
    <NativeSelect.Root size={size} disabled={disabled || !warehouseId} invalid={invalid} width="full">
      <NativeSelect.Field
        id={id}
        name={name}
        aria-label={rest['aria-label'] ?? t('locations.select.label')}
        aria-busy={loading || undefined}
        value={value ? String(value) : ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">{emptyText}</option>
        {options.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {o.defective ? t('locations.select.defective', { code: o.code }) : o.code}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
