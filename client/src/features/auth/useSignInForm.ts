/**
 * The sign-in form of /login and /loginWap: validation, the call, and what a failed attempt left
 * on screen. A refusal ("wrong username or password") marks the fields and shows a toast; both go
 * as soon as they no longer hold: when the user edits either field (the refusal was about the
 * pair), when a new attempt starts, and when a sign-in succeeds. They never linger over the page
 * the user lands on.
 */
import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import { useT } from '../../i18n';
import { reportError } from '../../ui/errors';
import { toaster, toastSuccess } from '../../ui/toaster';
import { useClickGuard } from '../../ui/useClickGuard';
import { useForm } from '../../ui/useForm';
import { login } from './auth.api';
import { hasErrors, validateLogin, type LoginValues } from './validation';

type Field = keyof LoginValues & string;
const FIELDS: readonly Field[] = ['username', 'password'];

export function useSignInForm(onSignedIn: () => void) {
  const t = useT();
  const form = useForm<LoginValues>({ username: '', password: '' });
  const [submitting, setSubmitting] = useState(false);
  // what the last refusal put on screen: its toast and the fields the server marked
  const failure = useRef<{ toasts: string[]; fields: Field[] }>({ toasts: [], fields: [] });
  const { clearErrors } = form;

  const clearFailure = useCallback(() => {
    const { toasts, fields } = failure.current;
    if (!toasts.length && !fields.length) return;
    for (const id of toasts) toaster.dismiss(id);
    clearErrors(fields);
    failure.current = { toasts: [], fields: [] };
  }, [clearErrors]);

  const submit = useClickGuard(async () => {
    if (submitting) return;
    clearFailure();
    const errors = validateLogin(form.values, t);
    if (hasErrors(errors)) {
      form.setErrors(errors);
      return;
    }
    setSubmitting(true);
    try {
      await login({ username: form.values.username.trim(), password: form.values.password });
      clearFailure();
      toastSuccess(t('auth.login.success'));
      onSignedIn();
    } catch (error) {
      const fields: Field[] = [];
      const toast = reportError(
        error,
        (fieldErrors) => {
          fields.push(...FIELDS.filter((f) => f in fieldErrors));
          return form.applyServerErrors(fieldErrors);
        },
        t('error.unknown'),
      );
      failure.current = { toasts: toast ? [toast] : [], fields };
    } finally {
      setSubmitting(false);
    }
  });

  /** A field's props: editing it takes back the last refusal (toast and marks). */
  const field = (name: Field) => {
    const props = form.field(name);
    return {
      ...props,
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        props.onChange(e);
        clearFailure();
      },
    };
  };

  return { errors: form.errors, field, submit, submitting };
}
