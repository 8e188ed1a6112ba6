/**
 * /messageList (spec 01 §2 'Message notices'): every notice of the caller, newest first, with
 * filters (group, type, read state, keyword, date), marking the selected ones or all read, and
 * each title opening the notice as the bell does (details dialog, its page, or the task queue).
 */
import { Badge, Button, HStack, Link, Text } from '@chakra-ui/react';
import { NOTICE_GROUPS, NOTICE_READ, NOTICE_TYPES } from '@erp/schema';
import { useEffect, useMemo, useState } from 'react';
import type { MessageNoticeFilter } from '../../api/generated/types';
import { FilterBar, toastSuccess, useMessageText, type DataTableColumn, type FilterField, type FilterValues, choiceField } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { dayBoundary, formatDateTime, textOrUndefined } from '../../ui/format';
import { useListScreen, ListPage } from '../../ui/resource';
import { useMarkAllRead } from './BellPopover';
import { noticeList, useNoticeCommands, useNoticeSettings, useNoticeSummary, type Notice } from './hooks';
import { messageCenterMessages } from './messages';
import { useNoticeReferenceText } from './noticeReference';
import { useOpenNotice } from './useOpenNotice';

export const MessageListPage = featurePage(messageCenterMessages, MessageListScreen);

function toFilter(values: FilterValues): MessageNoticeFilter {
  const [from, to] = Array.isArray(values.date) ? values.date : ['', ''];
  return {
    group: textOrUndefined(values.group),
    type: textOrUndefined(values.type),
    isRead: textOrUndefined(values.isRead),
    keyword: textOrUndefined(values.keyword),
    createdFrom: dayBoundary(from, false) ?? undefined,
    createdTo: dayBoundary(to, true) ?? undefined,
  };
}

function MessageListScreen() {
  const t = useFeatureText(messageCenterMessages);
  const messageText = useMessageText();
  // group names are the server's (notice.group.*), the same the bell's tabs show
  const groupLabel = (group: string) => ((NOTICE_GROUPS as readonly string[]).includes(group) ? messageText(`notice.group.${group}`) : group);
  // type names in the reader's language come from the server (the settings list names every type)
  const { settings } = useNoticeSettings();
  const typeNames = useMemo(() => new Map(settings.map((s) => [s.type, s.typeName])), [settings]);

  // the group chosen in the bar: the type list follows it
  const [group, setGroup] = useState('');
  const fields = useMemo<FilterField[]>(() => {
    // the type list follows the chosen group
    const types = NOTICE_TYPES.filter((d) => !group || d.group === group);
    return [
      choiceField('group', t('msgCenter.filter.group'), NOTICE_GROUPS, (g) => groupLabel(g)),
      {
        name: 'type',
        label: t('msgCenter.filter.type'),
        type: 'select',
        options: types.map((d) => ({ value: d.type, label: typeNames.get(d.type) ?? d.type })),
      },
      {
        name: 'isRead',
        label: t('msgCenter.filter.isRead'),
        type: 'select',
        options: [
          { value: NOTICE_READ.unread, label: t('msgCenter.unread') },
          { value: NOTICE_READ.read, label: t('msgCenter.read') },
        ],
      },
      { name: 'keyword', label: t('msgCenter.filter.keyword'), type: 'text', placeholder: t('msgCenter.filter.keywordPlaceholder') },
      { name: 'date', label: t('msgCenter.filter.date'), type: 'dateRange' },
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, typeNames, group]);

  const screen = useListScreen({ ...noticeList, fields, toFilter });
  const chosenGroup = typeof screen.values.group === 'string' ? screen.values.group : '';
  useEffect(() => setGroup(chosenGroup), [chosenGroup]);
  const { summary } = useNoticeSummary();
  const { markRead } = useNoticeCommands();
  const markAll = useMarkAllRead(summary?.count ?? 0);
  const { open, dialog } = useOpenNotice();
  const referenceText = useNoticeReferenceText();

  const markSelected = async (selected: Notice[]) => {
    const ids = selected.filter((n) => n.isRead === NOTICE_READ.unread).map((n) => n.id);
    // spec 01 §4: only unread ones can be batch-marked; the server says so when there are none
    const outcome = await markRead({ input: { ids: ids.length > 0 ? ids : selected.map((n) => n.id) } }, { failure: t('msgCenter.markFailed') });
    if (outcome.ok) toastSuccess(t('msgCenter.markedSome', { count: outcome.data.updated }));
  };

  const columns: DataTableColumn<Notice>[] = [
    {
      key: 'title',
      header: t('msgCenter.col.title'),
      hideable: false,
      width: '40%',
      cell: (n) => {
        const unread = n.isRead === NOTICE_READ.unread;
        return (
          <Link
            as="button"
            variant="plain"
            textAlign="start"
            fontWeight={unread ? 'semibold' : 'normal'}
            color={unread ? 'fg' : 'fg.muted'}
            onClick={() => open(n)}
            aria-label={t('msgCenter.openLabel', { title: n.title })}
          >
            {n.title}
          </Link>
        );
      },
    },
    { key: 'type', header: t('msgCenter.col.type'), cell: (n) => n.typeName },
    { key: 'group', header: t('msgCenter.col.group'), cell: (n) => groupLabel(n.tag) },
    {
      key: 'billNum',
      header: t('msgCenter.col.billNum'),
      // spec 01 §2: type 13 shows its demand number linking to productDev; alert keys read as the bill they name
      cell: (n) => {
        const ref = referenceText(n);
        if (!ref) return '—';
        return n.linkPath ? (
          <Link as="button" variant="underline" colorPalette="teal" onClick={() => open(n)}>
            {ref}
          </Link>
        ) : (
          ref
        );
      },
    },
    { key: 'time', header: t('msgCenter.col.time'), cell: (n) => <Text whiteSpace="nowrap">{formatDateTime(n.createTime)}</Text> },
    {
      key: 'isRead',
      header: t('msgCenter.col.isRead'),
      cell: (n) =>
        n.isRead === NOTICE_READ.unread ? (
          <Badge colorPalette="red" variant="subtle">
            {t('msgCenter.unread')}
          </Badge>
        ) : (
          <Badge variant="subtle">{t('msgCenter.read')}</Badge>
        ),
    },
  ];

  return (
    <ListPage
      page={{
        title: t('msgCenter.list.title'),
        description: t('msgCenter.list.description'),
        emptyText: t('msgCenter.empty'),
        name: 'messageList',
        toolbar: (
          <HStack>
            <Button size="sm" variant="outline" onClick={markAll}>
              {t('msgCenter.markAll')}
            </Button>
          </HStack>
        ),
      }}
      screen={screen}
      columns={columns}
      batchActions={[{ key: 'markRead', label: t('msgCenter.markSelected'), onClick: (selected) => markSelected(selected) }]}
      filterBar={
        <FilterBar {...screen.filterBar} onChange={(next) => screen.filterBar.onChange(next.group !== screen.values.group ? { ...next, type: '' } : next)} />
      }
    >
      {dialog}
    </ListPage>
  );
}
