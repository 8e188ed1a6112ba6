import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockGraphql, mockOperation } from '../../test/graphql';
import { renderPage } from '../../test/renderPage';
import { SkuPicker } from './SkuPicker';

describe('SkuPicker', () => {
  it('searches as you type with the warehouse, shows available stock and picks with the keyboard', async () => {
    const user = userEvent.setup();
    const asked = mockOperation<Record<string, unknown>>('SkuOptions', (variables) => ({
      skuOptions: [{ __typename: 'SkuOption', id: 4, sku: 'MUG-W', productName: '陶瓷杯', image: '', isCombo: false, available: variables.keyword ? 7 : 0 }],
    }));
    const onPick = vi.fn();
    renderPage(<SkuPicker warehouseId={3} onPick={onPick} />);
    const box = screen.getByRole('combobox', { name: '选择 SKU' });
    await user.type(box, 'mug');
    await waitFor(() => expect(asked).toContainEqual({ keyword: 'mug', warehouseId: 3, first: 20 }));
    expect(await screen.findByText('可用 7')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith({ id: 4, sku: 'MUG-W', productName: '陶瓷杯', image: '', isCombo: false, available: 7 });
    expect(box).toHaveValue('');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    mockGraphql({
      SkuOptions: { skuOptions: [] },
    });
    renderPage(<SkuPicker onPick={() => {}} />);
    await user.click(screen.getByRole('combobox', { name: '选择 SKU' }));
    expect(await screen.findByText('没有匹配的 SKU')).toBeInTheDocument();
  });
});
