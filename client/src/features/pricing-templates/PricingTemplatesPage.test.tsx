import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLang } from '../../i18n/lang';
import { openDialog } from '../../test/dialogs';
import { connectionOf, mockFailing, mockGraphql, mockOperation, success } from '../../test/graphql';
import { expectRetry } from '../../test/listStates';
import { renderPage, validationError } from '../../test/renderPage';
import { PricingTemplatesPage } from './index';
import { findRow, expectTexts } from '../../test/rows';
import { retype } from '../../test/forms';

const ebay = {
  __typename: 'PricingTemplate',
  id: 1,
  name: 'eBay 美国',
  vat: 13,
  commission: 12,
  grossProfit: 20,
  otherDeduction: 5,
  currency: 'USD',
  remark: '旺季',
  updatedAt: '2026-11-20T08:00:00.000Z',
};
const list = (nodes: unknown[]) => connectionOf('pricingTemplates', nodes);

describe('PricingTemplatesPage (/pricingTemplate)', () => {
  it('lists templates with their points, sum and the price of a cost of 100', async () => {
    mockOperation('PricingTemplates', list([ebay]));
    renderPage(<PricingTemplatesPage />, { path: '/pricingTemplate', permissions: ['pricingTemplate.update'] });
    const row = await findRow('eBay 美国');
    expectTexts(row, '增值税 13 · 佣金 12 · 毛利 20 · 其他 5', '50%');
    expect(row).toHaveTextContent('200.00'); // 100 ÷ (1 − 50 %)
    expect(row).toHaveTextContent('USD');
    expect(screen.getByRole('button', { name: '编辑 eBay 美国' })).toBeInTheDocument();
  });

  it('shows the empty and the error state; no edit without pricingTemplate.update', async () => {
    const user = userEvent.setup();
    const failing = mockFailing('PricingTemplates', list([]));
    renderPage(<PricingTemplatesPage />, { path: '/pricingTemplate' });
    await expectRetry(user, failing, '还没有定价模板，点击“新建定价模板”开始');
    expect(screen.queryByRole('button', { name: '新建定价模板' })).not.toBeInTheDocument();
  });

  it('shows the trial price as points are typed, refuses points summing to 100 % before sending, then saves', async () => {
    const user = userEvent.setup();
    mockOperation('PricingTemplates', list([]));
    const inputs = mockOperation('CreatePricingTemplate', success('createPricingTemplate', { ...ebay, id: 2 }), 'input');
    renderPage(<PricingTemplatesPage />, { path: '/pricingTemplate', permissions: ['pricingTemplate.update'] });
    const dialog = await openDialog(user, '新建定价模板', '新建定价模板');
    await user.type(within(dialog).getByLabelText(/^模板名称/), '速卖通');
    for (const [label, value] of [
      [/^增值税点/, '50'],
      [/^平台佣金点/, '30'],
      [/^毛利率/, '20'],
      [/^其他扣点/, '0'],
    ] as const)
      await user.type(within(dialog).getByLabelText(label), value);
    const trial = within(dialog).getByRole('group', { name: '试算' });
    expect(trial).toHaveTextContent('填写扣点（合计小于 100%）和成本后显示售价');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByLabelText(/^毛利率/)).toHaveAccessibleErrorMessage('增值税点 + 平台佣金点 + 毛利率 + 其他扣点之和必须小于 100%');
    expect(inputs).toHaveLength(0);
    // three decimals on one point: that field
    await retype(user, () => within(dialog).getByLabelText(/^增值税点/), '1.005');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByLabelText(/^增值税点/)).toHaveAccessibleErrorMessage('点数最多两位小数');
    expect(inputs).toHaveLength(0);
    await retype(user, () => within(dialog).getByLabelText(/^增值税点/), '10');
    // 10 + 30 + 20 + 0 = 60 %: a cost of 100 sells at 250.00
    await waitFor(() => expect(trial).toHaveTextContent('售价: 250.00'));
    expect(trial).toHaveTextContent('其中增值税 25.00，佣金 75.00，毛利 50.00，其他扣点 0.00');
    await retype(user, () => within(trial).getByLabelText('成本'), '12.34');
    await waitFor(() => expect(trial).toHaveTextContent('售价: 30.85'));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(inputs).toHaveLength(1));
    expect(inputs[0]).toEqual({ name: '速卖通', vat: 10, commission: 30, grossProfit: 20, otherDeduction: 0, currency: '', remark: '' });
  });

  it("puts the server's message on its field, in English", async () => {
    setLang('en');
    const user = userEvent.setup();
    mockOperation('PricingTemplates', list([ebay]));
    mockGraphql({ UpdatePricingTemplate: { updatePricingTemplate: validationError({ name: 'A pricing template with this name already exists' }) } });
    renderPage(<PricingTemplatesPage />, { path: '/pricingTemplate', permissions: ['pricingTemplate.update'] });
    const dialog = await openDialog(user, 'Edit eBay 美国', 'Edit eBay 美国');
    expect(within(dialog).getByRole('group', { name: 'Trial calculation' })).toHaveTextContent('Selling price: 200.00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Template name/)).toHaveAccessibleErrorMessage('A pricing template with this name already exists'),
    );
  });
});
