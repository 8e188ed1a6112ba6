/**
 * The native select every record picker is built on (warehouses, locations, suppliers, channels):
 * an empty choice, then the records by id. A picker works out which options to show, their labels
 * and the empty choice's text (loading failed, none yet, the placeholder); this draws them.
 *
 *   <IdSelect {...props} options={shown.map((o) => ({ id: o.id, label: o.name }))} emptyText={…} label={t('select.label')} loading={loading} />
 */
import { NativeSelect } from '@chakra-ui/react';
import type { ZodForm } from './useZodForm';

/** What a picker built on IdSelect takes from its caller. */
export interface IdSelectProps {
  value: number | null | undefined;
  onChange: (id: number | null) => void;
  /** Text of the empty choice. */
  placeholder?: string;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  disabled?: boolean;
  invalid?: boolean;
  'aria-label'?: string;
  id?: string;
  name?: string;
}

export function IdSelect({
  value,
  onChange,
  size = 'sm',
  disabled,
  invalid,
  id,
  name,
  options,
  emptyText,
  label,
  loading,
  'aria-label': ariaLabel,
}: Omit<IdSelectProps, 'placeholder'> & {
  options: readonly { id: number; label: string }[];
  emptyText: string;
  /** The accessible name when the caller gives none. */
  label: string;
  loading?: boolean;
}) {
  return (
    <NativeSelect.Root size={size} disabled={disabled} invalid={invalid} width="full">
      <NativeSelect.Field
        id={id}
        name={name}
        aria-label={ariaLabel ?? label}
        aria-busy={loading || undefined}
        value={value ? String(value) : ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">{emptyText}</option>
        {options.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/**
 * A picker bound to a form field that holds the record's id as text ('' for none): its value, its
 * change (writing the id back as text) and its invalid mark. `<WarehouseSelect {...idBinding(form, 'warehouseId')} aria-label={…} />`
 */
export function idBinding<V extends Record<string, unknown>, K extends keyof V & string, Out>(form: ZodForm<V, Out>, name: K) {
  const text = form.values[name];
  return {
    value: text === '' || text === null || text === undefined ? null : Number(text),
    onChange: (id: number | null) => form.setValue(name, (id ? String(id) : '') as V[K]),
    invalid: Boolean(form.errorText(name)),
  };
}
