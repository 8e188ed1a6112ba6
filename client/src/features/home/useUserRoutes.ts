import { useCallback, useEffect, useState } from 'react';
import type { UserRoutes } from '../../api/session';
import { useLang } from '../../i18n';
import { fetchUserRoutes } from '../auth/auth.api';

export type UserRoutesState =
  | { status: 'loading'; data: null; error: null }
  | { status: 'ready'; data: UserRoutes; error: null }
  | { status: 'error'; data: null; error: unknown };

/** user/routes for the signed-in user; reloads when the language changes (menu titles are translated server-side). */
export function useUserRoutes(): UserRoutesState & { reload: () => void } {
  const [lang] = useLang();
  const [state, setState] = useState<UserRoutesState>({ status: 'loading', data: null, error: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setState((prev) => (prev.status === 'ready' ? prev : { status: 'loading', data: null, error: null }));
    fetchUserRoutes().then(
      (data) => active && setState({ status: 'ready', data, error: null }),
      (error: unknown) => active && setState({ status: 'error', data: null, error }),
    );
    return () => {
      active = false;
    };
  }, [lang, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
