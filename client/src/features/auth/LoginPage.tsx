import { Button, HStack, Link, Stack } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useT } from '../../i18n';
import { FormField } from '../../ui/FormField';
import { safeRedirect } from './auth.api';
import { AuthLayout } from './AuthLayout';
import { useSignInForm } from './useSignInForm';

export function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useSignInForm(() => navigate(safeRedirect(params.get('redirect')), { replace: true }));
  const { submit, submitting } = form;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
  };

  return (
    <AuthLayout title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <form onSubmit={onSubmit} noValidate aria-label={t('auth.login.title')}>
        <Stack gap="4">
          <FormField
            label={t('auth.username')}
            autoComplete="username"
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
          <Button type="submit" colorPalette="teal" loading={submitting} width="full">
            {t('auth.login.submit')}
          </Button>
          <HStack justify="space-between" textStyle="sm">
            <Link asChild colorPalette="teal">
              <RouterLink to="/register">{t('auth.login.toRegister')}</RouterLink>
            </Link>
            <Link asChild colorPalette="teal">
              <RouterLink to="/forgotPassword">{t('auth.login.toForgot')}</RouterLink>
            </Link>
          </HStack>
        </Stack>
      </form>
    </AuthLayout>
  );
}
