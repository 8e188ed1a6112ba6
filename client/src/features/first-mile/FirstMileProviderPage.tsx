/** /logisticHeadProvider: first-mile logistics providers and their authorization (spec 02 §2, §3; issue 23 item 4). */
import { Badge, Text } from '@chakra-ui/react';
import type { FirstMileProviderFilter } from '../../api/generated/types';
import { type DataTableColumn, type FilterValues } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { TwoLines } from '../../ui/cells';
import { textOrUndefined } from '../../ui/format';
import { actionsColumn, deleteItem, RowActions, useDialog, useListScreen, ListPage, pageOf } from '../../ui/resource';
import { ProviderDialog } from './components/ProviderDialog';
import { providerList, useProviderCommands, type ProviderRow } from './hooks';
import { firstMileMessages } from './messages';

export const FirstMileProviderPage = featurePage(firstMileMessages, ProviderScreen);

const enabledOf = (v: unknown) => (v === 'enabled' ? true : v === 'disabled' ? false : undefined);
const toFilter = (v: FilterValues): FirstMileProviderFilter => ({ keyword: textOrUndefined(v.keyword), enabled: enabledOf(v.enabled) });
const PERMISSION = 'logisticHeadProvider.update' as const;

function ProviderScreen() {
  const t = useFeatureText(firstMileMessages);
  const fields = [
    {
      name: 'enabled',
      label: t('firstMile.filter.enabled'),
      type: 'select' as const,
      options: [
        { value: 'enabled', label: t('firstMile.enabled') },
        { value: 'disabled', label: t('firstMile.disabled') },
      ],
    },
    { name: 'keyword', label: t('firstMile.filter.keyword'), type: 'text' as const },
  ];
  const screen = useListScreen({ ...providerList, fields, toFilter });
  const commands = useProviderCommands();
  const dialog = useDialog<{ provider: ProviderRow | null }>(screen.reload);

  const columns: DataTableColumn<ProviderRow>[] = [
    { key: 'name', header: t('firstMile.col.name'), hideable: false, cell: (p) => <TwoLines strong main={p.name} sub={p.contact} /> },
    {
      key: 'account',
      header: t('firstMile.col.account'),
      cell: (p) => (p.account || p.apiKeyMask ? <TwoLines main={p.account} sub={p.apiKeyMask} /> : <Text color="fg.muted">{t('firstMile.noAccount')}</Text>),
    },
    { key: 'channels', header: t('firstMile.col.channels'), cell: (p) => p.channelCount },
    {
      key: 'status',
      header: t('firstMile.col.status'),
      cell: (p) => <Badge colorPalette={p.enabled ? 'teal' : 'gray'}>{t(p.enabled ? 'firstMile.enabled' : 'firstMile.disabled')}</Badge>,
    },
    actionsColumn(t('firstMile.col.actions'), (p) => (
      <RowActions
        record={p.name}
        actions={[
          { key: 'edit', label: t('firstMile.edit'), permission: PERMISSION, onClick: () => dialog.open({ provider: p }) },
          {
            key: 'toggle',
            label: t(p.enabled ? 'firstMile.disable' : 'firstMile.enable'),
            permission: PERMISSION,
            onClick: () =>
              void screen.run(() =>
                commands.setEnabled(
                  { id: p.id, enabled: !p.enabled },
                  { success: t(p.enabled ? 'firstMile.disabledMsg' : 'firstMile.enabledMsg', { name: p.name }) },
                ),
              ),
          },
          deleteItem(screen.run, { label: t('firstMile.delete'), permission: PERMISSION, confirm: t('firstMile.confirmDelete', { name: p.name }) }, () =>
            commands.remove({ id: p.id }, { success: t('firstMile.deleted', { name: p.name }) }),
          ),
        ]}
      />
    )),
  ];

  return (
    <ListPage
      page={pageOf(t, 'firstMile.provider', 'logisticHeadProvider', { permission: PERMISSION, onClick: () => dialog.open({ provider: null }) })}
      screen={screen}
      columns={columns}
    >
      {dialog.current ? <ProviderDialog provider={dialog.current.provider} onClose={dialog.close} onSaved={dialog.done} /> : null}
    </ListPage>
  );
}
