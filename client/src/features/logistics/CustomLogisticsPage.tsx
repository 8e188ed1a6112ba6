/** /customLogistics: seller-defined channels (create, edit, enable / disable, delete when unused). */
import { Link, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { LogisticsChannelFilter } from '../../api/generated/types';
import { type DataTableColumn, type FilterField, type FilterValues, yesNoField, yesNoOf } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { textOrUndefined } from '../../ui/format';
import { actionsColumn, ListPage, pageOf, RowActions, useDialog, useListScreen } from '../../ui/resource';
import { useFeatureText } from '../../i18n/featureIntl';
import { CustomChannelDialog } from './components/ChannelDialog';
import { channelList, useChannelCommands, type ChannelRow } from './hooks';
import { logisticsMessages, type LogisticsMessageId } from './messages';
import { EnabledBadge, toggleItem, weightText } from './SystemLogisticsPage';

export const CustomLogisticsPage = featurePage(logisticsMessages, CustomScreen);

function toFilter(v: FilterValues): LogisticsChannelFilter {
  return { keyword: textOrUndefined(v.keyword), enabled: yesNoOf(v.enabled) };
}

function CustomScreen() {
  const t = useFeatureText(logisticsMessages);
  const commands = useChannelCommands();
  const fields = useMemo<FilterField[]>(
    () => [
      { name: 'keyword', label: t('logisticsPage.filter.keyword'), type: 'text' },
      yesNoField('enabled', t('logisticsPage.filter.enabled'), t('logisticsPage.enabled'), t('logisticsPage.disabled')),
    ],
    [t],
  );
  const screen = useListScreen({ ...channelList, fields, toFilter });
  const dialog = useDialog<{ channel: ChannelRow | null }>(screen.reload);
  const failure = t('logisticsPage.failed');

  const actionsOf = (r: ChannelRow) => [
    { key: 'edit', label: t('logisticsPage.edit'), permission: 'logisticsChannel.update' as const, onClick: () => dialog.open({ channel: r }) },
    toggleItem(t, r, () =>
      commands.setEnabled(
        { id: r.id, enabled: !r.enabled },
        { success: t(r.enabled ? 'logisticsPage.disabledToast' : 'logisticsPage.enabledToast', { name: r.name }), failure },
      ),
    ),
    {
      key: 'delete',
      label: t('logisticsPage.delete'),
      permission: 'logisticsChannel.update' as const,
      colorPalette: 'red',
      onClick: () =>
        void screen.run(() => commands.remove({ id: r.id }, { success: t('logisticsPage.custom.deleted', { name: r.name }), failure }), {
          confirm: t('logisticsPage.custom.confirmDelete', { name: r.name }),
          danger: true,
        }),
    },
  ];

  const columns: DataTableColumn<ChannelRow>[] = [
    {
      key: 'name',
      header: t('logisticsPage.col.name'),
      hideable: false,
      cell: (r) => (
        <Stack gap="0">
          <Text fontWeight="medium">{r.name}</Text>
          {r.code ? (
            <Text textStyle="xs" color="fg.muted" fontFamily="mono">
              {r.code}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'carrier', header: t('logisticsPage.col.carrier'), cell: (r) => r.carrier || '—' },
    { key: 'maxWeight', header: t('logisticsPage.col.maxWeight'), align: 'end', cell: (r) => weightText(t, r.maxWeight) },
    {
      key: 'trackingMode',
      header: t('logisticsPage.field.trackingMode'),
      cell: (r) => t(`logisticsPage.trackingMode.${r.trackingMode ?? (r.usesNumberPool ? 'pool' : 'manual')}` as LogisticsMessageId),
    },
    {
      key: 'trackingUrl',
      header: t('logisticsPage.col.trackingUrl'),
      hiddenByDefault: true,
      cell: (r) =>
        r.trackingUrl ? (
          <Link href={r.trackingUrl.replace('{no}', '')} target="_blank" rel="noreferrer" textStyle="xs">
            {r.trackingUrl}
          </Link>
        ) : (
          '—'
        ),
    },
    { key: 'status', header: t('logisticsPage.col.status'), cell: (r) => <EnabledBadge enabled={r.enabled} /> },
    actionsColumn(t('logisticsPage.col.actions'), (r) => <RowActions record={r.name} actions={actionsOf(r)} />),
  ];

  return (
    <ListPage
      page={pageOf(t, 'logisticsPage.custom', 'customLogistics', { permission: 'logisticsChannel.update', onClick: () => dialog.open({ channel: null }) })}
      screen={screen}
      columns={columns}
    >
      {dialog.current ? <CustomChannelDialog channel={dialog.current.channel} onClose={dialog.close} onSaved={dialog.done} /> : null}
    </ListPage>
  );
}
