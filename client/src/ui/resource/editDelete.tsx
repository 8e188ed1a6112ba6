/**
 * The buttons column of a list of named records the seller edits in a dialog and deletes (templates,
 * materials, size charts): "edit" opens the dialog, the red "delete" asks first and then runs the
 * remove command through the list's `run`. Texts follow one message-id prefix: `<p>.col.actions`,
 * `<p>.edit`, `<p>.delete`, `<p>.confirmDelete` and `<p>.deleted` (each given `{ name }`).
 *
 *   editDeleteColumn(t, 'pricingTemplates', { run: screen.run, permission: 'pricingTemplate.update', failure: t('pricingTemplates.deleteFailed') }, (r) => ({
 *     name: r.name,
 *     edit: () => dialog.open({ template: r }),
 *     remove: (feedback) => commands.remove({ id: r.id }, feedback),
 *   }))
 */
import type { PermissionName } from '@erp/schema';
import type { DataTableColumn } from '../DataTable';
import { actionsColumn, deleteItem, RowActions } from './LifecycleActions';
import type { Outcome } from './outcome';
import type { Feedback } from './useCommands';

/** The message ids `editDeleteColumn` reads. */
export type EditDeleteId<P extends string> = `${P}.col.actions` | `${P}.edit` | `${P}.delete` | `${P}.confirmDelete` | `${P}.deleted`;

/** One row as the buttons see it. */
export interface EditDeleteRow {
  /** What the seller knows the record by: named in the buttons' accessible names and the texts. */
  name: string;
  edit: () => void;
  /** The remove command, given its feedback (the `deleted` toast, the failure text). */
  remove: (feedback: Feedback) => Promise<Outcome<unknown>>;
}

export interface EditDeleteOptions {
  /** `useListScreen`'s `run` (confirm → act → reload). */
  run: Parameters<typeof deleteItem>[0];
  /** Who may edit and delete. */
  permission: PermissionName;
  /** The failure text when the server said nothing usable. */
  failure: string;
}

export function editDeleteColumn<T, P extends string>(
  t: (id: EditDeleteId<P>, values?: Record<string, string | number>) => string,
  prefix: P,
  { run, permission, failure }: EditDeleteOptions,
  rowOf: (row: T) => EditDeleteRow,
): DataTableColumn<T> {
  return actionsColumn(t(`${prefix}.col.actions`), (row) => {
    const { name, edit, remove } = rowOf(row);
    const label = t(`${prefix}.delete`);
    return (
      <RowActions
        record={name}
        actions={[
          { key: 'edit', label: t(`${prefix}.edit`), permission, onClick: edit },
          deleteItem(run, { label, permission, confirm: t(`${prefix}.confirmDelete`, { name }) }, () =>
            remove({ success: t(`${prefix}.deleted`, { name }), failure }),
          ),
        ]}
      />
    );
  });
}
