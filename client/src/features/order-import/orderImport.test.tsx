import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api, http, server } from '../../test/server';
import { renderPage } from '../../test/renderPage';
import { ImportDialog } from '../../ui/resource/ImportDialog';
import type { OrderImportSummary } from './hooks';
import { useOrderImportKind } from './orderImport';
import { importDone, importRefused } from '../../test/imports';

function OrderImport(props: { onClose: () => void; onImported?: (s: OrderImportSummary) => void }) {
  return <ImportDialog kind={useOrderImportKind()} {...props} />;
}

const csv = () => new File(['shop,platformOrderNo\nA,1\n'], 'orders.csv', { type: 'text/csv' });

describe('order import (<ImportDialog kind={useOrderImportKind()}>)', () => {
  it('asks for a file, then shows every problem of a refused file with its row and column', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(api('orders/import'), () =>
        importRefused('文件中有 2 处问题，未导入任何订单', [
          { row: 3, column: '数量', field: 'quantity', message: '数量必须是 1 到 99999 之间的整数' },
          { row: 5, column: '店铺', field: 'shop', message: '公司中没有店铺“X”' },
        ]),
      ),
    );
    renderPage(<OrderImport onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: /下载导入模板/ })).toHaveAttribute('href', expect.stringContaining('api/v1/orders/importTemplate?lang=zh'));
    await user.click(within(dialog).getByRole('button', { name: '开始导入' }));
    expect(await within(dialog).findByText('请选择 .xlsx 或 .csv 文件')).toBeInTheDocument();
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, csv());
    await user.click(within(dialog).getByRole('button', { name: '开始导入' }));
    const table = await within(dialog).findByRole('table');
    expect(within(table).getByText('数量必须是 1 到 99999 之间的整数').closest('tr')).toHaveTextContent('3数量');
    expect(within(table).getByText('公司中没有店铺“X”').closest('tr')).toHaveTextContent('5店铺');
    expect(within(dialog).getByText('导入失败：文件中有 2 处问题，未导入任何订单')).toBeInTheDocument();
  });

  it('shows a progress bar while importing, then the summary with skipped orders and background rules', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      http.post(api('orders/import'), async () => {
        await gate;
        return importDone({
          orders: 1200,
          items: 1800,
          skipped: 1,
          skippedOrders: [{ row: 7, shop: 'eBay One', platformOrderNo: 'E-7' }],
          matchedItems: 1700,
          unmatchedItems: 100,
          rulesInBackground: true,
          timings: {},
        });
      }),
    );
    const onImported = vi.fn();
    const onClose = vi.fn();
    renderPage(<OrderImport onClose={onClose} onImported={onImported} />);
    const dialog = await screen.findByRole('dialog');
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, csv());
    await user.click(within(dialog).getByRole('button', { name: '开始导入' }));
    expect(await within(dialog).findByRole('progressbar')).toBeInTheDocument();
    expect(within(dialog).getByText(/正在上传并导入 orders\.csv/)).toBeInTheDocument();
    release();
    expect(await within(dialog).findByText('导入完成')).toBeInTheDocument();
    expect(within(dialog).getByText('新订单 1200 个（1800 个商品行）')).toBeInTheDocument();
    expect(within(dialog).getByText('已匹配 SKU 1700 行，未匹配 100 行')).toBeInTheDocument();
    expect(within(dialog).getByText('跳过已存在的订单 1 个')).toBeInTheDocument();
    expect(within(dialog).getByText(/物流规则、赠品规则和黑名单检查正在后台进行/)).toBeInTheDocument();
    expect(within(dialog).getByText('E-7').closest('tr')).toHaveTextContent('7eBay OneE-7');
    expect(onImported).toHaveBeenCalledWith(expect.objectContaining({ orders: 1200 }));
    await user.click(within(dialog).getByRole('button', { name: '完成' }));
    expect(onClose).toHaveBeenCalled();
  });
});
