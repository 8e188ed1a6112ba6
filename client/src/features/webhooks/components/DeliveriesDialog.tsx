/** An endpoint's delivery log: status tabs with counts, response code, duration, attempts, error, resend. */
import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { LuRotateCw } from 'react-icons/lu';
import { PermissionGuard, type DataTableColumn } from '../../../ui';
import { formatDateTime } from '../../../ui/format';
import { InfoDialog } from '../../../ui/resource/FormDialog';
import { RowActions, StatusTabs, useListScreen, ListTable } from '../../../ui/resource';
import { useFeatureText } from '../../../i18n/featureIntl';
import { DELIVERY_TABS, deliveryList, useDeliveryCounts, useWebhookCommands, type DeliveryRow, type DeliveryTab, type EndpointRow } from '../hooks';
import { webhooksMessages, type WebhooksMessageId } from '../messages';

const STATUS_COLORS: Record<string, string> = { pending: 'orange', succeeded: 'green', failed: 'red' };

export function DeliveriesDialog({ endpoint, onClose }: { endpoint: EndpointRow; onClose: () => void }) {
  const t = useFeatureText(webhooksMessages);
  const commands = useWebhookCommands();
  const counts = useDeliveryCounts(endpoint.id);
  const screen = useListScreen({
    ...deliveryList,
    url: false,
    paging: 'limit',
    pageSize: 20,
    tabs: { values: DELIVERY_TABS },
    variables: (_filter, _sort, tab) => ({ endpointId: endpoint.id, status: tab === 'all' ? undefined : (tab as Exclude<DeliveryTab, 'all'>) }),
  });
  const reload = () => {
    screen.reload();
    void counts.refetch();
  };
  const failed = counts.record?.failed ?? 0;

  const columns: DataTableColumn<DeliveryRow>[] = [
    {
      key: 'event',
      header: t('webhookPage.log.col.event'),
      hideable: false,
      cell: (d) => (
        <Stack gap="0">
          <Text fontFamily="mono" textStyle="sm">
            {d.eventType}
          </Text>
          <Text textStyle="xs" color="fg.muted">
            #{d.eventId} · {d.id}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: t('webhookPage.log.col.status'),
      cell: (d) => (
        <Stack gap="0">
          <Badge colorPalette={STATUS_COLORS[d.status] ?? 'gray'} alignSelf="start">
            {t(`webhookPage.log.tab.${d.status}` as WebhooksMessageId)}
          </Badge>
          {d.nextAttemptAt ? (
            <Text textStyle="xs" color="fg.muted">
              {t('webhookPage.log.next', { time: formatDateTime(d.nextAttemptAt) })}
            </Text>
          ) : null}
          {d.deliveredAt ? (
            <Text textStyle="xs" color="fg.muted">
              {t('webhookPage.log.deliveredAt', { time: formatDateTime(d.deliveredAt) })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'response', header: t('webhookPage.log.col.response'), align: 'end', cell: (d) => d.responseCode ?? '—' },
    {
      key: 'duration',
      header: t('webhookPage.log.col.duration'),
      align: 'end',
      cell: (d) => (d.durationMs == null ? '—' : t('webhookPage.log.ms', { ms: d.durationMs })),
    },
    { key: 'attempts', header: t('webhookPage.log.col.attempts'), align: 'end', cell: (d) => d.attempts },
    {
      key: 'error',
      header: t('webhookPage.log.col.error'),
      cell: (d) =>
        d.error ? (
          <Text textStyle="xs" color="fg.error" lineClamp={2} title={d.error}>
            {d.error}
          </Text>
        ) : (
          '—'
        ),
    },
    { key: 'time', header: t('webhookPage.log.col.time'), cell: (d) => formatDateTime(d.createdAt) },
    {
      key: 'actions',
      header: t('webhookPage.log.col.actions'),
      hideable: false,
      cell: (d) => (
        <RowActions
          record={`${d.eventType} ${d.id}`}
          actions={[
            {
              key: 'resend',
              label: t('webhookPage.log.resend'),
              permission: 'webhook.manage',
              when: endpoint.status === 'enabled',
              onClick: () =>
                void commands.resend({ id: d.id }, { success: t('webhookPage.log.resent'), failure: t('webhookPage.failed') }).then((o) => o.ok && reload()),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <InfoDialog title={t('webhookPage.log.title', { name: endpoint.name })} onClose={onClose} size="xl" closeText={t('webhookPage.log.close')}>
      <Stack gap="3">
        <StatusTabs
          value={screen.tab as DeliveryTab}
          tabs={DELIVERY_TABS}
          onChange={screen.setTab}
          label={(tab) => t(`webhookPage.log.tab.${tab}` as WebhooksMessageId)}
          count={(tab) => counts.record?.[tab]}
        />
        <ListTable
          page={{
            title: t('webhookPage.log.title', { name: endpoint.name }),
            emptyText: t('webhookPage.log.empty'),
            name: 'webhookDeliveries',
            toolbar: (
              <PermissionGuard permission="webhook.manage">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={!failed || endpoint.status !== 'enabled'}
                  onClick={() =>
                    void screen
                      .run(
                        () =>
                          commands.resendFailed(
                            { endpointId: endpoint.id },
                            { success: t('webhookPage.log.resentCount', { count: failed }), failure: t('webhookPage.failed') },
                          ),
                        { confirm: t('webhookPage.log.confirmResendFailed', { count: failed }) },
                      )
                      .then((ok) => ok && void counts.refetch())
                  }
                >
                  <LuRotateCw />
                  {t('webhookPage.log.resendFailed')}
                </Button>
              </PermissionGuard>
            ),
          }}
          screen={screen}
          columns={columns}
        />
      </Stack>
    </InfoDialog>
  );
}
