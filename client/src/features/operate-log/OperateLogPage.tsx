/** /operateLog: who did what, when, and whether it worked (newest first). */
import { Badge, Box, Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { OperateLogFilter } from '../../api/generated/types';
import { TRUE_FALSE, useMessageText, yesNoField, yesNoOf, type DataTableColumn, type FilterField, type FilterValues, choiceField } from '../../ui';
import { ListPage, pageOf, useListScreen } from '../../ui/resource';
import { featurePage } from '../../ui/FeatureScope';
import { ExportButton } from '../tasks/ExportButton';
import { dayBoundary, formatDateTime, textOrUndefined } from '../../ui/format';
import { useFeatureText } from '../../i18n/featureIntl';
import { operateLogList, type OperateLogRow } from './hooks';
import { KNOWN_ACTIONS, LOG_MODULES, operateLogMessages, type OperateLogMessageId } from './messages';

/** Spec 01 §9: detail text collapses beyond 16 characters. */
export const DETAIL_COLLAPSE_LENGTH = 16;

export const OperateLogPage = featurePage(operateLogMessages, OperateLogScreen);

function OperateLogScreen() {
  const t = useFeatureText(operateLogMessages);
  const actionLabel = (action: string) => (KNOWN_ACTIONS.includes(action) ? t(`operateLog.action.${action}` as OperateLogMessageId) : action);
  const moduleLabel = (module: string) =>
    (LOG_MODULES as readonly string[]).includes(module) ? t(`operateLog.module.${module}` as OperateLogMessageId) : module || '—';

  /** A readable action name typed into the filter searches for its action. */
  const actionQuery = (text: string | undefined): string | undefined => {
    if (!text) return undefined;
    const lower = text.toLowerCase();
    const known = KNOWN_ACTIONS.find((a) => actionLabel(a).toLowerCase() === lower);
    return known ?? text;
  };

  const fields: FilterField[] = [
    { name: 'action', label: t('operateLog.filter.action'), type: 'text', placeholder: t('operateLog.filter.actionPlaceholder') },
    choiceField('module', t('operateLog.filter.module'), LOG_MODULES, (m) => t(`operateLog.module.${m}`)),
    yesNoField('success', t('operateLog.filter.success'), t('operateLog.success'), t('operateLog.failure'), TRUE_FALSE),
    { name: 'date', label: t('operateLog.filter.date'), type: 'dateRange' },
  ];
  const toFilter = (v: FilterValues): OperateLogFilter => {
    const [from, to] = Array.isArray(v.date) ? v.date : ['', ''];
    return {
      action: actionQuery(textOrUndefined(v.action)),
      module: textOrUndefined(v.module),
      success: yesNoOf(v.success, TRUE_FALSE),
      from: dayBoundary(from, false) ?? undefined,
      to: dayBoundary(to, true) ?? undefined,
    };
  };

  const screen = useListScreen({ ...operateLogList, fields, toFilter });

  const columns: DataTableColumn<OperateLogRow>[] = [
    { key: 'time', header: t('operateLog.col.time'), cell: (r) => <Text whiteSpace="nowrap">{formatDateTime(r.createdAt)}</Text> },
    { key: 'user', header: t('operateLog.col.user'), cell: (r) => r.username || '—' },
    {
      key: 'action',
      header: t('operateLog.col.action'),
      hideable: false,
      cell: (r) => (
        <Stack gap="0">
          <Text>{actionLabel(r.action)}</Text>
          {actionLabel(r.action) !== r.action ? (
            <Text textStyle="xs" color="fg.muted">
              {r.action}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'module', header: t('operateLog.col.module'), cell: (r) => moduleLabel(r.module) },
    {
      key: 'result',
      header: t('operateLog.col.result'),
      cell: (r) => (r.success ? <Badge colorPalette="green">{t('operateLog.success')}</Badge> : <Badge colorPalette="red">{t('operateLog.failure')}</Badge>),
    },
    { key: 'errorCode', header: t('operateLog.col.errorCode'), cell: (r) => <ErrorCode code={r.errorCode} /> },
    { key: 'ip', header: t('operateLog.col.ip'), cell: (r) => r.ip || '—' },
    { key: 'detail', header: t('operateLog.col.detail'), width: '30%', cell: (r) => <Detail id={r.id} detail={r.detail} /> },
  ];

  return (
    <ListPage
      page={pageOf(t, 'operateLog', 'operateLog', undefined, { toolbar: <ExportButton reportType="operateLogs" filter={screen.filter} /> })}
      screen={screen}
      columns={columns}
    />
  );
}

function ErrorCode({ code }: { code: string }) {
  const text = useMessageText();
  if (!code) return <>—</>;
  // the log keeps the id, not its parameters: blank them out of the text
  const meaning = text(code).replace(/\{\w+\}/g, '…');
  return (
    <Stack gap="0">
      <Code size="sm" width="fit-content">
        {code}
      </Code>
      {meaning !== code ? (
        <Text textStyle="xs" color="fg.muted">
          {meaning}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The arguments of the operation as JSON: one line cut at 16 characters, the whole on demand. */
function Detail({ id, detail }: { id: number; detail: unknown }) {
  const t = useFeatureText(operateLogMessages);
  const [open, setOpen] = useState(false);
  const compact = useMemo(() => (detail === undefined || detail === null ? '' : JSON.stringify(detail)), [detail]);
  if (!compact || compact === '{}') return <>—</>;
  const long = compact.length > DETAIL_COLLAPSE_LENGTH;
  if (!long) return <Code size="sm">{compact}</Code>;
  return (
    <Stack gap="1" align="start">
      {open ? (
        <Box
          as="pre"
          textStyle="xs"
          fontFamily="mono"
          whiteSpace="pre-wrap"
          wordBreak="break-all"
          bg="bg.muted"
          p="2"
          rounded="sm"
          maxH="64"
          overflow="auto"
          width="full"
        >
          {JSON.stringify(detail, null, 2)}
        </Box>
      ) : (
        <Code size="sm" title={compact}>
          {compact.slice(0, DETAIL_COLLAPSE_LENGTH)}…
        </Code>
      )}
      <HStack>
        <Button
          size="2xs"
          variant="plain"
          colorPalette="teal"
          px="0"
          aria-expanded={open}
          aria-label={t(open ? 'operateLog.collapseLabel' : 'operateLog.expandLabel', { id })}
          onClick={() => setOpen((o) => !o)}
        >
          {t(open ? 'operateLog.collapse' : 'operateLog.expand')}
        </Button>
      </HStack>
    </Stack>
  );
}
