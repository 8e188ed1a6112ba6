/**
 * The new-password pair of a form (sign-up, reset, change, a new account): the password with its
 * hint and its repeat, fields `password` / `password2`, both `autoComplete="new-password"`.
 * Goes inside a `FormKit.Root` / `FormDialog` with a form.
 */
import { FormKit } from './FormKit';

export function NewPasswordFields({ label, hint, repeatLabel }: { label: string; hint: string; repeatLabel: string }) {
  return (
    <>
      <FormKit.Field name="password" label={label} required type="password" autoComplete="new-password" helperText={hint} />
      <FormKit.Field name="password2" label={repeatLabel} required type="password" autoComplete="new-password" />
    </>
  );
}
