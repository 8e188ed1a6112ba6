import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useT } from '../../i18n';
import { reportError } from '../../ui/errors';
import { FormField } from '../../ui/FormField';
import { toastSuccess } from '../../ui/toaster';
import { useClickGuard } from '../../ui/useClickGuard';
import { useForm } from '../../ui/useForm';
import { resetPassword, sendResetCode } from '../auth/auth.api';
import { hasErrors, validateReset, validateUsername, VERIFICATION_CODE_LENGTH, type ResetValues } from '../auth/validation';
import { useDocumentTitle } from '../public/components';
import { MobileLayout, MobileTitle } from './MobileLayout';
import { MOBILE_PATHS } from './paths';

function ForgotForm() {
  const t = useT();
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2>(1);
  const [busy, setBusy] = useState(false);
  const userForm = useForm<{ username: string }>({ username: '' });
  const resetForm = useForm<ResetValues>({ code: '', password: '', password2: '' });
  useDocumentTitle(t('auth.forgot.title'));

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
      navigate(MOBILE_PATHS.login, { replace: true });
    } catch (error) {
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

  return (
    <>
      <MobileTitle title={t('auth.forgot.title')} subtitle={t(step === 1 ? 'auth.forgot.step1' : 'auth.forgot.step2')} />
      {step === 1 ? (
        <form onSubmit={onSendCode} noValidate aria-label={t('auth.forgot.title')}>
          <Stack gap="4">
            <FormField
              label={t('auth.username')}
              autoComplete="username"
              autoCapitalize="none"
              required
              error={userForm.errors.username}
              {...userForm.field('username')}
            />
            <Button type="submit" colorPalette="teal" size="lg" loading={busy} width="full">
              {t('auth.forgot.sendCode')}
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={onReset} noValidate aria-label={t('auth.forgot.title')}>
          <Stack gap="4">
            <Text textStyle="sm" color="fg.muted">
              {t('auth.username')}: {userForm.values.username}
            </Text>
            <FormField
              label={t('auth.code')}
              autoComplete="one-time-code"
              inputMode="text"
              maxLength={VERIFICATION_CODE_LENGTH}
              required
              error={resetForm.errors.code}
              {...resetForm.field('code')}
            />
            <FormField
              label={t('auth.newPassword')}
              type="password"
              autoComplete="new-password"
              required
              error={resetForm.errors.password}
              {...resetForm.field('password')}
            />
            <FormField
              label={t('auth.newPassword2')}
              type="password"
              autoComplete="new-password"
              required
              error={resetForm.errors.password2}
              {...resetForm.field('password2')}
            />
            <Button type="submit" colorPalette="teal" size="lg" loading={busy} width="full">
              {t('auth.forgot.submit')}
            </Button>
            <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={() => setStep(1)}>
              {t('auth.forgot.resend')}
            </Button>
          </Stack>
        </form>
      )}
      <Link asChild colorPalette="teal" textStyle="sm" mt="6">
        <RouterLink to={MOBILE_PATHS.login}>{t('auth.forgot.toLogin')}</RouterLink>
      </Link>
    </>
  );
}

/** /forgotPasswordWap: the desktop two-step reset in a phone layout; success opens /loginWap. */
export function MobileForgotPasswordPage() {
  return (
    <MobileLayout back={MOBILE_PATHS.login}>
      <ForgotForm />
    </MobileLayout>
  );
}
