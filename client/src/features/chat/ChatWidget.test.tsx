// The floating chat widget (spec 01 §2 'Platform chat widget'): the unread badge, the empty
// disabled view without shops, marketplace tabs that reset paging and filters, reply templates
// (types 9 / 33) filled from the linked order, translation kept on the message, the price tool.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockGraphql, success } from '../../test/graphql';
import { renderPage } from '../../test/renderPage';
import { chooseMenuItem } from '../../app/shell/testing';
import { createFakeRealtime, setRealtimeSource } from '../../api/realtime';
import { clearSession, setToken } from '../../api/session';
import { ChatWidget } from './ChatWidget';
import { chatMessage, chatPlatform, connection, conv, conversationDetail, EBAY_US } from './testing';

const SHOPEE = conv({ id: 7, shopId: 9, shopName: 'Shopee MY', platformType: 33, buyerName: 'Aisyah', buyerAccount: 'aisyah_m', unreadCount: 1 });
const detail = (c: ReturnType<typeof conv>) =>
  conversationDetail(c, [chatMessage({ id: 70, messageId: 'm-70', message: 'Bila barang sampai?', senderName: c.buyerName })], {
    status: 'shipped',
    currency: 'MYR',
    trackingNo: 'SPX123',
  });
const SHOPS = { chatPlatformShops: [EBAY_US, chatPlatform(33, 'shopee', 1, [{ shopId: 9, shopName: 'Shopee MY' }])] };

function mock(shops: object = SHOPS) {
  return mockGraphql({
    ChatPlatformShops: shops,
    ChatConversations: (v) => connection(v.filter?.platformType === 33 ? [SHOPEE] : [conv({})]),
    ChatConversationDetail: (v) => detail(v.id === 7 ? SHOPEE : conv({})),
    MarkChatRead: success('markChatRead', 1),
    ChatReplyTemplates: {
      replyTemplateOptions: [
        { __typename: 'ReplyTemplate', id: 4, name: 'Shipped', content: 'Hi {buyerName}, order {orderNumber} ships with {trackingNumber}.' },
      ],
    },
    ChatTranslate: success('translate', { __typename: 'Translation', text: '货什么时候到？', sandbox: true, notice: '', configured: false }, 'Query'),
    SaveChatTranslation: success('saveChatTranslation', { __typename: 'ChatMessage', id: 70, messageCn: '货什么时候到？' }),
    SendChatMessage: success('sendChatMessage', { __typename: 'ChatMessage', id: 71, status: '1' }),
  });
}
const ALL = ['buyerMessage', 'buyerMessage.reply', 'order.create'];

describe('the chat widget', () => {
  it('is not there without the buyer-message permission', async () => {
    mock();
    renderPage(<ChatWidget />, { permissions: [] });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: '平台消息' })).toBeNull();
  });

  it('without shops opens an empty, disabled view', async () => {
    mock({ chatPlatformShops: [] });
    renderPage(<ChatWidget />, { permissions: ALL });
    await userEvent.click(await screen.findByRole('button', { name: '平台消息' }));
    const dialog = await screen.findByTestId('chat-widget');
    expect(within(dialog).getByText('还没有可聊天的平台店铺')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '搜索买家或消息' })).toBeDisabled();
  });

  it('shows the unread total; switching marketplace resets the filters, the page and the open conversation', async () => {
    const calls = mock();
    renderPage(<ChatWidget />, { permissions: ALL });
    expect(await screen.findByTestId('chat-widget-unread')).toHaveTextContent('3');
    await userEvent.click(screen.getByRole('button', { name: '平台消息' }));
    const dialog = await screen.findByTestId('chat-widget');
    expect(await within(dialog).findByText('Emily Clark')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '仅未读' }));
    await waitFor(() => expect(calls.ChatConversations.at(-1)).toMatchObject({ filter: { platformType: 1, isRead: false } }));
    await userEvent.click(within(dialog).getByText('Emily Clark'));
    await waitFor(() => expect(calls.MarkChatRead).toEqual([{ id: 1 }]));
    expect(await within(dialog).findByRole('log')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('tab', { name: /shopee/ }));
    await waitFor(() => expect(calls.ChatConversations.at(-1)).toEqual({ filter: { platformType: 33 }, first: 20, offset: 0 }));
    expect(within(dialog).queryByRole('log')).toBeNull();
    expect(within(dialog).getByRole('checkbox', { name: '仅未读' })).not.toBeChecked();
    expect(await within(dialog).findByText('Aisyah')).toBeInTheDocument();
  });

  it('refreshes the unread badge when a buyer writes (PlatformChatEvent on the company channel)', async () => {
    setToken('t1'); // the channel opens once signed in
    const fake = createFakeRealtime();
    const restore = setRealtimeSource(fake);
    try {
      let unread = 3;
      mock();
      mockGraphql({
        ChatPlatformShops: () => ({
          chatPlatformShops: [{ ...SHOPS.chatPlatformShops[0], chat: unread }],
        }),
      });
      renderPage(<ChatWidget />, { permissions: ALL });
      expect(await screen.findByTestId('chat-widget-unread')).toHaveTextContent('3');
      unread = 4;
      await waitFor(() => expect(fake.active()).toContain('companyEvents'));
      fake.emit('companyEvents', { event: 'PlatformChatEvent', data: { shopId: 3 } });
      await waitFor(() => expect(screen.getByTestId('chat-widget-unread')).toHaveTextContent('4'));
    } finally {
      restore();
      clearSession();
    }
  });

  it('fills a reply template from the linked order and translates a message, keeping the translation (type 33)', async () => {
    const calls = mock();
    renderPage(<ChatWidget />, { permissions: ALL });
    await userEvent.click(await screen.findByRole('button', { name: '平台消息' }));
    const dialog = await screen.findByTestId('chat-widget');
    await userEvent.click(await within(dialog).findByRole('tab', { name: /shopee/ }));
    await userEvent.click(await within(dialog).findByText('Aisyah'));
    expect(await within(dialog).findByRole('button', { name: /创建订单/ })).toBeInTheDocument();
    await userEvent.click(await within(dialog).findByRole('button', { name: '回复模板' }));
    // Chakra's menu selects on the keyboard in jsdom (a click does not reach its item)
    await chooseMenuItem({ keyboard: async (k) => void (await userEvent.keyboard(k)) }, () => screen.findByRole('menuitem', { name: 'Shipped' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Enter 发送/ })).toHaveValue('Hi Aisyah, order 12-34567-89012 ships with SPX123.'));
    expect(calls.ChatReplyTemplates.at(-1)).toEqual({ platformType: 33, shopId: 9 });

    await userEvent.click(within(dialog).getByRole('button', { name: '翻译' }));
    await waitFor(() => expect(calls.SaveChatTranslation).toEqual([{ id: 70, messageCn: '货什么时候到？' }]));
    expect(calls.ChatTranslate).toEqual([{ text: 'Bila barang sampai?', target: 'zh' }]);
  });

  it('has no template menu, but pictures and reply-to, on eBay (type 1); the price tool gives the pricing templates’ price', async () => {
    const calls = mock();
    renderPage(<ChatWidget />, { permissions: ALL });
    await userEvent.click(await screen.findByRole('button', { name: '平台消息' }));
    const dialog = await screen.findByTestId('chat-widget');
    await userEvent.click(await within(dialog).findByText('Emily Clark'));
    await within(dialog).findByRole('log');
    expect(within(dialog).queryByRole('button', { name: '回复模板' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /创建订单/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: /图片 0\/6/ })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '回复这条消息' }));
    const box = within(dialog).getByRole('textbox', { name: /Enter 发送/ });
    await userEvent.type(box, 'Tomorrow{Enter}');
    await waitFor(() => expect(calls.SendChatMessage).toEqual([{ input: { conversationId: 1, message: 'Tomorrow', replyMessageId: 'm-70' } }]));

    await userEvent.click(within(dialog).getByRole('button', { name: /价格计算/ }));
    const tool = await screen.findByRole('group', { name: '价格计算' }, { timeout: 3000 });
    await userEvent.type(within(tool).getByRole('textbox', { name: '成本' }), '80');
    const commission = within(tool).getByRole('textbox', { name: '平台佣金点 (%)' });
    await userEvent.clear(commission);
    await userEvent.type(commission, '15');
    const profit = within(tool).getByRole('textbox', { name: '毛利率 (%)' });
    await userEvent.clear(profit);
    await userEvent.type(profit, '5');
    expect(within(tool).getByRole('status')).toHaveTextContent('售价 100.00');
    await userEvent.clear(profit);
    await userEvent.type(profit, '90');
    expect(within(tool).getByRole('status')).toHaveTextContent('扣点合计须小于 100%');
  });
});
