/**
 * A native select of text choices: an optional empty choice (`empty`), then `options`; `onChange`
 * gets the chosen value. Filter selects, page sizes, a row's level, a dialog's template.
 *
 *   <ChoiceSelect value={type} onChange={setType} options={TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))} empty={t('all')} aria-label={t('type')} />
 */
import { Field, NativeSelect } from '@chakra-ui/react';

export interface ChoiceSelectProps extends Omit<NativeSelect.RootProps, 'onChange' | 'children'> {
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string | number; label: string }[];
  /** Text of the empty choice ('' as value); none when left out. */
  empty?: string;
  'aria-label'?: string;
}

export function ChoiceSelect({ value, onChange, options, empty, 'aria-label': ariaLabel, size = 'sm', ...root }: ChoiceSelectProps) {
  return (
    <NativeSelect.Root size={size} {...root}>
      <NativeSelect.Field aria-label={ariaLabel} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** A `ChoiceSelect` under its label in a form without FormKit (a trial, a search panel); the label names the select. */
export function ChoiceField({ label, ...select }: Omit<ChoiceSelectProps, 'aria-label'> & { label: string }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <ChoiceSelect aria-label={label} {...select} />
    </Field.Root>
  );
}
