import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLang } from '../../i18n/lang';
import { connectionOf, mockFailing, mockOperation, success } from '../../test/graphql';
import { expectRetry } from '../../test/listStates';
import { renderPage } from '../../test/renderPage';
import { ExportTemplatesPage, ExportWithTemplateButton } from './index';
import { openDialog } from '../../test/dialogs';
import { findRow } from '../../test/rows';

const finance = { __typename: 'ExportTemplate', id: 1, name: '财务对账', columns: ['orderNo', 'totalAmount'], updatedAt: '2026-01-02T03:04:00.000Z' };
const list = (nodes: unknown[]) => connectionOf('exportTemplates', nodes);

describe('ExportTemplatesPage', () => {
  it('lists templates with their columns in order', async () => {
    mockOperation('ExportTemplates', list([finance]));
    renderPage(<ExportTemplatesPage />, { path: '/exportTemplate', permissions: ['orders'] });
    const row = await findRow('财务对账');
    expect(row).toHaveTextContent('订单号 · 订单金额');
  });

  it('shows the empty and the error state', async () => {
    const user = userEvent.setup();
    const failing = mockFailing('ExportTemplates', list([]));
    renderPage(<ExportTemplatesPage />, { path: '/exportTemplate', permissions: ['orders'] });
    await expectRetry(user, failing, '还没有导出模板，点击“新建模板”开始');
  });

  it('chooses and orders the columns, then saves', async () => {
    const user = userEvent.setup();
    mockOperation('ExportTemplates', list([]));
    const inputs = mockOperation('CreateExportTemplate', success('createExportTemplate', { ...finance, id: 2 }), 'input');
    renderPage(<ExportTemplatesPage />, { path: '/exportTemplate', permissions: ['orders'] });
    const dialog = await openDialog(user, '新建模板', '新建导出模板');
    await user.type(within(dialog).getByLabelText(/^模板名称/), '仓库');
    await user.click(within(dialog).getByRole('button', { name: '添加 国家' }));
    await user.click(within(dialog).getByRole('button', { name: '上移 国家' }));
    await user.click(within(dialog).getByRole('button', { name: '移除 状态' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(inputs).toEqual([{ name: '仓库', columns: ['orderNo', 'platformOrderNo', 'shopName', 'country', 'trackingNo'] }]));
  });

  it('exports the ticked orders with a template through the task queue, in English', async () => {
    setLang('en');
    const user = userEvent.setup();
    mockOperation('ExportTemplates', list([finance]));
    const started = mockOperation(
      'StartExport',
      success('startExport', { __typename: 'ReportJob', id: 9, reportName: 'Orders', status: 0, statusName: 'Queued', percent: 0 }),
      'input',
    );
    renderPage(<ExportWithTemplateButton ids={[5, 6]} filter={{ status: 'awaitingShipment' }} />, { path: '/orders', permissions: ['orders'] });
    const dialog = await openDialog(user, 'Export with template', 'Export orders with a template');
    expect(dialog).toHaveTextContent('Export the 2 ticked orders');
    await waitFor(() => expect(within(dialog).getByLabelText('Export template')).toHaveValue('1'));
    await user.click(within(dialog).getByRole('button', { name: 'Start export' }));
    await waitFor(() => expect(started).toEqual([{ reportType: 'ordersTemplate', filter: { templateId: 1, ids: [5, 6] } }]));
  });
});
