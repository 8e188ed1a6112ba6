import { Alert, Button, Center, HStack, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate, useNavigationType } from 'react-router';
import { isApiError, setUnauthorizedHandler } from '../api/rest';
import { clearSession, getSessionRoutes, getToken, ROUTER_KEY, INFO_KEY } from '../api/session';
import { loadUserRoutes } from '../api/userRoutes';
import { useT } from '../i18n';
import { FeedbackHost } from './FeedbackHost';
import { decideNavigation, isMobileUserAgent, LOGIN_PATH, type GateDecision, type GateInput } from './gate';
import { routeKind, type RouteKind } from './routeCatalog';
import { extraRouteKinds } from './routeKinds';
import { useSessionRoutes } from './session';
import { menuPaths } from './shell/menuModel';
import { readCheckedTab, readTabs } from './tabs';
import { checkVersion } from './version';

function has(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/** Kind of a path: the catalogue, the feature route lists, else a page of the server's menu. */
export function kindOf(pathname: string): RouteKind | 'unknown' {
  if (pathname === '/') return 'public'; // redirects to /home or /homeIndex
  const kind = routeKind(pathname) ?? extraRouteKinds().get(pathname);
  if (kind) return kind;
  return menuPaths(getSessionRoutes()?.menu).has(pathname) ? 'shell' : 'unknown';
}

function Redirect({ to, clear }: { to: string; clear: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (clear) clearSession();
    void navigate(to, { replace: true });
  }, [to, clear, navigate]);
  return null;
}

function Loading({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useT();
  if (error) {
    return (
      <Center minH="100vh" p="6">
        <Alert.Root status="error" maxW="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('home.loadError')}</Alert.Title>
            <Alert.Description>{isApiError(error) ? error.message : t('error.unknown')}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={retry}>
            {t('common.retry')}
          </Button>
        </Alert.Root>
      </Center>
    );
  }
  return (
    <Center minH="100vh">
      <HStack gap="3" role="status">
        <Spinner size="sm" />
        <Text>{t('gate.loading')}</Text>
      </HStack>
    </Center>
  );
}

/**
 * The root route element: runs the navigation gate (gate.ts) for every location, loads
 * user/routes on the first navigation with a cookie, and hosts the API layer's dialogs.
 */
export function NavigationGate() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const routes = useSessionRoutes();
  const [entryKey, setEntryKey] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const here = useRef(location.pathname + location.search);
  here.current = location.pathname + location.search;

  // the REST/GraphQL layers' "go to login" (failed refresh) goes through this router
  useEffect(() => {
    const previous = setUnauthorizedHandler(() => {
      const from = here.current;
      if (from.startsWith(LOGIN_PATH)) return;
      void navigate(`${LOGIN_PATH}?redirect=${encodeURIComponent(from)}`, { replace: true });
    });
    return () => {
      setUnauthorizedHandler(previous);
    };
  }, [navigate]);

  useEffect(() => {
    void checkVersion();
  }, [location.pathname]);

  const tabs = readTabs();
  const input: GateInput = {
    pathname: location.pathname,
    kind: kindOf(location.pathname),
    isMobile: typeof navigator !== 'undefined' && isMobileUserAgent(navigator.userAgent),
    hasToken: getToken() !== null,
    routesLoaded: routes !== null,
    firstEntry: entryKey === location.key,
    navigationType,
    storage: {
      info: has(INFO_KEY),
      router: has(ROUTER_KEY),
      tabs: tabs ? tabs.map((t) => t.fullPath) : null,
      checked: readCheckedTab(),
    },
  };
  const decision: GateDecision = decideNavigation(input);
  const loading = decision.action === 'loadRoutes';

  useEffect(() => {
    if (!loading) return;
    let active = true;
    setEntryKey(location.key);
    setLoadError(null);
    loadUserRoutes().catch((error: unknown) => {
      if (!active) return;
      if (isApiError(error) && error.status === 401) {
        // the answer is "log in": forget the cookie and go there
        clearSession();
        void navigate(`${LOGIN_PATH}?redirect=${encodeURIComponent(here.current)}`, { replace: true });
        return;
      }
      setLoadError(error);
    });
    return () => {
      active = false;
    };
  }, [loading, location.key, attempt, navigate]);

  let content: React.ReactNode;
  if (decision.action === 'redirect') content = <Redirect to={decision.to} clear={decision.clearSession === true} />;
  else if (loading) content = <Loading error={loadError} retry={() => setAttempt((n) => n + 1)} />;
  else content = <Outlet />;

  return (
    <>
      {content}
      <FeedbackHost />
    </>
  );
}
