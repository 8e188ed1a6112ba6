/**
 * /productDev: development requirements (spec 02 §3, §4; issue 24 item 5): status tabs with counts,
 * a keyword filter (a message's ?demandNum= link fills it), and per row the actions
 * DEV_REQUIREMENT_TRANSITIONS allows: edit / delete / submit drafts and rejected ones, approve or
 * reject at the current node (shown to its approvers; the server checks), mark approved ones
 * complete (creates the product-library product); details with the nodes and the history.
 */
import { Badge, Text } from '@chakra-ui/react';
import { DEV_REQUIREMENT_EDITABLE, DEV_REQUIREMENT_STATUSES, DEV_REQUIREMENT_TRANSITIONS, PLATFORM_TYPES } from '@erp/schema';
import { useSearchParams } from 'react-router';
import type { DevRequirementCountFilter } from '../../api/generated/types';
import { type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { textOrUndefined } from '../../ui/format';
import {
  actionsColumn,
  confirmedItem,
  CountedTabs,
  tabTexts,
  deleteItem,
  LifecycleActions,
  ListPage,
  pageOf,
  statusTabs,
  useDialog,
  useListScreen,
  type LifecycleItem,
} from '../../ui/resource';
import { codeColumn, TwoLines } from '../../ui/cells';
import { useFeatureText } from '../../i18n/featureIntl';
import { ApproveDialog, CompleteDialog, RejectDialog } from './components/DecisionDialogs';
import { RequirementDetailDialog } from './components/RequirementDetailDialog';
import { RequirementFormDialog } from './components/RequirementFormDialog';
import { requirementList, useRequirementCommands, type RequirementRow } from './hooks';
import { productDevMessages, type ProductDevMessageId } from './messages';

type Action = keyof typeof DEV_REQUIREMENT_TRANSITIONS;
const STATUS_COLORS: Record<string, string> = { draft: 'gray', submitted: 'orange', rejected: 'red', approved: 'blue', completed: 'green' };
const PLATFORM_NAME = new Map<number, string>(Object.entries(PLATFORM_TYPES).map(([n, v]) => [v, n]));

type Dialog = { kind: 'create' } | { kind: 'edit' | 'details' | 'approve' | 'reject' | 'complete'; requirement: RequirementRow };

const toFilter = (v: FilterValues): DevRequirementCountFilter => ({ keyword: textOrUndefined(v.keyword) });
const money = (v: unknown) => Number(v).toFixed(2);

export const ProductDevPage = featurePage(productDevMessages, ProductDevScreen);

function ProductDevScreen() {
  const t = useFeatureText(productDevMessages);
  const [params] = useSearchParams();
  const commands = useRequirementCommands();
  const fields: FilterField[] = [{ name: 'keyword', label: t('productDev.filter.keyword'), type: 'text' }];
  const demandNum = params.get('demandNum');
  const screen = useListScreen({
    ...requirementList,
    fields,
    toFilter: (v) => toFilter({ ...v, keyword: v.keyword || demandNum || '' }),
    ...statusTabs(DEV_REQUIREMENT_STATUSES),
  });
  const dialog = useDialog<Dialog>(screen.reload);
  const failure = t('productDev.failed');

  const actionsOf = (r: RequirementRow): LifecycleItem<Action>[] => [
    { key: 'details', label: t('productDev.details'), colorPalette: 'gray', onClick: () => dialog.open({ kind: 'details', requirement: r }) },
    {
      key: 'edit',
      label: t('productDev.edit'),
      permission: 'productDev.edit',
      when: DEV_REQUIREMENT_EDITABLE.includes(r.status),
      onClick: () => dialog.open({ kind: 'edit', requirement: r }),
    },
    confirmedItem(
      screen.run,
      { action: 'submit', label: t('productDev.submit'), permission: 'productDev.edit', confirm: t('productDev.confirmSubmit', { number: r.number }) },
      () => commands.submit({ id: r.id }, { success: t('productDev.submitted'), failure }),
    ),
    {
      action: 'approveNode',
      label: t('productDev.approve'),
      permission: 'productDev.approve',
      when: r.canAct,
      onClick: () => dialog.open({ kind: 'approve', requirement: r }),
    },
    {
      action: 'rejectNode',
      label: t('productDev.reject'),
      permission: 'productDev.approve',
      colorPalette: 'red',
      when: r.canAct,
      onClick: () => dialog.open({ kind: 'reject', requirement: r }),
    },
    {
      action: 'complete',
      label: t('productDev.complete'),
      permission: 'productDev.complete',
      onClick: () => dialog.open({ kind: 'complete', requirement: r }),
    },
    {
      ...deleteItem(
        screen.run,
        { label: t('productDev.delete'), permission: 'productDev.edit', confirm: t('productDev.confirmDelete', { number: r.number }) },
        () => commands.remove({ id: r.id }, { success: t('productDev.deleted'), failure }),
      ),
      when: DEV_REQUIREMENT_EDITABLE.includes(r.status),
    },
  ];

  const columns: DataTableColumn<RequirementRow>[] = [
    codeColumn('number', t('productDev.col.number'), (r) => r.number),
    { key: 'name', header: t('productDev.col.name'), cell: (r) => <TwoLines main={r.name} sub={r.category} /> },
    {
      key: 'platforms',
      header: t('productDev.col.platforms'),
      cell: (r) => <TwoLines main={r.platforms.map((p) => PLATFORM_NAME.get(p) ?? p).join(', ') || '—'} sub={r.sites.join(', ')} />,
    },
    {
      key: 'price',
      header: t('productDev.col.price'),
      align: 'end',
      cell: (r) => (Number(r.expectedPriceMax) ? `${money(r.expectedPriceMin)} – ${money(r.expectedPriceMax)}` : '—'),
    },
    {
      key: 'node',
      header: t('productDev.col.node'),
      cell: (r) => (r.status === 'submitted' ? <Text>{`${r.currentNode + 1}/${r.nodes.length} ${r.currentNodeName}`}</Text> : r.productSpu || '—'),
    },
    {
      key: 'status',
      header: t('productDev.col.status'),
      cell: (r) => <Badge colorPalette={STATUS_COLORS[r.status] ?? 'gray'}>{t(`productDev.status.${r.status}` as ProductDevMessageId)}</Badge>,
    },
    { key: 'creator', header: t('productDev.col.creator'), cell: (r) => r.creatorName || '—' },
    actionsColumn(t('productDev.col.actions'), (r) => (
      <LifecycleActions transitions={DEV_REQUIREMENT_TRANSITIONS} status={r.status} record={r.number} actions={actionsOf(r)} />
    )),
  ];

  const open = dialog.current;
  return (
    <ListPage
      page={pageOf(t, 'productDev', 'productDev', undefined, {
        create: { permission: 'productDev.edit', label: t('productDev.create'), onClick: () => dialog.open({ kind: 'create' }) },
      })}
      screen={screen}
      columns={columns}
      above={
        <CountedTabs screen={screen} statuses={DEV_REQUIREMENT_STATUSES} counts={screen.data?.devRequirementStatusCounts} texts={tabTexts(t, 'productDev')} />
      }
    >
      {open?.kind === 'create' ? <RequirementFormDialog onClose={dialog.close} onSaved={dialog.done} /> : null}
      {open?.kind === 'edit' ? <RequirementFormDialog requirement={open.requirement} onClose={dialog.close} onSaved={dialog.done} /> : null}
      {open?.kind === 'details' ? (
        <RequirementDetailDialog
          requirement={open.requirement}
          onClose={dialog.close}
          onApprove={() => dialog.open({ kind: 'approve', requirement: open.requirement })}
          onReject={() => dialog.open({ kind: 'reject', requirement: open.requirement })}
        />
      ) : null}
      {open?.kind === 'approve' ? <ApproveDialog requirement={open.requirement} onClose={dialog.close} onDone={dialog.done} /> : null}
      {open?.kind === 'reject' ? <RejectDialog requirement={open.requirement} onClose={dialog.close} onDone={dialog.done} /> : null}
      {open?.kind === 'complete' ? <CompleteDialog requirement={open.requirement} onClose={dialog.close} onDone={dialog.done} /> : null}
    </ListPage>
  );
}
