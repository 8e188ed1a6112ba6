/**
 * A list page of records moving through a lifecycle, by status tab, whose batch button reviews the
 * ticked rows (audit purchase orders and payment requests, review exception forms): the button
 * shows on "all" and on the tabs whose status the review may move, for those allowed to.
 *
 *   <ReviewListPage page={…} screen={screen} columns={columns} transitions={PAYMENT_TRANSITIONS} tabs={TABS} tabLabel={(s) => t(…)} count={countOf}
 *     review={{ key: 'audit', label: t('audit'), permission: 'purchasePayment.audit', actions: ['approve', 'reject'], allowEmpty: true, onClick: … }} />
 */
import { useGuardPermissions } from '../../ui';
import { allows, batchActionsFor, ListPage, StatusTabs, type BatchItem, type ListPageProps, type TransitionTable } from '../../ui/resource';

export interface ReviewListPageProps<T, A extends string, S extends string> extends Omit<ListPageProps<T>, 'batchActions' | 'above'> {
  screen: ListPageProps<T>['screen'] & { tab: string; setTab: (tab: string) => void };
  transitions: TransitionTable<A, S>;
  tabs: readonly ('all' | S)[];
  tabLabel: (tab: 'all' | S) => string;
  count: (tab: 'all' | S) => number;
  /** The batch review: the transition(s) it performs and what it does with the ticked rows. */
  review: Omit<BatchItem<never, T>, 'action' | 'when'> & { actions: A | readonly A[] };
}

export function ReviewListPage<T, A extends string, S extends string>({
  screen,
  transitions,
  tabs,
  tabLabel,
  count,
  review: { actions, ...review },
  ...page
}: ReviewListPageProps<T, A, S>) {
  const permissions = useGuardPermissions();
  const tab = screen.tab as 'all' | S;
  const batchActions = batchActionsFor(
    transitions,
    tab === 'all' ? null : tab,
    [{ ...review, when: tab === 'all' || allows(transitions, actions, tab) }],
    (name) => permissions.has(name),
  );
  return (
    <ListPage<T>
      {...page}
      screen={screen}
      batchActions={batchActions}
      above={<StatusTabs value={tab} tabs={tabs} label={tabLabel} count={count} onChange={screen.setTab} />}
    />
  );
}
