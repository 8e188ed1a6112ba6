// The tracking panel of an order on an overseas warehouse channel (issue 23): no carrier number to
// get; "send to the overseas warehouse" sends the outbound order, whose state is then shown with a
// sync; a provider refusal on the sync is shown on the order; the server's refusal of a send as a toast.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLang } from '../../../i18n/lang';
import { mockGraphql, success } from '../../../test/graphql';
import { renderPage } from '../../../test/renderPage';
import { TrackingPanel } from './TrackingPanel';

type Outbound = {
  outboundNo: string;
  status: string;
  trackingNo: string;
  carrier: string;
  provider: string;
  message: string;
  sentAt: string;
  syncedAt: string | null;
};

const tracking = (outbound: Outbound | null, trackingNo = '') => ({
  order: {
    __typename: 'Order',
    id: 7,
    trackingNo,
    trackingSource: trackingNo ? 'overseas' : 'none',
    hasLabel: false,
    trackingUploadStatus: 'notUploaded',
    trackingUploadError: '',
    trackingUploadTries: 0,
    trackingUploadNextAt: null,
    shipsFromOverseasWarehouse: true,
    overseasOutbound: outbound && { __typename: 'OverseasOutbound', ...outbound },
  },
});
const sent: Outbound = {
  outboundNo: 'DEFR-DHL-PAKET-SO000007',
  status: 'sent',
  trackingNo: '',
  carrier: '',
  provider: '谷仓海外仓',
  message: '',
  sentAt: '2026-11-29T02:00:00.000Z',
  syncedAt: null,
};
const batch = (refused: object[] = []) => ({ __typename: 'OrderBatchResult', orders: refused.length ? [] : [{ __typename: 'Order', id: 7 }], refused });
const order = { id: 7, orderNo: 'SO000007', status: 'awaitingShipment' };

describe('TrackingPanel on an overseas warehouse channel', () => {
  afterEach(() => setLang('zh'));
  it('sends the order to the warehouse, then shows the outbound order and syncs it', async () => {
    const user = userEvent.setup();
    let state: Outbound | null = null;
    const calls = mockGraphql({
      OrderTracking: () => tracking(state),
      SendOrdersToOverseasWarehouse: () => ((state = sent), success('sendOrdersToOverseasWarehouse', batch())),
      SyncOverseasOutbounds: () => (
        (state = { ...sent, message: '谷仓海外仓 暂时无法连接', syncedAt: '2026-11-29T02:10:00.000Z' }),
        success('syncOverseasOutbounds', batch())
      ),
    });
    renderPage(<TrackingPanel order={order} onChanged={() => undefined} />, { path: '/orders', permissions: ['orders', 'order.ship'] });
    expect(await screen.findByText(/此订单由海外仓发货/)).toBeInTheDocument();
    // no carrier number to get on an overseas channel
    expect(screen.queryByRole('button', { name: '获取运单号' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '发送到海外仓' }));
    await waitFor(() => expect(calls.SendOrdersToOverseasWarehouse).toEqual([{ ids: [7] }]));
    expect(await screen.findByText('出库单 DEFR-DHL-PAKET-SO000007（谷仓海外仓）')).toBeInTheDocument();
    expect(screen.getByText('海外仓处理中')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '发送到海外仓' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '同步海外仓出库' }));
    await waitFor(() => expect(calls.SyncOverseasOutbounds).toEqual([{ ids: [7] }]));
    expect(await screen.findByText('谷仓海外仓 暂时无法连接')).toBeInTheDocument();
    expect(screen.getByText(/上次同步/)).toBeInTheDocument();
  });

  it('shows the shipped outbound with its carrier and number; a refused send is a toast (English)', async () => {
    const user = userEvent.setup();
    mockGraphql({
      OrderTracking: tracking({ ...sent, status: 'shipped', trackingNo: 'DHL123456789012', carrier: 'DHL', provider: 'Goodcang' }, 'DHL123456789012'),
    });
    setLang('en');
    const { unmount } = renderPage(<TrackingPanel order={{ ...order, status: 'shipped' }} onChanged={() => undefined} />, {
      path: '/orders',
      permissions: ['orders', 'order.ship'],
    });
    expect(await screen.findByText('Shipped by the warehouse')).toBeInTheDocument();
    expect(screen.getByText('DHL')).toBeInTheDocument();
    expect(screen.getByTestId('tracking-no')).toHaveTextContent('DHL123456789012');
    expect(screen.getByText('Overseas warehouse')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sync from the overseas warehouse' })).not.toBeInTheDocument();
    unmount();

    mockGraphql({
      OrderTracking: tracking(null),
      SendOrdersToOverseasWarehouse: success(
        'sendOrdersToOverseasWarehouse',
        batch([
          {
            __typename: 'OrderRefusal',
            id: 7,
            orderNo: 'SO000007',
            messageId: 'overseas.outboundShortStock',
            message: 'Goodcang has 1 of SKU CUP available, not 2',
          },
        ]),
      ),
    });
    renderPage(<TrackingPanel order={order} onChanged={() => undefined} />, { path: '/orders', permissions: ['orders', 'order.ship'] });
    await user.click(await screen.findByRole('button', { name: 'Send to the overseas warehouse' }));
    expect(await screen.findByText('Goodcang has 1 of SKU CUP available, not 2')).toBeInTheDocument();
  });
});
