/** /overseasLogistics: channels of the authorized overseas warehouses, synced from the provider (issue 18 item 5, issue 23 slice 1). */
import { Badge, HStack } from '@chakra-ui/react';
import type { OverseasLogisticsChannelFilter } from '../../api/generated/types';
import { type DataTableColumn, type FilterValues, yesNoField, yesNoOf } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { TwoLines } from '../../ui/cells';
import { textOrUndefined } from '../../ui/format';
import { pageOf, actionsColumn, RowActions, useListScreen, ListPage } from '../../ui/resource';
import { SyncChoice } from './components/SyncChoice';
import { channelList, useAuthOptions, useChannelCommands, type ChannelRow } from './hooks';
import { overseasMessages } from './messages';

export const OverseasLogisticsPage = featurePage(overseasMessages, LogisticsScreen);

const toFilter = (v: FilterValues): OverseasLogisticsChannelFilter => ({
  keyword: textOrUndefined(v.keyword),
  authorizationId: v.authorizationId ? Number(v.authorizationId) : undefined,
  enabled: yesNoOf(v.enabled),
});

function LogisticsScreen() {
  const t = useFeatureText(overseasMessages);
  const auths = useAuthOptions();
  const activated = auths.filter((a) => a.status === 'activated');
  const fields = [
    { name: 'authorizationId', label: t('overseas.filter.authorization'), type: 'select' as const, options: auths },
    yesNoField('enabled', t('overseas.filter.enabled'), t('overseas.yes'), t('overseas.no')),
    { name: 'keyword', label: t('overseas.filter.channel'), type: 'text' as const },
  ];
  const screen = useListScreen({ ...channelList, fields, toFilter });
  const commands = useChannelCommands();
  const onSync = (chosen: { value: string; label: string }) =>
    void screen.run(() => commands.sync({ authorizationId: Number(chosen.value) }, { success: t('overseas.channelsSynced', { name: chosen.label }) }));

  const columns: DataTableColumn<ChannelRow>[] = [
    { key: 'channel', header: t('overseas.col.channel'), hideable: false, cell: (c) => <TwoLines strong main={c.name} sub={c.code} /> },
    { key: 'carrier', header: t('overseas.col.carrier'), cell: (c) => c.carrier },
    { key: 'warehouse', header: t('overseas.col.warehouse'), cell: (c) => <TwoLines main={c.warehouseName} sub={c.warehouseCode} /> },
    { key: 'provider', header: t('overseas.col.provider'), cell: (c) => <TwoLines main={c.authorizationName} sub={c.providerName} /> },
    {
      key: 'enabled',
      header: t('overseas.col.enabled'),
      cell: (c) => (
        <HStack gap={1}>
          <Badge colorPalette={c.enabled ? 'teal' : 'gray'}>{c.enabled ? t('overseas.yes') : t('overseas.no')}</Badge>
          {c.available ? null : <Badge colorPalette="red">{t('overseas.unavailable')}</Badge>}
        </HStack>
      ),
    },
    actionsColumn(t('overseas.col.actions'), (c) => (
      <RowActions
        record={c.name}
        actions={[
          c.enabled
            ? {
                key: 'disable',
                label: t('overseas.disable'),
                permission: 'overseasLogistics.update',
                onClick: () =>
                  void screen.run(() => commands.setEnabled({ id: c.id, enabled: false }, { success: t('overseas.disabledMsg', { name: c.name }) })),
              }
            : {
                key: 'enable',
                label: t('overseas.enable'),
                permission: 'overseasLogistics.update',
                onClick: () => void screen.run(() => commands.setEnabled({ id: c.id, enabled: true }, { success: t('overseas.enabledMsg', { name: c.name }) })),
              },
        ]}
      />
    )),
  ];

  return (
    <ListPage
      page={pageOf(t, 'overseas.logistics', 'overseasLogistics', undefined, {
        toolbar: (
          <SyncChoice permission="overseasLogistics.update" options={activated} choose={t('overseas.chooseAuth')} width="14rem" onSync={onSync}>
            {t('overseas.syncChannels')}
          </SyncChoice>
        ),
      })}
      screen={screen}
      columns={columns}
    />
  );
}
