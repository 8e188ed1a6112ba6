/** Roles of /roles (roles.graphql): the list, the permission tree and the commands. */
import { useMemo } from 'react';
import { CreateRoleDocument, DeleteRoleDocument, PermissionTreeDocument, RolesDocument, UpdateRoleDocument } from './roles.generated';
import { listOf, type RowOf, useCommands, useRecord } from '../../ui/resource';
import type { PermNode } from './permissionTree';

export type RoleRow = RowOf<typeof roleList>;

export const roleList = listOf(RolesDocument, (d) => d.roles);

/** Every permission as a tree: systems → pages → actions (the server's menu, in the UI language). */
export function usePermissionTree() {
  const { record, loading, error, refetch } = useRecord(PermissionTreeDocument, (d) => d.permissionTree, undefined, { fetchPolicy: 'cache-first' });
  const tree = useMemo<PermNode[]>(() => record ?? [], [record]);
  return { tree, loading, error, refetch };
}

export const useRoleCommands = () => useCommands({ create: CreateRoleDocument, update: UpdateRoleDocument, remove: DeleteRoleDocument });
