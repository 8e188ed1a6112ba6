/** /supplier: suppliers with their purchase statistics (spec 02 §3 'Supplier'). */
import { Badge, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { SUPPLIER_TYPES } from '@erp/schema';
import { Link as RouterLink } from 'react-router';
import type { SupplierFilter } from '../../api/generated/types';
import { TRUE_FALSE, yesNoField, yesNoOf, type DataTableColumn, type FilterField, type FilterValues, choiceField } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { TwoLines } from '../../ui/cells';
import { actionsColumn, ListPage, pageOf, RowActions, useDialog, useListScreen } from '../../ui/resource';
import { useFeatureText } from '../../i18n/featureIntl';
import { money, percent } from './components/StatisticsCards';
import { SupplierFormDialog } from './components/SupplierFormDialog';
import { supplierList, useSupplierCommands, type SupplierRow } from './hooks';
import { suppliersMessages, type SuppliersMessageId } from './messages';

export const SupplierPage = featurePage(suppliersMessages, SuppliersScreen);

function toFilter(v: FilterValues): SupplierFilter {
  return {
    keyword: textOrUndefined(v.keyword),
    type: textOrUndefined(v.type),
    preferred: yesNoOf(v.preferred, TRUE_FALSE),
    enabled: yesNoOf(v.enabled, TRUE_FALSE),
  };
}

type Dialog = { kind: 'create' } | { kind: 'edit'; supplier: SupplierRow };
/** Suppliers have no lifecycle table: every button is a plain (`when`) one. */

function SuppliersScreen() {
  const t = useFeatureText(suppliersMessages);
  const commands = useSupplierCommands();
  const fields: FilterField[] = [
    { name: 'keyword', label: t('suppliers.filter.keyword'), type: 'text' },
    choiceField('type', t('suppliers.filter.type'), SUPPLIER_TYPES, (v) => t(`suppliers.type.${v}`)),
    yesNoField('preferred', t('suppliers.filter.preferred'), t('suppliers.yes'), t('suppliers.no'), TRUE_FALSE),
    yesNoField('enabled', t('suppliers.filter.enabled'), t('suppliers.enabled'), t('suppliers.disabled'), TRUE_FALSE),
  ];
  const screen = useListScreen({ ...supplierList, fields, toFilter });
  const dialog = useDialog<Dialog>(screen.reload);
  const failure = t('suppliers.failed');

  const columns: DataTableColumn<SupplierRow>[] = [
    {
      key: 'name',
      header: t('suppliers.col.name'),
      hideable: false,
      cell: (s) => (
        <Stack gap="0">
          <HStack gap="1">
            <Link asChild colorPalette="teal" fontWeight="medium">
              <RouterLink to={`/supplierDetails?id=${s.id}`}>{s.name}</RouterLink>
            </Link>
            {s.preferred ? <Badge colorPalette="orange">{t('suppliers.preferredBadge')}</Badge> : null}
          </HStack>
          {s.website ? (
            <Text textStyle="xs" color="fg.muted" lineClamp={1}>
              {s.website}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'type', header: t('suppliers.col.type'), cell: (s) => t(`suppliers.type.${s.type}` as SuppliersMessageId) },
    {
      key: 'contact',
      header: t('suppliers.col.contact'),
      cell: (s) => <TwoLines main={s.contact || '—'} sub={s.phone} />,
    },
    { key: 'deliveryDays', header: t('suppliers.col.deliveryDays'), align: 'end', cell: (s) => s.deliveryDays },
    { key: 'purchaseCount', header: t('suppliers.col.purchaseCount'), align: 'end', cell: (s) => s.statistics.purchaseCount },
    { key: 'delayRate', header: t('suppliers.col.delayRate'), align: 'end', cell: (s) => percent(s.statistics.delayRate) },
    { key: 'replenishmentRate', header: t('suppliers.col.replenishmentRate'), align: 'end', cell: (s) => percent(s.statistics.replenishmentRate) },
    { key: 'returnRate', header: t('suppliers.col.returnRate'), align: 'end', cell: (s) => percent(s.statistics.returnRate) },
    { key: 'averagePrice', header: t('suppliers.col.averagePrice'), align: 'end', cell: (s) => money(s.statistics.averagePrice) },
    {
      key: 'latest',
      header: t('suppliers.col.latest'),
      cell: (s) => <TwoLines main={money(s.statistics.latestPrice)} sub={formatDateTime(s.statistics.latestPurchaseAt)} />,
    },
    {
      key: 'defective',
      header: t('suppliers.col.defective'),
      align: 'end',
      cell: (s) => `${s.statistics.defectiveCount} / ${percent(s.statistics.defectiveRate)}`,
    },
    { key: 'wholesale', header: t('suppliers.col.wholesale'), cell: (s) => s.wholesaleShopName || s.wholesaleMemberId || '—' },
    {
      key: 'status',
      header: t('suppliers.col.status'),
      cell: (s) => <Badge colorPalette={s.enabled ? 'green' : 'gray'}>{t(s.enabled ? 'suppliers.enabled' : 'suppliers.disabled')}</Badge>,
    },
    actionsColumn(t('suppliers.col.actions'), (s) => (
      <RowActions
        record={s.name}
        leading={
          <Button asChild size="xs" variant="ghost" colorPalette="gray" aria-label={`${t('suppliers.details')} ${s.name}`}>
            <RouterLink to={`/supplierDetails?id=${s.id}`}>{t('suppliers.details')}</RouterLink>
          </Button>
        }
        actions={[
          { key: 'edit', label: t('suppliers.edit'), permission: 'supplier.update', onClick: () => dialog.open({ kind: 'edit', supplier: s }) },
          s.enabled
            ? {
                key: 'disable',
                label: t('suppliers.disable'),
                permission: 'supplier.update',
                colorPalette: 'orange',
                onClick: () =>
                  void screen.run(() => commands.setEnabled({ id: s.id, enabled: false }, { success: t('suppliers.disabledDone'), failure }), {
                    confirm: t('suppliers.confirmDisable', { name: s.name }),
                  }),
              }
            : {
                key: 'enable',
                label: t('suppliers.enable'),
                permission: 'supplier.update',
                onClick: () => void screen.run(() => commands.setEnabled({ id: s.id, enabled: true }, { success: t('suppliers.enabledDone'), failure })),
              },
          {
            key: 'delete',
            label: t('suppliers.delete'),
            permission: 'supplier.update',
            colorPalette: 'red',
            onClick: () =>
              void screen.run(() => commands.remove({ id: s.id }, { success: t('suppliers.deleted'), failure }), {
                confirm: t('suppliers.confirmDelete', { name: s.name }),
                danger: true,
              }),
          },
        ]}
      />
    )),
  ];

  return (
    <ListPage
      page={pageOf(t, 'suppliers', 'supplier', undefined, {
        create: { permission: 'supplier.update', label: t('suppliers.create'), onClick: () => dialog.open({ kind: 'create' }) },
      })}
      screen={screen}
      columns={columns}
    >
      {dialog.current ? (
        <SupplierFormDialog supplier={dialog.current.kind === 'edit' ? dialog.current.supplier : undefined} onClose={dialog.close} onSaved={dialog.done} />
      ) : null}
    </ListPage>
  );
}
