/** /shippingBlacklist: buyers whose orders are held as abnormal; move in and remove (spec 02 §3, §4, §5). */
import { Badge, Button, Text } from '@chakra-ui/react';
import { BLACKLIST_CAUSES } from '@erp/schema';
import { useMemo, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import type { ShippingBlacklistFilter } from '../../api/generated/graphql';
import {
  DataTable, DEFAULT_PAGE_SIZE, emptyFilterValues, FilterBar, FIRST_PAGE, PermissionGuard, toastSuccess, useConfirm,
  type DataTableColumn, type FilterField, type FilterValues,
} from '../../ui';
import { FeatureScope, PageFrame } from '../shared/FeatureScope';
import { formatDateTime, textOrUndefined } from '../shared/format';
import { showFailure } from '../shared/outcome';
import { useFeatureText } from '../public/featureIntl';
import { BlacklistFormDialog } from './components/BlacklistFormDialog';
import { platformLabel } from './components/conditions';
import { useBlacklistActions, useShippingBlacklist, type BlacklistRow } from './hooks';
import { orderRulesMessages, type OrderRulesMessageId } from './messages';

export function ShippingBlacklistPage() {
  return (
    <FeatureScope messages={orderRulesMessages}>
      <BlacklistScreen />
    </FeatureScope>
  );
}

function BlacklistScreen() {
  const t = useFeatureText(orderRulesMessages);
  const confirm = useConfirm();
  const actions = useBlacklistActions();
  const fields = useMemo<FilterField[]>(
    () => [
      { name: 'keyword', label: t('orderRulesPage.blacklist.filter.keyword'), type: 'text' },
      { name: 'cause', label: t('orderRulesPage.blacklist.filter.cause'), type: 'select', options: BLACKLIST_CAUSES.map((c) => ({ value: c, label: t(`orderRulesPage.cause.${c}` as OrderRulesMessageId) })) },
      {
        name: 'includeRemoved', label: t('orderRulesPage.blacklist.filter.includeRemoved'), type: 'select',
        options: [{ value: 'yes', label: t('orderRulesPage.blacklist.filter.includeRemoved') }],
      },
    ],
    [t],
  );
  const [values, setValues] = useState<FilterValues>(() => emptyFilterValues(fields));
  const [filter, setFilter] = useState<ShippingBlacklistFilter>({});
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { rows, total, loading, error, refetch } = useShippingBlacklist(page, pageSize, filter);
  const [adding, setAdding] = useState(false);

  const remove = async (row: BlacklistRow) => {
    if (!(await confirm({ message: t('orderRulesPage.blacklist.confirmRemove', { buyer: row.buyerAccount }), danger: true }))) return;
    const outcome = await actions.remove(row.id);
    if (outcome.ok) {
      toastSuccess(t('orderRulesPage.blacklist.removed'));
      refetch();
    } else showFailure(outcome, t('orderRulesPage.failed'));
  };

  const columns: DataTableColumn<BlacklistRow>[] = [
    { key: 'buyer', header: t('orderRulesPage.blacklist.col.buyer'), hideable: false, cell: (r) => <Text fontWeight="medium">{r.buyerAccount}</Text> },
    { key: 'platform', header: t('orderRulesPage.blacklist.col.platform'), cell: (r) => (r.platformType ? platformLabel(r.platformType) : t('orderRulesPage.blacklist.anyPlatform')) },
    {
      key: 'cause',
      header: t('orderRulesPage.blacklist.col.cause'),
      cell: (r) => (
        <Text>
          <Badge colorPalette={r.cause === 'fraud' ? 'red' : 'orange'} mr="2">{t(`orderRulesPage.cause.${r.cause}` as OrderRulesMessageId)}</Badge>
          {r.causeText}
        </Text>
      ),
    },
    { key: 'time', header: t('orderRulesPage.blacklist.col.time'), cell: (r) => formatDateTime(r.createdAt) },
    { key: 'operator', header: t('orderRulesPage.blacklist.col.operator'), cell: (r) => r.operatorName || '—' },
    { key: 'removedAt', header: t('orderRulesPage.blacklist.col.removedAt'), cell: (r) => (r.removedAt ? formatDateTime(r.removedAt) : '—') },
    {
      key: 'actions',
      header: t('orderRulesPage.col.actions'),
      hideable: false,
      cell: (r) =>
        r.removedAt ? null : (
          <PermissionGuard permission="blacklist.update">
            <Button size="xs" variant="ghost" colorPalette="red" aria-label={t('orderRulesPage.actionLabel', { action: t('orderRulesPage.blacklist.remove'), name: r.buyerAccount })} onClick={() => void remove(r)}>
              {t('orderRulesPage.blacklist.remove')}
            </Button>
          </PermissionGuard>
        ),
    },
  ];

  return (
    <PageFrame title={t('orderRulesPage.blacklist.title')} description={t('orderRulesPage.blacklist.description')}>
      <FilterBar
        fields={fields}
        values={values}
        onChange={setValues}
        onSearch={(v) => {
          setFilter({ keyword: textOrUndefined(v.keyword), cause: textOrUndefined(v.cause), ...(v.includeRemoved === 'yes' ? { includeRemoved: true } : {}) });
          setPage(FIRST_PAGE);
        }}
        loading={loading}
      />
      <DataTable
        aria-label={t('orderRulesPage.blacklist.title')}
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
        emptyText={t('orderRulesPage.blacklist.empty')}
        columnsStorageKey="table.shippingBlacklist.columns"
        toolbar={
          <PermissionGuard permission="blacklist.update">
            <Button size="sm" colorPalette="teal" onClick={() => setAdding(true)}>
              <LuPlus />
              {t('orderRulesPage.blacklist.add')}
            </Button>
          </PermissionGuard>
        }
      />
      {adding ? (
        <BlacklistFormDialog
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            refetch();
          }}
        />
      ) : null}
    </PageFrame>
  );
}
