import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useSessionRoutes } from '../../app/session';
import { useT, type MessageId } from '../../i18n';
import { AccountCard } from './AccountCard';
import { MenuTree } from './MenuTree';

const editions = new Set(['standard', 'professional', 'flagship']);

/**
 * /home inside the shell: who and which company, the account, the menu tree.
 * (The dashboard of spec 01 §2 'Home dashboard' replaces this in its own issue.)
 */
export function HomePage() {
  const t = useT();
  const routes = useSessionRoutes();
  if (!routes) return null;
  const editionLabel = (edition: string) => (editions.has(edition) ? t(`edition.${edition}` as MessageId) : edition);
  return (
    <Container maxW="6xl" py="8">
      <Stack gap="6">
        <Stack gap="1">
          <Heading size="2xl" as="h1">
            {t('home.welcome', { realname: routes.realname })}
          </Heading>
          <Text color="fg.muted">
            {t('home.company', { company: routes.company.name })}
            {' · '}
            {t('home.edition', { edition: editionLabel(routes.company.edition) })}
          </Text>
        </Stack>
        <AccountCard />
        <Stack gap="3">
          <Heading size="lg" as="h2">
            {t('home.menu')}
          </Heading>
          <MenuTree menu={routes.menu} emptyText={t('home.noMenu')} />
        </Stack>
      </Stack>
    </Container>
  );
}
