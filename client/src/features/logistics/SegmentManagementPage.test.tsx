import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse, server } from '../../test/server';
import { fails, mockGraphql, mockOperation, success } from '../../test/graphql';
import { connection } from '../inventory/testing';
import { renderPage } from '../../test/renderPage';
import { SegmentManagementPage } from './index';
import { channelOption } from './fixtures';
import { openDialog } from '../../test/dialogs';
import { getRow } from '../../test/rows';

const option = (id: number, name: string, usesNumberPool: boolean, enabled = true) =>
  channelOption({ id, name, type: 'custom', carrier: '', maxWeight: 0, enabled, usesNumberPool });
const number = (id: number, n: string, used = false) => ({
  __typename: 'TrackingNumber',
  id,
  channelId: 4,
  channelName: 'Line Packet',
  number: n,
  used,
  orderId: used ? 7 : null,
  orderNo: used ? 'SO-7' : null,
  usedAt: used ? '2026-06-02T00:00:00Z' : null,
  createdAt: '2026-06-01T00:00:00Z',
});

function mock(numbers = [number(1, 'SZL001'), number(2, 'SZL002', true)]) {
  const calls: Record<string, any>[] = [];
  server.use(
    graphql.query('LogisticsChannelOptions', () =>
      HttpResponse.json({
        data: { logisticsChannelOptions: [option(3, 'YunExpress Standard', false), option(4, 'Line Packet', true), option(5, 'Old Pool', true, false)] },
      }),
    ),
    graphql.query('TrackingNumbers', ({ variables }) => {
      calls.push(variables);
      const used = variables.filter?.used;
      const shown = numbers.filter((n) => used == null || n.used === used);
      return HttpResponse.json({
        data: {
          trackingNumbers: connection('QueryTrackingNumbersConnection', shown),
          trackingNumberPoolCounts: { __typename: 'TrackingNumberPoolCounts', total: 2, used: 1, unused: 1 },
        },
      });
    }),
  );
  return calls;
}

async function chooseChannel(user: ReturnType<typeof userEvent.setup>) {
  const select = await screen.findByLabelText('渠道', { selector: 'select' });
  await waitFor(() =>
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['请选择物流渠道', 'Line Packet']),
  );
  await user.selectOptions(select, '4');
}

describe('SegmentManagementPage', () => {
  it('asks for a pool channel first, then lists its numbers with counts and the used filter', async () => {
    const user = userEvent.setup();
    const calls = mock();
    renderPage(<SegmentManagementPage />, { path: '/segmentManagement', permissions: ['numberPool.update'] });
    expect(await screen.findByText('请先选择使用号码池的渠道')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await chooseChannel(user);
    expect(await screen.findByText('SZL001')).toBeInTheDocument();
    expect(getRow('SZL002')).toHaveTextContent('SO-7');
    expect(screen.getByText('共 2 个，未使用 1 个，已使用 1 个')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ filter: { channelId: 4 }, channelId: 4, first: 30, offset: 0 });
    await user.click(screen.getByRole('tab', { name: '已使用（1）' }));
    await waitFor(() => expect(calls[calls.length - 1]).toMatchObject({ filter: { channelId: 4, used: true } }));
    await waitFor(() => expect(screen.queryByText('SZL001')).not.toBeInTheDocument());
  });

  it('refuses any file but .txt before uploading, and imports a .txt file', async () => {
    const user = userEvent.setup({ applyAccept: false });
    mock();
    const inputs = mockOperation<any>(
      'ImportTrackingNumbers',
      success('importTrackingNumbers', {
        __typename: 'TrackingNumberImportResult',
        channelId: 4,
        added: 2,
        duplicatesInFile: ['A1'],
        alreadyInPool: ['SZL001'],
        blankLines: 1,
      }),
      'input',
    );
    renderPage(<SegmentManagementPage />, { path: '/segmentManagement', permissions: ['numberPool.update'] });
    await chooseChannel(user);
    const dialog = await openDialog(user, '导入号码（txt）', '导入号码（txt）');
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['A1\nA2'], 'numbers.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('号码池文件只支持 txt 格式')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '开始导入' }));
    expect(inputs).toEqual([]);
    await user.upload(input, new File(['A1\nA2\nA1\n\nSZL001'], 'numbers.txt', { type: 'text/plain' }));
    await user.click(within(dialog).getByRole('button', { name: '开始导入' }));
    await waitFor(() => expect(inputs).toHaveLength(1));
    expect(inputs[0]).toEqual({ channelId: 4, fileName: 'numbers.txt', fileType: 'text/plain', content: 'A1\nA2\nA1\n\nSZL001' });
    expect(await screen.findByText('新增 2 个；文件内重复 1 个、号码池已有 1 个，已跳过')).toBeInTheDocument();
  });

  it('shows the server refusal of a file and the error state of the list', async () => {
    const user = userEvent.setup({ applyAccept: false });
    mock();
    server.use(
      graphql.mutation('ImportTrackingNumbers', () =>
        HttpResponse.json({
          data: {
            importTrackingNumbers: {
              __typename: 'ValidationError',
              messageId: 'validation.failed',
              message: '请修改标出的字段',
              fieldErrors: [{ __typename: 'FieldError', field: 'file', message: '文件中没有跟踪号' }],
            },
          },
        }),
      ),
    );
    const { unmount } = renderPage(<SegmentManagementPage />, { path: '/segmentManagement', permissions: ['numberPool.update'] });
    await chooseChannel(user);
    const dialog = await openDialog(user, '导入号码（txt）');
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, new File(['\n'], 'empty.txt', { type: 'text/plain' }));
    await user.click(within(dialog).getByRole('button', { name: '开始导入' }));
    expect(await screen.findByText(/文件中没有跟踪号/)).toBeInTheDocument();
    unmount();
    mock();
    mockGraphql({
      TrackingNumbers: fails(),
    });
    renderPage(<SegmentManagementPage />, { path: '/segmentManagement', permissions: [] });
    await chooseChannel(user);
    expect(await screen.findByText('数据加载失败')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '导入号码（txt）' })).not.toBeInTheDocument();
  });
});
