/** /supplyRelationship: SKUs with their preferred supplier and supplier count; set a SKU's suppliers. */
import { Button, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { SupplyRelationshipFilter } from '../../api/generated/types';
import { PermissionGuard, type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { actionsColumn, ListPage, pageOf, useDialog, useListScreen } from '../../ui/resource';
import { featurePage } from '../../ui/FeatureScope';
import { idOrUndefined, textOrUndefined } from '../../ui/format';
import { useFeatureText } from '../../i18n/featureIntl';
import { money } from './components/StatisticsCards';
import { SupplyEditDialog } from './components/SupplyEditDialog';
import { supplyList, useSupplierOptions, type SupplyRow } from './hooks';
import { SkuLinkCell } from './components/DetailParts';
import { suppliersMessages } from './messages';

export const SupplyRelationshipPage = featurePage(suppliersMessages, SupplyScreen);

const toFilter = (v: FilterValues): SupplyRelationshipFilter => ({
  keyword: textOrUndefined(v.keyword),
  supplierId: idOrUndefined(v.supplierId),
  noSupplier: v.noSupplier === 'true' ? true : undefined,
});

function SupplyScreen() {
  const t = useFeatureText(suppliersMessages);
  const { options } = useSupplierOptions();
  const fields: FilterField[] = [
    { name: 'keyword', label: t('supply.filter.keyword'), type: 'text' },
    { name: 'supplierId', label: t('supply.filter.supplier'), type: 'select', options: options.map((o) => ({ value: String(o.id), label: o.name })) },
    { name: 'noSupplier', label: t('supply.filter.noSupplier'), type: 'select', options: [{ value: 'true', label: t('supply.filter.noSupplierOnly') }] },
  ];
  const screen = useListScreen({ ...supplyList, fields, toFilter });
  const dialog = useDialog<SupplyRow>(screen.reload);

  const columns: DataTableColumn<SupplyRow>[] = [
    {
      key: 'sku',
      header: t('supply.col.sku'),
      hideable: false,
      cell: (r) => <SkuLinkCell {...r} />,
    },
    {
      key: 'preferred',
      header: t('supply.col.preferred'),
      cell: (r) =>
        r.preferredSupplierId ? (
          <Link asChild colorPalette="teal">
            <RouterLink to={`/supplierDetails?id=${r.preferredSupplierId}`}>{r.preferredSupplierName}</RouterLink>
          </Link>
        ) : (
          <Text color="fg.muted">{t('supply.noneSet')}</Text>
        ),
    },
    { key: 'price', header: t('supply.col.price'), align: 'end', cell: (r) => money(r.preferredPrice) },
    { key: 'count', header: t('supply.col.count'), align: 'end', cell: (r) => r.supplierCount },
    actionsColumn(t('supply.col.actions'), (r) => (
      <HStack gap="0">
        <Button asChild size="xs" variant="ghost" colorPalette="gray" aria-label={t('supply.actionLabel', { action: t('supply.details'), sku: r.sku })}>
          <RouterLink to={`/supplyRelationshipDetails?skuId=${r.skuId}`}>{t('supply.details')}</RouterLink>
        </Button>
        <PermissionGuard permission="supplyRelationship.update">
          <Button
            size="xs"
            variant="ghost"
            colorPalette="teal"
            onClick={() => dialog.open(r)}
            aria-label={t('supply.actionLabel', { action: t('supply.edit'), sku: r.sku })}
          >
            {t('supply.edit')}
          </Button>
        </PermissionGuard>
      </HStack>
    )),
  ];

  return (
    <ListPage page={pageOf(t, 'supply', 'supplyRelationship')} screen={screen} columns={columns} rowKey="skuId">
      {dialog.current ? <SupplyEditDialog sku={dialog.current} onClose={dialog.close} onSaved={dialog.done} /> : null}
    </ListPage>
  );
}
