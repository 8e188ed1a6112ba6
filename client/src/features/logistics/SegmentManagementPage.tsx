/**
 * /segmentManagement: tracking-number pools. Choose a channel that uses a pool, import a .txt file
 * with the kit's ImportDialog (one number per line; any other file type is refused before upload,
 * and again by the server),
 * list its numbers with the used / unused filter and counts, delete unused numbers.
 */
import { Alert, Badge, Button, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuUpload } from 'react-icons/lu';
import {
  DataTable, DEFAULT_PAGE_SIZE, emptyFilterValues, FilterBar, FIRST_PAGE, PermissionGuard, toastSuccess, useConfirm,
  type DataTableColumn, type FilterField, type FilterValues,
} from '../../ui';
import { FeatureScope, PageFrame } from '../../ui/FeatureScope';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { showFailure } from '../shared/outcome';
import { useFeatureText } from '../../i18n/featureIntl';
import { ImportDialog } from '../../ui/resource/ImportDialog';
import { ChannelSelect } from './ChannelSelect';
import { useNumberPoolImportKind } from './numberPoolImport';
import { usePoolActions, useTrackingNumbers, type NumberRow } from './hooks';
import { logisticsMessages } from './messages';

export function SegmentManagementPage() {
  return (
    <FeatureScope messages={logisticsMessages}>
      <PoolScreen />
    </FeatureScope>
  );
}

type Tab = 'all' | 'unused' | 'used';

function PoolScreen() {
  const t = useFeatureText(logisticsMessages);
  const confirm = useConfirm();
  const actions = usePoolActions();
  const [channelId, setChannelId] = useState<number | null>(null);
  const [tab, setTab] = useState<Tab>('all');
  const fields = useMemo<FilterField[]>(() => [{ name: 'keyword', label: t('logisticsPage.pool.filter.keyword'), type: 'text' }], [t]);
  const [values, setValues] = useState<FilterValues>(() => emptyFilterValues(fields));
  const [keyword, setKeyword] = useState<string | undefined>();
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [importing, setImporting] = useState(false);
  const filter = { channelId, used: tab === 'all' ? undefined : tab === 'used', keyword };
  const { rows, total, counts, loading, error, refetch } = useTrackingNumbers(page, pageSize, filter, !channelId);
  const poolImport = useNumberPoolImportKind(channelId, actions.importNumbers);

  const columns: DataTableColumn<NumberRow>[] = [
    { key: 'number', header: t('logisticsPage.pool.col.number'), hideable: false, cell: (r) => <Text fontFamily="mono">{r.number}</Text> },
    { key: 'used', header: t('logisticsPage.pool.col.used'), cell: (r) => <Badge colorPalette={r.used ? 'gray' : 'green'}>{r.used ? t('logisticsPage.pool.tab.used') : t('logisticsPage.pool.tab.unused')}</Badge> },
    { key: 'order', header: t('logisticsPage.pool.col.order'), cell: (r) => r.orderNo || '—' },
    { key: 'usedAt', header: t('logisticsPage.pool.col.usedAt'), cell: (r) => formatDateTime(r.usedAt) },
    { key: 'createdAt', header: t('logisticsPage.pool.col.createdAt'), cell: (r) => formatDateTime(r.createdAt) },
  ];

  return (
    <PageFrame title={t('logisticsPage.pool.title')} description={t('logisticsPage.pool.description')}>
      <HStack gap="3" wrap="wrap" align="end">
        <Stack gap="1" minW="64">
          <Text textStyle="sm" fontWeight="medium">
            {t('logisticsPage.pool.channel')}
          </Text>
          <ChannelSelect value={channelId} poolOnly aria-label={t('logisticsPage.pool.channel')} onChange={(id) => { setChannelId(id); setPage(FIRST_PAGE); }} />
        </Stack>
        {channelId ? (
          <>
            <PermissionGuard permission="numberPool.update">
              <Button size="sm" colorPalette="teal" onClick={() => setImporting(true)}>
                <LuUpload />
                {t('logisticsPage.pool.import')}
              </Button>
            </PermissionGuard>
            {counts ? (
              <Text textStyle="sm" color="fg.muted" aria-live="polite">
                {t('logisticsPage.pool.counts', { total: counts.total, used: counts.used, unused: counts.unused })}
              </Text>
            ) : null}
          </>
        ) : null}
      </HStack>
      {!channelId ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>{t('logisticsPage.pool.pickChannel')}</Alert.Description>
        </Alert.Root>
      ) : (
        <>
          <Tabs.Root value={tab} onValueChange={(d) => { setTab(d.value as Tab); setPage(FIRST_PAGE); }} size="sm">
            <Tabs.List>
              {(['all', 'unused', 'used'] as const).map((k) => (
                <Tabs.Trigger key={k} value={k}>
                  {t(`logisticsPage.pool.tab.${k}`)}
                  {counts ? ` (${k === 'all' ? counts.total : counts[k]})` : ''}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </Tabs.Root>
          <FilterBar fields={fields} values={values} onChange={setValues} onSearch={(v) => { setKeyword(textOrUndefined(v.keyword)); setPage(FIRST_PAGE); }} loading={loading} />
          <DataTable
            aria-label={t('logisticsPage.pool.title')}
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
            emptyText={t('logisticsPage.pool.empty')}
            columnsStorageKey="table.segmentManagement.columns"
            batchActions={[
              {
                key: 'delete',
                label: t('logisticsPage.pool.deleteUnused'),
                colorPalette: 'red',
                permission: 'numberPool.update',
                onClick: async (selected) => {
                  const ids = selected.filter((r) => !r.used).map((r) => r.id);
                  if (!ids.length || !(await confirm({ message: t('logisticsPage.pool.confirmDelete', { count: ids.length }), danger: true }))) return;
                  const outcome = await actions.remove(ids);
                  if (outcome.ok) toastSuccess(t('logisticsPage.pool.deleted', { count: outcome.data }));
                  else showFailure(outcome, t('logisticsPage.failed'));
                },
              },
            ]}
          />
        </>
      )}
      {importing && channelId ? <ImportDialog kind={poolImport} onClose={() => setImporting(false)} onImported={() => refetch()} /> : null}
    </PageFrame>
  );
}
