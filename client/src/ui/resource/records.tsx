/**
 * The parts every simple settings list shares (issue 16): a record that is switched on and off
 * (its filter, its status badge, its row button), and a dialog that creates or updates one record
 * with the feature's usual texts (its save: `saveRecord`, documents.tsx). Texts follow one message-id prefix, like `pageOf`:
 *
 *   const onOff = onOffTexts(t, 'financePage');          // .enabled .disabled .enable .disable
 *   fields: [enabledFilter(t('financePage.filter.enabled'), onOff)]   // toFilter: enabled: enabledOf(v.enabled)
 *   columns: [enabledColumn(t('financePage.col.status'), onOff)]
 *   actions: [toggleItem(screen.run, onOff, PERMISSION, a.enabled, (enabled) =>
 *     commands.setEnabled({ id: a.id, enabled }, { success: t(enabled ? 'financePage.enabledMsg' : 'financePage.disabledMsg', { name: a.name }) }))]
 *
 *   <RecordFormDialog {...dialogTexts(t, 'firstMile')} save={saveRecord(provider, commands)} … />   // .save .cancel .saveFailed
 */
import { Badge } from '@chakra-ui/react';
import type { PermissionName } from '@erp/schema';
import type { DataTableColumn } from '../DataTable';
import { yesNoField, yesNoOf, type FilterField, type YesNoValues } from '../FilterBar';
import type { ListRun } from './documents';
import { deleteItem, type LifecycleItem } from './LifecycleActions';
import type { Outcome } from './outcome';
import type { Feedback } from './useCommands';

/** The four words of an on / off record: its two states and the two buttons that switch it. */
export interface OnOffTexts {
  enabled: string;
  disabled: string;
  enable: string;
  disable: string;
}

/** `<prefix>.enabled`, `.disabled`, `.enable`, `.disable`. */
export function onOffTexts<P extends string>(t: (id: `${P}.enabled` | `${P}.disabled` | `${P}.enable` | `${P}.disable`) => string, prefix: P): OnOffTexts {
  return { enabled: t(`${prefix}.enabled`), disabled: t(`${prefix}.disabled`), enable: t(`${prefix}.enable`), disable: t(`${prefix}.disable`) };
}

/** The values (in the URL) of the on / off filter's two choices. */
export const ENABLED_VALUES: YesNoValues = ['enabled', 'disabled'];

/** The filter's select "enabled / disabled" (name `enabled`); `enabledOf` reads its value. */
export function enabledFilter(label: string, texts: OnOffTexts): FilterField {
  return yesNoField('enabled', label, texts.enabled, texts.disabled, ENABLED_VALUES);
}

/** The on / off filter's value as the list filter's boolean (undefined: either). */
export const enabledOf = (value: unknown): boolean | undefined => yesNoOf(value, ENABLED_VALUES);

/** The status column (key `status`): a teal "enabled" or a grey "disabled" badge. */
export function enabledColumn<T extends { enabled: boolean }>(header: string, texts: OnOffTexts): DataTableColumn<T> {
  return {
    key: 'status',
    header,
    cell: (row) => <Badge colorPalette={row.enabled ? 'teal' : 'gray'}>{row.enabled ? texts.enabled : texts.disabled}</Badge>,
  };
}

/**
 * A row's "enable" / "disable" button (key `toggle`): runs `set(!enabled)` through the list's `run`
 * (the list reloads when it went through).
 */
export function toggleItem(
  run: ListRun,
  texts: OnOffTexts,
  permission: PermissionName,
  enabled: boolean,
  set: (enabled: boolean) => Promise<Outcome<unknown>>,
): Omit<LifecycleItem<never>, 'action'> {
  return { key: 'toggle', label: enabled ? texts.disable : texts.enable, permission, onClick: () => void run(() => set(!enabled)) };
}

/** A record dialog's buttons and failure text: `<prefix>.save`, `.cancel`, `.saveFailed`. */
export function dialogTexts<P extends string>(
  t: (id: `${P}.save` | `${P}.cancel` | `${P}.saveFailed`) => string,
  prefix: P,
): { submitText: string; cancelText: string; failure: string } {
  return { submitText: t(`${prefix}.save`), cancelText: t(`${prefix}.cancel`), failure: t(`${prefix}.saveFailed`) };
}

/** The message ids `recordItems` reads (`.delete`, `.confirmDelete`, `.deleted` only when `deletable`). */
export type RecordItemId<P extends string> = `${P}.edit` | `${P}.enabledMsg` | `${P}.disabledMsg`;

export interface RecordItemsOptions {
  run: ListRun;
  onOff: OnOffTexts;
  permission: PermissionName;
  /** The feature's commands (`useCommands`): `setEnabled({ id, enabled })`, `remove({ id })`. */
  commands: {
    setEnabled: (variables: { id: number; enabled: boolean }, feedback: Feedback) => Promise<Outcome<unknown>>;
    remove?: (variables: { id: number }, feedback: Feedback) => Promise<Outcome<unknown>>;
  };
  /** A red "delete" button after the toggle (confirmed first, through `commands.remove`). */
  deletable?: boolean;
}

/**
 * A settings record's row buttons: edit, on / off (`toggleItem`) and, when `deletable`, delete
 * (`deleteItem`), with the feature's texts by prefix: `<p>.edit`, `<p>.enabledMsg` /
 * `<p>.disabledMsg`, `<p>.delete`, `<p>.confirmDelete`, `<p>.deleted` (each given the row's `values`).
 *
 *   const rowItems = recordItems(t, 'firstMile', { run: screen.run, onOff, permission: PERMISSION, commands, deletable: true });
 *   <RowActions record={p.name} actions={rowItems(p, { name: p.name }, () => dialog.open({ provider: p }))} />
 */
export function recordItems<P extends string>(
  t: (id: RecordItemId<P>, values?: Record<string, string | number>) => string,
  prefix: P,
  { run, onOff, permission, commands, deletable }: RecordItemsOptions,
) {
  // the delete texts exist only in catalogues of features that delete (like `pageOf`'s `.add`)
  const text = t as (id: string, values?: Record<string, string | number>) => string;
  return (row: { id: number; enabled: boolean }, values: Record<string, string | number>, edit: () => void): Omit<LifecycleItem<never>, 'action'>[] => {
    const items: Omit<LifecycleItem<never>, 'action'>[] = [
      { key: 'edit', label: t(`${prefix}.edit`), permission, onClick: edit },
      toggleItem(run, onOff, permission, row.enabled, (enabled) =>
        commands.setEnabled({ id: row.id, enabled }, { success: t(`${prefix}.${enabled ? 'enabledMsg' : 'disabledMsg'}`, values) }),
      ),
    ];
    const remove = commands.remove;
    if (deletable && remove)
      items.push(
        deleteItem(run, { label: text(`${prefix}.delete`), permission, confirm: text(`${prefix}.confirmDelete`, values) }, () =>
          remove({ id: row.id }, { success: text(`${prefix}.deleted`, values) }),
        ),
      );
    return items;
  };
}

/**
 * A named record's dialog texts: the title (`<prefix>.editTitle` with the record's name, or
 * `<prefix>.add` for a new one), the success toast (`<prefix>.saved` with the saved name) and the
 * buttons of `dialogTexts(t, buttons)`.
 *
 *   <RecordFormDialog {...namedRecordDialog(t, 'firstMile.provider', 'firstMile', provider)} form={form} save={…} … />
 */
export function namedRecordDialog<P extends string, B extends string>(
  t: (id: `${P}.editTitle` | `${P}.add` | `${P}.saved` | `${B}.save` | `${B}.cancel` | `${B}.saveFailed`, values?: Record<string, string | number>) => string,
  prefix: P,
  buttons: B,
  record: { name: string } | null,
) {
  return {
    title: record ? t(`${prefix}.editTitle`, { name: record.name }) : t(`${prefix}.add`),
    success: (input: { name: string }) => t(`${prefix}.saved`, { name: input.name }),
    ...dialogTexts(t, buttons),
  };
}
