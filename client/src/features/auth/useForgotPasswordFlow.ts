import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n';
import { reportError } from '../../ui/errors';
import { toastSuccess } from '../../ui/toaster';
import { useClickGuard } from '../../ui/useClickGuard';
import { useForm } from '../../ui/useForm';
import { resetPassword, sendResetCode } from './auth.api';
import { hasErrors, validateReset, validateUsername, type ResetValues } from './validation';

/**
 * The forgot-password flow shared by the desktop and mobile pages: step 1 mails a code for the
 * username, step 2 sets the new password with the 6-character code, then goes to `loginPath`.
 */
export function useForgotPasswordFlow(loginPath: string) {
  const t = useT();
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2>(1);
  const [busy, setBusy] = useState(false);
  const userForm = useForm<{ username: string }>({ username: '' });
  const resetForm = useForm<ResetValues>({ code: '', password: '', password2: '' });

  const sendCode = useClickGuard(async () => {
    if (busy) return;
    const errors = validateUsername(userForm.values.username, t);
    if (hasErrors(errors)) {
      userForm.setErrors(errors);
      return;
    }
    setBusy(true);
    try {
      await sendResetCode(userForm.values.username.trim());
      toastSuccess(t('auth.forgot.codeSent'));
      setStep(2);
    } catch (error) {
      reportError(error, userForm.applyServerErrors, t('error.unknown'));
    } finally {
      setBusy(false);
    }
  });

  const reset = useClickGuard(async () => {
    if (busy) return;
    const errors = validateReset(resetForm.values, t);
    if (hasErrors(errors)) {
      resetForm.setErrors(errors);
      return;
    }
    setBusy(true);
    try {
      await resetPassword({
        username: userForm.values.username.trim(),
        code: resetForm.values.code.trim(),
        password: resetForm.values.password,
        password2: resetForm.values.password2,
      });
      toastSuccess(t('auth.forgot.success'));
      void navigate(loginPath, { replace: true });
    } catch (error) {
      // a username error belongs to step 1 (not on screen): it comes back as a toast
      reportError(error, resetForm.applyServerErrors, t('error.unknown'));
    } finally {
      setBusy(false);
    }
  });

  const onSendCode = (e: FormEvent) => {
    e.preventDefault();
    sendCode();
  };
  const onReset = (e: FormEvent) => {
    e.preventDefault();
    reset();
  };

  return { t, step, setStep, busy, userForm, resetForm, onSendCode, onReset };
}
