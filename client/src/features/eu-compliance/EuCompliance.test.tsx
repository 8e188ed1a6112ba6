import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLang } from '../../i18n/lang';
import { mockFailing, mockGraphql, mockOperation, success } from '../../test/graphql';
import { renderPage } from '../../test/renderPage';
import { expectRetry } from '../../test/listStates';
import { openDialog } from '../../test/dialogs';
import { ProductEuPairPage, RegulatoryTemplatesPage } from './index';
import { findRow, expectTexts } from '../../test/rows';

afterEach(() => setLang('zh'));

const berlin = {
  __typename: 'EuRegulatoryTemplate',
  id: 1,
  name: 'Berlin RP',
  manufacturerName: '深圳示例工厂',
  manufacturerAddress: '深圳市南山区',
  manufacturerEmail: '',
  manufacturerPhone: '',
  rpName: 'RP GmbH',
  rpAddress: 'Hauptstr. 1, Berlin',
  rpEmail: 'rp@example.de',
  rpPhone: '',
  rpCountry: 'DE',
  safetyInfo: 'Keep away from fire.',
  enabled: true,
  isDefault: true,
  shopIds: [],
  pairCount: 2,
  updatedAt: '2026-11-02T03:04:00.000Z',
};
const templates = (nodes: unknown[]) => ({
  regulatoryTemplates: {
    __typename: 'QueryRegulatoryTemplatesConnection',
    totalCount: nodes.length,
    edges: nodes.map((node) => ({ __typename: 'QueryRegulatoryTemplatesConnectionEdge', node })),
  },
});
const pair = {
  __typename: 'EuLabelPair',
  id: 5,
  skuId: 9,
  templateId: 1,
  printQuantity: 2,
  updatedAt: '2026-11-02T03:04:00.000Z',
  productName: '玩具车',
  sku: { __typename: 'Sku', id: 9, sku: 'TOY-1' },
  template: { __typename: 'EuRegulatoryTemplate', id: 1, name: 'Berlin RP', enabled: true },
};
const pairs = (nodes: unknown[]) => ({
  euLabelPairs: {
    __typename: 'QueryEuLabelPairsConnection',
    totalCount: nodes.length,
    edges: nodes.map((node) => ({ __typename: 'QueryEuLabelPairsConnectionEdge', node })),
  },
});
const noShops = { ShopChoices: { shopOptions: [] } };

describe('RegulatoryTemplatesPage', () => {
  it('lists templates with the responsible person and the default badge', async () => {
    mockGraphql({ RegulatoryTemplates: templates([berlin]), ...noShops });
    renderPage(<RegulatoryTemplatesPage />, { path: '/regulatoryTemplates', permissions: ['regulatoryTemplate.update'] });
    const row = await findRow('Berlin RP');
    expectTexts(row, 'RP GmbH (DE)', '默认');
  });

  it('shows the empty and the error state', async () => {
    const user = userEvent.setup();
    mockGraphql(noShops);
    const failing = mockFailing('RegulatoryTemplates', templates([]));
    renderPage(<RegulatoryTemplatesPage />, { path: '/regulatoryTemplates' });
    await expectRetry(user, failing, '还没有合规模板，点击“添加合规模板”开始');
  });

  it('refuses a disabled default template before sending, then saves', async () => {
    const user = userEvent.setup();
    mockGraphql({ RegulatoryTemplates: templates([berlin]), ...noShops });
    const inputs = mockOperation('UpdateRegulatoryTemplate', success('updateRegulatoryTemplate', berlin), 'input');
    renderPage(<RegulatoryTemplatesPage />, { path: '/regulatoryTemplates', permissions: ['regulatoryTemplate.update'] });
    const dialog = await openDialog(user, '编辑 Berlin RP', '编辑合规模板 Berlin RP');
    await user.click(within(dialog).getByLabelText(/^启用/));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(dialog).toHaveTextContent('禁用的标签模板不能设为默认'));
    expect(inputs).toHaveLength(0);
    await user.click(within(dialog).getByLabelText(/^启用/));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(inputs).toHaveLength(1));
    expect(inputs[0]).toMatchObject({ name: 'Berlin RP', rpCountry: 'DE', enabled: true, isDefault: true, shopIds: [] });
  });

  it('speaks English and hides editing without the permission', async () => {
    setLang('en');
    mockGraphql({ RegulatoryTemplates: templates([berlin]), ...noShops });
    renderPage(<RegulatoryTemplatesPage />, { path: '/regulatoryTemplates' });
    await screen.findByText('Berlin RP');
    expect(screen.getByRole('heading', { name: 'Compliance templates' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add template' })).not.toBeInTheDocument();
  });
});

describe('ProductEuPairPage', () => {
  it('lists paired SKUs with their template and labels per unit; unpairs after confirming', async () => {
    const user = userEvent.setup();
    mockGraphql({ EuLabelPairs: pairs([pair]), RegulatoryTemplates: templates([berlin]) });
    const unpaired = mockOperation('UnpairEuLabels', success('unpairEuLabels', 1), 'input');
    renderPage(<ProductEuPairPage />, { path: '/productEuPair', permissions: ['euLabelPair.update', 'euLabel.print'] });
    const row = await findRow('TOY-1');
    expectTexts(row, '玩具车', 'Berlin RP');
    const confirm = await openDialog(user, '解除配对 TOY-1', undefined, 'alertdialog');
    expect(confirm).toHaveTextContent('确定解除 TOY-1 的欧盟标签配对吗？');
    await user.click(within(confirm).getByRole('button', { name: /解除配对|确定/ }));
    await waitFor(() => expect(unpaired).toEqual([{ ids: [5] }]));
  });

  it('speaks English', async () => {
    setLang('en');
    mockGraphql({ EuLabelPairs: pairs([pair]), RegulatoryTemplates: templates([berlin]) });
    renderPage(<ProductEuPairPage />, { path: '/productEuPair', permissions: ['euLabelPair.update'] });
    await screen.findByText('TOY-1');
    expect(screen.getByRole('heading', { name: 'EU label pairing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pair SKUs' })).toBeInTheDocument();
  });
});
