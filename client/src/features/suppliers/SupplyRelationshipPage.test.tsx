import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse, server } from '../../test/server';
import { mockGraphql, mockOperation, success } from '../../test/graphql';
import { renderPage } from '../../test/renderPage';
import { SupplyProDetailsPage, SupplyRelationshipDetailsPage, SupplyRelationshipPage } from './index';
import { link, mockSupplierOptions, stats, supplyRow, type SupplyNode } from './testing';
import { itShowsErrorThenEmpty } from '../../test/listStates';
import { openDialog } from '../../test/dialogs';
import { expectTexts } from '../../test/rows';

function mockSupply(nodes: SupplyNode[]) {
  mockSupplierOptions();
  const calls = mockOperation<Record<string, unknown>>('SupplyRelationships', {
    supplyRelationships: { __typename: 'SupplyRelationshipPage', totalCount: nodes.length, nodes },
  });
  return calls;
}

describe('SupplyRelationshipPage', () => {
  it('lists SKUs with their preferred supplier and filters SKUs without supplier', async () => {
    const user = userEvent.setup();
    const calls = mockSupply([
      supplyRow(),
      supplyRow({
        skuId: 102,
        sku: 'BOX',
        productName: '礼盒',
        supplierCount: 0,
        preferredSupplierId: null,
        preferredSupplierName: '',
        preferredPrice: null,
        suppliers: [],
      }),
    ]);
    renderPage(<SupplyRelationshipPage />, { path: '/supplyRelationship', permissions: ['supplyRelationship.update'] });
    const cup = (await screen.findByRole('link', { name: 'CUP-RED' })).closest('tr')!;
    expect(within(cup).getByRole('link', { name: '义乌杯厂' })).toHaveAttribute('href', '/supplierDetails?id=1');
    expect(cup).toHaveTextContent('1.80');
    const box = screen.getByRole('link', { name: 'BOX' }).closest('tr')!;
    expect(box).toHaveTextContent('未设置');
    await user.selectOptions(screen.getByRole('combobox', { name: '供应商情况' }), 'true');
    await user.click(screen.getByRole('button', { name: /查询|搜索/ }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ filter: { noSupplier: true } }));
  });

  itShowsErrorThenEmpty(
    'SupplyRelationships',
    () => renderPage(<SupplyRelationshipPage />, { path: '/supplyRelationship' }),
    () => mockSupply([]),
    '没有符合条件的 SKU',
    mockSupplierOptions,
  );

  it('edits the suppliers of a SKU: exactly one preferred, no supplier twice, then saves', async () => {
    const user = userEvent.setup();
    mockSupply([supplyRow()]);
    const inputs = mockOperation(
      'SetSupplyRelationship',
      success('setSupplyRelationship', { __typename: 'SupplyRelationship', skuId: 101, supplierCount: 2 }),
      'input',
    );
    renderPage(<SupplyRelationshipPage />, { path: '/supplyRelationship', permissions: ['supplyRelationship.update'] });
    const dialog = await openDialog(user, '设置供应商 CUP-RED', '设置 CUP-RED 的供应商');
    await user.click(within(dialog).getByRole('button', { name: '添加供应商' }));
    await waitFor(() => expect(within(dialog).getAllByRole('option', { name: '义乌杯厂' }).length).toBe(2));
    expect(within(dialog).queryByRole('option', { name: /停用工厂/ })).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('第 2 行供应商'), '1');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('不能重复添加同一供应商')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('第 2 行供应商'), '2');
    await user.type(within(dialog).getByLabelText('第 2 行采购价'), '1.6');
    await user.click(within(dialog).getByRole('button', { name: '移除第 1 行' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请设置一个首选供应商')).toBeInTheDocument();
    expect(inputs).toHaveLength(0);
    await user.click(within(dialog).getByRole('radio', { name: '第 1 行首选' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('CUP-RED 的供应商已保存')).toBeInTheDocument();
    expect(inputs[0]).toEqual({ skuId: 101, suppliers: [{ supplierId: 2, preferred: true, purchasePrice: '1.6', moq: 1, purchaseLink: '', remark: '' }] });
  }, 30_000);
});

describe('SupplyRelationshipDetailsPage', () => {
  it("shows one SKU's suppliers with last purchase and statistics", async () => {
    mockOperation('SupplyRelationship', {
      supplyRelationship: {
        ...supplyRow({ supplierCount: 2 }),
        suppliers: [
          { ...link(), supplierStatistics: stats() },
          {
            ...link({
              id: 12,
              supplierId: 2,
              supplierName: '临时摊位',
              preferred: false,
              purchasePrice: '1.60',
              lastPurchasePrice: null,
              lastPurchaseAt: null,
              purchasedQuantity: 0,
            }),
            supplierStatistics: stats({ purchaseCount: 0, delayRate: 0, defectiveRate: 0 }),
          },
        ],
      },
    });
    renderPage(<SupplyRelationshipDetailsPage />, { path: '/supplyRelationshipDetails?skuId=101' });
    const first = (await screen.findByRole('link', { name: '义乌杯厂' })).closest('tr')!;
    expectTexts(first, '首选', '1.75', '35', '3 / 50.00% / 13.33%');
    const second = screen.getByRole('link', { name: '临时摊位' }).closest('tr')!;
    expect(second).toHaveTextContent('0 / 0.00% / 0.00%');
  });

  it('says when the SKU does not exist', async () => {
    mockGraphql({
      SupplyRelationship: { supplyRelationship: null },
    });
    renderPage(<SupplyRelationshipDetailsPage />, { path: '/supplyRelationshipDetails?skuId=999' });
    expect(await screen.findByText('SKU 不存在')).toBeInTheDocument();
  });
});

describe('SupplyProDetailsPage', () => {
  it("lists one supplier's products with price, MOQ and last purchase; empty and missing states", async () => {
    mockSupplierOptions();
    const calls: Record<string, unknown>[] = [];
    server.use(
      graphql.query('SupplierProducts', ({ variables }) => {
        calls.push(variables);
        const nodes = variables.supplierId === 1 ? [link()] : [];
        return HttpResponse.json({
          data: { supplierProducts: variables.supplierId === 404 ? null : { __typename: 'SupplierProductPage', totalCount: nodes.length, nodes } },
        });
      }),
    );
    const { unmount } = renderPage(<SupplyProDetailsPage />, { path: '/supplyProDetails?supplierId=1' });
    expect(await screen.findByRole('heading', { name: '义乌杯厂 的供货商品' })).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: 'CUP-RED' })).closest('tr')!;
    expectTexts(row, '1.80', '10', '1.75', '35');
    expect(calls[0]).toMatchObject({ supplierId: 1, first: 30, offset: 0 });
    unmount();
    const second = renderPage(<SupplyProDetailsPage />, { path: '/supplyProDetails?supplierId=2' });
    expect(await screen.findByText('该供应商尚无供货商品')).toBeInTheDocument();
    second.unmount();
    renderPage(<SupplyProDetailsPage />, { path: '/supplyProDetails?supplierId=404' });
    expect(await screen.findByText('供应商不存在或已删除')).toBeInTheDocument();
  });
});
