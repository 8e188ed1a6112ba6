import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { getLoginInfo, getStoredMenu, type MenuNode } from '../../api/session';
import { fetchUserRoutes } from '../auth/auth.api';

export type MobileMenuState =
  | { status: 'loading'; realname: string | null; menu: null; error: null }
  | { status: 'ready'; realname: string | null; menu: MenuNode[]; error: null }
  | { status: 'error'; realname: string | null; menu: null; error: unknown };

function initialState(): MobileMenuState {
  const realname = getLoginInfo()?.realname ?? null;
  const menu = getStoredMenu();
  return Array.isArray(menu) ? { status: 'ready', realname, menu, error: null } : { status: 'loading', realname, menu: null, error: null };
}

/**
 * The signed-in user's name and menu: from localStorage `info` / `router` when stored,
 * otherwise from POST api/v1/user/routes (which stores them). A language switch reloads the
 * menu in the background, since menu titles are translated by the server.
 */
export function useMobileMenu(): MobileMenuState & { reload: () => void } {
  const locale = useIntl().locale;
  const [state, setState] = useState<MobileMenuState>(initialState);
  const [attempt, setAttempt] = useState(0);
  // a stored menu needs no fetch on the first run (the ref keeps what the first render saw)
  const skipFirstRun = useRef(state.status === 'ready');

  useEffect(() => {
    const skip = skipFirstRun.current;
    skipFirstRun.current = false;
    if (skip) return;
    let active = true;
    setState((prev) => (prev.status === 'ready' ? prev : { status: 'loading', realname: prev.realname, menu: null, error: null }));
    fetchUserRoutes().then(
      (routes) => active && setState({ status: 'ready', realname: routes.realname, menu: routes.menu, error: null }),
      (error: unknown) => active && setState((prev) => (prev.status === 'ready' ? prev : { status: 'error', realname: prev.realname, menu: null, error })),
    );
    return () => {
      active = false;
    };
  }, [locale, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}

/** Visible children of a node, groups flattened into their pages. */
export function visiblePages(node: MenuNode): MenuNode[] {
  const out: MenuNode[] = [];
  for (const child of node.children) {
    if (child.hidden) continue;
    if (child.children.length > 0) out.push(...visiblePages(child));
    else out.push(child);
  }
  return out;
}
