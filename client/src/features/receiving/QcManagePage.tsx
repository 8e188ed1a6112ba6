/** /qcManage: signed parcels awaiting inspection → inspection dialog (good / defective counts into locations). */
import { Button } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { PurchaseReceiptFilter } from '../../api/generated/graphql';
import { DataTable, DEFAULT_PAGE_SIZE, FilterBar, FIRST_PAGE, PermissionGuard, type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { FeatureScope, PageFrame } from '../shared/FeatureScope';
import { useFeatureText } from '../public/featureIntl';
import { InspectDialog } from './components/InspectDialog';
import { useReceiptsToInspect, type ReceiptRow } from './hooks';
import { receivingMessages } from './messages';
import { toReceiptFilter, useReceiptColumns } from './SigningPackagePage';

export function QcManagePage() {
  return (
    <FeatureScope messages={receivingMessages}>
      <QcScreen />
    </FeatureScope>
  );
}

function QcScreen() {
  const t = useFeatureText(receivingMessages);
  const fields = useMemo<FilterField[]>(
    () => [
      { name: 'keyword', label: t('rcv.pkg.filter.keyword'), type: 'text' },
      {
        name: 'status', label: t('rcv.qc.filter.status'), type: 'select', allLabel: t('rcv.receiptStatus.signed'),
        options: [{ value: 'inspected', label: t('rcv.receiptStatus.inspected') }],
      },
      { name: 'date', label: t('rcv.pkg.filter.date'), type: 'dateRange' },
    ],
    [t],
  );
  const [values, setValues] = useState<FilterValues>({ keyword: '', status: '', date: ['', ''] });
  const [filter, setFilter] = useState<PurchaseReceiptFilter>({});
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { rows, total, loading, error, refetch } = useReceiptsToInspect(page, pageSize, filter);
  const [inspecting, setInspecting] = useState<ReceiptRow | null>(null);
  const base = useReceiptColumns();
  const columns: DataTableColumn<ReceiptRow>[] = [
    ...base,
    {
      key: 'actions',
      header: t('rcv.ab.col.actions'),
      hideable: false,
      cell: (r) =>
        r.status === 'signed' ? (
          <PermissionGuard permission="receipt.inspect">
            <Button size="xs" variant="ghost" colorPalette="teal" onClick={() => setInspecting(r)} aria-label={t('rcv.qc.inspectLabel', { receiptNo: r.receiptNo })}>
              {t('rcv.qc.inspect')}
            </Button>
          </PermissionGuard>
        ) : null,
    },
  ];

  return (
    <PageFrame title={t('rcv.qc.title')} description={t('rcv.qc.description')}>
      <FilterBar
        fields={fields}
        values={values}
        onChange={setValues}
        onSearch={(v) => {
          const f = toReceiptFilter(v);
          setFilter({ ...f, status: f.status ?? 'signed' });
          setPage(FIRST_PAGE);
        }}
        loading={loading}
      />
      <DataTable
        aria-label={t('rcv.qc.title')}
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
        emptyText={t('rcv.qc.empty')}
        columnsStorageKey="table.qcManage.columns"
      />
      {inspecting ? (
        <InspectDialog
          receipt={inspecting}
          onClose={() => setInspecting(null)}
          onDone={() => {
            setInspecting(null);
            refetch();
          }}
        />
      ) : null}
    </PageFrame>
  );
}
