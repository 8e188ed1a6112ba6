import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openDialog } from '../../../test/dialogs';
import { itShowsErrorThenEmpty } from '../../../test/listStates';
import { connectionOf, mockGraphql, mockOperation, success } from '../../../test/graphql';
import { renderPage } from '../../../test/renderPage';
import { SellAlongPage } from './index';
import { retype } from '../../../test/forms';

const EMAG = ['emagListing', 'emagListing.edit', 'emagListing.publish'];
const SHOPS = { shopOptions: [{ __typename: 'ShopOption', id: 5, platformType: 21, shopName: 'demo-emag-ro', alias: '', status: 1 }] };

const offer = (over: Record<string, unknown> = {}) => ({
  __typename: 'Listing',
  id: 11,
  shopName: 'demo-emag-ro',
  status: 'online',
  site: 'RO',
  currency: 'RON',
  sellerSku: 'KETTLE-RO',
  title: 'Electric kettle 1.7 l',
  price: '149.99',
  minPrice: '120.00',
  quantity: 8,
  marketplaceListingId: 'EMAG-11',
  updatedAt: '2026-11-27T08:00:00.000Z',
  sellAlong: { __typename: 'SellAlongInfo', productKey: 'PNK-1', ean: '5941234567890', partNumber: 'KT-17', follow: true },
  ...over,
});

const product = {
  __typename: 'SellAlongProduct',
  productKey: 'PNK-2',
  name: 'Toaster 2 slots',
  brand: 'Heinner',
  ean: '5940000000017',
  partNumber: 'TS-2',
  image: '',
  lowestPrice: '99.90',
  offeredListingId: null,
  competitors: [
    { __typename: 'SellAlongCompetitor', seller: 'shop-a', price: '99.90' },
    { __typename: 'SellAlongCompetitor', seller: 'shop-b', price: '104.00' },
  ],
};

function mock(nodes: ReturnType<typeof offer>[], shops = SHOPS) {
  return mockGraphql({ SellAlongOffers: connectionOf('sellAlongOffers', nodes), ListingShops: shops }).SellAlongOffers;
}

const open = (permissions = EMAG) => renderPage(<SellAlongPage />, { path: '/emagSellAlong', permissions });

describe('eMAG sell-along', () => {
  it('finds a catalogue product by EAN, checks the offer form, then offers it with price, stock, floor and following', async () => {
    mock([offer()]);
    const searches = mockOperation('SellAlongProducts', success('sellAlongProducts', [product], 'Query'));
    const inputs = mockOperation('CreateSellAlongOffer', success('createSellAlongOffer', { __typename: 'Listing', id: 12, status: 'online' }), 'input');
    const user = userEvent.setup();
    open();
    expect(await screen.findByText('Electric kettle 1.7 l')).toBeInTheDocument();
    expect(screen.getByText('跟价中')).toBeInTheDocument();

    const find = await openDialog(user, '查找商品跟卖', '查找商品跟卖');
    await waitFor(() => expect(within(find).getByRole('combobox', { name: '店铺' })).toHaveValue('5'));
    await user.type(within(find).getByRole('textbox', { name: 'EAN 或型号' }), '5940000000017');
    await user.click(within(find).getByRole('button', { name: '查找' }));
    expect(await within(find).findByText('Toaster 2 slots')).toBeInTheDocument();
    expect(searches[0]).toEqual({ shopId: 5, code: '5940000000017' });
    expect(within(find).getByText('最低价 99.90（2 个卖家）')).toBeInTheDocument();
    await user.click(within(find).getByRole('button', { name: '跟卖 Toaster 2 slots' }));

    const form = await screen.findByRole('dialog', { name: '跟卖 Toaster 2 slots' });
    expect(within(form).getByRole('textbox', { name: /售价/ })).toHaveValue('99.90');
    await user.type(within(form).getByRole('textbox', { name: /我的 SKU/ }), 'TOASTER-RO');
    await user.type(within(form).getByRole('textbox', { name: /库存/ }), '6');
    await user.type(within(form).getByRole('textbox', { name: /底价/ }), '100');
    await user.click(within(form).getByRole('checkbox', { name: '跟随最低竞争价' }));
    await user.click(within(form).getByRole('button', { name: '跟卖' }));
    expect(await within(form).findByText('底价须低于售价')).toBeInTheDocument();
    expect(inputs).toHaveLength(0);

    await retype(user, () => within(form).getByRole('textbox', { name: /底价/ }), '90');
    await user.click(within(form).getByRole('button', { name: '跟卖' }));
    await waitFor(() =>
      expect(inputs[0]).toEqual({
        shopId: 5,
        code: '5940000000017',
        productKey: 'PNK-2',
        sellerSku: 'TOASTER-RO',
        price: '99.90',
        quantity: 6,
        floorPrice: '90',
        follow: true,
      }),
    );
    expect(await screen.findByText('已在 eMAG 跟卖')).toBeInTheDocument();
    // the offer saved closes the search under it too
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('an unknown code says so; an offered product cannot be offered twice', async () => {
    mock([]);
    mockOperation('SellAlongProducts', (v) => success('sellAlongProducts', v.code === '123' ? [] : [{ ...product, offeredListingId: 11 }], 'Query'));
    const user = userEvent.setup();
    open();
    const find = await openDialog(user, '查找商品跟卖', '查找商品跟卖');
    await user.type(within(find).getByRole('textbox', { name: 'EAN 或型号' }), '123');
    await user.click(within(find).getByRole('button', { name: '查找' }));
    expect(await within(find).findByText('目录中没有这个 EAN 或型号的商品')).toBeInTheDocument();
    await retype(user, () => within(find).getByRole('textbox', { name: 'EAN 或型号' }), 'TS-2');
    await user.click(within(find).getByRole('button', { name: '查找' }));
    expect(await within(find).findByText('已跟卖')).toBeInTheDocument();
    expect(within(find).queryByRole('button', { name: /^跟卖/ })).not.toBeInTheDocument();
  });

  it('follows prices now for every followed offer and shows what it did; following is switched off keeping the floor, on with a floor', async () => {
    mock([offer(), offer({ id: 12, sellerSku: 'IRON-RO', title: 'Steam iron', minPrice: null, sellAlong: { ...offer().sellAlong, follow: false } })]);
    const runs = mockOperation(
      'FollowSellAlongPrices',
      success('followSellAlongPrices', {
        __typename: 'SellAlongFollowRun',
        checked: 2,
        repriced: 1,
        failures: [{ __typename: 'SellAlongFollowFailure', id: 11, message: '平台限流，请稍后再试' }],
      }),
    );
    const follows = mockOperation('SetSellAlongFollow', success('setSellAlongFollow', { __typename: 'Listing', id: 11 }));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: '立即跟价' }));
    expect(await screen.findByText('上次跟价: 检查 2 个跟价商品，改价 1 个')).toBeInTheDocument();
    expect(screen.getByText('1 个未能改价：KETTLE-RO 平台限流，请稍后再试')).toBeInTheDocument();
    expect(runs[0]).toEqual({});

    await user.click(screen.getByRole('button', { name: '停止跟价 Electric kettle 1.7 l' }));
    await waitFor(() => expect(follows[0]).toEqual({ id: 11, follow: false, floorPrice: '120.00' }));

    const dialog = await openDialog(user, '开启跟价 Steam iron', '开启跟价');
    await user.click(within(dialog).getByRole('button', { name: '开启跟价' }));
    expect(await within(dialog).findByText(/请输入|必填/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /底价/ }), '80');
    await user.click(within(dialog).getByRole('button', { name: '开启跟价' }));
    await waitFor(() => expect(follows[1]).toEqual({ id: 12, follow: true, floorPrice: '80' }));
  });

  it('without the publish permission nothing can be offered or followed', async () => {
    mock([offer()]);
    open(['emagListing']);
    expect(await screen.findByText('Electric kettle 1.7 l')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '查找商品跟卖' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '立即跟价' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /停止跟价/ })).not.toBeInTheDocument();
  });

  itShowsErrorThenEmpty(
    'SellAlongOffers',
    () => open(),
    () => mock([]),
    '还没有跟卖商品：点“查找商品跟卖”开始',
    () => mockGraphql({ ListingShops: SHOPS }),
  );

  it('without an eMAG shop the empty list and the find dialog lead to the shops', async () => {
    mock([], { shopOptions: [] });
    const user = userEvent.setup();
    open();
    expect(await screen.findByText('还没有已授权的 eMAG 店铺。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去授权店铺' })).toHaveAttribute('href', '/shops');
    const find = await openDialog(user, '查找商品跟卖', '查找商品跟卖');
    expect(within(find).getByRole('link', { name: '去授权店铺' })).toHaveAttribute('href', '/shops');
    expect(within(find).getByRole('button', { name: '查找' })).toBeDisabled();
  });
});
