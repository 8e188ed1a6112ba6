import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openDialog } from '../../test/dialogs';
import { itShowsErrorThenEmpty, expectReadOnly } from '../../test/listStates';
import { connectionOf, mockGraphql, success } from '../../test/graphql';
import { renderPage } from '../../test/renderPage';
import { listingPage } from './index';
import { listingRow } from './testing';
import { findRow, getRow } from '../../test/rows';
import { retype } from '../../test/forms';

const EBAY = ['ebayListing', 'ebayListing.edit', 'ebayListing.publish'];

const COUNTS = [
  { __typename: 'ListingStatusCount', status: 'draft', count: 1 },
  { __typename: 'ListingStatusCount', status: 'publishFailed', count: 1 },
  { __typename: 'ListingStatusCount', status: 'online', count: 2 },
];

function mockListings(nodes: ReturnType<typeof listingRow>[]) {
  return mockGraphql({
    Listings: { ...connectionOf('listings', nodes), listingStatusCounts: COUNTS },
    ListingShops: { shopOptions: [{ __typename: 'ShopOption', id: 3, platformType: 1, shopName: 'demo-ebay-us', alias: '', status: 1 }] },
  }).Listings;
}

const open = (suffix: '' | 'Draft' | 'Online' | 'Queue', permissions = EBAY) => {
  const Page = listingPage('ebay', suffix);
  return renderPage(<Page />, { path: `/ebayListing${suffix}`, permissions });
};

describe('listing pages', () => {
  it('lists a marketplace’s drafts by status tab with counts, the marketplace’s refusal and the moves each status allows', async () => {
    const calls = mockListings([listingRow(), listingRow({ id: 2, status: 'publishFailed', title: 'Lamp', sellerSku: 'LAMP', lastErrorMessage: '图片太小' })]);
    open('Draft');
    const draft = await findRow('Ceramic mug red');
    expect(within(draft).getByRole('button', { name: '编辑 Ceramic mug red' })).toBeInTheDocument();
    expect(within(draft).getByRole('button', { name: '刊登 Ceramic mug red' })).toBeInTheDocument();
    expect(within(draft).queryByRole('button', { name: /下架/ })).not.toBeInTheDocument();
    const failed = getRow('Lamp');
    expect(failed).toHaveTextContent('图片太小');
    expect(screen.getByRole('tab', { name: '草稿（1）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '刊登失败（1）' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /在线/ })).not.toBeInTheDocument();
    expect(calls[0]).toMatchObject({ marketplace: 'ebay', first: 30, offset: 0, filter: { status: 'draft' } });
  });

  it('hides the edit and publish buttons from a role without them', async () => {
    mockListings([listingRow()]);
    open('Draft', ['ebayListing']);
    await expectReadOnly('Ceramic mug red', /编辑|刊登/, '新建刊登');
  });

  itShowsErrorThenEmpty(
    'Listings',
    () => open(''),
    () => mockListings([]),
    /没有刊登/,
  );

  it('publishes the ticked drafts into the queue after confirming', async () => {
    const user = userEvent.setup();
    mockListings([listingRow(), listingRow({ id: 2, title: 'Lamp', sellerSku: 'LAMP' })]);
    const { PublishListings: sent } = mockGraphql({ PublishListings: success('publishListings', [{ __typename: 'Listing', id: 1, status: 'toBePublished' }]) });
    open('Draft');
    await screen.findByText('Ceramic mug red');
    await user.click(screen.getByRole('checkbox', { name: '选择第 1 行' }));
    await user.click(screen.getByRole('button', { name: '刊登' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('把 1 个刊登放入刊登队列？');
    await user.click(within(confirm).getAllByRole('button').at(-1)!);
    await waitFor(() => expect(sent).toEqual([{ marketplace: 'ebay', ids: [1] }]));
    expect(await screen.findByText('1 个刊登已进入队列')).toBeInTheDocument();
  });

  it('revises an online listing’s price and quantity on the marketplace', async () => {
    const user = userEvent.setup();
    mockListings([listingRow({ status: 'online', marketplaceListingId: 'SBX1-3-1' })]);
    const { ReviseListing: sent } = mockGraphql({
      ReviseListing: success('reviseListing', { __typename: 'Listing', id: 1, price: '11.00', quantity: 5 }),
    });
    open('Online');
    await screen.findByText('SBX1-3-1');
    const dialog = await openDialog(user, '修改价格库存 Ceramic mug red', '修改 MUG-RED-EBAY');
    const price = within(dialog).getByRole('textbox', { name: /价格/ });
    await retype(user, price, '11.00');
    const quantity = within(dialog).getByRole('textbox', { name: /库存/ });
    await retype(user, quantity, '5');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(sent).toEqual([{ marketplace: 'ebay', id: 1, input: { price: '11.00', quantity: 5 } }]));
  });

  it('checks a new listing against eBay’s rules on the fields before sending anything', async () => {
    const user = userEvent.setup();
    mockListings([]);
    const { CreateListing: sent } = mockGraphql({
      CreateListing: success('createListing', { __typename: 'Listing', id: 9, status: 'draft' }),
      ListingCategories: success('listingCategories', [], 'Query'),
    });
    open('Draft');
    const dialog = await openDialog(user, '新建刊登', '新建 eBay 刊登');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByText('请输入卖家 SKU')).toBeInTheDocument();
    expect(within(dialog).getByText('请至少添加 1 种物流方式')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
  it('bulk edits the ticked drafts: one price rule only, then per listing with the refused named; an incomplete draft says what to complete', async () => {
    const user = userEvent.setup();
    mockListings([
      listingRow(),
      listingRow({
        id: 2,
        title: 'Lamp',
        sellerSku: 'LAMP',
        problems: [{ __typename: 'ListingRuleProblem', field: 'images.0', message: '图片每边至少 800 像素' }],
      }),
    ]);
    const { BulkEditListings: sent } = mockGraphql({
      BulkEditListings: success('bulkEditListings', {
        __typename: 'ListingBatchResult',
        listings: [{ __typename: 'Listing', id: 1 }],
        refused: [{ __typename: 'ListingRefusal', id: 2, title: 'Lamp', message: '正在刊登的商品不能编辑' }],
      }),
    });
    open('Draft');
    const lamp = await findRow('Lamp');
    expect(lamp).toHaveTextContent('待补全：图片每边至少 800 像素');
    await user.click(screen.getByRole('checkbox', { name: '选择第 1 行' }));
    await user.click(screen.getByRole('checkbox', { name: '选择第 2 行' }));
    await user.click(screen.getByRole('button', { name: '批量修改' }));
    const dialog = await screen.findByRole('dialog', { name: '批量修改 2 个刊登' });
    await user.type(within(dialog).getByRole('textbox', { name: '新价格' }), '12.50');
    await user.type(within(dialog).getByRole('textbox', { name: /按百分比调整/ }), '-10');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByText('请设置新价格或百分比，不能同时设置')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await user.clear(within(dialog).getByRole('textbox', { name: '新价格' }));
    await user.type(within(dialog).getByRole('textbox', { name: '标题前缀' }), 'NEW ');
    await user.click(within(dialog).getByRole('checkbox', { name: '有一个不能修改就全部不改' }));
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(sent).toEqual([{ marketplace: 'ebay', input: { ids: [1, 2], pricePercent: '-10', titlePrefix: 'NEW ', allOrNothing: false } }]));
    expect(await screen.findByText('Lamp：正在刊登的商品不能编辑')).toBeInTheDocument();
    expect(await screen.findByText('已修改 1 个刊登')).toBeInTheDocument();
  });

  it('publishes queued listings now after confirming', async () => {
    const user = userEvent.setup();
    mockListings([listingRow({ status: 'toBePublished', nextAttemptAt: '2026-12-01T08:00:00.000Z' })]);
    const { PublishListingsNow: sent } = mockGraphql({
      PublishListingsNow: success('publishListingsNow', [{ __typename: 'Listing', id: 1, status: 'toBePublished' }]),
    });
    open('Queue');
    await screen.findByText('Ceramic mug red');
    await user.click(screen.getByRole('checkbox', { name: '选择第 1 行' }));
    await user.click(screen.getByRole('button', { name: '立即刊登' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getAllByRole('button').at(-1)!);
    await waitFor(() => expect(sent).toEqual([{ marketplace: 'ebay', ids: [1] }]));
    expect(await screen.findByText('1 个刊登将在下一次队列运行时发布')).toBeInTheDocument();
  });

  it('refuses a draft run without SKUs or shops before sending anything', async () => {
    const user = userEvent.setup();
    mockListings([]);
    const { CreateListingDrafts: sent } = mockGraphql({
      CreateListingDrafts: success('createListingDrafts', { __typename: 'ListingDraftRun', dropped: [], listings: [] }),
    });
    open('Draft');
    const dialog = await openDialog(user, '从产品库生成草稿', '从产品库生成 eBay 草稿');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'demo-ebay-us' }));
    expect(within(dialog).getByRole('textbox', { name: 'demo-ebay-us 加价 %' })).toHaveValue('0');
    await user.click(within(dialog).getByRole('button', { name: '生成草稿' }));
    expect(await within(dialog).findByText('请至少选择一个产品或 SKU')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
