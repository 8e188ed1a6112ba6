import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setLang } from '../../i18n/lang';
import { mockGraphql, mockOperation } from '../../test/graphql';
import { graphqlFailure, renderPage } from '../../test/renderPage';
import { ProductPicker } from './ProductPicker';

const node = (id: number, spu: string, name: string, skuCount: number) => ({ __typename: 'Product', id, spu, name, mainImage: '', skuCount });
const answer = (nodes: ReturnType<typeof node>[]) => ({
  products: { __typename: 'QueryProductsConnection', edges: nodes.map((n) => ({ __typename: 'QueryProductsConnectionEdge', node: n })) },
});

describe('ProductPicker', () => {
  it('searches products as you type, shows each one’s SKU count and picks with the keyboard', async () => {
    const user = userEvent.setup();
    const asked = mockOperation<Record<string, unknown>>('ProductOptions', (v) => answer(v.keyword ? [node(7, 'MUG-SPU', '陶瓷杯', 3)] : []));
    const onPick = vi.fn();
    renderPage(<ProductPicker onPick={onPick} first={10} />);
    const box = screen.getByRole('combobox', { name: '选择产品' });
    expect(box).toHaveAttribute('placeholder', '输入 SPU、产品名称或 SKU 搜索');
    await user.type(box, 'mug');
    await waitFor(() => expect(asked).toContainEqual({ keyword: 'mug', first: 10 }));
    expect(await screen.findByText('3 个 SKU')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith({ id: 7, spu: 'MUG-SPU', name: '陶瓷杯', mainImage: '', skuCount: 3 });
    expect(box).toHaveValue('');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('lists products already chosen as taken, not pickable', async () => {
    const user = userEvent.setup();
    mockGraphql({ ProductOptions: answer([node(7, 'MUG-SPU', '陶瓷杯', 3)]) });
    const onPick = vi.fn();
    renderPage(<ProductPicker onPick={onPick} excludeIds={[7]} />);
    await user.click(screen.getByRole('combobox', { name: '选择产品' }));
    const option = await screen.findByRole('option', { name: /MUG-SPU/ });
    expect(option).toHaveAttribute('aria-disabled', 'true');
    await user.click(option);
    expect(onPick).not.toHaveBeenCalled();
  });

  it('says when nothing matches, and when the products cannot be loaded (in English too)', async () => {
    const user = userEvent.setup();
    mockGraphql({ ProductOptions: answer([]) });
    const { unmount } = renderPage(<ProductPicker onPick={() => {}} />);
    await user.click(screen.getByRole('combobox', { name: '选择产品' }));
    expect(await screen.findByText('没有匹配的产品')).toBeInTheDocument();
    unmount();

    setLang('en');
    mockGraphql({ ProductOptions: () => HttpResponse.json(graphqlFailure()) });
    renderPage(<ProductPicker onPick={() => {}} />);
    await user.click(screen.getByRole('combobox', { name: 'Choose a product' }));
    expect(await screen.findByText('The products could not be loaded')).toBeInTheDocument();
  });
});
