import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { connectionOf, fails, mockGraphql, success } from '../../test/graphql';
import { renderPage, validationError } from '../../test/renderPage';
import { WebhooksPage } from './index';
import { openDialog } from '../../test/dialogs';
import { findRow, getRow } from '../../test/rows';
import { retype } from '../../test/forms';

const ALL = ['webhooks', 'webhook.manage'];

const endpoint = (e: Partial<Record<string, unknown>> & { id: number; name: string }) => ({
  __typename: 'WebhookEndpoint',
  url: `https://hooks.example.com/${e.id}`,
  eventTypes: ['OrderCreated', 'StockChanged'],
  status: 'enabled',
  failureStreak: 0,
  disabledReason: '',
  previousSecretUntil: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  ...e,
});
const ROWS = [
  endpoint({ id: 1, name: 'ERP sync' }),
  endpoint({ id: 2, name: 'Old hook', status: 'disabled', failureStreak: 20, disabledReason: '连续 20 次推送失败后自动停用' }),
];
const delivery = (d: Partial<Record<string, unknown>> & { id: string; status: string }) => ({
  __typename: 'WebhookDelivery',
  eventId: '900',
  eventType: 'OrderCreated',
  attempts: 1,
  nextAttemptAt: null,
  responseCode: 200,
  durationMs: 42,
  error: '',
  createdAt: '2026-11-21T08:00:00.000Z',
  deliveredAt: '2026-11-21T08:00:01.000Z',
  ...d,
});

describe('WebhooksPage', () => {
  it('lists endpoints with status, reason and failure streak; manage buttons only with webhook.manage', async () => {
    mockGraphql({ WebhookEndpoints: connectionOf('webhookEndpoints', ROWS) });
    const view = renderPage(<WebhooksPage />, { path: '/webhooks', permissions: ALL });
    const old = await findRow('Old hook');
    expect(within(old).getByText('停用')).toBeInTheDocument();
    expect(within(old).getByText('连续 20 次推送失败后自动停用')).toBeInTheDocument();
    expect(within(old).getByText('20')).toBeInTheDocument();
    expect(within(old).getByRole('button', { name: '启用 Old hook' })).toBeInTheDocument();
    const sync = getRow('ERP sync');
    expect(within(sync).getByText('https://hooks.example.com/1')).toBeInTheDocument();
    expect(within(sync).getByRole('button', { name: '停用 ERP sync' })).toBeInTheDocument();
    view.unmount();

    mockGraphql({ WebhookEndpoints: connectionOf('webhookEndpoints', ROWS) });
    renderPage(<WebhooksPage />, { path: '/webhooks', permissions: ['webhooks'] });
    const row = await findRow('ERP sync');
    expect(within(row).getByRole('button', { name: '推送记录 ERP sync' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '编辑 ERP sync' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新建 Webhook/ })).not.toBeInTheDocument();
  });

  it('shows the empty and the error state', async () => {
    mockGraphql({ WebhookEndpoints: connectionOf('webhookEndpoints', []) });
    const view = renderPage(<WebhooksPage />, { path: '/webhooks', permissions: ALL });
    expect(await screen.findByText('还没有 Webhook 地址')).toBeInTheDocument();
    view.unmount();
    mockGraphql({ WebhookEndpoints: fails() });
    renderPage(<WebhooksPage />, { path: '/webhooks', permissions: ALL });
    expect(await screen.findByRole('button', { name: /重试/ })).toBeInTheDocument();
  });

  it('creates an endpoint with checked event types, shows the server field error, then the secret once', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const calls = mockGraphql({
      WebhookEndpoints: connectionOf('webhookEndpoints', []),
      CreateWebhookEndpoint: () =>
        ++attempt === 1
          ? { createWebhookEndpoint: validationError({ url: '该 URL 指向内网或保留地址（10.0.0.1），Webhook 不能调用' }) }
          : success('createWebhookEndpoint', { secret: 'whsec_shown_once', endpoint: endpoint({ id: 3, name: 'New hook', eventTypes: ['OrderCreated'] }) }),
    });
    renderPage(<WebhooksPage />, { path: '/webhooks', permissions: ALL });
    const dialog = await openDialog(user, /新建 Webhook/, '新建 Webhook');
    await user.type(within(dialog).getByRole('textbox', { name: /名称/ }), 'New hook');
    const url = within(dialog).getByRole('textbox', { name: /推送地址/ });
    await retype(user, url, 'https://10.0.0.1/hook');
    // the catalogue's descriptions beside the type names; personal events are not offered
    expect(within(dialog).getByText('新订单（拉单、导入或手工创建）')).toBeInTheDocument();
    expect(within(dialog).queryByText('MessageNoticeEvent')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /OrderCreated/ }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('该 URL 指向内网或保留地址（10.0.0.1），Webhook 不能调用')).toBeInTheDocument();
    expect(calls.CreateWebhookEndpoint[0]).toEqual({ input: { name: 'New hook', url: 'https://10.0.0.1/hook', eventTypes: ['OrderCreated'] } });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const secret = await screen.findByRole('dialog', { name: '签名密钥' });
    expect(within(secret).getByTestId('webhook-secret')).toHaveTextContent('whsec_shown_once');
    expect(within(secret).getByText(/只显示这一次/)).toBeInTheDocument();
  });

  it('opens the delivery log with status tabs and resends a failed delivery', async () => {
    const user = userEvent.setup();
    const calls = mockGraphql({
      WebhookEndpoints: connectionOf('webhookEndpoints', ROWS),
      WebhookDeliveryCounts: success('webhookDeliveryCounts', { pending: 0, succeeded: 1, failed: 1, all: 2 }, 'Query'),
      WebhookDeliveries: (v) =>
        success(
          'webhookDeliveries',
          {
            totalCount: v.status === 'failed' ? 1 : 2,
            nodes: [
              delivery({ id: '11', status: 'failed', attempts: 8, responseCode: 500, durationMs: 120, error: 'HTTP 500', deliveredAt: null }),
              ...(v.status === 'failed' ? [] : [delivery({ id: '10', status: 'succeeded' })]),
            ],
          },
          'Query',
        ),
      ResendWebhookDelivery: success('resendWebhookDelivery', { id: '11', status: 'pending', attempts: 0 }),
    });
    renderPage(<WebhooksPage />, { path: '/webhooks', permissions: ALL });
    const log = await openDialog(user, '推送记录 ERP sync', '推送记录：ERP sync');
    const failed = (await within(log).findByText('HTTP 500')).closest('tr')!;
    expect(within(failed).getByText('500')).toBeInTheDocument();
    expect(within(failed).getByText('120 毫秒')).toBeInTheDocument();
    expect(within(failed).getByText('8')).toBeInTheDocument();
    await user.click(await within(log).findByRole('tab', { name: /失败/ }));
    await waitFor(() => expect(calls.WebhookDeliveries.at(-1)).toMatchObject({ endpointId: 1, status: 'failed', offset: 0, limit: 20 }));
    await user.click(within(log).getByRole('button', { name: '重新推送 OrderCreated 11' }));
    await waitFor(() => expect(calls.ResendWebhookDelivery).toEqual([{ id: '11' }]));
    expect(await screen.findByText('已重新加入推送队列')).toBeInTheDocument();
  });
});
