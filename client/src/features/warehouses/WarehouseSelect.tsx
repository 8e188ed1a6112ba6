/**
 * A warehouse picker for any stock screen: `<WarehouseSelect value={id|null} onChange={(id) => …} />`.
 * Disabled warehouses take no new bills, so they are left out unless `includeDisabled` (filters,
 * edits of existing records) — a selected disabled warehouse is always shown so the value stays visible.
 */
import { NativeSelect } from '@chakra-ui/react';
import { useFeatureText } from '../../i18n/featureIntl';
import { warehousesMessages } from './messages';
import { useWarehouseOptions } from './pickers';

export interface WarehouseSelectProps {
  value: number | null | undefined;
  onChange: (id: number | null) => void;
  includeDisabled?: boolean;
  /** Text of the empty choice (default "请选择仓库" / "Choose a warehouse"). */
  placeholder?: string;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  disabled?: boolean;
  invalid?: boolean;
  'aria-label'?: string;
  id?: string;
  name?: string;
}

export function WarehouseSelect({ value, onChange, includeDisabled, placeholder, size = 'sm', disabled, invalid, id, name, ...rest }: WarehouseSelectProps) {
  const t = useFeatureText(warehousesMessages);
  const { options, loading, error } = useWarehouseOptions();
  const shown = options.filter((o) => includeDisabled || o.enabled || o.id === value);
  const empty = !loading && !error && options.length === 0;
  return (
    <NativeSelect.Root size={size} disabled={disabled} invalid={invalid} width="full">
      <NativeSelect.Field
        id={id}
        name={name}
        aria-label={rest['aria-label'] ?? t('warehouses.select.label')}
        aria-busy={loading || undefined}
        value={value ? String(value) : ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">
          {error ? t('warehouses.select.loadFailed') : empty ? t('warehouses.select.none') : (placeholder ?? t('warehouses.select.placeholder'))}
        </option>
        {shown.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {o.enabled ? o.name : t('warehouses.select.disabled', { name: o.name })}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
