/** Labels for chosen SKUs: pick SKUs (search or scan), set how many labels each, print a PDF. */
import { Alert, Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BARCODE_TYPES, LABEL_LAYOUTS, PAGE_SIZE_MAX, skuLabelsInput, toFieldIssues, type SkuLabelsInput } from '@erp/schema';
import { useState } from 'react';
import { LuPrinter, LuTrash2 } from 'react-icons/lu';
import { DataTable, toastError, useClickGuard, useMessageText, type DataTableColumn } from '../../../ui';
import { SkuPicker, type PickedSku } from '../../../ui/resource/SkuPicker';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useBarcodeCommands } from '../hooks';
import { barcodesMessages, type BarcodesMessageId } from '../messages';
import { usePdfDownload } from '../pdf';

interface Row {
  id: number;
  sku: string;
  productName: string;
  quantity: string;
}

export function SkuLabelsPanel() {
  const t = useFeatureText(barcodesMessages);
  const text = useMessageText();
  const { printSkuLabels } = useBarcodeCommands();
  const { download, busy } = usePdfDownload();
  const [rows, setRows] = useState<Row[]>([]);
  const [type, setType] = useState<string>('code128');
  const [layout, setLayout] = useState<string>('label');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A print holds up to 200 SKUs: the list pages like every other table (at most PAGE_SIZE_MAX rows).
  const [page, setPage] = useState(1);
  const shownPage = Math.min(page, Math.max(1, Math.ceil(rows.length / PAGE_SIZE_MAX)));
  const pageRows = rows.slice((shownPage - 1) * PAGE_SIZE_MAX, shownPage * PAGE_SIZE_MAX);

  const add = (sku: PickedSku) =>
    setRows((r) => (r.some((x) => x.id === sku.id) ? r : [...r, { id: sku.id, sku: sku.sku, productName: sku.productName, quantity: '1' }]));
  const setQuantity = (id: number, quantity: string) => setRows((r) => r.map((x) => (x.id === id ? { ...x, quantity } : x)));
  const total = rows.reduce((s, r) => s + (Number(r.quantity) || 0), 0);

  // the guard covers the request only: a form refused on the spot may be fixed and sent at once
  const send = useClickGuard((input: SkuLabelsInput) => void download((feedback) => printSkuLabels({ input }, feedback)));
  const onPrint = () => {
    const parsed = skuLabelsInput.safeParse({
      items: rows.map((r) => ({ skuId: r.id, quantity: r.quantity.trim() === '' ? NaN : Number(r.quantity) })),
      type,
      layout,
    });
    if (!parsed.success) {
      const issues = toFieldIssues(parsed.error);
      setErrors(Object.fromEntries(issues.map((i) => [i.field, text(i.messageId, i.params)])));
      toastError(text(issues[0]!.messageId, issues[0]!.params));
      return;
    }
    setErrors({});
    send(parsed.data);
  };

  const columns: DataTableColumn<Row>[] = [
    { key: 'sku', header: t('barcodes.sku.col.sku'), hideable: false, cell: (r) => <Text fontWeight="medium">{r.sku}</Text> },
    { key: 'product', header: t('barcodes.sku.col.product'), cell: (r) => r.productName || '—' },
    {
      key: 'quantity',
      header: t('barcodes.sku.col.quantity'),
      hideable: false,
      width: 160,
      cell: (r, i) => {
        const error = errors[`items.${i}.quantity`];
        return (
          <Field.Root invalid={Boolean(error)}>
            <Input
              size="sm"
              inputMode="numeric"
              value={r.quantity}
              onChange={(e) => setQuantity(r.id, e.target.value)}
              aria-label={`${t('barcodes.sku.col.quantity')} ${r.sku}`}
            />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
        );
      },
    },
    {
      key: 'actions',
      header: '',
      hideable: false,
      width: 60,
      cell: (r) => (
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          onClick={() => setRows((all) => all.filter((x) => x.id !== r.id))}
          aria-label={`${t('barcodes.sku.remove')} ${r.sku}`}
        >
          <LuTrash2 />
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="end">
        <Field.Root>
          <Field.Label>{t('barcodes.sku.pick')}</Field.Label>
          <SkuPicker onPick={add} excludeIds={rows.map((r) => r.id)} placeholder={t('barcodes.sku.pickHint')} aria-label={t('barcodes.sku.pick')} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('barcodes.field.type')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={type} onChange={(e) => setType(e.target.value)} aria-label={t('barcodes.field.type')}>
              {BARCODE_TYPES.map((v) => (
                <option key={v} value={v}>
                  {t(`barcodes.type.${v}` as BarcodesMessageId)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('barcodes.layout')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={layout} onChange={(e) => setLayout(e.target.value)} aria-label={t('barcodes.layout')}>
              {LABEL_LAYOUTS.map((v) => (
                <option key={v} value={v}>
                  {t(`barcodes.layout.${v}` as BarcodesMessageId)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </SimpleGrid>
      <Alert.Root status="info" size="sm">
        <Alert.Indicator />
        <Alert.Description>{t('barcodes.sku.codeHint')}</Alert.Description>
      </Alert.Root>
      <DataTable
        aria-label={t('barcodes.tab.skus')}
        columns={columns}
        rows={pageRows}
        rowKey="id"
        page={shownPage}
        pageSize={PAGE_SIZE_MAX}
        pageSizes={[PAGE_SIZE_MAX]}
        total={rows.length}
        onPageChange={(p) => setPage(p)}
        columnChooser={false}
        emptyText={t('barcodes.sku.empty')}
      />
      <HStack justify="space-between">
        <Text color={errors.items ? 'fg.error' : 'fg.muted'} textStyle="sm">
          {errors.items ?? t('barcodes.sku.total', { count: total })}
        </Text>
        <Button colorPalette="teal" onClick={onPrint} loading={busy} disabled={rows.length === 0}>
          <LuPrinter />
          {t('barcodes.sku.print')}
        </Button>
      </HStack>
    </Stack>
  );
}
