import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLang } from '../../i18n/lang';
import { mockGraphql, mockOperation, refusal, success } from '../../test/graphql';
import { renderPage } from '../../test/renderPage';
import { BarcodeToolPage } from './index';
import { base64ToBlob } from './pdf';
import { stubObjectUrls } from '../../test/browserStubs';
import { openDialog } from '../../test/dialogs';
import { findRow, expectTexts } from '../../test/rows';
import { retype } from '../../test/forms';
import { search } from '../../test/filters';

const batch = (id: number, name: string, type: string, first: string, last: string) => ({
  __typename: 'BarcodeBatch',
  id,
  name,
  number: 3,
  type,
  prefix: 'SH',
  createdAt: '2026-01-02T03:04:00.000Z',
  codeRange: { __typename: 'BarcodeCodeRange', first, last },
});
const batches = [batch(2, '货架标签', 'code128', 'SH000001', 'SH000003'), batch(1, 'EAN 批次', 'ean13', '6900000000012', '6900000000036')];

function mockBatches(nodes: unknown[] = batches) {
  const calls = mockOperation<Record<string, unknown>>('BarcodeBatches', {
    barcodeBatches: {
      __typename: 'QueryBarcodeBatchesConnection',
      totalCount: nodes.length,
      edges: nodes.map((node) => ({ __typename: 'QueryBarcodeBatchesConnectionEdge', node })),
    },
  });
  return calls;
}
const pdf = (filename: string, pages: number) => ({ __typename: 'PdfFile', filename, contentBase64: btoa('%PDF-1.3 test'), pages });

const urls = stubObjectUrls();

describe('BarcodeToolPage', () => {
  it('lists batches with their code ranges and filters by type', async () => {
    const user = userEvent.setup();
    const calls = mockBatches();
    renderPage(<BarcodeToolPage />, { path: '/barcodeTool', permissions: ['barcode.create'] });
    const row = await findRow('货架标签');
    expectTexts(row, 'SH000001 – SH000003', 'Code 128');
    await search(user, { 条码类型: 'ean13' });
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ filter: { type: 'ean13' } }));
  });

  it('creates a batch after checking the shared rules (EAN-13 prefixes are digits)', async () => {
    const user = userEvent.setup();
    mockBatches();
    const inputs = mockOperation(
      'CreateBarcodeBatch',
      success('createBarcodeBatch', {
        __typename: 'BarcodeBatch',
        id: 3,
        name: '新批次',
        codeRange: { __typename: 'BarcodeCodeRange', first: '6900000000043', last: '6900000000050' },
      }),
      'input',
    );
    renderPage(<BarcodeToolPage />, { path: '/barcodeTool', permissions: ['barcode.create'] });
    await screen.findByText('货架标签');
    const dialog = await openDialog(user, '新建批次', '新建批次');
    await user.type(within(dialog).getByLabelText(/^批次名称/), '新批次');
    await retype(user, () => within(dialog).getByLabelText(/^条码数量/), '1001');
    await user.selectOptions(within(dialog).getByLabelText(/^条码类型/), 'ean13');
    await user.type(within(dialog).getByLabelText(/^前缀/), 'AB');
    await user.click(within(dialog).getByRole('button', { name: '生成' }));
    expect(within(dialog).getByLabelText(/^条码数量/)).toHaveAccessibleErrorMessage('每批最多 1000 个条码');
    expect(within(dialog).getByLabelText(/^前缀/)).toHaveAccessibleErrorMessage('EAN-13 前缀最多 11 位数字');
    expect(inputs).toHaveLength(0);
    await retype(user, () => within(dialog).getByLabelText(/^条码数量/), '2');
    await retype(user, () => within(dialog).getByLabelText(/^前缀/), '690');
    await user.click(within(dialog).getByRole('button', { name: '生成' }));
    await waitFor(() => expect(inputs).toEqual([{ name: '新批次', number: 2, type: 'ean13', prefix: '690' }]));
    expect(await screen.findByText('批次 新批次 已生成：6900000000043 – 6900000000050')).toBeInTheDocument();
  });

  it('prints a batch as a PDF download, on label rolls or A4 sheets', async () => {
    const user = userEvent.setup();
    mockBatches();
    const calls = mockOperation('PrintBarcodeBatch', (variables) => success('printBarcodeBatch', pdf('labels-2.pdf', variables.layout === 'a4' ? 1 : 3)));
    renderPage(<BarcodeToolPage />, { path: '/barcodeTool' });
    await user.click(await screen.findByRole('button', { name: '打印 货架标签' }));
    expect(await screen.findByText('已下载 labels-2.pdf（3 页）')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '打印 A4 货架标签' }));
    expect(await screen.findByText('已下载 labels-2.pdf（1 页）')).toBeInTheDocument();
    expect(calls).toEqual([
      { id: 2, layout: 'label' },
      { id: 2, layout: 'a4' },
    ]);
    expect(urls.createObjectURL).toHaveBeenCalledTimes(2);
    const blob = urls.createObjectURL.mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('application/pdf');
  });

  it('prints labels for chosen SKUs with a quantity each', async () => {
    const user = userEvent.setup();
    mockBatches();
    mockGraphql({
      SkuOptions: { skuOptions: [{ __typename: 'SkuOption', id: 11, sku: 'MUG-RED', productName: '红色马克杯', image: '', isCombo: false, available: null }] },
    });
    const inputs = mockOperation('PrintSkuLabels', success('printSkuLabels', pdf('sku-labels.pdf', 4)), 'input');
    renderPage(<BarcodeToolPage />, { path: '/barcodeTool' });
    await user.click(await screen.findByRole('tab', { name: 'SKU 标签' }));
    await user.type(await screen.findByRole('combobox', { name: '添加 SKU' }), 'MUG');
    await user.click(await screen.findByRole('option', { name: /MUG-RED/ }));
    const quantity = await screen.findByLabelText('打印数量 MUG-RED');
    await retype(user, quantity, '0');
    await user.click(screen.getByRole('button', { name: '打印 SKU 标签' }));
    await waitFor(() => expect(quantity).toHaveAccessibleErrorMessage('数量必须是不小于 1 的整数'));
    expect(inputs).toHaveLength(0);
    await retype(user, quantity, '4');
    await user.selectOptions(screen.getByLabelText('标签版式'), 'a4');
    await user.click(screen.getByRole('button', { name: '打印 SKU 标签' }));
    await waitFor(() => expect(inputs).toEqual([{ items: [{ skuId: 11, quantity: 4 }], type: 'code128', layout: 'a4' }]));
    expect(await screen.findByText('已下载 sku-labels.pdf（4 页）')).toBeInTheDocument();
  });

  it('shows the server refusal of a print and speaks English', async () => {
    setLang('en');
    const user = userEvent.setup();
    mockBatches();
    mockGraphql({
      PrintBarcodeBatch: refusal('printBarcodeBatch', {
        __typename: 'NotFoundError',
        messageId: 'counts.batchNotFound',
        message: 'The barcode batch does not exist',
      }),
    });
    renderPage(<BarcodeToolPage />, { path: '/barcodeTool' });
    expect(await screen.findByRole('heading', { name: 'Barcode tool' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New batch' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Print 货架标签' }));
    expect(await screen.findByText('The barcode batch does not exist')).toBeInTheDocument();
  });

  it('turns base64 into PDF bytes', async () => {
    const blob = base64ToBlob(btoa('%PDF-1.3'));
    expect(blob.type).toBe('application/pdf');
    expect(blob.size).toBe(8);
  });
});
