/**
 * A supplier picker for the purchasing screens: `<SupplierSelect value={id|null} onChange={(id) => …} />`.
 * Options come from `supplierOptions` (enabled and preferred first). Disabled suppliers take no new
 * purchase orders, so they are left out unless `includeDisabled` (filters) — a selected disabled
 * supplier is always shown so the value stays visible. `formalOnly` leaves out temporary ones
 * (batch purchase-order generation takes formal suppliers only).
 */
import { IdSelect, type IdSelectProps } from '../../ui/IdSelect';
import { useFeatureText } from '../../i18n/featureIntl';
import { useSupplierOptions } from './hooks';
import { suppliersMessages } from './messages';

export interface SupplierSelectProps extends IdSelectProps {
  includeDisabled?: boolean;
  formalOnly?: boolean;
}

export function SupplierSelect({ includeDisabled, formalOnly, placeholder, ...props }: SupplierSelectProps) {
  const t = useFeatureText(suppliersMessages);
  const { options, loading, error } = useSupplierOptions();
  const shown = options.filter((o) => o.id === props.value || ((includeDisabled || o.enabled) && (!formalOnly || o.type === 'formal')));
  const empty = !loading && !error && options.length === 0;
  const labelOf = (o: (typeof options)[number]) =>
    !o.enabled ? t('suppliers.select.disabled', { name: o.name }) : o.type === 'temporary' ? t('suppliers.select.temporary', { name: o.name }) : o.name;
  return (
    <IdSelect
      {...props}
      label={t('suppliers.select.label')}
      loading={loading}
      emptyText={error ? t('suppliers.select.loadFailed') : empty ? t('suppliers.select.none') : (placeholder ?? t('suppliers.select.placeholder'))}
      options={shown.map((o) => ({ id: o.id, label: labelOf(o) }))}
    />
  );
}
