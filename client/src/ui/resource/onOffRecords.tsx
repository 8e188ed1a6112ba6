/**
 * A list of on / off settings records edited in a dialog (issue 16): the "enabled" filter, and the
 * status and buttons columns (the row's own buttons, then edit, on / off and, when `deletable`,
 * delete), with the feature's texts by one prefix: `<p>.filter.enabled`, `<p>.col.status`,
 * `<p>.col.actions` and those of `onOffTexts` and `recordItems` (records.tsx).
 *
 *   const records = onOffRecords(t, 'firstMile', { permission: PERMISSION, commands, deletable: true });
 *   const screen = useListScreen({ ...providerList, fields: [records.filter, …], toFilter });
 *   columns: [… , ...records.columns(screen.run, (p) => ({ record: p.name, edit: () => dialog.open({ provider: p }) }))]
 */
import type { DataTableColumn } from '../DataTable';
import type { FilterField } from '../FilterBar';
import type { ListRun } from './documents';
import { actionsColumn, RowActions, type LifecycleItem } from './LifecycleActions';
import { enabledColumn, enabledFilter, onOffTexts, recordItems, type OnOffTexts, type RecordItemId, type RecordItemsOptions } from './records';

/** The message ids `onOffRecords` reads. */
export type OnOffRecordsId<P extends string> =
  RecordItemId<P> | `${P}.enabled` | `${P}.disabled` | `${P}.enable` | `${P}.disable` | `${P}.filter.enabled` | `${P}.col.status` | `${P}.col.actions`;

/** One row as its buttons see it. */
export interface OnOffRow {
  /** What the seller knows the record by (the buttons' accessible names). */
  record: string;
  /** The values of the row's texts (default `{ name: record }`). */
  values?: Record<string, string | number>;
  edit: () => void;
  /** The row's own buttons, before edit. */
  more?: Omit<LifecycleItem<never>, 'action'>[];
}

export function onOffRecords<P extends string>(
  t: (id: OnOffRecordsId<P>, values?: Record<string, string | number>) => string,
  prefix: P,
  options: Omit<RecordItemsOptions, 'run' | 'onOff'>,
): {
  onOff: OnOffTexts;
  filter: FilterField;
  columns: <T extends { id: number; enabled: boolean }>(run: ListRun, rowOf: (row: T) => OnOffRow) => DataTableColumn<T>[];
} {
  const onOff = onOffTexts(t, prefix);
  return {
    onOff,
    filter: enabledFilter(t(`${prefix}.filter.enabled`), onOff),
    columns: (run, rowOf) => {
      const items = recordItems(t, prefix, { ...options, run, onOff });
      return [
        enabledColumn(t(`${prefix}.col.status`), onOff),
        actionsColumn(t(`${prefix}.col.actions`), (row) => {
          const { record, values, edit, more = [] } = rowOf(row);
          return <RowActions record={record} actions={[...more, ...items(row, values ?? { name: record }, edit)]} />;
        }),
      ];
    },
  };
}
