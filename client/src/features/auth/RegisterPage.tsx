import { useT } from '../../i18n';
import { RegisterForm } from './AuthForms';
import { AuthLayout } from './AuthLayout';

export function RegisterPage() {
  const t = useT();
  return (
    <AuthLayout title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <RegisterForm homePath="/home" loginPath="/login" />
    </AuthLayout>
  );
}
