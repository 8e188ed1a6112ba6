import { Button, Link, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useT } from '../../i18n';
import { reportError } from '../../ui/errors';
import { FormField } from '../../ui/FormField';
import { toastSuccess } from '../../ui/toaster';
import { useClickGuard } from '../../ui/useClickGuard';
import { useForm } from '../../ui/useForm';
import { register } from '../auth/auth.api';
import { hasErrors, PASSWORD_MIN_LENGTH, validateRegister, type RegisterValues } from '../auth/validation';
import { useDocumentTitle } from '../public/components';
import { MobileLayout, MobileTitle } from './MobileLayout';
import { MOBILE_PATHS } from './paths';

const initial: RegisterValues = {
  companyName: '',
  username: '',
  realname: '',
  phone: '',
  email: '',
  password: '',
  password2: '',
};

function RegisterForm() {
  const t = useT();
  const navigate = useNavigate();
  const form = useForm<RegisterValues>(initial);
  const [submitting, setSubmitting] = useState(false);
  useDocumentTitle(t('auth.register.title'));

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
      navigate(MOBILE_PATHS.home, { replace: true });
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
