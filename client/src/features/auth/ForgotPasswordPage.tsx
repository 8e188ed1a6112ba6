import { HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { ForgotPasswordSteps } from './AuthForms';
import { AuthLayout } from './AuthLayout';
import { useForgotPasswordFlow } from './useForgotPasswordFlow';

/** Step 1: username → code mailed; step 2: 6-character code + new password twice. */
export function ForgotPasswordPage() {
  const flow = useForgotPasswordFlow('/login');
  const { t, step } = flow;
  return (
    <AuthLayout title={t('auth.forgot.title')} subtitle={t(step === 1 ? 'auth.forgot.step1' : 'auth.forgot.step2')}>
      <ForgotPasswordSteps flow={flow} />
      <HStack mt="4" textStyle="sm">
        <Link asChild colorPalette="teal">
          <RouterLink to="/login">{t('auth.forgot.toLogin')}</RouterLink>
        </Link>
      </HStack>
    </AuthLayout>
  );
}
