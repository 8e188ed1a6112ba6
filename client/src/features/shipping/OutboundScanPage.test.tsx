import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { graphql, HttpResponse, server } from '../../test/server';
import { fails, mockGraphql, success } from '../../test/graphql';
import { renderPage, validationError } from '../../test/renderPage';
import { connection } from '../inventory/testing';
import { OutboundScanPage } from './index';
import { shippingOrder } from './testing';
import { findRow, getRow } from '../../test/rows';

const counts = { __typename: 'OutboundScanCounts', all: 4, scannedOut: 1, pickupConfirmed: 1, pickupTimeout: 1, pickupException: 1 };
const rows = [
  shippingOrder({ id: 1, orderNo: 'SO-1', status: 'shipped', collectStatus: 1, weight: 300, outboundAt: '2026-01-01T08:00:00Z' }),
  shippingOrder({ id: 2, orderNo: 'SO-2', status: 'shipped', collectStatus: -1, weight: 400, outboundAt: '2025-12-30T08:00:00Z' }),
];

function mockList(nodes = rows) {
  const calls: Record<string, any>[] = [];
  server.use(
    graphql.query('OutboundScans', ({ variables }) => {
      calls.push(variables);
      const status = variables.filter?.collectStatus;
      const shown = status == null ? nodes : nodes.filter((n) => n.collectStatus === status);
      return HttpResponse.json({ data: { outboundScans: connection('QueryOutboundScansConnection', shown) } });
    }),
    graphql.query('OutboundScanCounts', () => HttpResponse.json({ data: { outboundScanCounts: counts } })),
  );
  return calls;
}

afterEach(() => localStorage.removeItem('collectStatus'));

describe('OutboundScanPage', () => {
  it('lists scanned-out parcels with tab counts; tabs filter by collect state', async () => {
    const user = userEvent.setup();
    const calls = mockList();
    renderPage(<OutboundScanPage />, { path: '/outboundScan', permissions: ['order.ship'] });
    const first = await findRow('SO-1');
    expect(within(first).getByText('待揽收')).toBeInTheDocument();
    expect(getRow('SO-2')).toHaveTextContent('揽收超时');
    expect(await screen.findByRole('tab', { name: '揽收超时（1）' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ first: 30, offset: 0, filter: {} });
    await user.click(screen.getByRole('tab', { name: /揽收异常/ }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ filter: { collectStatus: -2 } }));
    expect(await screen.findByText('没有出库记录')).toBeInTheDocument();
  });

  it("opens on the dashboard's local setting collectStatus −1 and clears it", async () => {
    localStorage.setItem('collectStatus', '-1');
    const calls = mockList();
    renderPage(<OutboundScanPage />, { path: '/outboundScan' });
    expect(await screen.findByText('SO-2')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ filter: { collectStatus: -1 } });
    expect(screen.queryByText('SO-1')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /揽收超时/ })).toHaveAttribute('aria-selected', 'true');
    expect(localStorage.getItem('collectStatus')).toBeNull();
  });

  it('scans a parcel out: number, Enter, weight, Enter; refusals keep everything and show the message', async () => {
    const user = userEvent.setup();
    mockList();
    const inputs: unknown[] = [];
    server.use(
      graphql.mutation('OutboundScan', ({ variables }) => {
        const input = variables.input as { number: string; weight: number };
        inputs.push(input);
        if (input.weight > 2000) {
          return HttpResponse.json({ data: { outboundScan: { ...validationError({ weight: '重量超出渠道最大重量限制' }) } } });
        }
        return HttpResponse.json({
          data: success('outboundScan', shippingOrder({ orderNo: 'SO-7', collectStatus: 1, weight: input.weight })),
        });
      }),
    );
    renderPage(<OutboundScanPage />, { path: '/outboundScan', permissions: ['order.ship'] });
    const number = await screen.findByLabelText('物流单号 / 订单号');
    await waitFor(() => expect(number).toHaveFocus());
    // empty number
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('出库扫描单号不能为空');
    await user.keyboard('TN-7{Enter}');
    const weight = screen.getByLabelText('包裹重量（克）');
    expect(weight).toHaveFocus();
    await user.keyboard('x{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('重量必须为大于0的数字（克）');
    expect(inputs).toEqual([]);
    await user.clear(weight);
    await user.keyboard('2500{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('重量超出渠道最大重量限制'));
    expect(weight).toHaveFocus();
    expect(number).toHaveValue('TN-7');
    await user.clear(weight);
    await user.keyboard('800{Enter}');
    expect(await screen.findByText('SO-7 已出库（800 克）')).toBeInTheDocument();
    expect(inputs).toEqual([
      { number: 'TN-7', weight: 2500 },
      { number: 'TN-7', weight: 800 },
    ]);
    expect(number).toHaveValue('');
    expect(number).toHaveFocus();
  });

  it('confirms pickups and marks exceptions with a required remark', async () => {
    const user = userEvent.setup();
    mockList();
    const confirmed: unknown[] = [];
    const excepted: unknown[] = [];
    server.use(
      graphql.mutation('ConfirmPickup', ({ variables }) => {
        confirmed.push(variables.ids);
        return HttpResponse.json({ data: success('confirmPickup', 1) });
      }),
      graphql.mutation('MarkPickupException', ({ variables }) => {
        excepted.push(variables.input);
        return HttpResponse.json({ data: success('markPickupException', 1) });
      }),
    );
    renderPage(<OutboundScanPage />, { path: '/outboundScan', permissions: ['order.ship'] });
    const row = await findRow('SO-2');
    await user.click(within(row).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '确认揽收' }));
    await user.click(await screen.findByRole('button', { name: /确定|确认/ }));
    await waitFor(() => expect(confirmed).toEqual([[2]]));
    expect(await screen.findByText('已确认揽收 1 个包裹')).toBeInTheDocument();

    await user.click(within(getRow('SO-1')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '揽收异常' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByText('请填写揽收异常原因')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/异常原因/), '包裹破损');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(excepted).toEqual([{ ids: [1], remark: '包裹破损' }]));
  });

  it('shows the error state', async () => {
    mockGraphql({
      OutboundScans: fails(),
      OutboundScanCounts: { outboundScanCounts: counts },
    });
    renderPage(<OutboundScanPage />, { path: '/outboundScan' });
    expect(await screen.findByText('数据加载失败')).toBeInTheDocument();
  });
});
