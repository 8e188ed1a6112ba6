import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { businessError, connectionOf, fails, mockGraphql, refusal, success } from '../../test/graphql';
import { renderPage } from '../../test/renderPage';
import { openDialog } from '../../test/dialogs';
import type { BuyerBlacklistQuery, CustomersQuery } from './customers.generated';
import { CustomersPage } from './index';
import { findRow, getRow, expectTexts } from '../../test/rows';
import { fixture } from '../../test/fixtures';
import type { NodeOf } from '../../ui/resource';

type Node = CustomersQuery['customers']['nodes'][number];
type Entry = NodeOf<BuyerBlacklistQuery['buyerBlacklist']>;
const ALL = ['customerManagement', 'customerManagement.blacklist'];

const customer = fixture<Node>({
  __typename: 'Customer',
  shopId: 3,
  shopName: 'eBay 德国店',
  platformType: 1,
  buyerAccount: 'alice_de',
  buyerName: 'Alice Smith',
  orderCount: 3,
  amounts: [
    { __typename: 'CustomerAmount', currency: 'EUR', amount: '5.00' },
    { __typename: 'CustomerAmount', currency: 'USD', amount: '30.75' },
  ],
  lastOrderAt: '2026-11-20T08:00:00.000Z',
  conversationCount: 2,
  blacklistId: null,
  blacklistReason: '',
});

const entry = fixture<Entry>({
  __typename: 'ShippingBlacklistEntry',
  id: 9,
  platformType: 2,
  buyerAccount: 'bob_us',
  cause: 'other',
  causeText: '恶意退款',
  operatorName: '张三',
  createdAt: '2026-11-21T08:00:00.000Z',
});

const page = (nodes: Node[]) => ({ customers: { __typename: 'CustomerPage', totalCount: nodes.length, nodes } });
const shops = { shopOptions: [{ __typename: 'ShopOption', id: 3, platformType: 1, shopName: 'eBay 德国店', alias: '' }] };

function mockList(nodes: Node[], entries: Entry[] = [entry()]) {
  return mockGraphql({ Customers: page(nodes), BuyerBlacklist: connectionOf('buyerBlacklist', entries), CustomerShopOptions: shops });
}

const open = (permissions = ALL) => renderPage(<CustomersPage />, { path: '/customerManagement', permissions });

describe('CustomersPage', () => {
  it('lists the buyers with their figures, the blacklisted ones marked, paged by offset and limit', async () => {
    const { Customers: calls } = mockList([
      customer(),
      customer({ shopId: 4, buyerAccount: 'bob_us', buyerName: '', blacklistId: 9, blacklistReason: '恶意退款' }),
    ]);
    open();
    const alice = await findRow('alice_de');
    expectTexts(alice, 'Alice Smith', 'EUR 5.00', 'USD 30.75', '正常');
    expect(within(alice).getByRole('button', { name: /拉黑 alice_de/ })).toBeInTheDocument();
    const bob = getRow('bob_us');
    expect(bob).toHaveTextContent('已拉黑：恶意退款');
    expect(within(bob).getByRole('button', { name: /移出黑名单 bob_us/ })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ offset: 0, filter: {} });
    expect(calls[0]?.limit).toBeGreaterThan(0);
  });

  it('shows the error state and the empty state', async () => {
    mockGraphql({ Customers: fails(), CustomerShopOptions: shops });
    const { unmount } = open();
    expect(await screen.findByText('数据加载失败')).toBeInTheDocument();
    unmount();
    mockList([]);
    open();
    expect(await screen.findByText('还没有客户')).toBeInTheDocument();
  });

  it('blacklists only with a reason and shows the server refusal', async () => {
    const user = userEvent.setup();
    mockList([customer()]);
    const { BlacklistBuyer: inputs } = mockGraphql({
      BlacklistBuyer: refusal('blacklistBuyer', businessError('买家 alice_de 已在黑名单中', 'customers.alreadyBlacklisted')),
    });
    open();
    await screen.findByText('alice_de');
    const dialog = await openDialog(user, /拉黑 alice_de/, '将 Alice Smith (alice_de) 移入黑名单');
    await user.click(within(dialog).getByRole('button', { name: '拉黑' }));
    expect(await within(dialog).findByText('请输入拉黑原因')).toBeInTheDocument();
    expect(inputs).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /拉黑原因/ }), ' 恶意差评 ');
    await user.click(within(dialog).getByRole('button', { name: '拉黑' }));
    await waitFor(() => expect(inputs).toEqual([{ input: { shopId: 3, buyerAccount: 'alice_de', reason: '恶意差评' } }]));
    expect(await screen.findByText('买家 alice_de 已在黑名单中')).toBeInTheDocument();
  });

  it('hides the blacklist actions without the permission', async () => {
    mockList([customer()]);
    open(['customerManagement']);
    const alice = await findRow('alice_de');
    expect(within(alice).queryByRole('button', { name: /拉黑/ })).not.toBeInTheDocument();
  });

  it('lists the blacklist in its tab and removes an entry after confirming', async () => {
    const user = userEvent.setup();
    mockList([customer()]);
    const { RemoveFromBlacklist: removes } = mockGraphql({
      RemoveFromBlacklist: success('removeFromBlacklist', { __typename: 'ShippingBlacklistEntry', id: 9 }),
    });
    open();
    await screen.findByText('alice_de');
    await user.click(screen.getByRole('tab', { name: '黑名单' }));
    const bob = await findRow('bob_us');
    expectTexts(bob, '恶意退款', '张三');
    await user.click(within(bob).getByRole('button', { name: /移出黑名单 bob_us/ }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: '移出黑名单' }));
    await waitFor(() => expect(removes).toEqual([{ id: 9 }]));
  });
});
