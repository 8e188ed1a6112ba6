import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse, server } from '../../test/server';
import { fails, mockGraphql, success } from '../../test/graphql';
import { connection, mockPickers } from '../inventory/testing';
import { renderPage } from '../../test/renderPage';
import { AllibabaPairPage } from './index';
import { retype } from '../../test/forms';

const LINK = 'https://detail.1688.com/offer/123456782.html';
const sku = { __typename: 'Sku', id: 101, sku: 'CUP-RED', productName: '红色杯子', image: '', pairing: null };
const offer = {
  __typename: 'WholesaleOffer',
  offerId: '123456782',
  title: '陶瓷马克杯',
  supplierMemberId: 'b2b-12345',
  supplierShopName: '1688 Shop 12345',
  attributes: [
    { __typename: 'WholesaleAttribute', name: 'Color', values: ['Red', 'Blue'] },
    { __typename: 'WholesaleAttribute', name: 'Size', values: ['S', 'M'] },
  ],
  variants: [
    ['Red', 'S'],
    ['Red', 'M'],
    ['Blue', 'S'],
    ['Blue', 'M'],
  ].map(([c, s], i) => ({
    __typename: 'WholesaleVariant',
    specId: `123456782-${i + 1}`,
    price: '10.00',
    stock: 100,
    values: [
      { __typename: 'WholesaleSpecValue', name: 'Color', value: c },
      { __typename: 'WholesaleSpecValue', name: 'Size', value: s },
    ],
  })),
  priceTiers: [
    { __typename: 'WholesalePriceTier', minQuantity: 1, price: '10.00' },
    { __typename: 'WholesalePriceTier', minQuantity: 10, price: '9.00' },
    { __typename: 'WholesalePriceTier', minQuantity: 100, price: '8.00' },
  ],
};

function mockPage() {
  const lists: Record<string, unknown>[] = [];
  const pairs: unknown[] = [];
  mockPickers();
  server.use(
    graphql.query('AlibabaPairingList', ({ variables }) => {
      lists.push(variables);
      return HttpResponse.json({ data: { alibabaPairingList: connection('QueryAlibabaPairingListConnection', [sku]) } });
    }),
    graphql.query('ParseWholesaleProduct', ({ variables }) =>
      HttpResponse.json({
        data: {
          parseWholesaleProduct:
            variables.link === LINK
              ? { __typename: 'QueryParseWholesaleProductSuccess', data: offer }
              : {
                  __typename: 'ValidationError',
                  messageId: 'validation.failed',
                  message: '请修改标出的字段',
                  fieldErrors: [{ __typename: 'FieldError', field: 'link', message: '链接格式不正确' }],
                },
        },
      }),
    ),
    graphql.mutation('PairWholesaleProduct', ({ variables }) => {
      pairs.push(variables.input);
      return HttpResponse.json({
        data: success('pairWholesaleProduct', {
          __typename: 'WholesalePairing',
          id: 7,
          skuId: 101,
          specText: 'Color:Blue;Size:M',
          supplierName: '1688 Shop 12345',
        }),
      });
    }),
  );
  return { lists, pairs };
}

describe('AllibabaPairPage', () => {
  it('reads a link and pairs once the full specification is chosen', async () => {
    const user = userEvent.setup();
    const { lists, pairs } = mockPage();
    renderPage(<AllibabaPairPage />, { path: '/allibabaPair?skuId=101', permissions: ['wholesalePairing.update'] });
    expect(await screen.findByText('CUP-RED')).toBeInTheDocument();
    expect(lists[0]).toMatchObject({ filter: { skuId: 101 } });

    const link = screen.getByLabelText('1688 商品链接');
    await user.type(link, 'https://example.com/x');
    await user.click(screen.getByRole('button', { name: '解析' }));
    expect(await screen.findByText('链接格式不正确')).toBeInTheDocument();

    await retype(user, link, LINK);
    await user.click(screen.getByRole('button', { name: '解析' }));
    expect(await screen.findByText('陶瓷马克杯')).toBeInTheDocument();
    expect(screen.getByText('供应商：1688 Shop 12345')).toBeInTheDocument();
    expect(screen.getByText('≥100 件 ¥8.00')).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: '确认配对' });
    expect(confirm).toBeDisabled();
    expect(screen.getByText('请选择完整规格后再确认')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Color', { selector: 'select' }), 'Blue');
    expect(confirm).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Size', { selector: 'select' }), 'M');
    expect(confirm).toBeEnabled();
    expect(screen.getByText(/规格：Color:Blue;Size:M/)).toBeInTheDocument();
    await user.click(confirm);
    expect(await screen.findByText('已配对：Color:Blue;Size:M（供应商 1688 Shop 12345）')).toBeInTheDocument();
    expect(pairs[0]).toEqual({
      skuId: 101,
      productUrl: LINK,
      specId: '123456782-4',
      ratio: 1,
      specValues: [
        { name: 'Color', value: 'Blue' },
        { name: 'Size', value: 'M' },
      ],
    });
  });

  it('asks for the SKU when none is given', async () => {
    const user = userEvent.setup();
    const { lists } = mockPage();
    const { router } = renderPage(<AllibabaPairPage />, { path: '/allibabaPair', permissions: ['wholesalePairing.update'] });
    const picker = await screen.findByRole('combobox', { name: '搜索并选择 SKU' });
    expect(lists).toHaveLength(0);
    await user.type(picker, 'cup');
    await user.click(await screen.findByRole('option', { name: /CUP-RED/ }));
    expect(router.state.location.search).toBe('?skuId=101');
    expect(await screen.findByLabelText('1688 商品链接')).toBeInTheDocument();
  });

  it('shows the loading error of the SKU', async () => {
    mockPickers();
    mockGraphql({
      AlibabaPairingList: fails(),
    });
    renderPage(<AllibabaPairPage />, { path: '/allibabaPair?skuId=101', permissions: ['wholesalePairing.update'] });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('SKU 信息加载失败')).toBeInTheDocument();
  });
});
