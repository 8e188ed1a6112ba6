import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse, server } from '../../test/server';
import { businessError, mockGraphql, mockOperation, refusal, success, inTurn } from '../../test/graphql';
import { connection } from '../inventory/testing';
import { renderPage, validationError } from '../../test/renderPage';
import { SupplierDetailsPage, SupplierPage } from './index';
import { mockSupplierOptions, recordRow, stats, supplierRow, type SupplierNode } from './testing';
import { expectErrorThenEmpty } from '../../test/listStates';
import { openDialog } from '../../test/dialogs';
import { findRow, expectTexts } from '../../test/rows';
import { retype } from '../../test/forms';

function mockSuppliers(nodes: SupplierNode[]) {
  mockSupplierOptions();
  const calls = mockOperation<Record<string, unknown>>('Suppliers', { suppliers: connection('QuerySuppliersConnection', nodes) });
  return calls;
}

describe('SupplierPage', () => {
  it('lists suppliers with their statistics and filters them', async () => {
    const user = userEvent.setup();
    const calls = mockSuppliers([
      supplierRow(),
      supplierRow({
        id: 2,
        name: '临时摊位',
        type: 'temporary',
        preferred: false,
        enabled: false,
        statistics: stats({ purchaseCount: 0, delayRate: 0, latestPrice: null, latestPurchaseAt: null }),
      }),
    ]);
    renderPage(<SupplierPage />, { path: '/supplier', permissions: ['supplier.update'] });
    const row = (await screen.findByRole('link', { name: '义乌杯厂' })).closest('tr')!;
    expectTexts(row, '首选', '50.00%', '13.33%', '2.11', '2 / 13.33%', '义乌杯厂旗舰店');
    expect(within(row).getByRole('button', { name: '停用 义乌杯厂' })).toBeInTheDocument();
    const other = screen.getByRole('link', { name: '临时摊位' }).closest('tr')!;
    expect(other).toHaveTextContent('临时');
    expect(within(other).getByRole('button', { name: '启用 临时摊位' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ first: 30, offset: 0, filter: {} });

    await user.type(screen.getByLabelText('供应商名称 / 联系人'), '王');
    await user.selectOptions(screen.getByRole('combobox', { name: '类型' }), 'formal');
    await user.click(screen.getByRole('button', { name: /查询|搜索/ }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ filter: { keyword: '王', type: 'formal' } }));
  });

  it('shows the error state and the empty state', async () => {
    mockSupplierOptions();
    await expectErrorThenEmpty(
      'Suppliers',
      () => renderPage(<SupplierPage />, { path: '/supplier' }),
      () => mockSuppliers([]),
      '没有符合条件的供应商',
    );
    expect(screen.queryByRole('button', { name: '新增供应商' })).not.toBeInTheDocument();
  });

  it('checks the supplier rules in the form before sending anything', async () => {
    const user = userEvent.setup();
    mockSuppliers([]);
    const inputs: unknown[] = [];
    server.use(graphql.mutation('CreateSupplier', ({ variables }) => (inputs.push(variables.input), HttpResponse.json({ data: null }))));
    renderPage(<SupplierPage />, { path: '/supplier', permissions: ['supplier.update'] });
    const dialog = await openDialog(user, '新增供应商', '新增供应商');
    await user.type(within(dialog).getByLabelText(/^网址/), 'not a site');
    await user.type(within(dialog).getByLabelText(/^联系电话/), 'abc');
    const days = within(dialog).getByLabelText(/^交货周期（天）/);
    await retype(user, days, 'x');
    const rate = within(dialog).getByLabelText(/^税率（%）/);
    await retype(user, rate, '100');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('网址格式不正确')).toBeInTheDocument();
    expect(within(dialog).getByText('电话只能包含 + - 空格和数字')).toBeInTheDocument();
    expect(within(dialog).getByText('交货周期须为数字（0 到 365 天）')).toBeInTheDocument();
    expect(within(dialog).getByText('费率须为整数或最多两位小数，且小于 100')).toBeInTheDocument();
    expect(inputs).toHaveLength(0);
  }, 30_000);

  it('creates a supplier; the duplicate name from the server lands under the name field', async () => {
    const user = userEvent.setup();
    mockSuppliers([]);
    const inputs = mockOperation(
      'CreateSupplier',
      inTurn({ createSupplier: validationError({ name: '输入内容已存在' }) }, success('createSupplier', { __typename: 'Supplier', id: 9, name: '宁波纸盒' })),
      'input',
    );
    renderPage(<SupplierPage />, { path: '/supplier', permissions: ['supplier.update'] });
    const dialog = await openDialog(user, '新增供应商', '新增供应商');
    await user.type(within(dialog).getByLabelText(/^供应商名称/), '宁波纸盒');
    await user.type(within(dialog).getByLabelText(/^网址/), 'nb.cn');
    const days = within(dialog).getByLabelText(/^交货周期（天）/);
    await retype(user, days, '7');
    await user.click(within(dialog).getByRole('checkbox', { name: '首选供应商' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('输入内容已存在')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('供应商 宁波纸盒 已创建')).toBeInTheDocument();
    expect(inputs[1]).toMatchObject({ name: '宁波纸盒', type: 'formal', preferred: true, website: 'nb.cn', phone: '', deliveryDays: 7, taxRate: '0' });
  }, 30_000);

  it('deletes after confirming and shows the refusal of a supplier in use', async () => {
    const user = userEvent.setup();
    mockSuppliers([supplierRow()]);
    mockOperation('DeleteSupplier', refusal('deleteSupplier', businessError('该供应商已有采购单，不能删除，请改为停用', 'purchase.supplierInUse')));
    renderPage(<SupplierPage />, { path: '/supplier', permissions: ['supplier.update'] });
    const confirm = await openDialog(user, '删除 义乌杯厂', undefined, 'alertdialog');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('该供应商已有采购单，不能删除，请改为停用')).toBeInTheDocument();
  });
});

describe('SupplierDetailsPage', () => {
  it('shows every field, the statistics cards and the purchase records', async () => {
    mockGraphql({
      Supplier: { supplier: { ...supplierRow(), updatedAt: '2026-01-02T08:00:00.000Z' } },
    });
    const pages = mockOperation('SupplierPurchaseRecords', {
      supplierPurchaseRecords: { __typename: 'SupplierPurchaseRecordPage', totalCount: 1, nodes: [recordRow()] },
    });
    renderPage(<SupplierDetailsPage />, { path: '/supplierDetails?id=1' });
    expect(await screen.findByRole('heading', { name: '供应商详情 · 义乌杯厂' })).toBeInTheDocument();
    expect(screen.getByText('工商银行')).toBeInTheDocument();
    expect(screen.getByText('6222 0000')).toBeInTheDocument();
    expect(screen.getByText('13%')).toBeInTheDocument();
    expect(screen.getByText('义乌杯厂旗舰店 (b2b-yiwu)')).toBeInTheDocument();
    expect(screen.getByText('延期率').parentElement).toHaveTextContent('50.00%');
    expect(screen.getByText('采购金额').parentElement).toHaveTextContent('95.00');
    const record = await findRow('PO20260301000001');
    expectTexts(record, 'CUP-RED', '部分到货');
    expect(pages[0]).toMatchObject({ supplierId: 1, first: 30, offset: 0 });
  });

  it('says when the supplier does not exist, and shows empty records', async () => {
    mockGraphql({
      Supplier: { supplier: null },
    });
    renderPage(<SupplierDetailsPage />, { path: '/supplierDetails?id=99' });
    expect(await screen.findByText('供应商不存在或已删除')).toBeInTheDocument();
  });
});
