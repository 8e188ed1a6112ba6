/** A titled card of the home page with its loading, error and empty states. */
import { Alert, Box, Button, Center, HStack, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { EmptyPicture } from '../../../ui/EmptyPicture';
import { useFeatureText } from '../../../i18n/featureIntl';
import { homeDashboardMessages } from '../messages';

export interface DashboardCardProps {
  title: string;
  caption?: ReactNode;
  actions?: ReactNode;
  loading?: boolean;
  /** Shown instead of the content (with a retry button when `onRetry` is given). */
  error?: string | null;
  onRetry?: () => void;
  /** Shown instead of the content when there is nothing to show. */
  emptyText?: string | null;
  children?: ReactNode;
}

export function DashboardCard({ title, caption, actions, loading, error, onRetry, emptyText, children }: DashboardCardProps) {
  const t = useFeatureText(homeDashboardMessages);
  let body: ReactNode = children;
  if (error) {
    body = (
      <Alert.Root status="error" size="sm">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{error}</Alert.Title>
        </Alert.Content>
        {onRetry ? (
          <Button size="xs" variant="outline" onClick={onRetry}>
            {t('homePage.retry')}
          </Button>
        ) : null}
      </Alert.Root>
    );
  } else if (loading) {
    body = (
      <Center py="6" role="status" aria-live="polite">
        <Spinner color="teal.solid" />
      </Center>
    );
  } else if (emptyText) {
    body = (
      <Center py="4">
        <Stack align="center" gap="2">
          <EmptyPicture />
          <Text textStyle="sm" color="fg.muted">
            {emptyText}
          </Text>
        </Stack>
      </Center>
    );
  }
  return (
    <Box as="section" aria-label={title} borderWidth="1px" borderRadius="md" bg="bg" p="4" minWidth="0">
      <HStack justify="space-between" align="start" mb="3" gap="2" wrap="wrap">
        <Stack gap="0">
          <Heading as="h2" size="sm">
            {title}
          </Heading>
          {caption ? (
            <Text textStyle="xs" color="fg.muted">
              {caption}
            </Text>
          ) : null}
        </Stack>
        {actions}
      </HStack>
      {body}
    </Box>
  );
}
