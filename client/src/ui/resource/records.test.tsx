import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/renderPage';
import { dialogTexts, enabledColumn, enabledFilter, enabledOf, onOffTexts, toggleItem } from './records';

const texts = {
  'x.enabled': 'On',
  'x.disabled': 'Off',
  'x.enable': 'Switch on',
  'x.disable': 'Switch off',
  'x.save': 'Save',
  'x.cancel': 'Cancel',
  'x.saveFailed': 'Not saved',
};
const t = (id: keyof typeof texts) => texts[id];

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
});
