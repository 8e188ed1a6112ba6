/**
 * /productEuPair (and /productEuPairDetail?templateId=…: one template's pairings): product-library
 * SKUs paired with a compliance template and their labels per unit; EU labels printed for ticked
 * SKUs or for EU-destination orders (issue 24 item 6, spec 02 §5 EU label rules).
 */
import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { EuLabelPairFilter } from '../../api/generated/types';
import { PermissionGuard, type DataTableColumn, type FilterValues } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { TwoLines } from '../../ui/cells';
import { actionsColumn, ListPage, pageOf, RowActions, useDialog, useListScreen, type Feedback, type Outcome } from '../../ui/resource';
import { usePdfDownload, type PdfAnswer } from '../barcodes/pdf';
import { PairDialog, PrintOrdersDialog } from './components/PairDialog';
import { pairList, usePairCommands, useTemplateChoices, type PairRow } from './hooks';
import { euComplianceMessages } from './messages';

export const ProductEuPairPage = featurePage(euComplianceMessages, () => <ProductEuPairScreen detail={false} />);
export const ProductEuPairDetailPage = featurePage(euComplianceMessages, () => <ProductEuPairScreen detail />);

function ProductEuPairScreen({ detail }: { detail: boolean }) {
  const t = useFeatureText(euComplianceMessages);
  const [params] = useSearchParams();
  const fixedTemplate = detail && /^\d+$/.test(params.get('templateId') ?? '') ? Number(params.get('templateId')) : undefined;
  const templates = useTemplateChoices();
  const toFilter = (v: FilterValues): EuLabelPairFilter => ({
    keyword: textOrUndefined(v.keyword),
    templateId: fixedTemplate ?? (typeof v.templateId === 'string' && v.templateId ? Number(v.templateId) : undefined),
  });
  const fields = [
    { name: 'keyword', label: t('euPairs.filter.keyword'), type: 'text' as const },
    ...(fixedTemplate
      ? []
      : [
          {
            name: 'templateId',
            label: t('euPairs.filter.template'),
            type: 'select' as const,
            options: templates.map((o) => ({ value: String(o.id), label: o.name })),
          },
        ]),
  ];
  const screen = useListScreen({ ...pairList, fields, toFilter });
  const commands = usePairCommands();
  const pdf = usePdfDownload();
  const dialog = useDialog<{ kind: 'pair' }>(screen.reload);
  const [printingOrders, setPrintingOrders] = useState(false);
  const asPdf = (run: (f: Feedback) => Promise<Outcome<PdfAnswer>>) => pdf.download((f) => run({ ...f, failure: t('euPairs.printFailed') }));

  const columns: DataTableColumn<PairRow>[] = [
    { key: 'sku', header: t('euPairs.col.sku'), hideable: false, cell: (r) => <TwoLines mono main={r.sku.sku} sub={r.productName} /> },
    {
      key: 'template',
      header: t('euPairs.col.template'),
      cell: (r) => (
        <Text>
          {r.template.name} {r.template.enabled ? '' : t('euPairs.templateOff')}
        </Text>
      ),
    },
    { key: 'printQuantity', header: t('euPairs.col.printQuantity'), align: 'end', cell: (r) => r.printQuantity },
    { key: 'updatedAt', header: t('euPairs.col.updatedAt'), cell: (r) => formatDateTime(r.updatedAt) },
    actionsColumn(t('euPairs.col.actions'), (r) => (
      <RowActions
        record={r.sku.sku}
        actions={[
          {
            key: 'print',
            label: t('euPairs.print'),
            permission: 'euLabel.print',
            onClick: () => void asPdf((f) => commands.printSkus({ input: { items: [{ skuId: r.skuId, quantity: Math.max(1, r.printQuantity) }] } }, f)),
          },
          {
            key: 'unpair',
            label: t('euPairs.unpair'),
            permission: 'euLabelPair.update',
            colorPalette: 'red',
            onClick: () =>
              void screen.run(
                () => commands.unpair({ input: { ids: [r.id] } }, { success: t('euPairs.unpaired', { count: 1 }), failure: t('euPairs.unpairFailed') }),
                { confirm: t('euPairs.confirmUnpair', { sku: r.sku.sku }), danger: true },
              ),
          },
        ]}
      />
    )),
  ];

  const page = pageOf(t, 'euPairs', detail ? 'productEuPairDetail' : 'productEuPair', {
    permission: 'euLabelPair.update',
    onClick: () => dialog.open({ kind: 'pair' }),
  });
  return (
    <ListPage
      page={{
        ...page,
        title: detail ? t('euPairs.detailTitle') : page.title,
        actions: (
          <PermissionGuard permission="euLabel.print">
            <Button size="sm" variant="outline" onClick={() => setPrintingOrders(true)}>
              {t('euPairs.printOrders')}
            </Button>
          </PermissionGuard>
        ),
      }}
      screen={screen}
      columns={columns}
      batchActions={[
        {
          key: 'print',
          label: t('euPairs.print'),
          permission: 'euLabel.print',
          // the ticked SKUs, each its labels per unit (the server refuses when all are 0)
          onClick: (rows: PairRow[]) =>
            void asPdf((f) => commands.printSkus({ input: { items: rows.map((r) => ({ skuId: r.skuId, quantity: r.printQuantity })) } }, f)),
        },
        {
          key: 'unpair',
          label: t('euPairs.unpair'),
          permission: 'euLabelPair.update',
          onClick: (rows: PairRow[]) =>
            void screen.run(() =>
              commands.unpair(
                { input: { ids: rows.map((r) => r.id) } },
                { success: t('euPairs.unpaired', { count: rows.length }), failure: t('euPairs.unpairFailed') },
              ),
            ),
        },
      ]}
    >
      {dialog.current ? <PairDialog templateId={fixedTemplate} onClose={dialog.close} onSaved={dialog.done} /> : null}
      {printingOrders ? (
        <PrintOrdersDialog
          busy={pdf.busy}
          onClose={() => setPrintingOrders(false)}
          onPrint={(orderIds) => asPdf((f) => commands.printOrders({ input: { orderIds } }, f))}
        />
      ) : null}
    </ListPage>
  );
}
