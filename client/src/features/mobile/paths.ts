/** Mobile routes (spec 01 §2 'Mobile routes') built here. */
export const MOBILE_PATHS = {
  landing: '/homeIndexWap',
  login: '/loginWap',
  register: '/registerWap',
  forgot: '/forgotPasswordWap',
  home: '/homeWap',
} as const;

/** Pages a signed-in phone may be sent back to after signing in (`?redirect=`). */
const AFTER_LOGIN = new Set<string>([MOBILE_PATHS.home, '/chatGptWapList', '/chatGPTOnlineWap']);

/** Safe target after a mobile sign-in: only signed-in mobile pages, else /homeWap. */
export function mobileRedirect(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return MOBILE_PATHS.home;
  const path = value.split(/[?#]/)[0] ?? '';
  return AFTER_LOGIN.has(path) ? value : MOBILE_PATHS.home;
}
