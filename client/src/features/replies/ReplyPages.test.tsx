// /commonReply and /autoReply (issue 21 item 4): lists, adding with the preview of example values,
// empty content and "no condition" refused in the form, delete with confirm, the buttons hidden from
// an account that may only look, error and empty states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { connectionOf, mockGraphql, success } from '../../test/graphql';
import { itShowsErrorThenEmpty, expectReadOnly } from '../../test/listStates';
import { renderPage } from '../../test/renderPage';
import { AutoReplyPage, CommonReplyPage } from './index';
import { findRow, expectTexts } from '../../test/rows';
import { retype } from '../../test/forms';

const SHOPS = {
  shopOptions: [
    { __typename: 'ShopOption', id: 3, platformType: 1, shopName: 'ebay-de', alias: 'eBay DE' },
    { __typename: 'ShopOption', id: 4, platformType: 9, shopName: 'allegro-pl', alias: '' },
  ],
};
const TEMPLATE = {
  __typename: 'ReplyTemplate',
  id: 7,
  name: 'Shipped',
  content: 'Hi {buyerName}, {orderNumber} ships as {trackingNumber}.',
  platformType: 1,
  shopId: 3,
  shopName: 'eBay DE',
  sort: 1,
  updatedAt: '2026-01-14T02:00:00.000Z',
};
const RULE = {
  __typename: 'AutoReplyRule',
  id: 5,
  name: 'Night',
  platformTypes: [1],
  shopIds: [3],
  keywords: ['refund'],
  outsideWorkingHours: true,
  workStart: '09:00',
  workEnd: '18:00',
  workDays: [1, 2, 3, 4, 5],
  content: 'We answer from 09:00, {buyerName}.',
  enabled: true,
  priority: 2,
};

describe('/commonReply', () => {
  it('lists templates with their scope, adds one with a preview, refuses empty content', async () => {
    const user = userEvent.setup();
    const calls = mockGraphql({
      ReplyTemplates: connectionOf('replyTemplates', [TEMPLATE]),
      ReplyShopOptions: SHOPS,
      CreateReplyTemplate: success('createReplyTemplate', { __typename: 'ReplyTemplate', id: 8 }),
    });
    renderPage(<CommonReplyPage />, { path: '/commonReply', permissions: ['commonReply', 'commonReply.update'] });
    const row = await findRow('Shipped');
    expectTexts(row, 'eBay', 'eBay DE');
    await user.click(screen.getByRole('button', { name: '添加模板' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/名称/), 'Thanks');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入回复内容')).toBeInTheDocument();
    expect(calls.CreateReplyTemplate).toEqual([]);
    await user.type(within(dialog).getByLabelText(/回复内容/), 'Dear {{buyerName}, thanks! {{coupon}');
    expect(within(dialog).getByTestId('reply-preview')).toHaveTextContent('Dear Anna Schmidt, thanks! {coupon}');
    expect(within(dialog).getByText(/未知变量将原样发送：\{coupon\}/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(calls.CreateReplyTemplate).toEqual([
        { input: { name: 'Thanks', content: 'Dear {buyerName}, thanks! {coupon}', platformType: null, shopId: null, sort: 0 } },
      ]),
    );
    expect(await screen.findByText('模板 Thanks 已保存')).toBeInTheDocument();
  });

  it('deletes after confirming', async () => {
    const user = userEvent.setup();
    const calls = mockGraphql({
      ReplyTemplates: connectionOf('replyTemplates', [TEMPLATE]),
      ReplyShopOptions: SHOPS,
      DeleteReplyTemplate: success('deleteReplyTemplate', true),
    });
    renderPage(<CommonReplyPage />, { path: '/commonReply', permissions: ['commonReply', 'commonReply.update'] });
    const row = await findRow('Shipped');
    await user.click(within(row).getByRole('button', { name: /删除/ }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('确定删除 Shipped？');
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(calls.DeleteReplyTemplate).toEqual([{ id: 7 }]));
  });

  it('hides the edit buttons from an account that may only look', async () => {
    mockGraphql({ ReplyTemplates: connectionOf('replyTemplates', [TEMPLATE]), ReplyShopOptions: SHOPS });
    renderPage(<CommonReplyPage />, { path: '/commonReply', permissions: ['commonReply'] });
    await expectReadOnly('Shipped', /编辑/, '添加模板');
  });

  itShowsErrorThenEmpty(
    'ReplyTemplates',
    () => renderPage(<CommonReplyPage />, { path: '/commonReply', permissions: ['commonReply'] }),
    () => mockGraphql({ ReplyTemplates: connectionOf('replyTemplates', []), ReplyShopOptions: SHOPS }),
    '还没有回复模板',
  );
});

describe('/autoReply', () => {
  it('lists rules with their conditions and the time zone; adds one, refusing a rule without any condition', async () => {
    const user = userEvent.setup();
    const calls = mockGraphql({
      AutoReplyRules: connectionOf('autoReplyRules', [RULE]),
      AutoReplySetting: { autoReplySetting: { __typename: 'AutoReplySetting', timeZone: 'Asia/Shanghai' } },
      ReplyShopOptions: SHOPS,
      CreateAutoReplyRule: success('createAutoReplyRule', { __typename: 'AutoReplyRule', id: 6 }),
    });
    renderPage(<AutoReplyPage />, { path: '/autoReply', permissions: ['autoReply', 'autoReply.update'] });
    const row = await findRow('Night');
    expectTexts(row, '平台：eBay', '店铺：eBay DE', '关键词：refund', '非工作时间（周一 周二 周三 周四 周五 09:00–18:00 之外）');
    expect(await screen.findByText('工作时间时区：Asia/Shanghai')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '添加规则' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/名称/), 'Refunds');
    await user.type(within(dialog).getByLabelText(/回复内容/), 'About {{orderNumber}');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请至少设置一个条件：平台、店铺、关键词或非工作时间')).toBeInTheDocument();
    await user.click(within(within(dialog).getByRole('group', { name: '平台（任一）' })).getByRole('checkbox', { name: 'Allegro' }));
    await user.type(within(dialog).getByLabelText(/关键词/), 'refund, return');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(calls.CreateAutoReplyRule).toEqual([
        {
          input: {
            name: 'Refunds',
            platformTypes: [9],
            shopIds: [],
            keywords: ['refund', 'return'],
            outsideWorkingHours: false,
            workStart: '09:00',
            workEnd: '18:00',
            workDays: [1, 2, 3, 4, 5],
            content: 'About {orderNumber}',
            enabled: true,
            priority: 0,
          },
        },
      ]),
    );
  });

  it('refuses a working-hours window that ends before it starts', async () => {
    const user = userEvent.setup();
    const calls = mockGraphql({
      AutoReplyRules: connectionOf('autoReplyRules', []),
      AutoReplySetting: { autoReplySetting: { __typename: 'AutoReplySetting', timeZone: 'Asia/Shanghai' } },
      ReplyShopOptions: SHOPS,
      CreateAutoReplyRule: success('createAutoReplyRule', { __typename: 'AutoReplyRule', id: 6 }),
    });
    renderPage(<AutoReplyPage />, { path: '/autoReply', permissions: ['autoReply', 'autoReply.update'] });
    await user.click(await screen.findByRole('button', { name: '添加规则' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/名称/), 'Night');
    await user.type(within(dialog).getByLabelText(/回复内容/), 'Later');
    await user.click(within(dialog).getByRole('checkbox', { name: '仅在非工作时间回复' }));
    const end = within(dialog).getByLabelText(/工作结束/);
    await retype(user, end, '08:00');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('工作结束时间须晚于开始时间')).toBeInTheDocument();
    expect(calls.CreateAutoReplyRule).toEqual([]);
  });

  it('disables a rule and hides the edit buttons from an account that may only look', async () => {
    const user = userEvent.setup();
    const calls = mockGraphql({
      AutoReplyRules: connectionOf('autoReplyRules', [RULE]),
      AutoReplySetting: { autoReplySetting: { __typename: 'AutoReplySetting', timeZone: 'Asia/Shanghai' } },
      ReplyShopOptions: SHOPS,
      SetAutoReplyRuleEnabled: success('setAutoReplyRuleEnabled', { __typename: 'AutoReplyRule', id: 5, enabled: false }),
    });
    const { unmount } = renderPage(<AutoReplyPage />, { path: '/autoReply', permissions: ['autoReply', 'autoReply.update'] });
    const row = await findRow('Night');
    await user.click(within(row).getByRole('button', { name: /停用/ }));
    await waitFor(() => expect(calls.SetAutoReplyRuleEnabled).toEqual([{ id: 5, enabled: false }]));
    unmount();
    renderPage(<AutoReplyPage />, { path: '/autoReply', permissions: ['autoReply'] });
    await expectReadOnly('Night', /停用/, '修改时区');
  });

  itShowsErrorThenEmpty(
    'AutoReplyRules',
    () => renderPage(<AutoReplyPage />, { path: '/autoReply', permissions: ['autoReply'] }),
    () =>
      mockGraphql({
        AutoReplyRules: connectionOf('autoReplyRules', []),
        AutoReplySetting: { autoReplySetting: { __typename: 'AutoReplySetting', timeZone: 'Asia/Shanghai' } },
        ReplyShopOptions: SHOPS,
      }),
    '还没有自动回复规则',
  );
});
