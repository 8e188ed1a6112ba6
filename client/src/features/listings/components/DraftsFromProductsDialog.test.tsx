import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLang } from '../../../i18n/lang';
import { openDialog } from '../../../test/dialogs';
import { connectionOf, mockGraphql, mockOperation, success } from '../../../test/graphql';
import { renderPage } from '../../../test/renderPage';
import { listingPage } from '../index';
import { listingRow } from '../testing';

const EBAY = ['ebayListing', 'ebayListing.edit', 'ebayListing.publish'];

const product = (id: number, spu: string, name: string, skuCount: number) => ({
  __typename: 'Product',
  id,
  spu,
  name,
  mainImage: '',
  skuCount,
});
const edges = (nodes: ReturnType<typeof product>[]) => ({
  products: { __typename: 'QueryProductsConnection', edges: nodes.map((node) => ({ __typename: 'QueryProductsConnectionEdge', node })) },
});

function mockPage() {
  return mockGraphql({
    Listings: { ...connectionOf('listings', []), listingStatusCounts: [] },
    ListingShops: { shopOptions: [{ __typename: 'ShopOption', id: 3, platformType: 1, shopName: 'demo-ebay-us', alias: '', status: 1 }] },
    SkuOptions: { skuOptions: [{ __typename: 'SkuOption', id: 41, sku: 'CUP-BLUE', productName: '玻璃杯', image: '', isCombo: false, available: null }] },
    CreateListingDrafts: success('createListingDrafts', {
      __typename: 'ListingDraftRun',
      dropped: [],
      listings: [listingRow({ id: 9 })],
    }),
  });
}

const open = (permissions: string[]) => {
  const Page = listingPage('ebay', 'Draft');
  return renderPage(<Page />, { path: '/ebayListingDraft', permissions });
};

describe('drafts from the product library', () => {
  it('picks whole products (all their SKUs) beside single SKUs: the mutation receives productIds and skuIds', async () => {
    const user = userEvent.setup();
    const { CreateListingDrafts: sent } = mockPage();
    const searched = mockOperation<Record<string, unknown>>('ProductOptions', (v) =>
      edges(v.keyword === 'mug' ? [product(7, 'MUG-SPU', '陶瓷杯', 3), product(8, 'MUG-BIG', '大号陶瓷杯', 1)] : []),
    );
    open([...EBAY, 'productLibrary']);
    const dialog = await openDialog(user, '从产品库生成草稿', '从产品库生成 eBay 草稿');
    expect(within(dialog).getByText('选择的产品包含其全部 SKU；也可以只选下面的单个 SKU')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('combobox', { name: '产品' }), 'mug');
    await waitFor(() => expect(searched).toContainEqual({ keyword: 'mug', first: 20 }));
    await user.click(await within(dialog).findByRole('option', { name: /MUG-SPU/ }));
    await user.type(within(dialog).getByRole('combobox', { name: '产品' }), 'mug');
    // a product already chosen is listed as taken
    expect(await within(dialog).findByRole('option', { name: /MUG-SPU/ })).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('option', { name: /MUG-BIG/ })).toHaveTextContent('1 个 SKU');
    await user.click(within(dialog).getByRole('option', { name: /MUG-BIG/ }));
    const chosen = within(dialog).getByRole('list', { name: '产品' });
    expect(within(chosen).getByText('MUG-SPU（3 个 SKU）')).toBeInTheDocument();
    // a product taken off again is not sent
    await user.click(within(chosen).getByRole('button', { name: '移除产品 MUG-BIG' }));
    expect(within(chosen).queryByText(/MUG-BIG/)).not.toBeInTheDocument();

    await user.type(within(dialog).getByRole('combobox', { name: '产品 SKU' }), 'cup');
    await user.click(await within(dialog).findByRole('option', { name: /CUP-BLUE/ }));
    expect(within(within(dialog).getByRole('list', { name: '产品 SKU' })).getByText('CUP-BLUE')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'demo-ebay-us' }));
    await user.click(within(dialog).getByRole('button', { name: '生成草稿' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      marketplace: 'ebay',
      input: { productIds: [7], skuIds: [41], shops: [{ shopId: 3, markupPercent: '0', rounding: 'cents' }] },
    });
    expect(await screen.findByText('已生成 1 个草稿，其中 0 个需要补全')).toBeInTheDocument();
  });

  it('sends products alone; without a product or SKU it says so on the products and sends nothing', async () => {
    const user = userEvent.setup();
    const { CreateListingDrafts: sent } = mockPage();
    mockGraphql({ ProductOptions: edges([product(7, 'MUG-SPU', '陶瓷杯', 3)]) });
    open([...EBAY, 'productLibrary']);
    const dialog = await openDialog(user, '从产品库生成草稿', '从产品库生成 eBay 草稿');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'demo-ebay-us' }));
    await user.click(within(dialog).getByRole('button', { name: '生成草稿' }));
    const products = within(dialog).getByRole('combobox', { name: '产品' }).closest('[role="group"]')!;
    expect(await within(products as HTMLElement).findByText('请至少选择一个产品或 SKU')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: '产品' }));
    await user.click(await within(dialog).findByRole('option', { name: /MUG-SPU/ }));
    expect(within(products as HTMLElement).queryByText('请至少选择一个产品或 SKU')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '生成草稿' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.input).toMatchObject({ productIds: [7], skuIds: [] });
  });

  it('shows no product picker to a user who may not read the product library (SKUs only)', async () => {
    const user = userEvent.setup();
    mockPage();
    open(EBAY);
    const dialog = await openDialog(user, '从产品库生成草稿', '从产品库生成 eBay 草稿');
    expect(within(dialog).getByRole('combobox', { name: '产品 SKU' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: '产品' })).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    setLang('en');
    const user = userEvent.setup();
    mockPage();
    mockGraphql({ ProductOptions: edges([product(7, 'MUG-SPU', 'Ceramic mug', 1)]) });
    open([...EBAY, 'productLibrary']);
    const dialog = await openDialog(user, 'Drafts from products', 'eBay drafts from the product library');
    await user.click(within(dialog).getByRole('combobox', { name: 'Products' }));
    expect(await within(dialog).findByRole('option', { name: /MUG-SPU/ })).toHaveTextContent('SKUs: 1');
    await user.click(within(dialog).getByRole('option', { name: /MUG-SPU/ }));
    expect(within(within(dialog).getByRole('list', { name: 'Products' })).getByText('MUG-SPU (1 SKU)')).toBeInTheDocument();
  });
});
