import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse, server } from '../../test/server';
import { mockGraphql, mockOperation, success } from '../../test/graphql';
import { renderPage, validationError } from '../../test/renderPage';
import { productDetail } from './fixtures';
import { AddProductPage } from './index';
import { openDialog } from '../../test/dialogs';
import { retype } from '../../test/forms';

const ALL = ['productLibrary', 'product.create', 'product.update'];

function mockPickers() {
  server.use(
    graphql.query('DeveloperOptions', () =>
      HttpResponse.json({ data: { developerOptions: [{ __typename: 'DeveloperOption', id: 7, name: '张三', username: 'demo', enabled: true }] } }),
    ),
    graphql.query('WarehouseOptions', () =>
      HttpResponse.json({ data: { warehouseOptions: [{ __typename: 'WarehouseOption', id: 3, name: '深圳仓', type: 'own', enabled: true }] } }),
    ),
  );
}

/** Typing is slow on a busy machine: paste into the field instead. */
async function fill(user: ReturnType<typeof userEvent.setup>, el: HTMLElement, text: string) {
  await user.click(el);
  await user.paste(text);
}

const cell = (row: number, column: string) => screen.getByRole('textbox', { name: `第 ${row} 行 ${column}` });

describe('AddProductPage', () => {
  it('generates variant rows from the specifications and maps the server field errors onto their cells', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    mockPickers();
    const sent = mockOperation<any>(
      'CreateProduct',
      { createProduct: validationError({ 'skus.1.ean': '4006381333931 已被其他商品使用', spu: 'TEE 已被其他商品使用' }) },
      'input',
    );
    renderPage(<AddProductPage />, { path: '/addProduct', permissions: ALL });
    await fill(user, await screen.findByRole('textbox', { name: /^SPU/ }), 'TEE');
    await fill(user, screen.getByRole('textbox', { name: /^商品名称/ }), '纯棉T恤');
    await user.click(screen.getByRole('button', { name: '添加规格' }));
    await fill(user, screen.getByRole('textbox', { name: '规格名 1' }), '颜色');
    await fill(user, screen.getByRole('textbox', { name: '规格值 1' }), 'Red, 蓝色');
    await user.click(screen.getByRole('button', { name: '生成 SKU' }));
    expect(cell(1, 'SKU')).toHaveValue('TEE-Red');
    expect(cell(2, 'SKU')).toHaveValue('TEE-2');
    await fill(user, cell(2, 'EAN'), '4006381333931');

    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      spu: 'TEE',
      name: '纯棉T恤',
      specifications: [{ name: '颜色', options: ['Red', '蓝色'] }],
      skus: [
        { sku: 'TEE-Red', options: ['Red'] },
        { sku: 'TEE-2', options: ['蓝色'], ean: '4006381333931' },
      ],
    });
    await waitFor(() => expect(cell(2, 'EAN')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('4006381333931 已被其他商品使用')).toBeInTheDocument();
    expect(screen.getByText('TEE 已被其他商品使用')).toBeInTheDocument();
    expect(cell(1, 'EAN')).not.toHaveAttribute('aria-invalid');
  });

  it('checks the shared rules before sending: duplicate SKUs and an opening stock without a warehouse', async () => {
    const user = userEvent.setup();
    mockPickers();
    let calls = 0;
    server.use(graphql.mutation('CreateProduct', () => (calls++, HttpResponse.json({ data: null }))));
    renderPage(<AddProductPage />, { path: '/addProduct', permissions: ALL });
    await fill(user, await screen.findByRole('textbox', { name: /^SPU/ }), 'CUP');
    await fill(user, screen.getByRole('textbox', { name: /^商品名称/ }), '杯子');
    await fill(user, cell(1, 'SKU'), 'CUP-1');
    await fill(user, cell(1, '期初库存'), '5');
    await user.click(screen.getByRole('button', { name: '添加 SKU' }));
    await fill(user, cell(2, 'SKU'), 'cup-1');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('SKU、EAN 和条码不能重复')).toBeInTheDocument();
    expect(screen.getByText('请选择期初库存入库的仓库')).toBeInTheDocument();
    expect(cell(2, 'SKU')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(0);
  });

  it('edits a saved product: rows keep their ids, saved rows take no opening stock', async () => {
    const user = userEvent.setup();
    mockPickers();
    mockGraphql({
      Product: { product: productDetail({ status: 'approved', statusName: '已审核' }) },
    });
    const sent = mockOperation<any>('UpdateProduct', success('updateProduct', { __typename: 'Product', id: 5, spu: 'MUG', status: 'draft' }));
    renderPage(<AddProductPage />, { path: '/addProduct?id=5', permissions: ALL });
    expect(await screen.findByRole('heading', { name: '编辑商品 MUG' })).toBeInTheDocument();
    expect(screen.getByText('已审核的商品保存后会变回草稿，需要重新提交审核')).toBeInTheDocument();
    expect(cell(1, 'SKU')).toHaveValue('MUG-W');
    expect(cell(1, '期初库存')).toBeDisabled();
    await user.clear(cell(2, '售价'));
    await fill(user, cell(2, '售价'), '15');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].id).toBe(5);
    expect(sent[0].input.skus).toEqual([
      expect.objectContaining({ id: 11, sku: 'MUG-W', price: '12.5', options: ['白'] }),
      expect.objectContaining({ id: 12, sku: 'MUG-B', price: '15', options: ['黑'] }),
    ]);
    expect(await screen.findByText('商品 MUG 已保存')).toBeInTheDocument();
  });

  it('builds a combination SKU from SKUs picked with the SKU picker', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    mockPickers();
    const searched: unknown[] = [];
    const sent: any[] = [];
    server.use(
      graphql.query('SkuOptions', ({ variables }) => {
        searched.push(variables);
        return HttpResponse.json({
          data: {
            skuOptions: [
              { __typename: 'SkuOption', id: 21, sku: 'PART-A', productName: '零件', image: '', isCombo: false, available: null },
              { __typename: 'SkuOption', id: 22, sku: 'KIT-1', productName: '套装', image: '', isCombo: true, available: null },
            ],
          },
        });
      }),
      graphql.mutation('CreateProduct', ({ variables }) => {
        sent.push(variables.input);
        return HttpResponse.json({
          data: success('createProduct', { __typename: 'Product', id: 9, spu: 'SET', status: 'draft' }),
        });
      }),
      graphql.query('Product', () => HttpResponse.json({ data: { product: productDetail({ id: 9, spu: 'SET', specifications: [], skus: [] }) } })),
    );
    renderPage(<AddProductPage />, { path: '/addProduct', permissions: ALL });
    await fill(user, await screen.findByRole('textbox', { name: /^SPU/ }), 'SET');
    await fill(user, screen.getByRole('textbox', { name: /^商品名称/ }), '礼盒');
    await fill(user, cell(1, 'SKU'), 'SET-1');
    const dialog = await openDialog(user, '组件（0）');
    await user.type(within(dialog).getByRole('combobox', { name: '选择 SKU' }), 'par');
    // the search goes out once typing pauses
    await waitFor(() => expect(searched).toContainEqual(expect.objectContaining({ keyword: 'par', first: 20 })));
    const option = await within(dialog).findByRole('option', { name: /PART-A/ });
    expect(within(dialog).getByRole('option', { name: /KIT-1/ })).toHaveAttribute('aria-disabled', 'true');
    await user.click(option);
    expect(await within(dialog).findByText('PART-A')).toBeInTheDocument();
    await retype(user, () => within(dialog).getByRole('textbox', { name: '数量 PART-A' }), '2');
    await user.click(within(dialog).getAllByRole('button', { name: '完成' }).at(-1)!);
    expect(await screen.findByRole('button', { name: '组件（1）' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].skus).toEqual([expect.objectContaining({ sku: 'SET-1', components: [{ sku: 'PART-A', quantity: 2 }] })]);
  });
});
