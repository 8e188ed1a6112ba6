import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse, server } from '../../test/server';
import { mockOperation, success } from '../../test/graphql';
import { renderPage, validationError } from '../../test/renderPage';
import { connection, locationOptions, locations, warehouseOptions, warehouses } from './fixtures';
import { LocationSelect, LocationsPage, WarehouseSelect, WarehousesPage } from './index';
import { openDialog } from '../../test/dialogs';
import { findRow, expectTexts } from '../../test/rows';
import { retype } from '../../test/forms';

const ALL = ['warehouse.create', 'warehouse.update', 'location.update'];

function mockOptions() {
  server.use(
    graphql.query('WarehouseOptions', () => HttpResponse.json({ data: { warehouseOptions } })),
    graphql.query('LocationOptions', ({ variables }) =>
      HttpResponse.json({ data: { locationOptions: locationOptions[variables.warehouseId as number] ?? [] } }),
    ),
  );
}

function mockWarehouses() {
  const calls = mockOperation<Record<string, unknown>>('Warehouses', connection('warehouses', warehouses));
  return calls;
}

describe('WarehouseSelect and LocationSelect', () => {
  function Pickers() {
    const [w, setW] = useState<number | null>(null);
    const [l, setL] = useState<number | null>(null);
    return (
      <>
        <WarehouseSelect value={w} onChange={(id) => (setW(id), setL(null))} />
        <LocationSelect warehouseId={w} value={l} onChange={setL} />
        <output data-testid="picked">{`${w ?? ''}/${l ?? ''}`}</output>
      </>
    );
  }

  it('lists enabled warehouses, then that warehouse’s locations', async () => {
    const user = userEvent.setup();
    mockOptions();
    renderPage(<Pickers />);
    const warehouse = screen.getByLabelText('仓库');
    await waitFor(() =>
      expect(
        within(warehouse)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['请选择仓库', '深圳仓', '洛杉矶仓']),
    );
    const location = screen.getByLabelText('库位');
    expect(location).toBeDisabled();
    expect(within(location).getByRole('option').textContent).toBe('请先选择仓库');
    await user.selectOptions(warehouse, '1');
    await waitFor(() =>
      expect(
        within(location)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['请选择库位', 'A-01', 'A-02']),
    );
    await user.selectOptions(location, '12');
    expect(screen.getByTestId('picked')).toHaveTextContent('1/12');
  });

  it('shows disabled warehouses when asked', async () => {
    mockOptions();
    renderPage(<WarehouseSelect value={null} onChange={() => undefined} includeDisabled />);
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toContain('旧仓（已停用）'));
  });
});

describe('WarehousesPage', () => {
  it('lists warehouses with type, default badge and location count', async () => {
    mockOptions();
    const calls = mockWarehouses();
    renderPage(<WarehousesPage />, { path: '/warehouses', permissions: ALL });
    const sz = await findRow('深圳仓');
    expectTexts(sz, '默认', '自营仓');
    expect(within(sz).getByRole('link', { name: '库位 深圳仓' })).toHaveAttribute('href', '/locations?warehouseId=1');
    expect(screen.getByText('洛杉矶仓').closest('tr')).toHaveTextContent('第三方海外仓');
    // the default warehouse cannot be disabled from the list
    expect(within(sz).queryByRole('button', { name: '停用 深圳仓' })).not.toBeInTheDocument();
    expect(calls[0]).toMatchObject({ first: 30, offset: 0, filter: {} });
  });

  it('adds a warehouse; the server’s duplicate-name error lands under the name', async () => {
    const user = userEvent.setup();
    mockOptions();
    mockWarehouses();
    const inputs: Record<string, unknown>[] = [];
    server.use(
      graphql.mutation('CreateWarehouse', ({ variables }) => {
        inputs.push(variables.input as Record<string, unknown>);
        if (inputs.length === 1) return HttpResponse.json({ data: { createWarehouse: validationError({ name: '输入内容已存在' }) } });
        return HttpResponse.json({
          data: success('createWarehouse', { __typename: 'Warehouse', id: 9, name: '义乌仓' }),
        });
      }),
    );
    renderPage(<WarehousesPage />, { path: '/warehouses', permissions: ALL });
    await screen.findByText('深圳仓');
    const dialog = await openDialog(user, '新建仓库', '新建仓库');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByLabelText(/^仓库名称/)).toHaveAccessibleErrorMessage(/不能为空/);
    await user.type(within(dialog).getByLabelText(/^仓库名称/), '义乌仓');
    await user.selectOptions(within(dialog).getByLabelText(/^仓库类型/), 'fba');
    await retype(user, () => within(dialog).getByLabelText(/^配货优先级/), '3');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^仓库名称/)).toHaveAccessibleErrorMessage('输入内容已存在'));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('仓库 义乌仓 已保存')).toBeInTheDocument();
    expect(inputs[1]).toEqual({
      name: '义乌仓',
      code: '',
      type: 'fba',
      country: 'CN',
      address: '',
      contact: '',
      phone: '',
      priority: 3,
      sellDefective: false,
      isDefault: false,
    });
  });

  it('shows the plan limit as an alert in the dialog', async () => {
    const user = userEvent.setup();
    mockOptions();
    mockWarehouses();
    server.use(
      graphql.mutation('CreateWarehouse', () =>
        HttpResponse.json({
          data: {
            createWarehouse: {
              __typename: 'PlanLimitError',
              messageId: 'plan.limitReached',
              message: '您的标准版套餐最多可使用 2 个仓库',
              limit: 2,
              resource: 'warehouses',
            },
          },
        }),
      ),
    );
    renderPage(<WarehousesPage />, { path: '/warehouses', permissions: ALL });
    await screen.findByText('深圳仓');
    const dialog = await openDialog(user, '新建仓库', '新建仓库');
    await user.type(within(dialog).getByLabelText(/^仓库名称/), '第三个');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('已达到套餐的仓库上限');
  });

  it('asks before disabling a warehouse', async () => {
    const user = userEvent.setup();
    mockOptions();
    mockWarehouses();
    const inputs = mockOperation(
      'UpdateWarehouse',
      success('updateWarehouse', { __typename: 'Warehouse', id: 2, name: '洛杉矶仓', enabled: false, isDefault: false }),
      'input',
    );
    renderPage(<WarehousesPage />, { path: '/warehouses', permissions: ALL });
    const confirm = await openDialog(user, '停用 洛杉矶仓', undefined, 'alertdialog');
    expect(confirm).toHaveTextContent('不能再新建出入库单');
    await user.click(within(confirm).getByRole('button', { name: '停用' }));
    expect(await screen.findByText('仓库 洛杉矶仓 已停用')).toBeInTheDocument();
    expect(inputs).toEqual([{ id: 2, enabled: false }]);
  });

  it('hides the edit controls without the permissions', async () => {
    mockOptions();
    mockWarehouses();
    renderPage(<WarehousesPage />, { path: '/warehouses', permissions: [] });
    await screen.findByText('深圳仓');
    expect(screen.queryByRole('button', { name: '新建仓库' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑 深圳仓' })).not.toBeInTheDocument();
  });
});

describe('LocationsPage', () => {
  function mockLocations() {
    const calls = mockOperation<Record<string, unknown>>('Locations', connection('locations', locations));
    return calls;
  }

  it('opens filtered by the warehouse of the address', async () => {
    mockOptions();
    const calls = mockLocations();
    renderPage(<LocationsPage />, { path: '/locations?warehouseId=1', permissions: ALL });
    await screen.findByText('A-01');
    expect(calls[0]!.filter).toEqual({ warehouseId: 1 });
  });

  it('creates a range with a preview of the codes', async () => {
    const user = userEvent.setup();
    mockOptions();
    mockLocations();
    const inputs = mockOperation(
      'CreateLocations',
      success('createLocations', [
        { __typename: 'Location', id: 30, code: 'B-01' },
        { __typename: 'Location', id: 31, code: 'B-02' },
      ]),
      'input',
    );
    renderPage(<LocationsPage />, { path: '/locations?warehouseId=1', permissions: ALL });
    await screen.findByText('A-01');
    const dialog = await openDialog(user, '批量生成', '批量生成库位');
    expect(within(dialog).getByRole('status')).toHaveTextContent('将生成 20 个库位：A-01 … A-20');
    await retype(user, () => within(dialog).getByLabelText(/^前缀/), 'B-');
    await retype(user, () => within(dialog).getByLabelText(/^结束编号/), '600');
    expect(within(dialog).getByRole('status')).toHaveTextContent('请填写有效的编号范围');
    await retype(user, () => within(dialog).getByLabelText(/^结束编号/), '2');
    expect(within(dialog).getByRole('status')).toHaveTextContent('将生成 2 个库位：B-01 … B-02');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('已生成 2 个库位')).toBeInTheDocument();
    expect(inputs).toEqual([{ warehouseId: 1, prefix: 'B-', suffix: '', from: 1, to: 2, digits: 2, zone: '', remark: '' }]);
  });

  it('prints labels of the ticked locations as a PDF download', async () => {
    const user = userEvent.setup();
    mockOptions();
    mockLocations();
    const asked = mockOperation('LocationLabels', success('locationLabels', btoa('%PDF-1.3 test'), 'Query'), 'ids');
    const created: Blob[] = [];
    const original = URL.createObjectURL;
    URL.createObjectURL = (b: Blob) => (created.push(b), 'blob:x');
    try {
      renderPage(<LocationsPage />, { path: '/locations', permissions: ALL });
      await user.click(await screen.findByRole('button', { name: '打印标签 A-02' }));
      expect(await screen.findByText('标签已生成：1 张')).toBeInTheDocument();
      expect(asked).toEqual([[12]]);
      expect(created[0]!.type).toBe('application/pdf');
    } finally {
      URL.createObjectURL = original;
    }
  });
});
