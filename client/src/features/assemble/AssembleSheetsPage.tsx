/** /assembleSheet: processing sheets (spec 02 §4 'Assemble sheet'): pending → processing → completed, back to pending. */
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { ASSEMBLE_DELETABLE, ASSEMBLE_OCCUPIABLE, ASSEMBLE_TRANSITIONS, canTransition, type AssembleStatus } from '@erp/schema';
import { useMemo, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import type { AssembleSheetFilter } from '../../api/generated/graphql';
import {
  DataTable,
  DEFAULT_PAGE_SIZE,
  emptyFilterValues,
  FilterBar,
  FIRST_PAGE,
  PermissionGuard,
  toastSuccess,
  useConfirm,
  type DataTableColumn,
  type FilterField,
  type FilterValues,
} from '../../ui';
import { FeatureScope, PageFrame } from '../shared/FeatureScope';
import { formatDateTime, textOrUndefined } from '../shared/format';
import { showFailure, type Outcome } from '../shared/outcome';
import { useFeatureText } from '../public/featureIntl';
import { ProductCell } from '../inventory/components/ProductCell';
import { idOrUndefined, useWarehouseFilterOptions } from '../inventory/filters';
import { CompleteDialog } from './components/CompleteDialog';
import { CreateAssembleDialog } from './components/CreateAssembleDialog';
import { downloadBase64 } from './download';
import { useAssembleActions, useAssembleSheets, type AssembleRow } from './hooks';
import { assembleMessages, type AssembleMessageId } from './messages';

export function AssembleSheetsPage() {
  return (
    <FeatureScope messages={assembleMessages}>
      <AssembleScreen />
    </FeatureScope>
  );
}

const STATUSES: AssembleStatus[] = ['pending', 'processing', 'completed'];
const STATUS_COLORS: Record<string, string> = { pending: 'orange', processing: 'blue', completed: 'green' };

type Dialog = { kind: 'create' } | { kind: 'complete'; sheet: AssembleRow };

function AssembleScreen() {
  const t = useFeatureText(assembleMessages);
  const confirm = useConfirm();
  const warehouses = useWarehouseFilterOptions();
  const actions = useAssembleActions();
  const fields = useMemo<FilterField[]>(
    () => [
      { name: 'status', label: t('assemblePage.filter.status'), type: 'select', options: STATUSES.map((s) => ({ value: s, label: t(`assemblePage.status.${s}`) })) },
      { name: 'warehouseId', label: t('assemblePage.filter.warehouse'), type: 'select', options: warehouses },
      { name: 'keyword', label: t('assemblePage.filter.keyword'), type: 'text' },
    ],
    [t, warehouses],
  );
  const [values, setValues] = useState<FilterValues>(() => emptyFilterValues(fields));
  const [filter, setFilter] = useState<AssembleSheetFilter>({});
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { rows, total, loading, error, refetch } = useAssembleSheets(page, pageSize, filter);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const done = () => {
    setDialog(null);
    refetch();
  };

  const run = async (sheet: AssembleRow, question: AssembleMessageId | null, action: () => Promise<Outcome<unknown>>, success: AssembleMessageId) => {
    if (question && !(await confirm({ message: t(question, { billNo: sheet.billNo }), danger: question === 'assemblePage.confirmDelete' }))) return;
    const outcome = await action();
    if (outcome.ok) {
      toastSuccess(t(success));
      refetch();
    } else showFailure(outcome, t('assemblePage.failed'));
  };

  const print = async (selected: AssembleRow[]) => {
    const outcome = await actions.print(selected.map((s) => s.id));
    if (outcome.ok) {
      downloadBase64(outcome.data);
      toastSuccess(t('assemblePage.printed', { fileName: outcome.data.fileName }));
    } else showFailure(outcome, t('assemblePage.failed'));
  };

  const button = (sheet: AssembleRow, label: AssembleMessageId, onClick: () => void, color = 'teal') => (
    <Button size="xs" variant="ghost" colorPalette={color} onClick={onClick} aria-label={t('assemblePage.actionLabel', { action: t(label), billNo: sheet.billNo })}>
      {t(label)}
    </Button>
  );

  const columns: DataTableColumn<AssembleRow>[] = [
    {
      key: 'billNo',
      header: t('assemblePage.col.billNo'),
      hideable: false,
      cell: (r) => (
        <Stack gap="0">
          <Text fontWeight="medium" fontFamily="mono">
            {r.billNo}
          </Text>
          <Text textStyle="xs" color="fg.muted" lineClamp={1}>
            {r.remark}
          </Text>
        </Stack>
      ),
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
    {
      key: 'actions',
      header: t('assemblePage.col.actions'),
      hideable: false,
      cell: (r) => {
        const status = r.status as AssembleStatus;
        return (
          <HStack gap="0" wrap="wrap">
            <PermissionGuard permission="assemble.create">
              {ASSEMBLE_OCCUPIABLE.includes(status) && !r.fullyOccupied
                ? button(r, 'assemblePage.occupy', () => void run(r, null, () => actions.occupy({ id: r.id }), 'assemblePage.occupied'))
                : null}
            </PermissionGuard>
            <PermissionGuard permission="assemble.process">
              {canTransition(ASSEMBLE_TRANSITIONS, 'start', status)
                ? button(r, 'assemblePage.start', () => void run(r, 'assemblePage.confirmStart', () => actions.start(r.id), 'assemblePage.started'))
                : null}
              {canTransition(ASSEMBLE_TRANSITIONS, 'complete', status) ? button(r, 'assemblePage.complete', () => setDialog({ kind: 'complete', sheet: r })) : null}
              {canTransition(ASSEMBLE_TRANSITIONS, 'returnToPending', status)
                ? button(r, 'assemblePage.returnToPending', () => void run(r, 'assemblePage.confirmReturn', () => actions.returnToPending(r.id), 'assemblePage.returned'), 'orange')
                : null}
            </PermissionGuard>
            <PermissionGuard permission="assemble.create">
              {ASSEMBLE_DELETABLE.includes(status)
                ? button(r, 'assemblePage.delete', () => void run(r, 'assemblePage.confirmDelete', () => actions.remove(r.id), 'assemblePage.deleted'), 'red')
                : null}
            </PermissionGuard>
          </HStack>
        );
      },
    },
  ];

  return (
    <PageFrame title={t('assemblePage.title')} description={t('assemblePage.description')}>
      <FilterBar
        fields={fields}
        values={values}
        onChange={setValues}
        onSearch={(v) => {
          setFilter({ status: textOrUndefined(v.status), warehouseId: idOrUndefined(v.warehouseId), keyword: textOrUndefined(v.keyword) });
          setPage(FIRST_PAGE);
        }}
        loading={loading}
      />
      <DataTable
        aria-label={t('assemblePage.title')}
        columns={columns}
        rows={rows}
        rowKey="id"
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={(p, size) => {
          setPage(p);
          setPageSize(size);
        }}
        loading={loading}
        error={error}
        onRetry={refetch}
        emptyText={t('assemblePage.empty')}
        columnsStorageKey="table.assembleSheet.columns"
        batchActions={[{ key: 'print', label: t('assemblePage.print'), onClick: (selected) => print(selected) }]}
        toolbar={
          <PermissionGuard permission="assemble.create">
            <Button size="sm" colorPalette="teal" onClick={() => setDialog({ kind: 'create' })}>
              <LuPlus />
              {t('assemblePage.create')}
            </Button>
          </PermissionGuard>
        }
      />
      {dialog?.kind === 'create' ? <CreateAssembleDialog onClose={() => setDialog(null)} onSaved={done} /> : null}
      {dialog?.kind === 'complete' ? <CompleteDialog sheet={dialog.sheet} onClose={() => setDialog(null)} onDone={done} /> : null}
    </PageFrame>
  );
}
