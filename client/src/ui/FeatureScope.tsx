/**
 * What every settings screen sits in: its texts (the feature's `{ zh, en }` dictionary added to
 * react-intl, so the screen speaks both languages before and after the i18n layer merges it)
 * and a confirm-dialog host for `useConfirm()` (harmless if the app mounts one as well).
 */
import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';
import { ConfirmProvider } from './ConfirmDialog';
import { usePageName } from './pageName';
import { FeatureMessagesProvider, type FeatureMessages } from '../i18n/featureIntl';

export function FeatureScope({ messages, children }: { messages: FeatureMessages; children: ReactNode }) {
  return (
    <FeatureMessagesProvider messages={messages}>
      <ConfirmProvider>{children}</ConfirmProvider>
    </FeatureMessagesProvider>
  );
}

/**
 * A route's page: the screen inside its feature's scope, once per page instead of a wrapper
 * function in every file. `export const LedgerPage = featurePage(stockBillsMessages, LedgerScreen);`
 */
export function featurePage(messages: FeatureMessages, Screen: ComponentType) {
  return function FeaturePage() {
    return (
      <FeatureScope messages={messages}>
        <Screen />
      </FeatureScope>
    );
  };
}

/**
 * Page frame: title (h1), optional description and actions, then the content. Inside the shell,
 * a page the menu names shows that name (the same text as its card tab) instead of `title`.
 */
export function PageFrame({ title, description, actions, children }: { title: string; description?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const name = usePageName();
  return (
    <Stack gap="4" p={{ base: '3', md: '5' }} width="full" minW="0">
      <HStack justify="space-between" align="start" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="lg">
            {name ?? title}
          </Heading>
          {description ? (
            <Text color="fg.muted" textStyle="sm">
              {description}
            </Text>
          ) : null}
        </Stack>
        {actions ? <HStack gap="2">{actions}</HStack> : null}
      </HStack>
      {children}
    </Stack>
  );
}
