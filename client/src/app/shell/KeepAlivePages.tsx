import { Alert, Box, Center, Spinner } from '@chakra-ui/react';
import { Component, lazy, memo, Suspense, useRef, type ErrorInfo, type ReactNode } from 'react';
import { UNSAFE_LocationContext, useLocation, useNavigationType, type Location, type NavigationType } from 'react-router';
import { reportClientLog } from '../../api/errorLog';
import { useT } from '../../i18n';
import { PageNameContext, usePageName } from '../../ui/pageName';
import { MENU_PAGE_PATHS, NOT_KEPT_ALIVE } from '../routeCatalog';
import { screens } from '../screens';
import type { PageTab } from '../tabs';
import { tabSuffixOf, usePageTitle } from './pageTitle';

class PageErrorBoundary extends Component<{ fallback: (error: Error) => ReactNode; children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    void reportClientLog({ message: `Render error: ${error.message}`, error, dataError: info.componentStack ?? null });
  }
  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

function PageError({ error }: { error: Error }) {
  const t = useT();
  return (
    <Alert.Root status="error" m="6" w="auto">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('shell.pageError')}</Alert.Title>
        <Alert.Description>{error.message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

// the placeholder brings every route's description (routeDescriptions.ts): loaded when first shown
const PlaceholderPage = lazy(async () => ({ default: (await import('../../features/placeholder/PlaceholderPage')).PlaceholderPage }));

/** The screen registered for a path, else the placeholder. */
export function ScreenFor({ path }: { path: string }) {
  const Screen = screens[path];
  // an unbuilt page the menu names shows that name too (e.g. a listing page with its platform)
  const name = usePageName();
  return Screen ? <Screen /> : <PlaceholderPage path={path} title={name} />;
}

/**
 * One kept page. It sees its own location (the one it had when last active) through the
 * router's location context, so a hidden page never reacts to another tab's address.
 */
const KeptPage = memo(function KeptPage({
  path,
  active,
  location,
  navigationType,
  name,
}: {
  path: string;
  active: boolean;
  location: Location;
  navigationType: NavigationType;
  /** The page's menu name (its tab title), shown as its heading. */
  name: string | undefined;
}) {
  return (
    <Box hidden={!active} data-page={path} data-active={active ? 'true' : 'false'} height="full" minW="0">
      <PageNameContext.Provider value={name}>
        <UNSAFE_LocationContext.Provider value={{ location, navigationType }}>
          <PageErrorBoundary fallback={(error) => <PageError error={error} />}>
            <Suspense
              fallback={
                <Center py="20">
                  <Spinner />
                </Center>
              }
            >
              <ScreenFor path={path} />
            </Suspense>
          </PageErrorBoundary>
        </UNSAFE_LocationContext.Provider>
      </PageNameContext.Provider>
    </Box>
  );
});

/**
 * Keep-alive (spec 01 §2): every open tab visited in this page session stays mounted, hidden,
 * with its state; closing the tab unmounts it. /imageManagement is not kept alive, nor are pages
 * without a tab (/home, /messageList).
 */
export function KeepAlivePages({ tabs }: { tabs: readonly PageTab[] }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const pageTitle = usePageTitle();
  const visited = useRef(new Map<string, { location: Location; navigationType: NavigationType }>());
  const current = location.pathname;

  const open = new Set(tabs.filter((t) => !NOT_KEPT_ALIVE.has(t.path)).map((t) => t.path));
  for (const path of [...visited.current.keys()]) {
    if (path !== current && !open.has(path)) visited.current.delete(path);
  }
  const previous = visited.current.get(current);
  if (!previous || previous.location.key !== location.key || previous.location.search !== location.search) {
    visited.current.set(current, { location, navigationType });
  }

  // a page the menu names takes that name as its heading (not in detail mode, which shows a record)
  const menuName = (path: string, at: Location): string | undefined =>
    MENU_PAGE_PATHS.has(path) && !new URLSearchParams(at.search).has('detailType') ? pageTitle(path, tabSuffixOf(at.state)) : undefined;

  return (
    <>
      {[...visited.current.entries()].map(([path, seen]) => (
        <KeptPage
          key={path}
          path={path}
          active={path === current}
          location={seen.location}
          navigationType={seen.navigationType}
          name={menuName(path, seen.location)}
        />
      ))}
    </>
  );
}
