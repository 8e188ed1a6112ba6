/** /barcodeTool: barcode batches (name, number, type) and SKU labels, printed as PDF (spec 02 §2, §3). */
import { Badge, Button, HStack, Tabs, Text } from '@chakra-ui/react';
import { BARCODE_TYPES } from '@erp/schema';
import { useMemo, useState } from 'react';
import { LuPlus, LuPrinter } from 'react-icons/lu';
import type { BarcodeBatchFilter } from '../../api/generated/graphql';
import {
  DataTable,
  DEFAULT_PAGE_SIZE,
  emptyFilterValues,
  FilterBar,
  FIRST_PAGE,
  PermissionGuard,
  type DataTableColumn,
  type FilterField,
  type FilterValues,
} from '../../ui';
import { useFeatureText } from '../public/featureIntl';
import { FeatureScope, PageFrame } from '../shared/FeatureScope';
import { formatDateTime, textOrUndefined } from '../shared/format';
import { CreateBatchDialog } from './components/CreateBatchDialog';
import { SkuLabelsPanel } from './components/SkuLabelsPanel';
import { useBarcodeBatches, usePrintBarcodeBatch, type BatchRow } from './hooks';
import { barcodesMessages, type BarcodesMessageId } from './messages';
import { usePdfDownload } from './pdf';

export function BarcodeToolPage() {
  return (
    <FeatureScope messages={barcodesMessages}>
      <BarcodeToolScreen />
    </FeatureScope>
  );
}

function BarcodeToolScreen() {
  const t = useFeatureText(barcodesMessages);
  const [tab, setTab] = useState('batches');
  return (
    <PageFrame title={t('barcodes.title')} description={t('barcodes.description')}>
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line" size="sm" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="batches">{t('barcodes.tab.batches')}</Tabs.Trigger>
          <Tabs.Trigger value="skus">{t('barcodes.tab.skus')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="batches">
          <BatchesPanel />
        </Tabs.Content>
        <Tabs.Content value="skus">
          <SkuLabelsPanel />
        </Tabs.Content>
      </Tabs.Root>
    </PageFrame>
  );
}

function BatchesPanel() {
  const t = useFeatureText(barcodesMessages);
  const typeLabel = (type: string) => ((BARCODE_TYPES as readonly string[]).includes(type) ? t(`barcodes.type.${type}` as BarcodesMessageId) : type);
  const fields = useMemo<FilterField[]>(
    () => [
      { name: 'keyword', label: t('barcodes.filter.keyword'), type: 'text' },
      { name: 'type', label: t('barcodes.filter.type'), type: 'select', options: BARCODE_TYPES.map((v) => ({ value: v, label: t(`barcodes.type.${v}` as BarcodesMessageId) })) },
    ],
    [t],
  );
  const [values, setValues] = useState<FilterValues>(() => emptyFilterValues(fields));
  const [filter, setFilter] = useState<BarcodeBatchFilter>({});
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { rows, total, loading, error, refetch } = useBarcodeBatches(page, pageSize, filter);
  const [adding, setAdding] = useState(false);
  const print = usePrintBarcodeBatch();
  const { download, busy } = usePdfDownload();

  const columns: DataTableColumn<BatchRow>[] = [
    { key: 'name', header: t('barcodes.col.name'), hideable: false, cell: (b) => <Text fontWeight="medium">{b.name}</Text> },
    { key: 'type', header: t('barcodes.col.type'), cell: (b) => <Badge variant="subtle">{typeLabel(b.type)}</Badge> },
    { key: 'number', header: t('barcodes.col.number'), align: 'end', cell: (b) => b.number },
    {
      key: 'codes',
      header: t('barcodes.col.codes'),
      cell: (b) => (
        <Text fontFamily="mono" textStyle="xs">
          {b.codeRange.first === b.codeRange.last ? b.codeRange.first : `${b.codeRange.first} – ${b.codeRange.last}`}
        </Text>
      ),
    },
    { key: 'createdAt', header: t('barcodes.col.createdAt'), cell: (b) => formatDateTime(b.createdAt) },
    {
      key: 'actions',
      header: t('barcodes.col.actions'),
      hideable: false,
      cell: (b) => (
        <HStack gap="1">
          <Button size="xs" variant="ghost" colorPalette="teal" disabled={busy} onClick={() => void download(() => print(b.id, 'label'))} aria-label={`${t('barcodes.print')} ${b.name}`}>
            <LuPrinter />
            {t('barcodes.print')}
          </Button>
          <Button size="xs" variant="ghost" disabled={busy} onClick={() => void download(() => print(b.id, 'a4'))} aria-label={`${t('barcodes.printA4')} ${b.name}`}>
            {t('barcodes.printA4')}
          </Button>
        </HStack>
      ),
    },
  ];

  return (
    <>
      <FilterBar
        fields={fields}
        values={values}
        onChange={setValues}
        onSearch={(v) => {
          setFilter({ keyword: textOrUndefined(v.keyword), type: textOrUndefined(v.type) });
          setPage(FIRST_PAGE);
        }}
        loading={loading}
      />
      <DataTable
        aria-label={t('barcodes.tab.batches')}
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
        emptyText={t('barcodes.empty')}
        columnsStorageKey="table.barcodeBatches.columns"
        toolbar={
          <PermissionGuard permission="barcode.create">
            <Button size="sm" colorPalette="teal" onClick={() => setAdding(true)}>
              <LuPlus />
              {t('barcodes.add')}
            </Button>
          </PermissionGuard>
        }
      />
      {adding ? (
        <CreateBatchDialog
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            refetch();
          }}
        />
      ) : null}
    </>
  );
}
