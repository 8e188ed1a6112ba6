/** Test data shared by the screens that show the permission tree (roles, API clients). */
import type { PermissionTreeQuery } from './roles.generated';

type MenuNode = PermissionTreeQuery['permissionTree'][number];

const node = (name: string, title: string, kind: string, children: MenuNode[] = []): MenuNode => ({ __typename: 'MenuNode', name, title, kind, children });
/** An action of a page. */
export const leaf = (name: string, title: string) => node(name, title, 'action');
/** A page with its actions. */
export const menuPage = (name: string, title: string, actions: MenuNode[] = []) => node(name, title, 'page', actions);

/** The tree: the orders group (orders page: audit, ship) and the settings group holding `settings`. */
export function permissionTreeOf(settings: MenuNode[]): PermissionTreeQuery {
  return {
    permissionTree: [
      node('order', '订单', 'group', [menuPage('orders', '订单管理', [leaf('order.audit', '审核订单'), leaf('order.ship', '发货')])]),
      node('setting', '设置', 'group', settings),
    ],
  };
}
