/**
 * A supplier picker for the purchasing screens: `<SupplierSelect value={id|null} onChange={(id) => …} />`.
 * Options come from `supplierOptions` (enabled and preferred first). Disabled suppliers take no new
 * purchase orders, so they are left out unless `includeDisabled` (filters) — a selected disabled
 * supplier is always shown so the value stays visible. `formalOnly` leaves out temporary ones
 * (batch purchase-order generation takes formal suppliers only).
 */
import { NativeSelect } from '@chakra-ui/react';
import { useFeatureText } from '../../i18n/featureIntl';
import { useSupplierOptions } from './hooks';
import { suppliersMessages } from './messages';

export interface SupplierSelectProps {
  value: number | null | undefined;
  onChange: (id: number | null) => void;
  includeDisabled?: boolean;
  formalOnly?: boolean;
  /** Text of the empty choice (default "请选择供应商" / "Choose a supplier"). */
  placeholder?: string;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  disabled?: boolean;
  invalid?: boolean;
  'aria-label'?: string;
  id?: string;
  name?: string;
}

export function SupplierSelect({
  value,
  onChange,
  includeDisabled,
  formalOnly,
  placeholder,
  size = 'sm',
  disabled,
  invalid,
  id,
  name,
  ...rest
}: SupplierSelectProps) {
  const t = useFeatureText(suppliersMessages);
  const { options, loading, error } = useSupplierOptions();
  const shown = options.filter((o) => o.id === value || ((includeDisabled || o.enabled) && (!formalOnly || o.type === 'formal')));
  const empty = !loading && !error && options.length === 0;
  return (
    <NativeSelect.Root size={size} disabled={disabled} invalid={invalid} width="full">
      <NativeSelect.Field
        id={id}
        name={name}
        aria-label={rest['aria-label'] ?? t('suppliers.select.label')}
        aria-busy={loading || undefined}
        value={value ? String(value) : ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">
          {error ? t('suppliers.select.loadFailed') : empty ? t('suppliers.select.none') : (placeholder ?? t('suppliers.select.placeholder'))}
        </option>
        {shown.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {!o.enabled
              ? t('suppliers.select.disabled', { name: o.name })
              : o.type === 'temporary'
                ? t('suppliers.select.temporary', { name: o.name })
                : o.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
