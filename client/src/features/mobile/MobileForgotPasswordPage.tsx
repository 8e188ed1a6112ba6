import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { FormField } from '../../ui/FormField';
import { useForgotPasswordFlow } from '../auth/useForgotPasswordFlow';
import { VERIFICATION_CODE_LENGTH } from '../auth/validation';
import { useDocumentTitle } from '../public/components';
import { MobileLayout, MobileTitle } from './MobileLayout';
import { MOBILE_PATHS } from './paths';

function ForgotForm() {
  const { t, step, setStep, busy, userForm, resetForm, onSendCode, onReset } = useForgotPasswordFlow(MOBILE_PATHS.login);
  useDocumentTitle(t('auth.forgot.title'));

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
