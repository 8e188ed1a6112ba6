import type { PermissionName } from '@erp/schema';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkPermissionName, isPermissionName, PermissionGuard, PermissionNameError, PermissionsProvider } from './PermissionGuard';
import { clearSession, storeUserRoutes } from '../api/session';
import { userRoutes } from '../test/server';
import { renderUi } from './test/renderUi';
import { AppProviders } from '../app/providers';

describe('PermissionGuard', () => {
  afterEach(() => clearSession());

  it('renders the children when the user has the permission', () => {
    renderUi(
      <PermissionsProvider names={['user.create', 'orders']}>
        <PermissionGuard permission="user.create">
          <button type="button">新增用户</button>
        </PermissionGuard>
      </PermissionsProvider>,
    );
    expect(screen.getByRole('button', { name: '新增用户' })).toBeInTheDocument();
  });

  it('removes the children when the user lacks the permission, showing the fallback if any', () => {
    renderUi(
      <PermissionsProvider names={['orders']}>
        <PermissionGuard permission="user.create">
          <button type="button">新增用户</button>
        </PermissionGuard>
        <PermissionGuard permission="role.delete" fallback={<span>无权限</span>}>
          <button type="button">删除角色</button>
        </PermissionGuard>
      </PermissionsProvider>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('无权限')).toBeInTheDocument();
  });

  it('reads the signed-in user’s permissions from the session through the app’s providers', () => {
    storeUserRoutes(userRoutes()); // permissions: orders, user.create; menu: order, orders, setting, accounts …
    renderUi(
      <AppProviders>
        <PermissionGuard permission="user.create">
          <span>新增用户</span>
        </PermissionGuard>
        <PermissionGuard permission="accounts">
          <span>子账号</span>
        </PermissionGuard>
        <PermissionGuard permission="roles">
          <span>角色</span>
        </PermissionGuard>
      </AppProviders>,
    );
    expect(screen.getByText('新增用户')).toBeInTheDocument();
    expect(screen.getByText('子账号')).toBeInTheDocument();
    expect(screen.queryByText('角色')).not.toBeInTheDocument();
  });

  it('hides guarded children when the user has no permissions', () => {
    renderUi(
      <PermissionGuard permission="user.create">
        <span>secret</span>
      </PermissionGuard>,
    );
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
  });

  it('accepts a ready { has, names } value (the shell’s usePermissions())', () => {
    const has = vi.fn((name: string) => name === 'purchaseOrder.audit');
    renderUi(
      <PermissionsProvider value={{ has, names: new Set(['purchaseOrder.audit']) }}>
        <PermissionGuard permission="purchaseOrder.audit">
          <span>审核</span>
        </PermissionGuard>
      </PermissionsProvider>,
    );
    expect(screen.getByText('审核')).toBeInTheDocument();
    expect(has).toHaveBeenCalledWith('purchaseOrder.audit');
  });

  it('throws in development when the permission is not a non-empty name', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      renderUi(
        <PermissionGuard permission={'' as PermissionName}>
          <span>x</span>
        </PermissionGuard>,
      ),
    ).toThrow(PermissionNameError);
    expect(() => renderUi(<PermissionGuard permission={undefined as unknown as PermissionName}>x</PermissionGuard>)).toThrow(/permission name is needed/);
    quiet.mockRestore();
  });

  it('renders nothing and logs in production when the permission is missing', () => {
    vi.stubEnv('DEV', false);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderUi(
        <PermissionsProvider names={['user.create']}>
          <PermissionGuard permission={'  ' as PermissionName}>
            <span>x</span>
          </PermissionGuard>
        </PermissionsProvider>,
      );
      expect(screen.queryByText('x')).not.toBeInTheDocument();
      expect(log).toHaveBeenCalledWith(expect.any(PermissionNameError));
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('checks names as a pure function', () => {
    expect(isPermissionName('user.create')).toBe(true);
    expect(isPermissionName('')).toBe(false);
    expect(isPermissionName('user create')).toBe(false);
    expect(isPermissionName(42)).toBe(false);
    expect(() => checkPermissionName(null, true)).toThrow(PermissionNameError);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(checkPermissionName(null, false)).toBe(false);
    expect(log).toHaveBeenCalledTimes(1);
  });
});
