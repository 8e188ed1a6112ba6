/** /assembleSheet: processing sheets (spec 02 §4 'Assemble sheet'): pending → processing → completed, back to pending. */
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { ASSEMBLE_DELETABLE, ASSEMBLE_OCCUPIABLE, ASSEMBLE_STATUSES, ASSEMBLE_TRANSITIONS, oneOf } from '@erp/schema';
import type { AssembleSheetFilter } from '../../api/generated/types';
import { toastSuccess, type DataTableColumn, type FilterField, type FilterValues, choiceField } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, idOrUndefined, textOrUndefined } from '../../ui/format';
import { pageOf, confirmedItem, actionsColumn, LifecycleActions, type LifecycleItem, useDialog, useListScreen, ListPage } from '../../ui/resource';
import { useFeatureText } from '../../i18n/featureIntl';
import { ProductCell } from '../inventory/components/ProductCell';
import { useWarehouseFilterOptions } from '../warehouses/pickers';
import { CompleteDialog } from './components/CompleteDialog';
import { CreateAssembleDialog } from './components/CreateAssembleDialog';
import { downloadBase64 } from './download';
import { assembleList, useAssembleCommands, type AssembleRow } from './hooks';
import { assembleMessages, type AssembleMessageId } from './messages';
import { TwoLines } from '../../ui/cells';

type AssembleAction = keyof typeof ASSEMBLE_TRANSITIONS;

export const AssembleSheetsPage = featurePage(assembleMessages, AssembleScreen);

const STATUS_COLORS: Record<string, string> = { pending: 'orange', processing: 'blue', completed: 'green' };

type Dialog = { kind: 'create' } | { kind: 'complete'; sheet: AssembleRow };

function toFilter(v: FilterValues): AssembleSheetFilter {
  return { status: oneOf(ASSEMBLE_STATUSES, v.status), warehouseId: idOrUndefined(v.warehouseId), keyword: textOrUndefined(v.keyword) };
}

function AssembleScreen() {
  const t = useFeatureText(assembleMessages);
  const warehouses = useWarehouseFilterOptions();
  const commands = useAssembleCommands();
  const fields: FilterField[] = [
    choiceField('status', t('assemblePage.filter.status'), ASSEMBLE_STATUSES, (s) => t(`assemblePage.status.${s}`)),
    { name: 'warehouseId', label: t('assemblePage.filter.warehouse'), type: 'select', options: warehouses },
    { name: 'keyword', label: t('assemblePage.filter.keyword'), type: 'text' },
  ];
  const screen = useListScreen({ ...assembleList, fields, toFilter });
  const dialog = useDialog<Dialog>(screen.reload);
  const failure = t('assemblePage.failed');

  const print = async (selected: AssembleRow[]) => {
    const outcome = await commands.print({ ids: selected.map((s) => s.id) }, { failure });
    if (outcome.ok) {
      downloadBase64(outcome.data);
      toastSuccess(t('assemblePage.printed', { fileName: outcome.data.fileName }));
    }
  };

  const actionsOf = (r: AssembleRow): LifecycleItem<AssembleAction>[] => [
    {
      key: 'occupy',
      label: t('assemblePage.occupy'),
      permission: 'assemble.create',
      when: ASSEMBLE_OCCUPIABLE.includes(r.status) && !r.fullyOccupied,
      onClick: () => void screen.run(() => commands.occupy({ input: { id: r.id } }, { success: t('assemblePage.occupied'), failure })),
    },
    confirmedItem(
      screen.run,
      { action: 'start', label: t('assemblePage.start'), permission: 'assemble.process', confirm: t('assemblePage.confirmStart', { billNo: r.billNo }) },
      () => commands.start({ id: r.id }, { success: t('assemblePage.started'), failure }),
    ),
    { action: 'complete', label: t('assemblePage.complete'), permission: 'assemble.process', onClick: () => dialog.open({ kind: 'complete', sheet: r }) },
    confirmedItem(
      screen.run,
      {
        action: 'returnToPending',
        label: t('assemblePage.returnToPending'),
        permission: 'assemble.process',
        colorPalette: 'orange',
        confirm: t('assemblePage.confirmReturn', { billNo: r.billNo }),
      },
      () => commands.returnToPending({ id: r.id }, { success: t('assemblePage.returned'), failure }),
    ),
    confirmedItem(
      screen.run,
      {
        key: 'delete',
        label: t('assemblePage.delete'),
        permission: 'assemble.create',
        colorPalette: 'red',
        when: ASSEMBLE_DELETABLE.includes(r.status),
        confirm: t('assemblePage.confirmDelete', { billNo: r.billNo }),
        danger: true,
      },
      () => commands.remove({ id: r.id }, { success: t('assemblePage.deleted'), failure }),
    ),
  ];

  const columns: DataTableColumn<AssembleRow>[] = [
    {
      key: 'billNo',
      header: t('assemblePage.col.billNo'),
      hideable: false,
      cell: (r) => <TwoLines main={r.billNo} sub={r.remark} mono strong />,
    },
    { key: 'combo', header: t('assemblePage.col.combo'), cell: (r) => <ProductCell sku={r.comboSku} productName={r.comboName} image={r.comboImage} /> },
    { key: 'warehouse', header: t('assemblePage.col.warehouse'), cell: (r) => r.warehouseName },
    { key: 'quantity', header: t('assemblePage.col.quantity'), align: 'end', cell: (r) => r.quantity },
    { key: 'processed', header: t('assemblePage.col.processed'), align: 'end', cell: (r) => r.processed },
    {
      key: 'components',
      header: t('assemblePage.col.components'),
      cell: (r) => (
        <Stack gap="0" textStyle="sm">
          {r.components.map((c) => (
            <Text key={c.skuId} color={r.status !== 'completed' && c.occupied < c.required ? 'fg.error' : undefined} whiteSpace="nowrap">
              {c.sku}: {c.required} / {r.status === 'completed' ? c.required : c.occupied}
            </Text>
          ))}
        </Stack>
      ),
    },
    {
      key: 'status',
      header: t('assemblePage.col.status'),
      cell: (r) => (
        <HStack gap="1">
          <Badge colorPalette={STATUS_COLORS[r.status] ?? 'gray'}>{t(`assemblePage.status.${r.status}` as AssembleMessageId)}</Badge>
          {r.status === 'pending' && !r.fullyOccupied ? <Badge colorPalette="red">{t('assemblePage.short')}</Badge> : null}
        </HStack>
      ),
    },
    { key: 'createdAt', header: t('assemblePage.col.createdAt'), cell: (r) => formatDateTime(r.createdAt) },
    actionsColumn(t('assemblePage.col.actions'), (r) => (
      <LifecycleActions transitions={ASSEMBLE_TRANSITIONS} status={r.status} record={r.billNo} actions={actionsOf(r)} />
    )),
  ];

  const open = dialog.current;
  return (
    <ListPage
      page={pageOf(t, 'assemblePage', 'assembleSheet', undefined, {
        create: { permission: 'assemble.create', label: t('assemblePage.create'), onClick: () => dialog.open({ kind: 'create' }) },
      })}
      screen={screen}
      columns={columns}
      batchActions={[{ key: 'print', label: t('assemblePage.print'), onClick: (selected) => print(selected) }]}
    >
      {open?.kind === 'create' ? <CreateAssembleDialog onClose={dialog.close} onSaved={dialog.done} /> : null}
      {open?.kind === 'complete' ? <CompleteDialog sheet={open.sheet} onClose={dialog.close} onDone={dialog.done} /> : null}
    </ListPage>
  );
}
