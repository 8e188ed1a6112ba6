/** /webhooks (issue 17): the company's webhook endpoints, their status and failure streak, the signing secret shown once, test ping and the delivery log. */
import { Badge, Stack, Text } from '@chakra-ui/react';
import { type DataTableColumn } from '../../ui';
import { FeatureScope } from '../../ui/FeatureScope';
import { formatDateTime } from '../../ui/format';
import { toastError, toastSuccess } from '../../ui/toaster';
import { ListPage, pageOf, RowActions, useDialog, useListScreen } from '../../ui/resource';
import { useFeatureText } from '../../i18n/featureIntl';
import { DeliveriesDialog } from './components/DeliveriesDialog';
import { EndpointFormDialog } from './components/EndpointFormDialog';
import { SecretDialog } from './components/SecretDialog';
import { endpointList, useWebhookCommands, type EndpointRow } from './hooks';
import { webhooksMessages, type WebhooksMessageId } from './messages';

export function WebhooksPage() {
  return (
    <FeatureScope messages={webhooksMessages}>
      <WebhooksScreen />
    </FeatureScope>
  );
}

type Dialog = { kind: 'create' } | { kind: 'edit' | 'deliveries'; endpoint: EndpointRow } | { kind: 'secret'; name: string; secret: string };

function WebhooksScreen() {
  const t = useFeatureText(webhooksMessages);
  const commands = useWebhookCommands();
  const screen = useListScreen({ ...endpointList, pageSize: 20 });
  const dialog = useDialog<Dialog>(screen.reload);
  const failure = t('webhookPage.failed');

  const ping = async (e: EndpointRow) => {
    const outcome = await commands.ping({ id: e.id }, { failure });
    if (!outcome.ok) return;
    const r = outcome.data;
    if (r.ok) toastSuccess(t('webhookPage.pingOk', { code: r.responseCode ?? '', ms: r.durationMs }));
    else toastError(t('webhookPage.pingFailed', { error: r.error || `HTTP ${r.responseCode ?? ''}` }));
  };
  const rotate = (e: EndpointRow) =>
    void screen.run(
      async () => {
        const outcome = await commands.rotate({ id: e.id }, { failure });
        if (outcome.ok) dialog.open({ kind: 'secret', name: e.name, secret: outcome.data.secret });
        return outcome;
      },
      { confirm: t('webhookPage.confirmRotate', { name: e.name }) },
    );

  const columns: DataTableColumn<EndpointRow>[] = [
    {
      key: 'name',
      header: t('webhookPage.col.name'),
      hideable: false,
      cell: (e) => (
        <Stack gap="0" maxW="md">
          <Text fontWeight="medium">{e.name}</Text>
          <Text textStyle="xs" color="fg.muted" fontFamily="mono" wordBreak="break-all">
            {e.url}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'events',
      header: t('webhookPage.col.events'),
      cell: (e) => (
        <Text textStyle="xs" title={e.eventTypes.join(', ')} lineClamp={2} maxW="xs">
          {e.eventTypes.join(', ')}
        </Text>
      ),
    },
    {
      key: 'status',
      header: t('webhookPage.col.status'),
      cell: (e) => (
        <Stack gap="0">
          <Badge colorPalette={e.status === 'enabled' ? 'green' : 'red'} alignSelf="start">
            {t(`webhookPage.status.${e.status}` as WebhooksMessageId)}
          </Badge>
          {e.disabledReason ? (
            <Text textStyle="xs" color="fg.muted">
              {e.disabledReason}
            </Text>
          ) : null}
          {e.previousSecretUntil ? (
            <Text textStyle="xs" color="fg.muted">
              {t('webhookPage.rotating', { time: formatDateTime(e.previousSecretUntil) })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'failureStreak',
      header: t('webhookPage.col.failureStreak'),
      align: 'end',
      cell: (e) => (
        <Text color={e.failureStreak > 0 ? 'fg.error' : undefined} fontWeight={e.failureStreak > 0 ? 'medium' : undefined}>
          {e.failureStreak}
        </Text>
      ),
    },
    { key: 'createdAt', header: t('webhookPage.col.createdAt'), cell: (e) => formatDateTime(e.createdAt) },
    {
      key: 'actions',
      header: t('webhookPage.col.actions'),
      hideable: false,
      cell: (e) => (
        <RowActions
          record={e.name}
          actions={[
            { key: 'deliveries', label: t('webhookPage.deliveries'), colorPalette: 'gray', onClick: () => dialog.open({ kind: 'deliveries', endpoint: e }) },
            { key: 'edit', label: t('webhookPage.edit'), permission: 'webhook.manage', onClick: () => dialog.open({ kind: 'edit', endpoint: e }) },
            { key: 'ping', label: t('webhookPage.ping'), permission: 'webhook.manage', onClick: () => void ping(e) },
            { key: 'rotate', label: t('webhookPage.rotate'), permission: 'webhook.manage', onClick: () => rotate(e) },
            {
              key: 'enable',
              label: t('webhookPage.enable'),
              permission: 'webhook.manage',
              when: e.status === 'disabled',
              onClick: () => void screen.run(() => commands.enable({ id: e.id }, { success: t('webhookPage.enabled'), failure })),
            },
            {
              key: 'disable',
              label: t('webhookPage.disable'),
              permission: 'webhook.manage',
              colorPalette: 'orange',
              when: e.status === 'enabled',
              onClick: () =>
                void screen.run(() => commands.disable({ id: e.id }, { success: t('webhookPage.disabled'), failure }), {
                  confirm: t('webhookPage.confirmDisable', { name: e.name }),
                }),
            },
            {
              key: 'delete',
              label: t('webhookPage.delete'),
              permission: 'webhook.manage',
              colorPalette: 'red',
              onClick: () =>
                void screen.run(() => commands.remove({ id: e.id }, { success: t('webhookPage.deleted'), failure }), {
                  confirm: t('webhookPage.confirmDelete', { name: e.name }),
                  danger: true,
                }),
            },
          ]}
        />
      ),
    },
  ];

  const open = dialog.current;
  const saved = (created?: { name: string; secret: string }) => {
    dialog.done();
    if (created) dialog.open({ kind: 'secret', ...created });
  };
  return (
    <ListPage
      page={pageOf(t, 'webhookPage', 'webhooks', undefined, {
        create: { permission: 'webhook.manage', label: t('webhookPage.create'), onClick: () => dialog.open({ kind: 'create' }) },
      })}
      screen={screen}
      columns={columns}
    >
      {open?.kind === 'create' ? <EndpointFormDialog onClose={dialog.close} onSaved={saved} /> : null}
      {open?.kind === 'edit' ? <EndpointFormDialog endpoint={open.endpoint} onClose={dialog.close} onSaved={saved} /> : null}
      {open?.kind === 'deliveries' ? (
        <DeliveriesDialog
          endpoint={open.endpoint}
          onClose={() => {
            dialog.close();
            screen.reload();
          }}
        />
      ) : null}
      {open?.kind === 'secret' ? <SecretDialog name={open.name} secret={open.secret} onClose={dialog.close} /> : null}
    </ListPage>
  );
}
