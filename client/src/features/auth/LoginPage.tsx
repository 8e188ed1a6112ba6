import { useNavigate, useSearchParams } from 'react-router';
import { useT } from '../../i18n';
import { safeRedirect } from './auth.api';
import { SignInForm } from './AuthForms';
import { AuthLayout } from './AuthLayout';

export function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <AuthLayout title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <SignInForm onSignedIn={() => navigate(safeRedirect(params.get('redirect')), { replace: true })} registerPath="/register" forgotPath="/forgotPassword" />
    </AuthLayout>
  );
}
