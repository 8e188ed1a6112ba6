/**
 * Dry run of a logistics rule: which orders of the last N days (any status) it would have
 * matched, and which an enabled rule of higher priority would take first, page by page.
 */
import { Alert, Badge, HStack, NativeSelect, Stack, Switch, Text } from '@chakra-ui/react';
import { BASE_CURRENCY, DRY_RUN_DAYS_DEFAULT, type IneligibleReason } from '@erp/schema';
import { useState } from 'react';
import type { LogisticsRuleInput } from '../../../api/generated/types';
import { DataTable, FIRST_PAGE, type DataTableColumn } from '../../../ui';
import { formatDateTime } from '../../../ui/format';
import { InfoDialog } from '../../../ui/resource';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useDryRun, type DryRunOrder } from '../hooks';
import { orderRulesMessages } from '../messages';
import { ordersMessages, type OrdersMessageId } from '../../orders/messages';
import { TwoLines } from '../../../ui/cells';

const DAYS = [7, 15, DRY_RUN_DAYS_DEFAULT, 60, 90];
const PAGE_SIZE = 10;

export function DryRunDialog({ target, name, onClose }: { target: { id?: number; input?: LogisticsRuleInput }; name: string; onClose: () => void }) {
  const t = useFeatureText(orderRulesMessages);
  const orderText = useFeatureText(ordersMessages);
  const [days, setDays] = useState(DRY_RUN_DAYS_DEFAULT);
  const [appliedOnly, setAppliedOnly] = useState(false);
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const { data, failure, loading, error, refetch } = useDryRun(target, days, page, pageSize, appliedOnly);
  const title = t('orderRulesPage.dry.title', { name });
  const cheapest = target.input ? target.input.channelChoice === 'cheapest' : Boolean(data?.orders.some((o) => o.candidates.length));
  const total = data ? (appliedOnly ? data.appliedCount : data.matchedCount) : 0;

  const columns: DataTableColumn<DryRunOrder>[] = [
    {
      key: 'order',
      header: t('orderRulesPage.dry.col.order'),
      hideable: false,
      cell: (r) => <TwoLines main={r.orderNo} sub={r.platformOrderNo === r.orderNo ? undefined : r.platformOrderNo} mono strong />,
    },
    { key: 'shop', header: t('orderRulesPage.dry.col.shop'), cell: (r) => r.shopName || '—' },
    { key: 'status', header: t('orderRulesPage.dry.col.status'), cell: (r) => orderText(`orderScreen.status.${r.status}` as OrdersMessageId) },
    { key: 'destination', header: t('orderRulesPage.dry.col.destination'), cell: (r) => `${r.country || '—'} ${r.postcode}` },
    { key: 'amount', header: t('orderRulesPage.dry.col.amount'), align: 'end', cell: (r) => `${r.totalAmount} ${r.currency}` },
    { key: 'weight', header: t('orderRulesPage.dry.col.weight'), align: 'end', cell: (r) => `${r.weight} / ${r.quantity}` },
    { key: 'orderedAt', header: t('orderRulesPage.dry.col.orderedAt'), cell: (r) => formatDateTime(r.orderedAt) },
    ...(cheapest
      ? [
          {
            key: 'channel',
            header: t('orderRulesPage.dry.col.channel'),
            hideable: false,
            cell: (r: DryRunOrder) => <ChannelChoiceCell row={r} />,
          } satisfies DataTableColumn<DryRunOrder>,
        ]
      : []),
    {
      key: 'result',
      header: t('orderRulesPage.dry.col.result'),
      hideable: false,
      cell: (r) =>
        r.takenByRuleId ? (
          <Badge colorPalette="orange">{t('orderRulesPage.dry.takenBy', { name: r.takenByRuleName })}</Badge>
        ) : cheapest && r.channelId == null ? (
          <Badge colorPalette="gray">{t('orderRulesPage.dry.nextRule')}</Badge>
        ) : (
          <Badge colorPalette="green">{t('orderRulesPage.dry.applies')}</Badge>
        ),
    },
  ];

  return (
    <InfoDialog title={title} closeText={t('orderRulesPage.close')} onClose={onClose} size={cheapest ? 'cover' : 'xl'} footer={false}>
      <Stack gap="3">
        <HStack gap="4" wrap="wrap">
          <HStack gap="2">
            <Text textStyle="sm">{t('orderRulesPage.dry.days')}</Text>
            <NativeSelect.Root size="sm" width="24">
              <NativeSelect.Field
                aria-label={t('orderRulesPage.dry.days')}
                value={String(days)}
                onChange={(e) => {
                  setDays(Number(e.target.value));
                  setPage(FIRST_PAGE);
                }}
              >
                {DAYS.map((d) => (
                  <option key={d} value={String(d)}>
                    {d}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
          <Switch.Root
            size="sm"
            checked={appliedOnly}
            onCheckedChange={(d) => {
              setAppliedOnly(d.checked);
              setPage(FIRST_PAGE);
            }}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{t('orderRulesPage.dry.appliedOnly')}</Switch.Label>
          </Switch.Root>
        </HStack>
        {failure ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        ) : null}
        {data ? (
          <Text textStyle="sm" aria-live="polite">
            {t('orderRulesPage.dry.summary', {
              days: data.days,
              scanned: data.scanned,
              matched: data.matchedCount,
              taken: data.takenCount,
              applied: data.appliedCount,
            })}
            {data.matchedCount - data.takenCount > data.appliedCount
              ? ` ${t('orderRulesPage.dry.fallThrough', { count: data.matchedCount - data.takenCount - data.appliedCount })}`
              : ''}
            {data.truncated ? ` ${t('orderRulesPage.dry.truncated')}` : ''}
          </Text>
        ) : null}
        <DataTable
          aria-label={title}
          columns={columns}
          rows={data?.orders ?? []}
          rowKey="orderId"
          page={page}
          pageSize={pageSize}
          total={total}
          pageSizes={[10, 20, 50]}
          onPageChange={(p, size) => {
            setPage(p);
            setPageSize(size);
          }}
          loading={loading}
          error={error}
          onRetry={refetch}
          emptyText={t('orderRulesPage.dry.empty')}
          columnChooser={false}
        />
      </Stack>
    </InfoDialog>
  );
}

/** A cheapest-channel rule's choice for one order: the channel and its freight, then every other candidate with its price or why not. */
function ChannelChoiceCell({ row }: { row: DryRunOrder }) {
  const t = useFeatureText(orderRulesMessages);
  const others = row.candidates.filter((c) => c.channelId !== row.channelId);
  // candidates are priced in the base currency (CNY), whatever their rate card's currency
  return (
    <Stack gap="0.5">
      {row.channelId ? (
        <Text textStyle="sm" fontWeight="medium">
          {row.channelName} · {row.freight?.toFixed(2)} {row.freightCurrency}
        </Text>
      ) : (
        <Badge colorPalette="red">{t('orderRulesPage.dry.noEligible')}</Badge>
      )}
      {others.map((c) => (
        <Text key={c.channelId} textStyle="xs" color="fg.muted">
          {t('orderRulesPage.dry.candidate', {
            name: c.name,
            price: c.eligible
              ? c.price != null
                ? `${c.price.toFixed(2)} ${BASE_CURRENCY}`
                : '—'
              : c.reasons.map((k) => t(`orderRulesPage.reason.${k as IneligibleReason}`)).join(', '),
          })}
        </Text>
      ))}
    </Stack>
  );
}
