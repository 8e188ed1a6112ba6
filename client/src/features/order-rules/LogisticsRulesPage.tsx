/** /logisticsRules: logistics rules by priority (higher first), switched on and off, tried on past orders (spec 02 §3, §5, §9). */
import { Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuArrowDown, LuArrowUp, LuPlus } from 'react-icons/lu';
import type { OrderRuleFilter } from '../../api/generated/graphql';
import {
  DataTable, DEFAULT_PAGE_SIZE, emptyFilterValues, FilterBar, FIRST_PAGE, PermissionGuard, toastSuccess, useConfirm,
  type DataTableColumn, type FilterField, type FilterValues,
} from '../../ui';
import { FeatureScope, PageFrame } from '../shared/FeatureScope';
import { textOrUndefined } from '../shared/format';
import { showFailure, type Outcome } from '../shared/outcome';
import { useFeatureText } from '../public/featureIntl';
import { useConditionSummary } from './components/conditions';
import { DryRunDialog } from './components/DryRunDialog';
import { LogisticsRuleFormDialog } from './components/LogisticsRuleFormDialog';
import { RuleSwitch } from './components/RuleSwitch';
import { useLogisticsRuleActions, useLogisticsRules, type LogisticsRuleRow } from './hooks';
import { orderRulesMessages, type OrderRulesMessageId } from './messages';

export function LogisticsRulesPage() {
  return (
    <FeatureScope messages={orderRulesMessages}>
      <LogisticsRulesScreen />
    </FeatureScope>
  );
}

type Dialog = { kind: 'create' } | { kind: 'edit' | 'dryRun'; rule: LogisticsRuleRow };

export function toRuleFilter(v: FilterValues): OrderRuleFilter {
  const enabled = textOrUndefined(v.enabled);
  return { keyword: textOrUndefined(v.keyword), ...(enabled ? { enabled: enabled === 'on' } : {}) };
}

function LogisticsRulesScreen() {
  const t = useFeatureText(orderRulesMessages);
  const confirm = useConfirm();
  const actions = useLogisticsRuleActions();
  const summary = useConditionSummary();
  const fields = useMemo<FilterField[]>(
    () => [
      { name: 'keyword', label: t('orderRulesPage.filter.keyword'), type: 'text' },
      {
        name: 'enabled', label: t('orderRulesPage.filter.enabled'), type: 'select',
        options: [{ value: 'on', label: t('orderRulesPage.enabledOn') }, { value: 'off', label: t('orderRulesPage.enabledOff') }],
      },
    ],
    [t],
  );
  const [values, setValues] = useState<FilterValues>(() => emptyFilterValues(fields));
  const [filter, setFilter] = useState<OrderRuleFilter>({});
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { rows, total, loading, error, refetch } = useLogisticsRules(page, pageSize, filter);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const run = async (rule: LogisticsRuleRow, question: OrderRulesMessageId | null, action: () => Promise<Outcome<unknown>>, success: OrderRulesMessageId) => {
    if (question && !(await confirm({ message: t(question, { name: rule.name }), danger: question === 'orderRulesPage.confirmDelete' }))) return;
    const outcome = await action();
    if (outcome.ok) {
      toastSuccess(t(success));
      refetch();
    } else showFailure(outcome, t('orderRulesPage.failed'));
  };
  const label = (action: OrderRulesMessageId, rule: LogisticsRuleRow) => t('orderRulesPage.actionLabel', { action: t(action), name: rule.name });

  const columns: DataTableColumn<LogisticsRuleRow>[] = [
    {
      key: 'priority',
      header: t('orderRulesPage.col.priority'),
      hideable: false,
      cell: (r) => (
        <HStack gap="1">
          <Text minW="6" textAlign="end" fontWeight="medium">{r.priority}</Text>
          <PermissionGuard permission="logisticsRule.update">
            <IconButton size="2xs" variant="ghost" aria-label={label('orderRulesPage.raise', r)} onClick={() => void run(r, null, () => actions.setPriority(r.id, r.priority + 1), 'orderRulesPage.priorityChanged')}>
              <LuArrowUp />
            </IconButton>
            <IconButton size="2xs" variant="ghost" disabled={r.priority <= 0} aria-label={label('orderRulesPage.lower', r)} onClick={() => void run(r, null, () => actions.setPriority(r.id, r.priority - 1), 'orderRulesPage.priorityChanged')}>
              <LuArrowDown />
            </IconButton>
          </PermissionGuard>
        </HStack>
      ),
    },
    { key: 'name', header: t('orderRulesPage.col.name'), hideable: false, cell: (r) => <Text fontWeight="medium">{r.name}</Text> },
    {
      key: 'conditions',
      header: t('orderRulesPage.col.conditions'),
      cell: (r) => (
        <Stack gap="0" textStyle="xs">
          {summary(r.conditions).map((line) => <Text key={line}>{line}</Text>)}
        </Stack>
      ),
    },
    { key: 'action', header: t('orderRulesPage.col.action'), cell: (r) => `${r.warehouseName} / ${r.logisticsChannelName}` },
    {
      key: 'enabled',
      header: t('orderRulesPage.col.enabled'),
      cell: (r) => (
        <RuleSwitch
          checked={r.enabled}
          permission="logisticsRule.update"
          label={t('orderRulesPage.enableLabel', { name: r.name })}
          onChange={(on) =>
            void run(r, on ? 'orderRulesPage.confirmEnable' : null, () => actions.setEnabled(r.id, on), on ? 'orderRulesPage.switchedOn' : 'orderRulesPage.switchedOff')
          }
        />
      ),
    },
    {
      key: 'actions',
      header: t('orderRulesPage.col.actions'),
      hideable: false,
      cell: (r) => (
        <HStack gap="0" wrap="wrap">
          <Button size="xs" variant="ghost" colorPalette="blue" aria-label={label('orderRulesPage.dryRun', r)} onClick={() => setDialog({ kind: 'dryRun', rule: r })}>
            {t('orderRulesPage.dryRun')}
          </Button>
          <PermissionGuard permission="logisticsRule.update">
            <Button size="xs" variant="ghost" colorPalette="teal" aria-label={label('orderRulesPage.edit', r)} onClick={() => setDialog({ kind: 'edit', rule: r })}>
              {t('orderRulesPage.edit')}
            </Button>
            <Button size="xs" variant="ghost" colorPalette="red" aria-label={label('orderRulesPage.delete', r)} onClick={() => void run(r, 'orderRulesPage.confirmDelete', () => actions.remove(r.id), 'orderRulesPage.deleted')}>
              {t('orderRulesPage.delete')}
            </Button>
          </PermissionGuard>
        </HStack>
      ),
    },
  ];

  const done = () => {
    setDialog(null);
    refetch();
  };
  return (
    <PageFrame title={t('orderRulesPage.logistics.title')} description={t('orderRulesPage.logistics.description')}>
      <FilterBar
        fields={fields}
        values={values}
        onChange={setValues}
        onSearch={(v) => {
          setFilter(toRuleFilter(v));
          setPage(FIRST_PAGE);
        }}
        loading={loading}
      />
      <DataTable
        aria-label={t('orderRulesPage.logistics.title')}
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
        emptyText={t('orderRulesPage.logistics.empty')}
        columnsStorageKey="table.logisticsRules.columns"
        toolbar={
          <PermissionGuard permission="logisticsRule.update">
            <Button size="sm" colorPalette="teal" onClick={() => setDialog({ kind: 'create' })}>
              <LuPlus />
              {t('orderRulesPage.logistics.create')}
            </Button>
          </PermissionGuard>
        }
      />
      {dialog?.kind === 'create' ? <LogisticsRuleFormDialog onClose={() => setDialog(null)} onSaved={done} /> : null}
      {dialog?.kind === 'edit' ? <LogisticsRuleFormDialog rule={dialog.rule} onClose={() => setDialog(null)} onSaved={done} /> : null}
      {dialog?.kind === 'dryRun' ? <DryRunDialog target={{ id: dialog.rule.id }} name={dialog.rule.name} onClose={() => setDialog(null)} /> : null}
    </PageFrame>
  );
}
