import { Field, Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';

export interface FormFieldProps extends Omit<InputProps, 'size'> {
  label: string;
  error?: string | undefined;
  helperText?: string;
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** Label + input + error text (Chakra v3 Field parts); the error is the input's description. */
export function FormField({ label, error, helperText, required, ref, ...inputProps }: FormFieldProps) {
  return (
    <FieldFrame label={label} error={error} helperText={helperText} required={required}>
      <Input ref={ref} {...inputProps} />
    </FieldFrame>
  );
}

/** A control's label (with the required mark), the hint while there is no error, else the error. */
export function FieldFrame({
  label,
  error,
  helperText,
  required,
  children,
}: {
  label: string;
  error?: string;
  helperText?: ReactNode;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
