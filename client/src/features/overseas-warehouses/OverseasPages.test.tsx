// /overseasWarehouseAuth and /overseasLogistics: lists, the commands a seller runs on them, and
// the buttons hidden from an account that may only look.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { connectionOf, mockGraphql, success } from '../../test/graphql';
import { itShowsErrorThenEmpty } from '../../test/listStates';
import { renderPage } from '../../test/renderPage';
import { OverseasLogisticsPage, OverseasWarehouseAuthPage } from './index';
import { findRow, expectTexts } from '../../test/rows';

const AUTH = {
  __typename: 'OverseasWarehouseAuth',
  id: 7,
  provider: 'goodcang',
  providerName: '谷仓',
  name: 'Goodcang US',
  status: 'activated',
  appKeyMask: 'ab****yz',
  checkedAt: '2026-11-27T08:00:00.000Z',
  checkOk: true,
  checkMessage: '',
  connector: 'sandbox',
  channelCount: 2,
  warehousesSyncedAt: '2026-11-27T08:00:00.000Z',
  channelsSyncedAt: '2026-11-27T08:00:00.000Z',
  warehouses: [
    { __typename: 'OverseasProviderWarehouse', id: 3, code: 'USEA', name: 'US East', country: 'US', available: true, warehouseId: null, warehouseName: null },
  ],
};
const channel = (over: Record<string, unknown> = {}) => ({
  __typename: 'OverseasLogisticsChannel',
  id: 11,
  authorizationId: 7,
  authorizationName: 'Goodcang US',
  providerName: '谷仓',
  warehouseCode: 'USEA',
  warehouseName: 'US East',
  code: 'USEA-USPS-GA',
  name: 'USPS Ground Advantage',
  carrier: 'USPS',
  available: true,
  enabled: false,
  logisticsChannelId: null,
  ...over,
});
const OPTIONS = { overseasWarehouseAuthOptions: [{ __typename: 'OverseasAuthOption', id: 7, name: 'Goodcang US', provider: 'goodcang', status: 'activated' }] };

describe('/overseasLogistics', () => {
  it('lists the channels, syncs an authorization and switches a channel on', async () => {
    const user = userEvent.setup();
    const calls = mockGraphql({
      OverseasLogisticsChannels: connectionOf('overseasLogisticsChannels', [
        channel(),
        channel({ id: 12, name: 'UPS Ground', code: 'USEA-UPS', enabled: true }),
      ]),
      OverseasWarehouseAuthOptions: OPTIONS,
      SyncOverseasLogisticsChannels: success('syncOverseasLogisticsChannels', { __typename: 'OverseasWarehouseAuth', id: 7, channelCount: 2 }),
      SetOverseasLogisticsChannelEnabled: success('setOverseasLogisticsChannelEnabled', { __typename: 'OverseasLogisticsChannel', id: 11, enabled: true }),
    });
    renderPage(<OverseasLogisticsPage />, { path: '/overseasLogistics', permissions: ['overseasLogistics', 'overseasLogistics.update'] });
    const row = await findRow('USPS Ground Advantage');
    expectTexts(row, 'USEA-USPS-GA', 'US East');

    // the only activated authorization is the one to sync: already chosen
    const sync = screen.getByRole('button', { name: '同步渠道' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: '选择授权' })).toHaveValue('7'));
    await user.click(sync);
    await waitFor(() => expect(calls.SyncOverseasLogisticsChannels).toEqual([{ authorizationId: 7 }]));
    expect(await screen.findByText('Goodcang US 的渠道已同步')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: /启用/ }));
    await waitFor(() => expect(calls.SetOverseasLogisticsChannelEnabled).toEqual([{ id: 11, enabled: true }]));
    expect(await screen.findByText('USPS Ground Advantage 已启用')).toBeInTheDocument();
  });

  it('with several activated authorizations the sync waits for one to be chosen; terminated ones are not offered', async () => {
    const user = userEvent.setup();
    const calls = mockGraphql({
      OverseasLogisticsChannels: connectionOf('overseasLogisticsChannels', [channel()]),
      OverseasWarehouseAuthOptions: {
        overseasWarehouseAuthOptions: [
          ...OPTIONS.overseasWarehouseAuthOptions,
          { __typename: 'OverseasAuthOption', id: 8, name: '4PX US', provider: 'fpx', status: 'activated' },
          { __typename: 'OverseasAuthOption', id: 9, name: 'Winit old', provider: 'winit', status: 'terminated' },
        ],
      },
      SyncOverseasLogisticsChannels: success('syncOverseasLogisticsChannels', { __typename: 'OverseasWarehouseAuth', id: 8, channelCount: 0 }),
    });
    renderPage(<OverseasLogisticsPage />, { path: '/overseasLogistics', permissions: ['overseasLogistics', 'overseasLogistics.update'] });
    const choose = await screen.findByRole('combobox', { name: '选择授权' });
    await waitFor(() =>
      expect(
        within(choose)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['选择授权', 'Goodcang US', '4PX US']),
    );
    const sync = screen.getByRole('button', { name: '同步渠道' });
    expect(sync).toBeDisabled();
    await user.selectOptions(choose, '8');
    await user.click(sync);
    await waitFor(() => expect(calls.SyncOverseasLogisticsChannels).toEqual([{ authorizationId: 8 }]));
  });

  it('shows no sync or switch to an account that may only look', async () => {
    mockGraphql({ OverseasLogisticsChannels: connectionOf('overseasLogisticsChannels', [channel()]), OverseasWarehouseAuthOptions: OPTIONS });
    renderPage(<OverseasLogisticsPage />, { path: '/overseasLogistics', permissions: ['overseasLogistics'] });
    const row = await findRow('USPS Ground Advantage');
    expect(within(row).queryByRole('button', { name: /启用/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '同步渠道' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '选择授权' })).not.toBeInTheDocument();
  });

  itShowsErrorThenEmpty(
    'OverseasLogisticsChannels',
    () => renderPage(<OverseasLogisticsPage />, { path: '/overseasLogistics', permissions: ['overseasLogistics'] }),
    () => mockGraphql({ OverseasLogisticsChannels: connectionOf('overseasLogisticsChannels', []) }),
    '还没有渠道：选择一个授权并同步渠道',
    () => mockGraphql({ OverseasWarehouseAuthOptions: OPTIONS }),
  );
});

describe('/overseasWarehouseAuth', () => {
  it('lists authorizations with the masked key and the sandbox mark; terminating asks first', async () => {
    const user = userEvent.setup();
    const calls = mockGraphql({
      OverseasWarehouseAuths: connectionOf('overseasWarehouseAuths', [AUTH]),
      TerminateOverseasWarehouseAuth: success('terminateOverseasWarehouseAuth', { ...AUTH, status: 'terminated' }),
    });
    renderPage(<OverseasWarehouseAuthPage />, { path: '/overseasWarehouseAuth', permissions: ['overseasWarehouseAuth', 'overseasWarehouseAuth.update'] });
    const row = await findRow('Goodcang US');
    expectTexts(row, 'ab****yz', '谷仓');
    // the provider's warehouses by code and name, and whether they are bound to one of the seller's
    expect(within(row).getByText('USEA')).toBeInTheDocument();
    expect(row).toHaveTextContent('US East（未绑定）');
    expect(within(row).getByText('沙箱')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '添加授权' })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /终止/ }));
    const ask = await screen.findByRole('alertdialog').catch(() => screen.findByRole('dialog'));
    expect(calls.TerminateOverseasWarehouseAuth).toEqual([]);
    await user.click(within(ask).getByRole('button', { name: '终止' }));
    await waitFor(() => expect(calls.TerminateOverseasWarehouseAuth).toEqual([{ id: 7 }]));
    expect(await screen.findByText('授权 Goodcang US 已终止')).toBeInTheDocument();
  });

  it('an account that may only look sees no add, edit or terminate', async () => {
    mockGraphql({ OverseasWarehouseAuths: connectionOf('overseasWarehouseAuths', [AUTH]) });
    renderPage(<OverseasWarehouseAuthPage />, { path: '/overseasWarehouseAuth', permissions: ['overseasWarehouseAuth'] });
    const row = await findRow('Goodcang US');
    expect(within(row).queryByRole('button', { name: /终止/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /编辑/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '添加授权' })).not.toBeInTheDocument();
  });
});
