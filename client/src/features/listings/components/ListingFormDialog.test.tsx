import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLang } from '../../../i18n/lang';
import { openDialog } from '../../../test/dialogs';
import { connectionOf, mockGraphql, refusal, success, type GraphqlAnswer } from '../../../test/graphql';
import { renderPage, validationError } from '../../../test/renderPage';
import { listingPage } from '../index';
import { listingRow as baseRow } from '../testing';

const EBAY = ['ebayListing', 'ebayListing.edit', 'ebayListing.publish'];
const MB = 1024 * 1024;
const image = (n: number) => ({ url: `https://img.example.com/v${n}.jpg`, width: 1000, height: 1000, bytes: 200000 });

/** A complete eBay draft (every rule of the definition met), without variations or video. */
const listingRow = (over: Record<string, unknown> = {}) =>
  baseRow({
    sellerSku: '',
    title: 'Ceramic mug',
    description: 'A ceramic mug in two colours.',
    quantity: 0,
    shippingOptions: [{ service: 'USPS', international: false, cost: '3.00', additionalCost: '0', countries: [] }],
    ...over,
  });

function variation(over: Record<string, unknown>) {
  return {
    __typename: 'ListingVariation',
    id: 1,
    skuId: null,
    sellerSku: '',
    ean: '',
    barcode: '',
    attributes: {},
    price: '9.90',
    quantity: 1,
    images: [],
    ...over,
  };
}

function mockListings(nodes: ReturnType<typeof listingRow>[], platformType = 1) {
  return mockGraphql({
    Listings: { ...connectionOf('listings', nodes), listingStatusCounts: [{ __typename: 'ListingStatusCount', status: 'draft', count: nodes.length }] },
    ListingShops: {
      shopOptions: [{ __typename: 'ShopOption', id: 3, platformType, shopName: platformType === 1 ? 'demo-ebay-us' : 'demo-shop', alias: '', status: 1 }],
    },
    ListingCategories: success('listingCategories', [{ __typename: 'ListingCategory', id: 'C110', name: 'Mugs', leaf: true, parentId: null }], 'Query'),
    ListingCategoryAttributes: success('listingCategoryAttributes', [], 'Query'),
  });
}

/** The drafts screen of eBay, or of MediaMarkt (`platformType` 26). */
const open = (platformType = 1) => {
  if (platformType === 26) {
    const Page = listingPage('mediamarket', 'Draft');
    return renderPage(<Page />, { path: '/mediamarketListingDraft', permissions: ['mediamarketListing', 'mediamarketListing.edit'] });
  }
  const Page = listingPage('ebay', 'Draft');
  return renderPage(<Page />, { path: '/ebayListingDraft', permissions: EBAY });
};

type User = ReturnType<typeof userEvent.setup>;
// by its label, not by role: computing every element's role and name in this big form takes a
// second a lookup on a busy machine; a table cell's input is named by its aria-label
const box = (dialog: HTMLElement, name: string | RegExp) =>
  (typeof name === 'string' ? dialog.querySelector<HTMLInputElement>(`input[aria-label="${name}"]`) : null) ??
  within(dialog).getByLabelText<HTMLInputElement>(name, { selector: 'input, textarea' });
async function fill(user: User, dialog: HTMLElement, name: string | RegExp, value: string) {
  const input = box(dialog, name);
  await user.clear(input);
  // pasted in one go: each keystroke renders the whole form (slow under jsdom)
  if (value) await user.paste(value);
}
/** Each named input of the dialog holds its value. */
function expectBoxes(dialog: HTMLElement, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) expect(box(dialog, name)).toHaveValue(value);
}
const rowOf = (dialog: HTMLElement, name: string) => box(dialog, name).closest('tr')!;

async function editDialog(user: User, row: ReturnType<typeof listingRow>, lang: 'zh' | 'en' = 'zh') {
  await screen.findByText(row.title);
  return lang === 'en'
    ? openDialog(user, `Edit ${row.title}`, `Edit listing ${row.title}`)
    : openDialog(user, `编辑 ${row.title}`, `编辑刊登 ${row.sellerSku || row.title}`);
}

/** The listing `row` opened for editing on its drafts screen; saving answers `answer` (by default: saved). */
async function editListing(
  row: ReturnType<typeof listingRow>,
  { lang = 'zh', answer = success('updateListing', { __typename: 'Listing', id: 1, status: 'draft' }) }: { lang?: 'zh' | 'en'; answer?: GraphqlAnswer } = {},
) {
  const user = userEvent.setup();
  mockListings([row], row.platformType);
  const { UpdateListing: sent } = mockGraphql({ UpdateListing: answer });
  open(row.platformType);
  const dialog = await editDialog(user, row, lang);
  return { user, dialog, sent };
}

/** A listing with one variation a colour (`V-1`, `V-2`, ...). */
const colouredRow = (...colours: string[]) =>
  listingRow({
    variationAttributes: ['color'],
    variations: colours.map((color, i) => variation({ id: i + 1, sellerSku: `V-${i + 1}`, attributes: { color } })),
  });

/** Image `n` of the image rows labelled with `prefix` ('' the listing's, '变体 2 ' a variation's): address, square size, KB. */
async function fillImage(user: User, dialog: HTMLElement, prefix: string, n: number, url: string, px: string, kb: string) {
  await fill(user, dialog, `${prefix}图片地址 ${n}`, url);
  await fill(user, dialog, `${prefix}宽 px ${n}`, px);
  await fill(user, dialog, `${prefix}高 px ${n}`, px);
  await fill(user, dialog, `${prefix}大小 KB ${n}`, kb);
}

async function fillVideo(user: User, dialog: HTMLElement, url: string, seconds: string, mb: string, height: string) {
  await fill(user, dialog, '视频地址', url);
  await fill(user, dialog, '时长（秒）', seconds);
  await fill(user, dialog, '大小 MB', mb);
  await fill(user, dialog, '分辨率（短边 px）', height);
}

const submit = (user: User, dialog: HTMLElement, name = '提交') => user.click(within(dialog).getByRole('button', { name }));

describe('listing form: variations and video', () => {
  it('saves a new listing with two variations (one from the product library) and a video, all in the input', async () => {
    const user = userEvent.setup();
    mockListings([]);
    const { CreateListing: sent, SkuOptions: searched } = mockGraphql({
      CreateListing: success('createListing', { __typename: 'Listing', id: 9, status: 'draft' }),
      SkuOptions: { skuOptions: [{ __typename: 'SkuOption', id: 41, sku: 'MUG-RED-M', productName: '陶瓷杯', image: '', isCombo: false, available: null }] },
    });
    open();
    const dialog = await openDialog(user, '新建刊登', '新建 eBay 刊登');
    await within(dialog).findByRole('option', { name: 'Mugs' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '平台类目 1' }), 'C110');
    await fill(user, dialog, /^标题/, 'Ceramic mug');
    await fill(user, dialog, /^描述/, 'A ceramic mug in two sizes.');
    await fill(user, dialog, /^价格 \(USD\)/, '9.90');
    await fillImage(user, dialog, '', 1, 'https://img.example.com/p1.jpg', '1000', '300');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /物品状况/ }), 'new');
    await user.click(within(dialog).getByRole('button', { name: '添加运输方式' }));
    await fill(user, dialog, '运输服务 1', 'USPS');
    await fill(user, dialog, '运费 1', '3.00');

    await user.click(within(dialog).getByRole('button', { name: '添加变体' }));
    await fill(user, dialog, '变体属性 1', 'color');
    await fill(user, dialog, '变体属性 2', 'size');
    expect(box(dialog, '价格 1')).toHaveValue('9.90');
    await fill(user, dialog, '卖家 SKU 1', 'MUG-RED-S');
    await fill(user, dialog, 'color 1', 'red');
    await fill(user, dialog, 'size 1', 'S');
    await fill(user, dialog, '库存 1', '5');
    await fill(user, dialog, 'EAN 1', '4006381333931');
    await user.type(within(dialog).getByRole('combobox', { name: '从产品库选择 SKU 添加变体' }), 'mug');
    await waitFor(() => expect(searched).toContainEqual(expect.objectContaining({ keyword: 'mug' })));
    await user.click(await within(dialog).findByRole('option', { name: /MUG-RED-M/ }));
    expect(box(dialog, '卖家 SKU 2')).toHaveValue('MUG-RED-M');
    expect(within(rowOf(dialog, '卖家 SKU 2')).getByText('已关联产品库 SKU')).toBeInTheDocument();
    await fill(user, dialog, 'color 2', 'red');
    await fill(user, dialog, 'size 2', 'M');
    await fill(user, dialog, '价格 2', '10.90');
    await fill(user, dialog, '库存 2', '3');

    expect(within(dialog).getByText('MP4，最长 30 秒，不超过 150 MB，分辨率最高 1080p。')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '添加视频' }));
    await fillVideo(user, dialog, 'https://v.example.com/mug.mp4', '20.5', '12', '1080');
    await submit(user, dialog);

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.marketplace).toBe('ebay');
    expect(sent[0]!.input).toMatchObject({
      shopId: 3,
      category: 'C110',
      sellerSku: '',
      variationAttributes: ['color', 'size'],
      variations: [
        {
          skuId: null,
          sellerSku: 'MUG-RED-S',
          attributes: { color: 'red', size: 'S' },
          price: '9.90',
          quantity: 5,
          ean: '4006381333931',
          barcode: '',
          images: [],
        },
        { skuId: 41, sellerSku: 'MUG-RED-M', attributes: { color: 'red', size: 'M' }, price: '10.90', quantity: 3, ean: '', barcode: '', images: [] },
      ],
      video: { url: 'https://v.example.com/mug.mp4', seconds: 20.5, bytes: 12 * MB, height: 1080 },
    });
    expect(await screen.findByText('刊登已保存为草稿')).toBeInTheDocument();
    // the whole create form is filled in: slow on a busy machine
  }, 120_000);

  it('shows two identical variation mappings on the row and a video too long on its duration, and sends nothing', async () => {
    const { user, dialog, sent } = await editListing(colouredRow('red', 'blue'));
    await fill(user, dialog, 'color 2', 'Red ');
    await user.click(within(dialog).getByRole('button', { name: '添加视频' }));
    await fillVideo(user, dialog, 'https://v.example.com/mug.mp4', '45', '12', '720');
    await submit(user, dialog);

    expect(await within(rowOf(dialog, 'color 2')).findByText('变体属性映射不能相同')).toBeInTheDocument();
    expect(within(rowOf(dialog, 'color 1')).queryByText('变体属性映射不能相同')).not.toBeInTheDocument();
    expect(box(dialog, 'color 2')).toHaveAttribute('aria-invalid', 'true');
    expect(within(box(dialog, '时长（秒）').closest('[role="group"]')!).getByText('视频时长最多 30 秒')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    // a third variation repeating the first one's SKU (case aside): refused on its SKU cell
    await user.click(within(dialog).getByRole('button', { name: '添加变体' }));
    await fill(user, dialog, '卖家 SKU 3', 'v-1');
    await fill(user, dialog, 'color 3', 'green');
    await submit(user, dialog);
    expect(await within(rowOf(dialog, '卖家 SKU 3')).findByText('SKU 不能重复')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  }, 120_000);

  it('loads a listing’s variations and video for editing, sends them back as they were, and puts the server’s row error on its cell', async () => {
    const images = [image(1), image(2), image(3)];
    // the first variation as loaded, and as it must be sent back
    const first = {
      skuId: 41,
      sellerSku: 'MUG-RED-S',
      ean: '4006381333931',
      barcode: 'B-1',
      attributes: { color: 'red', size: 'S' },
      price: '9.90',
      quantity: 5,
      images,
    };
    const row = listingRow({
      variationAttributes: ['color', 'size'],
      variations: [
        variation({ id: 5, ...first }),
        variation({ id: 6, sellerSku: 'MUG-RED-M', attributes: { color: 'red', size: 'M' }, price: '10.90', quantity: 3 }),
      ],
      video: { url: 'https://v.example.com/mug.mp4', seconds: 20, bytes: 12_345_678, height: 1080 },
    });
    const { user, dialog, sent } = await editListing(row, {
      answer: refusal(
        'updateListing',
        validationError({
          'variations.1.sellerSku': '店铺已有其他刊登使用 SKU MUG-RED-M',
          'variations.0.images.1': '图片太小：至少 800×800 像素',
          'variations.0.ean': 'EAN 须为 13 位数字',
          'video.bytes': '视频不能超过 150 MB',
        }),
      ),
    });
    expectBoxes(dialog, {
      '变体属性 1': 'color',
      '变体属性 2': 'size',
      '卖家 SKU 1': 'MUG-RED-S',
      'color 1': 'red',
      'size 1': 'S',
      'EAN 1': '4006381333931',
      '条码 1': 'B-1',
    });
    expect(within(rowOf(dialog, '卖家 SKU 1')).getByText('已关联产品库 SKU')).toBeInTheDocument();
    expect(within(rowOf(dialog, '卖家 SKU 1')).getByText('3 张图片')).toBeInTheDocument();
    // the variation's images in its block under the rows, as the listing's images are edited
    expect(within(dialog).getByText('变体 1（MUG-RED-S）的图片')).toBeInTheDocument();
    expectBoxes(dialog, { '变体 1 图片地址 3': 'https://img.example.com/v3.jpg', '变体 1 宽 px 3': '1000', '变体 1 大小 KB 3': '195' });
    expect(dialog.querySelector('input[aria-label="变体 2 图片地址 1"]')).toBeNull();
    expect(within(rowOf(dialog, '卖家 SKU 2')).getByRole('button', { name: '变体 2 添加图片' })).toBeInTheDocument();
    expectBoxes(dialog, {
      '卖家 SKU 2': 'MUG-RED-M',
      'size 2': 'M',
      '价格 2': '10.90',
      '库存 2': '3',
      视频地址: 'https://v.example.com/mug.mp4',
      '时长（秒）': '20',
      '大小 MB': '11.77',
      '分辨率（短边 px）': '1080',
    });
    expect(box(dialog, /^卖家 SKU$/)).not.toBeRequired();

    await submit(user, dialog);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      marketplace: 'ebay',
      id: 1,
      input: {
        variationAttributes: ['color', 'size'],
        variations: [
          first,
          { skuId: null, sellerSku: 'MUG-RED-M', ean: '', barcode: '', attributes: { color: 'red', size: 'M' }, price: '10.90', quantity: 3, images: [] },
        ],
        // the size as loaded, not rounded through MB
        video: { url: 'https://v.example.com/mug.mp4', seconds: 20, bytes: 12_345_678, height: 1080 },
      },
    });
    expect(await within(rowOf(dialog, '卖家 SKU 2')).findByText('店铺已有其他刊登使用 SKU MUG-RED-M')).toBeInTheDocument();
    expect(box(dialog, '卖家 SKU 2')).toHaveAttribute('aria-invalid', 'true');
    // each of the server's paths on its cell: a variation's image, its EAN, the video's size
    expect(within(rowOf(dialog, '变体 1 图片地址 2')).getByText('图片太小：至少 800×800 像素')).toBeInTheDocument();
    expect(box(dialog, '变体 1 图片地址 2')).toHaveAttribute('aria-invalid', 'true');
    expect(within(rowOf(dialog, '变体 1 图片地址 1')).queryByText('图片太小：至少 800×800 像素')).not.toBeInTheDocument();
    expect(within(box(dialog, 'EAN 1').closest('td')!).getByText('EAN 须为 13 位数字')).toBeInTheDocument();
    expect(within(box(dialog, '大小 MB').closest('[role="group"]')!).getByText('视频不能超过 150 MB')).toBeInTheDocument();
    expect(within(box(dialog, '视频地址').closest('[role="group"]')!).queryByText('视频不能超过 150 MB')).not.toBeInTheDocument();

    // removing the video and the variations sends none
    await user.click(within(dialog).getByRole('button', { name: '删除视频' }));
    await user.click(within(dialog).getByRole('button', { name: '删除变体 2' }));
    await user.click(within(dialog).getByRole('button', { name: '删除变体 1' }));
    await fill(user, dialog, /^卖家 SKU/, 'MUG-RED');
    await fill(user, dialog, /^库存$/, '4');
    await submit(user, dialog);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.input).toMatchObject({ sellerSku: 'MUG-RED', quantity: 4, variationAttributes: ['color', 'size'], variations: [], video: null });
  });

  it('edits a variation’s barcode and images by the listing’s image rules, each problem on its cell, then sends them', async () => {
    const { user, dialog, sent } = await editListing(colouredRow('red', 'blue'));
    await fill(user, dialog, '条码 2', 'B-2');
    await fill(user, dialog, 'EAN 2', '1234567890');
    await user.click(within(rowOf(dialog, '卖家 SKU 2')).getByRole('button', { name: '变体 2 添加图片' }));
    expect(within(dialog).getByText('变体 2（V-2）的图片')).toBeInTheDocument();
    await fillImage(user, dialog, '变体 2 ', 1, 'https://img.example.com/b1.jpg', '1000', '300');
    await user.click(within(dialog).getByRole('button', { name: '变体 2 添加图片' }));
    await fillImage(user, dialog, '变体 2 ', 2, 'https://img.example.com/b2.jpg', '700', '300');
    await submit(user, dialog);

    // the per-image rule on the image's row, the variation's count under its images, the EAN on its cell
    expect(await within(rowOf(dialog, '变体 2 图片地址 2')).findByText('图片太小：至少 800×800 像素')).toBeInTheDocument();
    expect(within(rowOf(dialog, '变体 2 图片地址 1')).queryByText('图片太小：至少 800×800 像素')).not.toBeInTheDocument();
    expect(within(dialog).getByText('每个变体须有 3 到 8 张图片')).toBeInTheDocument();
    expect(within(box(dialog, 'EAN 2').closest('td')!).getByText('EAN/条码须为 8 位或 12 到 14 位数字')).toBeInTheDocument();
    expect(box(dialog, 'EAN 2')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);

    await fill(user, dialog, 'EAN 2', '4006381333931');
    await fill(user, dialog, '变体 2 宽 px 2', '1000');
    await fill(user, dialog, '变体 2 高 px 2', '1000');
    await user.click(within(dialog).getByRole('button', { name: '变体 2 添加图片' }));
    await fillImage(user, dialog, '变体 2 ', 3, 'https://img.example.com/b1.jpg', '1000', '300');
    await submit(user, dialog);
    expect(await within(rowOf(dialog, '变体 2 图片地址 3')).findByText('图片重复')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await fill(user, dialog, '变体 2 图片地址 3', 'https://img.example.com/b3.png');
    await submit(user, dialog);
    await waitFor(() => expect(sent).toHaveLength(1));
    const at = (url: string) => ({ url, width: 1000, height: 1000, bytes: 300 * 1024 });
    expect(sent[0]!.input).toMatchObject({
      variations: [
        { sellerSku: 'V-1', ean: '', barcode: '', images: [] },
        {
          sellerSku: 'V-2',
          ean: '4006381333931',
          barcode: 'B-2',
          images: [at('https://img.example.com/b1.jpg'), at('https://img.example.com/b2.jpg'), at('https://img.example.com/b3.png')],
        },
      ],
    });
  }, 120_000);

  it('MediaMarkt in English: a variation’s EAN must be 13 digits, a video of another format is refused on its address', async () => {
    setLang('en');
    const row = listingRow({
      platformType: 26,
      site: 'DE',
      currency: 'EUR',
      shopName: 'demo-shop',
      shippingOptions: [],
      attributes: { ean: '4006381333931' },
      variationAttributes: ['color'],
      variations: [variation({ id: 1, sellerSku: 'V-1', ean: '400638133393', attributes: { color: 'red' } })],
      video: { url: 'https://v.example.com/mug.mov', seconds: 20, bytes: MB, height: 720 },
    });
    const { user, dialog, sent } = await editListing(row, { lang: 'en' });
    expect(within(dialog).getByRole('columnheader', { name: 'Barcode' })).toBeInTheDocument();
    await submit(user, dialog, 'Submit');
    expect(await within(box(dialog, 'EAN 1').closest('td')!).findByText('The EAN must be exactly 13 digits')).toBeInTheDocument();
    expect(within(box(dialog, 'Video URL').closest('[role="group"]')!).getByText('The video must be MP4')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await fill(user, dialog, 'EAN 1', '4006381333931');
    await fill(user, dialog, 'Video URL', 'https://v.example.com/mug.mp4');
    await user.click(within(rowOf(dialog, 'Seller SKU 1')).getByRole('button', { name: 'Add image (variation 1)' }));
    expect(within(dialog).getByText('Images of variation 1 (V-1)')).toBeInTheDocument();
    await fill(user, dialog, 'Image URL 1 (variation 1)', 'https://img.example.com/v1.gif');
    await fill(user, dialog, 'Width px 1 (variation 1)', '1000');
    await fill(user, dialog, 'Height px 1 (variation 1)', '1000');
    await fill(user, dialog, 'Size KB 1 (variation 1)', '100');
    await submit(user, dialog, 'Submit');
    expect(await within(rowOf(dialog, 'Image URL 1 (variation 1)')).findByText('Images must be JPG, JPEG, PNG')).toBeInTheDocument();
    expect(within(dialog).getByText('A variant has 3 to 8 images')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Remove image 1 (variation 1)' }));
    await submit(user, dialog, 'Submit');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.input).toMatchObject({
      variations: [{ sellerSku: 'V-1', ean: '4006381333931', images: [] }],
      video: { url: 'https://v.example.com/mug.mp4', seconds: 20, bytes: MB, height: 720 },
    });
  }, 120_000);

  it('speaks English: the variation and video labels and the rule’s message', async () => {
    setLang('en');
    const { user, dialog, sent } = await editListing(colouredRow('red', 'red'), { lang: 'en' });
    expect(within(dialog).getByText('Variations')).toBeInTheDocument();
    expect(box(dialog, 'Variation attribute 1')).toHaveValue('color');
    expect(box(dialog, 'Seller SKU 2')).toHaveValue('V-2');
    expect(within(dialog).getByRole('button', { name: 'Add video' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add variation' })).toBeInTheDocument();
    await submit(user, dialog, 'Submit');
    expect(await within(rowOf(dialog, 'color 2')).findByText('Variant property mapping targets must not be identical')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
