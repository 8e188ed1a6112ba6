import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse, server } from '../../test/server';
import { businessError, mockGraphql, mockOperation, refusal, success } from '../../test/graphql';
import { renderPage } from '../../test/renderPage';
import { connection } from '../inventory/testing';
import { BagsOrderPage } from './index';
import { shippingOrder } from './testing';
import { expectErrorThenEmpty } from '../../test/listStates';
import { openDialog } from '../../test/dialogs';
import { findRow, getRow } from '../../test/rows';

const bag = (o: Record<string, unknown> = {}) => ({
  __typename: 'ShippingBag',
  id: 3,
  bagNo: 'BAG-3',
  channelId: 1,
  channelName: '燕文 2kg',
  status: 'open',
  orderCount: 1,
  weight: 300,
  createdAt: '2026-01-01T08:00:00Z',
  closedAt: null,
  ...o,
});

describe('BagsOrderPage', () => {
  it('lists bags with counts and the actions their status allows', async () => {
    mockOperation('ShippingBags', {
      shippingBags: connection('QueryShippingBagsConnection', [
        bag(),
        bag({ id: 4, bagNo: 'BAG-4', status: 'closed', orderCount: 2, weight: 750 }),
        bag({ id: 5, bagNo: 'BAG-5', orderCount: 0, weight: 0 }),
      ]),
    });
    renderPage(<BagsOrderPage />, { path: '/bagsOrder', permissions: ['bag.update'] });
    const open = await findRow('BAG-3');
    expect(within(open).getByText('未封袋')).toBeInTheDocument();
    expect(within(open).getByRole('button', { name: '封袋 BAG-3' })).toBeInTheDocument();
    expect(within(open).queryByRole('button', { name: /删除/ })).not.toBeInTheDocument();
    const closed = getRow('BAG-4');
    expect(closed).toHaveTextContent('750');
    expect(within(closed).getByRole('button', { name: '交接 BAG-4' })).toBeInTheDocument();
    expect(within(getRow('BAG-5')).getByRole('button', { name: '删除 BAG-5' })).toBeInTheDocument();
  });

  it('scans parcels into an open bag and shows refusals', async () => {
    const user = userEvent.setup();
    const scanned: unknown[] = [];
    server.use(
      graphql.query('ShippingBags', () => HttpResponse.json({ data: { shippingBags: connection('QueryShippingBagsConnection', [bag()]) } })),
      graphql.query('ShippingBag', () =>
        HttpResponse.json({ data: { shippingBag: { ...bag(), parcels: [shippingOrder({ id: 8, orderNo: 'SO-8', status: 'shipped', weight: 300 })] } } }),
      ),
      graphql.mutation('ScanIntoBag', ({ variables }) => {
        const input = variables.input as { number: string };
        scanned.push(input);
        if (input.number === 'SO-8')
          return HttpResponse.json({
            data: refusal('scanIntoBag', businessError('订单 SO-8 已装袋，不能重复扫描', 'bag.scannedTwice')),
          });
        return HttpResponse.json({ data: success('scanIntoBag', bag({ orderCount: 2, weight: 700 })) });
      }),
    );
    renderPage(<BagsOrderPage />, { path: '/bagsOrder', permissions: ['bag.update'] });
    const dialog = await openDialog(user, '装袋 BAG-3');
    expect(await within(dialog).findByText('SO-8')).toBeInTheDocument();
    const input = within(dialog).getByLabelText('扫描物流单号 / 订单号');
    await waitFor(() => expect(input).toHaveFocus());
    await user.keyboard('SO-8{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('订单 SO-8 已装袋，不能重复扫描'));
    await user.clear(input);
    await user.keyboard('TN-9{Enter}');
    expect(await within(dialog).findByText('TN-9 已装袋，共 2 个包裹')).toBeInTheDocument();
    expect(scanned).toEqual([
      { bagId: 3, number: 'SO-8' },
      { bagId: 3, number: 'TN-9' },
    ]);
  });

  it('shows the error and empty states', async () => {
    await expectErrorThenEmpty(
      'ShippingBags',
      () => renderPage(<BagsOrderPage />, { path: '/bagsOrder' }),
      () => {
        mockGraphql({
          ShippingBags: { shippingBags: connection('QueryShippingBagsConnection', []) },
        });
      },
      '还没有包裹袋',
    );
  });
});
