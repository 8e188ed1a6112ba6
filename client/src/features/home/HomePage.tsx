/**
 * /home (spec 01 §2 'Home dashboard'): welcome line with the real name, the company and edition,
 * the figure cards (shops, orders, customer service) linking to the lists they count, the sales
 * chart, the bottom cards (platform shares, unshipped orders, top shops, bulletins), alert
 * bulletins one after another, the deadline radar's soonest deadlines, and the account card.
 */
import { Button, Container, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useSessionRoutes } from '../../app/session';
import { useT, type MessageId } from '../../i18n';
import { featurePage } from '../../ui/FeatureScope';
import { useFeatureText } from '../../i18n/featureIntl';
import { formatDateTime } from '../../ui/format';
import { DeadlineRadarCard } from '../deadline-radar/DeadlineRadarCard';
import { AccountCard } from './AccountCard';
import { AlertBulletins } from './components/AlertBulletins';
import { BottomCards } from './components/BottomCards';
import { FigureCards } from './components/FigureCards';
import { SalesReportCard } from './components/SalesReportCard';
import { useHomeBottomData, useHomeDashboard } from './hooks';
import { homeDashboardMessages } from './messages';

const editions = new Set(['standard', 'professional', 'flagship']);

export const HomePage = featurePage(homeDashboardMessages, HomeScreen);

function HomeScreen() {
  const t = useT();
  const h = useFeatureText(homeDashboardMessages);
  const routes = useSessionRoutes();
  const figures = useHomeDashboard();
  const bottom = useHomeBottomData();
  if (!routes) return null;
  const editionLabel = (edition: string) => (editions.has(edition) ? t(`edition.${edition}` as MessageId) : edition);
  return (
    <Container maxW="8xl" py="6">
      <Stack gap="5">
        <HStack justify="space-between" align="end" wrap="wrap" gap="3">
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
          <HStack gap="3">
            {figures.dashboard ? (
              <Text textStyle="xs" color="fg.muted" data-testid="counted-at">
                {h('homePage.countedAt', { time: formatDateTime(figures.dashboard.requestTime) })}
              </Text>
            ) : null}
            <Button
              size="xs"
              variant="outline"
              loading={figures.loading}
              onClick={() => {
                void figures.refetch();
                void bottom.refetch();
              }}
            >
              {h('homePage.refresh')}
            </Button>
          </HStack>
        </HStack>
        <FigureCards dashboard={figures.dashboard} error={figures.error ? h('homePage.figures.error') : null} onRetry={figures.refetch} />
        <DeadlineRadarCard />
        <SalesReportCard />
        <BottomCards bottom={bottom.bottom} loading={bottom.loading} error={bottom.error ? h('homePage.loadFailed') : null} onRetry={bottom.refetch} />
        <AccountCard />
      </Stack>
      {bottom.bottom?.alertNotices.length ? <AlertBulletins alerts={bottom.bottom.alertNotices} /> : null}
    </Container>
  );
}
