import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse, server } from '../../test/server';
import { success } from '../../test/graphql';
import { itShowsErrorThenEmpty } from '../../test/listStates';
import { renderPage } from '../../test/renderPage';
import { openDialog } from '../../test/dialogs';
import { AllegroCommentPage, CommentManagementPage } from './index';
import { findRow, getRow } from '../../test/rows';
import { retype } from '../../test/forms';
import { search } from '../../test/filters';

const node = (over: Record<string, unknown>) => ({
  __typename: 'Review',
  id: 1,
  shopId: 3,
  shopName: 'eBay US',
  platform: 'ebay',
  platformReviewId: 'rv-1',
  platformOrderNo: 'RVO-1',
  orderId: null,
  buyerAccount: 'jsmith-88',
  buyerName: 'John Smith',
  rating: 5,
  sentiment: 'positive',
  content: 'Great seller',
  replyStatus: 'none',
  reply: '',
  replyError: '',
  repliedAt: null,
  repliedBy: null,
  replyDeadline: null,
  replyMax: 80,
  replyOnce: true,
  reviewedAt: '2026-11-20T08:00:00.000Z',
  ...over,
});
const NODES = [
  node({ id: 1 }),
  node({ id: 2, rating: 1, sentiment: 'negative', content: 'Item arrived broken', buyerAccount: 'anna_s_de', buyerName: 'Anna Schmidt' }),
  node({
    id: 3,
    shopName: 'Allegro PL',
    platform: 'allegro',
    replyMax: 500,
    replyOnce: false,
    content: 'Polecam',
    buyerAccount: 'kowalski_jan',
    buyerName: 'Jan Kowalski',
    replyStatus: 'replied',
    reply: 'Dziękujemy',
    repliedAt: '2026-11-21T08:00:00.000Z',
    repliedBy: '张三',
  }),
  // replied on the marketplace's own site (pulled with the review): no ERP user
  node({
    id: 4,
    content: 'Fast shipping',
    buyerAccount: 'mike_w',
    buyerName: 'Mike W',
    replyStatus: 'replied',
    reply: 'Thank you!',
    repliedAt: '2026-11-21T09:00:00.000Z',
  }),
];
const ALL = ['commentManagement', 'commentManagement.handle', 'allegroComment', 'allegroComment.handle'];

function mock(
  nodes = NODES,
  replyAnswer: (input: { id: number; text: string }) => Record<string, unknown> = (i) => ({ id: i.id, replyStatus: 'replied', reply: i.text, replyError: '' }),
) {
  const calls: { list: any[]; counts: any[]; replies: any[]; pulls: any[] } = { list: [], counts: [], replies: [], pulls: [] };
  server.use(
    graphql.query('Reviews', ({ variables }) => {
      calls.list.push(variables);
      return HttpResponse.json({ data: success('reviews', { __typename: 'ReviewPage', totalCount: nodes.length, nodes }, 'Query') });
    }),
    graphql.query('ReviewCounts', ({ variables }) => {
      calls.counts.push(variables);
      return HttpResponse.json({
        data: success('reviewCounts', { __typename: 'ReviewCounts', all: 3, positive: 2, neutral: 0, negative: 1, unanswered: 2 }, 'Query'),
      });
    }),
    graphql.query('ReviewShops', () =>
      HttpResponse.json({ data: success('reviewShops', [{ __typename: 'ReviewShop', id: 3, shopName: 'eBay US', alias: '', platformType: 1 }], 'Query') }),
    ),
    graphql.mutation('ReplyToReview', ({ variables }) => {
      const input = variables.input as { id: number; text: string };
      calls.replies.push(input);
      return HttpResponse.json({ data: success('replyToReview', { __typename: 'Review', ...replyAnswer(input) }) });
    }),
    graphql.mutation('PullReviews', ({ variables }) => {
      calls.pulls.push(variables);
      return HttpResponse.json({
        data: success('pullReviews', { __typename: 'ReviewPullResult', failed: 0, shops: [{ __typename: 'ReviewPullShop', shopId: 3, created: 4 }] }),
      });
    }),
  );
  return calls;
}

describe('CommentManagementPage', () => {
  it('lists the reviews with the negative one highlighted and the summary', async () => {
    const calls = mock();
    renderPage(<CommentManagementPage />, { path: '/commentManagement', permissions: ALL });
    const negative = (await screen.findByText('Item arrived broken')).closest('[data-negative]');
    expect(negative).not.toBeNull();
    expect(screen.getByText('Great seller').closest('[data-negative]')).toBeNull();
    expect(await screen.findByTestId('review-summary')).toHaveTextContent('共 3 条：好评 2，中评 0，差评 1；未回复 2');
    expect(calls.list[0].filter ?? {}).toEqual({});
    const row3 = getRow('Polecam');
    expect(row3).toHaveTextContent('Dziękujemy');
    expect(within(row3).getByRole('button', { name: /修改回复/ })).toBeInTheDocument(); // Allegro may change a reply
    expect(row3).toHaveTextContent('张三 于');
    // a reply written on the marketplace itself names the shop's seller there, never "—"
    const row4 = getRow('Fast shipping');
    expect(row4).toHaveTextContent('卖家 eBay US（在 eBay 平台回复） 于');
    expect(row4).not.toHaveTextContent('—');
  });

  it('filters by sentiment and keyword', async () => {
    const user = userEvent.setup();
    const calls = mock();
    renderPage(<CommentManagementPage />, { path: '/commentManagement', permissions: ALL });
    await screen.findByText('Great seller');
    await search(user, { 评价类型: 'negative', '买家 / 内容 / 平台订单号': ' anna ' });
    await waitFor(() => expect(calls.list.at(-1).filter).toEqual({ sentiment: 'negative', keyword: 'anna' }));
    // the summary line counts the same filtered reviews
    await waitFor(() => expect(calls.counts.at(-1).filter).toEqual({ sentiment: 'negative', keyword: 'anna' }));
  });

  it('replies with the length counter; over the marketplace limit is refused before sending', async () => {
    const user = userEvent.setup();
    const calls = mock();
    renderPage(<CommentManagementPage />, { path: '/commentManagement', permissions: ALL });
    const row = await findRow('Item arrived broken');
    expect(row).toBeTruthy();
    const dialog = await openDialog(user, '回复 anna_s_de');
    const box = within(dialog).getByLabelText('回复内容');
    await user.click(box);
    await user.paste('x'.repeat(81));
    expect(within(dialog).getByTestId('reply-counter')).toHaveTextContent('81 / 80');
    await user.click(within(dialog).getByRole('button', { name: '发布回复' }));
    expect(await within(dialog).findByText('该平台的回复最多 80 个字符')).toBeInTheDocument();
    expect(calls.replies).toEqual([]);
    await retype(user, box, 'Sorry, a new one is on its way');
    await user.click(within(dialog).getByRole('button', { name: '发布回复' }));
    await waitFor(() => expect(calls.replies).toEqual([{ id: 2, text: 'Sorry, a new one is on its way' }]));
    expect(await screen.findByText('回复已发布')).toBeInTheDocument();
  });

  it("shows the marketplace's refusal", async () => {
    const user = userEvent.setup();
    mock(NODES, (i) => ({ id: i.id, replyStatus: 'failed', reply: i.text, replyError: 'Reply rejected' }));
    renderPage(<CommentManagementPage />, { path: '/commentManagement', permissions: ALL });
    const row = await findRow('Item arrived broken');
    expect(row).toBeTruthy();
    const dialog = await openDialog(user, '回复 anna_s_de');
    await user.type(within(dialog).getByLabelText('回复内容'), 'refuse me');
    await user.click(within(dialog).getByRole('button', { name: '发布回复' }));
    expect(await screen.findByText('平台拒绝了回复：Reply rejected')).toBeInTheDocument();
  });

  it('pulls now and says how many arrived; without .handle there is no pull or reply', async () => {
    const user = userEvent.setup();
    const calls = mock();
    const { unmount } = renderPage(<CommentManagementPage />, { path: '/commentManagement', permissions: ALL });
    await screen.findByText('Great seller');
    await user.click(screen.getByRole('button', { name: /同步评价/ }));
    expect(await screen.findByText('同步完成：1 个店铺，新增 4 条评价')).toBeInTheDocument();
    expect(calls.pulls[0]).toEqual({});
    unmount();
    renderPage(<CommentManagementPage />, { path: '/commentManagement', permissions: ['commentManagement'] });
    await screen.findByText('Great seller');
    expect(screen.queryByRole('button', { name: /同步评价/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^回复/ })).not.toBeInTheDocument();
  });

  itShowsErrorThenEmpty(
    'Reviews',
    () => renderPage(<CommentManagementPage />, { path: '/commentManagement', permissions: ALL }),
    () => mock([]),
    /没有评价/,
  );
});

describe('AllegroCommentPage', () => {
  it('asks for Allegro reviews only and pulls Allegro', async () => {
    const user = userEvent.setup();
    const calls = mock([NODES[2]!]);
    renderPage(<AllegroCommentPage />, { path: '/allegroComment', permissions: ['allegroComment', 'allegroComment.handle'] });
    await screen.findByText('Polecam');
    expect(screen.getByRole('heading', { name: 'Allegro 评价' })).toBeInTheDocument();
    expect(calls.list[0].filter).toEqual({ platform: 'allegro' });
    await user.click(screen.getByRole('button', { name: /同步评价/ }));
    await waitFor(() => expect(calls.pulls[0]).toEqual({ platform: 'allegro' }));
  });
});
