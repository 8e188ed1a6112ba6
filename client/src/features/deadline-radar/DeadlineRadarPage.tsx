/**
 * /deadlineRadar (issue 21 item 8): every marketplace deadline of the caller's shops in one list,
 * soonest first — unshipped orders by their ship-by time and buyers waiting for an answer (due 24 h
 * after the first unanswered message) — with the time left, how pressing it is, and a way to the
 * screen that deals with it. Refreshed every minute.
 */
import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { RADAR_KINDS, marketplaceLabel, type RadarKind } from '@erp/schema';
import { useState } from 'react';
import { openTab } from '../../app/tabs';
import { useFeatureText } from '../../i18n/featureIntl';
import { ChoiceSelect, DataTable, DEFAULT_PAGE_SIZE, type DataTableColumn } from '../../ui';
import { featurePage, PageFrame } from '../../ui/FeatureScope';
import { formatDateTime } from '../../ui/format';
import { radarTarget, URGENCY_COLORS, useDeadlineRadar, type RadarRow } from './hooks';
import { radarMessages, type RadarMessageId } from './messages';
import { timeLeftText } from './timeLeft';

export const DeadlineRadarPage = featurePage(radarMessages, DeadlineRadarScreen);

/** Refresh of the list: time left moves on. */
const RADAR_REFRESH_MS = 60_000;

export function useRadarColumns(): DataTableColumn<RadarRow>[] {
  const t = useFeatureText(radarMessages);
  return [
    {
      key: 'timeLeft',
      header: t('radar.col.timeLeft'),
      cell: (r) => (
        <Badge colorPalette={URGENCY_COLORS[r.urgency]} variant={r.urgency === 'later' ? 'outline' : 'solid'}>
          {timeLeftText(r.minutesLeft, t)}
        </Badge>
      ),
    },
    {
      key: 'what',
      header: t('radar.col.what'),
      cell: (r) => (
        <Stack gap="0">
          <Text textStyle="sm">
            {r.kind === 'shipBy'
              ? t('radar.order', { orderNo: r.reference })
              : r.kind === 'afterSales'
                ? t('radar.case', { caseNo: r.reference, buyer: r.buyer })
                : t('radar.message', { buyer: r.buyer })}
          </Text>
          <Text textStyle="xs" color="fg.muted">
            {t(`radar.kind.${r.kind}` as RadarMessageId)}
            {r.platformOrderNo && r.platformOrderNo !== r.reference ? ` · ${r.platformOrderNo}` : ''}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'shop',
      header: t('radar.col.shop'),
      cell: (r) => (
        <Stack gap="0">
          <Text textStyle="sm">{r.shopName}</Text>
          <Text textStyle="xs" color="fg.muted">
            {marketplaceLabel(r.platformType)}
          </Text>
        </Stack>
      ),
    },
    { key: 'deadline', header: t('radar.col.deadline'), cell: (r) => formatDateTime(r.deadline) },
    {
      key: 'open',
      header: '',
      align: 'end',
      cell: (r) => (
        <Button size="xs" variant="outline" onClick={() => openTab(radarTarget(r))}>
          {t('radar.open')}
        </Button>
      ),
    },
  ];
}

function DeadlineRadarScreen() {
  const t = useFeatureText(radarMessages);
  const [kind, setKind] = useState<'' | RadarKind>('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const radar = useDeadlineRadar(page, pageSize, kind, { pollMs: RADAR_REFRESH_MS });
  const columns = useRadarColumns();
  return (
    <PageFrame title={t('radar.title')} description={t('radar.description')}>
      <DataTable
        aria-label={t('radar.title')}
        toolbar={
          <ChoiceSelect
            w="200px"
            value={kind}
            onChange={(v) => {
              setKind(v as '' | RadarKind);
              setPage(1);
            }}
            options={RADAR_KINDS.map((k) => ({ value: k, label: t(`radar.kind.${k}` as RadarMessageId) }))}
            empty={t('radar.kind.all')}
            aria-label={t('radar.kind')}
          />
        }
        columns={columns}
        rows={radar.items}
        rowKey={(r) => `${r.kind}-${r.id}`}
        page={page}
        pageSize={pageSize}
        total={radar.total}
        onPageChange={(p, size) => {
          setPage(p);
          setPageSize(size);
        }}
        loading={radar.loading && !radar.record}
        error={radar.error}
        onRetry={() => void radar.refetch()}
        emptyText={t('radar.empty')}
      />
    </PageFrame>
  );
}
