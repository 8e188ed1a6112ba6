/**
 * /shippingPartitionRule (spec 02 §3 'Shipping partition rule', §5 'Logistics'; issue 18 B): zone
 * rules by country, state and postal-code range with their fees; create / edit / import / delete with
 * shippingTemplate.update (a rule a rate card uses cannot be deleted).
 */
import { Stack, Text } from '@chakra-ui/react';
import { DataTable, type DataTableColumn } from '../../ui';
import { useFeatureText, type TextValues } from '../../i18n/featureIntl';
import { CreateButton } from '../../ui/CreateButton';
import { featurePage, PageFrame } from '../../ui/FeatureScope';
import { formatDateTime } from '../../ui/format';
import { actionsColumn, RowActions, useDialog, useLocalPages } from '../../ui/resource';
import { PartitionDialog } from './components/PartitionDialog';
import { FreightImportButton } from './imports';
import { useConfirmedRun, useFreightCommands, usePartitionRules, type PartitionRow } from './hooks';
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
  const t = useFeatureText(freightMessages);
  const list = usePartitionRules();
  const pages = useLocalPages(list.rows, {
    loading: list.loading && list.rows.length === 0,
    error: list.rows.length ? undefined : list.error,
    onRetry: list.refetch,
  });
  const dialog = useDialog<{ rule: PartitionRow | null }>(list.refetch);
  const commands = useFreightCommands();
  const run = useConfirmedRun(list.refetch);

  const onDelete = (r: PartitionRow) =>
    void run(
      () =>
        commands.deletePartition({ id: r.id }, { success: t('freightScreen.partition.deleted', { name: r.name }), failure: t('freightScreen.deleteFailed') }),
      { confirm: t('freightScreen.partition.confirmDelete', { name: r.name }), danger: true, confirmText: t('freightScreen.delete') },
    );

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
    actionsColumn(t('freightScreen.actions'), (r) => (
      <RowActions
        record={r.name}
        actions={[
          { key: 'edit', label: t('freightScreen.edit'), permission: 'shippingTemplate.update', onClick: () => dialog.open({ rule: r }) },
          { key: 'delete', label: t('freightScreen.delete'), permission: 'shippingTemplate.update', colorPalette: 'red', onClick: () => onDelete(r) },
        ]}
      />
    )),
  ];

  return (
    <PageFrame title={t('freightScreen.partition.title')} description={t('freightScreen.partition.description')}>
      <DataTable
        {...pages.table}
        aria-label={t('freightScreen.partition.title')}
        columns={columns}
        rowKey="id"
        emptyText={t('freightScreen.partition.empty')}
        columnsStorageKey="table.shippingPartitionRules.columns"
        toolbar={
          <>
            <FreightImportButton kind="partitionRules" onImported={list.refetch} />
            <CreateButton permission="shippingTemplate.update" onClick={() => dialog.open({ rule: null })}>
              {t('freightScreen.partition.add')}
            </CreateButton>
          </>
        }
      />
      {dialog.current ? <PartitionDialog rule={dialog.current.rule} onClose={dialog.close} onSaved={dialog.done} /> : null}
    </PageFrame>
  );
}
