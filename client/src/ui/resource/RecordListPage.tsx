/**
 * A list page of named records the seller adds and edits in one dialog and deletes (templates,
 * materials, size charts): `ListPage` with its "add" button, the edit / delete buttons of
 * `editDeleteColumn` after the screen's columns, and the dialog opened for a new record (null) or a
 * row; the list reloads after a save.
 *
 *   <RecordListPage
 *     page={pageOf(t, 'pricingTemplates', 'pricingTemplates')}
 *     add={t('pricingTemplates.add')}
 *     t={t}
 *     prefix="pricingTemplates"                  // the buttons' texts (see editDeleteColumn)
 *     permission="pricingTemplate.update"
 *     failure={t('pricingTemplates.deleteFailed')}
 *     screen={screen}
 *     columns={columns}
 *     remove={(r, feedback) => commands.remove({ id: r.id }, feedback)}
 *     dialog={(template, close) => <PricingTemplateDialog template={template} {...close} />}
 *   />
 */
import type { PermissionName } from '@erp/schema';
import type { ReactNode } from 'react';
import { editDeleteColumn, type EditDeleteId, type EditDeleteOptions } from './editDelete';
import { ListPage, type ListPageProps, type ListPageSpec } from './ListPage';
import type { Outcome } from './outcome';
import type { Feedback } from './useCommands';
import { useDialog } from './useListScreen';

/** What the dialog is given: close it, or tell the page it saved (the list reloads). */
export interface RecordDialogClose {
  onClose: () => void;
  onSaved: () => void;
}

export interface RecordListPageProps<T extends object, P extends string> extends Omit<ListPageProps<T>, 'page' | 'screen'> {
  /** The page's texts (`pageOf` without a create command). */
  page: ListPageSpec;
  /** The add button's label. */
  add: string;
  t: (id: EditDeleteId<P>, values?: Record<string, string | number>) => string;
  /** The message-id prefix of the buttons' texts. */
  prefix: P;
  /** Who may add, edit and delete. */
  permission: PermissionName;
  /** The delete's failure text when the server said nothing usable. */
  failure: string;
  /** `useListScreen`'s answer. */
  screen: ListPageProps<T>['screen'] & { run: EditDeleteOptions['run']; reload: () => void };
  remove: (row: T, feedback: Feedback) => Promise<Outcome<unknown>>;
  /** What the seller knows a row by (default: its `name`). */
  nameOf?: (row: T) => string;
  /** The add / edit dialog of a new record (null) or a row. */
  dialog: (record: T | null, close: RecordDialogClose) => ReactNode;
}

export function RecordListPage<T extends object, P extends string>({
  page,
  add,
  t,
  prefix,
  permission,
  failure,
  screen,
  columns,
  remove,
  nameOf = (row) => (row as { name?: string }).name ?? '',
  dialog,
  children,
  ...list
}: RecordListPageProps<T, P>) {
  const editing = useDialog<{ record: T | null }>(screen.reload);
  const buttons = editDeleteColumn<T, P>(t, prefix, { run: screen.run, permission, failure }, (row) => ({
    name: nameOf(row),
    edit: () => editing.open({ record: row }),
    remove: (feedback) => remove(row, feedback),
  }));
  return (
    <ListPage<T>
      {...list}
      page={{ ...page, create: { permission, label: add, onClick: () => editing.open({ record: null }) } }}
      screen={screen}
      columns={[...columns, buttons]}
    >
      {children}
      {editing.current ? dialog(editing.current.record, { onClose: editing.close, onSaved: editing.done }) : null}
    </ListPage>
  );
}
