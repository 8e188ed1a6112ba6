import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shellRoutes } from '../app/shell/testing';
import { readTabs } from '../app/tabs';
import { renderApp } from '../test/render';
import { api, fail, graphql, http, HttpResponse, ok, server } from '../test/server';
import { createApolloClient } from './apollo';
import { apiPost } from './apiPost';
import { alertParagraphs, closeFeedbackDialog, getFeedbackDialogs, showApiError } from './feedback';
import { HomeAccountDocument } from '../features/home/home.generated';
import { ApiError } from './rest';
import { getToken, setToken } from './session';

// /orders serves here as a plain shell page (the placeholder): leave the built order screen out.
vi.mock('../app/screens', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../app/screens')>();
  const { '/orders': _orders, ...rest } = actual.screens;
  return { ...actual, screens: rest };
});

function signIn() {
  setToken('t');
  server.use(http.post(api('user/routes'), () => ok(shellRoutes())));
}

async function openShellAt(path: string, heading: string) {
  signIn();
  const utils = renderApp(path);
  await screen.findByRole('heading', { name: heading, level: 1 });
  return utils;
}

const noPermission = () => new ApiError('您没有此操作的权限', { status: 403, type: 'noPermission' });

describe('spec 01 §8 error feedback', () => {
  afterEach(() => {
    for (const d of getFeedbackDialogs()) closeFeedbackDialog(d.id);
  });

  it('noPermission: a confirm offering login (clears the cookie)', async () => {
    const user = userEvent.setup();
    const { router } = await openShellAt('/orders', '订单管理');
    act(() => showApiError(noPermission()));

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('没有权限')).toBeInTheDocument();
    expect(within(dialog).getByText('您没有此操作的权限')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '重新登录' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getToken()).toBeNull();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('noPermission: … or closing the current tab and going to /home', async () => {
    const user = userEvent.setup();
    const { router } = await openShellAt('/orders', '订单管理');
    await act(() => router.navigate('/purchaseOrder'));
    await screen.findByRole('heading', { name: '采购单', level: 1 });
    expect(readTabs()?.map((t) => t.path)).toEqual(['/orders', '/purchaseOrder']);

    act(() => showApiError(noPermission()));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '关闭当前页并返回首页' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(readTabs()?.map((t) => t.path)).toEqual(['/orders']);
    expect(getToken()).toBe('t');
  });

  it('noPermission: no confirm when the caller handles it', () => {
    const handled: ApiError[] = [];
    showApiError(noPermission(), { onNoPermission: (e) => handled.push(e) });
    expect(handled).toHaveLength(1);
    expect(getFeedbackDialogs()).toEqual([]);
  });

  it('alert: the error strings as paragraphs in a dialog', async () => {
    const user = userEvent.setup();
    await openShellAt('/orders', '订单管理');
    act(() =>
      showApiError(new ApiError('保存失败', { status: 200, code: 1, type: 'alert', data: { errors: ['第 1 行：SKU 不存在', ['第 2 行：数量必须大于 0']] } })),
    );
    const dialog = await screen.findByRole('alertdialog');
    const paragraphs = within(dialog).getAllByText(/^第 \d 行/);
    expect(paragraphs.map((p) => p.tagName)).toEqual(['P', 'P']);
    expect(paragraphs.map((p) => p.textContent)).toEqual(['第 1 行：SKU 不存在', '第 2 行：数量必须大于 0']);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('alertParagraphs falls back to the message', () => {
    expect(alertParagraphs(new ApiError('套餐已达上限', { status: 200, type: 'alert' }))).toEqual(['套餐已达上限']);
    expect(alertParagraphs(new ApiError('x', { status: 200, type: 'alert', data: { errors: { a: ['A'], b: 'B' } } }))).toEqual(['A', 'B']);
  });

  it('apiPost: tips and form errors are toasts, 404/500/timeout have their messages, and the caller still sees the error', async () => {
    await openShellAt('/orders', '订单管理');
    server.use(
      http.post(api('tips'), () => HttpResponse.json({ code: 1, message: '店铺名称已存在', type: 'tips', data: null })),
      http.post(api('missing'), () => new HttpResponse(null, { status: 404 })),
      http.post(api('broken'), () => new HttpResponse('oops', { status: 500 })),
      http.post(api('form'), () => fail(403, { message: '请检查输入', type: 'form', data: { errors: { name: ['名称不能为空'] } } })),
    );
    await act(() => expect(apiPost('tips')).rejects.toMatchObject({ message: '店铺名称已存在' }));
    expect(await screen.findByText('店铺名称已存在')).toBeInTheDocument();
    await act(() => expect(apiPost('missing')).rejects.toMatchObject({ status: 404 }));
    expect(await screen.findByText('请求的资源不存在')).toBeInTheDocument();
    await act(() => expect(apiPost('broken')).rejects.toMatchObject({ status: 500 }));
    expect(await screen.findByText('接口报错，请将此问题反馈给客服')).toBeInTheDocument();
    await act(() => expect(apiPost('form')).rejects.toMatchObject({ status: 403, fieldErrors: { name: ['名称不能为空'] } }));
    expect(await screen.findByText('请检查输入')).toBeInTheDocument();
    await act(() => expect(apiPost('tips', {}, { feedback: false })).rejects.toBeInstanceOf(ApiError));
    expect(getFeedbackDialogs()).toEqual([]);
    act(() => showApiError(new ApiError('超时', { status: 0, kind: 'timeout' })));
    expect(await screen.findByText('数据请求超时，请刷新后重试')).toBeInTheDocument();
  });

  it('GraphQL FORBIDDEN opens the noPermission confirm unless the operation is silent', async () => {
    setToken('t');
    server.use(
      graphql.query('HomeAccount', () =>
        HttpResponse.json({ data: null, errors: [{ message: '没有权限：roles', extensions: { code: 'FORBIDDEN', permission: 'roles' } }] }),
      ),
    );
    const client = createApolloClient();
    await expect(client.query({ query: HomeAccountDocument, context: { silent: true } })).rejects.toBeTruthy();
    expect(getFeedbackDialogs()).toEqual([]);
    await expect(client.query({ query: HomeAccountDocument, fetchPolicy: 'network-only' })).rejects.toBeTruthy();
    expect(getFeedbackDialogs()).toEqual([expect.objectContaining({ kind: 'noPermission', message: '没有权限：roles' })]);
  });
});
