/**
 * A record form described as data (issue 16): the fields (text, number, select, text area, switch,
 * or a control of the screen's own) and their layout in one list, the save with its feedback, the
 * plan-limit alert, in one dialog. A feature's dialog keeps its schema, its first values and which
 * command saves.
 *
 *   const form = useZodForm(schema, recordValues(material, { name: '', quantity: '' }));
 *   <RecordFormDialog title={…} form={form} onClose={onClose} onSaved={onSaved}
 *     save={(input, feedback) => (material ? commands.update({ id: material.id, input }, feedback) : commands.create({ input }, feedback))}
 *     success={(input) => t('saved', { name: input.name })} failure={t('saveFailed')}
 *     fields={[{ name: 'name', label: t('field.name'), required: true }, { columns: 3, fields: [{ name: 'quantity', label: …, kind: 'number' }, …] }]} />
 *
 * - `kind`: 'text' (default), 'number' / 'decimal' (text input with the phone's number keyboard),
 *   'select' (`options`), 'textarea' (`rows`), 'switch' (a checkbox over a boolean value),
 *   'custom' (`render`: any node, e.g. a picker bound with `idBinding`).
 * - `{ columns, fields }`: those fields side by side (one column on a phone).
 * - `planLimit`: a plan-limit refusal shows as an alert above the fields instead of a toast.
 */
import { Checkbox, SimpleGrid } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { FormKit } from '../FormKit';
import { toastSuccess } from '../toaster';
import type { ZodForm } from '../useZodForm';
import { FormDialog, type FormDialogProps } from './FormDialog';
import { isPlanLimit, showFailure, type Outcome } from './outcome';
import type { Feedback } from './useCommands';

interface FieldBase {
  name: string;
  label: string;
  required?: boolean;
  /** The muted line under the control. */
  hint?: ReactNode;
  disabled?: boolean;
}

export type RecordField =
  | (FieldBase & {
      kind?: 'text' | 'number' | 'decimal';
      maxLength?: number;
      placeholder?: string;
      type?: string;
      autoComplete?: string;
      inputMode?: 'tel' | 'email' | 'url' | 'numeric' | 'decimal';
      readOnly?: boolean;
    })
  | (FieldBase & { kind: 'select'; options: { value: string; label: string; disabled?: boolean }[]; placeholder?: string })
  | (FieldBase & { kind: 'textarea'; rows?: number; placeholder?: string })
  | (FieldBase & { kind: 'switch' })
  | { kind: 'custom'; name: string; render: () => ReactNode };

/** A form's layout: fields one under another, or `{ columns, fields }` side by side. */
export type RecordLayout = readonly (RecordField | { columns: number; fields: readonly RecordField[] } | null | false)[];

type AnyForm = ZodForm<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const INPUT_MODES = { number: 'numeric', decimal: 'decimal' } as const;

function FieldOf({ field, form }: { field: RecordField; form: AnyForm }) {
  if (field.kind === 'custom') return <>{field.render()}</>;
  const { name, label, required, hint, disabled } = field;
  switch (field.kind) {
    case 'select':
    case 'textarea': {
      const labelled = { name, label, required, helperText: hint, placeholder: field.placeholder };
      return field.kind === 'select' ? (
        <FormKit.Select {...labelled} options={field.options} disabled={disabled} />
      ) : (
        <FormKit.Textarea {...labelled} rows={field.rows} />
      );
    }
    case 'switch':
      return (
        <Checkbox.Root
          checked={(form.values as Record<string, unknown>)[name] === true}
          onCheckedChange={(d) => form.setValue(name, d.checked === true)}
          disabled={disabled}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      );
    default: {
      // the field's own input props (inputMode among them) win over the kind's keyboard
      const { kind, hint: helperText, ...input } = field;
      return <FormKit.Field helperText={helperText} inputMode={kind && kind !== 'text' ? INPUT_MODES[kind] : undefined} {...input} />;
    }
  }
}

/** The fields of `layout` bound to the nearest FormKit form (`form` gives the switches their values). */
export function RecordFields({ layout, form }: { layout: RecordLayout; form: AnyForm }) {
  return (
    <>
      {layout.map((item, i) => {
        if (!item) return null;
        if ('columns' in item)
          return (
            <SimpleGrid key={i} columns={{ base: 1, sm: item.columns }} gap="4">
              {item.fields.map((f) => (
                <FieldOf key={f.name} field={f} form={form} />
              ))}
            </SimpleGrid>
          );
        return <FieldOf key={item.name} field={item} form={form} />;
      })}
    </>
  );
}

/**
 * The form's text values of a record (null: a new one): each key of `blank` from the record as
 * text (a boolean stays a boolean); a missing or null value keeps the blank one.
 */
export function recordValues<V extends Record<string, string | boolean>>(record: object | null | undefined, blank: V): V {
  const source = (record ?? {}) as Record<string, unknown>;
  const out: Record<string, string | boolean> = { ...blank };
  for (const key of Object.keys(blank)) {
    const value = source[key];
    if (value === null || value === undefined) continue;
    out[key] = typeof blank[key] === 'boolean' ? value === true : (value as string | number).toString();
  }
  return out as V;
}

export interface RecordFormDialogProps<Out, D = unknown> extends Omit<FormDialogProps<Out>, 'form' | 'onSubmit' | 'children' | 'alert'> {
  form: ZodForm<any, Out>; // eslint-disable-line @typescript-eslint/no-explicit-any
  fields: RecordLayout;
  /** Saves the validated input with the dialog's feedback (create or update). */
  save: (input: Out, feedback: Feedback) => Promise<Outcome<D>>;
  /** Toasted after a save: a text, or made from what was sent and what the server answered. */
  success?: string | ((input: Out, saved: D) => string);
  /** Shown when a save failed and the server said nothing usable. */
  failure: string;
  onSaved: () => void;
  /** A plan-limit refusal becomes this alert above the fields (its text when the server gave none). */
  planLimit?: { title: string; text: string };
  /** Below the fields (a list editor, a notice). */
  children?: ReactNode;
}

export function RecordFormDialog<Out, D = unknown>({
  form,
  fields,
  save,
  success,
  failure,
  onSaved,
  planLimit,
  children,
  ...dialog
}: RecordFormDialogProps<Out, D>) {
  const [alert, setAlert] = useState<{ title: string; message: string } | null>(null);
  const submit = async (input: Out) => {
    setAlert(null);
    const outcome = await save(input, { success: typeof success === 'string' ? success : undefined, failure, form, quiet: Boolean(planLimit) });
    if (outcome.ok) {
      if (typeof success === 'function') toastSuccess(success(input, outcome.data));
      onSaved();
    } else if (planLimit && isPlanLimit(outcome)) setAlert({ title: planLimit.title, message: outcome.message || planLimit.text });
    else if (planLimit) showFailure(outcome, failure, form);
  };
  return (
    <FormDialog {...dialog} form={form} onSubmit={submit} alert={alert}>
      <RecordFields layout={fields} form={form} />
      {children}
    </FormDialog>
  );
}
