// /logisticHeadProvider and /logisticHeadChannel (issue 23 item 4): lists, adding a provider, the
// trial calculation, the buttons hidden from an account that may only look, error and empty states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { connectionOf, mockGraphql, success } from '../../test/graphql';
import { itShowsErrorThenEmpty, expectReadOnly } from '../../test/listStates';
import { renderPage } from '../../test/renderPage';
import { FirstMileChannelPage, FirstMileProviderPage } from './index';
import { findRow, expectTexts } from '../../test/rows';
import { retype } from '../../test/forms';

const PROVIDER = {
  __typename: 'FirstMileProvider',
  id: 4,
  name: 'Cainiao Head',
  contact: 'Ms Li',
  remark: '',
  account: 'acct-01',
  apiKeyMask: '••••1234',
  enabled: true,
  channelCount: 2,
};
const CHANNEL = {
  __typename: 'FirstMileChannel',
  id: 9,
  providerId: 4,
  providerName: 'Cainiao Head',
  name: 'Shenzhen–LA air',
  transportMode: 'air',
  pickupPlace: 'Shenzhen Baoan',
  taxIncluded: true,
  minDays: 7,
  maxDays: 12,
  enabled: true,
  priceCard: {
    __typename: 'FirstMilePriceCard',
    basis: 'volumetricWeight',
    divisor: 6000,
    currency: 'CNY',
    fixedFee: 30,
    tiers: [
      { __typename: 'FirstMileTier', fromQuantity: 0, unitPrice: 12 },
      { __typename: 'FirstMileTier', fromQuantity: 21, unitPrice: 10.5 },
    ],
  },
};
const OPTIONS = { firstMileProviderOptions: [{ __typename: 'FirstMileProviderOption', id: 4, name: 'Cainiao Head', enabled: true }] };
const QUOTE = {
  firstMileFreightQuote: {
    __typename: 'FirstMileFreightQuote',
    basis: 'volumetricWeight',
    volumetricWeightKg: 50,
    chargeableQuantity: 50,
    tierFrom: 21,
    unitPrice: 10.5,
    fixedFee: 30,
    freight: 555,
    currency: 'CNY',
  },
};

describe('/logisticHeadProvider', () => {
  it('lists providers with the masked key and adds one', async () => {
    const user = userEvent.setup();
    const calls = mockGraphql({
      FirstMileProviders: connectionOf('firstMileProviders', [PROVIDER]),
      CreateFirstMileProvider: success('createFirstMileProvider', { __typename: 'FirstMileProvider', id: 5 }),
    });
    renderPage(<FirstMileProviderPage />, { path: '/logisticHeadProvider', permissions: ['logisticHeadProvider', 'logisticHeadProvider.update'] });
    const row = await findRow('Cainiao Head');
    expectTexts(row, '••••1234', 'acct-01', '启用');
    await user.click(screen.getByRole('button', { name: '添加服务商' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/名称/), 'Yunexpress Head');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(calls.CreateFirstMileProvider).toEqual([{ input: { name: 'Yunexpress Head', contact: '', account: '', apiKey: '', remark: '' } }]),
    );
    expect(await screen.findByText('服务商 Yunexpress Head 已保存')).toBeInTheDocument();
  });

  it('an account that may only look sees no add or edit', async () => {
    mockGraphql({ FirstMileProviders: connectionOf('firstMileProviders', [PROVIDER]) });
    renderPage(<FirstMileProviderPage />, { path: '/logisticHeadProvider', permissions: ['logisticHeadProvider'] });
    await expectReadOnly('Cainiao Head', /编辑/, '添加服务商');
  });

  itShowsErrorThenEmpty(
    'FirstMileProviders',
    () => renderPage(<FirstMileProviderPage />, { path: '/logisticHeadProvider', permissions: ['logisticHeadProvider'] }),
    () => mockGraphql({ FirstMileProviders: connectionOf('firstMileProviders', []) }),
    '还没有头程服务商',
  );
});

describe('/logisticHeadChannel', () => {
  /** The channel list with CHANNEL, viewed without the update action; its row. */
  async function openChannels() {
    const user = userEvent.setup();
    const calls = mockGraphql({
      FirstMileChannels: connectionOf('firstMileChannels', [CHANNEL]),
      FirstMileProviderOptions: OPTIONS,
      FirstMileFreightQuote: QUOTE,
    });
    renderPage(<FirstMileChannelPage />, { path: '/logisticHeadChannel', permissions: ['logisticHeadChannel'] });
    const row = await findRow('Shenzhen–LA air');
    return { user, calls, row };
  }

  it('lists channels with their price card and runs a trial calculation', async () => {
    const { user, calls, row } = await openChannels();
    expectTexts(row, '空运', '7–12 天', '按材积重，2 档，固定费 30.00 CNY');
    // looking is enough for the trial calculation; switching needs the update action
    expect(within(row).queryByRole('button', { name: /停用/ })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /试算/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('实重（kg）'), '40');
    await user.type(within(dialog).getByLabelText('体积（m³）'), '0.3');
    expect(await within(dialog).findByText('运费 555.00 CNY')).toBeInTheDocument();
    expect(within(dialog).getByText('材积重 50 kg')).toBeInTheDocument();
    expect(calls.FirstMileFreightQuote.at(-1)).toEqual({ channelId: 9, weightKg: 40, volumeM3: 0.3 });
  });

  it('refuses a negative weight in the trial calculation without asking the server', async () => {
    const { user, calls, row } = await openChannels();
    await user.click(within(row).getByRole('button', { name: /试算/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('实重（kg）'), '-1');
    await user.type(within(dialog).getByLabelText('体积（m³）'), '0');
    expect(await within(dialog).findByText('请输入不小于 0 的数字')).toBeInTheDocument();
    expect(calls.FirstMileFreightQuote ?? []).toEqual([]);
  });

  it('disables a channel with the update action', async () => {
    const user = userEvent.setup();
    const calls = mockGraphql({
      FirstMileChannels: connectionOf('firstMileChannels', [CHANNEL]),
      FirstMileProviderOptions: OPTIONS,
      SetFirstMileChannelEnabled: success('setFirstMileChannelEnabled', { __typename: 'FirstMileChannel', id: 9, enabled: false }),
    });
    renderPage(<FirstMileChannelPage />, { path: '/logisticHeadChannel', permissions: ['logisticHeadChannel', 'logisticHeadChannel.update'] });
    const row = await findRow('Shenzhen–LA air');
    await user.click(within(row).getByRole('button', { name: /停用/ }));
    await waitFor(() => expect(calls.SetFirstMileChannelEnabled).toEqual([{ id: 9, enabled: false }]));
    expect(await screen.findByText('Shenzhen–LA air 已停用')).toBeInTheDocument();
  });

  it('adds a channel with its price card; days min above max and a bad tier are refused before saving', async () => {
    const user = userEvent.setup();
    const calls = mockGraphql({
      FirstMileChannels: connectionOf('firstMileChannels', [CHANNEL]),
      FirstMileProviderOptions: OPTIONS,
      CreateFirstMileChannel: success('createFirstMileChannel', { __typename: 'FirstMileChannel', id: 10 }),
    });
    renderPage(<FirstMileChannelPage />, { path: '/logisticHeadChannel', permissions: ['logisticHeadChannel', 'logisticHeadChannel.update'] });
    await screen.findByText('Shenzhen–LA air');
    await user.click(screen.getByRole('button', { name: '添加渠道' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^名称/), 'Ningbo–Hamburg sea');
    await user.type(within(dialog).getByLabelText(/最短时效/), '30');
    await user.type(within(dialog).getByLabelText(/最长时效/), '25');
    await user.type(within(dialog).getByLabelText(/阶梯价/), '0 850\n0 800');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('最长时效不能小于最短时效')).toBeInTheDocument();
    expect(within(dialog).getByText('阶梯起始数量须递增且不能重复')).toBeInTheDocument();
    expect(calls.CreateFirstMileChannel ?? []).toEqual([]);
    await retype(user, () => within(dialog).getByLabelText(/最长时效/), '40');
    await retype(user, () => within(dialog).getByLabelText(/阶梯价/), '0 850\n5 800');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(calls.CreateFirstMileChannel).toEqual([
        {
          input: {
            providerId: 4,
            name: 'Ningbo–Hamburg sea',
            transportMode: 'sea',
            pickupPlace: '',
            taxIncluded: false,
            minDays: 30,
            maxDays: 40,
            priceCard: {
              basis: 'weight',
              divisor: 6000,
              currency: 'CNY',
              fixedFee: 0,
              tiers: [
                { fromQuantity: 0, unitPrice: 850 },
                { fromQuantity: 5, unitPrice: 800 },
              ],
            },
          },
        },
      ]),
    );
    expect(await screen.findByText('渠道 Ningbo–Hamburg sea 已保存')).toBeInTheDocument();
  });

  itShowsErrorThenEmpty(
    'FirstMileChannels',
    () => renderPage(<FirstMileChannelPage />, { path: '/logisticHeadChannel', permissions: ['logisticHeadChannel'] }),
    () => mockGraphql({ FirstMileChannels: connectionOf('firstMileChannels', []) }),
    '还没有头程渠道',
    () => mockGraphql({ FirstMileProviderOptions: OPTIONS }),
  );
});
