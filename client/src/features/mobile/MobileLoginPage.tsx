import { Button, HStack, Link, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useT } from '../../i18n';
import { reportError } from '../../ui/errors';
import { FormField } from '../../ui/FormField';
import { toastSuccess } from '../../ui/toaster';
import { useClickGuard } from '../../ui/useClickGuard';
import { useForm } from '../../ui/useForm';
import { login } from '../auth/auth.api';
import { hasErrors, validateLogin, type LoginValues } from '../auth/validation';
import { useDocumentTitle } from '../public/components';
import { MobileLayout, MobileTitle } from './MobileLayout';
import { MOBILE_PATHS, mobileRedirect } from './paths';

function LoginForm() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useForm<LoginValues>({ username: '', password: '' });
  const [submitting, setSubmitting] = useState(false);
  useDocumentTitle(t('auth.login.title'));

  const submit = useClickGuard(async () => {
    if (submitting) return;
    const errors = validateLogin(form.values, t);
    if (hasErrors(errors)) {
      form.setErrors(errors);
      return;
    }
    setSubmitting(true);
    try {
      await login({ username: form.values.username.trim(), password: form.values.password });
      toastSuccess(t('auth.login.success'));
      navigate(mobileRedirect(params.get('redirect')), { replace: true });
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

  return (
    <>
      <MobileTitle title={t('auth.login.title')} subtitle={t('auth.login.subtitle')} />
      <form onSubmit={onSubmit} noValidate aria-label={t('auth.login.title')}>
        <Stack gap="4">
          <FormField
            label={t('auth.username')}
            autoComplete="username"
            autoCapitalize="none"
            required
            error={form.errors.username}
            {...form.field('username')}
          />
          <FormField
            label={t('auth.password')}
            type="password"
            autoComplete="current-password"
            required
            error={form.errors.password}
            {...form.field('password')}
          />
          <Button type="submit" colorPalette="teal" size="lg" loading={submitting} width="full">
            {t('auth.login.submit')}
          </Button>
          <HStack justify="space-between" textStyle="sm" wrap="wrap">
            <Link asChild colorPalette="teal">
              <RouterLink to={MOBILE_PATHS.register}>{t('auth.login.toRegister')}</RouterLink>
            </Link>
            <Link asChild colorPalette="teal">
              <RouterLink to={MOBILE_PATHS.forgot}>{t('auth.login.toForgot')}</RouterLink>
            </Link>
          </HStack>
        </Stack>
      </form>
    </>
  );
}

/** /loginWap: the desktop sign-in rules and calls in a phone layout; success opens /homeWap. */
export function MobileLoginPage() {
  return (
    <MobileLayout back={MOBILE_PATHS.landing}>
      <LoginForm />
    </MobileLayout>
  );
}
