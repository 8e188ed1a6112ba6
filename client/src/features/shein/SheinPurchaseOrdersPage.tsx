/**
 * /sheinPurchaseOrders: stock orders SHEIN places with the seller as a supplier (spec 02 §3, §4 'Shein
 * order'; issue 23 item 7): status tabs with counts, shop / merchant type / number filters, the pull
 * per shop, and per row the actions SHEIN_ORDER_TRANSITIONS allows (accept, reject, create the
 * delivery order) and the SKU labels (70 × 20 mm). SHEIN's refusal of a call shows under the status.
 */
import { Stack, Text } from '@chakra-ui/react';
import { SHEIN_MERCHANT_TYPES, SHEIN_ORDER_STATUSES, SHEIN_ORDER_TRANSITIONS, sheinRejectInput } from '@erp/schema';
import { useState } from 'react';
import type { SheinPurchaseOrderCountFilter } from '../../api/generated/types';
import { toastError, toastSuccess, type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, idOrUndefined, textOrUndefined } from '../../ui/format';
import {
  actionsColumn,
  confirmedItem,
  CountedTabs,
  tabTexts,
  LifecycleActions,
  ListPage,
  NoteDialog,
  pageOf,
  rejectTexts,
  shopFilter,
  StatusCell,
  statusTabs,
  useDialog,
  useListScreen,
  type LifecycleItem,
} from '../../ui/resource';
import { codeColumn, TwoLines } from '../../ui/cells';
import { useFeatureText } from '../../i18n/featureIntl';
import { openPdf } from '../print-templates/pdf';
import { DeliveryDialog } from './components/DeliveryDialog';
import { sheinOrderList, useSheinCommands, useSheinShops, type SheinOrderRow } from './hooks';
import { sheinMessages, type SheinMessageId } from './messages';

type Action = keyof typeof SHEIN_ORDER_TRANSITIONS;
export const SHEIN_STATUS_COLORS: Record<string, string> = {
  placed: 'orange',
  accepted: 'purple',
  delivering: 'blue',
  delivered: 'green',
  cancelled: 'gray',
  rejected: 'red',
  created: 'blue',
};
type Dialog = { kind: 'reject' | 'delivery'; order: SheinOrderRow };

const toFilter = (v: FilterValues): SheinPurchaseOrderCountFilter => ({
  keyword: textOrUndefined(v.keyword),
  shopId: idOrUndefined(v.shopId),
  merchantType: textOrUndefined(v.merchantType),
});

export const SheinPurchaseOrdersPage = featurePage(sheinMessages, SheinPurchaseOrdersScreen);

function SheinPurchaseOrdersScreen() {
  const t = useFeatureText(sheinMessages);
  const { shops } = useSheinShops();
  const commands = useSheinCommands();
  const [pulling, setPulling] = useState(false);
  const fields: FilterField[] = [
    { name: 'keyword', label: t('shein.filter.keyword'), type: 'text' },
    shopFilter('shopId', t('shein.filter.shop'), shops),
    {
      name: 'merchantType',
      label: t('shein.filter.merchantType'),
      type: 'select',
      options: SHEIN_MERCHANT_TYPES.map((m) => ({ value: m, label: t(`shein.merchant.${m}` as SheinMessageId) })),
    },
  ];
  const screen = useListScreen({
    ...sheinOrderList,
    fields,
    toFilter,
    ...statusTabs(SHEIN_ORDER_STATUSES),
  });
  const dialog = useDialog<Dialog>(screen.reload);
  const failure = t('shein.failed');

  /** Pulls every authorized SHEIN shop of the caller (or the filtered one). */
  const pull = async () => {
    const chosen = screen.filter.shopId ? shops.filter((s) => s.id === screen.filter.shopId) : shops.filter((s) => s.status === 1);
    if (!chosen.length) {
      toastError(t('shein.noShop'));
      return;
    }
    setPulling(true);
    try {
      for (const s of chosen) {
        const outcome = await commands.pull({ shopId: s.id }, { failure });
        if (outcome.ok) toastSuccess(t('shein.pulled', outcome.data));
      }
    } finally {
      setPulling(false);
      screen.reload();
    }
  };

  const actionsOf = (r: SheinOrderRow): LifecycleItem<Action>[] => [
    confirmedItem(
      screen.run,
      { action: 'accept', label: t('shein.accept'), permission: 'sheinPurchaseOrders.handle', confirm: t('shein.confirmAccept', { orderNo: r.orderNo }) },
      () => commands.accept({ id: r.id }, { success: t('shein.accepted'), failure }),
    ),
    {
      action: 'reject',
      label: t('shein.reject'),
      permission: 'sheinPurchaseOrders.handle',
      colorPalette: 'red',
      onClick: () => dialog.open({ kind: 'reject', order: r }),
    },
    {
      action: 'createDelivery',
      label: t('shein.createDelivery'),
      permission: 'sheinDeliveryOrders.update',
      onClick: () => dialog.open({ kind: 'delivery', order: r }),
    },
    {
      key: 'labels',
      label: t('shein.printLabels'),
      colorPalette: 'gray',
      when: r.status !== 'cancelled' && r.status !== 'rejected',
      onClick: () =>
        void screen.run(async () => {
          const outcome = await commands.printLabels({ id: r.id }, { failure });
          if (outcome.ok) openPdf(outcome.data.contentBase64, outcome.data.filename);
          return outcome;
        }),
    },
  ];

  const columns: DataTableColumn<SheinOrderRow>[] = [
    codeColumn('orderNo', t('shein.col.orderNo'), (r) => r.orderNo),
    { key: 'shop', header: t('shein.col.shop'), cell: (r) => <TwoLines main={r.shopName} sub={t(`shein.merchant.${r.merchantType}` as SheinMessageId)} /> },
    {
      key: 'lines',
      header: t('shein.col.lines'),
      cell: (r) => (
        <Stack gap="0">
          {r.lines.map((l) => (
            <Text key={l.id} textStyle="sm">
              {l.supplierSku} × {l.quantity}
              {l.skuId == null ? (
                <Text as="span" color="fg.error">
                  {' '}
                  ({t('shein.unmapped')})
                </Text>
              ) : null}
            </Text>
          ))}
        </Stack>
      ),
    },
    { key: 'quantity', header: t('shein.col.quantity'), align: 'end', cell: (r) => r.orderQuantity },
    { key: 'placedAt', header: t('shein.col.placedAt'), cell: (r) => formatDateTime(r.placedAt) },
    {
      key: 'status',
      header: t('shein.col.status'),
      cell: (r) => (
        <StatusCell
          color={SHEIN_STATUS_COLORS[r.status]}
          label={t(`shein.status.${r.status}` as SheinMessageId)}
          notes={[
            { text: r.delivery?.deliveryNo },
            { text: r.rejectReason, error: true },
            { text: r.providerMessage && t('shein.providerMessage', { message: r.providerMessage }), error: true },
          ]}
        />
      ),
    },
    actionsColumn(t('shein.col.actions'), (r) => (
      <LifecycleActions transitions={SHEIN_ORDER_TRANSITIONS} status={r.status} record={r.orderNo} actions={actionsOf(r)} />
    )),
  ];

  const open = dialog.current;
  return (
    <ListPage
      page={pageOf(t, 'shein.orders', 'sheinPurchaseOrders', undefined, {
        create: { permission: 'sheinPurchaseOrders.handle', label: pulling ? `${t('shein.pull')}…` : t('shein.pull'), onClick: () => void pull() },
      })}
      screen={screen}
      columns={columns}
      above={<CountedTabs screen={screen} statuses={SHEIN_ORDER_STATUSES} counts={screen.data?.sheinPurchaseOrderStatusCounts} texts={tabTexts(t, 'shein')} />}
    >
      {open?.kind === 'reject' ? (
        <NoteDialog
          schema={sheinRejectInput}
          id={open.order.id}
          name="reason"
          required
          danger
          {...rejectTexts(t, 'shein', { orderNo: open.order.orderNo })}
          command={commands.reject}
          onClose={dialog.close}
          onDone={dialog.done}
        />
      ) : null}
      {open?.kind === 'delivery' ? <DeliveryDialog order={open.order} onClose={dialog.close} onDone={dialog.done} /> : null}
    </ListPage>
  );
}
