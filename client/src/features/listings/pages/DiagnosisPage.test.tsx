import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { itShowsErrorThenEmpty } from '../../../test/listStates';
import { mockGraphql, success } from '../../../test/graphql';
import { renderPage } from '../../../test/renderPage';
import { DiagnosisPage } from './index';
import { findRow, getRow } from '../../../test/rows';

const ALI = ['aliExpressListing', 'aliExpressListing.edit'];

const node = (over: Record<string, unknown> = {}) => ({
  __typename: 'ListingDiagnosisNode',
  id: 7,
  shopName: 'demo-aliexpress',
  status: 'draft',
  site: 'GLOBAL',
  currency: 'USD',
  title: 'Desk lamp',
  sellerSku: 'LAMP-AE',
  price: '19.90',
  quantity: 5,
  updatedAt: '2026-11-27T08:00:00.000Z',
  problems: [
    { __typename: 'ListingDiagnosisProblem', field: 'images', kind: 'images', messageId: 'listing.imagesTooFew', message: '至少需要 1 张图片' },
    { __typename: 'ListingDiagnosisProblem', field: 'title', kind: 'text', messageId: 'listing.titleTooLong', message: '标题不能超过 128 个字符' },
  ],
  ...over,
});

const KINDS = ['site', 'category', 'text', 'price', 'sku', 'images', 'video', 'shipping', 'attributes', 'variations'].map((kind) => ({
  __typename: 'ListingProblemKindCount',
  kind,
  count: kind === 'images' ? 2 : kind === 'text' ? 1 : 0,
}));

const SHOPS = { shopOptions: [{ __typename: 'ShopOption', id: 4, platformType: 28, shopName: 'demo-aliexpress', alias: '', status: 1 }] };

function mock(nodes: ReturnType<typeof node>[], { checked = 12, shops = SHOPS }: { checked?: number; shops?: typeof SHOPS } = {}) {
  return mockGraphql({
    ListingDiagnosis: {
      listingDiagnosis: { __typename: 'ListingDiagnosis', checked, totalCount: nodes.length, kinds: KINDS, nodes },
    },
    ListingShops: shops,
  }).ListingDiagnosis;
}

const detail = {
  __typename: 'Listing',
  id: 7,
  shopId: 4,
  shopName: 'demo-aliexpress',
  platformType: 28,
  status: 'draft',
  site: 'GLOBAL',
  currency: 'USD',
  category: '',
  productId: null,
  skuId: null,
  sellerSku: 'LAMP-AE',
  title: 'Desk lamp',
  subtitle: '',
  description: '',
  price: '19.90',
  quantity: 5,
  taxRate: '0',
  minPrice: null,
  maxPrice: null,
  handlingDaysMin: null,
  handlingDaysMax: null,
  images: [],
  video: null,
  keywords: [],
  labels: [],
  shippingPolicy: '',
  returnPolicy: '',
  shippingOptions: [],
  attributes: {},
  variationAttributes: [],
  variations: [],
  marketplaceListingId: null,
  lastErrorMessage: '',
  problems: [],
  nextAttemptAt: null,
  publishedAt: null,
  endedAt: null,
  updatedAt: '2026-11-27T08:00:00.000Z',
  version: 3,
  lastError: null,
  attempts: [],
  history: [],
};

const open = (permissions = ALI) => renderPage(<DiagnosisPage />, { path: '/aliExpressListingDiagnosis', permissions });

describe('AliExpress listing diagnosis', () => {
  it('shows the listings with their problems, a tab per problem kind with its count, and asks for the chosen kind', async () => {
    const calls = mock([node(), node({ id: 8, status: 'online', title: 'Mug', sellerSku: 'MUG-AE', problems: [node().problems[0]] })]);
    const user = userEvent.setup();
    open();
    const lamp = await findRow('Desk lamp');
    expect(within(lamp).getByText('至少需要 1 张图片')).toBeInTheDocument();
    expect(within(lamp).getByText('标题不能超过 128 个字符')).toBeInTheDocument();
    expect(within(lamp).getByText('title')).toBeInTheDocument();
    expect(screen.getByText(/已检查 12 个商品/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /图片.*2/ })).toBeInTheDocument();
    // an online listing is not edited here: it points to the online page
    const mug = getRow('Mug');
    expect(within(mug).queryByRole('button', { name: /修复/ })).not.toBeInTheDocument();
    expect(within(mug).getByRole('link', { name: /在线商品/ })).toHaveAttribute('href', '/aliExpressListingOnline');

    await user.click(screen.getByRole('tab', { name: /标题与描述/ }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ marketplace: 'aliExpress', filter: { kind: 'text' } }));
    await user.type(screen.getByRole('textbox', { name: '标题 / SKU / 平台商品号' }), 'lamp');
    await user.selectOptions(await screen.findByRole('combobox', { name: '店铺' }), 'demo-aliexpress');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ filter: { kind: 'text', keyword: 'lamp', shopId: 4 } }));
  });

  it('"Fix" opens the listing’s edit form with its whole record; without the edit permission there is no button', async () => {
    mock([node()]);
    const details = mockGraphql({
      ListingDetail: { listing: detail },
      ListingCategories: success('listingCategories', [], 'Query'),
      ListingCategoryAttributes: success('listingCategoryAttributes', [], 'Query'),
    }).ListingDetail;
    const user = userEvent.setup();
    const { unmount } = open();
    await user.click(await screen.findByRole('button', { name: '修复 Desk lamp' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑刊登 LAMP-AE' });
    expect(details[0]).toEqual({ marketplace: 'aliExpress', id: 7 });
    expect(within(dialog).getByDisplayValue('Desk lamp')).toBeInTheDocument();
    unmount();

    open(['aliExpressListing']);
    expect(await screen.findByText('Desk lamp')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /修复/ })).not.toBeInTheDocument();
  });

  itShowsErrorThenEmpty(
    'ListingDiagnosis',
    () => open(),
    () => mock([]),
    '没有发现问题',
    () => mockGraphql({ ListingShops: SHOPS }),
  );

  it('says there is nothing to check rather than "no problems" before any listing exists, and leads to the shops without a shop', async () => {
    mock([], { checked: 0 });
    const { unmount } = open();
    expect(await screen.findByText('还没有可检查的 AliExpress 商品')).toBeInTheDocument();
    expect(screen.queryByText('没有发现问题')).not.toBeInTheDocument();
    unmount();

    mock([], { checked: 0, shops: { shopOptions: [] } });
    open();
    expect(await screen.findByText('还没有已授权的 AliExpress 店铺。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去授权店铺' })).toHaveAttribute('href', '/shops');
  });
});
