import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockGraphql, success } from '../../../test/graphql';
import { renderPage } from '../../../test/renderPage';
import { createListingPage } from './index';

const REAL = ['realListing', 'realListing.edit', 'realListing.publish'];
const shop = (id: number, platformType: number, shopName: string, status = 1) => ({ __typename: 'ShopOption', id, platformType, shopName, alias: '', status });
// Real is platform 6; the eBay shop and the unauthorized Real shop must not be offered
const SHOPS = { shopOptions: [shop(4, 6, 'demo-real-de'), shop(3, 1, 'demo-ebay-us'), shop(7, 6, 'old-real-de', 0)] };
const CATEGORIES = success('listingCategories', [{ __typename: 'ListingCategory', id: 'R-KITCHEN', name: 'Küche', leaf: true, parentId: null }], 'Query');

const open = (permissions = REAL) => {
  const Page = createListingPage('real');
  return renderPage(<Page />, { path: '/real_create', permissions });
};

describe('create listing page', () => {
  it('opens the marketplace’s form with its authorized shops; saving creates a draft and offers the drafts and another form', async () => {
    const { CreateListing: sent } = mockGraphql({
      ListingShops: SHOPS,
      ListingCategories: CATEGORIES,
      ListingCategoryAttributes: success('listingCategoryAttributes', [], 'Query'),
      CreateListing: success('createListing', { __typename: 'Listing', id: 31, status: 'draft' }),
    });
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole('heading', { name: '创建 Real 刊登' })).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: /新建 Real 刊登/ });
    const shopSelect = within(dialog).getByRole('combobox', { name: /店铺/ });
    const offered = within(shopSelect)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(offered).toContain('demo-real-de');
    expect(offered).not.toContain('demo-ebay-us');
    expect(offered).not.toContain('old-real-de');
    await waitFor(() => expect(shopSelect).toHaveValue('4'));

    await user.selectOptions(await within(dialog).findByRole('combobox', { name: '平台类目 1' }), 'R-KITCHEN');
    await user.type(within(dialog).getByRole('textbox', { name: /^标题/ }), 'Kitchen scale');
    await user.type(within(dialog).getByRole('textbox', { name: /^描述/ }), 'A digital kitchen scale.');
    await user.type(within(dialog).getByRole('textbox', { name: /卖家 SKU/ }), 'SCALE-DE');
    await user.type(within(dialog).getByRole('textbox', { name: /价格/ }), '19.90');
    await user.type(within(dialog).getByRole('textbox', { name: /^库存/ }), '5');
    // the form starts with one empty image row
    await user.type(within(dialog).getByRole('textbox', { name: /图片地址/ }), 'https://img.example.com/scale.jpg');
    await user.type(within(dialog).getByRole('textbox', { name: /宽 px/ }), '1000');
    await user.type(within(dialog).getByRole('textbox', { name: /高 px/ }), '1000');
    await user.type(within(dialog).getByRole('textbox', { name: /大小 KB/ }), '300');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      marketplace: 'real',
      input: { shopId: 4, site: 'DE', category: 'R-KITCHEN', title: 'Kitchen scale', sellerSku: 'SCALE-DE', price: '19.90', quantity: 5 },
    });
    expect(await screen.findByText('刊登已保存到 Real 草稿箱')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去草稿箱刊登' })).toHaveAttribute('href', '/realListingDraft');
    await user.click(screen.getByRole('button', { name: '再创建一个' }));
    const again = await screen.findByRole('dialog', { name: /新建 Real 刊登/ });
    expect(within(again).getByRole('textbox', { name: /^标题/ })).toHaveValue('');
    // fills the whole form of a marketplace: role queries over a large form are slow in jsdom on a busy machine
  }, 120_000);

  it('closing the form leaves a “New listing” button that opens it again', async () => {
    mockGraphql({ ListingShops: SHOPS, ListingCategories: CATEGORIES });
    const user = userEvent.setup();
    open();
    const dialog = await screen.findByRole('dialog', { name: /新建 Real 刊登/ });
    await user.click(within(dialog).getAllByRole('button', { name: '取消' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '新建刊登' }));
    expect(await screen.findByRole('dialog', { name: /新建 Real 刊登/ })).toBeInTheDocument();
  });

  it('without an authorized shop of the marketplace: the empty state points to the shops', async () => {
    mockGraphql({ ListingShops: { shopOptions: [shop(3, 1, 'demo-ebay-us'), shop(7, 6, 'old-real-de', 0)] } });
    open();
    expect(await screen.findByText('还没有已授权的 Real 店铺')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去授权店铺' })).toHaveAttribute('href', '/shops');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新建刊登' })).not.toBeInTheDocument();
  });

  it('without the edit permission no form opens and there is no button', async () => {
    mockGraphql({ ListingShops: SHOPS });
    open(['realListing']);
    expect(await screen.findByText('你没有创建 Real 刊登的权限')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新建刊登' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看草稿箱' })).toHaveAttribute('href', '/realListingDraft');
  });
});
