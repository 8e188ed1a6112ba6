import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UpdateMessageNoticeSettingsMutationVariables } from './messages.generated';
import { setLang } from '../../i18n/lang';
import { graphql, HttpResponse, server } from '../../test/server';
import { fails, mockGraphql, success } from '../../test/graphql';
import { renderPage, validationError } from '../../test/renderPage';
import { settingsList } from './fixtures';
import { MessageNoticeConfigPage } from './index';
import { rowErrors } from './MessageNoticeConfigPage';

function mock(answer?: (input: UpdateMessageNoticeSettingsMutationVariables['input']) => unknown) {
  const saves: UpdateMessageNoticeSettingsMutationVariables[] = [];
  server.use(
    graphql.query('MessageNoticeSettings', () => HttpResponse.json({ data: settingsList() })),
    graphql.mutation('UpdateMessageNoticeSettings', ({ variables }) => {
      const v = variables as UpdateMessageNoticeSettingsMutationVariables;
      saves.push(v);
      const input = Array.isArray(v.input) ? v.input : [v.input];
      return HttpResponse.json(
        (answer?.(v.input) as Record<string, unknown>) ?? {
          data: success(
            'updateMessageNoticeSettings',
            input.map((r) => ({ __typename: 'MessageNoticeSetting', typeName: r.type, group: 'system', ...r })),
          ),
        },
      );
    }),
  );
  return saves;
}

describe('MessageNoticeConfigPage', () => {
  it('lists each notice type with its group, pop-up level and switch, and saves the changes', async () => {
    const user = userEvent.setup();
    const saves = mock();
    renderPage(<MessageNoticeConfigPage />);
    const table = await screen.findByRole('table', { name: '消息设置' });
    await within(table).findByText('订单未匹配');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent?.slice(0, 9))).toEqual([
      expect.stringContaining('系统通知系统'),
      expect.stringContaining('订单未匹配订单'),
      expect.stringContaining('导出完成任务'),
    ]);
    expect(within(table).getByLabelText('订单未匹配 的提醒方式')).toHaveValue('HIGH');
    expect(within(table).getByLabelText('接收 系统通知')).toBeChecked();

    await user.selectOptions(within(table).getByLabelText('订单未匹配 的提醒方式'), 'LOW');
    await user.click(within(table).getByLabelText('接收 系统通知'));
    expect(within(table).getByLabelText('接收 系统通知')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(saves).toEqual([
        {
          input: [
            { type: '1', level: 'MIDDLE', enabled: false },
            { type: '3', level: 'LOW', enabled: true },
            { type: '12', level: 'MIDDLE', enabled: true },
          ],
        },
      ]),
    );
    expect(await screen.findByText('消息设置已保存')).toBeInTheDocument();
  });

  it('shows a refused row’s error beside it', async () => {
    const user = userEvent.setup();
    mock(() => ({ data: { updateMessageNoticeSettings: validationError({ 'input.1.level': '未知的提醒级别' }) } }));
    renderPage(<MessageNoticeConfigPage />);
    const table = await screen.findByRole('table', { name: '消息设置' });
    await within(table).findByText('订单未匹配');
    await user.selectOptions(within(table).getByLabelText('订单未匹配 的提醒方式'), 'MIDDLE');
    await user.click(screen.getByRole('button', { name: '保存' }));
    const row = within(table).getAllByRole('row')[2]!;
    expect(await within(row).findByText('未知的提醒级别')).toBeInTheDocument();
    expect(row).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('请修改标出的字段')).toBeInTheDocument();
    // changing the row clears its error
    await user.selectOptions(within(table).getByLabelText('订单未匹配 的提醒方式'), 'LOW');
    expect(within(row).queryByText('未知的提醒级别')).not.toBeInTheDocument();
  });

  it('maps field paths of a save to rows', () => {
    const rows = [{ type: '1' }, { type: '3' }];
    expect(rowErrors({ 'input.1.level': ['a'], '0.enabled': ['b'], '[1].type': ['c'], level: ['d'], 'input.7.level': ['e'] }, rows)).toEqual({
      byType: { '3': ['a', 'c'], '1': ['b'] },
      rest: ['d', 'e'],
    });
  });

  it('shows the error state with retry', async () => {
    const user = userEvent.setup();
    mockGraphql({
      MessageNoticeSettings: fails(),
    });
    renderPage(<MessageNoticeConfigPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('加载失败');
    mock();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('订单未匹配')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    setLang('en');
    mock();
    renderPage(<MessageNoticeConfigPage />);
    expect(await screen.findByRole('heading', { name: 'Message settings', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'Pop-up' })).toBeInTheDocument();
    expect(screen.getAllByRole('option', { name: 'High (stays until closed)', hidden: true })).toHaveLength(3);
  });
});
