/** api/v1/user/routes (spec 01 §7): login info, company, permissions and the menu, stored for the shell. */
import { restPost } from './rest';
import { storeUserRoutes, type UserRoutes } from './session';

let loading: Promise<UserRoutes> | null = null;

/** Fetch and store user/routes; concurrent callers share one request. */
export function loadUserRoutes(): Promise<UserRoutes> {
  if (!loading) {
    loading = restPost<UserRoutes>('user/routes')
      .then((routes) => {
        storeUserRoutes(routes);
        return routes;
      })
      .finally(() => {
        loading = null;
      });
  }
  return loading;
}
