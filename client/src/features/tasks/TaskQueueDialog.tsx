/**
 * The task queue dialog (spec 01 §2 'Task queue dialog', §4 'Task queue', §9): tabs per status
 * named `statusName (num)` (the kit's StatusTabs: the count in a badge; the first is status 0, all), the caller's export jobs 30 a page
 * from page 1, failure details collapsed past 16 characters, a download link only for finished
 * jobs (status 10) with a download address, a filter block and the no-data picture.
 * Mount it while open: every opening starts at status 0, page 1 (closing resets).
 */
import { Badge, Box, Button, chakra, Field, HStack, Input, Progress, Stack, Text } from '@chakra-ui/react';
import { DETAIL_COLLAPSE_CHARS, REPORT_JOB_PAGE_SIZE, REPORT_JOB_RUNNING, REPORT_JOB_STATUS } from '@erp/schema';
import { useEffect, useMemo, useRef, useState } from 'react';
import { LuDownload, LuRotateCcw, LuSearch } from 'react-icons/lu';
import type { ReportJobFilter } from '../../api/generated/types';
import { useRealtimeEvent } from '../../api/realtime';
import { ChoiceSelect } from '../../ui/ChoiceSelect';
import { DataTable, FIRST_PAGE, type DataTableColumn } from '../../ui/DataTable';
import { InfoDialog, StatusTabs } from '../../ui/resource';
import { toastError } from '../../ui/toaster';
import { useUiText } from '../../ui/useUiText';
import { type DateRange, type FilterValues } from '../../ui/FilterBar';
import { useFeatureText } from '../../i18n/featureIntl';
import { dayBoundary, formatDateTime, textOrUndefined } from '../../ui/format';
import { downloadReport } from './download';
import { useReportJobCounts, useReportJobs, useReportTypes, type ReportJobRow } from './hooks';
import { tasksMessages } from './messages';
import { useJobProgress, type JobProgress } from './store';
import { REPORT_EVENTS } from './useReportEvents';

/** Many progress events in a row cause one reload. */
const RELOAD_DEBOUNCE_MS = 300;

/** The two date boxes of the date filter. */
const DATE_BOX = { size: 'sm', type: 'date', flex: '1', minW: '36' } as const;

const EMPTY_FILTER: FilterValues = { reportType: '', date: ['', ''] };

function toFilter(values: FilterValues): ReportJobFilter {
  const [from, to] = Array.isArray(values.date) ? values.date : ['', ''];
  return {
    reportType: textOrUndefined(values.reportType),
    createdFrom: dayBoundary(from, false) ?? undefined,
    createdTo: dayBoundary(to, true) ?? undefined,
  };
}

export function TaskQueueDialog({ onClose }: { onClose: () => void }) {
  const t = useFeatureText(tasksMessages);
  const reportTypes = useReportTypes();
  const [values, setValues] = useState<FilterValues>(EMPTY_FILTER);
  const [filter, setFilter] = useState<ReportJobFilter>({});
  const [status, setStatus] = useState<number>(REPORT_JOB_STATUS.all);
  const [page, setPage] = useState(FIRST_PAGE);
  const jobs = useReportJobs(status, page, filter);
  const counts = useReportJobCounts(filter);
  const progress = useJobProgress();
  const statusNames = useMemo(() => new Map(counts.counts.map((c) => [c.status, c.statusName])), [counts.counts]);

  // A job finished, failed, or one we do not show yet started: reload the list and the counts.
  const reload = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (reload.current && clearTimeout(reload.current)), []);
  const rowIds = useMemo(() => new Set(jobs.rows.map((r) => r.id)), [jobs.rows]);
  useRealtimeEvent('userEvents', REPORT_EVENTS, ({ event, data }) => {
    const id = Number(data.reportId);
    const st = Number(data.status);
    const ends = event === 'ReportJobEvent' || st === REPORT_JOB_STATUS.finished || st === REPORT_JOB_STATUS.failed || data.success === false;
    if (!ends && rowIds.has(id)) return; // progress only: the row reads it from the store
    if (reload.current) clearTimeout(reload.current);
    reload.current = setTimeout(() => {
      reload.current = null;
      void jobs.refetch();
      void counts.refetch();
    }, RELOAD_DEBOUNCE_MS);
  });

  const columns: DataTableColumn<ReportJobRow>[] = [
    { key: 'reportName', header: t('tasks.col.reportName'), hideable: false, cell: (r) => <Text fontWeight="medium">{r.reportName}</Text> },
    { key: 'type', header: t('tasks.col.type'), cell: (r) => r.reportTypeName },
    {
      key: 'status',
      header: t('tasks.col.status'),
      width: '30%',
      cell: (r) => <JobStatus job={r} live={progress.get(r.id)} statusName={(s) => statusNames.get(s)} />,
    },
    { key: 'operator', header: t('tasks.col.operator'), cell: (r) => r.user.realname || '—' },
    { key: 'time', header: t('tasks.col.time'), cell: (r) => <Text whiteSpace="nowrap">{formatDateTime(r.createTime)}</Text> },
    { key: 'operate', header: t('tasks.col.operate'), hideable: false, cell: (r) => <DownloadLink job={r} /> },
  ];

  return (
    <InfoDialog
      title={t('tasks.title')}
      onClose={onClose}
      closeText={t('tasks.close')}
      footer={false}
      // spec 01 §9: the task dialog is 50% wide (the whole width on small screens)
      contentProps={{ width: { base: '95vw', lg: '50%' }, maxWidth: 'none', 'data-testid': 'task-queue-dialog' }}
    >
      <Stack gap="3">
        <TaskFilter
          values={values}
          reportTypes={reportTypes}
          loading={jobs.loading}
          onChange={setValues}
          onSearch={(v) => {
            setFilter(toFilter(v));
            setPage(FIRST_PAGE);
          }}
        />
        <StatusTabs
          value={String(status)}
          tabs={counts.counts.map((c) => String(c.status))}
          label={(tab) => statusNames.get(Number(tab)) ?? tab}
          count={(tab) => counts.counts.find((c) => String(c.status) === tab)?.num}
          onChange={(tab) => {
            setStatus(Number(tab));
            setPage(FIRST_PAGE);
          }}
          aria-label={t('tasks.tabs')}
        />
        <DataTable
          aria-label={t('tasks.title')}
          columns={columns}
          rows={jobs.rows}
          rowKey="id"
          page={page}
          pageSize={REPORT_JOB_PAGE_SIZE}
          pageSizes={[REPORT_JOB_PAGE_SIZE]}
          total={jobs.total}
          onPageChange={(p) => setPage(p)}
          loading={jobs.loading}
          error={jobs.error}
          onRetry={jobs.refetch}
          emptyText={t('tasks.empty')}
          columnChooser={false}
        />
      </Stack>
    </InfoDialog>
  );
}

/**
 * The dialog's filter block: type and operation date in one compact row (the page-wide
 * FilterBar lays its fields out for the window, too narrow for a 50% dialog).
 */
function TaskFilter({
  values,
  reportTypes,
  loading,
  onChange,
  onSearch,
}: {
  values: FilterValues;
  reportTypes: readonly { reportType: string; reportTypeName: string }[];
  loading: boolean;
  onChange: (values: FilterValues) => void;
  onSearch: (values: FilterValues) => void;
}) {
  const t = useFeatureText(tasksMessages);
  const ui = useUiText();
  const [from, to] = Array.isArray(values.date) ? values.date : (['', ''] as DateRange);
  const reportType = typeof values.reportType === 'string' ? values.reportType : '';
  return (
    <chakra.form
      role="search"
      aria-label={ui('ui.filter.region')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(values);
      }}
      borderWidth="1px"
      rounded="md"
      p="3"
      bg="bg.panel"
    >
      <HStack gap="3" align="end" wrap="wrap">
        <Field.Root width="auto" minW="40" flex="1">
          <Field.Label>{t('tasks.filter.reportType')}</Field.Label>
          <ChoiceSelect
            value={reportType}
            onChange={(v) => onChange({ ...values, reportType: v })}
            options={reportTypes.map((r) => ({ value: r.reportType, label: r.reportTypeName }))}
            empty={ui('ui.filter.all')}
          />
        </Field.Root>
        <Field.Root width="auto" flex="2" minW="64">
          <Field.Label>{t('tasks.filter.date')}</Field.Label>
          <HStack gap="2" width="full">
            <Input
              {...DATE_BOX}
              value={from}
              max={to || undefined}
              aria-label={`${t('tasks.filter.date')} ${ui('ui.filter.from')}`}
              onChange={(e) => onChange({ ...values, date: [e.currentTarget.value, to] })}
            />
            <Text color="fg.muted">{ui('ui.filter.dateSeparator')}</Text>
            <Input
              {...DATE_BOX}
              value={to}
              min={from || undefined}
              aria-label={`${t('tasks.filter.date')} ${ui('ui.filter.to')}`}
              onChange={(e) => onChange({ ...values, date: [from, e.currentTarget.value] })}
            />
          </HStack>
        </Field.Root>
        <HStack gap="2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              onChange(EMPTY_FILTER);
              onSearch(EMPTY_FILTER);
            }}
          >
            <LuRotateCcw />
            {ui('ui.filter.reset')}
          </Button>
          <Button size="sm" colorPalette="teal" type="submit" loading={loading}>
            <LuSearch />
            {ui('ui.filter.search')}
          </Button>
        </HStack>
      </HStack>
    </chakra.form>
  );
}

function JobStatus({ job, live, statusName }: { job: ReportJobRow; live: JobProgress | undefined; statusName: (status: number) => string | undefined }) {
  const t = useFeatureText(tasksMessages);
  // the stored job wins once it has ended; before that the live progress is newer
  const ended = job.status === REPORT_JOB_STATUS.finished || job.status === REPORT_JOB_STATUS.failed;
  const status = !ended && live ? live.status : job.status;
  const percent = !ended && live ? live.percent : job.percent;
  const name = status === job.status ? job.statusName : (statusName(status) ?? job.statusName);
  const details = !ended && live?.error ? live.error : job.messages.filter(Boolean).join('; ');
  const palette =
    status === REPORT_JOB_STATUS.finished ? 'green' : status === REPORT_JOB_STATUS.failed ? 'red' : status === REPORT_JOB_STATUS.processing ? 'blue' : 'gray';
  return (
    <Stack gap="1" align="start" minW="32">
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette={palette} variant="subtle">
          {name}
        </Badge>
        {REPORT_JOB_RUNNING.includes(status) ? (
          <Text textStyle="xs" color="fg.muted">
            {t('tasks.progress', { percent })}
          </Text>
        ) : null}
        {status === REPORT_JOB_STATUS.finished ? (
          <Text textStyle="xs" color="fg.muted">
            {t('tasks.rows', { count: job.rowCount })}
          </Text>
        ) : null}
      </HStack>
      {REPORT_JOB_RUNNING.includes(status) ? (
        <Progress.Root value={percent} size="xs" width="full" colorPalette="teal" aria-label={t('tasks.progress', { percent })}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      ) : null}
      {details ? <CollapsibleText id={job.id} text={details} failed={status === REPORT_JOB_STATUS.failed} /> : null}
    </Stack>
  );
}

/** Spec 01 §2, §9: details longer than 16 characters collapse, with an expand/collapse toggle. */
export function CollapsibleText({ id, text, failed }: { id: number; text: string; failed?: boolean }) {
  const t = useFeatureText(tasksMessages);
  const [open, setOpen] = useState(false);
  const chars = [...text];
  const long = chars.length > DETAIL_COLLAPSE_CHARS;
  return (
    <Box textStyle="xs" color={failed ? 'fg.error' : 'fg.muted'} data-testid={`job-details-${id}`}>
      <Text as="span" whiteSpace="pre-wrap" wordBreak="break-word" title={long && !open ? text : undefined}>
        {long && !open ? `${chars.slice(0, DETAIL_COLLAPSE_CHARS).join('')}…` : text}
      </Text>
      {long ? (
        <Button
          size="2xs"
          variant="plain"
          colorPalette="teal"
          px="1"
          height="auto"
          aria-expanded={open}
          aria-label={t(open ? 'tasks.collapseLabel' : 'tasks.expandLabel', { id })}
          onClick={() => setOpen((o) => !o)}
        >
          {t(open ? 'tasks.collapse' : 'tasks.expand')}
        </Button>
      ) : null}
    </Box>
  );
}

/** Only a finished job (status 10) with a download address gets the link. */
function DownloadLink({ job }: { job: ReportJobRow }) {
  const t = useFeatureText(tasksMessages);
  const [busy, setBusy] = useState(false);
  if (job.status !== REPORT_JOB_STATUS.finished || !job.downloadUrl) return <>—</>;
  const url = job.downloadUrl;
  const download = async () => {
    setBusy(true);
    try {
      await downloadReport(url, `${job.reportName || 'export'}-${job.id}.xlsx`);
    } catch (error) {
      toastError(t('tasks.downloadFailed', { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="xs"
      variant="plain"
      colorPalette="teal"
      px="0"
      loading={busy}
      aria-label={t('tasks.downloadLabel', { name: job.reportName, id: job.id })}
      onClick={() => void download()}
    >
      <LuDownload />
      {t('tasks.download')}
    </Button>
  );
}
