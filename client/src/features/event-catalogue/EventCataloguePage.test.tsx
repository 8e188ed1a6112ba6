import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../test/lang';
import { graphql, HttpResponse, server } from '../../test/server';
import { graphqlFailure, renderPage } from '../../test/renderPage';
import { subscriptionExample } from './hooks';
import { EventCataloguePage } from './index';
import { openDialog } from '../../test/dialogs';
import { findRow, getRow, expectTexts } from '../../test/rows';

const field = (name: string, type: string, description: string | null = null, leaf = true) => ({
  __typename: 'EventCatalogueField' as const,
  name,
  type,
  description,
  leaf,
});
const event = (e: {
  type: string;
  zh: string;
  en: string;
  permission: string | null;
  personal?: boolean;
  shopBound?: boolean;
  fields?: ReturnType<typeof field>[];
}) => ({
  __typename: 'EventCatalogueEntry' as const,
  description: e.en,
  personal: false,
  shopBound: false,
  fields: [],
  ...e,
});
const EVENTS = [
  event({
    type: 'OrderCreated',
    zh: '新订单',
    en: 'An order arrived',
    permission: 'orders',
    shopBound: true,
    fields: [field('order', 'Order', 'The order now', false), field('orderNo', 'String!'), field('status', 'OrderStatus!', 'The status it was stored with')],
  }),
  event({ type: 'StockChanged', zh: '库存变化', en: 'Stock changed', permission: 'inventoryManage', fields: [field('skuId', 'Int!')] }),
  event({ type: 'MessageNoticeEvent', zh: '新的消息通知', en: 'A message notice', permission: null, personal: true }),
];
const CATALOGUE = {
  eventCatalogue: {
    __typename: 'EventCatalogue',
    commonFields: [field('id', 'ID!', 'The replay cursor'), field('occurredAt', 'DateTime!')],
    events: EVENTS,
  },
};

function mockCatalogue(answer: () => Response = () => HttpResponse.json({ data: CATALOGUE })) {
  server.use(graphql.query('EventCatalogue', answer));
}

describe('EventCataloguePage', () => {
  it('lists every event type with its description, permission, audience and fields', async () => {
    mockCatalogue();
    renderPage(<EventCataloguePage />, { path: '/eventCatalogue', permissions: ['eventCatalogue', 'webhooks', 'apiClients'] });
    const order = await findRow('OrderCreated');
    expectTexts(order, '新订单', 'orders');
    expect(within(order).getByText('按店铺')).toBeInTheDocument();
    expect(within(order).getByRole('button', { name: '查看 OrderCreated 的字段' })).toHaveTextContent('3 个字段');
    const notice = getRow('MessageNoticeEvent');
    expect(within(notice).getByText('仅本人')).toBeInTheDocument();
    expect(notice).toHaveTextContent('无需权限');
    expect(within(getRow('StockChanged')).getByText('全公司')).toBeInTheDocument();
    // links: webhooks, API clients, the explorer in a new window
    expect(screen.getByRole('button', { name: 'Webhook 推送' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'API 客户端' })).toBeInTheDocument();
    const explorer = screen.getByRole('link', { name: /GraphQL 调试器/ });
    expect(explorer).toHaveAttribute('href', 'graphql');
    expect(explorer).toHaveAttribute('target', '_blank');
  });

  it('shows an event’s fields with a subscription example, and the common fields', async () => {
    const user = userEvent.setup();
    mockCatalogue();
    renderPage(<EventCataloguePage />, { path: '/eventCatalogue', permissions: ['eventCatalogue'] });
    const dialog = await openDialog(user, '查看 OrderCreated 的字段', 'OrderCreated 的字段');
    expect(within(dialog).getByText('The status it was stored with')).toBeInTheDocument();
    expect(within(dialog).getByText('OrderStatus!')).toBeInTheDocument();
    const example = within(dialog).getByLabelText('订阅示例');
    expect(example).toHaveTextContent('events(types: [OrderCreated])');
    expect(example.textContent).toContain('orderNo');
    expect(example.textContent).not.toContain(' order\n'); // an object field needs a selection
    await user.click(within(dialog).getAllByRole('button', { name: '关闭' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '公共字段' }));
    expect(within(await screen.findByRole('dialog')).getByText('The replay cursor')).toBeInTheDocument();
    // no webhooks / API client permission: no links to them
    expect(screen.queryByRole('button', { name: 'Webhook 推送' })).not.toBeInTheDocument();
  });

  it('filters by keyword and audience, and says so when nothing matches', async () => {
    const user = userEvent.setup();
    mockCatalogue();
    renderPage(<EventCataloguePage />, { path: '/eventCatalogue', permissions: ['eventCatalogue'] });
    await screen.findByText('OrderCreated');
    await user.type(screen.getByRole('textbox', { name: '关键词' }), 'skuId{Enter}');
    await waitFor(() => expect(screen.queryByText('OrderCreated')).not.toBeInTheDocument());
    expect(screen.getByText('StockChanged')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: '关键词' }));
    await user.selectOptions(screen.getByRole('combobox', { name: '接收范围' }), 'personal');
    await user.click(screen.getByRole('button', { name: /查询|搜索/ }));
    await waitFor(() => expect(screen.queryByText('StockChanged')).not.toBeInTheDocument());
    expect(screen.getByText('MessageNoticeEvent')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '关键词' }), 'nothing-like-this{Enter}');
    expect(await screen.findByText('没有符合条件的事件类型')).toBeInTheDocument();
  });

  it('shows the server’s failure with a retry', async () => {
    let fail = true;
    mockCatalogue(() => (fail ? HttpResponse.json(graphqlFailure('Boom')) : HttpResponse.json({ data: CATALOGUE })));
    renderPage(<EventCataloguePage />, { path: '/eventCatalogue', permissions: ['eventCatalogue'] });
    const retry = await screen.findByRole('button', { name: /重试/ });
    fail = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByText('OrderCreated')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    await inEnglish(async () => {
      mockCatalogue();
      renderPage(<EventCataloguePage />, { path: '/eventCatalogue', permissions: ['eventCatalogue', 'webhooks'] });
      const order = await findRow('OrderCreated');
      expectTexts(order, 'An order arrived', 'Orders');
      expect(within(order).getByText('Per shop')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Webhooks' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /GraphQL explorer/ })).toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: 'Permission needed' })).toBeInTheDocument();
    });
  });
});

describe('subscriptionExample', () => {
  it('selects the event’s own scalar and enum fields', () => {
    expect(subscriptionExample({ type: 'X', fields: [field('a', 'Int!'), field('o', 'Order', null, false)] })).toBe(
      'subscription {\n  events(types: [X]) {\n    id\n    type\n    occurredAt\n    ... on X {\n      a\n    }\n  }\n}',
    );
    expect(subscriptionExample({ type: 'Y', fields: [] })).toContain('__typename');
  });
});
