/** Paths of the public marketing site (spec 01 §2 'Public routes'); no login needed. */
export const PUBLIC_PATHS = {
  home: '/homeIndex',
  rates: '/rates',
  help: '/helpCenter',
  about: '/aboutUs',
  contact: '/contactUs',
  terms: '/policyTerms',
  privacy: '/privacyPolicy',
  amazon: '/amazonErp',
  multi: '/multiPlatformErp',
  features: '/ERPFunctionAnalysis',
  app: '/erpApp',
  agreement: '/appServiceAgree',
} as const;

export type PublicPageKey = keyof typeof PUBLIC_PATHS;

/** Where the public site's sign-in / register buttons lead (the desktop auth pages). */
export const LOGIN_PATH = '/login';
export const REGISTER_PATH = '/register';
/** Start page of the signed-in app. */
export const APP_HOME_PATH = '/home';
/** Mobile landing page, encoded in the /erpApp QR code. */
export const MOBILE_LANDING_PATH = '/homeIndexWap';
