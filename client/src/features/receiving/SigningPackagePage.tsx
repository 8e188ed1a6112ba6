/** /signingPackage: parcels signed for, with signer, packaging, boxes and the inspection results. */
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { oneOf, RECEIPT_STATUSES } from '@erp/schema';
import type { PurchaseReceiptFilter } from '../../api/generated/types';
import { type DataTableColumn, type FilterField, type FilterValues, yesNoField, yesNoOf, choiceField } from '../../ui';
import { pageOf, useListScreen, ListPage } from '../../ui/resource';
import { featurePage } from '../../ui/FeatureScope';
import { dayBoundary, formatDateTime, textOrUndefined } from '../../ui/format';
import { useFeatureText } from '../../i18n/featureIntl';
import { receiptList, type ReceiptRow } from './hooks';
import { receivingMessages, type ReceivingMessageId } from './messages';
import { TwoLines } from '../../ui/cells';

export const SigningPackagePage = featurePage(receivingMessages, SigningPackageScreen);

/** The filter bar's values → the receipts filter (shared with /qcManage). */
export function toReceiptFilter(v: FilterValues): PurchaseReceiptFilter {
  const [from, to] = Array.isArray(v.date) ? v.date : ['', ''];
  return {
    status: oneOf(RECEIPT_STATUSES, v.status),
    keyword: textOrUndefined(v.keyword),
    signedFrom: from ? dayBoundary(from, false) : undefined,
    signedTo: to ? dayBoundary(to, true) : undefined,
    overReceived: yesNoOf(v.overReceived),
  };
}

/** Columns both receipt lists show. */
export function useReceiptColumns(): DataTableColumn<ReceiptRow>[] {
  const t = useFeatureText(receivingMessages);
  return [
    {
      key: 'receipt',
      header: t('rcv.pkg.col.receipt'),
      hideable: false,
      cell: (r) => (
        <Stack gap="0">
          <HStack gap="1">
            <Text fontWeight="medium" fontFamily="mono">
              {r.receiptNo}
            </Text>
            {r.overReceived ? <Badge colorPalette="orange">{t('rcv.pkg.overReceived')}</Badge> : null}
          </HStack>
          <Text textStyle="xs" color="fg.muted" fontFamily="mono">
            {r.trackingNo}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'order',
      header: t('rcv.pkg.col.order'),
      cell: (r) => (
        <Stack gap="0">
          <Text fontFamily="mono">{r.purchaseOrderNo}</Text>
          <Text textStyle="xs" color="fg.muted">
            {r.supplierName} · {r.warehouseName}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: t('rcv.pkg.col.status'),
      cell: (r) => <Badge colorPalette={r.status === 'inspected' ? 'green' : 'blue'}>{t(`rcv.receiptStatus.${r.status}` as ReceivingMessageId)}</Badge>,
    },
    {
      key: 'signer',
      header: t('rcv.pkg.col.signer'),
      cell: (r) => <TwoLines main={r.signerName || '—'} sub={formatDateTime(r.signedAt)} />,
    },
    {
      key: 'packaging',
      header: t('rcv.pkg.col.packaging'),
      cell: (r) => (
        <Stack gap="0">
          <Text color={r.packaging === 'intact' ? undefined : 'orange.fg'}>{t(`rcv.packaging.${r.packaging}` as ReceivingMessageId)}</Text>
          <Text textStyle="xs" color="fg.muted">
            {t('rcv.pkg.boxes', { boxes: r.boxes })}
          </Text>
        </Stack>
      ),
    },
    { key: 'quantity', header: t('rcv.pkg.col.quantity'), align: 'end', cell: (r) => `${r.receivedQuantity} / ${r.goodQuantity} / ${r.defectiveQuantity}` },
    {
      key: 'inspector',
      header: t('rcv.pkg.col.inspector'),
      cell: (r) =>
        r.inspectedAt ? (
          <Stack gap="0">
            <Text>{r.inspectorName || '—'}</Text>
            <Text textStyle="xs" color="fg.muted">
              {formatDateTime(r.inspectedAt)} · {r.inspectionNo}
            </Text>
          </Stack>
        ) : (
          '—'
        ),
    },
  ];
}

function SigningPackageScreen() {
  const t = useFeatureText(receivingMessages);
  const fields: FilterField[] = [
    { name: 'keyword', label: t('rcv.pkg.filter.keyword'), type: 'text' },
    choiceField('status', t('rcv.pkg.filter.status'), RECEIPT_STATUSES, (s) => t(`rcv.receiptStatus.${s}`)),
    { name: 'date', label: t('rcv.pkg.filter.date'), type: 'dateRange' },
    yesNoField('overReceived', t('rcv.pkg.filter.over'), t('rcv.pkg.yes'), t('rcv.pkg.no')),
  ];
  const screen = useListScreen({ ...receiptList, fields, toFilter: toReceiptFilter });
  const columns = useReceiptColumns();

  return <ListPage page={pageOf(t, 'rcv.pkg', 'signingPackage')} screen={screen} columns={columns} />;
}
