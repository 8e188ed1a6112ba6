import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, graphql, http, HttpResponse, server } from '../../test/server';
import { fails, mockGraphql, mockOperation, success } from '../../test/graphql';
import { renderPage } from '../../test/renderPage';
import { productList, productRow, statusCounts } from './fixtures';
import { ProductLibraryPage } from './index';
import { openDialog } from '../../test/dialogs';
import { importRefused } from '../../test/imports';
import { findRow, getRow } from '../../test/rows';

const ALL = ['productLibrary', 'product.create', 'product.update', 'product.review', 'product.delete'];
const rows = [
  productRow({ id: 1, spu: 'TEE' }),
  productRow({ id: 2, spu: 'MUG', name: '陶瓷杯', status: 'rejected', statusName: '审核驳回', rejectReason: '主图模糊', mainImage: '' }),
];

function mockList(nodes = rows) {
  const calls: { filter?: Record<string, unknown>; first?: number; offset?: number }[] = [];
  server.use(
    graphql.query('Products', ({ variables }) => {
      calls.push(variables);
      return HttpResponse.json({ data: productList(nodes) });
    }),
    graphql.query('ProductStatusCounts', () => HttpResponse.json({ data: statusCounts })),
    graphql.query('DeveloperOptions', () =>
      HttpResponse.json({ data: { developerOptions: [{ __typename: 'DeveloperOption', id: 7, name: '张三', username: 'demo', enabled: true }] } }),
    ),
  );
  return calls;
}

describe('ProductLibraryPage', () => {
  it('lists products with image, status and reject reason; tabs carry counts and filter by status', async () => {
    const user = userEvent.setup();
    const calls = mockList();
    renderPage(<ProductLibraryPage />, { path: '/productLibrary', permissions: ALL });
    const mug = await findRow('MUG');
    expect(within(mug).getByText('审核驳回')).toBeInTheDocument();
    expect(within(mug).getByText('驳回原因：主图模糊')).toBeInTheDocument();
    expect(within(getRow('TEE')).getByRole('img', { name: 'TEE' })).toHaveAttribute('src', '/files/images/1/a.png');
    expect(within(mug).getByRole('link', { name: '编辑 MUG' })).toHaveAttribute('href', '#/addProduct?id=2');
    expect(screen.getByRole('link', { name: /添加商品/ })).toHaveAttribute('target', '_blank');
    expect(await screen.findByRole('tab', { name: '审核中（1）' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '审核中（1）' }));
    await waitFor(() => expect(calls.at(-1)!.filter).toEqual({ status: 'reviewing' }));
    expect(calls[0]).toMatchObject({ first: 30, offset: 0, filter: {} });
  });

  it('shows the error state with a retry', async () => {
    mockGraphql({
      Products: fails(),
      ProductStatusCounts: statusCounts,
      DeveloperOptions: { developerOptions: [] },
    });
    renderPage(<ProductLibraryPage />, { path: '/productLibrary', permissions: ALL });
    expect(await screen.findByRole('button', { name: /重试/ })).toBeInTheDocument();
  });

  it('submits ticked products; a refused batch lists each product and why, nothing changed', async () => {
    const user = userEvent.setup();
    mockList();
    let submitted: unknown;
    server.use(
      graphql.mutation('SubmitProducts', ({ variables }) => {
        submitted = variables;
        return HttpResponse.json({
          data: {
            submitProducts: {
              __typename: 'BatchRefusedError',
              messageId: 'catalog.batchRefused',
              message: '勾选的商品中有 1 个不能提交审核，所有商品均未改动',
              failures: [{ __typename: 'BatchFailure', id: 2, label: 'MUG', message: '主图不能为空' }],
            },
          },
        });
      }),
    );
    renderPage(<ProductLibraryPage />, { path: '/productLibrary', permissions: ALL });
    await screen.findByText('MUG');
    await user.click(screen.getByRole('checkbox', { name: '选择第 1 行' }));
    await user.click(screen.getByRole('checkbox', { name: '选择第 2 行' }));
    const dialog = await openDialog(user, '提交审核', undefined, 'alertdialog');
    expect(within(dialog).getByText('以下商品不能处理，所有商品均未改动')).toBeInTheDocument();
    expect(within(dialog).getByText('MUG').closest('tr')).toHaveTextContent('主图不能为空');
    expect(submitted).toEqual({ ids: [1, 2] });
  });

  it('rejecting asks for a reason before it calls the server', async () => {
    const user = userEvent.setup();
    mockList();
    const reviews = mockOperation(
      'ReviewProducts',
      success('reviewProducts', [{ __typename: 'Product', id: 1, status: 'rejected', rejectReason: '图片不清晰' }]),
    );
    renderPage(<ProductLibraryPage />, { path: '/productLibrary', permissions: ALL });
    await screen.findByText('TEE');
    await user.click(screen.getByRole('checkbox', { name: '选择第 1 行' }));
    const dialog = await openDialog(user, '驳回');
    await user.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(await within(dialog).findByText('驳回需要填写原因')).toBeInTheDocument();
    expect(reviews).toEqual([]);
    await user.type(within(dialog).getByRole('textbox'), '图片不清晰');
    await user.click(within(dialog).getByRole('button', { name: '驳回' }));
    await waitFor(() => expect(reviews).toEqual([{ ids: [1], approve: false, reason: '图片不清晰' }]));
    expect(await screen.findByText('已驳回 1 个商品')).toBeInTheDocument();
  });

  it('hides the actions the user lacks', async () => {
    mockList();
    renderPage(<ProductLibraryPage />, { path: '/productLibrary', permissions: ['productLibrary'] });
    await screen.findByText('TEE');
    expect(screen.queryByRole('link', { name: /添加商品/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '导入' })).toBeNull();
    expect(screen.queryByRole('link', { name: '编辑 TEE' })).toBeNull();
  });

  it('imports an .xlsx; a refused file shows every problem with its row and column', async () => {
    const user = userEvent.setup();
    mockList();
    server.use(
      http.post(api('catalog/import'), () =>
        importRefused('文件中有 2 处错误，没有导入任何数据', [
          { row: 3, column: 'EAN', field: 'ean', message: '条码格式不正确' },
          { row: 5, column: 'SKU', field: 'sku', message: 'TEE-1 已被其他商品使用' },
        ]),
      ),
    );
    renderPage(<ProductLibraryPage />, { path: '/productLibrary', permissions: ALL });
    await screen.findByText('TEE');
    const dialog = await openDialog(user, '导入');
    expect(within(dialog).getByRole('link', { name: /下载导入模板/ })).toHaveAttribute(
      'href',
      expect.stringContaining('api/v1/catalog/importTemplate?lang=zh'),
    );
    await user.click(within(dialog).getByRole('button', { name: '开始导入' }));
    expect(await within(dialog).findByText('请选择 .xlsx 文件')).toBeInTheDocument();
    const file = new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'products.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, file);
    await user.click(within(dialog).getByRole('button', { name: '开始导入' }));
    const table = await within(dialog).findByRole('table');
    expect(within(table).getByText('条码格式不正确').closest('tr')).toHaveTextContent('3EAN');
    expect(within(table).getByText('TEE-1 已被其他商品使用').closest('tr')).toHaveTextContent('5SKU');
    expect(within(dialog).getByText('导入失败：文件中有 2 处错误，没有导入任何数据')).toBeInTheDocument();
  });
});
