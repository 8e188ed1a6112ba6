/** /invoicesManage: invoices issued for orders, numbered per invoice company without gaps (spec 02 §2 'Finance', §3 'Invoice'; issue 22 item 3). */
import { Badge, Text } from '@chakra-ui/react';
import { INVOICE_STATUSES } from '@erp/schema';
import type { InvoiceFilter } from '../../api/generated/types';
import { choiceField, type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { TwoLines } from '../../ui/cells';
import { dayBoundary, formatDateTime, idOrUndefined, textOrUndefined } from '../../ui/format';
import { actionsColumn, RowActions, useDialog, useListScreen, ListPage, pageOf } from '../../ui/resource';
import { usePdfDownload } from '../barcodes/pdf';
import { IssueDialog } from './components/IssueDialog';
import { VoidDialog } from './components/VoidDialog';
import { invoiceList, useHeaderOptions, useInvoiceCommands, type InvoiceRow } from './hooks';
import { invoiceMessages } from './messages';

export const InvoicesManagePage = featurePage(invoiceMessages, InvoicesScreen);

const toFilter = (v: FilterValues): InvoiceFilter => {
  const [from, to] = Array.isArray(v.date) ? v.date : ['', ''];
  return {
    keyword: textOrUndefined(v.keyword),
    status: textOrUndefined(v.status),
    invoiceCompanyId: idOrUndefined(v.invoiceCompanyId),
    from: dayBoundary(String(from ?? ''), false) ?? undefined,
    to: dayBoundary(String(to ?? ''), true) ?? undefined,
  };
};
/** A Decimal as text with two decimals ("25" → "25.00"), without floats. */
const money = (v: string | number | null | undefined) => {
  const [i, f = ''] = String(v ?? '0').split('.');
  return `${i}.${(f + '00').slice(0, 2)}`;
};

function InvoicesScreen() {
  const t = useFeatureText(invoiceMessages);
  const headers = useHeaderOptions();
  const fields: FilterField[] = [
    { name: 'keyword', label: t('invoicePage.filter.keyword'), type: 'text' },
    choiceField('status', t('invoicePage.filter.status'), INVOICE_STATUSES, (s) => t(`invoicePage.status.${s}`)),
    { name: 'invoiceCompanyId', label: t('invoicePage.filter.header'), type: 'select', options: headers.map((h) => ({ value: String(h.id), label: h.name })) },
    { name: 'date', label: t('invoicePage.col.invoicedAt'), type: 'dateRange' },
  ];
  const screen = useListScreen({ ...invoiceList, fields, toFilter });
  const commands = useInvoiceCommands();
  const pdf = usePdfDownload();
  const dialog = useDialog<{ issue: true } | { void: InvoiceRow }>(screen.reload);

  const columns: DataTableColumn<InvoiceRow>[] = [
    { key: 'number', header: t('invoicePage.col.number'), hideable: false, cell: (i) => <TwoLines strong main={i.number} sub={i.invoiceCompany.name} /> },
    { key: 'drawee', header: t('invoicePage.col.drawee'), cell: (i) => <TwoLines main={i.drawee} sub={[i.address, i.country].filter(Boolean).join(', ')} /> },
    { key: 'orders', header: t('invoicePage.col.orders'), cell: (i) => i.orders.map((o) => o.orderNo).join(', ') },
    {
      key: 'total',
      header: t('invoicePage.col.total'),
      cell: (i) => (
        <TwoLines
          main={
            <Text as="span" fontWeight="semibold">
              {`${money(i.total)} ${i.currency}`}
            </Text>
          }
          sub={`${money(i.netTotal)} + ${money(i.taxTotal)} (${i.taxRate}%)`}
        />
      ),
    },
    { key: 'invoicedAt', header: t('invoicePage.col.invoicedAt'), cell: (i) => formatDateTime(i.invoicedAt) },
    {
      key: 'status',
      header: t('invoicePage.col.status'),
      cell: (i) => (
        <TwoLines
          main={
            <Badge colorPalette={i.status === 'voided' ? 'gray' : 'teal'}>
              {t(i.status === 'voided' ? 'invoicePage.status.voided' : 'invoicePage.status.issued')}
            </Badge>
          }
          sub={i.voidReason || undefined}
        />
      ),
    },
    actionsColumn(t('invoicePage.col.actions'), (i) => (
      <RowActions
        record={i.number}
        actions={[
          {
            key: 'pdf',
            label: t('invoicePage.pdf'),
            onClick: () => void pdf.download((feedback) => commands.pdf({ id: i.id }, { ...feedback, failure: t('invoicePage.pdfFailed') })),
          },
          ...(i.status === 'issued'
            ? [{ key: 'void', label: t('invoicePage.void'), permission: 'salesInvoice.void' as const, onClick: () => dialog.open({ void: i }) }]
            : []),
        ]}
      />
    )),
  ];

  const current = dialog.current;
  return (
    <ListPage
      page={pageOf(t, 'invoicePage.invoices', 'invoicesManage', { permission: 'salesInvoice.issue', onClick: () => dialog.open({ issue: true }) })}
      screen={screen}
      columns={columns}
    >
      {current && 'issue' in current ? <IssueDialog headers={headers} onClose={dialog.close} onSaved={dialog.done} /> : null}
      {current && 'void' in current ? <VoidDialog invoice={current.void} onClose={dialog.close} onSaved={dialog.done} /> : null}
    </ListPage>
  );
}
