/** /giftRules: matching new orders get a gift line (unit price 0), once per rule. */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import type { OrderRuleFilter } from '../../api/generated/graphql';
import {
  DataTable, DEFAULT_PAGE_SIZE, emptyFilterValues, FilterBar, FIRST_PAGE, PermissionGuard, toastSuccess, useConfirm,
  type DataTableColumn, type FilterField, type FilterValues,
} from '../../ui';
import { FeatureScope, PageFrame } from '../shared/FeatureScope';
import { formatDateTime } from '../shared/format';
import { showFailure, type Outcome } from '../shared/outcome';
import { useFeatureText } from '../public/featureIntl';
import { useConditionSummary } from './components/conditions';
import { GiftRuleFormDialog } from './components/GiftRuleFormDialog';
import { RuleSwitch } from './components/RuleSwitch';
import { useGiftRuleActions, useGiftRules, type GiftRuleRow } from './hooks';
import { toRuleFilter } from './LogisticsRulesPage';
import { orderRulesMessages, type OrderRulesMessageId } from './messages';

export function GiftRulesPage() {
  return (
    <FeatureScope messages={orderRulesMessages}>
      <GiftRulesScreen />
    </FeatureScope>
  );
}

type Dialog = { kind: 'create' } | { kind: 'edit'; rule: GiftRuleRow };

function GiftRulesScreen() {
  const t = useFeatureText(orderRulesMessages);
  const confirm = useConfirm();
  const actions = useGiftRuleActions();
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
  const { rows, total, loading, error, refetch } = useGiftRules(page, pageSize, filter);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const run = async (rule: GiftRuleRow, question: OrderRulesMessageId | null, action: () => Promise<Outcome<unknown>>, success: OrderRulesMessageId) => {
    if (question && !(await confirm({ message: t(question, { name: rule.name }), danger: true }))) return;
    const outcome = await action();
    if (outcome.ok) {
      toastSuccess(t(success));
      refetch();
    } else showFailure(outcome, t('orderRulesPage.failed'));
  };
  const label = (action: OrderRulesMessageId, rule: GiftRuleRow) => t('orderRulesPage.actionLabel', { action: t(action), name: rule.name });

  const columns: DataTableColumn<GiftRuleRow>[] = [
    { key: 'priority', header: t('orderRulesPage.col.priority'), align: 'end', cell: (r) => r.priority },
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
    {
      key: 'gift',
      header: t('orderRulesPage.col.gift'),
      cell: (r) => (
        <Stack gap="0">
          <Text fontWeight="medium">{r.giftSku} × {r.giftQuantity}</Text>
          <Text textStyle="xs" color="fg.muted">{r.giftProductName}</Text>
        </Stack>
      ),
    },
    {
      key: 'window',
      header: t('orderRulesPage.col.window'),
      cell: (r) => (r.startAt || r.endAt ? `${r.startAt ? formatDateTime(r.startAt) : '…'} – ${r.endAt ? formatDateTime(r.endAt) : '…'}` : t('orderRulesPage.gift.always')),
    },
    {
      key: 'enabled',
      header: t('orderRulesPage.col.enabled'),
      cell: (r) => (
        <RuleSwitch
          checked={r.enabled}
          permission="giftRule.update"
          label={t('orderRulesPage.enableLabel', { name: r.name })}
          onChange={(on) => void run(r, null, () => actions.setEnabled(r.id, on), on ? 'orderRulesPage.switchedOn' : 'orderRulesPage.switchedOff')}
        />
      ),
    },
    {
      key: 'actions',
      header: t('orderRulesPage.col.actions'),
      hideable: false,
      cell: (r) => (
        <PermissionGuard permission="giftRule.update">
          <HStack gap="0">
            <Button size="xs" variant="ghost" colorPalette="teal" aria-label={label('orderRulesPage.edit', r)} onClick={() => setDialog({ kind: 'edit', rule: r })}>
              {t('orderRulesPage.edit')}
            </Button>
            <Button size="xs" variant="ghost" colorPalette="red" aria-label={label('orderRulesPage.delete', r)} onClick={() => void run(r, 'orderRulesPage.confirmDelete', () => actions.remove(r.id), 'orderRulesPage.deleted')}>
              {t('orderRulesPage.delete')}
            </Button>
          </HStack>
        </PermissionGuard>
      ),
    },
  ];

  const done = () => {
    setDialog(null);
    refetch();
  };
  return (
    <PageFrame title={t('orderRulesPage.gift.title')} description={t('orderRulesPage.gift.description')}>
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
        aria-label={t('orderRulesPage.gift.title')}
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
        emptyText={t('orderRulesPage.gift.empty')}
        columnsStorageKey="table.giftRules.columns"
        toolbar={
          <PermissionGuard permission="giftRule.update">
            <Button size="sm" colorPalette="teal" onClick={() => setDialog({ kind: 'create' })}>
              <LuPlus />
              {t('orderRulesPage.gift.create')}
            </Button>
          </PermissionGuard>
        }
      />
      {dialog?.kind === 'create' ? <GiftRuleFormDialog onClose={() => setDialog(null)} onSaved={done} /> : null}
      {dialog?.kind === 'edit' ? <GiftRuleFormDialog rule={dialog.rule} onClose={() => setDialog(null)} onSaved={done} /> : null}
    </PageFrame>
  );
}
