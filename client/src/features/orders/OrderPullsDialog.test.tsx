import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { delay } from 'msw';
import { graphql, HttpResponse, server } from '../../test/server';
import { success } from '../../test/graphql';
import { graphqlFailure, renderPage, validationError } from '../../test/renderPage';
import { OrderPullsDialog } from './components/OrderPullsDialog';
import type { ShopOrderPullRow } from './hooks';
import { OrdersPage } from './index';
import { mockOrders } from './testing';
import { openDialog } from '../../test/dialogs';
import { expectTexts } from '../../test/rows';
import { retype } from '../../test/forms';
import { fixture } from '../../test/fixtures';

const pullRow = fixture<ShopOrderPullRow>({
  __typename: 'ShopOrderPull',
  shopId: 3,
  shopName: '美国一店',
  platform: 'ebay',
  platformType: 1,
  shopStatus: 1,
  enabled: true,
  intervalMinutes: 30,
  lastPulledAt: '2026-11-20T08:00:00.000Z',
  nextPullAt: '2026-11-20T08:30:00.000Z',
  lastError: '',
  lastErrorText: '',
  lastCount: 4,
  running: false,
});

const SHOPS = [
  pullRow(),
  pullRow({
    shopId: 4,
    shopName: '马来店',
    platform: 'shopee',
    platformType: 11,
    enabled: false,
    intervalMinutes: 60,
    lastPulledAt: null,
    nextPullAt: null,
    lastError: 'marketplace.tokenInvalid',
    lastErrorText: '店铺授权已失效，请重新授权',
    lastCount: 0,
  }),
  pullRow({ shopId: 5, shopName: '未授权店', shopStatus: 0 }),
];

/** The list (each answer counted) and the three mutations (their variables recorded). */
function mockPulls(shops: ShopOrderPullRow[] = SHOPS) {
  const calls = { list: 0, schedule: [] as unknown[], pull: [] as unknown[], push: [] as unknown[] };
  server.use(
    graphql.query('ShopOrderPulls', () => {
      calls.list += 1;
      return HttpResponse.json({ data: { shopOrderPulls: shops } });
    }),
    graphql.mutation('SetShopPullSchedule', ({ variables }) => {
      calls.schedule.push(variables);
      const input = variables.input as { shopId: number; intervalMinutes: number; enabled: boolean };
      if (input.intervalMinutes === 999) {
        return HttpResponse.json({ data: { setShopPullSchedule: validationError({ intervalMinutes: '同步间隔须为 5 到 1440 之间的整数分钟（服务器）' }) } });
      }
      const row = shops.find((s) => s.shopId === input.shopId)!;
      return HttpResponse.json({ data: success('setShopPullSchedule', { ...row, ...input }) });
    }),
    graphql.mutation('PullShopOrders', async ({ variables }) => {
      calls.pull.push(variables);
      await delay(150);
      return HttpResponse.json({
        data: success('pullShopOrders', { __typename: 'PullShopOrdersResult', shopId: variables.shopId, newCount: 2, updatedCount: 1 }),
      });
    }),
    graphql.mutation('PushShopStock', ({ variables }) => {
      calls.push.push(variables);
      return HttpResponse.json({ data: success('pushShopStock', 17) });
    }),
  );
  return calls;
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

describe('OrderPullsDialog', { timeout: 30000 }, () => {
  it('opens from /orders and lists every authorized shop with its platform, last and next pull, count and error', async () => {
    mockOrders([]);
    mockPulls();
    const user = userEvent.setup();
    renderPage(<OrdersPage />, { path: '/orders', permissions: ['order.pull'] });
    const dialog = await openDialog(user, '订单同步', '订单同步');
    await within(dialog).findByRole('cell', { name: '美国一店' });

    const us = rowOf('美国一店');
    expectTexts(us, 'eBay', /2026-11-20 \d\d:00/, /2026-11-20 \d\d:30/);
    expect(within(us).getByRole('checkbox', { name: '美国一店 自动同步' })).toBeChecked();
    expect(within(us).getByRole('textbox', { name: '美国一店 的同步间隔（分钟）' })).toHaveValue('30');

    const my = rowOf('马来店');
    expectTexts(my, 'Shopee', '从未同步', '未开启');
    expect(within(my).getByText('店铺授权已失效，请重新授权')).toBeInTheDocument();
    expect(within(my).getByRole('checkbox', { name: '马来店 自动同步' })).not.toBeChecked();
    expect(within(my).getByRole('button', { name: '立即同步 马来店 的订单' })).toBeInTheDocument();
    expect(within(my).getByRole('button', { name: '推送 马来店 的库存' })).toBeInTheDocument();

    // a shop that is not authorized is not pulled, so it is not listed
    expect(within(dialog).queryByText('未授权店')).not.toBeInTheDocument();
  });

  it('checks the interval before saving (nothing sent), shows the server’s field error, then saves', async () => {
    const calls = mockPulls();
    const user = userEvent.setup();
    renderPage(<OrderPullsDialog onClose={() => undefined} onPulled={() => undefined} />, { permissions: ['order.pull'] });
    await screen.findByRole('cell', { name: '美国一店' });
    const us = rowOf('美国一店');
    const input = within(us).getByRole('textbox', { name: '美国一店 的同步间隔（分钟）' });
    const save = within(us).getByRole('button', { name: '保存 美国一店 的同步设置' });
    expect(save).toBeDisabled();

    for (const bad of ['3', '2000', '7.5', 'abc']) {
      await retype(user, input, bad);
      await user.click(save);
      expect(await within(us).findByText('同步间隔须为 5 到 1440 之间的整数分钟')).toBeInTheDocument();
    }
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(calls.schedule).toEqual([]);

    // the server's own field error lands under the input
    await retype(user, input, '999');
    expect(within(us).queryByText('同步间隔须为 5 到 1440 之间的整数分钟')).not.toBeInTheDocument();
    await user.click(save);
    expect(await within(us).findByText('同步间隔须为 5 到 1440 之间的整数分钟（服务器）')).toBeInTheDocument();

    await retype(user, input, '45');
    await user.click(within(us).getByRole('checkbox', { name: '美国一店 自动同步' }));
    const before = calls.list;
    await user.click(save);
    expect(await screen.findByText('美国一店 的同步设置已保存')).toBeInTheDocument();
    expect(calls.schedule.at(-1)).toEqual({ input: { shopId: 3, intervalMinutes: 45, enabled: false } });
    expect(calls.list).toBeGreaterThan(before);
  });

  it('pulls a shop now (spinner while it runs, then the counts) and pushes its stock', async () => {
    const calls = mockPulls();
    const onPulled = vi.fn();
    const user = userEvent.setup();
    renderPage(<OrderPullsDialog onClose={() => undefined} onPulled={onPulled} />, { permissions: ['order.pull'] });
    await screen.findByRole('cell', { name: '美国一店' });
    const us = rowOf('美国一店');
    const before = calls.list;

    const pull = within(us).getByRole('button', { name: '立即同步 美国一店 的订单' });
    await user.click(pull);
    await waitFor(() => expect(pull).toHaveAttribute('data-loading'));
    expect(within(us).getByText('同步中')).toBeInTheDocument();
    expect(await screen.findByText('美国一店 同步完成：新增 2 个订单，更新 1 个订单')).toBeInTheDocument();
    expect(calls.pull).toEqual([{ shopId: 3 }]);
    expect(onPulled).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(calls.list).toBeGreaterThan(before));
    await waitFor(() => expect(pull).not.toHaveAttribute('data-loading'));

    await user.click(within(rowOf('马来店')).getByRole('button', { name: '推送 马来店 的库存' }));
    expect(await screen.findByText('马来店 已推送 17 个 SKU 的库存')).toBeInTheDocument();
    expect(calls.push).toEqual([{ shopId: 4 }]);
  });

  it('shows the schedule read-only without order.pull', async () => {
    mockPulls();
    renderPage(<OrderPullsDialog onClose={() => undefined} onPulled={() => undefined} />, { permissions: [] });
    await screen.findByRole('cell', { name: '美国一店' });
    const us = rowOf('美国一店');
    expect(us).toHaveTextContent('30 分钟');
    expect(within(us).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(us).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(us).queryByRole('button')).not.toBeInTheDocument();
  });

  it('sends to /shops when no shop is authorized, and offers a retry when the list fails', async () => {
    mockPulls([pullRow({ shopStatus: 2 })]);
    const { unmount } = renderPage(<OrderPullsDialog onClose={() => undefined} onPulled={() => undefined} />, { permissions: ['order.pull'] });
    expect(await screen.findByText('还没有已授权的店铺，授权店铺后即可同步订单。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去授权店铺' })).toHaveAttribute('href', '/shops');
    unmount();

    let fail = true;
    server.use(graphql.query('ShopOrderPulls', () => (fail ? HttpResponse.json(graphqlFailure()) : HttpResponse.json({ data: { shopOrderPulls: SHOPS } }))));
    const user = userEvent.setup();
    renderPage(<OrderPullsDialog onClose={() => undefined} onPulled={() => undefined} />, { permissions: ['order.pull'] });
    expect(await screen.findByText('店铺同步信息加载失败')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('cell', { name: '美国一店' })).toBeInTheDocument();
  });
});
