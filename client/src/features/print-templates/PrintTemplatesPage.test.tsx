import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '../../i18n/lang';
import { connectionOf, mockFailing, mockOperation, success } from '../../test/graphql';
import { expectRetry } from '../../test/listStates';
import { openDialog } from '../../test/dialogs';
import { renderPage } from '../../test/renderPage';
import { PrintPage, PrintTemplateDesignerPage, PrintTemplatesPage } from './index';
import { findRow } from '../../test/rows';
import { retype } from '../../test/forms';
import { search } from '../../test/filters';

const row = (id: number, kind: string, name: string, isDefault: boolean, w = 100, h = 150) => ({
  __typename: 'PrintTemplate',
  id,
  kind,
  name,
  isDefault,
  pageWidth: w,
  pageHeight: h,
  updatedAt: '2026-01-02T03:04:00.000Z',
});
const list = (nodes: unknown[]) => connectionOf('printTemplates', nodes);
const templates = [row(1, 'label', '面单', true), row(2, 'label', '小面单', false, 100, 100), row(3, 'pickList', '拣货单', true, 210, 297)];
const pdf = { __typename: 'PdfFile', filename: 'label-20260102-2.pdf', contentBase64: btoa('%PDF-1.3 test'), pages: 2 };

let opened: string[] = [];
beforeEach(() => {
  opened = [];
  vi.spyOn(window, 'open').mockImplementation((url) => {
    opened.push(String(url));
    return { focus() {} } as Window;
  });
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('PrintTemplatesPage', () => {
  it('lists templates by type with the default marked; copies and sets the default', async () => {
    const user = userEvent.setup();
    const calls = mockOperation('PrintTemplates', list(templates));
    const copies = mockOperation('CopyPrintTemplate', success('copyPrintTemplate', row(4, 'label', '小面单（副本）', false)), 'id');
    const defaults = mockOperation(
      'SetDefaultPrintTemplate',
      success('setDefaultPrintTemplate', { __typename: 'PrintTemplate', id: 2, isDefault: true }),
      'id',
    );
    renderPage(<PrintTemplatesPage />, { path: '/printTemplates', permissions: ['printTemplate.update', 'orders'] });
    const first = await findRow('小面单');
    expect(first).toHaveTextContent('100 × 100');
    expect(screen.getByText('拣货单', { selector: 'p' }).closest('tr')).toHaveTextContent('默认');
    // the default cannot be deleted: no delete button on it
    expect(screen.queryByRole('button', { name: '删除 面单' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '复制 小面单' }));
    await waitFor(() => expect(copies).toEqual([2]));
    await user.click(screen.getByRole('button', { name: '设为默认 小面单' }));
    await waitFor(() => expect(defaults).toEqual([2]));
    await user.click(screen.getByRole('button', { name: '设计 小面单' }));
    expect(opened.at(-1)).toContain('#/printTemplate?id=2');
    await search(user, { 模板类型: 'pickList' });
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ filter: { kind: 'pickList' } }));
  });

  it('creates a template of a kind and opens the designer on it; renames one', async () => {
    const user = userEvent.setup();
    mockOperation('PrintTemplates', list(templates));
    const created = mockOperation('CreatePrintTemplate', success('createPrintTemplate', row(5, 'pickList', '波次拣货', false)), 'input');
    const renamed = mockOperation('RenamePrintTemplate', success('renamePrintTemplate', row(2, 'label', '窄面单', false)));
    renderPage(<PrintTemplatesPage />, { path: '/printTemplates', permissions: ['printTemplate.update', 'orders'] });
    const dialog = await openDialog(user, '新建模板', '新建打印模板');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByLabelText(/^模板名称/)).toHaveAccessibleErrorMessage('模板名称不能为空');
    await user.type(within(dialog).getByLabelText(/^模板名称/), '波次拣货');
    await user.selectOptions(within(dialog).getByLabelText(/^模板类型/), 'pickList');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(created).toMatchObject([{ name: '波次拣货', kind: 'pickList' }]));
    expect(await screen.findByText('模板 波次拣货 已创建，正在打开设计器')).toBeInTheDocument();
    expect(opened.at(-1)).toContain('#/printTemplate?id=5');

    const rename = await openDialog(user, '重命名 小面单', '重命名 小面单');
    expect(within(rename).queryByLabelText(/^模板类型/)).not.toBeInTheDocument();
    await retype(user, () => within(rename).getByLabelText(/^模板名称/), '窄面单');
    await user.click(within(rename).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(renamed).toEqual([{ id: 2, name: '窄面单' }]));
    expect(await screen.findByText('已重命名为 窄面单')).toBeInTheDocument();
  });

  it('shows the empty and the error state', async () => {
    const user = userEvent.setup();
    const failing = mockFailing('PrintTemplates', list([]));
    renderPage(<PrintTemplatesPage />, { path: '/printTemplates' });
    await expectRetry(user, failing, '没有符合条件的模板');
  });
});

describe('PrintTemplateDesignerPage', () => {
  it('moves a field by dragging it, edits it and saves the layout JSON', async () => {
    const user = userEvent.setup();
    const layout = {
      page: { width: 100, height: 100 },
      elements: [{ type: 'field', x: 5, y: 5, w: 40, h: 6, field: 'orderNo', label: false, fontSize: 10, bold: false }],
    };
    mockOperation('PrintTemplate', { printTemplate: { ...row(2, 'label', '小面单', false, 100, 100), layout } });
    const saved = mockOperation<{ id: number; input: { layout: typeof layout } }>(
      'UpdatePrintTemplate',
      success('updatePrintTemplate', { ...row(2, 'label', '小面单', false, 100, 100), layout }),
    );
    renderPage(<PrintTemplateDesignerPage />, { path: '/printTemplate?id=2', permissions: ['printTemplate.update', 'orders'] });
    const element = await screen.findByTestId('element-0');
    // 4 px per mm on a 100 mm page: 40 px right, 80 px down = 10 mm, 20 mm
    fireEvent.pointerDown(element, { clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(element, { clientX: 140, clientY: 180, pointerId: 1 });
    fireEvent.pointerUp(element, { clientX: 140, clientY: 180, pointerId: 1 });
    const props = screen.getByRole('group', { name: '属性' });
    expect(within(props).getByLabelText('X（毫米）')).toHaveValue(15);
    expect(within(props).getByLabelText('Y（毫米）')).toHaveValue(25);
    await user.selectOptions(within(props).getByLabelText('字段'), 'trackingNo');
    await user.click(screen.getByRole('button', { name: '+ 二维码' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.id).toBe(2);
    expect(saved[0]!.input.layout.elements).toEqual([
      { ...layout.elements[0], x: 15, y: 25, field: 'trackingNo' },
      { type: 'qr', x: 5, y: 5, w: 20, h: 20, field: 'orderNo' },
    ]);
  });

  it('adds a table, moves and resizes it, configures its columns and saves it', async () => {
    const user = userEvent.setup();
    const layout = { page: { width: 100, height: 100 }, elements: [] as unknown[] };
    mockOperation('PrintTemplate', { printTemplate: { ...row(3, 'pickList', '拣货单', true, 100, 100), layout } });
    const saved = mockOperation<{ id: number; input: { layout: { elements: Record<string, unknown>[] } } }>(
      'UpdatePrintTemplate',
      success('updatePrintTemplate', { ...row(3, 'pickList', '拣货单', true, 100, 100), layout }),
    );
    renderPage(<PrintTemplateDesignerPage />, { path: '/printTemplate?id=3', permissions: ['printTemplate.update', 'orders'] });
    await user.click(await screen.findByRole('button', { name: '+ 表格' }));
    const element = screen.getByTestId('element-0');
    expect(element).toHaveAccessibleName('表格：3 列');
    // header row plus the rows the 60 mm box holds at 7 mm a row
    expect(within(element).getByText('SKU')).toBeInTheDocument();
    expect(within(element).getByText('{商品名称}')).toBeInTheDocument();
    // 4 px per mm: drag 20 px right and down = 5 mm; the handle then widens by -20 px = -5 mm, heightens by 40 px = 10 mm
    fireEvent.pointerDown(element, { clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(element, { clientX: 120, clientY: 120, pointerId: 1 });
    fireEvent.pointerUp(element, { clientX: 120, clientY: 120, pointerId: 1 });
    const handle = screen.getByRole('button', { name: '拖动以调整大小' });
    fireEvent.pointerDown(handle, { clientX: 0, clientY: 0, pointerId: 2 });
    fireEvent.pointerMove(handle, { clientX: -20, clientY: 40, pointerId: 2 });
    fireEvent.pointerUp(handle, { clientX: -20, clientY: 40, pointerId: 2 });
    const props = screen.getByRole('group', { name: '属性' });
    expect(within(props).getByLabelText('X（毫米）')).toHaveValue(10);
    expect(within(props).getByLabelText('宽（毫米）')).toHaveValue(85);
    expect(within(props).getByLabelText('高（毫米）')).toHaveValue(70);
    // columns: widths add up to the table's 90 mm before the resize; shrink one, add a location column, move it first
    expect(within(props).getByTestId('table-widths')).toHaveTextContent('列宽合计 90 / 85 毫米');
    // (number inputs are set whole: typing digit by digit is clamped on the way)
    fireEvent.change(within(props).getByLabelText('第 2 列宽（毫米）'), { target: { value: '20' } });
    await user.click(within(props).getByRole('button', { name: '+ 添加列' }));
    await user.selectOptions(within(props).getByLabelText('第 4 列字段'), 'location');
    await retype(user, () => within(props).getByLabelText('第 4 列表头'), '库位');
    for (const n of [4, 3, 2]) await user.click(within(props).getByRole('button', { name: `上移第 ${n} 列` }));
    await user.selectOptions(within(props).getByLabelText('第 4 列对齐'), 'center');
    fireEvent.change(within(props).getByLabelText('行高（毫米）'), { target: { value: '8' } });
    await user.click(within(props).getByLabelText('显示边框'));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.input.layout.elements).toEqual([
      {
        type: 'table',
        x: 10,
        y: 10,
        w: 85,
        h: 70,
        rowHeight: 8,
        headerRow: true,
        borders: false,
        fontSize: 9,
        columns: [
          { field: 'location', header: '库位', width: 20, align: 'left' },
          { field: 'sku', header: 'SKU', width: 27, align: 'left' },
          { field: 'productName', header: '商品名称', width: 20, align: 'left' },
          { field: 'quantity', header: '数量', width: 18, align: 'center' },
        ],
      },
    ]);
  });

  it('names the table and its columns in English', async () => {
    setLang('en');
    const user = userEvent.setup();
    mockOperation('PrintTemplate', {
      printTemplate: { ...row(3, 'pickList', 'Pick list', true, 100, 100), layout: { page: { width: 100, height: 100 }, elements: [] } },
    });
    renderPage(<PrintTemplateDesignerPage />, { path: '/printTemplate?id=3', permissions: ['printTemplate.update', 'orders'] });
    await user.click(await screen.findByRole('button', { name: '+ Table' }));
    expect(screen.getByTestId('element-0')).toHaveAccessibleName('Table: 3 columns');
    const props = screen.getByRole('group', { name: 'Properties' });
    expect(within(props).getByLabelText('Column 1 field')).toHaveValue('sku');
    expect(within(props).getByLabelText('Column 3 header')).toHaveValue('Quantity');
    expect(within(props).getByRole('button', { name: 'Remove column 2' })).toBeEnabled();
    await user.click(within(props).getByRole('button', { name: 'Remove column 2' }));
    expect(screen.getByTestId('element-0')).toHaveAccessibleName('Table: 2 columns');
  });

  it('says so when no template is chosen, in English', async () => {
    setLang('en');
    renderPage(<PrintTemplateDesignerPage />, { path: '/printTemplate' });
    expect(await screen.findByText('Open a template from the print templates list to design it')).toBeInTheDocument();
  });
});

const order = (id: number, orderNo: string) => ({ __typename: 'Order', id, orderNo });

describe('PrintPage', () => {
  it('shows the orders from the address by their order numbers and prints them with the default template to one PDF', async () => {
    const user = userEvent.setup();
    mockOperation('PrintTemplates', list(templates.slice(0, 2)));
    const lookups = mockOperation<string[]>('PrintOrderNumbers', { nodes: [order(11, 'SO-11'), order(12, 'SO-12')] }, 'ids');
    const prints = mockOperation<{ templateId: number; orderIds: number[] }>('PrintOrders', success('printOrders', pdf));
    renderPage(<PrintPage />, { path: '/print?kind=label&ids=11,12', permissions: ['orders'] });
    await waitFor(() => expect(screen.getByLabelText('模板')).toHaveValue('1'));
    // the global ids of Order:11 and Order:12; the page shows order numbers, never the ids
    expect(lookups).toEqual([['T3JkZXI6MTE', 'T3JkZXI6MTI']]);
    await waitFor(() => expect(screen.getByLabelText('订单号（每行一个，或用逗号分隔）')).toHaveValue('SO-11\nSO-12'));
    expect(screen.getByText('已选 2 个订单')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '生成 PDF' }));
    await waitFor(() => expect(prints).toEqual([{ templateId: 1, orderIds: [11, 12] }]));
    expect(await screen.findByText('已生成 2 页：label-20260102-2.pdf')).toBeInTheDocument();
    expect(opened).toContain('blob:pdf');
  });

  it('prints typed order numbers; an unknown number prints nothing and says which, in English', async () => {
    setLang('en');
    const user = userEvent.setup();
    mockOperation('PrintTemplates', list(templates.slice(0, 2)));
    const searched = mockOperation<string>(
      'PrintOrderByNumber',
      (v) => connectionOf('orders', v.keyword === 'SO-13' ? [order(130, 'SO-13-2'), order(13, 'SO-13')] : [order(99, 'XSO-99')]),
      'keyword',
    );
    const prints = mockOperation<{ templateId: number; orderIds: number[] }>('PrintOrders', success('printOrders', { ...pdf, pages: 1 }));
    renderPage(<PrintPage />, { path: '/print?kind=label', permissions: ['orders'] });
    await waitFor(() => expect(screen.getByLabelText('Template')).toHaveValue('1'));
    const numbers = screen.getByLabelText('Order numbers (one a line, or separated by commas)');
    await user.type(numbers, 'SO-13, SO-99');
    expect(screen.getByText('2 orders chosen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make PDF' }));
    expect(await screen.findByText('No order has these numbers, so nothing was printed: SO-99')).toBeInTheDocument();
    expect(searched.sort()).toEqual(['SO-13', 'SO-99']);
    expect(prints).toEqual([]);
    await retype(user, numbers, 'SO-13');
    expect(screen.getByText('1 order chosen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make PDF' }));
    await waitFor(() => expect(prints).toEqual([{ templateId: 1, orderIds: [13] }]));
    expect(await screen.findByText('1 page made: label-20260102-2.pdf')).toBeInTheDocument();
    // SO-13 was found once: not searched again
    expect(searched).toHaveLength(2);
  });
});
