/**
 * Columns the purchase reports share: a figure aligned right under `purchaseReportPage.col.<key>`,
 * and the purchase order's status and payment status badges.
 */
import { Badge } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '../../ui';
import { PAYMENT_STATUS_COLORS, PURCHASE_STATUS_COLORS } from '../purchase-orders/statusColors';
import type { PurchaseReportsMessageId } from './messages';

type Text = (id: PurchaseReportsMessageId) => string;
const header = (t: Text, key: string) => t(`purchaseReportPage.col.${key}` as PurchaseReportsMessageId);

/** A figure of the row, right-aligned; `field` when the row names it otherwise, `title` when its header is not `col.<key>`. */
export function figureColumn<R>(t: Text, key: string, { field, title }: { field?: keyof R & string; title?: string } = {}): DataTableColumn<R> {
  const name = (field ?? key) as keyof R;
  return { key, header: header(t, title ?? key), align: 'end', cell: (r) => r[name] as ReactNode };
}

/** The purchase order's status badge. */
export function orderStatusColumn<R extends { status: string }>(t: Text): DataTableColumn<R> {
  return {
    key: 'status',
    header: header(t, 'status'),
    cell: (r) => (
      <Badge colorPalette={PURCHASE_STATUS_COLORS[r.status] ?? 'gray'}>{t(`purchaseReportPage.status.${r.status}` as PurchaseReportsMessageId)}</Badge>
    ),
  };
}

/** The purchase order's payment status badge. */
export function paymentStatusColumn<R extends { paymentStatus: string }>(t: Text): DataTableColumn<R> {
  return {
    key: 'paymentStatus',
    header: header(t, 'paymentStatus'),
    cell: (r) => (
      <Badge colorPalette={PAYMENT_STATUS_COLORS[r.paymentStatus] ?? 'gray'}>
        {t(`purchaseReportPage.payment.${r.paymentStatus}` as PurchaseReportsMessageId)}
      </Badge>
    ),
  };
}
