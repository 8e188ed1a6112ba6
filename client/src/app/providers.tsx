import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { getApolloClient } from '../api/apollo';
import { I18nProvider } from '../i18n';
import { ConfirmProvider } from '../ui/ConfirmDialog';
import { PermissionsProvider } from '../ui/PermissionGuard';
import { usePermissions } from './session';
import { Toaster } from '../ui/toaster';
import { system } from './theme';

/** Everything a page needs around it: design system, texts, GraphQL client, confirm dialogs, toasts. */
export function AppProviders({ children, apolloClient }: { children: ReactNode; apolloClient?: ApolloClient }) {
  return (
    <ChakraProvider value={system}>
      <I18nProvider>
        <ApolloProvider client={apolloClient ?? getApolloClient()}>
          <SessionPermissions>
            <ConfirmProvider>{children}</ConfirmProvider>
          </SessionPermissions>
          <Toaster />
        </ApolloProvider>
      </I18nProvider>
    </ChakraProvider>
  );
}

/** The signed-in user's permissions for the kit's guards (the kit does not reach into the session itself). */
function SessionPermissions({ children }: { children: ReactNode }) {
  return <PermissionsProvider value={usePermissions()}>{children}</PermissionsProvider>;
}
