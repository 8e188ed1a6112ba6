/** Role data for /roles: typed documents from roles.graphql wrapped in small hooks. */
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import {
  CreateRoleDocument,
  DeleteRoleDocument,
  PermissionTreeDocument,
  RolesDocument,
  UpdateRoleDocument,
  type RoleFilter,
  type RoleInput,
  type RolesQuery,
} from '../../api/generated/graphql';
import { pageArgs } from '../shared/format';
import { settle } from '../shared/outcome';
import type { PermNode } from './permissionTree';

export type RoleRow = RolesQuery['roles']['edges'][number]['node'];

export function useRoles(page: number, pageSize: number, filter: RoleFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(RolesDocument, {
    variables: { ...pageArgs(page, pageSize), filter },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.roles;
  return {
    rows: list?.edges.map((e) => e.node) ?? [],
    total: list?.totalCount ?? 0,
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

/** Every permission as a tree: systems → pages → actions (the server's menu, in the UI language). */
export function usePermissionTree() {
  const { data, loading, error, refetch } = useQuery(PermissionTreeDocument, { fetchPolicy: 'cache-first' });
  const tree = useMemo<PermNode[]>(() => (data?.permissionTree ?? []) as PermNode[], [data]);
  return { tree, loading, error, refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]) };
}

export function useCreateRole() {
  const [mutate, { loading }] = useMutation(CreateRoleDocument);
  const createRole = useCallback((input: RoleInput) => settle(mutate({ variables: { input } }), (d) => d.createRole), [mutate]);
  return { createRole, loading };
}

export function useUpdateRole() {
  const [mutate, { loading }] = useMutation(UpdateRoleDocument);
  const updateRole = useCallback((id: number, input: RoleInput) => settle(mutate({ variables: { id, input } }), (d) => d.updateRole), [mutate]);
  return { updateRole, loading };
}

export function useDeleteRole() {
  const [mutate, { loading }] = useMutation(DeleteRoleDocument);
  const deleteRole = useCallback((id: number) => settle(mutate({ variables: { id } }), (d) => d.deleteRole), [mutate]);
  return { deleteRole, loading };
}
