import { Field, Input, type InputProps } from '@chakra-ui/react';
import type { Ref } from 'react';

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
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input ref={ref} {...inputProps} />
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
