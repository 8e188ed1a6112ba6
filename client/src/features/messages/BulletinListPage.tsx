/** /bulletinList (spec 01 §2): every published bulletin, newest first; a title opens it. */
import { Badge, HStack, Link, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { BulletinFilter } from '../../api/generated/types';
import {
  DataTable,
  DEFAULT_PAGE_SIZE,
  emptyFilterValues,
  FilterBar,
  FIRST_PAGE,
  type DataTableColumn,
  type FilterField,
  type FilterValues,
} from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { FeatureScope, PageFrame } from '../../ui/FeatureScope';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { BulletinDialog } from './BulletinDialog';
import { useBulletins, type BulletinRow } from './hooks';
import { messageCenterMessages } from './messages';

export function BulletinListPage() {
  return (
    <FeatureScope messages={messageCenterMessages}>
      <BulletinListScreen />
    </FeatureScope>
  );
}

function toFilter(values: FilterValues): BulletinFilter {
  return { keyword: textOrUndefined(values.keyword), hotFlag: values.hot === 'true' ? true : undefined };
}

function BulletinListScreen() {
  const t = useFeatureText(messageCenterMessages);
  const fields = useMemo<FilterField[]>(
    () => [
      { name: 'keyword', label: t('bulletins.filter.keyword'), type: 'text', placeholder: t('bulletins.filter.keywordPlaceholder') },
      { name: 'hot', label: t('bulletins.filter.hot'), type: 'select', options: [{ value: 'true', label: t('bulletins.hotOnly') }] },
    ],
    [t],
  );
  const [values, setValues] = useState<FilterValues>(() => emptyFilterValues(fields));
  const [filter, setFilter] = useState<BulletinFilter>({});
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { rows, total, loading, error, refetch } = useBulletins(page, pageSize, filter);
  const [opened, setOpened] = useState<BulletinRow | null>(null);

  const columns: DataTableColumn<BulletinRow>[] = [
    {
      key: 'title',
      header: t('bulletins.col.title'),
      hideable: false,
      cell: (b) => (
        <HStack gap="2">
          {b.hotFlag ? (
            <Badge colorPalette="red" size="sm">
              {t('bulletins.hot')}
            </Badge>
          ) : null}
          <Link as="button" variant="plain" textAlign="start" onClick={() => setOpened(b)}>
            {b.title}
          </Link>
        </HStack>
      ),
    },
    { key: 'updateTime', header: t('bulletins.col.updateTime'), width: 180, cell: (b) => <Text whiteSpace="nowrap">{formatDateTime(b.updateTime)}</Text> },
  ];

  return (
    <PageFrame title={t('bulletins.title')} description={t('bulletins.description')}>
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
        aria-label={t('bulletins.title')}
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
        emptyText={t('bulletins.empty')}
        columnChooser={false}
      />
      {opened ? <BulletinDialog bulletin={opened} onClose={() => setOpened(null)} /> : null}
    </PageFrame>
  );
}
