import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLang } from '../../i18n/lang';
import { stubObjectUrls } from '../../test/browserStubs';
import { mockFailing, mockGraphql, mockOperation, success } from '../../test/graphql';
import { expectRetry } from '../../test/listStates';
import { renderPage, validationError } from '../../test/renderPage';
import { channelOption } from '../logistics/fixtures';
import { logisticsCsv, parseCountries } from './LogisticsTablePage';
import { LogisticsTablePage, ShippingPartitionRulesPage, ShippingPriceCardsPage, ShippingTemplatesPage } from './index';
import { openDialog } from '../../test/dialogs';
import { findRow, expectTexts } from '../../test/rows';
import { retype } from '../../test/forms';

const range = (startWeight: number, endWeight: number, firstWeight: number, firstPrice: number, additionalWeight: number, additionalPrice: number) => ({
  __typename: 'ShippingWeightRange',
  startWeight,
  endWeight,
  firstWeight,
  firstPrice,
  additionalWeight,
  additionalPrice,
  unitPrice: null,
});
const template = {
  __typename: 'ShippingTemplate',
  id: 1,
  name: '云途标准',
  billingMethod: 'volumetric',
  volumeCoefficient: 6000,
  pricingMode: 'firstContinued',
  currency: 'CNY',
  effectiveAt: null,
  updatedAt: '2026-11-20T08:00:00.000Z',
  ranges: [range(0, 500, 100, 20, 100, 5), range(500, 2000, 600, 45, 100, 7.5)],
};
const zone = (name: string, country: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'ShippingZone',
  name,
  country,
  state: null,
  postalFrom: null,
  postalTo: null,
  registrationFee: null,
  operationFee: null,
  additionalRate: null,
  ...extra,
});
const rule = {
  __typename: 'ShippingPartitionRule',
  id: 3,
  name: '主要市场',
  scheme: '按邮编',
  updatedAt: '2026-11-20T08:00:00.000Z',
  zones: [zone('US West', 'US', { postalFrom: '90000', postalTo: '96199', registrationFee: 8, operationFee: 2, additionalRate: 10 }), zone('DE', 'DE')],
};
const card = {
  __typename: 'ShippingPriceCard',
  id: 5,
  name: '云途价卡',
  templateId: 1,
  partitionRuleId: 3,
  channelIds: [7],
  deliveryDays: 9,
  expiresAt: '2020-01-01T00:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
};
const channel = channelOption({ __typename: 'LogisticsChannel', id: 7 });
const pickers = {
  ShippingPartitionRules: { shippingPartitionRules: [rule] },
  ShippingPriceCards: { shippingPriceCards: [card] },
  LogisticsChannelOptions: { logisticsChannelOptions: [channel] },
};

describe('ShippingTemplatesPage (/shippingTemplate, /shippingTemplateNew)', () => {
  it('lists templates with their billing and ranges', async () => {
    mockGraphql({ ShippingTemplates: { shippingTemplates: [template] }, ...pickers });
    renderPage(<ShippingTemplatesPage />, { path: '/shippingTemplate', permissions: ['shippingTemplate.update'] });
    const row = await findRow('云途标准');
    expectTexts(row, '按体积重', '系数 6000', '2 个区间', '500–2000 克：首重 600 克 45.00，续重每 100 克 7.50');
    expect(screen.getByRole('button', { name: '编辑 云途标准' })).toBeInTheDocument();
  });

  it('hides the edit buttons without shippingTemplate.update', async () => {
    mockGraphql({ ShippingTemplates: { shippingTemplates: [template] }, ...pickers });
    renderPage(<ShippingTemplatesPage />, { path: '/shippingTemplateNew', permissions: [] });
    await screen.findByText('云途标准');
    expect(screen.queryByRole('button', { name: '编辑 云途标准' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新建运费模板' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '试算 云途标准' })).toBeInTheDocument();
  });

  it('shows the empty and the error state', async () => {
    const user = userEvent.setup();
    const failing = mockFailing('ShippingTemplates', { shippingTemplates: [] });
    renderPage(<ShippingTemplatesPage />, { path: '/shippingTemplate' });
    await expectRetry(user, failing, '还没有运费模板，点击“新建运费模板”开始');
  });

  it('refuses an open range on its row before sending, then sends the ranges as numbers', async () => {
    const user = userEvent.setup();
    mockGraphql({ ShippingTemplates: { shippingTemplates: [] }, ...pickers });
    const inputs = mockOperation('SaveShippingTemplate', success('saveShippingTemplate', template), 'input');
    renderPage(<ShippingTemplatesPage />, { path: '/shippingTemplate', permissions: ['shippingTemplate.update'] });
    const dialog = await openDialog(user, '新建运费模板', '新建运费模板');
    await user.type(within(dialog).getByLabelText(/^模板名称/), '小包');
    const cell = (row: number, field: string) => within(dialog).getByRole('textbox', { name: `第 ${row} 行 ${field}` });
    for (const [field, value] of [
      ['起始重量', '500'],
      ['截止重量', '500'],
      ['首重', '100'],
      ['首重价格', '20'],
      ['续重', '100'],
      ['续重价格', '5'],
    ] as const)
      await user.type(cell(1, field), value);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(cell(1, '截止重量')).toHaveAccessibleErrorMessage(/结束重量必须大于起始重量/));
    expect(inputs).toHaveLength(0);
    await retype(user, () => cell(1, '截止重量'), '2000');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(inputs).toHaveLength(1));
    expect(inputs[0]).toMatchObject({
      name: '小包',
      billingMethod: 'actual',
      volumeCoefficient: 6000,
      currency: 'CNY',
      effectiveAt: null,
      ranges: [{ startWeight: 500, endWeight: 2000, firstWeight: 100, firstPrice: 20, additionalWeight: 100, additionalPrice: 5, unitPrice: null }],
    });
  });

  it("puts the server's range error on its row and cell, in English", async () => {
    setLang('en');
    const user = userEvent.setup();
    mockGraphql({
      ShippingTemplates: { shippingTemplates: [template] },
      ...pickers,
      SaveShippingTemplate: { saveShippingTemplate: validationError({ 'ranges.1.startWeight': 'Weight ranges cannot overlap' }) },
    });
    renderPage(<ShippingTemplatesPage />, { path: '/shippingTemplate', permissions: ['shippingTemplate.update'] });
    const dialog = await openDialog(user, 'Edit 云途标准', 'Edit 云途标准');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Row 2 Start weight' })).toHaveAccessibleErrorMessage('Weight ranges cannot overlap'),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Row 1 Start weight' })).not.toHaveAccessibleErrorMessage();
  });

  it('shows each term of the trial calculation', async () => {
    const user = userEvent.setup();
    mockGraphql({ ShippingTemplates: { shippingTemplates: [template] }, ...pickers });
    const trials = mockOperation(
      'FreightTrial',
      success(
        'freightTrial',
        {
          __typename: 'FreightBreakdown',
          actualWeight: 1200,
          volumetricWeight: 1500,
          chargeableWeight: 1500,
          zone: 'US West',
          basic: 114,
          surcharge: 11.4,
          registrationFee: 8,
          operationFee: 2,
          total: 135.4,
          currency: 'CNY',
        },
        'Query',
      ),
      'input',
    );
    renderPage(<ShippingTemplatesPage />, { path: '/shippingTemplate' });
    const dialog = await openDialog(user, '试算 云途标准', '运费试算');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'YunExpress Standard' })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /物流渠道/ }), '7');
    await user.type(within(dialog).getByRole('textbox', { name: '重量（克）' }), '1200');
    for (const [name, value] of [
      ['长（cm）', '30'],
      ['宽（cm）', '20'],
      ['高（cm）', '15'],
      ['国家（两位代码）', 'us'],
      ['邮编', '94105'],
    ] as const)
      await user.type(within(dialog).getByRole('textbox', { name }), value);
    await user.click(within(dialog).getByRole('button', { name: '试算' }));
    const result = await within(dialog).findByRole('table', { name: '试算结果' });
    expect(trials[0]).toMatchObject({ templateId: 1, partitionRuleId: 3, weight: 1200, length: 30, width: 20, height: 15, country: 'US', postalCode: '94105' });
    const term = (name: string) => within(result).getByText(name).closest('tr')!;
    expect(term('实重')).toHaveTextContent('1200 克');
    expect(term('体积重')).toHaveTextContent('1500 克');
    expect(term('计费重量')).toHaveTextContent('1500 克');
    expect(term('分区')).toHaveTextContent('US West');
    expect(term('基础运费')).toHaveTextContent('114.00 CNY');
    expect(term('附加费')).toHaveTextContent('11.40 CNY');
    expect(term('挂号费')).toHaveTextContent('8.00 CNY');
    expect(term('操作费')).toHaveTextContent('2.00 CNY');
    expect(term('运费合计')).toHaveTextContent('135.40 CNY');
  });
});

describe('ShippingPartitionRulesPage (/shippingPartitionRule)', () => {
  it('lists zones with their postal ranges and fees', async () => {
    mockGraphql({ ShippingPartitionRules: { shippingPartitionRules: [rule] } });
    renderPage(<ShippingPartitionRulesPage />, { path: '/shippingPartitionRule', permissions: ['shippingTemplate.update'] });
    const row = await findRow('主要市场');
    expectTexts(row, 'US West: US 90000–96199 · 挂号费 8，操作费 2，附加 10%', 'DE: DE');
  });

  it('shows the empty and the error state', async () => {
    const user = userEvent.setup();
    const failing = mockFailing('ShippingPartitionRules', { shippingPartitionRules: [] });
    renderPage(<ShippingPartitionRulesPage />, { path: '/shippingPartitionRule' });
    await expectRetry(user, failing, '还没有分区规则，点击“新建分区规则”开始');
  });

  it('refuses partly filled fees on their row, then saves; the server error lands on its cell', async () => {
    const user = userEvent.setup();
    mockGraphql({ ShippingPartitionRules: { shippingPartitionRules: [] } });
    let answer: object = { saveShippingPartitionRule: validationError({ 'zones.0.postalFrom': '分区名称重复' }) };
    const inputs = mockOperation('SaveShippingPartitionRule', () => answer, 'input');
    renderPage(<ShippingPartitionRulesPage />, { path: '/shippingPartitionRule', permissions: ['shippingTemplate.update'] });
    const dialog = await openDialog(user, '新建分区规则', '新建分区规则');
    const cell = (field: string) => within(dialog).getByRole('textbox', { name: `第 1 行 ${field}` });
    await user.type(within(dialog).getByLabelText(/^规则名称/), '欧洲');
    await user.type(cell('分区名称'), 'DE');
    await user.type(cell('国家'), 'de');
    await user.type(cell('挂号费'), '4');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(cell('操作费')).toHaveAccessibleErrorMessage(/挂号费、操作费和附加费率/));
    expect(inputs).toHaveLength(0);
    await user.type(cell('操作费'), '1');
    await user.type(cell('附加费率 %'), '0');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(cell('邮编起')).toHaveAccessibleErrorMessage('分区名称重复'));
    expect(inputs[0]).toMatchObject({
      name: '欧洲',
      zones: [{ name: 'DE', country: 'DE', registrationFee: 4, operationFee: 1, additionalRate: 0, postalFrom: null }],
    });
    answer = success('saveShippingPartitionRule', rule);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新建分区规则' })).not.toBeInTheDocument());
  });
});

describe('ShippingPriceCardsPage (/shippingPriceCard)', () => {
  it('lists cards with channel, template, zone rule names and the expiry', async () => {
    mockGraphql({ ShippingTemplates: { shippingTemplates: [template] }, ...pickers });
    renderPage(<ShippingPriceCardsPage />, { path: '/shippingPriceCard', permissions: ['shippingTemplate.update'] });
    const row = await findRow('云途价卡');
    await waitFor(() => expect(row).toHaveTextContent('YunExpress Standard'));
    expectTexts(row, '云途标准', '主要市场', '9 天', '已过期');
  });

  it('shows the empty and the error state', async () => {
    const user = userEvent.setup();
    mockGraphql({ ShippingTemplates: { shippingTemplates: [] }, ...pickers });
    const failing = mockFailing('ShippingPriceCards', { shippingPriceCards: [] });
    renderPage(<ShippingPriceCardsPage />, { path: '/shippingPriceCard' });
    await expectRetry(user, failing, '还没有价卡，点击“新建价卡”开始');
  });

  it('needs a channel, then saves the card; the server refuses the expiry on its field', async () => {
    const user = userEvent.setup();
    mockGraphql({ ShippingTemplates: { shippingTemplates: [template] }, ...pickers, ShippingPriceCards: { shippingPriceCards: [] } });
    const inputs = mockOperation('SaveShippingPriceCard', { saveShippingPriceCard: validationError({ expiresAt: '到期时间不能早于当前时间' }) }, 'input');
    renderPage(<ShippingPriceCardsPage />, { path: '/shippingPriceCard', permissions: ['shippingTemplate.update'] });
    const dialog = await openDialog(user, '新建价卡', '新建价卡');
    await user.type(within(dialog).getByLabelText(/^价卡名称/), '新价卡');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: '云途标准' })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByLabelText(/^运费模板/), '1');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请至少选择一个物流渠道')).toBeInTheDocument();
    expect(inputs).toHaveLength(0);
    await user.click(within(dialog).getByText('YunExpress Standard'));
    await user.type(within(dialog).getByLabelText(/^预计时效/), '9');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^到期时间/)).toHaveAccessibleErrorMessage('到期时间不能早于当前时间'));
    expect(inputs[0]).toMatchObject({ name: '新价卡', templateId: 1, partitionRuleId: null, channelIds: [7], deliveryDays: 9, expiresAt: null });
  });
});

describe('LogisticsTablePage (/logisticsTable)', () => {
  const urls = stubObjectUrls();
  const cell = (channelId: number, channelName: string, country: string, price: number | null, reason: string | null = null) => ({
    __typename: 'LogisticsTableRow',
    channelId,
    channelName,
    country,
    price,
    currency: 'CNY',
    deliveryDays: price == null ? null : 9,
    reason,
  });
  const table = [
    cell(7, 'YunExpress Standard', 'US', 61.5),
    cell(7, 'YunExpress Standard', 'DE', 48),
    cell(8, 'UPS', 'US', null, 'noPriceCard'),
    cell(8, 'UPS', 'DE', null, 'noPriceCard'),
  ];

  it('compares channels by country and exports the table', async () => {
    const user = userEvent.setup();
    const calls = mockOperation('LogisticsTable', (v: Record<string, unknown>) =>
      success(
        'logisticsTable',
        table.filter((r) => (v.countries as string[]).includes(r.country)),
        'Query',
      ),
    );
    renderPage(<LogisticsTablePage />, { path: '/logisticsTable' });
    const row = await findRow('YunExpress Standard');
    expectTexts(row, '61.50 CNY', '9 天');
    expect(screen.getByText('UPS').closest('tr')).toHaveTextContent('无有效价卡');
    expect(calls[0]).toEqual({ weight: 500, countries: ['US', 'DE', 'GB', 'FR', 'AU'] });
    await user.click(screen.getByRole('button', { name: '导出 CSV' }));
    expect(urls.createObjectURL).toHaveBeenCalledTimes(1);
    const blob = urls.createObjectURL.mock.calls[0]![0] as Blob;
    expect(blob.type).toContain('text/csv');
  });

  it('shows the error state and retries', async () => {
    const user = userEvent.setup();
    const failing = mockFailing('LogisticsTable', success('logisticsTable', [], 'Query'));
    renderPage(<LogisticsTablePage />, { path: '/logisticsTable' });
    await expectRetry(user, failing, '没有启用的物流渠道');
  });

  it('reads countries and writes the CSV with quoting', () => {
    expect(parseCountries('us, de ，GB;xx1 US')).toEqual(['US', 'DE', 'GB']);
    const csv = logisticsCsv(table.slice(0, 1) as never, ['渠道', '国家', '运费', '币种', '时效', '说明'], () => '');
    expect(csv).toBe('\uFEFF渠道,国家,运费,币种,时效,说明\r\nYunExpress Standard,US,61.50,CNY,9,\r\n');
  });
});
