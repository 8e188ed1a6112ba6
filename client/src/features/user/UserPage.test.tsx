import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MyProfileQuery } from './user.generated';
import { setLang } from '../../i18n/lang';
import { graphql, HttpResponse, server } from '../../test/server';
import { mockFailing, mockGraphql, mockOperation, success } from '../../test/graphql';
import { expectRetry } from '../../test/listStates';
import { renderPage, validationError } from '../../test/renderPage';
import { ChangePasswordPage, UserPage } from './index';
import { retype } from '../../test/forms';

const me: MyProfileQuery = {
  me: {
    __typename: 'User',
    id: 8,
    username: 'buyer01',
    realname: '采购小王',
    phone: '13800000000',
    email: 'wang@example.com',
    isMain: false,
    lastLoginAt: null,
    createdAt: '2024-01-01T00:00:00.000Z',
    role: { __typename: 'Role', id: 5, name: '采购' },
  },
};

const profileForm = () => screen.getByRole('form', { name: '个人资料' });
const passwordForm = () => screen.getByRole('form', { name: '修改密码' });

async function fillPassword(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, old: string, next: string, again = next) {
  await user.type(within(form).getByLabelText(/^当前密码/), old);
  await user.type(within(form).getByLabelText(/^新密码/), next);
  await user.type(within(form).getByLabelText(/^确认新密码/), again);
}

describe('UserPage', () => {
  it('shows the own account (no role permission needed) and saves the profile', async () => {
    const user = userEvent.setup();
    mockGraphql({
      MyProfile: me,
    });
    const inputs = mockOperation(
      'UpdateProfile',
      success('updateProfile', { __typename: 'User', id: 8, realname: '王小二', phone: '13800000000', email: 'wang@example.com' }),
      'input',
    );
    renderPage(<UserPage />, { permissions: [] });
    const form = await screen.findByRole('form', { name: '个人资料' });
    expect(screen.getByText('buyer01')).toBeInTheDocument();
    expect(screen.getByText('采购')).toBeInTheDocument();
    expect(screen.getByText('从未登录')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^姓名/)).toHaveValue('采购小王');

    await retype(user, () => within(form).getByLabelText(/^姓名/), '王小二');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(inputs).toEqual([{ realname: '王小二', phone: '13800000000', email: 'wang@example.com' }]));
    expect(await screen.findByText('个人资料已保存')).toBeInTheDocument();
  });

  it('checks the profile with the shared rules and shows the server’s field errors', async () => {
    const user = userEvent.setup();
    mockGraphql({
      MyProfile: me,
      UpdateProfile: { updateProfile: validationError({ phone: '手机号只能包含数字、+、- 和空格' }) },
    });
    renderPage(<UserPage />);
    const form = await screen.findByRole('form', { name: '个人资料' });
    await retype(user, () => within(form).getByLabelText(/^邮箱/), 'not-an-email');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(within(form).getByLabelText(/^邮箱/)).toHaveAccessibleErrorMessage('请输入正确的邮箱地址');

    await user.clear(within(form).getByLabelText(/^邮箱/));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(within(profileForm()).getByLabelText(/^手机号/)).toHaveAccessibleErrorMessage('手机号只能包含数字、+、- 和空格'));
    await waitFor(() => expect(within(profileForm()).getByLabelText(/^手机号/)).toHaveFocus());
  });

  it('shows an error state with retry', async () => {
    const user = userEvent.setup();
    const failing = mockFailing('MyProfile', me);
    renderPage(<UserPage />);
    expect(await screen.findByText('个人信息加载失败')).toBeInTheDocument();
    // the password form does not depend on the profile
    expect(passwordForm()).toBeInTheDocument();
    await expectRetry(user, failing, () => screen.findByRole('form', { name: '个人资料' }), '个人信息加载失败');
  });

  it('changes the password; a wrong current password lands under its field', async () => {
    const user = userEvent.setup();
    const inputs: { oldPassword: string }[] = [];
    server.use(
      graphql.query('MyProfile', () => HttpResponse.json({ data: me })),
      graphql.mutation('ChangePassword', ({ variables }) => {
        const input = variables.input as { oldPassword: string };
        inputs.push(input);
        return HttpResponse.json({
          data: {
            changePassword:
              input.oldPassword === 'right-one'
                ? { __typename: 'MutationChangePasswordSuccess', data: true }
                : validationError({ oldPassword: '当前密码不正确' }),
          },
        });
      }),
    );
    renderPage(<UserPage />);
    await screen.findByRole('form', { name: '个人资料' });

    await fillPassword(user, passwordForm(), 'wrong-one', 'brand-new-pass', 'brand-new-pasz');
    await user.click(within(passwordForm()).getByRole('button', { name: '修改密码' }));
    expect(within(passwordForm()).getByLabelText(/^确认新密码/)).toHaveAccessibleErrorMessage('两次输入的密码不一致');
    expect(inputs).toHaveLength(0);

    await retype(user, () => within(passwordForm()).getByLabelText(/^确认新密码/), 'brand-new-pass');
    await user.click(within(passwordForm()).getByRole('button', { name: '修改密码' }));
    await waitFor(() => expect(within(passwordForm()).getByLabelText(/^当前密码/)).toHaveAccessibleErrorMessage('当前密码不正确'));
    await waitFor(() => expect(within(passwordForm()).getByLabelText(/^当前密码/)).toHaveFocus());

    await retype(user, () => within(passwordForm()).getByLabelText(/^当前密码/), 'right-one');
    await user.click(within(passwordForm()).getByRole('button', { name: '修改密码' }));
    expect(await screen.findByText('密码已修改，其他设备上的登录已退出')).toBeInTheDocument();
    expect(inputs.at(-1)).toEqual({ oldPassword: 'right-one', password: 'brand-new-pass', password2: 'brand-new-pass' });
    await waitFor(() => expect(within(passwordForm()).getByLabelText(/^当前密码/)).toHaveValue(''));
  });

  it('speaks English', async () => {
    setLang('en');
    mockGraphql({
      MyProfile: me,
    });
    renderPage(<UserPage />);
    expect(await screen.findByRole('form', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My profile' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Change password' })).toBeInTheDocument();
  });
});

describe('ChangePasswordPage', () => {
  it('shows only the password form', async () => {
    const user = userEvent.setup();
    let called = false;
    server.use(
      graphql.query('MyProfile', () => {
        called = true;
        return HttpResponse.json({ data: me });
      }),
      graphql.mutation('ChangePassword', () => HttpResponse.json({ data: success('changePassword', true) })),
    );
    renderPage(<ChangePasswordPage />);
    expect(screen.getByRole('heading', { name: '修改密码', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '个人资料' })).not.toBeInTheDocument();
    await fillPassword(user, passwordForm(), 'old-pass-1', 'brand-new-pass');
    await user.click(within(passwordForm()).getByRole('button', { name: '修改密码' }));
    expect(await screen.findByText('密码已修改，其他设备上的登录已退出')).toBeInTheDocument();
    expect(called).toBe(false);
  });
});
