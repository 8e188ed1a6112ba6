/**
 * Test helper for the settings screens: the page inside the app's providers (Chakra, react-intl,
 * Apollo against msw, toasts), a memory router at `path` (query parameters work) and the
 * permissions the test gives (PermissionGuard reads them instead of the session).
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createApolloClient } from '../api/apollo';
import { AppProviders } from '../app/providers';
import { PermissionsProvider, toaster } from '../ui';

export interface RenderPageOptions {
  /** Address the page opens at (default '/'). */
  path?: string;
  /** Permission names the user holds (default: none). */
  permissions?: string[];
}

export function renderPage(page: ReactElement, { path = '/', permissions = [] }: RenderPageOptions = {}) {
  // the toaster is app-wide: drop toasts of earlier tests (at most 5 show at once)
  toaster.remove();
  const router = createMemoryRouter([{ path: '*', element: <PermissionsProvider names={permissions}>{page}</PermissionsProvider> }], {
    initialEntries: [path],
  });
  const utils = render(
    <AppProviders apolloClient={createApolloClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router };
}

/** A GraphQL typed-result validation failure as the server sends it. */
export function validationError(fieldErrors: Record<string, string>, message = '请修改标出的字段') {
  return {
    __typename: 'ValidationError' as const,
    messageId: 'validation.failed',
    message,
    fieldErrors: Object.entries(fieldErrors).map(([field, msg]) => ({ __typename: 'FieldError' as const, field, message: msg })),
  };
}

/** A GraphQL error answer (the list's error state). */
export function graphqlFailure(message = 'Unexpected error.') {
  return { errors: [{ message, extensions: { code: 'INTERNAL_SERVER_ERROR' } }] };
}
