/** /logisticHeadProvider: first-mile logistics providers and their authorization (spec 02 §2, §3; issue 23 item 4). */
import { Text } from '@chakra-ui/react';
import type { FirstMileProviderFilter } from '../../api/generated/types';
import { type DataTableColumn, type FilterValues } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { TwoLines } from '../../ui/cells';
import { textOrUndefined } from '../../ui/format';
import { enabledOf, ListPage, onOffRecords, pageOf, useDialog, useListScreen } from '../../ui/resource';
import { ProviderDialog } from './components/ProviderDialog';
import { providerList, useProviderCommands, type ProviderRow } from './hooks';
import { firstMileMessages } from './messages';

export const FirstMileProviderPage = featurePage(firstMileMessages, ProviderScreen);

const toFilter = (v: FilterValues): FirstMileProviderFilter => ({ keyword: textOrUndefined(v.keyword), enabled: enabledOf(v.enabled) });
const PERMISSION = 'logisticHeadProvider.update' as const;

function ProviderScreen() {
  const t = useFeatureText(firstMileMessages);
  const commands = useProviderCommands();
  const records = onOffRecords(t, 'firstMile', { permission: PERMISSION, commands, deletable: true });
  const fields = [records.filter, { name: 'keyword', label: t('firstMile.filter.keyword'), type: 'text' as const }];
  const screen = useListScreen({ ...providerList, fields, toFilter });
  const dialog = useDialog<{ provider: ProviderRow | null }>(screen.reload);

  const columns: DataTableColumn<ProviderRow>[] = [
    { key: 'name', header: t('firstMile.col.name'), hideable: false, cell: (p) => <TwoLines strong main={p.name} sub={p.contact} /> },
    {
      key: 'account',
      header: t('firstMile.col.account'),
      cell: (p) => (p.account || p.apiKeyMask ? <TwoLines main={p.account} sub={p.apiKeyMask} /> : <Text color="fg.muted">{t('firstMile.noAccount')}</Text>),
    },
    { key: 'channels', header: t('firstMile.col.channels'), cell: (p) => p.channelCount },
    ...records.columns(screen.run, (p: ProviderRow) => ({ record: p.name, edit: () => dialog.open({ provider: p }) })),
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
