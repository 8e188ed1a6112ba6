import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isSignedIn } from '../api/session';

/** Navigation gate (first cut): no token cookie → #/login?redirect=<where the user was going>. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!isSignedIn()) {
    const redirect = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?redirect=${redirect}`} replace />;
  }
  return children;
}

/** `/`: home when signed in, else login. */
export function RootRedirect() {
  return <Navigate to={isSignedIn() ? '/home' : '/login'} replace />;
}
