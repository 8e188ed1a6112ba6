/** /customLogistics: seller-defined channels (create, edit, enable / disable, delete when unused). */
import { Badge, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import type { LogisticsChannelFilter } from '../../api/generated/types';
import {
  DataTable, DEFAULT_PAGE_SIZE, emptyFilterValues, FilterBar, FIRST_PAGE, PermissionGuard, toastSuccess, useConfirm,
  type DataTableColumn, type FilterField, type FilterValues,
} from '../../ui';
import { FeatureScope, PageFrame } from '../../ui/FeatureScope';
import { textOrUndefined } from '../../ui/format';
import { showFailure } from '../shared/outcome';
import { useFeatureText } from '../../i18n/featureIntl';
import { CustomChannelDialog } from './components/ChannelDialog';
import { useChannelActions, useCustomChannels, type ChannelRow } from './hooks';
import { logisticsMessages } from './messages';
import { weightText } from './SystemLogisticsPage';

export function CustomLogisticsPage() {
  return (
    <FeatureScope messages={logisticsMessages}>
      <CustomScreen />
    </FeatureScope>
  );
}

function CustomScreen() {
  const t = useFeatureText(logisticsMessages);
  const confirm = useConfirm();
  const actions = useChannelActions();
  const fields = useMemo<FilterField[]>(
    () => [
      { name: 'keyword', label: t('logisticsPage.filter.keyword'), type: 'text' },
      { name: 'enabled', label: t('logisticsPage.filter.enabled'), type: 'select', options: [{ value: 'yes', label: t('logisticsPage.enabled') }, { value: 'no', label: t('logisticsPage.disabled') }] },
    ],
    [t],
  );
  const [values, setValues] = useState<FilterValues>(() => emptyFilterValues(fields));
  const [filter, setFilter] = useState<LogisticsChannelFilter>({});
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { rows, total, loading, error, refetch } = useCustomChannels(page, pageSize, filter);
  const [editing, setEditing] = useState<ChannelRow | 'new' | null>(null);

  const toggle = async (r: ChannelRow) => {
    const outcome = await actions.setEnabled(r.id, !r.enabled);
    if (outcome.ok) toastSuccess(t(r.enabled ? 'logisticsPage.disabledToast' : 'logisticsPage.enabledToast', { name: r.name }));
    else showFailure(outcome, t('logisticsPage.failed'));
  };
  const remove = async (r: ChannelRow) => {
    if (!(await confirm({ message: t('logisticsPage.custom.confirmDelete', { name: r.name }), danger: true }))) return;
    const outcome = await actions.remove(r.id);
    if (outcome.ok) toastSuccess(t('logisticsPage.custom.deleted', { name: r.name }));
    else showFailure(outcome, t('logisticsPage.failed'));
  };
  const button = (r: ChannelRow, action: 'logisticsPage.edit' | 'logisticsPage.enable' | 'logisticsPage.disable' | 'logisticsPage.delete', onClick: () => void, color = 'teal') => (
    <Button size="xs" variant="ghost" colorPalette={color} onClick={onClick} aria-label={t('logisticsPage.actionLabel', { action: t(action), name: r.name })}>
      {t(action)}
    </Button>
  );

  const columns: DataTableColumn<ChannelRow>[] = [
    {
      key: 'name',
      header: t('logisticsPage.col.name'),
      hideable: false,
      cell: (r) => (
        <Stack gap="0">
          <Text fontWeight="medium">{r.name}</Text>
          {r.code ? <Text textStyle="xs" color="fg.muted" fontFamily="mono">{r.code}</Text> : null}
        </Stack>
      ),
    },
    { key: 'carrier', header: t('logisticsPage.col.carrier'), cell: (r) => r.carrier || '—' },
    { key: 'maxWeight', header: t('logisticsPage.col.maxWeight'), align: 'end', cell: (r) => weightText(t, r.maxWeight) },
    { key: 'pool', header: t('logisticsPage.col.numberPool'), cell: (r) => (r.usesNumberPool ? t('logisticsPage.yes') : t('logisticsPage.no')) },
    {
      key: 'trackingUrl',
      header: t('logisticsPage.col.trackingUrl'),
      hiddenByDefault: true,
      cell: (r) => (r.trackingUrl ? <Link href={r.trackingUrl.replace('{no}', '')} target="_blank" rel="noreferrer" textStyle="xs">{r.trackingUrl}</Link> : '—'),
    },
    { key: 'status', header: t('logisticsPage.col.status'), cell: (r) => <Badge colorPalette={r.enabled ? 'green' : 'gray'}>{r.enabled ? t('logisticsPage.enabled') : t('logisticsPage.disabled')}</Badge> },
    {
      key: 'actions',
      header: t('logisticsPage.col.actions'),
      hideable: false,
      cell: (r) => (
        <PermissionGuard permission="logisticsChannel.update">
          <HStack gap="0" wrap="wrap">
            {button(r, 'logisticsPage.edit', () => setEditing(r))}
            {button(r, r.enabled ? 'logisticsPage.disable' : 'logisticsPage.enable', () => void toggle(r), r.enabled ? 'orange' : 'teal')}
            {button(r, 'logisticsPage.delete', () => void remove(r), 'red')}
          </HStack>
        </PermissionGuard>
      ),
    },
  ];

  return (
    <PageFrame title={t('logisticsPage.custom.title')} description={t('logisticsPage.custom.description')}>
      <FilterBar
        fields={fields}
        values={values}
        onChange={setValues}
        onSearch={(v) => {
          setFilter({ keyword: textOrUndefined(v.keyword), enabled: v.enabled === 'yes' ? true : v.enabled === 'no' ? false : undefined });
          setPage(FIRST_PAGE);
        }}
        loading={loading}
      />
      <DataTable
        aria-label={t('logisticsPage.custom.title')}
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
        emptyText={t('logisticsPage.custom.empty')}
        columnsStorageKey="table.customLogistics.columns"
        toolbar={
          <PermissionGuard permission="logisticsChannel.update">
            <Button size="sm" colorPalette="teal" onClick={() => setEditing('new')}>
              <LuPlus />
              {t('logisticsPage.custom.add')}
            </Button>
          </PermissionGuard>
        }
      />
      {editing ? (
        <CustomChannelDialog channel={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); refetch(); }} />
      ) : null}
    </PageFrame>
  );
}
