/** /systemLogistics: the carrier catalogue; the seller enables channels and sets their max weight and number pool. */
import { Badge, Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DataTable, PermissionGuard, toastSuccess, type DataTableColumn } from '../../ui';
import { FeatureScope, PageFrame } from '../../ui/FeatureScope';
import { showFailure } from '../shared/outcome';
import { useFeatureText } from '../../i18n/featureIntl';
import { SystemChannelDialog } from './components/ChannelDialog';
import { useChannelActions, useSystemChannels, type SystemChannelRow } from './hooks';
import { logisticsMessages, type LogisticsMessageId } from './messages';

export function SystemLogisticsPage() {
  return (
    <FeatureScope messages={logisticsMessages}>
      <SystemScreen />
    </FeatureScope>
  );
}

export function weightText(t: (id: LogisticsMessageId, v?: Record<string, string | number>) => string, grams: number) {
  return grams > 0 ? t('logisticsPage.grams', { value: grams }) : t('logisticsPage.noLimit');
}

function SystemScreen() {
  const t = useFeatureText(logisticsMessages);
  const { rows, loading, error, refetch } = useSystemChannels();
  const actions = useChannelActions();
  const [show, setShow] = useState<'all' | 'enabled'>('all');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(30);
  const [editing, setEditing] = useState<(SystemChannelRow & { channelId: number }) | null>(null);
  const shown = rows.filter((r) => show === 'all' || r.enabled);
  const pageRows = shown.slice((page - 1) * pageSize, page * pageSize);

  const toggle = async (r: SystemChannelRow) => {
    const outcome = r.enabled ? await actions.setEnabled(r.channelId!, false) : await actions.enableSystem(r.code);
    if (outcome.ok) toastSuccess(t(r.enabled ? 'logisticsPage.disabledToast' : 'logisticsPage.enabledToast', { name: r.name }));
    else showFailure(outcome, t('logisticsPage.failed'));
  };

  const columns: DataTableColumn<SystemChannelRow>[] = [
    { key: 'carrier', header: t('logisticsPage.col.carrier'), cell: (r) => r.carrier },
    { key: 'name', header: t('logisticsPage.col.name'), hideable: false, cell: (r) => <Text fontWeight="medium">{r.name}</Text> },
    { key: 'maxWeight', header: t('logisticsPage.col.maxWeight'), align: 'end', cell: (r) => weightText(t, r.maxWeight) },
    { key: 'pool', header: t('logisticsPage.col.numberPool'), cell: (r) => (r.usesNumberPool ? t('logisticsPage.yes') : t('logisticsPage.no')) },
    {
      key: 'status',
      header: t('logisticsPage.col.status'),
      cell: (r) => <Badge colorPalette={r.enabled ? 'green' : 'gray'}>{r.enabled ? t('logisticsPage.enabled') : r.channelId ? t('logisticsPage.disabled') : t('logisticsPage.notEnabled')}</Badge>,
    },
    {
      key: 'actions',
      header: t('logisticsPage.col.actions'),
      hideable: false,
      cell: (r) => (
        <PermissionGuard permission="logisticsChannel.update">
          <HStack gap="0">
            <Button size="xs" variant="ghost" colorPalette={r.enabled ? 'orange' : 'teal'} onClick={() => void toggle(r)}
              aria-label={t('logisticsPage.actionLabel', { action: t(r.enabled ? 'logisticsPage.disable' : 'logisticsPage.enable'), name: r.name })}>
              {t(r.enabled ? 'logisticsPage.disable' : 'logisticsPage.enable')}
            </Button>
            {r.channelId ? (
              <Button size="xs" variant="ghost" colorPalette="teal" onClick={() => setEditing({ ...r, channelId: r.channelId! })}
                aria-label={t('logisticsPage.actionLabel', { action: t('logisticsPage.edit'), name: r.name })}>
                {t('logisticsPage.edit')}
              </Button>
            ) : null}
          </HStack>
        </PermissionGuard>
      ),
    },
  ];

  return (
    <PageFrame title={t('logisticsPage.system.title')} description={t('logisticsPage.system.description')}>
      <DataTable
        aria-label={t('logisticsPage.system.title')}
        columns={columns}
        rows={pageRows}
        rowKey="code"
        page={page}
        pageSize={pageSize}
        total={shown.length}
        onPageChange={(p, size) => {
          setPage(p);
          setPageSize(size);
        }}
        loading={loading}
        error={error}
        onRetry={refetch}
        emptyText={t('logisticsPage.system.empty')}
        columnsStorageKey="table.systemLogistics.columns"
        toolbar={
          <NativeSelect.Root size="sm" width="48">
            <NativeSelect.Field aria-label={t('logisticsPage.system.show')} value={show} onChange={(e) => { setShow(e.target.value as 'all' | 'enabled'); setPage(1); }}>
              <option value="all">{t('logisticsPage.system.showAll')}</option>
              <option value="enabled">{t('logisticsPage.system.showEnabled')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        }
      />
      {editing ? <SystemChannelDialog channel={editing} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); refetch(); }} /> : null}
    </PageFrame>
  );
}
