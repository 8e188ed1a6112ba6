import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLang } from '../../i18n/lang';
import { openDialog } from '../../test/dialogs';
import { connectionOf, mockFailing, mockOperation, success } from '../../test/graphql';
import { expectRetry } from '../../test/listStates';
import { renderPage } from '../../test/renderPage';
import { TortiousErrorText } from './components/TortiousHighlight';
import { AttributeMappingPage, CommonTemplatesPage, MarketplaceTemplatesPage, OzonSizeChartPage, TortiousWordsPage } from './index';
import { findRow, expectTexts } from '../../test/rows';

afterEach(() => setLang('zh'));

const template = {
  __typename: 'DescriptionTemplate',
  id: 1,
  version: 1,
  name: '基础模板',
  platformType: 0,
  html: '<p>{title}</p>',
  sections: [],
  isDefault: true,
  remark: '',
  updatedAt: '2026-11-20T08:00:00.000Z',
};

describe('CommonTemplatesPage (/commonTemplates)', () => {
  it('lists templates with the default marked', async () => {
    mockOperation('CommonTemplates', connectionOf('commonTemplates', [template]));
    renderPage(<CommonTemplatesPage />, { path: '/commonTemplates', permissions: ['commonTemplate.update'] });
    const row = await findRow('基础模板');
    expectTexts(row, '默认', '全部平台');
  });

  it('shows the error state with retry; no create without commonTemplate.update', async () => {
    const user = userEvent.setup();
    const failing = mockFailing('CommonTemplates', connectionOf('commonTemplates', []));
    renderPage(<CommonTemplatesPage />, { path: '/commonTemplates' });
    await expectRetry(user, failing, '还没有通用模板，点击“新建通用模板”开始');
    expect(screen.queryByRole('button', { name: '新建通用模板' })).not.toBeInTheDocument();
  });

  it('refuses an unknown variable before sending, then saves', async () => {
    const user = userEvent.setup();
    mockOperation('CommonTemplates', connectionOf('commonTemplates', []));
    const inputs = mockOperation('CreateCommonTemplate', success('createCommonTemplate', { __typename: 'DescriptionTemplate', id: 2 }), 'input');
    renderPage(<CommonTemplatesPage />, { path: '/commonTemplates', permissions: ['commonTemplate.update'] });
    const dialog = await openDialog(user, '新建通用模板', '新建通用模板');
    await user.type(within(dialog).getByLabelText(/^名称/), '简洁');
    const html = within(dialog).getByLabelText(/^模板内容/);
    await user.click(html);
    await user.paste('<p>{title} {price}</p>');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(html).toHaveAccessibleErrorMessage(/未知变量 \{price\}/));
    expect(inputs).toHaveLength(0);
    await user.clear(html);
    await user.click(html);
    await user.paste('<p>{title}</p>');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(inputs).toHaveLength(1));
    expect(inputs[0]).toEqual({ name: '简洁', platformType: 0, html: '<p>{title}</p>', isDefault: false, remark: '' });
  });
});

describe('MarketplaceTemplatesPage (/commonTemplatesV2)', () => {
  it('sends sections written as "## Title" blocks, in English', async () => {
    setLang('en');
    const user = userEvent.setup();
    mockOperation('MarketplaceTemplates', connectionOf('marketplaceTemplates', []));
    const inputs = mockOperation('CreateMarketplaceTemplate', success('createMarketplaceTemplate', { __typename: 'DescriptionTemplate', id: 3 }), 'input');
    renderPage(<MarketplaceTemplatesPage />, { path: '/commonTemplatesV2', permissions: ['commonTemplateV2.update'] });
    const dialog = await openDialog(user, 'New template', 'New template');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Ozon');
    await user.selectOptions(within(dialog).getByLabelText(/^Marketplace/), 'Ozon');
    await user.click(within(dialog).getByLabelText(/^Sections/));
    await user.paste('## About\n<p>{title}</p>\n## about\nx');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Sections/)).toHaveAccessibleErrorMessage('The section “about” already exists'));
    expect(inputs).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText(/^Sections/));
    await user.click(within(dialog).getByLabelText(/^Sections/));
    await user.paste('## About\n<p>{title}</p>\n## Sizes\n{sizeChart}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(inputs).toHaveLength(1));
    expect(inputs[0]).toMatchObject({
      name: 'Ozon',
      platformType: 31,
      sections: [
        { title: 'About', html: '<p>{title}</p>' },
        { title: 'Sizes', html: '{sizeChart}' },
      ],
    });
  });
});

describe('AttributeMappingPage (/attributeMapping)', () => {
  it('refuses a target mapped twice before sending', async () => {
    const user = userEvent.setup();
    mockOperation('AttributeMappings', connectionOf('attributeMappings', []));
    const inputs = mockOperation('CreateAttributeMapping', success('createAttributeMapping', { __typename: 'AttributeMapping', id: 1 }), 'input');
    renderPage(<AttributeMappingPage />, { path: '/attributeMapping', permissions: ['attributeMapping.update'] });
    const dialog = await openDialog(user, '新建映射', '新建映射');
    await user.type(within(dialog).getByLabelText(/^名称/), 'Ozon 品牌');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^平台/ }), 'Ozon');
    await user.click(within(dialog).getByLabelText(/^映射规则/));
    await user.paste('fixed:Acme -> brand\nname -> brand');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^映射规则/)).toHaveAccessibleErrorMessage('变体属性映射目标不能相同：“brand”被映射了两次'));
    expect(inputs).toHaveLength(0);
  });
});

describe('size charts and infringing words', () => {
  it('lists the Ozon size charts', async () => {
    const calls = mockOperation(
      'SizeCharts',
      connectionOf('sizeCharts', [
        {
          __typename: 'SizeChart',
          id: 1,
          platformType: 31,
          name: 'T 恤',
          unit: 'cm',
          columns: ['胸围', '衣长'],
          rows: [{ size: 'M', values: ['96', '70'] }],
          remark: '',
          updatedAt: '2026-11-20T08:00:00.000Z',
        },
      ]),
      'marketplace',
    );
    renderPage(<OzonSizeChartPage />, { path: '/ozonSizeChart', permissions: ['ozonSizeChart.update'] });
    const row = await findRow('T 恤');
    expect(row).toHaveTextContent('胸围 · 衣长 (厘米)');
    expect(screen.getByRole('heading', { name: 'Ozon 尺码表模板' })).toBeInTheDocument();
    expect(calls[0]).toBe('ozon');
  });

  it('highlights the listed words in a pasted text', async () => {
    const user = userEvent.setup();
    mockOperation(
      'TortiousWords',
      connectionOf('tortiousWords', [
        { __typename: 'TortiousWord', id: 1, word: 'Nike', matchMode: 'word', platformTypes: [], remark: '', updatedAt: '2026-11-20T08:00:00.000Z' },
      ]),
    );
    renderPage(<TortiousWordsPage />, { path: '/tortiousWordsManage', permissions: ['tortiousWord.update'] });
    await screen.findByText('Nike');
    const check = screen.getByRole('group', { name: '检查文本' });
    await user.type(within(check).getByRole('textbox'), 'shoes like NIKE');
    await waitFor(() => expect(check.querySelector('mark')).toHaveTextContent('NIKE'));
  });

  it('a refusal of a listing or product save shows its words highlighted', () => {
    renderPage(<TortiousErrorText message="包含侵权词：“Nike”, “迪士尼”" />, { path: '/x' });
    expect([...document.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Nike', '迪士尼']);
  });
});
