/**
 * One count task (/inventoryCount?task=ID): its summary, the lines in counting order and, while
 * counting, an input per line. Scan-friendly: a scan box finds a SKU, barcode or location and
 * focuses its first line; Enter in a line moves to the next one, Enter on the last line saves.
 * Changes are saved page by page (also before paging away), so a long count is never lost.
 */
import { Alert, Badge, Box, Button, Checkbox, Field, HStack, Input, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { countedQuantity } from '@erp/schema';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { LuArrowLeft, LuSave, LuScanLine } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import type { InventoryCountLineFilter } from '../../../api/generated/types';
import { DataTable, FIRST_PAGE, PermissionGuard, useHasPermission, useMessageText, type DataTableColumn } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { PageFrame } from '../../../ui/FeatureScope';
import { ExportButton } from '../../tasks';
import { useCountCommands, useCountLines, useCountTask, type CountLineRow } from '../hooks';
import { inventoryCountMessages } from '../messages';
import { CountStatusBadge, PrintCountMenu, useCountLabels } from './labels';
import { useTaskActions } from './useTaskActions';

const ENTRY_PAGE_SIZE = 50;
const ENTRY_PAGE_SIZES = [50, 100] as const;

/** Counted text → the value to save (null clears), or an error id. */
function parseCount(text: string): { ok: true; value: number | null } | { ok: false; messageId: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  const parsed = countedQuantity.safeParse(/^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : NaN);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, messageId: 'inventory.nonNegativeInteger' };
}

export function CountEntry({ taskId }: { taskId: number }) {
  const t = useFeatureText(inventoryCountMessages);
  const text = useMessageText();
  const labels = useCountLabels();
  const navigate = useNavigate();
  const canCount = useHasPermission('inventoryCount.count');
  const { record: task, data: taskData, loading: taskLoading, error: taskError, refetch: refetchTask } = useCountTask(taskId);
  const loaded = taskData !== undefined;
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(ENTRY_PAGE_SIZE);
  const [filter, setFilter] = useState<InventoryCountLineFilter>({});
  const [scan, setScan] = useState('');
  const { rows, total, loading, error, refetch } = useCountLines(taskId, page, pageSize, filter);
  const { saveLines } = useCountCommands();
  const [saving, setSaving] = useState(false);
  // what the counter typed, by line id, until it is saved
  const [edits, setEdits] = useState<Record<number, string>>({});
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const focusFirst = useRef(false);
  const actions = useTaskActions(() => {
    void refetchTask();
    void refetch();
  });

  const counting = task?.status === 'counting';
  const blindRunning = task?.mode === 'blind' && task.status !== 'finished';
  const editable = counting && canCount;
  const dirty = rows.filter((r) => edits[r.id] !== undefined && edits[r.id] !== (r.countedQty == null ? '' : String(r.countedQty)));
  const invalid = new Set(dirty.filter((r) => !parseCount(edits[r.id]!).ok).map((r) => r.id));

  // after a scan, the first matching line takes the focus
  useEffect(() => {
    if (focusFirst.current && !loading && rows.length > 0) {
      focusFirst.current = false;
      inputs.current[0]?.focus();
      inputs.current[0]?.select();
    }
  }, [loading, rows]);

  /** Saves the changed lines of this page: the task as saved (true: nothing to save), false when invalid or refused. */
  const saveEdits = async (): Promise<false | true | NonNullable<typeof task>> => {
    if (!dirty.length) return true;
    if (invalid.size) {
      const first = rows.findIndex((r) => invalid.has(r.id));
      inputs.current[first]?.focus();
      return false;
    }
    const lines = dirty.map((r) => ({ lineId: r.id, countedQty: (parseCount(edits[r.id]!) as { value: number | null }).value }));
    setSaving(true);
    const outcome = await saveLines(
      { input: { taskId, lines } },
      { success: t('inventoryCount.entry.saved', { count: lines.length }), failure: t('inventoryCount.entry.saveFailed') },
    );
    setSaving(false);
    if (!outcome.ok) return false;
    await refetch();
    setEdits((e) => Object.fromEntries(Object.entries(e).filter(([id]) => !lines.some((l) => l.lineId === Number(id)))));
    return outcome.data;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const next = inputs.current[index + 1];
    if (next) {
      next.focus();
      next.select();
    } else {
      void saveEdits();
    }
  };

  const changePage = async (p: number, size: number) => {
    if (!(await saveEdits())) return;
    setPage(p);
    setPageSize(size);
  };
  const applyFilter = async (next: InventoryCountLineFilter, focus = false) => {
    if (!(await saveEdits())) return;
    focusFirst.current = focus;
    setFilter(next);
    setPage(FIRST_PAGE);
  };

  const back = (
    <Button
      size="sm"
      variant="outline"
      onClick={async () => {
        if (await saveEdits()) await navigate('/inventoryCount');
      }}
    >
      <LuArrowLeft />
      {t('inventoryCount.entry.back')}
    </Button>
  );

  if (taskError && !task) {
    return (
      <PageFrame title={t('inventoryCount.title')}>
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>{t('inventoryCount.entry.loadFailed')}</Alert.Description>
        </Alert.Root>
        <HStack>
          <Button size="sm" variant="outline" onClick={refetchTask}>
            {t('inventoryCount.entry.retry')}
          </Button>
          {back}
        </HStack>
      </PageFrame>
    );
  }
  if (loaded && !task && !taskLoading) {
    return (
      <PageFrame title={t('inventoryCount.title')}>
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>{t('inventoryCount.entry.notFound')}</Alert.Description>
        </Alert.Root>
        {back}
      </PageFrame>
    );
  }

  const s = task?.summary;
  const money = (v: string | null | undefined) => (v == null ? '—' : `¥${Number(v).toFixed(2)}`);
  const showBook = !blindRunning;

  const columns: DataTableColumn<CountLineRow>[] = [
    { key: 'no', header: t('inventoryCount.line.no'), width: 60, cell: (_r, i) => (page - 1) * pageSize + i + 1 },
    { key: 'location', header: t('inventoryCount.line.location'), cell: (r) => <Text fontFamily="mono">{r.location.code}</Text> },
    {
      key: 'sku',
      header: t('inventoryCount.line.sku'),
      hideable: false,
      cell: (r) => (
        <Stack gap="0">
          <Text fontWeight="medium">{r.sku.sku}</Text>
          <Text textStyle="xs" color="fg.muted" lineClamp={1}>
            {r.sku.productName}
            {r.sku.barcode ? ` · ${r.sku.barcode}` : ''}
          </Text>
        </Stack>
      ),
    },
    ...(showBook ? [{ key: 'book', header: t('inventoryCount.line.book'), align: 'end' as const, cell: (r: CountLineRow) => r.bookQty ?? '—' }] : []),
    {
      key: 'counted',
      header: t('inventoryCount.line.counted'),
      hideable: false,
      width: 150,
      cell: (r, i) => {
        if (!editable) return r.countedQty ?? '—';
        const value = edits[r.id] ?? (r.countedQty == null ? '' : String(r.countedQty));
        const bad = invalid.has(r.id);
        return (
          <Field.Root invalid={bad}>
            <Input
              ref={(el) => {
                inputs.current[i] = el;
              }}
              size="sm"
              inputMode="numeric"
              autoComplete="off"
              value={value}
              onChange={(e) => setEdits((all) => ({ ...all, [r.id]: e.target.value }))}
              onKeyDown={(e) => onKeyDown(e, i)}
              onFocus={(e) => e.target.select()}
              aria-label={t('inventoryCount.line.countedInput', { sku: r.sku.sku, location: r.location.code })}
            />
            {bad ? <Field.ErrorText>{text('inventory.nonNegativeInteger')}</Field.ErrorText> : null}
          </Field.Root>
        );
      },
    },
    ...(showBook
      ? [
          {
            key: 'difference',
            header: t('inventoryCount.line.difference'),
            align: 'end' as const,
            cell: (r: CountLineRow) =>
              r.difference == null ? (
                '—'
              ) : (
                <Text color={r.difference > 0 ? 'green.fg' : r.difference < 0 ? 'red.fg' : undefined}>
                  {r.difference > 0 ? `+${r.difference}` : r.difference}
                </Text>
              ),
          },
          { key: 'unitPrice', header: t('inventoryCount.line.unitPrice'), align: 'end' as const, cell: (r: CountLineRow) => money(r.value.unitPrice) },
          { key: 'bookValue', header: t('inventoryCount.line.bookValue'), align: 'end' as const, cell: (r: CountLineRow) => money(r.value.bookValue) },
          {
            key: 'differenceValue',
            header: t('inventoryCount.line.differenceValue'),
            align: 'end' as const,
            cell: (r: CountLineRow) => money(r.value.differenceValue),
          },
        ]
      : []),
  ];

  return (
    <PageFrame
      title={t('inventoryCount.entry.title', { taskNo: task?.taskNo ?? '' })}
      description={task ? `${task.warehouseName} · ${labels.mode(task.mode)} · ${labels.countType(task.countType)}` : undefined}
      actions={
        <>
          {back}
          {task ? <PrintCountMenu task={task} size="sm" variant="outline" /> : null}
          {task?.status === 'finished' ? (
            <ExportButton reportType="inventoryCountLoss" filter={{ taskId: task.id }}>
              {t('inventoryCount.exportLoss')}
            </ExportButton>
          ) : null}
        </>
      }
    >
      {task && s ? (
        <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
          <Stat.Root borderWidth="1px" rounded="md" p="3">
            <Stat.Label>{t('inventoryCount.col.status')}</Stat.Label>
            <Box pt="1">
              <CountStatusBadge status={task.status} />
            </Box>
          </Stat.Root>
          <Stat.Root borderWidth="1px" rounded="md" p="3">
            <Stat.Label>{t('inventoryCount.summary.progress')}</Stat.Label>
            <Stat.ValueText>
              {s.counted}/{s.lines}
            </Stat.ValueText>
          </Stat.Root>
          <Stat.Root borderWidth="1px" rounded="md" p="3">
            <Stat.Label>{t('inventoryCount.summary.errors')}</Stat.Label>
            <Stat.ValueText>{s.errorLines ?? t('inventoryCount.hidden')}</Stat.ValueText>
          </Stat.Root>
          <Stat.Root borderWidth="1px" rounded="md" p="3">
            <Stat.Label>{t('inventoryCount.summary.profit')}</Stat.Label>
            <Stat.ValueText color="green.fg">{s.profitQuantity == null ? t('inventoryCount.hidden') : `+${s.profitQuantity}`}</Stat.ValueText>
            {s.profitValue != null ? <Stat.HelpText>{money(s.profitValue)}</Stat.HelpText> : null}
          </Stat.Root>
          <Stat.Root borderWidth="1px" rounded="md" p="3">
            <Stat.Label>{t('inventoryCount.summary.loss')}</Stat.Label>
            <Stat.ValueText color="red.fg">{s.lossQuantity == null ? t('inventoryCount.hidden') : `-${s.lossQuantity}`}</Stat.ValueText>
            {s.lossValue != null ? <Stat.HelpText>{money(s.lossValue)}</Stat.HelpText> : null}
          </Stat.Root>
        </SimpleGrid>
      ) : null}

      {task?.status === 'pending' ? (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Description>{t('inventoryCount.entry.pendingHint')}</Alert.Description>
          <PermissionGuard permission="inventoryCount.count">
            <Button size="xs" colorPalette="teal" ms="auto" onClick={() => void actions.start(task)}>
              {t('inventoryCount.start')}
            </Button>
          </PermissionGuard>
        </Alert.Root>
      ) : null}
      {task?.status === 'finished' ? (
        <Alert.Root status="success" size="sm">
          <Alert.Indicator />
          <Alert.Description>{t('inventoryCount.entry.finishedHint')}</Alert.Description>
        </Alert.Root>
      ) : null}

      <HStack
        gap="3"
        wrap="wrap"
        as="form"
        onSubmit={(e) => {
          e.preventDefault();
          void applyFilter({ ...filter, keyword: scan.trim() || undefined }, true);
        }}
      >
        <HStack gap="2">
          <LuScanLine aria-hidden />
          <Input
            size="sm"
            width="72"
            value={scan}
            onChange={(e) => setScan(e.target.value)}
            placeholder={t('inventoryCount.entry.scanHint')}
            aria-label={t('inventoryCount.entry.scan')}
            autoComplete="off"
          />
        </HStack>
        <Checkbox.Root
          size="sm"
          checked={!!filter.uncountedOnly}
          onCheckedChange={(d) => void applyFilter({ ...filter, uncountedOnly: d.checked === true || undefined, differenceOnly: undefined })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('inventoryCount.entry.uncountedOnly')}</Checkbox.Label>
        </Checkbox.Root>
        {!blindRunning ? (
          <Checkbox.Root
            size="sm"
            checked={!!filter.differenceOnly}
            onCheckedChange={(d) => void applyFilter({ ...filter, differenceOnly: d.checked === true || undefined, uncountedOnly: undefined })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('inventoryCount.entry.differenceOnly')}</Checkbox.Label>
          </Checkbox.Root>
        ) : null}
      </HStack>

      <DataTable
        aria-label={t('inventoryCount.entry.title', { taskNo: task?.taskNo ?? '' })}
        columns={columns}
        rows={rows}
        rowKey="id"
        page={page}
        pageSize={pageSize}
        pageSizes={ENTRY_PAGE_SIZES}
        total={total}
        onPageChange={(p, size) => void changePage(p, size)}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        emptyText={t('inventoryCount.entry.empty')}
        columnsStorageKey="table.inventoryCountLines.columns"
      />

      {editable ? (
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Text textStyle="sm" color="fg.muted">
            {dirty.length ? (
              <Badge colorPalette="orange" me="2">
                {t('inventoryCount.entry.unsaved', { count: dirty.length })}
              </Badge>
            ) : null}
            {t('inventoryCount.entry.enterHint')}
          </Text>
          <HStack gap="2">
            <Button size="sm" variant="outline" onClick={() => void saveEdits()} loading={saving} disabled={!dirty.length}>
              <LuSave />
              {t('inventoryCount.entry.save')}
            </Button>
            <Button
              size="sm"
              colorPalette="teal"
              onClick={async () => {
                const saved = await saveEdits();
                // the confirmation shows the summary including what was just saved
                if (task && saved) await actions.end(saved === true ? task : saved);
              }}
            >
              {t('inventoryCount.end')}
            </Button>
          </HStack>
        </HStack>
      ) : null}
    </PageFrame>
  );
}
