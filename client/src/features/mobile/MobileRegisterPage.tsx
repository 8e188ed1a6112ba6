import { Button, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { FormField } from '../../ui/FormField';
import { useRegisterFlow } from '../auth/useRegisterFlow';
import { PASSWORD_MIN_LENGTH } from '../auth/validation';
import { useDocumentTitle } from '../public/components';
import { MobileLayout, MobileTitle } from './MobileLayout';
import { MOBILE_PATHS } from './paths';

function RegisterForm() {
  const { t, form, submitting, onSubmit } = useRegisterFlow(MOBILE_PATHS.home);
  useDocumentTitle(t('auth.register.title'));

  return (
    <>
      <MobileTitle title={t('auth.register.title')} subtitle={t('auth.register.subtitle')} />
      <form onSubmit={onSubmit} noValidate aria-label={t('auth.register.title')}>
        <Stack gap="4">
          <FormField
            label={t('auth.companyName')}
            autoComplete="organization"
            required
            error={form.errors.companyName}
            {...form.field('companyName')}
          />
          <FormField
            label={t('auth.username')}
            autoComplete="username"
            autoCapitalize="none"
            required
            error={form.errors.username}
            {...form.field('username')}
          />
          <FormField label={t('auth.realname')} autoComplete="name" required error={form.errors.realname} {...form.field('realname')} />
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
          <FormField
            label={t('auth.password')}
            type="password"
            autoComplete="new-password"
            required
            helperText={t('validation.passwordMin', { min: PASSWORD_MIN_LENGTH })}
            error={form.errors.password}
            {...form.field('password')}
          />
          <FormField
            label={t('auth.password2')}
            type="password"
            autoComplete="new-password"
            required
            error={form.errors.password2}
            {...form.field('password2')}
          />
          <Button type="submit" colorPalette="teal" size="lg" loading={submitting} width="full">
            {t('auth.register.submit')}
          </Button>
          <Link asChild colorPalette="teal" textStyle="sm">
            <RouterLink to={MOBILE_PATHS.login}>{t('auth.register.toLogin')}</RouterLink>
          </Link>
        </Stack>
      </form>
    </>
  );
}

/** /registerWap: the desktop registration rules and call; success opens /homeWap. */
export function MobileRegisterPage() {
  return (
    <MobileLayout back={MOBILE_PATHS.landing}>
      <RegisterForm />
    </MobileLayout>
  );
}
