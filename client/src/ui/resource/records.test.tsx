import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/renderPage';
import { dialogTexts, enabledColumn, enabledFilter, enabledOf, namedRecordDialog, onOffTexts, recordItems, toggleItem } from './records';

const texts = {
  'x.enabled': 'On',
  'x.disabled': 'Off',
  'x.enable': 'Switch on',
  'x.disable': 'Switch off',
  'x.save': 'Save',
  'x.cancel': 'Cancel',
  'x.saveFailed': 'Not saved',
  'x.edit': 'Edit',
  'x.enabledMsg': 'On: {name}',
  'x.disabledMsg': 'Off: {name}',
  'x.delete': 'Delete',
  'x.confirmDelete': 'Delete {name}?',
  'x.deleted': 'Deleted {name}',
  'x.editTitle': 'Edit {name}',
  'x.add': 'Add',
  'x.saved': 'Saved {name}',
};
// the values filled in the way react-intl does, enough to see which were passed
const t = (id: keyof typeof texts, values?: Record<string, string | number>) => texts[id].replace(/\{(\w+)\}/g, (_, k: string) => String(values?.[k]));

describe('records kit', () => {
  it('reads the on / off words and the dialog texts from one prefix', () => {
    expect(onOffTexts(t, 'x')).toEqual({ enabled: 'On', disabled: 'Off', enable: 'Switch on', disable: 'Switch off' });
    expect(dialogTexts(t, 'x')).toEqual({ submitText: 'Save', cancelText: 'Cancel', failure: 'Not saved' });
  });

  it('filters by enabled / disabled and reads the choice back as a boolean', () => {
    expect(enabledFilter('Status', onOffTexts(t, 'x'))).toEqual({
      name: 'enabled',
      label: 'Status',
      type: 'select',
      options: [
        { value: 'enabled', label: 'On' },
        { value: 'disabled', label: 'Off' },
      ],
    });
    expect([enabledOf('enabled'), enabledOf('disabled'), enabledOf(''), enabledOf(undefined)]).toEqual([true, false, undefined, undefined]);
  });

  it('shows the state as a badge', () => {
    const column = enabledColumn<{ enabled: boolean }>('Status', onOffTexts(t, 'x'));
    expect(column.key).toBe('status');
    renderPage(
      <>
        {column.cell({ enabled: true }, 0)}
        {column.cell({ enabled: false }, 1)}
      </>,
    );
    expect(screen.getByText('On')).toBeInTheDocument();
    expect(screen.getByText('Off')).toBeInTheDocument();
  });

  it('switches the record to the other state through the list run', async () => {
    const run = vi.fn(async (action: () => Promise<unknown>) => {
      await action();
      return true;
    });
    const set = vi.fn(async () => ({ ok: true as const, data: null }));
    const on = toggleItem(run, onOffTexts(t, 'x'), 'financeAccount.update', true, set);
    expect(on).toMatchObject({ key: 'toggle', label: 'Switch off', permission: 'financeAccount.update' });
    on.onClick();
    await vi.waitFor(() => expect(set).toHaveBeenCalledWith(false));
    const off = toggleItem(run, onOffTexts(t, 'x'), 'financeAccount.update', false, set);
    expect(off.label).toBe('Switch on');
    off.onClick();
    await vi.waitFor(() => expect(set).toHaveBeenLastCalledWith(true));
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('builds a settings row’s edit, on / off and (when deletable) delete buttons', async () => {
    const run = vi.fn(async (action: () => Promise<unknown>) => {
      await action();
      return true;
    });
    const commands = { setEnabled: vi.fn(async () => ({ ok: true as const, data: null })), remove: vi.fn(async () => ({ ok: true as const, data: null })) };
    const edit = vi.fn();
    const base = { run, onOff: onOffTexts(t, 'x'), permission: 'financeAccount.update' as const, commands };
    const items = recordItems(t, 'x', { ...base, deletable: true })({ id: 4, enabled: true }, { name: 'Cash' }, edit);
    expect(items.map((i) => [i.key, i.label])).toEqual([
      ['edit', 'Edit'],
      ['toggle', 'Switch off'],
      ['delete', 'Delete'],
    ]);
    items[0]!.onClick();
    expect(edit).toHaveBeenCalled();
    items[1]!.onClick();
    await vi.waitFor(() => expect(commands.setEnabled).toHaveBeenCalledWith({ id: 4, enabled: false }, { success: 'Off: Cash' }));
    items[2]!.onClick();
    expect(run).toHaveBeenLastCalledWith(expect.any(Function), { confirm: 'Delete Cash?', danger: true, confirmText: 'Delete' });
    await vi.waitFor(() => expect(commands.remove).toHaveBeenCalledWith({ id: 4 }, { success: 'Deleted Cash' }));
    expect(recordItems(t, 'x', base)({ id: 4, enabled: false }, { name: 'Cash' }, edit).map((i) => i.key)).toEqual(['edit', 'toggle']);
  });

  it('titles a named record’s dialog and toasts its saved name', () => {
    expect(namedRecordDialog(t, 'x', 'x', null)).toMatchObject({ title: 'Add', submitText: 'Save', cancelText: 'Cancel', failure: 'Not saved' });
    const dialog = namedRecordDialog(t, 'x', 'x', { name: 'Cash' });
    expect(dialog.title).toBe('Edit Cash');
    expect(dialog.success({ name: 'Bank' })).toBe('Saved Bank');
  });
});
