/**
 * /inventoryPushRule (issue 19 point 6): one stock push rule per shop (percentage of the available
 * stock, reserve, cap, "push 0 below", the warehouses counted, automatic drift fixing), add / edit
 * in a dialog, enable / disable, delete, and "push now" (the shop's SKUs queued for a push, e.g.
 * after its rule changed), all with inventoryPushRule.update / inventoryPushRecord.push.
 */
import { Badge, Text } from '@chakra-ui/react';
import type { InventoryPushRuleFilter } from '../../api/generated/types';
import { toastSuccess, yesNoField, yesNoOf, type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, idOrUndefined, textOrUndefined } from '../../ui/format';
import { pageOf, actionsColumn, ListPage, RowActions, useDialog, useListScreen } from '../../ui/resource';
import { PushRuleDialog } from './components/PushRuleDialog';
import { pushRuleList, usePushRuleCommands, usePushShopOptions, usePushWarehouseOptions, type PushRuleRow } from './hooks';
import { stockPushMessages } from './messages';

export const PushRulesPage = featurePage(stockPushMessages, PushRulesScreen);

const toFilter = (v: FilterValues): InventoryPushRuleFilter => ({
  shopId: idOrUndefined(v.shopId),
  enabled: yesNoOf(v.enabled, ['enabled', 'disabled']),
  keyword: textOrUndefined(v.keyword),
});

function PushRulesScreen() {
  const t = useFeatureText(stockPushMessages);
  const shops = usePushShopOptions();
  const warehouses = usePushWarehouseOptions();
  const fields: FilterField[] = [
    { name: 'shopId', label: t('stockPush.filter.shop'), type: 'select', options: shops },
    yesNoField('enabled', t('stockPush.filter.enabled'), t('stockPush.enabled'), t('stockPush.disabled'), ['enabled', 'disabled']),
  ];
  const screen = useListScreen({ ...pushRuleList, fields, toFilter });
  const commands = usePushRuleCommands();
  const dialog = useDialog<{ rule: PushRuleRow | null }>(screen.reload);
  const warehouseNames = (ids: readonly number[]) =>
    ids.length ? ids.map((id) => warehouses.find((w) => w.id === id)?.name ?? `#${id}`).join(', ') : t('stockPush.allWarehouses');

  const switchOne = (r: PushRuleRow) =>
    void screen.run(() =>
      commands.setEnabled({ ids: [r.id], enabled: !r.enabled }, { success: t('stockPush.switched', { count: 1 }), failure: t('stockPush.actionFailed') }),
    );
  const onDelete = (r: PushRuleRow) =>
    void screen.run(() => commands.remove({ id: r.id }, { success: t('stockPush.deleted', { shop: r.shopName }), failure: t('stockPush.actionFailed') }), {
      confirm: t('stockPush.confirmDelete', { shop: r.shopName }),
      danger: true,
      confirmText: t('stockPush.delete'),
    });
  const pushNow = async (r: PushRuleRow) => {
    const outcome = await commands.pushShop({ shopId: r.shopId }, { failure: t('stockPush.actionFailed') });
    if (outcome.ok) toastSuccess(t('stockPush.queued', { count: outcome.data }));
  };

  const columns: DataTableColumn<PushRuleRow>[] = [
    { key: 'shop', header: t('stockPush.col.shop'), hideable: false, cell: (r) => <Text fontWeight="medium">{r.shopName}</Text> },
    {
      key: 'rule',
      header: t('stockPush.col.rule'),
      cell: (r) =>
        t('stockPush.ruleLine', { percentage: r.percentage, reserve: r.reserve, cap: r.maxQuantity ?? t('stockPush.noCap'), zeroBelow: r.zeroBelow }),
    },
    { key: 'warehouses', header: t('stockPush.col.warehouses'), cell: (r) => warehouseNames(r.warehouseIds) },
    { key: 'autoFix', header: t('stockPush.col.autoFix'), cell: (r) => (r.autoFixDrift ? t('stockPush.yes') : t('stockPush.no')) },
    {
      key: 'status',
      header: t('stockPush.col.status'),
      cell: (r) => <Badge colorPalette={r.enabled ? 'green' : 'gray'}>{r.enabled ? t('stockPush.enabled') : t('stockPush.disabled')}</Badge>,
    },
    { key: 'updatedAt', header: t('stockPush.col.updatedAt'), cell: (r) => formatDateTime(r.updatedAt) },
    actionsColumn(t('stockPush.col.actions'), (r) => (
      <RowActions
        record={r.shopName}
        actions={[
          { key: 'edit', label: t('stockPush.edit'), permission: 'inventoryPushRule.update', onClick: () => dialog.open({ rule: r }) },
          {
            key: 'switch',
            label: r.enabled ? t('stockPush.disable') : t('stockPush.enable'),
            permission: 'inventoryPushRule.update',
            onClick: () => switchOne(r),
          },
          { key: 'push', label: t('stockPush.pushNow'), permission: 'inventoryPushRecord.push', onClick: () => void pushNow(r) },
          { key: 'delete', label: t('stockPush.delete'), permission: 'inventoryPushRule.update', colorPalette: 'red', onClick: () => onDelete(r) },
        ]}
      />
    )),
  ];

  return (
    <ListPage
      page={pageOf(t, 'stockPush.rules', 'inventoryPushRules', { permission: 'inventoryPushRule.update', onClick: () => dialog.open({ rule: null }) })}
      screen={screen}
      columns={columns}
    >
      {dialog.current ? <PushRuleDialog rule={dialog.current.rule} onClose={dialog.close} onSaved={dialog.done} /> : null}
    </ListPage>
  );
}
