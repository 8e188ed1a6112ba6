import { Button, Link, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useT } from '../../i18n';
import { reportError } from '../../ui/errors';
import { FormField } from '../../ui/FormField';
import { toastSuccess } from '../../ui/toaster';
import { useClickGuard } from '../../ui/useClickGuard';
import { useForm } from '../../ui/useForm';
import { register } from './auth.api';
import { AuthLayout } from './AuthLayout';
import { hasErrors, PASSWORD_MIN_LENGTH, validateRegister, type RegisterValues } from './validation';

const initial: RegisterValues = {
  companyName: '',
  username: '',
  realname: '',
  phone: '',
  email: '',
  password: '',
  password2: '',
};

export function RegisterPage() {
  const t = useT();
  const navigate = useNavigate();
  const form = useForm<RegisterValues>(initial);
  const [submitting, setSubmitting] = useState(false);

  const submit = useClickGuard(async () => {
    if (submitting) return;
    const errors = validateRegister(form.values, t);
    if (hasErrors(errors)) {
      form.setErrors(errors);
      return;
    }
    const v = form.values;
    setSubmitting(true);
    try {
      await register({
        companyName: v.companyName.trim(),
        username: v.username.trim(),
        realname: v.realname.trim(),
        phone: v.phone.trim(),
        email: v.email.trim(),
        password: v.password,
        password2: v.password2,
      });
      toastSuccess(t('auth.register.success'));
      navigate('/home', { replace: true });
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
