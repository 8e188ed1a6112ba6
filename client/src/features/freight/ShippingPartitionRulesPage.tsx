/**
 * /shippingPartitionRule (spec 02 §3 'Shipping partition rule', §5 'Logistics'; issue 18 B): zone
 * rules by country, state and postal-code range with their fees; create / edit / import / delete with
 * shippingTemplate.update (a rule a rate card uses cannot be deleted).
 */
import { Stack, Text } from '@chakra-ui/react';
import type { DataTableColumn } from '../../ui';
import type { TextValues } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime } from '../../ui/format';
import { ListPage } from '../../ui/resource';
import { PartitionDialog } from './components/PartitionDialog';
import { useFreightList } from './freightList';
import { FreightImportButton } from './imports';
import { useFreightCommands, usePartitionRules, type PartitionRow } from './hooks';
import { freightMessages, type FreightMessageId } from './messages';

export const ShippingPartitionRulesPage = featurePage(freightMessages, ShippingPartitionRulesScreen);

const ZONES_SHOWN = 4;

function zoneText(z: PartitionRow['zones'][number], t: (id: FreightMessageId, values?: TextValues) => string): string {
  const where = [z.country, z.state, z.postalFrom && z.postalTo ? `${z.postalFrom}–${z.postalTo}` : ''].filter(Boolean).join(' ');
  const fees =
    z.registrationFee != null
      ? ` · ${t('freightScreen.zone.feesShort', { registration: z.registrationFee, operation: z.operationFee ?? 0, rate: z.additionalRate ?? 0 })}`
      : '';
  return `${z.name}: ${where}${fees}`;
}

function ShippingPartitionRulesScreen() {
  const list = usePartitionRules();
  const commands = useFreightCommands();
  const { t, pages, dialog, actions, page } = useFreightList({
    list,
    kind: 'partition',
    remove: commands.deletePartition,
    edit: (rule: PartitionRow): { rule: PartitionRow | null } => ({ rule }),
  });

  const columns: DataTableColumn<PartitionRow>[] = [
    { key: 'name', header: t('freightScreen.partition.col.name'), hideable: false, cell: (r) => <Text fontWeight="medium">{r.name}</Text> },
    { key: 'scheme', header: t('freightScreen.partition.col.scheme'), cell: (r) => r.scheme || '—' },
    {
      key: 'zones',
      header: t('freightScreen.partition.col.zones'),
      cell: (r) => (
        <Stack gap="0" textStyle="xs">
          {r.zones.slice(0, ZONES_SHOWN).map((z, i) => (
            <Text key={i}>{zoneText(z, t)}</Text>
          ))}
          {r.zones.length > ZONES_SHOWN ? <Text color="fg.muted">+{r.zones.length - ZONES_SHOWN}</Text> : null}
        </Stack>
      ),
    },
    { key: 'updatedAt', header: t('freightScreen.updatedAt'), cell: (r) => formatDateTime(r.updatedAt) },
    actions(),
  ];

  return (
    <ListPage
      page={page(() => dialog.open({ rule: null }), { toolbar: <FreightImportButton kind="partitionRules" onImported={list.refetch} /> })}
      screen={pages}
      columns={columns}
    >
      {dialog.current ? <PartitionDialog rule={dialog.current.rule} onClose={dialog.close} onSaved={dialog.done} /> : null}
    </ListPage>
  );
}
