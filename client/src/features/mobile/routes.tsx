import type { RouteObject } from 'react-router';
import { MobileForgotPasswordPage } from './MobileForgotPasswordPage';
import { MobileHomePage } from './MobileHomePage';
import { MobileLandingPage } from './MobileLandingPage';
import { MobileLoginPage } from './MobileLoginPage';
import { MobileRegisterPage } from './MobileRegisterPage';
import { MOBILE_PATHS } from './paths';

export { MOBILE_PATHS } from './paths';

/**
 * The mobile layout (spec 01 §2 'Mobile routes'). /homeWap needs a session (it sends a
 * visitor without one to /loginWap); the navigation gate decides who lands here.
 * `handle.mobile` marks them as mobile routes for the gate.
 */
export const mobileRoutes: RouteObject[] = [
  { path: MOBILE_PATHS.landing, handle: { mobile: true, public: true }, element: <MobileLandingPage /> },
  { path: MOBILE_PATHS.login, handle: { mobile: true, public: true }, element: <MobileLoginPage /> },
  { path: MOBILE_PATHS.register, handle: { mobile: true, public: true }, element: <MobileRegisterPage /> },
  { path: MOBILE_PATHS.forgot, handle: { mobile: true, public: true }, element: <MobileForgotPasswordPage /> },
  { path: MOBILE_PATHS.home, handle: { mobile: true }, element: <MobileHomePage /> },
];
