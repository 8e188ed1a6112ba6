import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fails, mockGraphql, mockOperation, success } from '../../test/graphql';
import { renderPage } from '../../test/renderPage';
import { GiftRulesPage, ShippingBlacklistPage } from './index';
import { blacklistEntry, connection, giftRule, mockRulePickers, type BlacklistNode } from './testing';
import { openDialog } from '../../test/dialogs';
import { findRow, getRow, expectTexts } from '../../test/rows';
import { retype } from '../../test/forms';

function mockBlacklist(nodes: BlacklistNode[]) {
  const calls = mockOperation<Record<string, unknown>>('ShippingBlacklist', { shippingBlacklist: connection('QueryShippingBlacklistConnection', nodes) });
  return calls;
}

describe('ShippingBlacklistPage', () => {
  it('lists buyers with cause and time; error and empty states', async () => {
    mockGraphql({
      ShippingBlacklist: fails(),
    });
    const { unmount } = renderPage(<ShippingBlacklistPage />, { path: '/shippingBlacklist', permissions: ['blacklist.update'] });
    expect(await screen.findByText('数据加载失败')).toBeInTheDocument();
    unmount();
    mockBlacklist([]);
    const second = renderPage(<ShippingBlacklistPage />, { path: '/shippingBlacklist', permissions: ['blacklist.update'] });
    expect(await screen.findByText('黑名单为空')).toBeInTheDocument();
    second.unmount();
    mockBlacklist([blacklistEntry(), blacklistEntry({ id: 10, buyerAccount: 'refunder', platformType: 0, cause: 'other', causeText: '多次拒收' })]);
    renderPage(<ShippingBlacklistPage />, { path: '/shippingBlacklist', permissions: ['blacklist.update'] });
    const row = await findRow('bad_buyer');
    expectTexts(row, 'eBay', '欺诈', '演示主账号');
    const other = getRow('refunder');
    expectTexts(other, '全部平台', '其他多次拒收');
  });

  it('adds a buyer: cause other needs a text; says how many orders were held', async () => {
    const user = userEvent.setup();
    mockBlacklist([]);
    const inputs = mockOperation(
      'AddToShippingBlacklist',
      success('addToShippingBlacklist', {
        __typename: 'ShippingBlacklistAdded',
        heldOrderIds: [4, 5],
        entry: { __typename: 'ShippingBlacklistEntry', id: 11, buyerAccount: 'mallory' },
      }),
      'input',
    );
    renderPage(<ShippingBlacklistPage />, { path: '/shippingBlacklist', permissions: ['blacklist.update'] });
    const dialog = await openDialog(user, '移入黑名单', '移入黑名单');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('买家账号不能为空')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^买家账号/), 'mallory');
    await user.selectOptions(within(dialog).getByLabelText(/^原因/, { selector: 'select' }), 'other');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('原因为其他时请填写说明')).toBeInTheDocument();
    expect(inputs).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^原因说明/), '拒付');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('已移入黑名单，2 个未发货订单转为异常')).toBeInTheDocument();
    expect(inputs[0]).toEqual({ buyerAccount: 'mallory', platformType: 0, cause: 'other', causeText: '拒付' });
  }, 60_000);

  it('removes a buyer after confirming; no button without the permission', async () => {
    const user = userEvent.setup();
    mockBlacklist([blacklistEntry()]);
    const removed = mockOperation(
      'RemoveFromShippingBlacklist',
      success('removeFromShippingBlacklist', { __typename: 'ShippingBlacklistEntry', id: 9, removedAt: '2026-11-21T00:00:00.000Z' }),
      'id',
    );
    const { unmount } = renderPage(<ShippingBlacklistPage />, { path: '/shippingBlacklist', permissions: ['blacklist.update'] });
    const confirm = await openDialog(user, '移出 bad_buyer', undefined, 'alertdialog');
    expect(confirm).toHaveTextContent('已转为异常的订单不会自动恢复');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已移出黑名单')).toBeInTheDocument();
    expect(removed).toEqual([9]);
    unmount();
    renderPage(<ShippingBlacklistPage />, { path: '/shippingBlacklist', permissions: [] });
    await screen.findByText('bad_buyer');
    expect(screen.queryByRole('button', { name: /移出/ })).not.toBeInTheDocument();
  });
});

describe('GiftRulesPage', () => {
  it('lists gift rules and creates one with a picked SKU; the gift quantity is checked first', async () => {
    const user = userEvent.setup();
    mockRulePickers();
    mockGraphql({
      GiftRules: { giftRules: connection('QueryGiftRulesConnection', [giftRule()]) },
    });
    const inputs = mockOperation<Record<string, unknown>>(
      'CreateGiftRule',
      success('createGiftRule', { __typename: 'GiftRule', id: 4, name: '送礼盒' }),
      'input',
    );
    renderPage(<GiftRulesPage />, { path: '/giftRules', permissions: ['giftRule.update'] });
    const row = await findRow('满50送杯子');
    expectTexts(row, 'CUP-RED × 1', '金额：50 – ∞', '长期有效');

    const dialog = await openDialog(user, '新建赠品规则', '新建赠品规则');
    await user.type(within(dialog).getByLabelText(/^规则名称/), '送礼盒');
    await user.type(within(dialog).getByLabelText(/^订单金额下限/), '80');
    await retype(user, () => within(dialog).getByLabelText(/^赠品数量/), '0');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('赠品数量必须为不小于1的整数')).toBeInTheDocument();
    expect(inputs).toHaveLength(0);
    await retype(user, () => within(dialog).getByLabelText(/^赠品数量/), '2');
    await user.type(within(dialog).getByRole('combobox', { name: '搜索并选择赠品 SKU' }), 'box');
    await user.click(await within(dialog).findByRole('option', { name: /BOX/ }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('规则已创建')).toBeInTheDocument();
    expect(inputs[0]).toMatchObject({
      name: '送礼盒',
      giftSkuId: 102,
      giftQuantity: 2,
      startAt: null,
      endAt: null,
      conditions: { amountMin: '80', countries: [] },
    });
  }, 60_000);
});
