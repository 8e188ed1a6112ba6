/**
 * The sign-in, registration and password-reset forms, once for /login… and /loginWap…: the pages
 * differ only in their frame (AuthLayout or MobileLayout), their paths and, on a phone, bigger
 * buttons (`mobile`). Input hints for phone keyboards (no auto-capitals, tel / email keyboards)
 * do no harm on a desktop, so both get them.
 */
import { Button, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../i18n';
import { FormField, type FormFieldProps } from '../../ui/FormField';
import type { useForgotPasswordFlow } from './useForgotPasswordFlow';
import { useRegisterFlow } from './useRegisterFlow';
import { useSignInForm } from './useSignInForm';
import { PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from './validation';

/** The primary button of a form: full width, larger on a phone. */
function SubmitButton({ mobile, loading, children }: { mobile?: boolean; loading: boolean; children: string }) {
  return (
    <Button type="submit" colorPalette="teal" size={mobile ? 'lg' : undefined} loading={loading} width="full">
      {children}
    </Button>
  );
}

/** A required password input (a new password unless told otherwise). */
function PasswordField(props: FormFieldProps) {
  return <FormField type="password" autoComplete="new-password" required {...props} />;
}

function TextLink({ to, children }: { to: string; children: string }) {
  return (
    <Link asChild colorPalette="teal">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

const submitWith = (run: () => void) => (e: FormEvent) => {
  e.preventDefault();
  run();
};

export function SignInForm({
  onSignedIn,
  registerPath,
  forgotPath,
  mobile,
}: {
  onSignedIn: () => void;
  registerPath: string;
  forgotPath: string;
  mobile?: boolean;
}) {
  const t = useT();
  const form = useSignInForm(onSignedIn);
  return (
    <form onSubmit={submitWith(form.submit)} noValidate aria-label={t('auth.login.title')}>
      <Stack gap="4">
        <FormField label={t('auth.username')} autoComplete="username" autoCapitalize="none" required error={form.errors.username} {...form.field('username')} />
        <PasswordField label={t('auth.password')} autoComplete="current-password" error={form.errors.password} {...form.field('password')} />
        <SubmitButton mobile={mobile} loading={form.submitting}>
          {t('auth.login.submit')}
        </SubmitButton>
        <HStack justify="space-between" textStyle="sm" wrap="wrap">
          <TextLink to={registerPath}>{t('auth.login.toRegister')}</TextLink>
          <TextLink to={forgotPath}>{t('auth.login.toForgot')}</TextLink>
        </HStack>
      </Stack>
    </form>
  );
}

export function RegisterForm({ homePath, loginPath, mobile }: { homePath: string; loginPath: string; mobile?: boolean }) {
  const { t, form, submitting, onSubmit } = useRegisterFlow(homePath);
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('auth.register.title')}>
      <Stack gap="4">
        <FormField label={t('auth.companyName')} autoComplete="organization" required error={form.errors.companyName} {...form.field('companyName')} />
        <FormField label={t('auth.username')} autoComplete="username" autoCapitalize="none" required error={form.errors.username} {...form.field('username')} />
        <FormField label={t('auth.realname')} autoComplete="name" required error={form.errors.realname} {...form.field('realname')} />
        <SimpleGrid columns={mobile ? 1 : { base: 1, sm: 2 }} gap="4">
          <FormField label={t('auth.phone')} type="tel" autoComplete="tel" inputMode="tel" error={form.errors.phone} {...form.field('phone')} />
          <FormField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            error={form.errors.email}
            {...form.field('email')}
          />
        </SimpleGrid>
        <PasswordField
          label={t('auth.password')}
          helperText={t('validation.passwordMin', { min: PASSWORD_MIN_LENGTH })}
          error={form.errors.password}
          {...form.field('password')}
        />
        <PasswordField label={t('auth.password2')} error={form.errors.password2} {...form.field('password2')} />
        <SubmitButton mobile={mobile} loading={submitting}>
          {t('auth.register.submit')}
        </SubmitButton>
        <Link asChild colorPalette="teal" textStyle="sm">
          <RouterLink to={loginPath}>{t('auth.register.toLogin')}</RouterLink>
        </Link>
      </Stack>
    </form>
  );
}

/** Step 1: username → code mailed; step 2: 6-character code + new password twice (the page's flow). */
export function ForgotPasswordSteps({ flow, mobile }: { flow: ReturnType<typeof useForgotPasswordFlow>; mobile?: boolean }) {
  const { t, step, setStep, busy, userForm, resetForm, onSendCode, onReset } = flow;
  if (step === 1) {
    return (
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
          <SubmitButton mobile={mobile} loading={busy}>
            {t('auth.forgot.sendCode')}
          </SubmitButton>
        </Stack>
      </form>
    );
  }
  return (
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
        <PasswordField label={t('auth.newPassword')} error={resetForm.errors.password} {...resetForm.field('password')} />
        <PasswordField label={t('auth.newPassword2')} error={resetForm.errors.password2} {...resetForm.field('password2')} />
        <SubmitButton mobile={mobile} loading={busy}>
          {t('auth.forgot.submit')}
        </SubmitButton>
        <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={() => setStep(1)}>
          {t('auth.forgot.resend')}
        </Button>
      </Stack>
    </form>
  );
}
