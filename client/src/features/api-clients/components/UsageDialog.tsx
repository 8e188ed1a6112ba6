/** A client's calls, newest first, a page at a time (apiClientUsage). */
import { Badge } from '@chakra-ui/react';
import { useCallback } from 'react';
import type { ApiClientUsageFilter } from '../../../api/generated/types';
import { type DataTableColumn, type FilterField, type FilterValues, choiceField } from '../../../ui';
import { formatDateTime } from '../../../ui/format';
import { InfoDialog, useListScreen, ListTable } from '../../../ui/resource';
import { useFeatureText } from '../../../i18n/featureIntl';
import { apiClientUsageList, type ApiClientRow, type ApiClientUsageRow } from '../hooks';
import { apiClientsMessages } from '../messages';

const RESULTS = ['success', 'failure', 'throttled'] as const;

function toFilter(v: FilterValues): ApiClientUsageFilter {
  if (v.result === 'success') return { success: true };
  if (v.result === 'failure') return { success: false, throttled: false };
  if (v.result === 'throttled') return { throttled: true };
  return {};
}

export function UsageDialog({ client, onClose }: { client: ApiClientRow; onClose: () => void }) {
  const t = useFeatureText(apiClientsMessages);
  const fields: FilterField[] = [choiceField('result', t('apiClients.usage.filter.result'), RESULTS, (r) => t(`apiClients.usage.${r}`))];
  const variables = useCallback((filter: ApiClientUsageFilter) => ({ apiClientId: client.id, filter }), [client.id]);
  const screen = useListScreen({ ...apiClientUsageList, fields, toFilter, variables, url: false });

  const columns: DataTableColumn<ApiClientUsageRow>[] = [
    { key: 'time', header: t('apiClients.usage.col.time'), hideable: false, cell: (u) => formatDateTime(u.createdAt) },
    { key: 'operation', header: t('apiClients.usage.col.operation'), hideable: false, cell: (u) => u.operation },
    { key: 'cost', header: t('apiClients.usage.col.cost'), align: 'end', cell: (u) => u.cost },
    {
      key: 'result',
      header: t('apiClients.usage.col.result'),
      cell: (u) =>
        u.throttled ? (
          <Badge colorPalette="orange">{t('apiClients.usage.throttled')}</Badge>
        ) : (
          <Badge colorPalette={u.success ? 'green' : 'red'}>{t(u.success ? 'apiClients.usage.success' : 'apiClients.usage.failure')}</Badge>
        ),
    },
    { key: 'duration', header: t('apiClients.usage.col.duration'), align: 'end', cell: (u) => t('apiClients.usage.duration', { ms: u.durationMs }) },
    { key: 'ip', header: t('apiClients.usage.col.ip'), cell: (u) => u.ip || '—' },
  ];

  return (
    <InfoDialog title={t('apiClients.usage.title', { name: client.name })} onClose={onClose} size="xl">
      <ListTable
        page={{
          title: t('apiClients.usage.title', { name: client.name }),
          emptyText: t('apiClients.usage.empty'),
        }}
        screen={screen}
        columns={columns}
        columnChooser={false}
        size="sm"
      />
    </InfoDialog>
  );
}
