/** Test helper: render the public and mobile routes (plus stand-ins for pages they link to). */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createApolloClient } from '../../api/apollo';
import { AppProviders } from '../../app/providers';
import { mobileRoutes } from '../mobile/routes';
import { publicRoutes } from './routes';

const standIns: RouteObject[] = ['/login', '/register', '/home'].map((path) => ({
  path,
  element: <p data-testid="stand-in">{path}</p>,
}));

export function renderFeatureRoutes(path: string) {
  const router = createMemoryRouter([...publicRoutes, ...mobileRoutes, ...standIns], { initialEntries: [path] });
  const utils = render(
    <AppProviders apolloClient={createApolloClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router };
}
