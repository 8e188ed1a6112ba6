// Renders permissions.generated.ts from the menu tree (DEFAULT_MENU): every page and action name a
// role may hold, as a literal list and a `PermissionName` union, and the visible pages' addresses. `npm run permissions` writes it;
// permissions.test.ts fails while the file on disk differs from what this renders (a stale union).
import { flattenMenu } from './menu';

export const PERMISSIONS_FILE = 'permissions.generated.ts';

export function renderPermissionNames(): string {
  const nodes = flattenMenu();
  const names = nodes.filter((n) => n.kind !== 'group').map((n) => n.name);
  const pagePaths = nodes.filter((n) => n.kind === 'page' && n.path !== '' && !n.hidden).map((n) => n.path);
  return [
    '// Generated from DEFAULT_MENU (menu.ts) by `npm run permissions`: do not edit.',
    '// Every permission name (menu page and action leaves); permissions.test.ts fails when stale.',
    'export const PERMISSION_NAME_LIST = [',
    ...names.map((n) => `  '${n}',`),
    '] as const;',
    '',
    '/** A permission (menu leaf) name: `user.create`, `purchaseOrder.audit`, `orders`, … */',
    'export type PermissionName = (typeof PERMISSION_NAME_LIST)[number];',
    '',
    '/** The address of every page the menu shows (not hidden): the web shell names their tabs as the menu does, without loading the menu tree. */',
    'export const MENU_PAGE_PATH_LIST: readonly string[] = [',
    ...pagePaths.map((p) => `  '${p}',`),
    '];',
    '',
  ].join('\n');
}
