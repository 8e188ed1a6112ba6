/** The sign-in pages, one chunk that app/screens.tsx loads on demand. */
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { LoginPage } from './LoginPage';
export { RegisterPage } from './RegisterPage';
