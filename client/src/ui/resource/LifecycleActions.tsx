/**
 * Row and batch buttons derived from a lifecycle's transition table in `@erp/schema` (the one the
 * server enforces) and the caller's permissions, so no screen keeps its own copy of "which
 * action in which status".
 *
 *   <LifecycleActions transitions={TRANSFER_TRANSITIONS} status={row.status} record={row.billNo} actions={[
 *     { action: 'submit', label: t('submit'), permission: 'transfer.create', onClick: () => … },
 *     { key: 'edit', label: t('edit'), permission: 'transfer.create', when: TRANSFER_EDITABLE.includes(row.status), onClick: … },
 *   ]} />
 *
 * An item with `action` shows when the table lets the status take it (one action or any of
 * several, e.g. review = audit or allocate); an item with `when` shows when that holds; both
 * need the permission. `batchActionsFor` gives the DataTable batch buttons of a status tab.
 */
import { Button, HStack } from '@chakra-ui/react';
import type { PermissionName, Transition } from '@erp/schema';
import type { ReactNode } from 'react';
import type { BatchAction, DataTableColumn, RowKey } from '../DataTable';
import type { Outcome } from './outcome';
import { useGuardPermissions } from '../PermissionGuard';

export type TransitionTable<A extends string, S extends string> = Record<A, Transition<S>>;

export interface LifecycleItem<A extends string> {
  /** The transition(s) this button performs (shown when the status may take one of them). */
  action?: A | readonly A[];
  /** Key for buttons that are not transitions (details, edit, delete). */
  key?: string;
  label: string;
  /** Permission (menu leaf name) the button needs. */
  permission?: PermissionName;
  /** Extra condition (non-transition buttons, or transition buttons with more rules). */
  when?: boolean;
  colorPalette?: string;
  /** The button's accessible name when it is not "label record" (a different record name, a worded label). */
  ariaLabel?: string;
  onClick: () => void;
}

/** Whether `status` may take `action` (any of several) in `table`. */
export function allows<A extends string, S extends string>(
  table: TransitionTable<A, S>,
  action: A | readonly A[],
  status: S | string | null | undefined,
): boolean {
  if (!status) return false;
  const actions = (Array.isArray(action) ? action : [action]) as A[];
  return actions.some((a) => (table[a]?.from as readonly string[] | undefined)?.includes(status) ?? false);
}

/** The items a record in `status` shows to a caller holding `has`. */
export function visibleItems<A extends string, S extends string, I extends Omit<LifecycleItem<A>, 'onClick'>>(
  table: TransitionTable<A, S>,
  status: S | string | null | undefined,
  items: readonly I[],
  has: (permission: PermissionName) => boolean,
): I[] {
  return items.filter(
    (item) => (item.action === undefined || allows(table, item.action, status)) && item.when !== false && (!item.permission || has(item.permission)),
  );
}

export interface LifecycleActionsProps<A extends string, S extends string> {
  transitions: TransitionTable<A, S>;
  status: S | string | null | undefined;
  /** What the seller knows the record by (bill number): named in each button's accessible name. */
  record?: string;
  actions: readonly LifecycleItem<A>[];
  /** Buttons before the lifecycle ones that every status shows (details). */
  leading?: ReactNode;
}

export function LifecycleActions<A extends string, S extends string>({ transitions, status, record, actions, leading }: LifecycleActionsProps<A, S>) {
  const permissions = useGuardPermissions();
  const shown = visibleItems(transitions, status, actions, (p) => permissions.has(p));
  return (
    <HStack gap="0" wrap="wrap">
      {leading}
      {shown.map((item) => (
        <Button
          key={item.key ?? String(item.action)}
          size="xs"
          variant="ghost"
          colorPalette={item.colorPalette ?? 'teal'}
          onClick={item.onClick}
          aria-label={item.ariaLabel ?? (record ? `${item.label} ${record}` : item.label)}
        >
          {item.label}
        </Button>
      ))}
    </HStack>
  );
}

const NO_TRANSITIONS: TransitionTable<never, never> = {};

/** Row buttons that are not lifecycle moves (edit, enable, reset password): permission + `when` only. */
export function RowActions({
  record,
  actions,
  leading,
}: Omit<LifecycleActionsProps<never, never>, 'transitions' | 'status' | 'actions'> & { actions: readonly Omit<LifecycleItem<never>, 'action'>[] }) {
  return <LifecycleActions transitions={NO_TRANSITIONS} status={null} record={record} actions={actions} leading={leading} />;
}

/**
 * A row's red "delete" button (key `delete`): asks `confirm` (a danger confirm whose button says the
 * label), then runs `remove` through the list's `run` (the list reloads when it went through).
 *
 *   deleteItem(screen.run, { label: t('delete'), permission: 'x.update', confirm: t('confirmDelete', { name: r.name }) }, () =>
 *     commands.remove({ id: r.id }, { success: t('deleted', { name: r.name }) }))
 */
export function deleteItem(
  run: (action: () => Promise<Outcome<unknown>>, ask: { confirm: string; danger: boolean; confirmText: string }) => Promise<boolean>,
  { label, permission, confirm }: { label: string; permission: PermissionName; confirm: string },
  remove: () => Promise<Outcome<unknown>>,
): Omit<LifecycleItem<never>, 'action'> {
  return { key: 'delete', label, permission, colorPalette: 'red', onClick: () => void run(remove, { confirm, danger: true, confirmText: label }) };
}

/** A list's buttons column (`RowActions` / `LifecycleActions` per row): always shown, keyed `actions`. */
export function actionsColumn<T>(header: string, cell: (row: T) => ReactNode): DataTableColumn<T> {
  return { key: 'actions', header, hideable: false, cell };
}

export interface BatchItem<A extends string, T> extends Omit<LifecycleItem<A>, 'onClick'> {
  onClick: (rows: T[], keys: RowKey[]) => unknown;
  /** The button works with nothing ticked (it then says what to tick, or acts on everything). */
  allowEmpty?: boolean;
}

/**
 * The DataTable batch buttons of a list showing `status` (a status tab; null for "all", where only
 * items without an `action` show).
 */
export function batchActionsFor<A extends string, S extends string, T>(
  table: TransitionTable<A, S>,
  status: S | string | null | undefined,
  items: readonly BatchItem<A, T>[],
  has: (permission: PermissionName) => boolean,
): BatchAction<T>[] {
  return visibleItems(table, status, items, has).map((item) => ({
    key: item.key ?? String(item.action),
    label: item.label,
    colorPalette: item.colorPalette,
    allowEmpty: item.allowEmpty,
    onClick: item.onClick,
  }));
}
