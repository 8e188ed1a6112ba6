import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { businessError, mockOperation, refusal, success } from '../../test/graphql';
import { setLang } from '../../i18n/lang';
import { renderPage } from '../../test/renderPage';
import { ScanToShipPage } from './index';
import { shippingOrder } from './testing';

const found = {
  __typename: 'QueryScanToShipOrderSuccess',
  data: {
    __typename: 'ScanToShipOrder',
    channelName: '燕文 2kg',
    maxWeight: 2000,
    order: shippingOrder(),
    lines: [
      { __typename: 'ScanToShipLine', key: 'sku:1', skuId: 1, sku: 'CUP', productName: '杯子', image: '', required: 2, codes: ['CUP', '6901'] },
      { __typename: 'ScanToShipLine', key: 'sku:2', skuId: 2, sku: 'BOX', productName: '盒子', image: '', required: 1, codes: ['BOX'] },
    ],
  },
};

function mockLookup(answer: (number: string) => unknown) {
  const numbers = mockOperation<string>('ScanToShipOrder', (variables) => ({ scanToShipOrder: answer(variables.number as string) }), 'number');
  return numbers;
}

async function scan(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.keyboard(`${text}{Enter}`);
}

describe('ScanToShipPage', () => {
  it('finds the order, counts each scan, refuses a code not in the order, and ships with the weight', async () => {
    const user = userEvent.setup();
    const numbers = mockLookup(() => found);
    const shipped = mockOperation('ScanToShip', success('scanToShip', shippingOrder({ status: 'shipped', weight: 800 })), 'input');
    renderPage(<ScanToShipPage />, { path: '/scanToShip' });
    const numberInput = await screen.findByLabelText('订单号 / 物流单号');
    await waitFor(() => expect(numberInput).toHaveFocus());
    await scan(user, 'TN-11');
    expect(await screen.findByText('订单 SO-11：请逐件扫描商品')).toBeInTheDocument();
    expect(numbers).toEqual(['TN-11']);
    const codeInput = screen.getByLabelText('SKU / 条码');
    await waitFor(() => expect(codeInput).toHaveFocus());

    await scan(user, 'NOPE');
    expect(screen.getByRole('alert')).toHaveTextContent('SKU或商品编码不存在于该订单中或超出订单数量');
    expect(codeInput).toHaveFocus();
    await scan(user, 'cup');
    expect(screen.getByText('已扫 1 / 3')).toBeInTheDocument();
    await scan(user, '6901');
    // a third CUP is beyond the order
    await scan(user, 'CUP');
    expect(screen.getByRole('alert')).toHaveTextContent('超出订单数量');
    await scan(user, 'BOX');
    expect(screen.getByText('数量全部相符，请称重后发货')).toBeInTheDocument();

    const weightInput = screen.getByLabelText('重量（克）');
    await waitFor(() => expect(weightInput).toHaveFocus());
    await scan(user, 'abc');
    expect(screen.getByRole('alert')).toHaveTextContent('重量必须为大于0的数字（克）');
    await user.clear(weightInput);
    await scan(user, '2500');
    expect(screen.getByRole('alert')).toHaveTextContent('重量超出渠道最大重量限制');
    expect(shipped).toEqual([]);
    await user.clear(weightInput);
    await scan(user, '800');
    expect(await screen.findByText('订单 SO-11 已发货（800 克）')).toBeInTheDocument();
    expect(shipped).toEqual([
      {
        number: 'SO-11',
        weight: 800,
        scans: [
          { code: 'cup', quantity: 1 },
          { code: '6901', quantity: 1 },
          { code: 'BOX', quantity: 1 },
        ],
      },
    ]);
    // back to the first step, focus on the number
    await waitFor(() => expect(screen.getByLabelText('订单号 / 物流单号')).toHaveFocus());
    expect(screen.getByLabelText('订单号 / 物流单号')).toHaveValue('');
  });

  it("shows the server's refusal of the number and keeps the focus there", async () => {
    const user = userEvent.setup();
    mockLookup((n) =>
      n === 'SHIPPED'
        ? { __typename: 'BusinessError', messageId: 'shipping.scannedTwice', message: '订单 SO-9 已扫描发货，不能重复扫描' }
        : { __typename: 'NotFoundError', messageId: 'shipping.numberNotFound', message: '订单号或物流单号填写有误' },
    );
    renderPage(<ScanToShipPage />, { path: '/scanToShip' });
    const input = await screen.findByLabelText('订单号 / 物流单号');
    await waitFor(() => expect(input).toHaveFocus());
    await scan(user, '{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('订单号或物流单号不能为空');
    await scan(user, 'WRONG');
    expect(await screen.findByRole('alert')).toHaveTextContent('订单号或物流单号填写有误');
    expect(input).toHaveFocus();
    await user.clear(input);
    await scan(user, 'SHIPPED');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('不能重复扫描'));
    expect(screen.queryByLabelText('SKU / 条码')).not.toBeInTheDocument();
  });

  it('shows the refusal when another operator shipped the order first', async () => {
    const user = userEvent.setup();
    mockLookup(() => ({ ...found, data: { ...found.data, lines: [found.data.lines[1]] } }));
    mockOperation('ScanToShip', refusal('scanToShip', businessError('订单 SO-11 状态为已发货，不能发货', 'order.illegalTransition')));
    renderPage(<ScanToShipPage />, { path: '/scanToShip' });
    await waitFor(() => expect(screen.getByLabelText('订单号 / 物流单号')).toHaveFocus());
    await scan(user, 'SO-11');
    await waitFor(() => expect(screen.getByLabelText('SKU / 条码')).toHaveFocus());
    await scan(user, 'BOX');
    await waitFor(() => expect(screen.getByLabelText('重量（克）')).toHaveFocus());
    await scan(user, '300');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('订单 SO-11 状态为已发货，不能发货'));
  });

  it('speaks English', async () => {
    const user = userEvent.setup();
    setLang('en');
    try {
      mockLookup(() => ({
        __typename: 'NotFoundError',
        messageId: 'shipping.numberNotFound',
        message: 'The order number or logistics number is incorrectly filled in',
      }));
      renderPage(<ScanToShipPage />, { path: '/scanToShip' });
      expect(await screen.findByRole('heading', { name: 'Scan to ship' })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByLabelText('Order or tracking number')).toHaveFocus());
      await scan(user, '{Enter}');
      expect(screen.getByRole('alert')).toHaveTextContent('The order number or logistics number is required');
      await scan(user, 'X');
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The order number or logistics number is incorrectly filled in'));
    } finally {
      setLang('zh');
    }
  });
});
