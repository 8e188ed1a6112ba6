import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api, http, HttpResponse, server } from '../../test/server';
import { renderPage } from '../../test/renderPage';
import { ImportDialog } from '../../ui/resource/ImportDialog';
import { useTrackingImportKind } from './trackingImport';
import { importDone, importRefused } from '../../test/imports';

function TrackingImport(props: { onClose: () => void; onImported?: (r: { imported: number }) => void }) {
  return <ImportDialog kind={useTrackingImportKind()} {...props} />;
}

const xlsx = () =>
  new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'numbers.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

describe('tracking-number import of /orders (<ImportDialog kind={useTrackingImportKind()}>)', () => {
  it('sends an .xlsx to the server and lists each refused row with its column; nothing imported', async () => {
    const user = userEvent.setup();
    let sent: File | null = null;
    server.use(
      http.post(api('orders/trackingImport'), async ({ request }) => {
        sent = (await request.formData()).get('file') as File;
        return importRefused('文件中有 1 处问题，未导入任何订单', [{ row: 3, column: 'A', field: 'orderNo', message: '第 3 行：订单 NOPE-9 不存在' }]);
      }),
    );
    renderPage(<TrackingImport onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/A 列订单号，B 列运单号/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /下载导入模板/ })).toHaveAttribute(
      'href',
      expect.stringContaining('api/v1/orders/trackingImportTemplate?lang=zh'),
    );
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, xlsx());
    await user.click(within(dialog).getByRole('button', { name: '开始导入' }));
    const table = await within(dialog).findByRole('table');
    expect(within(table).getByText('第 3 行：订单 NOPE-9 不存在').closest('tr')).toHaveTextContent('3A');
    expect(sent).not.toBeNull();
  });

  it('refuses another kind of file before uploading', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const posted = vi.fn();
    server.use(http.post(api('orders/trackingImport'), () => (posted(), HttpResponse.json({ code: 0, message: '', data: { imported: 0 } }))));
    renderPage(<TrackingImport onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, new File(['x'], 'numbers.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: '开始导入' }));
    expect(await within(dialog).findByText(/numbers\.pdf 格式不支持/)).toBeInTheDocument();
    expect(posted).not.toHaveBeenCalled();
  });

  it('imports and reports how many numbers were set', async () => {
    const user = userEvent.setup();
    server.use(http.post(api('orders/trackingImport'), () => importDone({ imported: 2 })));
    const onImported = vi.fn();
    renderPage(<TrackingImport onClose={() => {}} onImported={onImported} />);
    const dialog = await screen.findByRole('dialog');
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, xlsx());
    await user.click(within(dialog).getByRole('button', { name: '开始导入' }));
    await vi.waitFor(() => expect(onImported).toHaveBeenCalledWith({ imported: 2 }));
  });
});
