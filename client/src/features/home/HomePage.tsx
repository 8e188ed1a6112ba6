import { Alert, Button, Container, Flex, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { resetApolloClient } from '../../api/apollo';
import { isApiError } from '../../api/rest';
import { useT, type MessageId } from '../../i18n';
import { LanguageSwitch } from '../../ui/LanguageSwitch';
import { useClickGuard } from '../../ui/useClickGuard';
import { logout } from '../auth/auth.api';
import { AccountCard } from './AccountCard';
import { MenuTree } from './MenuTree';
import { useUserRoutes } from './useUserRoutes';

const editions = new Set(['standard', 'professional', 'flagship']);

/** Signed-in landing page: who and which company, the menu tree, logout. */
export function HomePage() {
  const t = useT();
  const navigate = useNavigate();
  const routes = useUserRoutes();
  const [leaving, setLeaving] = useState(false);
  const editionLabel = (edition: string) =>
    editions.has(edition) ? t(`edition.${edition}` as MessageId) : edition;

  const onLogout = useClickGuard(async () => {
    setLeaving(true);
    await logout();
    await resetApolloClient();
    navigate('/login', { replace: true });
  });

  return (
    <Flex minH="100vh" direction="column" bg="bg.subtle">
      <Flex as="header" px="6" py="3" align="center" justify="space-between" bg="bg" borderBottomWidth="1px">
        <Text fontWeight="bold" color="teal.700">
          {t('app.name')}
        </Text>
        <HStack gap="3">
          <LanguageSwitch />
          <Button size="xs" variant="outline" onClick={onLogout} loading={leaving}>
            {t('home.logout')}
          </Button>
        </HStack>
      </Flex>
      <Container as="main" maxW="6xl" py="8">
        {routes.status === 'loading' ? (
          <HStack gap="3" role="status">
            <Spinner size="sm" />
            <Text>{t('app.loading')}</Text>
          </HStack>
        ) : routes.status === 'error' ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('home.loadError')}</Alert.Title>
              <Alert.Description>
                {isApiError(routes.error) ? routes.error.message : t('error.unknown')}
              </Alert.Description>
            </Alert.Content>
            <Button size="sm" variant="outline" onClick={routes.reload}>
              {t('common.retry')}
            </Button>
          </Alert.Root>
        ) : (
          <Stack gap="6">
            <Stack gap="1">
              <Heading size="2xl" as="h1">
                {t('home.welcome', { realname: routes.data.realname })}
              </Heading>
              <Text color="fg.muted">
                {t('home.company', { company: routes.data.company.name })}
                {' · '}
                {t('home.edition', { edition: editionLabel(routes.data.company.edition) })}
              </Text>
            </Stack>
            <AccountCard />
            <Stack gap="3">
              <Heading size="lg" as="h2">
                {t('home.menu')}
              </Heading>
              <MenuTree menu={routes.data.menu} emptyText={t('home.noMenu')} />
            </Stack>
          </Stack>
        )}
      </Container>
    </Flex>
  );
}
