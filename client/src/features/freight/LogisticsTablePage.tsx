/**
 * /logisticsTable (spec 02 §5 'Logistics'; issue 18 B): for one weight, every enabled channel ×
 * the chosen countries with the freight from its rate card (the card template's currency) and
 * the delivery days, or why it cannot price (no card, over weight, no range, no zone). The server
 * answers the whole table (logisticsTable); it is paged here and exported as a CSV file.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { LuDownload } from 'react-icons/lu';
import { type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { Notice } from '../../ui/Notice';
import { toastSuccess } from '../../ui/toaster';
import { ListPage, useConnection, useLocalPages } from '../../ui/resource';
import { saveBlob } from '../tasks/download';
import { LogisticsTableDocument, type LogisticsTableQuery } from './freight.generated';
import { useAppliedFilter } from './freightList';
import { money } from './hooks';
import { freightMessages, type FreightMessageId } from './messages';

export const LogisticsTablePage = featurePage(freightMessages, LogisticsTableScreen);

type Cell = Extract<LogisticsTableQuery['logisticsTable'], { __typename: 'QueryLogisticsTableSuccess' }>['data'][number];
interface ChannelRow {
  channelId: number;
  channelName: string;
  cells: Map<string, Cell>;
}

const DEFAULTS: FilterValues = { weight: '500', countries: 'US, DE, GB, FR, AU' };

/** "us, de ,GB" → ['US', 'DE', 'GB'] (two-letter codes only, once each). */
export function parseCountries(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,，;；]+/)
        .map((c) => c.trim().toUpperCase())
        .filter((c) => /^[A-Z]{2}$/.test(c)),
    ),
  ];
}

/** One line per channel and country; quoted where needed, with a BOM so Excel reads the Chinese names. */
export function logisticsCsv(rows: readonly Cell[], header: string[], reason: (r: Cell) => string): string {
  const q = (v: string | number | null) => {
    const s = v == null ? '' : String(v);
    return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const lines = [header.map(q).join(',')];
  for (const r of rows) lines.push([r.channelName, r.country, r.price == null ? '' : money(r.price), r.currency, r.deliveryDays, reason(r)].map(q).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

function LogisticsTableScreen() {
  const t = useFeatureText(freightMessages);
  const fields = useMemo<FilterField[]>(
    () => [
      { name: 'weight', label: t('freightScreen.table.weight'), type: 'number', min: 1 },
      { name: 'countries', label: t('freightScreen.table.countries'), type: 'text' },
    ],
    [t],
  );
  const { applied, bar } = useAppliedFilter(DEFAULTS);
  const weight = Number(applied.weight);
  const countries = parseCountries(String(applied.countries ?? ''));
  const ready = weight > 0 && countries.length > 0;
  const answer = useConnection(LogisticsTableDocument, (d) => d.logisticsTable, { weight, countries }, { skip: !ready });
  const reason = (r: Cell) => (r.reason ? t(`freightScreen.reason.${r.reason}` as FreightMessageId) : '');

  const channels = useMemo(() => {
    const byChannel = new Map<number, ChannelRow>();
    for (const r of answer.rows) {
      let row = byChannel.get(r.channelId);
      if (!row) byChannel.set(r.channelId, (row = { channelId: r.channelId, channelName: r.channelName, cells: new Map() }));
      row.cells.set(r.country, r);
    }
    return [...byChannel.values()];
  }, [answer.rows]);
  const pages = useLocalPages(channels, {
    loading: answer.loading && channels.length === 0,
    error: channels.length ? undefined : answer.error,
    onRetry: answer.refetch,
  });
  const shownCountries = [...new Set(answer.rows.map((r) => r.country))];

  const columns: DataTableColumn<ChannelRow>[] = [
    { key: 'channel', header: t('freightScreen.table.channel'), hideable: false, cell: (r) => <Text fontWeight="medium">{r.channelName}</Text> },
    ...shownCountries.map((country): DataTableColumn<ChannelRow> => ({
      key: `country-${country}`,
      header: country,
      align: 'end',
      cell: (r) => {
        const c = r.cells.get(country);
        if (!c) return '—';
        if (c.price == null)
          return (
            <Text textStyle="xs" color="fg.muted">
              {reason(c)}
            </Text>
          );
        return (
          <Stack gap="0" align="end" whiteSpace="nowrap">
            <Text>
              {money(c.price)} {c.currency}
            </Text>
            {c.deliveryDays != null ? (
              <Text textStyle="xs" color="fg.muted">
                {t('freightScreen.days', { days: c.deliveryDays })}
              </Text>
            ) : null}
          </Stack>
        );
      },
    })),
  ];

  const exportCsv = () => {
    const file = `logistics-table-${weight}g.csv`;
    const header = [
      t('freightScreen.table.channel'),
      t('freightScreen.zone.country'),
      t('freightScreen.table.price'),
      t('freightScreen.template.col.currency'),
      t('freightScreen.table.days'),
      t('freightScreen.table.reason'),
    ];
    saveBlob(new Blob([logisticsCsv(answer.rows, header, reason)], { type: 'text/csv;charset=utf-8' }), file);
    toastSuccess(t('freightScreen.table.exported', { file }));
  };

  return (
    <ListPage
      page={{
        title: t('freightScreen.table.title'),
        description: t('freightScreen.table.description'),
        emptyText: t('freightScreen.table.empty'),
        toolbar: (
          <Button size="sm" variant="outline" disabled={!ready || answer.rows.length === 0} onClick={exportCsv}>
            <LuDownload />
            {t('freightScreen.table.export')}
          </Button>
        ),
      }}
      screen={pages}
      columns={columns}
      rowKey="channelId"
      columnChooser={false}
      filterBar={bar(fields, answer.loading, pages.first)}
      above={ready ? null : <Notice status="warning" title={t('freightScreen.table.needInput')} />}
    />
  );
}
