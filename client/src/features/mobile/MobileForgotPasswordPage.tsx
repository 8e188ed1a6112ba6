import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { ForgotPasswordSteps } from '../auth/AuthForms';
import { useForgotPasswordFlow } from '../auth/useForgotPasswordFlow';
import { useDocumentTitle } from '../public/components';
import { MobileLayout, MobileTitle } from './MobileLayout';
import { MOBILE_PATHS } from './paths';

function ForgotForm() {
  const flow = useForgotPasswordFlow(MOBILE_PATHS.login);
  const { t, step } = flow;
  useDocumentTitle(t('auth.forgot.title'));
  return (
    <>
      <MobileTitle title={t('auth.forgot.title')} subtitle={t(step === 1 ? 'auth.forgot.step1' : 'auth.forgot.step2')} />
      <ForgotPasswordSteps flow={flow} mobile />
      <Link asChild colorPalette="teal" textStyle="sm" mt="6">
        <RouterLink to={MOBILE_PATHS.login}>{t('auth.forgot.toLogin')}</RouterLink>
      </Link>
    </>
  );
}

/** /forgotPasswordWap: the desktop two-step reset in a phone layout; success opens /loginWap. */
export function MobileForgotPasswordPage() {
  return (
    <MobileLayout back={MOBILE_PATHS.login}>
      <ForgotForm />
    </MobileLayout>
  );
}
