import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { businessError, connectionOf, fails, mockGraphql, mockOperation, refusal, success } from '../../test/graphql';
import { renderPage, validationError } from '../../test/renderPage';
import { CustomLogisticsPage, SystemLogisticsPage } from './index';
import { openDialog } from '../../test/dialogs';
import { findRow, getRow } from '../../test/rows';
import { retype } from '../../test/forms';

const channel = (o: Record<string, unknown> = {}) => ({
  __typename: 'LogisticsChannel',
  id: 4,
  name: 'Line Packet',
  type: 'custom',
  carrier: 'SZ Line',
  code: 'SZL',
  maxWeight: 3000,
  usesNumberPool: true,
  trackingUrl: '',
  enabled: true,
  updatedAt: '2026-06-01T00:00:00Z',
  ...o,
});

describe('CustomLogisticsPage', () => {
  it('lists channels, creates one with the rules checked first, and shows the delete refusal', async () => {
    const user = userEvent.setup();
    mockGraphql({
      LogisticsChannels: connectionOf('logisticsChannels', [channel(), channel({ id: 5, name: 'Free', maxWeight: 0, usesNumberPool: false, enabled: false })]),
      LogisticsChannelOptions: { logisticsChannelOptions: [] },
      SystemLogisticsChannels: { systemLogisticsChannels: [] },
      DeleteLogisticsChannel: refusal(
        'deleteLogisticsChannel',
        businessError('物流渠道 Line Packet 被 1 条物流规则使用，不能删除，请先修改这些规则', 'logistics.channel.usedByRule'),
      ),
    });
    const inputs = mockOperation('CreateCustomChannel', { createCustomChannel: validationError({ name: '已存在名为 Line Packet 的物流渠道' }) }, 'input');
    renderPage(<CustomLogisticsPage />, { path: '/customLogistics', permissions: ['logisticsChannel.update'] });
    const row = await findRow('Line Packet');
    expect(row).toHaveTextContent('3,000 g');
    expect(getRow('Free')).toHaveTextContent('不限');

    const dialog = await openDialog(user, '新建渠道', '新建渠道');
    await user.type(within(dialog).getByLabelText(/渠道名称/, { selector: 'input' }), 'Line Packet');
    const weight = within(dialog).getByLabelText(/最大重量/, { selector: 'input' });
    await retype(user, weight, '-1');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('最大重量必须是不小于 0 的整数克数（0 表示不限）')).toBeInTheDocument();
    expect(inputs).toEqual([]);
    await retype(user, weight, '2000');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('已存在名为 Line Packet 的物流渠道')).toBeInTheDocument();
    expect(inputs[0]).toMatchObject({ name: 'Line Packet', maxWeight: 2000, usesNumberPool: false, enabled: true });
    await user.click(within(dialog).getAllByRole('button', { name: '取消' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新建渠道' })).not.toBeInTheDocument());

    await user.click(within(row).getByRole('button', { name: '删除 Line Packet' }));
    await user.click(await screen.findByRole('button', { name: /确定|确认/ }));
    expect(await screen.findByText('物流渠道 Line Packet 被 1 条物流规则使用，不能删除，请先修改这些规则')).toBeInTheDocument();
  });

  it('shows the error state', async () => {
    mockGraphql({
      LogisticsChannels: fails(),
    });
    renderPage(<CustomLogisticsPage />, { path: '/customLogistics' });
    expect(await screen.findByText('数据加载失败')).toBeInTheDocument();
  });
});

describe('SystemLogisticsPage', () => {
  it('lists the catalogue and enables an entry', async () => {
    const user = userEvent.setup();
    const entry = (code: string, name: string, on: boolean, channelId: number | null) => ({
      __typename: 'SystemLogisticsChannel',
      code,
      carrier: name.split(' ')[0],
      name,
      trackingUrl: '',
      maxWeight: 2000,
      usesNumberPool: false,
      channelId,
      enabled: on,
    });
    mockGraphql({
      SystemLogisticsChannels: { systemLogisticsChannels: [entry('YUN-STD', 'YunExpress Standard', true, 3), entry('4PX-ECO', '4PX Economy', false, null)] },
      LogisticsChannels: connectionOf('logisticsChannels', []),
      LogisticsChannelOptions: { logisticsChannelOptions: [] },
    });
    const enabled = mockOperation('EnableSystemChannel', success('enableSystemChannel', channel({ id: 9, name: '4PX Economy', type: 'system' })), 'code');
    renderPage(<SystemLogisticsPage />, { path: '/systemLogistics', permissions: ['logisticsChannel.update'] });
    const yun = await findRow('YunExpress Standard');
    expect(within(yun).getByText('已启用')).toBeInTheDocument();
    expect(within(yun).getByRole('button', { name: '编辑 YunExpress Standard' })).toBeInTheDocument();
    const fpx = getRow('4PX Economy');
    expect(within(fpx).getByText('未启用')).toBeInTheDocument();
    await user.click(within(fpx).getByRole('button', { name: '启用 4PX Economy' }));
    await waitFor(() => expect(enabled).toEqual(['4PX-ECO']));
    expect(await screen.findByText('已启用 4PX Economy')).toBeInTheDocument();
  });
});
