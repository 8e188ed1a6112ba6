import { createHashRouter } from 'react-router';
import { setUnauthorizedHandler } from '../api/rest';
import { routes } from './routes';

/** The app's hash router; the REST layer's "go to login" goes through it. */
export function createAppRouter() {
  const router = createHashRouter(routes);
  setUnauthorizedHandler((redirect) => {
    if (redirect.startsWith('/login')) return;
    void router.navigate(`/login?redirect=${encodeURIComponent(redirect)}`, { replace: true });
  });
  return router;
}
