/** /supplyProDetails?supplierId=: one supplier's products with price, MOQ and last purchase. */
import { Link } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { useListScreen, type NodeOf, ListPage } from '../../ui/resource';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { useFeatureText } from '../../i18n/featureIntl';
import { money } from './components/StatisticsCards';
import { supplierProductList, useSupplierOptions } from './hooks';
import { BackButton, MissingFrame, SkuLinkCell } from './components/DetailParts';
import { suppliersMessages } from './messages';
import { idParam } from './SupplierDetailsPage';

export const SupplyProDetailsPage = featurePage(suppliersMessages, SupplyProScreen);

type Row = NodeOf<NonNullable<ReturnType<typeof supplierProductList.pick>>>;
const toFilter = (v: FilterValues) => ({ keyword: textOrUndefined(v.keyword) });

function SupplyProScreen() {
  const t = useFeatureText(suppliersMessages);
  const [params] = useSearchParams();
  const supplierId = idParam(params.get('supplierId'));
  const fields = useMemo<FilterField[]>(() => [{ name: 'keyword', label: t('supply.pro.keyword'), type: 'text' }], [t]);
  const screen = useListScreen({
    ...supplierProductList,
    fields,
    toFilter,
    variables: (filter) => ({ supplierId: supplierId ?? 0, keyword: filter.keyword }),
    skip: !supplierId,
  });
  const { loading, error } = screen;
  const found = !screen.data || screen.data.supplierProducts != null;
  // the name comes from the picker list (the supplier query needs the /supplier page)
  const supplier = useSupplierOptions().options.find((o) => o.id === supplierId) ?? null;
  const back = <BackButton to={supplierId ? `/supplierDetails?id=${supplierId}` : '/supplier'} label={t('suppliers.detail.back')} />;
  if (!supplierId || (!loading && !error && !found)) {
    return <MissingFrame title={t('supply.pro.title')} message={t('supply.pro.missing')} back={back} />;
  }
  const columns: DataTableColumn<Row>[] = [
    {
      key: 'sku',
      header: t('supply.col.sku'),
      hideable: false,
      cell: (r) => <SkuLinkCell {...r} />,
    },
    { key: 'preferred', header: t('supply.row.preferred'), cell: (r) => t(r.preferred ? 'suppliers.yes' : 'suppliers.no') },
    { key: 'price', header: t('supply.row.price'), align: 'end', cell: (r) => money(r.purchasePrice) },
    { key: 'moq', header: t('supply.col.moq'), align: 'end', cell: (r) => r.moq },
    { key: 'lastPrice', header: t('supply.col.lastPrice'), align: 'end', cell: (r) => money(r.lastPurchasePrice) },
    { key: 'lastAt', header: t('supply.col.lastAt'), cell: (r) => formatDateTime(r.lastPurchaseAt) },
    { key: 'purchased', header: t('supply.col.purchased'), align: 'end', cell: (r) => r.purchasedQuantity },
    {
      key: 'link',
      header: t('supply.col.link'),
      cell: (r) =>
        r.purchaseLink ? (
          <Link href={r.purchaseLink} target="_blank" rel="noreferrer" colorPalette="teal">
            {t('supply.open')}
          </Link>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <ListPage
      page={{
        title: supplier ? t('supply.pro.titleOf', { name: supplier.name }) : t('supply.pro.title'),
        actions: back,
        emptyText: t('supply.pro.empty'),
        name: 'supplyProDetails',
      }}
      screen={screen}
      aria-label={t('supply.pro.title')}
      columns={columns}
    />
  );
}
