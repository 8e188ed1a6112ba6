import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockGraphql, mockOperation } from '../../../test/graphql';
import { renderPage, validationError } from '../../../test/renderPage';
import { mockPickers } from '../../inventory/testing';
import { mockSupplierOptions } from '../../suppliers/testing';
import { orderRow } from '../testing';
import { PurchaseOrderFormDialog } from './PurchaseOrderFormDialog';
import { retype } from '../../../test/forms';

function mock() {
  mockPickers();
  mockSupplierOptions();
  mockGraphql({
    PurchaseSupplierPrices: { purchaseSupplierPrices: [] },
  });
  const sent = mockOperation('UpdatePurchaseOrder', { updatePurchaseOrder: validationError({ 'lines.0.quantity': '超过供应商可供数量 500' }) });
  return sent;
}

async function open() {
  renderPage(<PurchaseOrderFormDialog order={orderRow()} onClose={vi.fn()} onSaved={vi.fn()} />);
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(within(dialog).getByLabelText('供应商', { selector: 'select' })).toHaveValue('1'));
  return dialog;
}

describe('PurchaseOrderFormDialog lines (the kit LineItemsEditor)', () => {
  it('quantity −5 in row 0: the message is in row 0’s quantity cell, not under the product search; Discount stays valid', async () => {
    const user = userEvent.setup();
    const sent = mock();
    const dialog = await open();
    const quantity = within(dialog).getByLabelText('CUP-RED 的数量');
    await retype(user, quantity, '-5');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    const cell = quantity.closest('td')!;
    expect(await within(cell).findByText('数量须为正整数')).toBeInTheDocument();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getAllByText('数量须为正整数')).toHaveLength(1);
    // the picker field carries no error, the untouched discount is not marked
    const picker = within(dialog).getByRole('combobox', { name: '选择 SKU' });
    expect(picker).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText(/^优惠金额/)).not.toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(quantity).toHaveFocus());
    expect(sent).toHaveLength(0);

    // editing the cell clears its message
    await retype(user, quantity, '5');
    expect(within(cell).queryByText('数量须为正整数')).not.toBeInTheDocument();
  });

  it('a server field error lines.0.quantity lands in row 0’s quantity cell', async () => {
    const user = userEvent.setup();
    const sent = mock();
    const dialog = await open();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const quantity = within(dialog).getByLabelText('CUP-RED 的数量');
    expect(await within(quantity.closest('td')!).findByText('超过供应商可供数量 500')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^优惠金额/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('combobox', { name: '选择 SKU' })).not.toHaveAttribute('aria-invalid', 'true');
  });
});
