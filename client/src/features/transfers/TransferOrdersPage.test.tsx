import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { businessError, connectionOf, mockGraphql, refusal, success } from '../../test/graphql';
import { renderPage } from '../../test/renderPage';
import { mockPickers, transferRow, type TransferNode } from '../inventory/testing';
import { TransferOrdersPage } from './index';
import { openDialog } from '../../test/dialogs';
import { itShowsErrorThenEmpty } from '../../test/listStates';
import { findRow, getRow, buttonTexts } from '../../test/rows';
import { retype } from '../../test/forms';

const ALL = ['transfer.create', 'transfer.ship', 'transfer.receive'];

function mockTransfers(nodes: TransferNode[]) {
  mockPickers();
  return mockGraphql({ TransferOrders: connectionOf('transferOrders', nodes) }).TransferOrders;
}

const open = (permissions = ALL) => renderPage(<TransferOrdersPage />, { path: '/productTransferBill', permissions });

const rows = [
  transferRow(),
  transferRow({ id: 6, billNo: 'TF-PENDING', status: 'pendingShipment' }),
  transferRow({ id: 7, billNo: 'TF-SHIPPED', status: 'shipped', trackingNo: 'SF123', dispatcherName: '张三' }),
  transferRow({ id: 8, billNo: 'TF-DONE', status: 'received' }),
];

describe('TransferOrdersPage', () => {
  it('lists orders with their status and only the actions their status allows', async () => {
    const calls = mockTransfers(rows);
    open();
    const draft = await findRow('TF20250101000001');
    expect(draft).toHaveTextContent('深圳仓 → 德国仓');
    expect(within(draft).getByText('草稿')).toBeInTheDocument();
    expect(within(draft).getByRole('button', { name: '提交发货 TF20250101000001' })).toBeInTheDocument();
    expect(within(draft).getByRole('button', { name: '删除 TF20250101000001' })).toBeInTheDocument();
    expect(within(draft).queryByRole('button', { name: /标记发货/ })).not.toBeInTheDocument();
    const pending = getRow('TF-PENDING');
    expect(within(pending).getByRole('button', { name: '标记发货 TF-PENDING' })).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: '取消 TF-PENDING' })).toBeInTheDocument();
    expect(within(pending).queryByRole('button', { name: /删除/ })).not.toBeInTheDocument();
    const shipped = getRow('TF-SHIPPED');
    expect(shipped).toHaveTextContent('SF123');
    expect(within(shipped).getByRole('button', { name: '到货入库 TF-SHIPPED' })).toBeInTheDocument();
    const done = getRow('TF-DONE');
    expect(buttonTexts(done)).toEqual(['详情']);
    expect(calls[0]).toMatchObject({ first: 30, offset: 0, filter: {} });
  });

  itShowsErrorThenEmpty('TransferOrders', open, () => mockTransfers([]), '没有符合条件的调拨单', mockPickers);

  it('creates an order: two different warehouses, picked products with whole-number quantities', async () => {
    const user = userEvent.setup();
    mockTransfers([]);
    const { CreateTransferOrder: inputs } = mockGraphql({ CreateTransferOrder: success('createTransferOrder', transferRow({ id: 9, billNo: 'TF-NEW' })) });
    open();
    const dialog = await openDialog(user, '新建调拨单', '新建调拨单');
    expect(within(dialog).getByText('请先选择调出仓库')).toBeInTheDocument();

    await waitFor(() => expect(within(dialog).getAllByRole('option', { name: '德国仓' }).length).toBe(2));
    await user.selectOptions(within(dialog).getByLabelText('调出仓库', { selector: 'select' }), '1');
    await user.selectOptions(within(dialog).getByLabelText('调入仓库', { selector: 'select' }), '1');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('调入仓库不能与调出仓库相同')).toBeInTheDocument();
    expect(within(dialog).getByText('请至少添加一个商品')).toBeInTheDocument();
    expect(inputs).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText('调入仓库', { selector: 'select' }), '2');
    await user.type(within(dialog).getByRole('combobox', { name: '选择 SKU' }), 'cup');
    await user.click(await within(dialog).findByRole('option', { name: /CUP-RED/ }));
    const quantity = within(dialog).getByLabelText('CUP-RED 的数量');
    await retype(user, quantity, '0');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('数量必须是不小于 1 的整数')).toBeInTheDocument();
    expect(inputs).toHaveLength(0);

    await retype(user, quantity, '5');
    await user.type(within(dialog).getByLabelText(/^运费（元）/), '12.5');
    await user.selectOptions(within(dialog).getByLabelText(/^运费分摊方式/), 'value');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('调拨单 TF-NEW 已创建')).toBeInTheDocument();
    expect(inputs).toEqual([
      { input: { fromWarehouseId: 1, toWarehouseId: 2, freight: '12.5', costSharing: 'value', remark: '', lines: [{ skuId: 101, quantity: 5 }] } },
    ]);
  });

  it('submits after confirming; the server’s refusal (not enough stock) is shown', async () => {
    const user = userEvent.setup();
    mockTransfers(rows);
    mockGraphql({
      SubmitTransferOrder: refusal('submitTransferOrder', businessError('深圳仓 中 CUP-RED 可用库存不足：可用 2，需要 5', 'inventory.insufficientAvailable')),
    });
    open();
    const confirm = await openDialog(user, '提交发货 TF20250101000001', undefined, 'alertdialog');
    expect(confirm).toHaveTextContent('提交后将占用调出仓库存');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('深圳仓 中 CUP-RED 可用库存不足：可用 2，需要 5')).toBeInTheDocument();
  });

  it('marks an order shipped with its tracking number', async () => {
    const user = userEvent.setup();
    mockTransfers(rows);
    const { ShipTransferOrder: inputs } = mockGraphql({
      ShipTransferOrder: success('shipTransferOrder', transferRow({ id: 6, billNo: 'TF-PENDING', status: 'shipped', trackingNo: 'SF9' })),
    });
    open();
    const dialog = await openDialog(user, '标记发货 TF-PENDING', '标记发货 TF-PENDING');
    await user.type(within(dialog).getByLabelText(/^物流单号/), 'SF9');
    await user.click(within(dialog).getByRole('button', { name: '标记发货' }));
    expect(await screen.findByText('已标记发货，调入仓在途已增加')).toBeInTheDocument();
    expect(inputs).toEqual([{ input: { id: 6, trackingNo: 'SF9' } }]);
  });

  it('receives into a location of the target warehouse, which every line needs', async () => {
    const user = userEvent.setup();
    mockTransfers(rows);
    const { ReceiveTransferOrder: inputs } = mockGraphql({
      ReceiveTransferOrder: success('receiveTransferOrder', transferRow({ id: 7, billNo: 'TF-SHIPPED', status: 'received' })),
    });
    open();
    const dialog = await openDialog(user, '到货入库 TF-SHIPPED', '到货入库 TF-SHIPPED');
    await user.click(within(dialog).getByRole('button', { name: '到货入库' }));
    expect(await within(dialog).findByText('请选择库位', { ignore: 'option' })).toBeInTheDocument();
    expect(inputs).toHaveLength(0);
    await waitFor(() => expect(within(dialog).getAllByRole('option', { name: 'B-01' }).length).toBeGreaterThan(0));
    await user.selectOptions(within(dialog).getByLabelText('入库库位（所有商品）', { selector: 'select' }), '21');
    await user.click(within(dialog).getByRole('button', { name: '到货入库' }));
    expect(await screen.findByText('已到货入库')).toBeInTheDocument();
    expect(inputs).toEqual([{ input: { id: 7, lines: [{ lineId: 51, locationId: 21 }] } }]);
  });

  it('deletes a draft after a warning; shows an illegal transition as the server words it', async () => {
    const user = userEvent.setup();
    mockTransfers(rows);
    mockGraphql({ DeleteTransferOrder: refusal('deleteTransferOrder', businessError('该调拨单当前为待发货，不能删除', 'inventory.illegalTransition')) });
    open();
    const confirm = await openDialog(user, '删除 TF20250101000001', undefined, 'alertdialog');
    expect(confirm).toHaveTextContent('删除后不能恢复');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('该调拨单当前为待发货，不能删除')).toBeInTheDocument();
  });

  it('offers no actions without their permissions', async () => {
    mockTransfers(rows);
    open([]);
    await screen.findByText('TF-PENDING');
    expect(screen.queryByRole('button', { name: '新建调拨单' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /标记发货/ })).not.toBeInTheDocument();
  });
});
