import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { businessError, connectionOf, mockGraphql, refusal, success } from '../../test/graphql';
import { renderPage } from '../../test/renderPage';
import { openDialog } from '../../test/dialogs';
import { itShowsErrorThenEmpty } from '../../test/listStates';
import type { PackingTasksQuery } from './packing.generated';
import { PackingPage } from './index';
import { findRow, getRow, expectTexts } from '../../test/rows';
import { retype } from '../../test/forms';
import { fixture } from '../../test/fixtures';
import type { NodeOf } from '../../ui/resource';

type Node = NodeOf<PackingTasksQuery['packingTasks']>;
const ALL = ['packingManage', 'packingManage.update'];

const row = fixture<Node>({
  __typename: 'PackingTask',
  id: 1,
  taskCode: 'PK-OPEN',
  status: 'open',
  sourceWarehouseName: '深圳仓',
  targetWarehouseName: '德国仓',
  stockOrderIds: [7, 8],
  stockOrderNos: ['BH-1', 'BH-2'],
  createdByName: '张三',
  remark: '',
  completedAt: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  boxCount: 0,
  boxes: [],
  expected: [
    { __typename: 'PackingExpectedSku', skuId: 101, sku: 'CUP', productName: '杯子', quantity: 4, packed: 0 },
    { __typename: 'PackingExpectedSku', skuId: 102, sku: 'BOX', productName: '礼盒', quantity: 2, packed: 0 },
  ],
});

const packedBox = {
  __typename: 'PackingBox' as const,
  id: 5,
  boxNo: 1,
  name: '',
  weight: '5.5',
  length: '40',
  width: '30',
  height: '20',
  items: [{ __typename: 'PackingBoxItem' as const, id: 9, skuId: 101, sku: 'CUP', quantity: 4 }],
};

const rows = [
  row(),
  row({ id: 2, taskCode: 'PK-DONE', status: 'completed', boxCount: 1, boxes: [packedBox] }),
  row({ id: 3, taskCode: 'PK-OFF', status: 'cancelled' }),
];

function mockList(nodes: Node[]) {
  return mockGraphql({
    PackingTasks: {
      ...connectionOf('packingTasks', nodes),
      packingTaskStatusCounts: ['open', 'completed', 'cancelled'].map((status) => ({
        __typename: 'PackingTaskStatusCount',
        status,
        count: nodes.filter((n) => n.status === status).length,
      })),
    },
  }).PackingTasks;
}

const open = (permissions = ALL) => renderPage(<PackingPage />, { path: '/packingManage', permissions });

describe('PackingPage', () => {
  it('lists tasks with status tabs and the actions each status allows', async () => {
    const calls = mockList(rows);
    open();
    const task = await findRow('PK-OPEN');
    expectTexts(task, '深圳仓 → 德国仓', 'BH-1, BH-2', '0 / 6');
    expect(within(task).getByRole('button', { name: '装箱 PK-OPEN' })).toBeInTheDocument();
    expect(within(task).getByRole('button', { name: '完成装箱 PK-OPEN' })).toBeInTheDocument();
    expect(within(task).getByRole('button', { name: '取消任务 PK-OPEN' })).toBeInTheDocument();
    const done = getRow('PK-DONE');
    expect(within(done).getByRole('button', { name: '打印箱唛 PK-DONE' })).toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: /完成装箱/ })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已完成（1）' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ first: 30, offset: 0, filter: {} });
  });

  itShowsErrorThenEmpty('PackingTasks', open, () => mockList([]), '还没有装箱任务，请在海外仓备货页勾选待发货备货单生成');

  it('refuses a box without weight before sending, then saves the boxes', async () => {
    const user = userEvent.setup();
    mockList([row()]);
    const { SavePackingBoxes: inputs } = mockGraphql({ SavePackingBoxes: success('savePackingBoxes', row({ boxCount: 1, boxes: [packedBox] })) });
    open();
    await screen.findByText('PK-OPEN');
    const dialog = await openDialog(user, '装箱 PK-OPEN', '装箱任务 PK-OPEN');
    await user.click(within(dialog).getByRole('button', { name: '添加箱子' }));
    await user.click(within(dialog).getByRole('button', { name: '添加商品' }));
    const qty = within(dialog).getByRole('textbox', { name: '数量' });
    await retype(user, qty, '4');
    await user.type(within(dialog).getByRole('textbox', { name: '长 cm' }), '40');
    await user.type(within(dialog).getByRole('textbox', { name: '宽 cm' }), '30');
    await user.type(within(dialog).getByRole('textbox', { name: '高 cm' }), '20');
    expect(within(dialog).getByText('SKU CUP：已装 4 / 4')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText(/每箱须填写大于 0 kg 的重量/)).toBeInTheDocument();
    expect(inputs).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: '重量 kg' }), '5.5');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(inputs).toEqual([
        { input: { id: 1, boxes: [{ boxNo: 1, name: '', weight: 5.5, length: 40, width: 30, height: 20, items: [{ skuId: 101, quantity: 4 }] }] } },
      ]),
    );
  });

  it("says the server's refusal to complete while goods are not all packed", async () => {
    const user = userEvent.setup();
    mockList([row()]);
    const { CompletePackingTask: calls } = mockGraphql({
      CompletePackingTask: refusal('completePackingTask', businessError('商品未全部装箱：SKU CUP 已装 3/4', 'packing.notAllPacked')),
    });
    open();
    const task = await findRow('PK-OPEN');
    await user.click(within(task).getByRole('button', { name: '完成装箱 PK-OPEN' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: /确定|确认/ }));
    expect(await screen.findByText('商品未全部装箱：SKU CUP 已装 3/4')).toBeInTheDocument();
    expect(calls).toEqual([{ id: 1 }]);
  });
});
