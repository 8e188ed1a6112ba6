import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLang } from '../../i18n/lang';
import { connectionOf, mockFailing, mockGraphql, mockOperation, success } from '../../test/graphql';
import { renderPage, validationError } from '../../test/renderPage';
import { PickListTemplatePage } from './index';
import { expectRetry } from '../../test/listStates';
import { stubObjectUrls } from '../../test/browserStubs';
import { openDialog } from '../../test/dialogs';
import { expectTexts } from '../../test/rows';
import { retype } from '../../test/forms';
import { search } from '../../test/filters';

const template = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'PickListTemplate',
  id,
  name,
  type: 'mixed',
  fontSize: 'standard',
  maxOrders: 50,
  minOrders: 1,
  fields: ['productName', 'orderNo'],
  imageUrl: '',
  updatedAt: '2026-01-02T03:04:00.000Z',
  ...extra,
});
const pickList = (id: number, pickNo: string, status = 'created') => ({
  __typename: 'PickList',
  id,
  pickNo,
  status,
  templateName: '日常',
  warehouseId: 1,
  warehouseName: '深圳仓',
  orderCount: 3,
  operatorName: '老板',
  wallRows: 0,
  wallCols: 0,
  createdAt: '2026-01-02T03:04:00.000Z',
});

const pdf = (pages: number) => ({ __typename: 'PdfFile', filename: 'PK20260102000001.pdf', contentBase64: btoa('%PDF-1.3 test'), pages });

function mockAll(
  templates: unknown[] = [template(1, '日常'), template(2, '大字单品', { type: 'single', fontSize: 'large', fields: ['buyerName'] })],
  lists: unknown[] = [pickList(7, 'PK20260102000001')],
) {
  const calls = mockGraphql({
    PickListTemplates: connectionOf('pickListTemplates', templates),
    PickLists: connectionOf('pickLists', lists),
    WarehouseOptions: { warehouseOptions: [{ __typename: 'WarehouseOption', id: 1, name: '深圳仓', type: 'own', enabled: true }] },
    PickableOrderCount: { pickableOrderCount: 12 },
    // the pick-list print templates offered when printing (none but the default here)
    PrintTemplates: connectionOf('printTemplates', []),
  });
  return { templates: calls.PickListTemplates, lists: calls.PickLists };
}

const urls = stubObjectUrls();

describe('PickListTemplatePage', () => {
  it('lists templates with type, font size and fields; filters by name', async () => {
    const user = userEvent.setup();
    const calls = mockAll();
    renderPage(<PickListTemplatePage />, { path: '/pickListTemplate', permissions: ['pickListTemplate.update'] });
    const table = await screen.findByRole('table', { name: '拣货单模板' });
    const row = (await within(table).findByText('大字单品')).closest('tr')!;
    expectTexts(row, '单品', '大号', '1–50', '买家');
    await search(user, { 模板名称: '日常' });
    await waitFor(() => expect(calls.templates.at(-1)).toMatchObject({ filter: { keyword: '日常' } }));
  });

  it('shows the empty and the error state', async () => {
    const user = userEvent.setup();
    mockAll([], []);
    const failing = mockFailing('PickListTemplates', connectionOf('pickListTemplates', []));
    renderPage(<PickListTemplatePage />, { path: '/pickListTemplate' });
    expect(await screen.findByText('数据加载失败')).toBeInTheDocument();
    await expectRetry(user, failing, '还没有拣货单模板，点击“新建模板”开始', '还没有拣货单');
  });

  it('checks the shared rules before sending, then creates a template with the chosen fields', async () => {
    const user = userEvent.setup();
    mockAll();
    const inputs = mockOperation('CreatePickListTemplate', success('createPickListTemplate', { __typename: 'PickListTemplate', id: 3, name: '波次' }), 'input');
    renderPage(<PickListTemplatePage />, { path: '/pickListTemplate', permissions: ['pickListTemplate.update'] });
    await screen.findByRole('button', { name: '编辑 日常' });
    const dialog = await openDialog(user, '新建模板', '新建模板');
    await user.type(within(dialog).getByLabelText(/^最小订单数/), '0');
    await user.click(within(dialog).getByLabelText(/^图片链接/));
    await user.paste('x'.repeat(151));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByLabelText(/^模板名称/)).toHaveAccessibleErrorMessage('模板名称不能为空');
    expect(within(dialog).getByLabelText(/^最大订单数/)).toHaveAccessibleErrorMessage('最大订单数不能为空');
    expect(within(dialog).getByLabelText(/^图片链接/)).toHaveAccessibleErrorMessage('图片链接最多 150 个字符');
    expect(inputs).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^模板名称/), '波次');
    await retype(user, () => within(dialog).getByLabelText(/^最小订单数/), '5');
    await user.type(within(dialog).getByLabelText(/^最大订单数/), '3');
    await user.clear(within(dialog).getByLabelText(/^图片链接/));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByLabelText(/^最大订单数/)).toHaveAccessibleErrorMessage('最大值不能小于最小值');
    await retype(user, () => within(dialog).getByLabelText(/^最大订单数/), '30');
    await user.selectOptions(within(dialog).getByLabelText(/^类型/), 'variant');
    await user.click(within(within(dialog).getByRole('group', { name: '可选字段' })).getByText('跟踪号'));
    await user.click(within(within(dialog).getByRole('group', { name: '可选字段' })).getByText('订单号'));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(inputs).toEqual([
        { name: '波次', type: 'variant', fontSize: 'standard', maxOrders: 30, minOrders: 5, fields: ['productName', 'trackingNo'], imageUrl: '' },
      ]),
    );
    expect(await screen.findByText('模板 波次 已保存')).toBeInTheDocument();
  }, 40_000);

  it("puts 'Input content already exists' under the name", async () => {
    const user = userEvent.setup();
    mockAll();
    mockGraphql({
      UpdatePickListTemplate: { updatePickListTemplate: validationError({ name: '输入内容已存在' }) },
    });
    renderPage(<PickListTemplatePage />, { path: '/pickListTemplate', permissions: ['pickListTemplate.update'] });
    const dialog = await openDialog(user, '编辑 大字单品', '编辑模板 大字单品');
    await retype(user, () => within(dialog).getByLabelText(/^模板名称/), '日常');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^模板名称/)).toHaveAccessibleErrorMessage('输入内容已存在'), { timeout: 5000 });
  });

  it('makes pick lists for a warehouse and prints one as PDF', async () => {
    const user = userEvent.setup();
    const calls = mockAll();
    const inputs = mockOperation(
      'CreatePickLists',
      success('createPickLists', {
        __typename: 'CreatePickListsResult',
        skippedOrderIds: [9],
        pickLists: [
          { __typename: 'PickList', id: 8, pickNo: 'PK-1', orderCount: 2 },
          { __typename: 'PickList', id: 9, pickNo: 'PK-2', orderCount: 1 },
        ],
      }),
      'input',
    );
    const printed = mockOperation('PrintPickList', success('printPickList', pdf(1)), 'id');
    renderPage(<PickListTemplatePage />, { path: '/pickListTemplate', permissions: ['pickListTemplate.update'] });
    const section = await screen.findByRole('region', { name: '拣货单' });
    expect(await within(section).findByText('PK20260102000001')).toBeInTheDocument();
    await user.selectOptions(within(section).getByLabelText('仓库'), '1');
    expect(await within(section).findByText('该仓库有 12 个待发货订单未生成拣货单')).toBeInTheDocument();
    await user.selectOptions(within(section).getByLabelText('模板'), '1');
    await user.click(within(section).getByRole('button', { name: '生成拣货单' }));
    await waitFor(() => expect(inputs).toEqual([{ templateId: 1, warehouseId: 1 }]));
    expect(await screen.findByText('已生成 2 张拣货单 1 个订单不符合模板类型，未加入')).toBeInTheDocument();
    await waitFor(() => expect(calls.lists.length).toBeGreaterThan(1));

    await user.click(within(section).getByRole('button', { name: '打印 PK20260102000001' }));
    await waitFor(() => expect(printed).toEqual([7]));
    expect(urls.createObjectURL).toHaveBeenCalled();
    expect(await screen.findByText('已下载 PK20260102000001.pdf（1 页）')).toBeInTheDocument();
  });

  it('prints through the default pick-list print template, or the one chosen (zh and en)', async () => {
    const user = userEvent.setup();
    mockAll();
    const printTemplate = (id: number, name: string, isDefault: boolean) => ({
      __typename: 'PrintTemplate',
      id,
      kind: 'pickList',
      name,
      isDefault,
      pageWidth: 210,
      pageHeight: 297,
      updatedAt: '2026-01-02T03:04:00.000Z',
    });
    const kinds = mockOperation(
      'PrintTemplates',
      connectionOf('printTemplates', [printTemplate(3, '拣货单', true), printTemplate(5, '大表格拣货单', false)]),
      'filter',
    );
    const printed = mockOperation('PrintPickList', success('printPickList', pdf(3)));
    renderPage(<PickListTemplatePage />, { path: '/pickListTemplate', permissions: ['pickListTemplate.update', 'printTemplate.update', 'orders'] });
    const section = await screen.findByRole('region', { name: '拣货单' });
    const choice = within(section).getByLabelText('打印模板');
    await waitFor(() => expect(within(choice).getByRole('option', { name: '默认模板 (拣货单)' })).toBeInTheDocument());
    expect(kinds).toContainEqual({ kind: 'pickList' });
    expect(within(section).getByRole('link', { name: '设计拣货单模板' })).toHaveAttribute('href', expect.stringContaining('/printTemplates?kind=pickList'));
    await user.click(await within(section).findByRole('button', { name: '打印 PK20260102000001' }));
    await waitFor(() => expect(printed).toHaveLength(1));
    expect(printed[0]).not.toHaveProperty('printTemplateId', 5);
    await user.selectOptions(choice, '5');
    await user.click(within(section).getByRole('button', { name: '打印 PK20260102000001' }));
    await waitFor(() => expect(printed).toHaveLength(2));
    expect(printed[1]).toEqual({ id: 7, printTemplateId: 5 });
    // both prints answered 3 pages: a toast each
    expect(await screen.findAllByText('已下载 PK20260102000001.pdf（3 页）')).not.toHaveLength(0);
  });

  it('hides editing without pickListTemplate.update, and speaks English', async () => {
    setLang('en');
    mockAll();
    renderPage(<PickListTemplatePage />, { path: '/pickListTemplate' });
    const table = await screen.findByRole('table', { name: 'Pick list templates' });
    expect((await within(table).findByText('大字单品')).closest('tr')).toHaveTextContent('Single product');
    expect(screen.getByRole('heading', { name: 'Pick list templates' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New template' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make pick lists' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print PK20260102000001' })).toBeInTheDocument();
    expect(screen.getByLabelText('Print template')).toHaveTextContent('Default template');
  });
});
