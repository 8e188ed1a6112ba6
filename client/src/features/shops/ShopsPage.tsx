/** /shops: marketplace shops and their authorization (spec 01 §2; `?status=4` lists failed ones). */
import { Button, HStack, Text } from '@chakra-ui/react';
import { SHOP_STATUS_VALUES } from '@erp/schema';
import { useEffect, useMemo, useRef, useState } from 'react';
import { LuPlus, LuSettings } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { ShopFilter } from '../../api/generated/graphql';
import {
  DataTable,
  DEFAULT_PAGE_SIZE,
  emptyFilterValues,
  FilterBar,
  FIRST_PAGE,
  PermissionGuard,
  type DataTableColumn,
  type FilterField,
  type FilterValues,
} from '../../ui';
import { FeatureScope, PageFrame } from '../shared/FeatureScope';
import { ExportButton } from '../tasks/ExportButton';
import { formatDateTime, textOrUndefined } from '../shared/format';
import { useFeatureText } from '../public/featureIntl';
import { AuthorizeShopDialog } from './components/AuthorizeShopDialog';
import { ReauthorizeShopDialog } from './components/ReauthorizeShopDialog';
import { RenameShopDialog } from './components/RenameShopDialog';
import { ShopStatus, useStatusLabel } from './components/ShopStatus';
import { useShops, type ShopRow } from './hooks';
import { shopsMessages } from './messages';
import { PLATFORM_OPTIONS, statusParam } from './platforms';

export function ShopsPage() {
  return (
    <FeatureScope messages={shopsMessages}>
      <ShopsScreen />
    </FeatureScope>
  );
}

function toFilter(values: FilterValues): ShopFilter {
  const status = typeof values.status === 'string' && values.status !== '' ? Number(values.status) : undefined;
  const platformType = typeof values.platformType === 'string' && values.platformType !== '' ? Number(values.platformType) : undefined;
  return { status, platformType, keyword: textOrUndefined(values.keyword) };
}

type Dialog = { kind: 'authorize' } | { kind: 'reauthorize'; shop: ShopRow } | { kind: 'rename'; shop: ShopRow };

function ShopsScreen() {
  const t = useFeatureText(shopsMessages);
  const statusLabel = useStatusLabel();
  const [params] = useSearchParams();
  const urlStatus = statusParam(params.get('status'));

  const fields = useMemo<FilterField[]>(
    () => [
      { name: 'status', label: t('shops.filter.status'), type: 'select', options: SHOP_STATUS_VALUES.map((s) => ({ value: String(s), label: statusLabel(s) })) },
      { name: 'platformType', label: t('shops.filter.platform'), type: 'select', options: PLATFORM_OPTIONS },
      { name: 'keyword', label: t('shops.filter.keyword'), type: 'text' },
    ],
    [t, statusLabel],
  );
  const [values, setValues] = useState<FilterValues>(() => ({ ...emptyFilterValues(fields), status: urlStatus }));
  const [filter, setFilter] = useState<ShopFilter>(() => toFilter({ status: urlStatus }));
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);

  // the dashboard's links open /shops?status=4 (and the user menu /shops with no status): a kept
  // page follows its address when the link is followed again
  const appliedUrlStatus = useRef(urlStatus);
  const valuesRef = useRef(values);
  valuesRef.current = values;
  useEffect(() => {
    if (appliedUrlStatus.current === urlStatus) return;
    appliedUrlStatus.current = urlStatus;
    const next = { ...valuesRef.current, status: urlStatus };
    setValues(next);
    setFilter(toFilter(next));
    setPage(FIRST_PAGE);
  }, [urlStatus]);

  const { rows, total, loading, error, refetch } = useShops(page, pageSize, filter);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const saved = () => {
    setDialog(null);
    refetch();
  };

  const columns: DataTableColumn<ShopRow>[] = [
    { key: 'platform', header: t('shops.col.platform'), cell: (r) => r.platformLabel },
    { key: 'shopName', header: t('shops.col.shopName'), hideable: false, cell: (r) => <Text fontWeight="medium">{r.shopName}</Text> },
    { key: 'alias', header: t('shops.col.alias'), cell: (r) => r.alias || '—' },
    { key: 'site', header: t('shops.col.site'), cell: (r) => r.site || '—' },
    { key: 'status', header: t('shops.col.status'), cell: (r) => <ShopStatus status={r.status} reason={r.authFailReason} /> },
    { key: 'authTime', header: t('shops.col.authTime'), cell: (r) => formatDateTime(r.authTime) },
    { key: 'authExpireAt', header: t('shops.col.authExpireAt'), cell: (r) => formatDateTime(r.authExpireAt) },
    {
      key: 'actions',
      header: t('shops.col.actions'),
      hideable: false,
      cell: (r) => (
        <HStack gap="1" wrap="wrap">
          <PermissionGuard permission="shop.authorize">
            <Button
              size="xs"
              variant="ghost"
              colorPalette={r.status === 1 ? 'gray' : 'red'}
              onClick={() => setDialog({ kind: 'reauthorize', shop: r })}
              aria-label={`${t('shops.reauthorize')} ${r.shopName}`}
            >
              {t('shops.reauthorize')}
            </Button>
          </PermissionGuard>
          <PermissionGuard permission="shop.update">
            <Button size="xs" variant="ghost" colorPalette="teal" onClick={() => setDialog({ kind: 'rename', shop: r })} aria-label={`${t('shops.rename')} ${r.shopName}`}>
              {t('shops.rename')}
            </Button>
          </PermissionGuard>
          <Button asChild size="xs" variant="ghost">
            <RouterLink to={`/shopsConfig?id=${r.id}`} aria-label={`${t('shops.settings')} ${r.shopName}`}>
              <LuSettings />
              {t('shops.settings')}
            </RouterLink>
          </Button>
        </HStack>
      ),
    },
  ];

  return (
    <PageFrame title={t('shops.title')} description={t('shops.description')}>
      <FilterBar
        fields={fields}
        values={values}
        onChange={setValues}
        onSearch={(v) => {
          setFilter(toFilter(v));
          setPage(FIRST_PAGE);
        }}
        loading={loading}
      />
      <DataTable
        aria-label={t('shops.title')}
        columns={columns}
        rows={rows}
        rowKey="id"
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={(p, size) => {
          setPage(p);
          setPageSize(size);
        }}
        loading={loading}
        error={error}
        onRetry={refetch}
        emptyText={t('shops.empty')}
        columnsStorageKey="table.shops.columns"
        toolbar={
          <>
            <PermissionGuard permission="shop.authorize">
              <Button size="sm" colorPalette="teal" onClick={() => setDialog({ kind: 'authorize' })}>
                <LuPlus />
                {t('shops.authorize')}
              </Button>
            </PermissionGuard>
            <ExportButton reportType="shops" filter={filter} />
          </>
        }
      />
      {dialog?.kind === 'authorize' ? <AuthorizeShopDialog onClose={close} onSaved={saved} /> : null}
      {dialog?.kind === 'reauthorize' ? <ReauthorizeShopDialog shop={dialog.shop} onClose={close} onSaved={refetch} /> : null}
      {dialog?.kind === 'rename' ? <RenameShopDialog shop={dialog.shop} onClose={close} onSaved={saved} /> : null}
    </PageFrame>
  );
}
