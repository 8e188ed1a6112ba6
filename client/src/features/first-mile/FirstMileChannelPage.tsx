/** /logisticHeadChannel: first-mile channels with their price card and a trial calculation (spec 02 §2, §3; issue 23 item 4). */
import { Text } from '@chakra-ui/react';
import { FIRST_MILE_TRANSPORT_MODES, oneOf } from '@erp/schema';
import type { FirstMileChannelFilter } from '../../api/generated/types';
import { type DataTableColumn, type FilterValues, choiceField } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { TwoLines } from '../../ui/cells';
import { textOrUndefined } from '../../ui/format';
import { ListPage, onOffRecords, pageOf, useDialog, useListScreen } from '../../ui/resource';
import { ChannelDialog } from './components/ChannelDialog';
import { TrialDialog } from './components/TrialDialog';
import { channelList, useChannelCommands, useProviderOptions, type ChannelRow } from './hooks';
import { firstMileMessages } from './messages';

export const FirstMileChannelPage = featurePage(firstMileMessages, ChannelScreen);

const PERMISSION = 'logisticHeadChannel.update' as const;
const toFilter = (v: FilterValues): FirstMileChannelFilter => {
  const providerId = Number(v.providerId);
  return {
    keyword: textOrUndefined(v.keyword),
    transportMode: oneOf(FIRST_MILE_TRANSPORT_MODES, v.transportMode),
    providerId: Number.isInteger(providerId) && providerId > 0 ? providerId : undefined,
  };
};

function ChannelScreen() {
  const t = useFeatureText(firstMileMessages);
  const providers = useProviderOptions();
  const fields = [
    { name: 'providerId', label: t('firstMile.filter.provider'), type: 'select' as const, options: providers },
    choiceField('transportMode', t('firstMile.filter.mode'), FIRST_MILE_TRANSPORT_MODES, (m) => t(`firstMile.mode.${m}`)),
    { name: 'keyword', label: t('firstMile.filter.keyword'), type: 'text' as const },
  ];
  const screen = useListScreen({ ...channelList, fields, toFilter });
  const commands = useChannelCommands();
  const dialog = useDialog<{ kind: 'trial'; channel: ChannelRow } | { kind: 'edit'; channel: ChannelRow | null }>(screen.reload);
  const records = onOffRecords(t, 'firstMile', { permission: PERMISSION, commands, deletable: true });

  const columns: DataTableColumn<ChannelRow>[] = [
    { key: 'name', header: t('firstMile.col.name'), hideable: false, cell: (c) => <TwoLines strong main={c.name} sub={c.providerName} /> },
    { key: 'mode', header: t('firstMile.col.mode'), cell: (c) => t(`firstMile.mode.${oneOf(FIRST_MILE_TRANSPORT_MODES, c.transportMode) ?? 'sea'}`) },
    { key: 'pickup', header: t('firstMile.col.pickup'), cell: (c) => c.pickupPlace },
    { key: 'tax', header: t('firstMile.col.tax'), cell: (c) => t(c.taxIncluded ? 'firstMile.yes' : 'firstMile.no') },
    { key: 'days', header: t('firstMile.col.days'), cell: (c) => t('firstMile.days', { min: c.minDays, max: c.maxDays }) },
    {
      key: 'card',
      header: t('firstMile.col.priceCard'),
      cell: (c) => (
        <Text fontSize="sm">
          {t('firstMile.card', {
            basis: t(`firstMile.basis.${c.priceCard.basis === 'volume' ? 'volume' : c.priceCard.basis === 'weight' ? 'weight' : 'volumetricWeight'}`),
            tiers: c.priceCard.tiers.length,
            fee: c.priceCard.fixedFee.toFixed(2),
            currency: c.priceCard.currency,
          })}
        </Text>
      ),
    },
    ...records.columns(screen.run, (c: ChannelRow) => ({
      record: c.name,
      edit: () => dialog.open({ kind: 'edit', channel: c }),
      more: [{ key: 'trial', label: t('firstMile.trial'), onClick: () => dialog.open({ kind: 'trial', channel: c }) }],
    })),
  ];

  return (
    <ListPage
      page={pageOf(t, 'firstMile.channel', 'logisticHeadChannel', { permission: PERMISSION, onClick: () => dialog.open({ kind: 'edit', channel: null }) })}
      screen={screen}
      columns={columns}
    >
      {dialog.current?.kind === 'trial' ? <TrialDialog channel={dialog.current.channel} onClose={dialog.close} /> : null}
      {dialog.current?.kind === 'edit' ? (
        <ChannelDialog channel={dialog.current.channel} providers={providers} onClose={dialog.close} onSaved={dialog.done} />
      ) : null}
    </ListPage>
  );
}
