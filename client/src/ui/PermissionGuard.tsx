import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { PermissionName } from '@erp/schema';
import { uiMessages } from './messages';

/** The user's permissions: a lookup and the set of names. */
export interface Permissions {
  /** Typed: a misspelt permission fails the type check. A plain function (no `this`), safe to destructure. */
  has: (name: PermissionName) => boolean;
  names: ReadonlySet<string>;
}

const NONE: Permissions = { has: () => false, names: new Set() };

/**
 * The signed-in user's permissions come from the nearest `<PermissionsProvider>`: the app's
 * providers give the session's (`usePermissions()` of app/session.tsx: the names of the
 * server-supplied menu tree, spec 01 §6); a nested one overrides them (tests, previews, "view as").
 */
export const PermissionsContext = createContext<Permissions | null>(null);

export function PermissionsProvider({
  names,
  value,
  children,
}: {
  /** Permission names (menu leaf names) of the user. */
  names?: Iterable<string>;
  /** Or a ready `{ has, names }` (e.g. the shell's `usePermissions()`). */
  value?: Permissions;
  children: ReactNode;
}) {
  const fromNames = useMemo<Permissions | null>(() => {
    if (value || !names) return null;
    const set = new Set(names);
    return { has: (name) => set.has(name), names: set };
  }, [names, value]);
  return <PermissionsContext.Provider value={value ?? fromNames ?? NONE}>{children}</PermissionsContext.Provider>;
}

/** The permissions the guard uses: the nearest PermissionsProvider's (none outside one). */
export function useGuardPermissions(): Permissions {
  return useContext(PermissionsContext) ?? NONE;
}

/** Whether the user has `name`. */
export function useHasPermission(name: PermissionName): boolean {
  return useGuardPermissions().has(name);
}

/** Spec 01 §5 'Permission control': the value must be a non-empty string naming a permission. */
export function isPermissionName(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && !/\s/.test(value.trim());
}

export class PermissionNameError extends Error {
  constructor(value: unknown) {
    super(`${uiMessages.en['ui.permission.required']} — got ${JSON.stringify(value) ?? String(value)}`);
    this.name = 'PermissionNameError';
  }
}

/**
 * Checks a permission value the way the guard does: fine → true; otherwise in development it
 * throws (the mistake shows at once), in production it logs with console.error and returns
 * false (the guarded element is not rendered).
 */
export function checkPermissionName(value: unknown, dev: boolean = import.meta.env.DEV): value is string {
  if (isPermissionName(value)) return true;
  const error = new PermissionNameError(value);
  if (dev) throw error;
  console.error(error);
  return false;
}

export interface PermissionGuardProps {
  /** The permission (menu leaf name) the children need, e.g. `user.create`. */
  permission: PermissionName;
  children: ReactNode;
  /** Rendered instead when the user lacks the permission (default: nothing). */
  fallback?: ReactNode;
}

/**
 * Renders its children only if the user has `permission` (spec 01 §5/§6). The server enforces
 * permissions; this only removes controls the user cannot use.
 */
export function PermissionGuard({ permission, children, fallback = null }: PermissionGuardProps) {
  const { has } = useGuardPermissions();
  if (!checkPermissionName(permission)) return null;
  return <>{has(permission) ? children : fallback}</>;
}
