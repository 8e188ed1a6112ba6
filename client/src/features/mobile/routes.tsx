import type { RouteObject } from 'react-router';
import { MOBILE_PATHS } from './paths';

export { MOBILE_PATHS } from './paths';

/**
 * The mobile layout (spec 01 §2 'Mobile routes'). /homeWap needs a session (it sends a
 * visitor without one to /loginWap); the navigation gate decides who lands here.
 * `handle.mobile` marks them as mobile routes for the gate. Each page loads on its first
 * visit (route `lazy`), not with the desktop app (docs/decisions.md 'Issue 16').
 */
export const mobileRoutes: RouteObject[] = [
  {
    path: MOBILE_PATHS.landing,
    handle: { mobile: true, public: true },
    lazy: async () => ({ Component: (await import('./MobileLandingPage')).MobileLandingPage }),
  },
  { path: MOBILE_PATHS.login, handle: { mobile: true, public: true }, lazy: async () => ({ Component: (await import('./MobileLoginPage')).MobileLoginPage }) },
  {
    path: MOBILE_PATHS.register,
    handle: { mobile: true, public: true },
    lazy: async () => ({ Component: (await import('./MobileRegisterPage')).MobileRegisterPage }),
  },
  {
    path: MOBILE_PATHS.forgot,
    handle: { mobile: true, public: true },
    lazy: async () => ({ Component: (await import('./MobileForgotPasswordPage')).MobileForgotPasswordPage }),
  },
  { path: MOBILE_PATHS.home, handle: { mobile: true }, lazy: async () => ({ Component: (await import('./MobileHomePage')).MobileHomePage }) },
];
