/**
 * /segmentManagement: tracking-number pools. Choose a channel that uses a pool, import a .txt file
 * with the kit's ImportDialog (one number per line; any other file type is refused before upload,
 * and again by the server),
 * list its numbers with the used / unused filter and counts, delete unused numbers.
 */
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuUpload } from 'react-icons/lu';
import { FilterBar, PermissionGuard, toastSuccess, type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { featurePage, PageFrame } from '../../ui/FeatureScope';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { useFeatureText } from '../../i18n/featureIntl';
import { Notice } from '../../ui/Notice';
import { ImportDialog, ListTable, StatusTabs, useListScreen } from '../../ui/resource';
import { ChannelSelect } from './ChannelSelect';
import { useNumberPoolImportKind } from './numberPoolImport';
import { numberList, usePoolCommands, type NumberRow } from './hooks';
import { logisticsMessages } from './messages';

export const SegmentManagementPage = featurePage(logisticsMessages, PoolScreen);

const TABS = ['all', 'unused', 'used'] as const;
type Tab = (typeof TABS)[number];
const toFilter = (v: FilterValues) => ({ keyword: textOrUndefined(v.keyword) });

function PoolScreen() {
  const t = useFeatureText(logisticsMessages);
  const commands = usePoolCommands();
  const [channelId, setChannelId] = useState<number | null>(null);
  const fields = useMemo<FilterField[]>(() => [{ name: 'keyword', label: t('logisticsPage.pool.filter.keyword'), type: 'text' }], [t]);
  const screen = useListScreen({
    ...numberList,
    fields,
    toFilter,
    skip: !channelId,
    tabs: { values: TABS, param: 'used' },
    variables: (filter, _sort, tab) => ({ filter: { ...filter, channelId, used: tab === 'all' ? undefined : tab === 'used' }, channelId }),
  });
  const [importing, setImporting] = useState(false);
  const counts = channelId ? (screen.data?.trackingNumberPoolCounts ?? null) : null;
  const poolImport = useNumberPoolImportKind(channelId, commands.importNumbers);

  const columns: DataTableColumn<NumberRow>[] = [
    { key: 'number', header: t('logisticsPage.pool.col.number'), hideable: false, cell: (r) => <Text fontFamily="mono">{r.number}</Text> },
    {
      key: 'used',
      header: t('logisticsPage.pool.col.used'),
      cell: (r) => <Badge colorPalette={r.used ? 'gray' : 'green'}>{r.used ? t('logisticsPage.pool.tab.used') : t('logisticsPage.pool.tab.unused')}</Badge>,
    },
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
          <ChannelSelect
            value={channelId}
            poolOnly
            aria-label={t('logisticsPage.pool.channel')}
            onChange={(id) => {
              setChannelId(id);
              screen.setPage(1);
            }}
          />
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
        <Notice description={t('logisticsPage.pool.pickChannel')} />
      ) : (
        <ListTable
          page={{ title: t('logisticsPage.pool.title'), emptyText: t('logisticsPage.pool.empty'), name: 'segmentManagement' }}
          screen={screen}
          columns={columns}
          filterBar={
            <>
              <StatusTabs
                value={screen.tab as Tab}
                tabs={TABS}
                onChange={screen.setTab}
                label={(k) => t(`logisticsPage.pool.tab.${k}`)}
                count={(k) => (counts ? (k === 'all' ? counts.total : counts[k]) : undefined)}
              />
              <FilterBar {...screen.filterBar} />
            </>
          }
          batchActions={[
            {
              key: 'delete',
              label: t('logisticsPage.pool.deleteUnused'),
              colorPalette: 'red',
              permission: 'numberPool.update',
              onClick: async (selected) => {
                const ids = selected.filter((r) => !r.used).map((r) => r.id);
                if (!ids.length) return;
                await screen.run(
                  async () => {
                    const outcome = await commands.remove({ ids }, { failure: t('logisticsPage.failed') });
                    if (outcome.ok) toastSuccess(t('logisticsPage.pool.deleted', { count: outcome.data }));
                    return outcome;
                  },
                  { confirm: t('logisticsPage.pool.confirmDelete', { count: ids.length }), danger: true },
                );
              },
            },
          ]}
        />
      )}
      {importing && channelId ? <ImportDialog kind={poolImport} onClose={() => setImporting(false)} onImported={screen.reload} /> : null}
    </PageFrame>
  );
}
