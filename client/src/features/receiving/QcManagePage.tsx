/** /qcManage: signed parcels awaiting inspection → inspection dialog (good / defective counts into locations). */
import { RECEIPT_TRANSITIONS } from '@erp/schema';
import { type DataTableColumn, type FilterField } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { pageOf, actionsColumn, LifecycleActions, useDialog, useListScreen, ListPage } from '../../ui/resource';
import { useFeatureText } from '../../i18n/featureIntl';
import { InspectDialog } from './components/InspectDialog';
import { receiptsToInspectList, type ReceiptRow } from './hooks';
import { receivingMessages } from './messages';
import { toReceiptFilter, useReceiptColumns } from './SigningPackagePage';

export const QcManagePage = featurePage(receivingMessages, QcScreen);

function QcScreen() {
  const t = useFeatureText(receivingMessages);
  const fields: FilterField[] = [
    { name: 'keyword', label: t('rcv.pkg.filter.keyword'), type: 'text' },
    // no status: the server lists the signed ones (awaiting inspection)
    {
      name: 'status',
      label: t('rcv.qc.filter.status'),
      type: 'select',
      allLabel: t('rcv.receiptStatus.signed'),
      options: [{ value: 'inspected', label: t('rcv.receiptStatus.inspected') }],
    },
    { name: 'date', label: t('rcv.pkg.filter.date'), type: 'dateRange' },
  ];
  const screen = useListScreen({ ...receiptsToInspectList, fields, toFilter: toReceiptFilter });
  const dialog = useDialog<ReceiptRow>(screen.reload);
  const columns: DataTableColumn<ReceiptRow>[] = [
    ...useReceiptColumns(),
    actionsColumn(t('rcv.ab.col.actions'), (r) => (
      <LifecycleActions
        transitions={RECEIPT_TRANSITIONS}
        status={r.status}
        record={r.receiptNo}
        actions={[{ action: 'inspect', label: t('rcv.qc.inspect'), permission: 'receipt.inspect', onClick: () => dialog.open(r) }]}
      />
    )),
  ];

  return (
    <ListPage page={pageOf(t, 'rcv.qc', 'qcManage')} screen={screen} columns={columns}>
      {dialog.current ? <InspectDialog receipt={dialog.current} onClose={dialog.close} onDone={dialog.done} /> : null}
    </ListPage>
  );
}
