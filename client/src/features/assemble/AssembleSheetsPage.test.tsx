import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphql, HttpResponse, server } from '../../test/server';
import { businessError, fails, mockGraphql, mockOperation, refusal, success } from '../../test/graphql';
import { renderPage } from '../../test/renderPage';
import { assembleRow, connection, mockPickers, type AssembleNode } from '../inventory/testing';
import { AssembleSheetsPage } from './index';
import { openDialog } from '../../test/dialogs';
import { findRow, getRow } from '../../test/rows';
import { retype } from '../../test/forms';

const ALL = ['assemble.create', 'assemble.process'];

function mockSheets(nodes: AssembleNode[]) {
  mockPickers();
  const calls = mockOperation<Record<string, unknown>>('AssembleSheets', { assembleSheets: connection('QueryAssembleSheetsConnection', nodes) });
  return calls;
}

const rows = [
  assembleRow(),
  assembleRow({ id: 10, billNo: 'JG-PROC', status: 'processing', fullyOccupied: true, warehouseId: 2, warehouseName: '德国仓' }),
  assembleRow({ id: 11, billNo: 'JG-DONE', status: 'completed', processed: 6, fullyOccupied: true }),
];

afterEach(() => vi.restoreAllMocks());

describe('AssembleSheetsPage', () => {
  it('lists sheets with components (required / occupied) and the actions their status allows', async () => {
    const calls = mockSheets(rows);
    renderPage(<AssembleSheetsPage />, { path: '/assembleSheet', permissions: ALL });
    const pending = await findRow('JG20250101000001');
    expect(pending).toHaveTextContent('CUP-RED: 12 / 10');
    expect(within(pending).getByText('占用不足')).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: '占用库存 JG20250101000001' })).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: '开始加工 JG20250101000001' })).toBeInTheDocument();
    const processing = getRow('JG-PROC');
    expect(within(processing).getByRole('button', { name: '完成加工 JG-PROC' })).toBeInTheDocument();
    expect(within(processing).getByRole('button', { name: '退回待加工 JG-PROC' })).toBeInTheDocument();
    expect(within(processing).queryByRole('button', { name: /删除/ })).not.toBeInTheDocument();
    const completed = getRow('JG-DONE');
    expect(within(completed).queryByRole('button', { name: /JG-DONE/ })).not.toBeInTheDocument();
    expect(calls[0]).toMatchObject({ first: 30, offset: 0, filter: {} });
  });

  it('shows the error state', async () => {
    mockPickers();
    mockGraphql({
      AssembleSheets: fails(),
    });
    renderPage(<AssembleSheetsPage />, { path: '/assembleSheet', permissions: ALL });
    expect(await screen.findByText('数据加载失败')).toBeInTheDocument();
  });

  it('says why processing cannot begin', async () => {
    const user = userEvent.setup();
    mockSheets(rows);
    mockGraphql({
      StartAssembleSheet: refusal(
        'startAssembleSheet',
        businessError('无法开始加工：CUP-RED 的占用数量（10）低于所需数量（12）', 'inventory.occupiedBelowProcessing'),
      ),
    });
    renderPage(<AssembleSheetsPage />, { path: '/assembleSheet', permissions: ALL });
    await user.click(await screen.findByRole('button', { name: '开始加工 JG20250101000001' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('无法开始加工：CUP-RED 的占用数量（10）低于所需数量（12）')).toBeInTheDocument();
  });

  it('creates a sheet: only a combination SKU, a whole quantity of at least 1 and a remark', async () => {
    const user = userEvent.setup();
    mockSheets([]);
    const inputs = mockOperation(
      'CreateAssembleSheet',
      success('createAssembleSheet', { __typename: 'AssembleSheet', id: 12, billNo: 'JG-NEW', status: 'pending', fullyOccupied: false }),
      'input',
    );
    renderPage(<AssembleSheetsPage />, { path: '/assembleSheet', permissions: ALL });
    expect(await screen.findByText('没有符合条件的加工单')).toBeInTheDocument();
    const dialog = await openDialog(user, '新建加工单', '新建加工单');
    await waitFor(() => expect(within(dialog).getAllByRole('option', { name: '深圳仓' }).length).toBeGreaterThan(0));
    await user.selectOptions(within(dialog).getByLabelText('仓库', { selector: 'select' }), '1');

    await user.type(within(dialog).getByRole('combobox', { name: '组合 SKU' }), 'cup');
    await user.click(await within(dialog).findByRole('option', { name: /CUP-RED/ }));
    expect(await within(dialog).findByText('CUP-RED 不是组合 SKU')).toBeInTheDocument();

    await retype(user, () => within(dialog).getByRole('combobox', { name: '组合 SKU' }), 'kit');
    await user.click(await within(dialog).findByRole('option', { name: /KIT/ }));
    expect(within(dialog).getByText('已选：KIT 礼品套装')).toBeInTheDocument();

    const quantity = within(dialog).getByLabelText(/^加工数量/);
    await retype(user, quantity, '0');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(quantity).toHaveAccessibleErrorMessage('数量必须是不小于 1 的整数');
    expect(within(dialog).getByLabelText(/^备注/)).toHaveAccessibleErrorMessage('备注不能为空');
    expect(inputs).toHaveLength(0);

    await retype(user, quantity, '6');
    await user.type(within(dialog).getByLabelText(/^备注/), '节日礼盒');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('加工单 JG-NEW 已创建，部分子件库存不足，占足后才能开始加工')).toBeInTheDocument();
    expect(inputs[0]).toEqual({ warehouseId: 1, comboSkuId: 103, quantity: 6, remark: '节日礼盒' });
  });

  it('prints ticked sheets as one PDF, or says they must share a warehouse', async () => {
    const user = userEvent.setup();
    mockSheets(rows);
    const asked: unknown[] = [];
    server.use(
      graphql.mutation('PrintAssembleSheets', ({ variables }) => {
        asked.push(variables.ids);
        const ids = variables.ids as number[];
        return HttpResponse.json({
          data: {
            printAssembleSheets: ids.includes(10)
              ? { __typename: 'BusinessError', messageId: 'inventory.printDifferentWarehouses', message: '不在同一仓库的加工单不能批量打印' }
              : {
                  __typename: 'MutationPrintAssembleSheetsSuccess',
                  data: { __typename: 'PrintedFile', fileName: 'assemble-sheets-2.pdf', mimeType: 'application/pdf', base64: btoa('%PDF-1.3') },
                },
          },
        });
      }),
    );
    const createUrl = vi.fn(() => 'blob:pdf');
    Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage(<AssembleSheetsPage />, { path: '/assembleSheet', permissions: ALL });
    await screen.findByText('JG-PROC');
    const boxes = within(screen.getByRole('table')).getAllByRole('checkbox');
    await user.click(boxes[1]!);
    await user.click(boxes[2]!);
    await user.click(screen.getByRole('button', { name: '批量打印' }));
    expect(await screen.findByText('不在同一仓库的加工单不能批量打印')).toBeInTheDocument();

    await user.click(boxes[1]!);
    await user.click(boxes[3]!);
    await user.click(screen.getByRole('button', { name: '批量打印' }));
    expect(await screen.findByText('已生成 assemble-sheets-2.pdf')).toBeInTheDocument();
    expect(asked).toEqual([
      [9, 10],
      [9, 11],
    ]);
    expect(createUrl).toHaveBeenCalled();
    expect(click).toHaveBeenCalled();
  });
});
