import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n';
import { reportError } from '../../ui/errors';
import { toastSuccess } from '../../ui/toaster';
import { useClickGuard } from '../../ui/useClickGuard';
import { useForm } from '../../ui/useForm';
import { register } from './auth.api';
import { hasErrors, validateRegister, type RegisterValues } from './validation';

const initial: RegisterValues = { companyName: '', username: '', realname: '', phone: '', email: '', password: '', password2: '' };

/**
 * Registration shared by the desktop and mobile pages: checks the fields, creates the company
 * with its main account (signed in), then goes to `homePath`; server field errors land on the form.
 */
export function useRegisterFlow(homePath: string) {
  const t = useT();
  const navigate = useNavigate();
  const form = useForm<RegisterValues>(initial);
  const [submitting, setSubmitting] = useState(false);

  const submit = useClickGuard(async () => {
    if (submitting) return;
    const errors = validateRegister(form.values, t);
    if (hasErrors(errors)) {
      form.setErrors(errors);
      return;
    }
    const v = form.values;
    setSubmitting(true);
    try {
      await register({
        companyName: v.companyName.trim(),
        username: v.username.trim(),
        realname: v.realname.trim(),
        phone: v.phone.trim(),
        email: v.email.trim(),
        password: v.password,
        password2: v.password2,
      });
      toastSuccess(t('auth.register.success'));
      void navigate(homePath, { replace: true });
    } catch (error) {
      reportError(error, form.applyServerErrors, t('error.unknown'));
    } finally {
      setSubmitting(false);
    }
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
  };

  return { t, form, submitting, onSubmit };
}
