/**
 * The route table (hash routes, `#/orders`), built from the route catalogue:
 *
 *   /                       NavigationGate (gate.ts), hosts the API dialogs
 *   ├─ index                → /home when signed in, else /homeIndex
 *   ├─ public/mobile routes of features/public and features/mobile (they win for their paths)
 *   ├─ other public, mobile and tool pages: their screen or the placeholder, without the shell
 *   │  (tool pages under a "back to the ERP" strip: they run in a window of their own)
 *   ├─ /404
 *   └─ Shell (pathless layout): every shell page of the catalogue, plus `*` for pages the
 *      server's menu supplies (the gate sends truly unknown paths to /404)
 */
import { Center, Spinner } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { getToken } from '../api/session';
import { mobileRoutes } from '../features/mobile/routes';
import { publicRoutes } from '../features/public/routes';
import { NavigationGate } from './NavigationGate';
import { NotFoundPage } from './NotFoundPage';
import { ROUTE_CATALOG } from './routeCatalog';
import { collectPaths } from './routeKinds';
import { ScreenFor } from './shell/KeepAlivePages';
import { Shell } from './shell/Shell';
import { ToolPageBar } from './toolWindows';

/** `/`: home when signed in, else the public home page (spec 01 §2). */
export function RootRedirect() {
  return <Navigate to={getToken() ? '/home' : '/homeIndex'} replace />;
}

/** A public, mobile or tool page: its screen, or the placeholder. */
export function StandalonePage({ path }: { path: string }) {
  return (
    <Suspense
      fallback={
        <Center minH="100vh">
          <Spinner />
        </Center>
      }
    >
      <ScreenFor path={path} />
    </Suspense>
  );
}

/** A tool page (its own window): the way back to the ERP above the page. */
export function ToolPage({ path }: { path: string }) {
  return (
    <>
      <ToolPageBar />
      <StandalonePage path={path} />
    </>
  );
}

const featureRoutes: RouteObject[] = [...publicRoutes, ...mobileRoutes];
const featurePaths = new Set(collectPaths(featureRoutes));

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <NavigationGate />,
    children: [
      { index: true, element: <RootRedirect /> },
      ...featureRoutes,
      ...ROUTE_CATALOG.filter((r) => r.kind !== 'shell' && !featurePaths.has(r.path)).map((r): RouteObject => ({
        path: r.path,
        element: r.kind === 'tool' ? <ToolPage path={r.path} /> : <StandalonePage path={r.path} />,
      })),
      { path: '/404', element: <NotFoundPage /> },
      {
        element: <Shell />,
        children: [...ROUTE_CATALOG.filter((r) => r.kind === 'shell').map((r): RouteObject => ({ path: r.path, element: null })), { path: '*', element: null }],
      },
    ],
  },
];
