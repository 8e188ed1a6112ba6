/** /systemLogistics: the carrier catalogue; the seller enables channels and sets their max weight and number pool. */
import { Badge, NativeSelect, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { DataTableColumn } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { actionsColumn, ListPage, pageOf, RowActions, useDialog, useLocalPages } from '../../ui/resource';
import { useFeatureText } from '../../i18n/featureIntl';
import { SystemChannelDialog } from './components/ChannelDialog';
import { useChannelCommands, useSystemChannels, type SystemChannelRow } from './hooks';
import { logisticsMessages, type LogisticsMessageId } from './messages';

export const SystemLogisticsPage = featurePage(logisticsMessages, SystemScreen);

type Say = (id: LogisticsMessageId, v?: Record<string, string | number>) => string;

export function weightText(t: Say, grams: number) {
  return grams > 0 ? t('logisticsPage.grams', { value: grams }) : t('logisticsPage.noLimit');
}

/** The enable / disable row button of a channel. */
export function toggleItem(t: Say, r: { enabled: boolean }, run: () => Promise<unknown>) {
  return {
    key: 'toggle',
    label: t(r.enabled ? 'logisticsPage.disable' : 'logisticsPage.enable'),
    permission: 'logisticsChannel.update' as const,
    colorPalette: r.enabled ? 'orange' : 'teal',
    onClick: () => void run(),
  };
}

export function EnabledBadge({ enabled, notYet }: { enabled: boolean; notYet?: boolean }) {
  const t = useFeatureText(logisticsMessages);
  return (
    <Badge colorPalette={enabled ? 'green' : 'gray'}>
      {t(enabled ? 'logisticsPage.enabled' : notYet ? 'logisticsPage.notEnabled' : 'logisticsPage.disabled')}
    </Badge>
  );
}

type Editing = SystemChannelRow & { channelId: number };

function SystemScreen() {
  const t = useFeatureText(logisticsMessages);
  const { record, loading, error, refetch } = useSystemChannels();
  const commands = useChannelCommands();
  const dialog = useDialog<Editing>(refetch);
  const [show, setShow] = useState<'all' | 'enabled'>('all');
  const shown = (record ?? []).filter((r) => show === 'all' || r.enabled);
  const pages = useLocalPages(shown, { loading, error, onRetry: refetch });
  const failure = t('logisticsPage.failed');

  const actionsOf = (r: SystemChannelRow) => [
    toggleItem(t, r, () => {
      const success = t(r.enabled ? 'logisticsPage.disabledToast' : 'logisticsPage.enabledToast', { name: r.name });
      return r.enabled
        ? commands.setEnabled({ id: r.channelId!, enabled: false }, { success, failure })
        : commands.enableSystem({ code: r.code }, { success, failure });
    }),
    {
      key: 'edit',
      label: t('logisticsPage.edit'),
      permission: 'logisticsChannel.update' as const,
      when: !!r.channelId,
      onClick: () => dialog.open({ ...r, channelId: r.channelId! }),
    },
  ];

  const columns: DataTableColumn<SystemChannelRow>[] = [
    { key: 'carrier', header: t('logisticsPage.col.carrier'), cell: (r) => r.carrier },
    { key: 'name', header: t('logisticsPage.col.name'), hideable: false, cell: (r) => <Text fontWeight="medium">{r.name}</Text> },
    { key: 'maxWeight', header: t('logisticsPage.col.maxWeight'), align: 'end', cell: (r) => weightText(t, r.maxWeight) },
    {
      key: 'trackingMode',
      header: t('logisticsPage.field.trackingMode'),
      cell: (r) => t(`logisticsPage.trackingMode.${r.trackingMode ?? (r.usesNumberPool ? 'pool' : 'carrier')}` as LogisticsMessageId),
    },
    { key: 'status', header: t('logisticsPage.col.status'), cell: (r) => <EnabledBadge enabled={r.enabled} notYet={!r.channelId} /> },
    actionsColumn(t('logisticsPage.col.actions'), (r) => <RowActions record={r.name} actions={actionsOf(r)} />),
  ];

  return (
    <ListPage
      page={pageOf(t, 'logisticsPage.system', 'systemLogistics', undefined, {
        toolbar: (
          <NativeSelect.Root size="sm" width="48">
            <NativeSelect.Field
              aria-label={t('logisticsPage.system.show')}
              value={show}
              onChange={(e) => {
                setShow(e.target.value as 'all' | 'enabled');
                pages.first();
              }}
            >
              <option value="all">{t('logisticsPage.system.showAll')}</option>
              <option value="enabled">{t('logisticsPage.system.showEnabled')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ),
      })}
      screen={pages}
      columns={columns}
      rowKey="code"
    >
      {dialog.current ? <SystemChannelDialog channel={dialog.current} onClose={dialog.close} onSaved={dialog.done} /> : null}
    </ListPage>
  );
}
