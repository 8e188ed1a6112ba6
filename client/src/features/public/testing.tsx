/** Test helper: render the public and mobile routes (plus stand-ins for pages they link to). */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createApolloClient } from '../../api/apollo';
import { AppProviders } from '../../app/providers';
import { mobileRoutes } from '../mobile/routes';
import { publicRoutes } from './routes';

/** The routes with their `lazy` parts already loaded, so a page renders in the first pass. */
async function resolveLazyRoutes(list: RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(list.map(async ({ lazy, ...route }) => (typeof lazy === 'function' ? { ...route, ...(await lazy()) } : route)));
}
const featureRoutes = await resolveLazyRoutes([...publicRoutes, ...mobileRoutes]);

const standIns: RouteObject[] = ['/login', '/register', '/home', '/orders', '/messageList'].map((path) => ({
  path,
  element: <p data-testid="stand-in">{path}</p>,
}));

export function renderFeatureRoutes(path: string) {
  const router = createMemoryRouter([...featureRoutes, ...standIns], { initialEntries: [path] });
  const utils = render(
    <AppProviders apolloClient={createApolloClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router };
}
