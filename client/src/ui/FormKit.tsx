import { Button, Input, NativeSelect, Stack, Textarea, type ButtonProps, type InputProps, type StackProps } from '@chakra-ui/react';
import { createContext, useContext, useEffect, type FormEvent, type ReactNode } from 'react';
import { FieldFrame } from './FormField';
import { useUiText } from './useUiText';
import type { FieldBinding, ZodForm } from './useZodForm';

/**
 * What the fields below a `<FormKit.Root>` use of its form, by field name (a field's name is any
 * text: `conditions.weightMin`, `lines.0.quantity`), whatever the form's own values type.
 */
export interface KitForm {
  errorText: (name: string) => string | undefined;
  setLabel: (name: string, label: string) => void;
  register: (name: string) => FieldBinding;
  submitting: boolean;
}

const FormContext = createContext<KitForm | null>(null);

/** The form of the nearest `<FormKit.Root>`. */
export function useFormKit(): KitForm {
  const form = useContext(FormContext);
  if (!form) throw new Error('FormKit fields must be inside <FormKit.Root form={…}>.');
  return form;
}

export interface FormKitRootProps<V extends Record<string, unknown>, Out> extends Omit<StackProps, 'onSubmit' | 'as'> {
  form: ZodForm<V, Out>;
  /** Runs with the schema's output after validation passes (see `useZodForm().handleSubmit`). */
  onSubmit: (data: Out) => unknown;
  children: ReactNode;
  'aria-label'?: string;
}

/** `<form noValidate>` bound to a `useZodForm` form; fields below find it through context. */
function Root<V extends Record<string, unknown>, Out>({ form, onSubmit, children, 'aria-label': ariaLabel, ...stack }: FormKitRootProps<V, Out>) {
  const submit = form.handleSubmit(onSubmit);
  return (
    <FormContext.Provider value={form}>
      <form noValidate aria-label={ariaLabel} onSubmit={(e: FormEvent) => void submit(e)}>
        <Stack gap="4" {...stack}>
          {children}
        </Stack>
      </form>
    </FormContext.Provider>
  );
}

interface FieldShellProps {
  name: string;
  label: string;
  required?: boolean;
  helperText?: ReactNode;
  children: ReactNode;
}

/** Label + control + translated error under it (Chakra v3 Field parts; the error describes the control). */
function FieldShell({ name, label, required, helperText, children }: FieldShellProps) {
  const form = useFormKit();
  const { setLabel } = form;
  useEffect(() => setLabel(name, label), [setLabel, name, label]);
  return (
    <FieldFrame label={label} error={form.errorText(name)} helperText={helperText} required={required}>
      {children}
    </FieldFrame>
  );
}

export interface FormKitFieldProps extends Omit<InputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'children'> {
  name: string;
  label: string;
  required?: boolean;
  helperText?: ReactNode;
  /** A custom control instead of the text input: gets the binding (name, value, onChange, onBlur, ref). */
  children?: (binding: FieldBinding) => ReactNode;
}

/** A text input bound to `name`: validated by the form's zod schema, errors shown under it. */
function FormKitField({ name, label, required, helperText, children, ...inputProps }: FormKitFieldProps) {
  const form = useFormKit();
  const binding = form.register(name);
  return (
    <FieldShell name={name} label={label} required={required} helperText={helperText}>
      {children ? children(binding) : <Input {...inputProps} {...binding} />}
    </FieldShell>
  );
}

export interface FormKitSelectProps {
  name: string;
  label: string;
  options: { value: string; label: string; disabled?: boolean }[];
  placeholder?: string;
  required?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
}

/** A native select bound to `name`. */
function FormKitSelect({ name, label, options, placeholder, required, helperText, disabled }: FormKitSelectProps) {
  const form = useFormKit();
  const { ref, ...binding } = form.register(name);
  return (
    <FieldShell name={name} label={label} required={required} helperText={helperText}>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field ref={ref} placeholder={placeholder} {...binding}>
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldShell>
  );
}

export interface FormKitTextareaProps {
  name: string;
  label: string;
  required?: boolean;
  helperText?: ReactNode;
  rows?: number;
  placeholder?: string;
}

function FormKitTextarea({ name, label, required, helperText, rows = 3, placeholder }: FormKitTextareaProps) {
  const form = useFormKit();
  const binding = form.register(name);
  return (
    <FieldShell name={name} label={label} required={required} helperText={helperText}>
      <Textarea rows={rows} placeholder={placeholder} {...binding} />
    </FieldShell>
  );
}

/** Submit button showing the form's submitting state ("提交" / "Submit" unless given children). */
function Submit({ children, ...props }: ButtonProps) {
  const form = useFormKit();
  const t = useUiText();
  return (
    <Button type="submit" colorPalette="teal" loading={form.submitting} {...props}>
      {children ?? t('ui.form.submit')}
    </Button>
  );
}

/**
 * Form kit bound to @erp/schema zod rules:
 * ```tsx
 * const form = useZodForm(z.object({ price: formRules.twoDecimal({ required: true }) }), { price: '' });
 * <FormKit.Root form={form} onSubmit={async (data) => save(data)}>
 *   <FormKit.Field name="price" label="价格" />
 *   <FormKit.Submit />
 * </FormKit.Root>
 * ```
 */
export const FormKit = {
  Root,
  Field: FormKitField,
  Select: FormKitSelect,
  Textarea: FormKitTextarea,
  Submit,
};
