import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFailing, mockGraphql, success } from '../../test/graphql';
import { renderPage } from '../../test/renderPage';
import { BuyerMessagePage, SellerMessagePage, toChatFilter } from './index';
import { chatMessage, connection, conv, conversationDetail, EBAY_US } from './testing';

const CONVS = [conv({}), conv({ id: 2, buyerName: 'Lukas Müller', unreadCount: 0, hasOrder: false, platformOrderNo: '', lastMsg: 'Danke!' })];
const msg = chatMessage;
const detail = (messages: unknown[]) => conversationDetail(conv({}), messages, { status: 'processing', currency: 'USD', trackingNo: 'YT1234' });
const SHOPS = { chatPlatformShops: [EBAY_US] };
const MESSAGES = [
  msg({
    id: 12,
    type: 2,
    messageId: null,
    message: 'We refuse that',
    status: '-1',
    failMsg: 'The marketplace refused the message: Message blocked',
    senderName: 'boss',
  }),
  msg({ id: 11, type: 2, messageId: null, message: 'On its way', status: '1', senderName: 'boss' }),
  msg({ id: 10, messageCn: '我的订单什么时候发货？' }),
  // an auto-reply: its sender is the system, whatever name the answer carries
  msg({
    id: 9,
    type: 2,
    messageId: 'm-0',
    message: 'Thanks, we answer within a day',
    senderName: 'boss',
    autoReply: true,
    msgTime: '2026-11-20T07:00:00.000Z',
  }),
];

function mock(rows = CONVS) {
  return mockGraphql({
    ChatConversations: connection(rows),
    ChatPlatformShops: SHOPS,
    ChatConversationDetail: detail(MESSAGES),
    MarkChatRead: success('markChatRead', 2),
    SendChatMessage: success('sendChatMessage', { __typename: 'ChatMessage', id: 13, status: '1' }),
    RetryChatMessage: success('retryChatMessage', { __typename: 'ChatMessage', id: 12, status: '1' }),
    MarkAllChatsRead: success('markAllChatsRead', 1),
    PullChatNow: success('pullChatNow', []),
  });
}
const ALL = ['buyerMessage', 'buyerMessage.reply', 'buyerMessage.pull'];

describe('/buyerMessage', () => {
  it('lists conversations; selecting one marks it read and shows its messages with sending and failed states', async () => {
    const calls = mock();
    renderPage(<BuyerMessagePage />, { permissions: ALL });
    expect(await screen.findByText('Lukas Müller')).toBeInTheDocument();
    expect(screen.getByText('2 未读')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Emily Clark'));
    await waitFor(() => expect(calls.MarkChatRead).toEqual([{ id: 1 }]));
    const log = await screen.findByRole('log');
    expect(within(log).getByText('On its way')).toBeInTheDocument();
    expect(within(log).getByText('发送中')).toBeInTheDocument();
    expect(within(log).getByText(/发送失败: The marketplace refused the message/)).toBeInTheDocument();
    expect(within(log).getByText(/我的订单什么时候发货/)).toBeInTheDocument();
    expect(within(screen.getByTestId('message-9')).getByText(/^系统 ·/)).toBeInTheDocument();
    expect(within(screen.getByTestId('message-11')).getByText(/^boss ·/)).toBeInTheDocument();
    expect(screen.getByText(/SO000050/)).toBeInTheDocument();
    // the failed one can be sent again
    await userEvent.click(within(log).getByRole('button', { name: '重发' }));
    await waitFor(() => expect(calls.RetryChatMessage).toEqual([{ id: 12 }]));
    // selecting a read conversation does not mark it again
    await userEvent.click(screen.getByText('Lukas Müller'));
    expect(calls.MarkChatRead).toHaveLength(1);
  });

  it('Enter sends, Ctrl+Enter adds a line, an empty reply is refused in words', async () => {
    const calls = mock();
    renderPage(<BuyerMessagePage />, { permissions: ALL });
    await userEvent.click(await screen.findByText('Emily Clark'));
    const box = await screen.findByRole('textbox', { name: /Enter 发送/ });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入要发送的消息');
    expect(calls.SendChatMessage).toHaveLength(0);
    await userEvent.type(box, 'Hello');
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(box).toHaveValue('Hello\n');
    await userEvent.type(box, 'it ships today');
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(calls.SendChatMessage).toEqual([{ input: { conversationId: 1, message: 'Hello\nit ships today' } }]));
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('filters by unread and keyword, pages, and shows the empty and error states', async () => {
    const calls = mock();
    renderPage(<BuyerMessagePage />, { permissions: ALL });
    await screen.findByText('Emily Clark');
    await userEvent.type(screen.getByRole('textbox', { name: '买家 / 消息内容' }), 'emily{Enter}');
    await waitFor(() => expect(calls.ChatConversations.at(-1)).toMatchObject({ filter: { keyword: 'emily' }, first: 20, offset: 0 }));
    expect(toChatFilter({ unread: 'yes', hasOrder: 'no', shopId: '3', platformType: '1', keyword: ' x ' }, 2)).toEqual({
      isRead: false,
      hasOrder: false,
      shopId: 3,
      platformType: 1,
      keyword: 'x',
      startedBy: 2,
    });
  });

  it('shows the empty state and, without the reply permission, no reply box', async () => {
    mock([]);
    renderPage(<BuyerMessagePage />, { permissions: ['buyerMessage'] });
    expect(await screen.findByText('没有会话')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /同步消息/ })).toBeNull();
  });

  it('shows the error state with a retry', async () => {
    mock();
    const failing = mockFailing('ChatConversations', connection(CONVS));
    renderPage(<BuyerMessagePage />, { permissions: ALL });
    const retry = await screen.findByRole('button', { name: /重试|Retry/ });
    failing.recover();
    await userEvent.click(retry);
    expect(await screen.findByText('Emily Clark')).toBeInTheDocument();
  });
});

describe('/sellerMessage', () => {
  it('asks only for conversations the seller started', async () => {
    const calls = mock();
    renderPage(<SellerMessagePage />, { permissions: ['sellerMessage'] });
    await screen.findByText('Emily Clark');
    expect(calls.ChatConversations[0]).toMatchObject({ filter: { startedBy: 2 } });
    expect(screen.getByRole('heading', { name: '卖家消息' })).toBeInTheDocument();
  });
});
