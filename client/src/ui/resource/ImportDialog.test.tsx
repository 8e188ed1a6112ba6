import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/renderUi';
import { ImportDialog, type ImportKind, type ImportResult } from './ImportDialog';

function kindWith(run: ImportKind<{ added: number }>['run'], extra: Partial<ImportKind<{ added: number }>> = {}): ImportKind<{ added: number }> {
  return {
    title: 'Import numbers',
    templateUrl: 'http://x/template',
    accept: '.txt',
    extensions: ['.txt'],
    maxBytes: 1024,
    run,
    summary: (d) => `${d.added} added`,
    ...extra,
  };
}

describe('ImportDialog', () => {
  it('checks the file before upload, shows determinate progress, then the summary (English)', async () => {
    const user = userEvent.setup({ applyAccept: false });
    let release!: (r: ImportResult<{ added: number }>) => void;
    let report!: (p: number | null) => void;
    const run = vi.fn((_file: File, progress: (p: number | null) => void) => {
      report = progress;
      return new Promise<ImportResult<{ added: number }>>((r) => (release = r));
    });
    const onImported = vi.fn();
    renderUi(<ImportDialog kind={kindWith(run)} onClose={() => {}} onImported={onImported} />, { lang: 'en' });
    const dialog = await screen.findByRole('dialog', { name: 'Import numbers' });
    expect(within(dialog).getByRole('link', { name: /Download the template/ })).toHaveAttribute('href', 'http://x/template');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(within(dialog).getByText('Please choose a file to import')).toBeInTheDocument();
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['x'], 'a.csv'));
    expect(within(dialog).getByText('a.csv is not supported; only .txt files can be imported')).toBeInTheDocument();
    await user.upload(input, new File(['x'.repeat(2048)], 'big.txt'));
    expect(within(dialog).getByText('big.txt is larger than 0 MB')).toBeInTheDocument();
    expect(run).not.toHaveBeenCalled();
    await user.upload(input, new File(['A1'], 'ok.txt'));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Uploading and importing ok.txt…')).toBeInTheDocument();
    report(40);
    await waitFor(() => expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40'));
    release({ ok: true, data: { added: 3 } });
    expect(await within(dialog).findByText('Import finished')).toBeInTheDocument();
    expect(within(dialog).getByText('3 added')).toBeInTheDocument();
    expect(onImported).toHaveBeenCalledWith({ added: 3 });
  });

  it('lists the problems of a refused file by row and column; a kind without a summary closes on success', async () => {
    const user = userEvent.setup();
    const run = vi
      .fn<ImportKind<{ added: number }>['run']>()
      .mockResolvedValueOnce({
        ok: false,
        message: '2 problems',
        rows: [
          { row: 3, column: 'SKU', message: 'unknown SKU' },
          { row: 5, message: 'empty' },
        ],
      })
      .mockResolvedValueOnce({ ok: true, data: { added: 1 } });
    const onClose = vi.fn();
    renderUi(<ImportDialog kind={kindWith(run, { summary: undefined })} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, new File(['A1'], 'ok.txt'));
    await user.click(within(dialog).getByRole('button', { name: '开始导入' }));
    const table = await within(dialog).findByRole('table');
    expect(within(table).getByText('unknown SKU').closest('tr')).toHaveTextContent('3SKU');
    expect(within(dialog).getByText('导入失败：2 problems')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '开始导入' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
