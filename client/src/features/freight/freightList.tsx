/**
 * What the three freight lists (templates, zone rules, rate cards) share: the whole list paged on
 * the client, the add / edit dialog, and the edit + confirmed delete buttons of a row; and the
 * filter bar of a list the server answers whole (the logistics table too).
 */
import { useFeatureText } from '../../i18n/featureIntl';
import { useState } from 'react';
import { FilterBar, type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { actionsColumn, RowActions, useDialog, useLocalPages, type Feedback, type LifecycleItem, type ListPageSpec, type Outcome } from '../../ui/resource';
import { useConfirmedRun } from './hooks';
import { freightMessages } from './messages';

type Named = { id: number; name: string };
type Kind = 'template' | 'partition' | 'card';

/** Remembered columns of each list (`table.<name>.columns`). */
const TABLE_NAMES: Record<Kind, string> = { template: 'shippingTemplates', partition: 'shippingPartitionRules', card: 'shippingPriceCards' };
type RowItem = Omit<LifecycleItem<never>, 'action'>;

export interface FreightListOptions<R extends Named, D> {
  list: { rows: readonly R[]; loading: boolean; error?: unknown; refetch: () => Promise<unknown> };
  /** The message-id group of the list (`freightScreen.<kind>.title` / `.add` / `.deleted` …). */
  kind: Kind;
  remove: (variables: { id: number }, feedback: Feedback) => Promise<Outcome<unknown>>;
  /** The dialog that edits a row. */
  edit: (row: R) => D;
}

export function useFreightList<R extends Named, D>({ list, kind, remove, edit }: FreightListOptions<R, D>) {
  const t = useFeatureText(freightMessages);
  const pages = useLocalPages(list.rows, {
    loading: list.loading && list.rows.length === 0,
    error: list.rows.length ? undefined : list.error,
    onRetry: list.refetch,
  });
  const dialog = useDialog<D>(() => void list.refetch());
  const run = useConfirmedRun(list.refetch);

  const onDelete = (r: R) =>
    void run(() => remove({ id: r.id }, { success: t(`freightScreen.${kind}.deleted`, { name: r.name }), failure: t('freightScreen.deleteFailed') }), {
      confirm: t(`freightScreen.${kind}.confirmDelete`, { name: r.name }),
      danger: true,
      confirmText: t('freightScreen.delete'),
    });

  /** The row's buttons: `leading` ones, then edit and delete. */
  const actions = (leading: (r: R) => RowItem[] = () => []): DataTableColumn<R> =>
    actionsColumn(t('freightScreen.actions'), (r) => (
      <RowActions
        record={r.name}
        actions={[
          ...leading(r),
          { key: 'edit', label: t('freightScreen.edit'), permission: 'shippingTemplate.update', onClick: () => dialog.open(edit(r)) },
          { key: 'delete', label: t('freightScreen.delete'), permission: 'shippingTemplate.update', colorPalette: 'red', onClick: () => onDelete(r) },
        ]}
      />
    ));

  /** The list page's texts and its "add" button (`create` opens the new record's dialog). */
  const page = (create: () => void, more?: Partial<ListPageSpec>): ListPageSpec => ({
    title: t(`freightScreen.${kind}.title`),
    description: t(`freightScreen.${kind}.description`),
    emptyText: t(`freightScreen.${kind}.empty`),
    name: TABLE_NAMES[kind],
    create: { permission: 'shippingTemplate.update', label: t(`freightScreen.${kind}.add`), onClick: create },
    ...more,
  });

  return { t, pages, dialog, actions, page };
}

/**
 * A filter bar whose searched values (`applied`) ask the server for the whole list again: the shown
 * values, the searched ones, and back to page 1 on a search. `bar(fields, loading, first)` renders it.
 */
export function useAppliedFilter(defaults: FilterValues) {
  const [values, setValues] = useState<FilterValues>(defaults);
  const [applied, setApplied] = useState<FilterValues>(defaults);
  const bar = (fields: FilterField[], loading: boolean, first: () => void) => (
    <FilterBar
      fields={fields}
      values={values}
      onChange={setValues}
      defaultValues={defaults}
      loading={loading}
      onSearch={(next) => {
        setValues(next);
        setApplied(next);
        first();
      }}
    />
  );
  return { applied, bar };
}
