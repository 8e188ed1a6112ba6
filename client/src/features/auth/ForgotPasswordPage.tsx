import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { FormField } from '../../ui/FormField';
import { AuthLayout } from './AuthLayout';
import { useForgotPasswordFlow } from './useForgotPasswordFlow';
import { VERIFICATION_CODE_LENGTH } from './validation';

/** Step 1: username → code mailed; step 2: 6-character code + new password twice. */
export function ForgotPasswordPage() {
  const { t, step, setStep, busy, userForm, resetForm, onSendCode, onReset } = useForgotPasswordFlow('/login');

  return (
    <AuthLayout title={t('auth.forgot.title')} subtitle={t(step === 1 ? 'auth.forgot.step1' : 'auth.forgot.step2')}>
      {step === 1 ? (
        <form onSubmit={onSendCode} noValidate aria-label={t('auth.forgot.title')}>
          <Stack gap="4">
            <FormField
              label={t('auth.username')}
              autoComplete="username"
              required
              error={userForm.errors.username}
              {...userForm.field('username')}
            />
            <Button type="submit" colorPalette="teal" loading={busy} width="full">
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
            <Button type="submit" colorPalette="teal" loading={busy} width="full">
              {t('auth.forgot.submit')}
            </Button>
            <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={() => setStep(1)}>
              {t('auth.forgot.resend')}
            </Button>
          </Stack>
        </form>
      )}
      <HStack mt="4" textStyle="sm">
        <Link asChild colorPalette="teal">
          <RouterLink to="/login">{t('auth.forgot.toLogin')}</RouterLink>
        </Link>
      </HStack>
    </AuthLayout>
  );
}
