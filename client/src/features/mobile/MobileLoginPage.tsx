import { Button, HStack, Link, Stack } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useT } from '../../i18n';
import { FormField } from '../../ui/FormField';
import { useSignInForm } from '../auth/useSignInForm';
import { useDocumentTitle } from '../public/components';
import { MobileLayout, MobileTitle } from './MobileLayout';
import { MOBILE_PATHS, mobileRedirect } from './paths';

function LoginForm() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useSignInForm(() => navigate(mobileRedirect(params.get('redirect')), { replace: true }));
  const { submit, submitting } = form;
  useDocumentTitle(t('auth.login.title'));

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
