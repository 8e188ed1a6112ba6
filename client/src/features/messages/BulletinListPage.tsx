/** /bulletinList (spec 01 §2): every published bulletin, newest first; a title opens it. */
import { Badge, HStack, Link, Text } from '@chakra-ui/react';
import type { BulletinFilter } from '../../api/generated/types';
import { DataTable, FilterBar, type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage, PageFrame } from '../../ui/FeatureScope';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { useDialog, useListScreen } from '../../ui/resource';
import { BulletinDialog } from './BulletinDialog';
import { bulletinList, type BulletinRow } from './hooks';
import { messageCenterMessages } from './messages';

export const BulletinListPage = featurePage(messageCenterMessages, BulletinListScreen);

function toFilter(values: FilterValues): BulletinFilter {
  return { keyword: textOrUndefined(values.keyword), hotFlag: values.hot === 'true' ? true : undefined };
}

function BulletinListScreen() {
  const t = useFeatureText(messageCenterMessages);
  const fields: FilterField[] = [
    { name: 'keyword', label: t('bulletins.filter.keyword'), type: 'text', placeholder: t('bulletins.filter.keywordPlaceholder') },
    { name: 'hot', label: t('bulletins.filter.hot'), type: 'select', options: [{ value: 'true', label: t('bulletins.hotOnly') }] },
  ];
  const screen = useListScreen({ ...bulletinList, fields, toFilter });
  const opened = useDialog<BulletinRow>();

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
          <Link as="button" variant="plain" textAlign="start" onClick={() => opened.open(b)}>
            {b.title}
          </Link>
        </HStack>
      ),
    },
    { key: 'updateTime', header: t('bulletins.col.updateTime'), width: 180, cell: (b) => <Text whiteSpace="nowrap">{formatDateTime(b.updateTime)}</Text> },
  ];

  return (
    <PageFrame title={t('bulletins.title')} description={t('bulletins.description')}>
      <FilterBar {...screen.filterBar} />
      <DataTable {...screen.table} aria-label={t('bulletins.title')} columns={columns} rowKey="id" emptyText={t('bulletins.empty')} columnChooser={false} />
      {opened.current ? <BulletinDialog bulletin={opened.current} onClose={opened.close} /> : null}
    </PageFrame>
  );
}
