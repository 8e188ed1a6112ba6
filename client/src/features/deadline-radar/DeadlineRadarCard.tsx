/**
 * The deadline radar on the home page (issue 21 item 8): the few soonest deadlines with their time
 * left and a link to the whole list. Shown only to accounts that may open /deadlineRadar.
 */
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { RADAR_HOME_ROWS } from '@erp/schema';
import { openTab } from '../../app/tabs';
import { useFeatureText } from '../../i18n/featureIntl';
import { FeatureScope } from '../../ui/FeatureScope';
import { useHasPermission } from '../../ui/PermissionGuard';
import { DashboardCard } from '../home/components/DashboardCard';
import { radarTarget, URGENCY_COLORS, useDeadlineRadar } from './hooks';
import { radarMessages } from './messages';
import { timeLeftText } from './timeLeft';

export function DeadlineRadarCard() {
  const may = useHasPermission('deadlineRadar');
  if (!may) return null;
  return (
    <FeatureScope messages={radarMessages}>
      <RadarCard />
    </FeatureScope>
  );
}

function RadarCard() {
  const t = useFeatureText(radarMessages);
  const radar = useDeadlineRadar(1, RADAR_HOME_ROWS, '', { silent: true, pollMs: 60_000 });
  return (
    <DashboardCard
      title={t('radar.card.title')}
      loading={radar.loading && !radar.record}
      error={radar.error && !radar.record ? t('radar.empty') : null}
      onRetry={() => void radar.refetch()}
      emptyText={radar.record && !radar.items.length ? t('radar.empty') : null}
      actions={
        radar.total ? (
          <Button size="xs" variant="ghost" onClick={() => openTab('/deadlineRadar')}>
            {t('radar.card.more', { count: radar.total })}
          </Button>
        ) : null
      }
    >
      <Stack as="ul" listStyleType="none" m="0" p="0" gap="2" aria-label={t('radar.card.title')}>
        {radar.items.map((r) => (
          <HStack as="li" key={`${r.kind}-${r.id}`} justify="space-between" gap="3">
            <HStack gap="2" minW="0">
              <Badge colorPalette={URGENCY_COLORS[r.urgency]} variant={r.urgency === 'later' ? 'outline' : 'solid'} flexShrink={0}>
                {timeLeftText(r.minutesLeft, t)}
              </Badge>
              <Text textStyle="sm" truncate>
                {r.kind === 'shipBy'
                  ? t('radar.order', { orderNo: r.reference })
                  : r.kind === 'afterSales'
                    ? t('radar.case', { caseNo: r.reference, buyer: r.buyer })
                    : t('radar.message', { buyer: r.buyer })}{' '}
                · {r.shopName}
              </Text>
            </HStack>
            <Button size="2xs" variant="outline" onClick={() => openTab(radarTarget(r))}>
              {t('radar.open')}
            </Button>
          </HStack>
        ))}
      </Stack>
    </DashboardCard>
  );
}
