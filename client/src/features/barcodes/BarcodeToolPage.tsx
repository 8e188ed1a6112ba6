/** /barcodeTool: barcode batches (name, number, type) and SKU labels, printed as PDF (spec 02 §2, §3). */
import { Badge, Button, HStack, Tabs, Text } from '@chakra-ui/react';
import { BARCODE_TYPES } from '@erp/schema';
import { useState } from 'react';
import { LuPrinter } from 'react-icons/lu';
import type { BarcodeBatchFilter } from '../../api/generated/types';
import { type DataTableColumn, type FilterField, type FilterValues, choiceField } from '../../ui';
import { actionsColumn, useDialog, useListScreen, ListTable } from '../../ui/resource';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage, PageFrame } from '../../ui/FeatureScope';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { CreateBatchDialog } from './components/CreateBatchDialog';
import { SkuLabelsPanel } from './components/SkuLabelsPanel';
import { batchList, useBarcodeCommands, type BatchRow } from './hooks';
import { barcodesMessages, type BarcodesMessageId } from './messages';
import { usePdfDownload } from './pdf';

export const BarcodeToolPage = featurePage(barcodesMessages, BarcodeToolScreen);

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

const toFilter = (v: FilterValues): BarcodeBatchFilter => ({ keyword: textOrUndefined(v.keyword), type: textOrUndefined(v.type) });

function BatchesPanel() {
  const t = useFeatureText(barcodesMessages);
  const typeLabel = (type: string) => ((BARCODE_TYPES as readonly string[]).includes(type) ? t(`barcodes.type.${type}` as BarcodesMessageId) : type);
  const fields: FilterField[] = [
    { name: 'keyword', label: t('barcodes.filter.keyword'), type: 'text' },
    choiceField('type', t('barcodes.filter.type'), BARCODE_TYPES, (v) => t(`barcodes.type.${v}` as BarcodesMessageId)),
  ];
  const screen = useListScreen({ ...batchList, fields, toFilter });
  const adding = useDialog<true>(screen.reload);
  const { printBatch } = useBarcodeCommands();
  const { download, busy } = usePdfDownload();
  const print = (id: number, layout: string) => void download((feedback) => printBatch({ id, layout }, feedback));

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
    actionsColumn(t('barcodes.col.actions'), (b) => (
      <HStack gap="1">
        <Button
          size="xs"
          variant="ghost"
          colorPalette="teal"
          disabled={busy}
          onClick={() => print(b.id, 'label')}
          aria-label={`${t('barcodes.print')} ${b.name}`}
        >
          <LuPrinter />
          {t('barcodes.print')}
        </Button>
        <Button size="xs" variant="ghost" disabled={busy} onClick={() => print(b.id, 'a4')} aria-label={`${t('barcodes.printA4')} ${b.name}`}>
          {t('barcodes.printA4')}
        </Button>
      </HStack>
    )),
  ];

  return (
    <>
      <ListTable
        page={{
          title: t('barcodes.tab.batches'),
          emptyText: t('barcodes.empty'),
          name: 'barcodeBatches',
          create: { permission: 'barcode.create', label: t('barcodes.add'), onClick: () => adding.open(true) },
        }}
        screen={screen}
        columns={columns}
      />
      {adding.current ? <CreateBatchDialog onClose={adding.close} onSaved={adding.done} /> : null}
    </>
  );
}
