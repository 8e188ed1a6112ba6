/**
 * The transit report of /logisticsTracking: parcels delivered in a date range, bucketed by transit
 * time (spec 02 §9) with the 90th / 95th percentiles, overall, per channel and per country.
 */
import { Alert, Box, Button, Card, HStack, Input, SimpleGrid, Stat, Table, Tabs, Text } from '@chakra-ui/react';
import { TRANSIT_BUCKETS } from '@erp/schema';
import { useState } from 'react';
import { BarChart } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { dayBoundary } from '../../../ui/format';
import { useTrackingReport, type TrackingReportData } from '../hooks';
import { trackingMessages, type TrackingMessageId } from '../messages';

const day = (d: Date) => {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
};

export function TrackingReportPanel() {
  const t = useFeatureText(trackingMessages);
  const [from, setFrom] = useState(() => day(new Date(Date.now() - 90 * 86_400_000)));
  const [to, setTo] = useState(() => day(new Date()));
  const [applied, setApplied] = useState({ from, to });
  const {
    report,
    refused: failure,
    loading,
    error,
    refetch,
  } = useTrackingReport({ from: dayBoundary(applied.from, false), to: dayBoundary(applied.to, true) });
  const [by, setBy] = useState<'byChannel' | 'byCountry'>('byChannel');
  const days = (v: number | null | undefined) => (v == null ? '—' : t('trackingReport.days', { value: Number(v.toFixed(2)) }));
  const bucketLabels = TRANSIT_BUCKETS.map((b) => t(`trackingReport.bucket.${b.key}` as TrackingMessageId));

  return (
    <Card.Root variant="outline" size="sm" aria-label={t('trackingReport.title')} role="region">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Card.Title>{t('trackingReport.title')}</Card.Title>
          <HStack gap="2" wrap="wrap">
            <Text textStyle="sm">{t('trackingReport.range')}</Text>
            <Input size="sm" type="date" width="40" value={from} onChange={(e) => setFrom(e.target.value)} aria-label={`${t('trackingReport.range')} from`} />
            <Text>–</Text>
            <Input size="sm" type="date" width="40" value={to} onChange={(e) => setTo(e.target.value)} aria-label={`${t('trackingReport.range')} to`} />
            <Button
              size="sm"
              variant="outline"
              loading={loading}
              onClick={() => (from === applied.from && to === applied.to ? refetch() : setApplied({ from, to }))}
            >
              {t('trackingReport.refresh')}
            </Button>
          </HStack>
        </HStack>
        <Text textStyle="xs" color="fg.muted">
          {t('trackingReport.hint')}
        </Text>
      </Card.Header>
      <Card.Body gap="4">
        {error || failure ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description>{failure || t('trackingReport.failed')}</Alert.Description>
          </Alert.Root>
        ) : null}
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          <Stat.Root>
            <Stat.Label>{t('trackingReport.delivered')}</Stat.Label>
            <Stat.ValueText>{report?.overall.count ?? '—'}</Stat.ValueText>
          </Stat.Root>
          <Stat.Root>
            <Stat.Label>{t('trackingReport.average')}</Stat.Label>
            <Stat.ValueText>{days(report?.overall.average)}</Stat.ValueText>
          </Stat.Root>
          <Stat.Root>
            <Stat.Label>{t('trackingReport.p90')}</Stat.Label>
            <Stat.ValueText>{days(report?.overall.p90)}</Stat.ValueText>
          </Stat.Root>
          <Stat.Root>
            <Stat.Label>{t('trackingReport.p95')}</Stat.Label>
            <Stat.ValueText>{days(report?.overall.p95)}</Stat.ValueText>
          </Stat.Root>
        </SimpleGrid>
        <BarChart
          title={t('trackingReport.chart')}
          height={220}
          loading={loading && !report}
          emptyText={t('trackingReport.empty')}
          labels={report && report.overall.count > 0 ? bucketLabels : []}
          series={report && report.overall.count > 0 ? [{ label: t('trackingReport.count'), data: report.overall.buckets.map((b) => b.count) }] : []}
        />
        <Tabs.Root value={by} onValueChange={(d) => setBy(d.value as 'byChannel' | 'byCountry')} size="sm">
          <Tabs.List>
            <Tabs.Trigger value="byChannel">{t('trackingReport.byChannel')}</Tabs.Trigger>
            <Tabs.Trigger value="byCountry">{t('trackingReport.byCountry')}</Tabs.Trigger>
          </Tabs.List>
        </Tabs.Root>
        <GroupTable report={report} by={by} bucketLabels={bucketLabels} days={days} />
      </Card.Body>
    </Card.Root>
  );
}

function GroupTable({
  report,
  by,
  bucketLabels,
  days,
}: {
  report: TrackingReportData | null;
  by: 'byChannel' | 'byCountry';
  bucketLabels: string[];
  days: (v: number | null | undefined) => string;
}) {
  const t = useFeatureText(trackingMessages);
  const groups = report?.[by] ?? [];
  if (groups.length === 0)
    return (
      <Text color="fg.muted" textStyle="sm">
        {t('trackingReport.empty')}
      </Text>
    );
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" aria-label={t(by === 'byChannel' ? 'trackingReport.byChannel' : 'trackingReport.byCountry')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('trackingReport.group')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('trackingReport.count')}</Table.ColumnHeader>
            {bucketLabels.map((l) => (
              <Table.ColumnHeader key={l} textAlign="end">
                {l}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="end">{t('trackingReport.p90')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('trackingReport.p95')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {groups.map((g) => (
            <Table.Row key={g.key}>
              <Table.Cell>{g.label || '—'}</Table.Cell>
              <Table.Cell textAlign="end">{g.count}</Table.Cell>
              {g.buckets.map((b) => (
                <Table.Cell key={b.key} textAlign="end">
                  {b.count}
                </Table.Cell>
              ))}
              <Table.Cell textAlign="end">{days(g.p90)}</Table.Cell>
              <Table.Cell textAlign="end">{days(g.p95)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
