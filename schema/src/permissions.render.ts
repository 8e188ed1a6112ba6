// Renders permissions.generated.ts from the menu tree (DEFAULT_MENU): every page and action name a
// role may hold, as a literal list and a `PermissionName` union. `npm run permissions` writes it;
// permissions.test.ts fails while the file on disk differs from what this renders (a stale union).
import { flattenMenu } from './menu';

export const PERMISSIONS_FILE = 'permissions.generated.ts';

export function renderPermissionNames(): string {
  const names = flattenMenu()
    .filter((n) => n.kind !== 'group')
    .map((n) => n.name);
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
  ].join('\n');
}
