import { useT } from '../../i18n';
import { RegisterForm } from '../auth/AuthForms';
import { useDocumentTitle } from '../public/components';
import { MobileLayout, MobileTitle } from './MobileLayout';
import { MOBILE_PATHS } from './paths';

function RegisterScreen() {
  const t = useT();
  useDocumentTitle(t('auth.register.title'));
  return (
    <>
      <MobileTitle title={t('auth.register.title')} subtitle={t('auth.register.subtitle')} />
      <RegisterForm mobile homePath={MOBILE_PATHS.home} loginPath={MOBILE_PATHS.login} />
    </>
  );
}

/** /registerWap: the desktop registration rules and call; success opens /homeWap. */
export function MobileRegisterPage() {
  return (
    <MobileLayout back={MOBILE_PATHS.landing}>
      <RegisterScreen />
    </MobileLayout>
  );
}
