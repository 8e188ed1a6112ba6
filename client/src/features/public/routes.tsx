import type { RouteObject } from 'react-router';
import { PUBLIC_PATHS, type PublicPageKey } from './paths';

export { PUBLIC_PATHS } from './paths';

/**
 * The public marketing site (spec 01 §2 'Public routes'): no login check. Each route is
 * self-contained (layout + page), so it can be mounted at the top level of any route table;
 * `handle.public` marks them for the navigation gate. The pages load on the first visit to
 * any of them (one chunk, site.tsx), not with the signed-in app (docs/decisions.md 'Issue 16').
 */
export const publicRoutes: RouteObject[] = (Object.keys(PUBLIC_PATHS) as PublicPageKey[]).map((key) => ({
  path: PUBLIC_PATHS[key],
  handle: { public: true },
  lazy: async () => ({ element: (await import('./site')).publicPageElement(key) }),
}));
