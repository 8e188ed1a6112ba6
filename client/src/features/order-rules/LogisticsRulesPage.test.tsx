import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse, server } from '../../test/server';
import { mockOperation, success } from '../../test/graphql';
import { renderPage, validationError } from '../../test/renderPage';
import { LogisticsRulesPage } from './index';
import { connection, logisticsRule, mockRulePickers, type LogisticsRuleNode } from './testing';
import { itShowsErrorThenEmpty } from '../../test/listStates';
import { openDialog } from '../../test/dialogs';
import { findRow, getRow, expectTexts } from '../../test/rows';
import { retype } from '../../test/forms';

const ALL = ['logisticsRule.update'];

function mockRules(nodes: LogisticsRuleNode[]) {
  mockRulePickers();
  const calls = mockOperation<Record<string, unknown>>('LogisticsRules', { logisticsRules: connection('QueryLogisticsRulesConnection', nodes) });
  return calls;
}

const rows = [
  logisticsRule(),
  logisticsRule({
    id: 2,
    name: '德国重货',
    priority: 1,
    enabled: false,
    warehouseName: '德国仓',
    logisticsChannelName: '燕文小包',
    conditions: { ...logisticsRule().conditions, countries: ['DE'], weightMin: 2000, weightMax: null, platformTypes: [1], shopIds: [31] },
  }),
];

describe('LogisticsRulesPage', () => {
  it('lists rules by priority with their conditions, action and switch', async () => {
    const calls = mockRules(rows);
    renderPage(<LogisticsRulesPage />, { path: '/logisticsRules', permissions: ALL });
    const first = await findRow('美国小包');
    expectTexts(first, '国家：US', '重量：0 – 2000 克', '深圳仓 / 云途专线');
    expect(within(first).getByRole('checkbox', { name: '启用 美国小包' })).toBeChecked();
    const second = getRow('德国重货');
    expect(second).toHaveTextContent('重量：2000 – ∞ 克');
    await waitFor(() => expect(second).toHaveTextContent('店铺：eBay 美国'));
    expect(second).toHaveTextContent('平台：eBay');
    expect(within(second).getByRole('checkbox', { name: '启用 德国重货' })).not.toBeChecked();
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).queryAllByRole('cell')[1]?.textContent),
    ).toEqual(['美国小包', '德国重货']);
    expect(calls[0]).toMatchObject({ first: 30, offset: 0, filter: {} });
  });

  itShowsErrorThenEmpty(
    'LogisticsRules',
    () => renderPage(<LogisticsRulesPage />, { path: '/logisticsRules', permissions: ALL }),
    () => mockRules([]),
    '还没有物流规则',
    mockRulePickers,
  );

  it('creates a rule: checked on the client first (a condition is required, max above min), then sent', async () => {
    const user = userEvent.setup();
    mockRules([]);
    const inputs = mockOperation('CreateLogisticsRule', success('createLogisticsRule', { __typename: 'LogisticsRule', id: 5, name: '美国轻小件' }), 'input');
    renderPage(<LogisticsRulesPage />, { path: '/logisticsRules', permissions: ALL });
    const dialog = await openDialog(user, '新建物流规则', '新建物流规则');
    await user.type(within(dialog).getByLabelText(/^规则名称/), 'A');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('规则名称长度为2到64个字符')).toBeInTheDocument();
    expect(within(dialog).getByText('请至少设置一个条件')).toBeInTheDocument();
    expect(inputs).toHaveLength(0);

    await retype(user, () => within(dialog).getByLabelText(/^规则名称/), '美国轻小件');
    await user.type(within(dialog).getByLabelText(/^国家/), 'us, ca');
    await user.type(within(dialog).getByLabelText(/^重量下限/), '500');
    await user.type(within(dialog).getByLabelText(/^重量上限/), '100');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('最大值必须大于最小值')).toBeInTheDocument();
    expect(inputs).toHaveLength(0);

    await retype(user, () => within(dialog).getByLabelText(/^重量上限/), '2000');
    await retype(user, () => within(dialog).getByLabelText(/^优先级/), '3');
    await user.click(within(dialog).getByRole('checkbox', { name: 'eBay' }));
    await waitFor(() => expect(within(dialog).getAllByRole('option', { name: '德国仓' }).length).toBe(1));
    await user.selectOptions(within(dialog).getByLabelText('发货仓库', { selector: 'select' }), '2');
    await waitFor(() => expect(within(dialog).getAllByRole('option', { name: '燕文小包' }).length).toBe(1));
    await user.selectOptions(within(dialog).getByLabelText('物流渠道', { selector: 'select' }), '8');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('规则已创建')).toBeInTheDocument();
    expect(inputs[0]).toEqual({
      name: '美国轻小件',
      priority: 3,
      enabled: false,
      warehouseId: 2,
      channelChoice: 'fixed',
      logisticsChannelId: 8,
      candidateChannelIds: [],
      maxDeliveryDays: null,
      conditions: {
        platformTypes: [1],
        shopIds: [],
        countries: ['US', 'CA'],
        postcodes: [],
        skus: [],
        weightMin: 500,
        weightMax: 2000,
        amountMin: null,
        amountMax: null,
        quantityMin: null,
        quantityMax: null,
      },
    });
  }, 120_000);

  it('shows the server’s field errors under the inputs (a foreign or disabled channel)', async () => {
    const user = userEvent.setup();
    mockRules(rows);
    mockOperation('UpdateLogisticsRule', { updateLogisticsRule: validationError({ logisticsChannelId: '物流渠道 燕文小包 已停用' }) });
    renderPage(<LogisticsRulesPage />, { path: '/logisticsRules', permissions: ALL });
    const dialog = await openDialog(user, '编辑 美国小包', '编辑物流规则 美国小包');
    expect(within(dialog).getByLabelText(/^国家/)).toHaveValue('US');
    expect(within(dialog).getByLabelText(/^重量上限/)).toHaveValue('2000');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('物流渠道 燕文小包 已停用')).toBeInTheDocument();
  });

  it('switches a rule on after confirming and changes its priority', async () => {
    const user = userEvent.setup();
    mockRules(rows);
    const calls: unknown[] = [];
    server.use(
      graphql.mutation('SetLogisticsRuleEnabled', ({ variables }) => {
        calls.push(['enabled', variables]);
        return HttpResponse.json({
          data: success('setLogisticsRuleEnabled', { __typename: 'LogisticsRule', id: 2, enabled: true }),
        });
      }),
      graphql.mutation('SetLogisticsRulePriority', ({ variables }) => {
        calls.push(['priority', variables]);
        return HttpResponse.json({
          data: success('setLogisticsRulePriority', { __typename: 'LogisticsRule', id: 1, priority: 6 }),
        });
      }),
    );
    renderPage(<LogisticsRulesPage />, { path: '/logisticsRules', permissions: ALL });
    await user.click(await screen.findByRole('checkbox', { name: '启用 德国重货' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('新订单会按规则 德国重货 分配');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('规则已启用')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提高优先级 美国小包' }));
    expect(await screen.findByText('优先级已修改')).toBeInTheDocument();
    expect(calls).toEqual([
      ['enabled', { id: 2, enabled: true }],
      ['priority', { id: 1, priority: 6 }],
    ]);
  });

  it('dry run: past orders the rule would match, which a higher rule takes, page by page', async () => {
    const user = userEvent.setup();
    mockRules(rows);
    const calls: Record<string, unknown>[] = [];
    const order = (i: number, taken: boolean) => ({
      __typename: 'LogisticsRuleDryRunOrder',
      orderId: i,
      orderNo: `SO-${i}`,
      platformOrderNo: `EB-${i}`,
      shopName: 'eBay 美国',
      platformType: 1,
      status: 'shipped',
      country: 'DE',
      postcode: '10115',
      totalAmount: '25.00',
      currency: 'EUR',
      weight: 2500,
      quantity: 1,
      orderedAt: '2026-11-10T08:00:00.000Z',
      takenByRuleId: taken ? 1 : null,
      takenByRuleName: taken ? '美国小包' : '',
      channelId: 8,
      channelName: '燕文小包',
      freight: null,
      freightCurrency: '',
      candidates: [],
    });
    server.use(
      graphql.query('LogisticsRuleDryRun', ({ variables }) => {
        calls.push(variables);
        const offset = Number(variables.offset ?? 0);
        const all = Array.from({ length: 12 }, (_, i) => order(i + 1, i % 4 === 0));
        return HttpResponse.json({
          data: success(
            'logisticsRuleDryRun',
            {
              __typename: 'LogisticsRuleDryRun',
              days: variables.days,
              scanned: 340,
              truncated: false,
              matchedCount: 12,
              takenCount: 3,
              appliedCount: 9,
              orders: all.slice(offset, offset + Number(variables.first)),
            },
            'Query',
          ),
        });
      }),
    );
    renderPage(<LogisticsRulesPage />, { path: '/logisticsRules', permissions: [] });
    const dialog = await openDialog(user, '试运行 德国重货', '试运行：德国重货');
    expect(await within(dialog).findByText(/共检查 340 个订单：匹配 12 个，其中 3 个会先被更高优先级的规则分配，本规则实际分配 9 个/)).toBeInTheDocument();
    expect(within(dialog).getByText('SO-1').closest('tr')).toHaveTextContent('被 美国小包 先分配');
    expect(within(dialog).getByText('SO-2').closest('tr')).toHaveTextContent('由本规则分配');
    expect(calls[0]).toMatchObject({ id: 2, days: 30, offset: 0, first: 10, appliedOnly: false });
    await user.click(within(dialog).getByRole('button', { name: '下一页' }));
    expect(await within(dialog).findByText('SO-11')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ offset: 10 });
    await user.selectOptions(within(dialog).getByLabelText('最近天数'), '90');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ days: 90, offset: 0 }));
  });

  it('tries the rule as it stands in the form, before saving', async () => {
    const user = userEvent.setup();
    mockRules(rows);
    const calls = mockOperation<Record<string, unknown>>(
      'LogisticsRuleDryRun',
      success(
        'logisticsRuleDryRun',
        { __typename: 'LogisticsRuleDryRun', days: 30, scanned: 5, truncated: false, matchedCount: 0, takenCount: 0, appliedCount: 0, orders: [] },
        'Query',
      ),
    );
    renderPage(<LogisticsRulesPage />, { path: '/logisticsRules', permissions: ALL });
    const dialog = await openDialog(user, '编辑 美国小包', '编辑物流规则 美国小包');
    await user.click(within(dialog).getByRole('button', { name: '按当前设置试运行' }));
    const trial = await screen.findByRole('dialog', { name: '试运行：美国小包' });
    expect(await within(trial).findByText('这段时间没有会被匹配的订单')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      input: { name: '美国小包', priority: 5, warehouseId: 1, logisticsChannelId: 7, conditions: { countries: ['US'], weightMax: 2000 } },
      days: 30,
    });
  });

  it('a cheapest-channel rule: candidate channels and delivery days are sent, and the dry run shows each candidate’s price or why not', async () => {
    const user = userEvent.setup();
    mockRules([]);
    const inputs = mockOperation('CreateLogisticsRule', success('createLogisticsRule', { __typename: 'LogisticsRule', id: 6, name: '英国最便宜' }), 'input');
    const dry = mockOperation<Record<string, unknown>>(
      'LogisticsRuleDryRun',
      success(
        'logisticsRuleDryRun',
        {
          __typename: 'LogisticsRuleDryRun',
          days: 30,
          scanned: 9,
          truncated: false,
          matchedCount: 1,
          takenCount: 0,
          appliedCount: 1,
          orders: [
            {
              __typename: 'LogisticsRuleDryRunOrder',
              orderId: 41,
              orderNo: 'SO-41',
              platformOrderNo: 'EB-41',
              shopName: 'eBay 美国',
              platformType: 1,
              status: 'processing',
              country: 'GB',
              postcode: 'SW1A 1AA',
              totalAmount: '30.00',
              currency: 'GBP',
              weight: 2500,
              quantity: 1,
              orderedAt: '2026-11-20T08:00:00.000Z',
              takenByRuleId: null,
              takenByRuleName: '',
              channelId: 7,
              channelName: '云途专线',
              freight: 85,
              freightCurrency: 'CNY',
              candidates: [
                { __typename: 'FreightChannelCandidate', channelId: 7, name: '云途专线', eligible: true, reasons: [], price: 85, deliveryDays: 4 },
                { __typename: 'FreightChannelCandidate', channelId: 8, name: '燕文小包', eligible: false, reasons: ['weight'], price: 40, deliveryDays: 12 },
              ],
            },
          ],
        },
        'Query',
      ),
    );
    renderPage(<LogisticsRulesPage />, { path: '/logisticsRules', permissions: ALL });
    const dialog = await openDialog(user, '新建物流规则', '新建物流规则');
    await user.type(within(dialog).getByLabelText(/^规则名称/), '英国最便宜');
    await user.type(within(dialog).getByLabelText(/^国家/), 'gb');
    await waitFor(() => expect(within(dialog).getAllByRole('option', { name: '德国仓' }).length).toBe(1));
    await user.selectOptions(within(dialog).getByLabelText('发货仓库', { selector: 'select' }), '2');
    // a fixed rule needs its channel
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('指定渠道的规则须选择物流渠道')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /最便宜的可用渠道/ }));
    const candidates = within(dialog).getByRole('group', { name: /候选渠道/ });
    await user.click(await within(candidates).findByRole('checkbox', { name: '云途专线' }));
    await user.click(within(candidates).getByRole('checkbox', { name: '燕文小包' }));
    await user.type(within(dialog).getByLabelText(/^时效上限/), '0');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('时效天数须为 1 到 365 的整数')).toBeInTheDocument();
    expect(inputs).toHaveLength(0);
    await retype(user, () => within(dialog).getByLabelText(/^时效上限/), '7');

    await user.click(within(dialog).getByRole('button', { name: '按当前设置试运行' }));
    const trial = await screen.findByRole('dialog', { name: '试运行：英国最便宜' });
    const row = (await within(trial).findByText('SO-41')).closest('tr')!;
    expectTexts(row, '云途专线 · 85.00 CNY', '燕文小包：超重');
    expect(dry[0]).toMatchObject({ input: { channelChoice: 'cheapest', candidateChannelIds: [7, 8], maxDeliveryDays: 7 } });
    await user.click(within(trial).getAllByRole('button', { name: '关闭' }).at(-1)!);

    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('规则已创建')).toBeInTheDocument();
    expect(inputs[0]).toMatchObject({ channelChoice: 'cheapest', candidateChannelIds: [7, 8], maxDeliveryDays: 7, warehouseId: 2 });
  }, 120_000);

  it('offers no changes without the permission', async () => {
    mockRules(rows);
    renderPage(<LogisticsRulesPage />, { path: '/logisticsRules', permissions: [] });
    await screen.findByText('美国小包');
    expect(screen.queryByRole('button', { name: '新建物流规则' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /编辑/ })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '启用 美国小包' })).toBeDisabled();
  });
});
