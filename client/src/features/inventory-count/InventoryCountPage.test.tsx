import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLang } from '../../i18n/lang';
import { businessError, connectionOf, mockFailing, mockGraphql, mockOperation, refusal, success } from '../../test/graphql';
import { expectRetry } from '../../test/listStates';
import { renderPage } from '../../test/renderPage';
import { InventoryCountPage } from './index';
import { openDialog } from '../../test/dialogs';
import { findRow, getRow, expectTexts } from '../../test/rows';
import { retype } from '../../test/forms';

const ALL = ['inventoryCount.create', 'inventoryCount.count'];

interface Summary {
  lines: number;
  counted: number;
  errorLines: number | null;
  profitQuantity: number | null;
  lossQuantity: number | null;
  profitValue: string | null;
  lossValue: string | null;
}
function task(id: number, status: string, mode = 'listed', summary: Partial<Summary> = {}) {
  const hidden = mode === 'blind' && status !== 'finished';
  return {
    __typename: 'InventoryCountTask',
    id,
    taskNo: `PD20260101-00000${id}`,
    warehouseId: 1,
    warehouseName: '深圳仓',
    mode,
    countType: 'location',
    status,
    startedAt: null,
    finishedAt: null,
    createdAt: '2026-01-01T02:00:00.000Z',
    summary: {
      __typename: 'InventoryCountSummary',
      lines: 2,
      counted: 0,
      errorLines: hidden ? null : 0,
      profitQuantity: hidden ? null : 0,
      lossQuantity: hidden ? null : 0,
      profitValue: hidden ? null : '0.00',
      lossValue: hidden ? null : '0.00',
      ...summary,
    },
  };
}
const tasks = [
  task(3, 'pending'),
  task(2, 'counting', 'blind', { counted: 1 }),
  task(1, 'finished', 'listed', { counted: 2, errorLines: 1, lossQuantity: 2, lossValue: '6.00' }),
];

function line(id: number, location: string, sku: string, bookQty: number | null, countedQty: number | null) {
  return {
    __typename: 'InventoryCountLine',
    id,
    bookQty,
    countedQty,
    countedAt: null,
    difference: bookQty == null || countedQty == null ? null : countedQty - bookQty,
    sku: { __typename: 'CountLineSku', id: id + 100, sku, barcode: '', productName: `${sku} 商品`, image: '' },
    location: { __typename: 'CountLineLocation', id: id + 200, code: location },
    value: { __typename: 'InventoryCountLineValue', unitPrice: '3.00', bookValue: bookQty == null ? null : (bookQty * 3).toFixed(2), differenceValue: null },
  };
}

function mockList(nodes: unknown[] = tasks) {
  const calls = mockGraphql({
    InventoryCountTasks: connectionOf('inventoryCountTasks', nodes),
    WarehouseOptions: { warehouseOptions: [{ __typename: 'WarehouseOption', id: 1, name: '深圳仓', type: 'own', enabled: true }] },
  });
  return calls.InventoryCountTasks;
}

function mockTask(t: ReturnType<typeof task> | null, lines: ReturnType<typeof line>[]) {
  return mockGraphql({ InventoryCountTask: { inventoryCountTask: t }, InventoryCountLines: connectionOf('inventoryCountLines', lines) }).InventoryCountLines;
}

describe('InventoryCountPage: the task list', () => {
  it('lists tasks with status, progress and loss; a running blind count hides its figures', async () => {
    mockList();
    renderPage(<InventoryCountPage />, { path: '/inventoryCount', permissions: ALL });
    const pending = await findRow('PD20260101-000003');
    expect(within(pending).getByText('待盘点')).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: '开始盘点 PD20260101-000003' })).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: '删除 PD20260101-000003' })).toBeInTheDocument();
    const blind = getRow('PD20260101-000002');
    expectTexts(blind, '盲盘', '1/2');
    expect(within(blind).getAllByText('盲盘中').length).toBeGreaterThan(0);
    expect(within(blind).getByRole('button', { name: '继续盘点 PD20260101-000002' })).toBeInTheDocument();
    const finished = getRow('PD20260101-000001');
    expect(finished).toHaveTextContent('2 件 / ¥6.00');
    expect(within(finished).getByRole('button', { name: '查看 PD20260101-000001' })).toBeInTheDocument();
  });

  it('hides the actions the user may not take', async () => {
    mockList();
    renderPage(<InventoryCountPage />, { path: '/inventoryCount', permissions: [] });
    await screen.findByText('PD20260101-000003');
    expect(screen.queryByRole('button', { name: '生成盘点任务' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^开始盘点/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^结束盘点/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '打印盘点单 PD20260101-000003' })).toBeInTheDocument();
  });

  it('shows the error state with retry', async () => {
    const user = userEvent.setup();
    mockList();
    const failing = mockFailing('InventoryCountTasks', connectionOf('inventoryCountTasks', []));
    renderPage(<InventoryCountPage />, { path: '/inventoryCount', permissions: ALL });
    await expectRetry(user, failing, '还没有盘点任务，点击“生成盘点任务”开始');
  });

  it('starts a task after confirming', async () => {
    const user = userEvent.setup();
    mockList();
    const ids = mockOperation('StartCountTask', success('startCountTask', task(3, 'counting')), 'id');
    renderPage(<InventoryCountPage />, { path: '/inventoryCount', permissions: ALL });
    const confirm = await openDialog(user, '开始盘点 PD20260101-000003', undefined, 'alertdialog');
    expect(confirm).toHaveTextContent('开始后会记录此刻的账面数量');
    await user.click(within(confirm).getByRole('button', { name: '开始盘点' }));
    await waitFor(() => expect(ids).toEqual([3]));
    expect(await screen.findByText('PD20260101-000003 已开始盘点')).toBeInTheDocument();
  });

  it('shows the refusal when ending would take stock below the occupied quantity', async () => {
    const user = userEvent.setup();
    mockList();
    mockGraphql({ EndCountTask: refusal('endCountTask', businessError('库存数量不能小于占用数量（6）', 'inventory.stockBelowOccupied')) });
    renderPage(<InventoryCountPage />, { path: '/inventoryCount', permissions: ALL });
    const confirm = await openDialog(user, '结束盘点 PD20260101-000002', undefined, 'alertdialog');
    // a blind count's confirmation tells the progress, not the differences
    expect(confirm).toHaveTextContent('已盘 1/2 行');
    await user.click(within(confirm).getByRole('button', { name: '结束盘点' }));
    expect(await screen.findByText('库存数量不能小于占用数量（6）')).toBeInTheDocument();
  });

  it('generates a task: warehouse, SKUs and locations are required', async () => {
    const user = userEvent.setup();
    mockList();
    mockGraphql({
      LocationOptions: {
        locationOptions: [
          { __typename: 'LocationOption', id: 21, code: 'A-01', defective: false },
          { __typename: 'LocationOption', id: 22, code: 'B-02', defective: false },
        ],
      },
      SkuOptions: { skuOptions: [{ __typename: 'SkuOption', id: 11, sku: 'MUG-RED', productName: '红色马克杯', image: '', isCombo: false, available: 5 }] },
    });
    let refuse = true;
    const inputs = mockOperation(
      'CreateCountTask',
      () => ({
        createCountTask: refuse
          ? { __typename: 'BusinessError', messageId: 'inventory.countTaskExists', message: '任务已存在' }
          : { __typename: 'MutationCreateCountTaskSuccess', data: { __typename: 'InventoryCountTask', id: 9, taskNo: 'PD20260101-000009' } },
      }),
      'input',
    );
    renderPage(<InventoryCountPage />, { path: '/inventoryCount', permissions: ALL });
    const dialog = await openDialog(user, '生成盘点任务', '生成盘点任务');
    await user.click(within(dialog).getByRole('button', { name: '生成' }));
    expect(await within(dialog).findByText(/至少.*SKU/)).toBeInTheDocument();
    expect(within(dialog).getByText(/至少.*库位/)).toBeInTheDocument();
    expect(inputs).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText('仓库'), '1');
    await user.type(within(dialog).getByRole('combobox', { name: 'SKU' }), 'MUG');
    await user.click(await within(dialog).findByRole('option', { name: /MUG-RED/ }));
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('MUG-RED');
    await user.click(await within(dialog).findByRole('checkbox', { name: /全选/ }));
    expect(within(dialog).getByText('1 个 SKU × 2 个库位 = 2 行')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/^盘点方式/), 'blind');
    await user.click(within(dialog).getByRole('button', { name: '生成' }));
    expect(await screen.findByText('任务已存在')).toBeInTheDocument();
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: '生成' }));
    expect(await screen.findByText('盘点任务 PD20260101-000009 已生成')).toBeInTheDocument();
    expect(inputs.at(-1)).toEqual({ warehouseId: 1, skuIds: [11], locationIds: [21, 22], mode: 'blind', countType: 'location' });
  });
});

describe('InventoryCountPage: counting one task', () => {
  it('enters counts line by line: Enter moves on, Enter on the last line saves', async () => {
    const user = userEvent.setup();
    const t = task(5, 'counting');
    const lineCalls = mockTask(t, [line(1, 'A-01', 'MUG-RED', 10, null), line(2, 'A-01', 'MUG-BLUE', 4, 3)]);
    const saved = mockOperation('SaveCountLines', success('saveCountLines', { ...t, summary: { ...t.summary, counted: 2 } }), 'input');
    renderPage(<InventoryCountPage />, { path: '/inventoryCount?task=5', permissions: ALL });
    expect(await screen.findByRole('heading', { name: '盘点 PD20260101-000005' })).toBeInTheDocument();
    const first = await screen.findByLabelText('MUG-RED 在 A-01 的实盘数量');
    const second = screen.getByLabelText('MUG-BLUE 在 A-01 的实盘数量');
    expect(second).toHaveValue('3');
    // listed mode shows the book quantities and values
    expect(first.closest('tr')).toHaveTextContent('¥30.00');
    await user.click(first);
    await user.type(first, '-1{Enter}');
    expect(second).toHaveFocus();
    await user.type(second, '{Enter}');
    // a negative count is refused on the spot and nothing is sent
    expect(first).toHaveAccessibleErrorMessage('请输入不小于 0 的整数');
    expect(first).toHaveFocus();
    expect(saved).toHaveLength(0);
    await retype(user, first, '12{Enter}');
    await retype(user, second, '4{Enter}');
    await waitFor(() =>
      expect(saved).toEqual([
        {
          taskId: 5,
          lines: [
            { lineId: 1, countedQty: 12 },
            { lineId: 2, countedQty: 4 },
          ],
        },
      ]),
    );
    expect(await screen.findByText('已保存 2 行')).toBeInTheDocument();
    expect(lineCalls[0]).toMatchObject({ taskId: 5, first: 50, offset: 0 });
  });

  it('a scan finds the line and focuses it; a blind count shows no book quantities', async () => {
    const user = userEvent.setup();
    const lineCalls = mockTask(task(6, 'counting', 'blind'), [line(3, 'B-02', 'CUP-1', null, null)]);
    renderPage(<InventoryCountPage />, { path: '/inventoryCount?task=6', permissions: ALL });
    const input = await screen.findByLabelText('CUP-1 在 B-02 的实盘数量');
    expect(screen.queryByRole('columnheader', { name: '账面数量' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: '只看差异' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('扫描 / 查找'), 'CUP-1{Enter}');
    await waitFor(() => expect(lineCalls.at(-1)).toMatchObject({ filter: { keyword: 'CUP-1' } }));
    await waitFor(() => expect(input).toHaveFocus());
  });

  it('a finished task is read-only with its loss and profit; English works', async () => {
    setLang('en');
    mockTask(task(1, 'finished', 'listed', { counted: 2, errorLines: 1, lossQuantity: 2, lossValue: '6.00' }), [line(4, 'A-01', 'MUG-RED', 10, 8)]);
    renderPage(<InventoryCountPage />, { path: '/inventoryCount?task=1', permissions: ALL });
    expect(await screen.findByRole('heading', { name: 'Count PD20260101-000001' })).toBeInTheDocument();
    expect(await screen.findByText('The count is finished; the differences are posted to the stock ledger.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Counted MUG-RED/ })).not.toBeInTheDocument();
    expect((await screen.findByText('MUG-RED')).closest('tr')).toHaveTextContent('-2');
    expect(screen.getByText('¥6.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export loss data' })).toBeInTheDocument();
  });

  it('says so when the task does not exist', async () => {
    mockTask(null, []);
    renderPage(<InventoryCountPage />, { path: '/inventoryCount?task=99', permissions: ALL });
    expect(await screen.findByText('盘点任务不存在，或你没有查看它的权限')).toBeInTheDocument();
  });
});
