/** /alibabaPairingList: SKUs and their 1688 pairing; unpair, order ticked pairs, import orders, sync logistics. */
import { Badge, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuRefreshCw, LuShoppingCart, LuUpload } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import type { WholesalePairingFilter } from '../../api/generated/graphql';
import {
  DataTable,
  DEFAULT_PAGE_SIZE,
  emptyFilterValues,
  FilterBar,
  FIRST_PAGE,
  PermissionGuard,
  toastSuccess,
  useConfirm,
  type DataTableColumn,
  type FilterField,
  type FilterValues,
} from '../../ui';
import { FeatureScope, PageFrame } from '../shared/FeatureScope';
import { textOrUndefined } from '../shared/format';
import { showFailure } from '../shared/outcome';
import { useFeatureText } from '../public/featureIntl';
import { ImportDialog } from './components/ImportDialog';
import { OrderDialog } from './components/OrderDialog';
import { usePairingList, useWholesaleActions, type PairingRow } from './hooks';
import { wholesaleMessages, type WholesaleMessageId } from './messages';

export function AlibabaPairingListPage() {
  return (
    <FeatureScope messages={wholesaleMessages}>
      <PairingListScreen />
    </FeatureScope>
  );
}

function toFilter(v: FilterValues): WholesalePairingFilter {
  const paired = textOrUndefined(v.paired);
  return { keyword: textOrUndefined(v.keyword), ...(paired ? { paired: paired === 'yes' } : {}) };
}

function PairingListScreen() {
  const t = useFeatureText(wholesaleMessages);
  const confirm = useConfirm();
  const navigate = useNavigate();
  const actions = useWholesaleActions();
  const fields = useMemo<FilterField[]>(
    () => [
      { name: 'keyword', label: t('wholesale.filter.keyword'), type: 'text' },
      { name: 'paired', label: t('wholesale.filter.paired'), type: 'select', options: [{ value: 'yes', label: t('wholesale.filter.pairedYes') }, { value: 'no', label: t('wholesale.filter.pairedNo') }] },
    ],
    [t],
  );
  const [values, setValues] = useState<FilterValues>(() => emptyFilterValues(fields));
  const [filter, setFilter] = useState<WholesalePairingFilter>({});
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { rows, total, loading, error, refetch } = usePairingList(page, pageSize, filter);
  const [selected, setSelected] = useState<PairingRow[]>([]);
  const [dialog, setDialog] = useState<'order' | 'import' | null>(null);
  const [syncing, setSyncing] = useState(false);
  const ticked = selected.filter((r) => r.pairing);

  const unpair = async (r: PairingRow) => {
    if (!r.pairing || !(await confirm({ message: t('wholesale.confirmUnpair', { sku: r.sku }), danger: true }))) return;
    const outcome = await actions.unpair([r.pairing.id]);
    if (outcome.ok) {
      toastSuccess(t('wholesale.unpaired'));
      refetch();
    } else showFailure(outcome, t('wholesale.failed'));
  };
  const sync = async () => {
    setSyncing(true);
    const outcome = await actions.sync();
    setSyncing(false);
    if (outcome.ok) toastSuccess(t('wholesale.synced', { checked: outcome.data.checked, shipped: outcome.data.shipped }));
    else showFailure(outcome, t('wholesale.failed'));
  };
  const button = (r: PairingRow, label: WholesaleMessageId, onClick: () => void, color = 'teal') => (
    <Button size="xs" variant="ghost" colorPalette={color} onClick={onClick} aria-label={t('wholesale.actionLabel', { action: t(label), sku: r.sku })}>
      {t(label)}
    </Button>
  );

  const columns: DataTableColumn<PairingRow>[] = [
    {
      key: 'sku',
      header: t('wholesale.col.sku'),
      hideable: false,
      cell: (r) => (
        <Stack gap="0">
          <Text fontWeight="medium">{r.sku}</Text>
          <Text textStyle="xs" color="fg.muted" lineClamp={1}>
            {r.productName}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'offer',
      header: t('wholesale.col.offer'),
      cell: (r) =>
        r.pairing ? (
          <Stack gap="0" maxW="64">
            <Link href={r.pairing.productUrl} target="_blank" rel="noreferrer" textStyle="sm" lineClamp={1}>
              {r.pairing.title || r.pairing.offerId}
            </Link>
            <Text textStyle="xs" color="fg.muted" fontFamily="mono">
              {r.pairing.offerId}
            </Text>
          </Stack>
        ) : (
          <Badge colorPalette="gray">{t('wholesale.notPaired')}</Badge>
        ),
    },
    {
      key: 'spec',
      header: t('wholesale.col.spec'),
      cell: (r) =>
        r.pairing ? (
          <Stack gap="0">
            <Text textStyle="sm">{r.pairing.specText}</Text>
            {r.pairing.ratio !== 1 ? (
              <Text textStyle="xs" color="fg.muted">
                {t('wholesale.ratio', { ratio: r.pairing.ratio })}
              </Text>
            ) : null}
          </Stack>
        ) : (
          '—'
        ),
    },
    {
      key: 'tiers',
      header: t('wholesale.col.tiers'),
      cell: (r) =>
        r.pairing ? (
          <Stack gap="0">
            {r.pairing.priceTiers.map((tier) => (
              <Text key={tier.minQuantity} textStyle="xs">
                {t('wholesale.tier', { min: tier.minQuantity, price: tier.price })}
              </Text>
            ))}
          </Stack>
        ) : (
          '—'
        ),
    },
    { key: 'supplier', header: t('wholesale.col.supplier'), cell: (r) => r.pairing?.supplierName || '—' },
    {
      key: 'actions',
      header: t('wholesale.col.actions'),
      hideable: false,
      cell: (r) => (
        <PermissionGuard permission="wholesalePairing.update">
          <HStack gap="0" wrap="wrap">
            {button(r, r.pairing ? 'wholesale.repair' : 'wholesale.pair', () => navigate(`/allibabaPair?skuId=${r.id}`))}
            {r.pairing ? button(r, 'wholesale.unpair', () => void unpair(r), 'red') : null}
          </HStack>
        </PermissionGuard>
      ),
    },
  ];

  return (
    <PageFrame title={t('wholesale.title')} description={t('wholesale.description')}>
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
        aria-label={t('wholesale.title')}
        columns={columns}
        rows={rows}
        rowKey="id"
        selectable
        selectedKeys={selected.map((r) => r.id)}
        onSelectionChange={(_keys, picked) => setSelected(picked)}
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
        emptyText={t('wholesale.empty')}
        columnsStorageKey="table.alibabaPairingList.columns"
        toolbar={
          <PermissionGuard permission="wholesaleOrder.create">
            <HStack gap="2">
              <Button size="sm" colorPalette="teal" disabled={!ticked.length} title={ticked.length ? undefined : t('wholesale.orderNeedsPaired')} onClick={() => setDialog('order')}>
                <LuShoppingCart />
                {t('wholesale.order')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setDialog('import')}>
                <LuUpload />
                {t('wholesale.import')}
              </Button>
              <Button size="sm" variant="outline" loading={syncing} onClick={() => void sync()}>
                <LuRefreshCw />
                {t('wholesale.sync')}
              </Button>
            </HStack>
          </PermissionGuard>
        }
      />
      {dialog === 'order' ? (
        <OrderDialog
          rows={ticked}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            setSelected([]);
          }}
        />
      ) : null}
      {dialog === 'import' ? <ImportDialog onClose={() => setDialog(null)} onDone={() => setDialog(null)} /> : null}
    </PageFrame>
  );
}
