/** /invoiceCompany: invoice company headers, the seller's issuing entities (spec 02 §2 'Finance'; issue 22 item 3). */
import { Badge, HStack } from '@chakra-ui/react';
import type { InvoiceCompanyFilter } from '../../api/generated/types';
import { type DataTableColumn, type FilterValues } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { TwoLines } from '../../ui/cells';
import { textOrUndefined } from '../../ui/format';
import { actionsColumn, deleteItem, RowActions, useDialog, useListScreen, ListPage, pageOf } from '../../ui/resource';
import { HeaderDialog } from './components/HeaderDialog';
import { headerList, useHeaderCommands, type HeaderRow } from './hooks';
import { invoiceMessages } from './messages';

export const InvoiceCompanyPage = featurePage(invoiceMessages, HeadersScreen);

const toFilter = (v: FilterValues): InvoiceCompanyFilter => ({ keyword: textOrUndefined(v.keyword) });
const PERMISSION = 'invoiceCompany.update' as const;
const SEQ_DIGITS = 6;

function HeadersScreen() {
  const t = useFeatureText(invoiceMessages);
  const fields = [{ name: 'keyword', label: t('invoicePage.col.name'), type: 'text' as const }];
  const screen = useListScreen({ ...headerList, fields, toFilter });
  const commands = useHeaderCommands();
  const dialog = useDialog<{ header: HeaderRow | null }>(screen.reload);

  const columns: DataTableColumn<HeaderRow>[] = [
    {
      key: 'name',
      header: t('invoicePage.col.name'),
      hideable: false,
      cell: (h) => (
        <TwoLines
          strong
          main={
            <HStack gap="2">
              <span>{h.name}</span>
              {h.isDefault ? <Badge colorPalette="teal">{t('invoicePage.default')}</Badge> : null}
            </HStack>
          }
          sub={h.address}
        />
      ),
    },
    { key: 'country', header: t('invoicePage.col.country'), cell: (h) => h.country },
    { key: 'taxNumber', header: t('invoicePage.col.taxNumber'), cell: (h) => h.taxNumber },
    {
      key: 'bank',
      header: t('invoicePage.col.bank'),
      cell: (h) => <TwoLines main={h.bankName} sub={[h.bankAccount, h.bankSwift].filter(Boolean).join(' · ')} />,
    },
    {
      key: 'numbering',
      header: t('invoicePage.col.numbering'),
      cell: (h) => (
        <TwoLines
          main={t('invoicePage.next', { number: `${h.prefix}${String(h.nextNumber).padStart(SEQ_DIGITS, '0')}` })}
          sub={t('invoicePage.issued', { count: h.invoiceCount })}
        />
      ),
    },
    { key: 'currency', header: t('invoicePage.col.currency'), cell: (h) => `${h.currency} / ${h.taxRate}%` },
    actionsColumn(t('invoicePage.col.actions'), (h) => (
      <RowActions
        record={h.name}
        actions={[
          { key: 'edit', label: t('invoicePage.edit'), permission: PERMISSION, onClick: () => dialog.open({ header: h }) },
          deleteItem(screen.run, { label: t('invoicePage.delete'), permission: PERMISSION, confirm: t('invoicePage.confirmDelete', { name: h.name }) }, () =>
            commands.remove({ id: h.id }, { success: t('invoicePage.deleted', { name: h.name }) }),
          ),
        ]}
      />
    )),
  ];

  return (
    <ListPage
      page={pageOf(t, 'invoicePage.headers', 'invoiceCompany', { permission: PERMISSION, onClick: () => dialog.open({ header: null }) })}
      screen={screen}
      columns={columns}
    >
      {dialog.current ? <HeaderDialog header={dialog.current.header} onClose={dialog.close} onSaved={dialog.done} /> : null}
    </ListPage>
  );
}
