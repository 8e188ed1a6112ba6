/**
 * Fields of a `RecordFormDialog` made from a feature's texts (issue 16): a choice among fixed
 * values, and text fields labelled by one message-id prefix.
 *
 *   selectField('type', t('field.type'), SUPPLIER_TYPES, (v) => t(`type.${v}`))
 *   const field = labelledField(t, 'suppliers.field');   // label: t('suppliers.field.<name>')
 *   fields: [field('name', { required: true }), field('phone', { inputMode: 'tel' })]
 */
import type { RecordField } from './RecordForm';

type SelectField = Extract<RecordField, { kind: 'select' }>;
type TextField = Exclude<RecordField, { kind: 'select' | 'textarea' | 'switch' | 'custom' }>;

/** A select over `values`, each labelled by `labelOf` (like the filter bar's `choiceField`). */
export function selectField<V extends string>(
  name: string,
  label: string,
  values: readonly V[],
  labelOf: (value: V) => string,
  more?: Partial<Omit<SelectField, 'kind' | 'name' | 'label' | 'options'>>,
): RecordField {
  return { name, label, kind: 'select', options: values.map((value) => ({ value, label: labelOf(value) })), ...more };
}

/** The names of the message ids under `P.` (`field.name` → `name`). */
type NamesUnder<Id extends string, P extends string> = Id extends `${P}.${infer N}` ? N : never;

/** Text fields (or number / decimal) named `name` and labelled `t('<prefix>.<name>')`; `more` adds `required`, a kind, a hint… */
export function labelledField<Id extends string, P extends string>(t: (id: Id) => string, prefix: P) {
  return (name: NamesUnder<Id, P>, more?: Partial<Omit<TextField, 'name' | 'label'>>): RecordField => ({
    name,
    label: t(`${prefix}.${name}` as Id),
    ...more,
  });
}
