import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockOperation, success } from '../../test/graphql';
import { renderPage } from '../../test/renderPage';
import { UniteSignPage } from './index';

describe('UniteSignPage', () => {
  it('signs tracking numbers one per line and answers each of them', async () => {
    const user = userEvent.setup();
    const inputs = mockOperation(
      'SignParcels',
      success('signParcels', [
        { __typename: 'ParcelSignResult', trackingNo: 'SF1', receiptNos: ['RC-1', 'RC-2'], messageId: null, message: null },
        {
          __typename: 'ParcelSignResult',
          trackingNo: 'SF2',
          receiptNos: [],
          messageId: 'purchase.noOrderForTracking',
          message: '没有等待物流单号 SF2 的采购单',
        },
      ]),
      'input',
    );
    renderPage(<UniteSignPage />, { path: '/uniteSign', permissions: ['receipt.sign'] });
    await user.click(screen.getByRole('button', { name: '批量签收' }));
    expect(await screen.findByText('物流单号不能为空')).toBeInTheDocument();
    const box = screen.getByLabelText('物流单号（每行一个）');
    await user.type(box, 'SF1{Enter}{Enter} SF2 {Enter}SF1');
    expect(screen.getByText('共 2 个单号')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('包装情况'), 'seriouslyDamaged');
    await user.click(screen.getByRole('button', { name: '批量签收' }));
    const results = await screen.findByRole('table', { name: '结果' });
    expect(within(results).getByText('SF1').closest('tr')).toHaveTextContent('已签收：RC-1, RC-2');
    expect(within(results).getByText('SF2').closest('tr')).toHaveTextContent('没有等待物流单号 SF2 的采购单');
    expect(screen.getAllByText('成功 1 个，失败 1 个').length).toBeGreaterThan(0);
    expect(inputs[0]).toEqual({ trackingNos: ['SF1', 'SF2'], packaging: 'seriouslyDamaged', boxes: 1 });
  });

  it('refuses more than 200 numbers before sending', async () => {
    const user = userEvent.setup();
    renderPage(<UniteSignPage />, { path: '/uniteSign', permissions: ['receipt.sign'] });
    const box = screen.getByLabelText('物流单号（每行一个）');
    await user.click(box);
    await user.paste(Array.from({ length: 201 }, (_, i) => `T${i}`).join('\n'));
    await user.click(screen.getByRole('button', { name: '批量签收' }));
    expect(await screen.findByText('一次最多 200 个物流单号')).toBeInTheDocument();
  });
});
