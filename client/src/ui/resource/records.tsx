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
import type { LifecycleItem } from './LifecycleActions';
import type { Outcome } from './outcome';

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
