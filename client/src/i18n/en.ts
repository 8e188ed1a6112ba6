import type { MessageId } from './zh';

/** English client texts; the key set must match zh.ts exactly. */
export const en: Record<MessageId, string> = {
  'app.name': 'Cross-border ERP',
  'app.loading': 'Loading…',

  'lang.label': 'Language',
  'lang.zh': '中文',
  'lang.en': 'English',

  'common.required': '{field} is required',
  'common.submit': 'Submit',
  'common.back': 'Back',
  'common.retry': 'Retry',

  'error.network': 'Network error, please check your connection and retry',
  'error.timeout': 'The data request timed out, please refresh and retry',
  'error.notFound': 'The requested resource does not exist',
  'error.server': 'The interface reported an error, please report this problem to customer service',
  'error.tooMany': 'Too many attempts, please try again later',
  'error.unknown': 'Request failed, please try again later',

  'auth.username': 'Username',
  'auth.password': 'Password',
  'auth.password2': 'Confirm password',
  'auth.companyName': 'Company name',
  'auth.realname': 'Full name',
  'auth.phone': 'Phone',
  'auth.email': 'Email',
  'auth.code': 'Verification code',
  'auth.newPassword': 'New password',
  'auth.newPassword2': 'Confirm new password',

  'auth.login.title': 'Sign in',
  'auth.login.subtitle': 'Welcome to the cross-border ERP',
  'auth.login.submit': 'Sign in',
  'auth.login.toRegister': 'No account? Register',
  'auth.login.toForgot': 'Forgot password?',
  'auth.login.success': 'Signed in',

  'auth.register.title': 'Register',
  'auth.register.subtitle': 'Create a company account to get started',
  'auth.register.submit': 'Register',
  'auth.register.toLogin': 'Have an account? Sign in',
  'auth.register.success': 'Registered',

  'auth.forgot.title': 'Reset password',
  'auth.forgot.step1': "Enter your username and we'll send a code to the account's email",
  'auth.forgot.step2': 'Enter the 6-character code you received and a new password',
  'auth.forgot.sendCode': 'Send code',
  'auth.forgot.codeSent': 'Verification code sent',
  'auth.forgot.resend': 'Send again',
  'auth.forgot.submit': 'Reset password',
  'auth.forgot.success': 'Password reset, please sign in with the new password',
  'auth.forgot.toLogin': 'Back to sign in',

  'validation.passwordMin': 'The password must be at least {min} characters',
  'validation.passwordMismatch': 'The two passwords do not match',
  'validation.phone': 'The phone number may contain only digits, +, - and spaces',
  'validation.email': 'Please enter a valid e-mail address',
  'validation.username': 'The username may contain only letters, digits, underscore, dash, dot and @ ({min} to {max} characters)',
  'validation.code': 'The verification code must be {length} characters',

  'home.welcome': 'Welcome, {realname}',
  'home.company': 'Company: {company}',
  'home.edition': 'Edition: {edition}',
  'home.menu': 'Menu',
  'home.noMenu': 'No menu available',
  'home.logout': 'Sign out',
  'home.account': 'Account',
  'home.role': 'Role',
  'home.mainAccount': 'Main account',
  'home.lastLogin': 'Last sign-in',
  'home.loadError': 'Could not load your account',

  'edition.standard': 'Standard',
  'edition.professional': 'Professional',
  'edition.flagship': 'Flagship',

  'notFound.title': '404',
  'notFound.text': 'Page not found',
  'notFound.home': 'Back to home',
};
