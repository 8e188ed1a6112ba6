/**
 * /sheinDeliveryOrders: delivery orders (delivery notes) of SHEIN stock orders (spec 02 §3; issue 23
 * item 7): status tabs with counts, shop / warehouse / method / number filters, deliver (the goods
 * leave the warehouse through the stock ledger) and the box marks (100 × 100 mm, one per package).
 */
import { SHEIN_DELIVERY_METHODS, SHEIN_DELIVERY_STATUSES, oneOf } from '@erp/schema';
import type { SheinDeliveryOrderCountFilter } from '../../api/generated/types';
import type { DataTableColumn, FilterField, FilterValues } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, idOrUndefined, textOrUndefined } from '../../ui/format';
import {
  actionsColumn,
  CountedTabs,
  tabTexts,
  ListPage,
  pageOf,
  RowActions,
  shopFilter,
  StatusCell,
  statusTabs,
  useListScreen,
  type LifecycleItem,
} from '../../ui/resource';
import { codeColumn, TwoLines } from '../../ui/cells';
import { useFeatureText } from '../../i18n/featureIntl';
import { openPdf } from '../print-templates/pdf';
import { useWarehouseOptions } from '../warehouses/pickers';
import { sheinDeliveryList, useSheinCommands, useSheinShops, type SheinDeliveryRow } from './hooks';
import { sheinMessages, type SheinMessageId } from './messages';
import { SHEIN_STATUS_COLORS } from './SheinPurchaseOrdersPage';

const toFilter = (v: FilterValues): SheinDeliveryOrderCountFilter & { deliveryMethod?: string } => ({
  keyword: textOrUndefined(v.keyword),
  shopId: idOrUndefined(v.shopId),
  warehouseId: idOrUndefined(v.warehouseId),
  deliveryMethod: textOrUndefined(v.deliveryMethod),
});

export const SheinDeliveryOrdersPage = featurePage(sheinMessages, SheinDeliveryOrdersScreen);

function SheinDeliveryOrdersScreen() {
  const t = useFeatureText(sheinMessages);
  const { shops } = useSheinShops();
  const { options } = useWarehouseOptions();
  const commands = useSheinCommands();
  const fields: FilterField[] = [
    { name: 'keyword', label: t('shein.filter.keyword'), type: 'text' },
    shopFilter('shopId', t('shein.filter.shop'), shops),
    {
      name: 'warehouseId',
      label: t('shein.col.warehouse'),
      type: 'select',
      options: options.filter((o) => o.type === 'own').map((o) => ({ value: String(o.id), label: o.name })),
    },
    {
      name: 'deliveryMethod',
      label: t('shein.filter.method'),
      type: 'select',
      options: SHEIN_DELIVERY_METHODS.map((m) => ({ value: m, label: t(`shein.method.${m}` as SheinMessageId) })),
    },
  ];
  const screen = useListScreen({
    ...sheinDeliveryList,
    fields,
    toFilter,
    tabs: statusTabs(SHEIN_DELIVERY_STATUSES).tabs,
    variables: (filter, _sort, tab) => {
      const { deliveryMethod, ...countFilter } = filter;
      return { filter: { ...filter, deliveryMethod, status: oneOf(SHEIN_DELIVERY_STATUSES, tab) }, countFilter };
    },
  });
  const failure = t('shein.failed');

  const actionsOf = (r: SheinDeliveryRow): Omit<LifecycleItem<never>, 'action'>[] => [
    {
      key: 'deliver',
      label: t('shein.deliver'),
      permission: 'sheinDeliveryOrders.update',
      when: r.status === 'created',
      onClick: () =>
        void screen.run(() => commands.deliver({ id: r.id }, { success: t('shein.delivered'), failure }), {
          confirm: t('shein.confirmDeliver', { deliveryNo: r.deliveryNo, warehouse: r.warehouseName }),
        }),
    },
    {
      key: 'marks',
      label: t('shein.printBoxMarks'),
      colorPalette: 'gray',
      onClick: () =>
        void screen.run(async () => {
          const outcome = await commands.printBoxMarks({ id: r.id }, { failure });
          if (outcome.ok) openPdf(outcome.data.contentBase64, outcome.data.filename);
          return outcome;
        }),
    },
  ];

  const columns: DataTableColumn<SheinDeliveryRow>[] = [
    codeColumn('deliveryNo', t('shein.col.deliveryNo'), (r) => r.deliveryNo),
    { key: 'order', header: t('shein.col.orderNo'), cell: (r) => <TwoLines main={r.orderNo} sub={r.shopName} /> },
    {
      key: 'method',
      header: t('shein.col.method'),
      cell: (r) => (
        <TwoLines
          main={t(`shein.method.${r.deliveryMethod}` as SheinMessageId)}
          sub={
            r.deliveryMethod === 'express'
              ? `${r.expressCompany} ${r.trackingNo}`.trim()
              : r.deliveryMethod === 'pickup' && r.pickupTime
                ? formatDateTime(r.pickupTime)
                : r.fleetCode
          }
        />
      ),
    },
    { key: 'packages', header: t('shein.col.packages'), align: 'end', cell: (r) => `${r.packageCount} / ${Number(r.totalWeight).toFixed(3)} kg` },
    { key: 'shipQuantity', header: t('shein.col.shipQuantity'), align: 'end', cell: (r) => r.shipQuantity },
    { key: 'warehouse', header: t('shein.col.warehouse'), cell: (r) => <TwoLines main={r.warehouseName} sub={r.address} /> },
    {
      key: 'status',
      header: t('shein.col.status'),
      cell: (r) => (
        <StatusCell
          color={SHEIN_STATUS_COLORS[r.status]}
          label={t(`shein.dstatus.${r.status}` as SheinMessageId)}
          notes={[{ text: r.providerMessage && t('shein.providerMessage', { message: r.providerMessage }), error: true }]}
        />
      ),
    },
    actionsColumn(t('shein.col.actions'), (r) => <RowActions record={r.deliveryNo} actions={actionsOf(r)} />),
  ];

  return (
    <ListPage
      page={pageOf(t, 'shein.deliveries', 'sheinDeliveryOrders')}
      screen={screen}
      columns={columns}
      above={
        <CountedTabs
          screen={screen}
          statuses={SHEIN_DELIVERY_STATUSES}
          counts={screen.data?.sheinDeliveryOrderStatusCounts}
          texts={tabTexts(t, 'shein', 'shein.dstatus')}
        />
      }
    />
  );
}
