import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse, server } from '../../test/server';
import { fails, mockGraphql, success } from '../../test/graphql';
import { renderPage, validationError } from '../../test/renderPage';
import { connection, mockPickers } from '../inventory/testing';
import { UnusualReceiptPage } from './index';
import { abnormalRow } from './testing';
import { openDialog } from '../../test/dialogs';
import { findRow, getRow, buttonTexts, expectTexts } from '../../test/rows';

const ALL = ['abnormalReceipt.update', 'abnormalReceipt.review'];
const COUNTS = {
  __typename: 'AbnormalReceiptCounts',
  all: 3,
  byStatus: [
    ['pendingReview', 1],
    ['approved', 0],
    ['processing', 1],
    ['completed', 1],
  ].map(([status, count]) => ({ __typename: 'AbnormalReceiptStatusCount', status, count })),
};
const ROWS = [abnormalRow(), abnormalRow({ id: 42, billNo: 'AR-PROC', status: 'processing' }), abnormalRow({ id: 43, billNo: 'AR-DONE', status: 'completed' })];

function mockList() {
  const calls: Record<string, unknown>[] = [];
  mockPickers();
  server.use(
    graphql.query('AbnormalReceipts', ({ variables }) => {
      calls.push(variables);
      const status = (variables.filter as { status?: string } | undefined)?.status;
      return HttpResponse.json({
        data: {
          abnormalReceipts: connection(
            'QueryAbnormalReceiptsConnection',
            ROWS.filter((r) => !status || r.status === status),
          ),
          abnormalReceiptCounts: COUNTS,
        },
      });
    }),
  );
  return calls;
}

describe('UnusualReceiptPage', () => {
  it('shows status tabs with counts and only the actions each status allows', async () => {
    const user = userEvent.setup();
    const calls = mockList();
    renderPage(<UnusualReceiptPage />, { path: '/unusualReceipt', permissions: ALL });
    const pending = await findRow('AR20250103000041');
    expectTexts(pending, '次品', '退货', 'CUP-RED × 2 · YT1', '1.80 / 3.60');
    expect(within(pending).getByRole('button', { name: '批量审核 AR20250103000041' })).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: '转处理中 AR20250103000041' })).toBeInTheDocument();
    const proc = getRow('AR-PROC');
    expect(buttonTexts(proc)).toEqual(['完成']);
    expect(within(getRow('AR-DONE')).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('tab', { name: '全部（3）' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '处理中（1）' }));
    await screen.findByText('AR-PROC');
    expect(calls.at(-1)).toMatchObject({ filter: { status: 'processing' } });
  });

  it('reviews the ticked forms in batch and reports the refused ones; completes after confirming', async () => {
    const user = userEvent.setup();
    mockList();
    const reviewed: unknown[] = [];
    server.use(
      graphql.mutation('ReviewAbnormalReceipts', ({ variables }) => {
        reviewed.push(variables.ids);
        return HttpResponse.json({
          data: success('reviewAbnormalReceipts', {
            receipts: [{ __typename: 'AbnormalReceipt', id: 41, status: 'approved' }],
            refused: [
              {
                __typename: 'AbnormalReceiptRefusal',
                id: 42,
                billNo: 'AR-PROC',
                messageId: 'purchase.abnormalIllegalTransition',
                message: '处理中的异常单不能审核通过',
              },
            ],
          }),
        });
      }),
      graphql.mutation('CompleteAbnormalReceipt', () =>
        HttpResponse.json({
          data: success('completeAbnormalReceipt', { __typename: 'AbnormalReceipt', id: 42, status: 'completed' }),
        }),
      ),
    );
    renderPage(<UnusualReceiptPage />, { path: '/unusualReceipt', permissions: ALL });
    const pending = await findRow('AR20250103000041');
    await user.click(within(pending).getByRole('checkbox'));
    await user.click(within(getRow('AR-PROC')).getByRole('checkbox'));
    const batch = screen.getAllByRole('button', { name: '批量审核' }).at(-1)!;
    await user.click(batch);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已审核 1 个')).toBeInTheDocument();
    expect(await screen.findByText('AR-PROC：处理中的异常单不能审核通过')).toBeInTheDocument();
    expect(reviewed[0]).toEqual([41, 42]);

    const confirm = await openDialog(user, '完成 AR-PROC', undefined, 'alertdialog');
    expect(confirm).toHaveTextContent('将异常单 AR-PROC 标记为已完成？');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('异常单已完成')).toBeInTheDocument();
  });

  it('creates a form: required fields checked here, the server’s refusal shown on its field', async () => {
    const user = userEvent.setup();
    mockList();
    const inputs: unknown[] = [];
    server.use(
      graphql.mutation('CreateAbnormalReceipt', ({ variables }) => {
        inputs.push(variables.input);
        if (inputs.length === 1)
          return HttpResponse.json({
            data: { createAbnormalReceipt: { __typename: 'NotFoundError', messageId: 'purchase.orderNotFound', message: '采购单不存在' } },
          });
        if (inputs.length === 2) return HttpResponse.json({ data: { createAbnormalReceipt: validationError({ 'lines.0.skuId': 'CUP-RED 不在该采购单上' }) } });
        return HttpResponse.json({
          data: success('createAbnormalReceipt', { __typename: 'AbnormalReceipt', id: 50, billNo: 'AR-NEW', status: 'pendingReview' }),
        });
      }),
    );
    renderPage(<UnusualReceiptPage />, { path: '/unusualReceipt', permissions: ALL });
    const dialog = await openDialog(user, '新建异常单', '新建异常单');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请填写采购单号')).toBeInTheDocument();
    expect(within(dialog).getByText('请选择异常类型')).toBeInTheDocument();
    expect(within(dialog).getByText('至少需要一个商品')).toBeInTheDocument();
    expect(inputs).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('采购单号'), 'PO-1');
    await user.selectOptions(within(dialog).getByLabelText('异常类型'), 'shortage');
    await user.selectOptions(within(dialog).getByLabelText('处理方式'), 'resend');
    await user.type(within(dialog).getByRole('combobox', { name: '添加商品' }), 'cup');
    await user.click(await within(dialog).findByRole('option', { name: /CUP-RED/ }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请至少填写一个运单号')).toBeInTheDocument();
    expect(within(dialog).getByText('请填写入库单价')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('第 1 行的运单号（逗号或换行分隔）'), 'YT1, YT2');
    await user.type(within(dialog).getByLabelText('第 1 行的入库单价'), '1.8');
    await user.type(within(dialog).getByLabelText('第 1 行的退款金额'), '0');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('采购单不存在')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('CUP-RED 不在该采购单上')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('异常单 AR-NEW 已创建')).toBeInTheDocument();
    expect(inputs[0]).toEqual({
      purchaseOrderNo: 'PO-1',
      type: 'shortage',
      method: 'resend',
      remark: '',
      lines: [{ skuId: 101, quantity: 1, waybillNos: ['YT1', 'YT2'], receiptPrice: '1.8', refundAmount: '0' }],
    });
  });

  it('shows the error state and offers no actions without permissions', async () => {
    mockPickers();
    mockGraphql({
      AbnormalReceipts: fails(),
    });
    const { unmount } = renderPage(<UnusualReceiptPage />, { path: '/unusualReceipt', permissions: ALL });
    expect(await screen.findByText('数据加载失败')).toBeInTheDocument();
    unmount();
    mockList();
    renderPage(<UnusualReceiptPage />, { path: '/unusualReceipt', permissions: [] });
    await screen.findByText('AR-PROC');
    expect(screen.queryByRole('button', { name: '新建异常单' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /完成 AR/ })).not.toBeInTheDocument();
  });
});
