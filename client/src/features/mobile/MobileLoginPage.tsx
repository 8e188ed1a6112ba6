import { useNavigate, useSearchParams } from 'react-router';
import { useT } from '../../i18n';
import { SignInForm } from '../auth/AuthForms';
import { useDocumentTitle } from '../public/components';
import { MobileLayout, MobileTitle } from './MobileLayout';
import { MOBILE_PATHS, mobileRedirect } from './paths';

function LoginForm() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useDocumentTitle(t('auth.login.title'));
  return (
    <>
      <MobileTitle title={t('auth.login.title')} subtitle={t('auth.login.subtitle')} />
      <SignInForm
        mobile
        onSignedIn={() => navigate(mobileRedirect(params.get('redirect')), { replace: true })}
        registerPath={MOBILE_PATHS.register}
        forgotPath={MOBILE_PATHS.forgot}
      />
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
