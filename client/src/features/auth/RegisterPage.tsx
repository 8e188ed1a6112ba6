import { Button, Link, SimpleGrid, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { FormField } from '../../ui/FormField';
import { AuthLayout } from './AuthLayout';
import { useRegisterFlow } from './useRegisterFlow';
import { PASSWORD_MIN_LENGTH } from './validation';

export function RegisterPage() {
  const { t, form, submitting, onSubmit } = useRegisterFlow('/home');

  return (
    <AuthLayout title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
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
            required
            error={form.errors.username}
            {...form.field('username')}
          />
          <FormField
            label={t('auth.realname')}
            autoComplete="name"
            required
            error={form.errors.realname}
            {...form.field('realname')}
          />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField
              label={t('auth.phone')}
              type="tel"
              autoComplete="tel"
              error={form.errors.phone}
              {...form.field('phone')}
            />
            <FormField
              label={t('auth.email')}
              type="email"
              autoComplete="email"
              error={form.errors.email}
              {...form.field('email')}
            />
          </SimpleGrid>
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
          <Button type="submit" colorPalette="teal" loading={submitting} width="full">
            {t('auth.register.submit')}
          </Button>
          <Link asChild colorPalette="teal" textStyle="sm">
            <RouterLink to="/login">{t('auth.register.toLogin')}</RouterLink>
          </Link>
        </Stack>
      </form>
    </AuthLayout>
  );
}
