import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLang } from '../../i18n/lang';
import { mockFailing, mockGraphql, mockOperation, success } from '../../test/graphql';
import { renderPage, validationError } from '../../test/renderPage';
import { PackageMaterialsPage } from './index';
import { expectRetry } from '../../test/listStates';
import { openDialog } from '../../test/dialogs';
import { findRow, expectTexts } from '../../test/rows';
import { retype } from '../../test/forms';
import { search } from '../../test/filters';

const carton = {
  __typename: 'PackagingMaterial',
  id: 1,
  name: '纸箱 A',
  quantity: 120,
  unitPrice: '1.25',
  weight: '0.125',
  length: '30',
  width: '20',
  height: '10',
  updatedAt: '2026-01-02T03:04:00.000Z',
};
const bag = {
  __typename: 'PackagingMaterial',
  id: 2,
  name: 'Bubble bag',
  quantity: 0,
  unitPrice: '0',
  weight: '0',
  length: '0',
  width: '0',
  height: '0',
  updatedAt: '2026-01-02T03:04:00.000Z',
};

function list(nodes: unknown[]) {
  return {
    packagingMaterials: {
      __typename: 'QueryPackagingMaterialsConnection',
      totalCount: nodes.length,
      edges: nodes.map((node) => ({ __typename: 'QueryPackagingMaterialsConnectionEdge', node })),
    },
  };
}
function mockList(nodes: unknown[] = [carton, bag]) {
  const calls = mockOperation<Record<string, unknown>>('PackagingMaterials', list(nodes));
  return calls;
}

describe('PackageMaterialsPage', () => {
  it('lists materials with price, weight and size; filters by name', async () => {
    const user = userEvent.setup();
    const calls = mockList();
    renderPage(<PackageMaterialsPage />, { path: '/packageMaterials', permissions: ['packageMaterial.update'] });
    const row = await findRow('纸箱 A');
    expectTexts(row, '1.25', '0.125', '30 × 20 × 10');
    expect(screen.getByText('Bubble bag').closest('tr')).toHaveTextContent('—');
    await search(user, { 包材名称: '纸箱' });
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ first: 30, offset: 0, filter: { keyword: '纸箱' } }));
  });

  it('shows the empty and the error state', async () => {
    const user = userEvent.setup();
    const failing = mockFailing('PackagingMaterials', list([]));
    renderPage(<PackageMaterialsPage />, { path: '/packageMaterials' });
    await expectRetry(user, failing, '还没有包材，点击“添加包材”开始');
  });

  it('adds a material, checking the shared rules before sending', async () => {
    const user = userEvent.setup();
    mockList();
    const inputs = mockOperation(
      'CreatePackagingMaterial',
      success('createPackagingMaterial', { __typename: 'PackagingMaterial', id: 3, name: '胶带' }),
      'input',
    );
    renderPage(<PackageMaterialsPage />, { path: '/packageMaterials', permissions: ['packageMaterial.update'] });
    await screen.findByText('纸箱 A');
    const dialog = await openDialog(user, '添加包材', '添加包材');
    await user.type(within(dialog).getByLabelText(/^重量/), '0.1234');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByLabelText(/^名称/)).toHaveAccessibleErrorMessage('名称不能为空');
    expect(within(dialog).getByLabelText(/^重量/)).toHaveAccessibleErrorMessage(/三位小数/);
    expect(inputs).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^名称/), '胶带');
    await retype(user, () => within(dialog).getByLabelText(/^重量/), '0.05');
    await user.type(within(dialog).getByLabelText(/^数量/), '8');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(inputs).toEqual([{ name: '胶带', quantity: 8, unitPrice: '0', weight: '0.05', length: '0', width: '0', height: '0' }]));
    expect(await screen.findByText('包材 胶带 已保存')).toBeInTheDocument();
  });

  it("puts 'Input content already exists' under the name", async () => {
    const user = userEvent.setup();
    mockList();
    mockGraphql({
      UpdatePackagingMaterial: { updatePackagingMaterial: validationError({ name: '输入内容已存在' }) },
    });
    renderPage(<PackageMaterialsPage />, { path: '/packageMaterials', permissions: ['packageMaterial.update'] });
    const dialog = await openDialog(user, '编辑 Bubble bag', '编辑包材 Bubble bag');
    await retype(user, () => within(dialog).getByLabelText(/^名称/), '纸箱 a');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^名称/)).toHaveAccessibleErrorMessage('输入内容已存在'));
  });

  it('deletes after confirming', async () => {
    const user = userEvent.setup();
    const calls = mockList();
    const ids = mockOperation('DeletePackagingMaterial', success('deletePackagingMaterial', { __typename: 'PackagingMaterial', id: 2 }), 'id');
    renderPage(<PackageMaterialsPage />, { path: '/packageMaterials', permissions: ['packageMaterial.update'] });
    const confirm = await openDialog(user, '删除 Bubble bag', undefined, 'alertdialog');
    expect(confirm).toHaveTextContent('确定删除包材“Bubble bag”吗？');
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(ids).toEqual([2]));
    expect(await screen.findByText('包材 Bubble bag 已删除')).toBeInTheDocument();
    await waitFor(() => expect(calls.length).toBeGreaterThan(1));
  });

  it('hides editing without packageMaterial.update, and speaks English', async () => {
    setLang('en');
    mockList();
    renderPage(<PackageMaterialsPage />, { path: '/packageMaterials' });
    await screen.findByText('纸箱 A');
    expect(screen.getByRole('heading', { name: 'Packaging materials' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add material' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit 纸箱 A' })).not.toBeInTheDocument();
  });
});
