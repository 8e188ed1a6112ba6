import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLang } from '../../i18n/lang';
import { mockGraphql } from '../../test/graphql';
import { renderPage } from '../../test/renderPage';
import { api, http, server } from '../../test/server';
import { ShippingPartitionRulesPage, ShippingTemplatesPage } from './index';
import { openDialog } from '../../test/dialogs';
import { importDone, importRefused } from '../../test/imports';

const csv = (name: string) => new File(['name,startWeight\n'], name, { type: 'text/csv' });

describe('freight imports (<ImportDialog> on /shippingTemplate and /shippingPartitionRule)', () => {
  it('offers the template, sends the file and lists each refused row with its column; nothing imported', async () => {
    const user = userEvent.setup();
    mockGraphql({ ShippingTemplates: { shippingTemplates: [] } });
    let sent: File | null = null;
    server.use(
      http.post(api('freight/templatesImport'), async ({ request }) => {
        sent = (await request.formData()).get('file') as File;
        return importRefused('文件中有 1 处问题，未导入任何内容', [{ row: 4, column: 'G', field: 'startWeight', message: '重量区间不能重叠' }]);
      }),
    );
    renderPage(<ShippingTemplatesPage />, { path: '/shippingTemplate', permissions: ['shippingTemplate.update'] });
    const dialog = await openDialog(user, '导入运费模板', '导入运费模板');
    expect(within(dialog).getByRole('link', { name: /下载导入模板/ })).toHaveAttribute(
      'href',
      expect.stringContaining('api/v1/freight/templatesImportTemplate?lang=zh'),
    );
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, csv('templates.csv'));
    await user.click(within(dialog).getByRole('button', { name: '开始导入' }));
    const table = await within(dialog).findByRole('table');
    expect(within(table).getByText('重量区间不能重叠').closest('tr')).toHaveTextContent('4G');
    expect(sent).not.toBeNull();
  });

  it('refuses an .xls before uploading', async () => {
    const user = userEvent.setup({ applyAccept: false });
    mockGraphql({ ShippingTemplates: { shippingTemplates: [] } });
    renderPage(<ShippingTemplatesPage />, { path: '/shippingTemplate', permissions: ['shippingTemplate.update'] });
    const dialog = await openDialog(user, '导入运费模板');
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, new File(['x'], 'old.xls'));
    await user.click(within(dialog).getByRole('button', { name: '开始导入' }));
    expect(await within(dialog).findByText(/old\.xls 格式不支持/)).toBeInTheDocument();
  });

  it('imports zone rules in English, says how many and refetches the list', async () => {
    setLang('en');
    const user = userEvent.setup();
    const calls = mockGraphql({ ShippingPartitionRules: { shippingPartitionRules: [] } });
    server.use(http.post(api('freight/partitionRulesImport'), () => importDone({ rules: 2, zones: 5 })));
    renderPage(<ShippingPartitionRulesPage />, { path: '/shippingPartitionRule', permissions: ['shippingTemplate.update'] });
    const dialog = await openDialog(user, 'Import zone rules', 'Import zone rules');
    expect(within(dialog).getByRole('link', { name: /template/i })).toHaveAttribute('href', expect.stringContaining('partitionRulesImportTemplate?lang=en'));
    const before = calls.ShippingPartitionRules.length;
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, csv('zones.csv'));
    await user.click(within(dialog).getByRole('button', { name: /import/i }));
    expect(await screen.findByText('Imported 2 zone rules (5 zones)')).toBeInTheDocument();
    await waitFor(() => expect(calls.ShippingPartitionRules.length).toBeGreaterThan(before));
  });

  it('hides the import without shippingTemplate.update', async () => {
    mockGraphql({ ShippingTemplates: { shippingTemplates: [] } });
    renderPage(<ShippingTemplatesPage />, { path: '/shippingTemplate', permissions: [] });
    await screen.findByText(/还没有运费模板/);
    expect(screen.queryByRole('button', { name: '导入运费模板' })).not.toBeInTheDocument();
  });
});
