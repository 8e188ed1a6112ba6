/**
 * The native select every record picker is built on (warehouses, locations, suppliers, channels):
 * an empty choice, then the records by id. A picker works out which options to show, their labels
 * and the empty choice's text (loading failed, none yet, the placeholder); this draws them.
 *
 *   <IdSelect {...props} options={shown.map((o) => ({ id: o.id, label: o.name }))} emptyText={…} label={t('select.label')} loading={loading} />
 */
import { NativeSelect } from '@chakra-ui/react';

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
