import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse, server } from '../../test/server';
import { mockOperation, success } from '../../test/graphql';
import { renderPage } from '../../test/renderPage';
import { SignInWarehousePage } from './index';
import { orderToSign } from './testing';
import { openDialog } from '../../test/dialogs';
import { retype } from '../../test/forms';

describe('SignInWarehousePage', () => {
  it('finds the orders of a tracking number and signs with packaging, boxes and over-due lines highlighted', async () => {
    const user = userEvent.setup();
    const inputs: unknown[] = [];
    server.use(
      graphql.query('PurchaseOrdersToSign', ({ variables }) =>
        variables.trackingNo === 'SF100'
          ? HttpResponse.json({ data: success('purchaseOrdersToSign', [orderToSign()], 'Query') })
          : HttpResponse.json({
              data: {
                purchaseOrdersToSign: {
                  __typename: 'BusinessError',
                  messageId: 'purchase.noOrderForTracking',
                  message: `没有等待物流单号 ${variables.trackingNo} 的采购单`,
                },
              },
            }),
      ),
      graphql.mutation('SignReceipt', ({ variables }) => {
        inputs.push(variables.input);
        return HttpResponse.json({
          data: success('signReceipt', { __typename: 'PurchaseReceipt', id: 1, receiptNo: 'RC-1', overReceived: true }),
        });
      }),
    );
    renderPage(<SignInWarehousePage />, { path: '/signInWarehouse', permissions: ['receipt.sign'] });
    expect(screen.getByText('扫描包裹上的物流单号开始签收')).toBeInTheDocument();
    // empty: refused before asking
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('物流单号不能为空')).toBeInTheDocument();
    // unknown: the server's message
    await user.type(screen.getByLabelText('物流单号'), 'NOPE{Enter}');
    expect(await screen.findByText('没有等待物流单号 NOPE 的采购单')).toBeInTheDocument();

    await retype(user, () => screen.getByLabelText('物流单号'), 'SF100{Enter}');
    const table = await screen.findByRole('table', { name: 'PO20250101000007' });
    expect(within(table).getByText('CUP-RED').closest('tr')).toHaveTextContent('1046');
    const dialog = await openDialog(user, '签收 PO20250101000007', '签收采购单 PO20250101000007');
    const cup = within(dialog).getByLabelText('CUP-RED 的本次到货数量');
    expect(cup).toHaveValue('6');
    await retype(user, cup, '8');
    expect(within(dialog).getByText('超出待到货 2')).toBeInTheDocument();
    expect(cup.closest('tr')).toHaveAttribute('data-over');
    await user.selectOptions(within(dialog).getByLabelText('包装情况'), 'moderatelyDamaged');
    const boxes = within(dialog).getByLabelText('到货箱数');
    await retype(user, boxes, '0');
    await user.click(within(dialog).getByRole('button', { name: '签收' }));
    expect(await within(dialog).findByText('箱数须为正整数')).toBeInTheDocument();
    expect(inputs).toHaveLength(0);
    await retype(user, boxes, '3');
    await user.click(within(dialog).getByRole('button', { name: '签收' }));
    expect(await screen.findByText('已签收（超收已标记），签收单号 RC-1')).toBeInTheDocument();
    expect(inputs[0]).toEqual({
      trackingNo: 'SF100',
      purchaseOrderId: 7,
      packaging: 'moderatelyDamaged',
      boxes: 3,
      courier: 'SF',
      remark: '',
      lines: [
        { purchaseOrderLineId: 71, receivedQuantity: 8 },
        { purchaseOrderLineId: 72, receivedQuantity: 5 },
      ],
    });
  });

  it('offers no signing without the permission', async () => {
    const user = userEvent.setup();
    mockOperation('PurchaseOrdersToSign', success('purchaseOrdersToSign', [orderToSign()], 'Query'));
    renderPage(<SignInWarehousePage />, { path: '/signInWarehouse', permissions: [] });
    await user.type(screen.getByLabelText('物流单号'), 'SF100{Enter}');
    await screen.findByRole('table', { name: 'PO20250101000007' });
    expect(screen.queryByRole('button', { name: /签收 PO/ })).not.toBeInTheDocument();
  });
});
