/** API clients of /apiClients (apiClients.graphql): the list, usage, shop names and the commands. */
import { useMemo } from 'react';
import {
  ApiClientShopsDocument,
  ApiClientsDocument,
  ApiClientUsageDocument,
  CreateApiClientDocument,
  RevokeApiClientDocument,
  RotateApiClientSecretDocument,
  UpdateApiClientBudgetDocument,
  type CreateApiClientMutation,
} from './apiClients.generated';
import { listOf, useCommands, useRecord, type RowOf, type SuccessData } from '../../ui/resource';
import { useGuardPermissions } from '../../ui';
import { usePermissionTree } from '../roles/hooks';
import type { PermNode } from '../roles/permissionTree';

export const apiClientList = listOf(ApiClientsDocument, (d) => d.apiClients);
export const apiClientUsageList = listOf(ApiClientUsageDocument, (d) => d.apiClientUsage);
export type ApiClientRow = RowOf<typeof apiClientList>;
export type ApiClientUsageRow = RowOf<typeof apiClientUsageList>;
/** What a create or a rotation answers once: the secret with its client. */
export type IssuedSecret = SuccessData<CreateApiClientMutation['createApiClient']>;

export const useApiClientCommands = () =>
  useCommands({
    create: CreateApiClientDocument,
    rotate: RotateApiClientSecretDocument,
    revoke: RevokeApiClientDocument,
    budget: UpdateApiClientBudgetDocument,
  });

/** Every shop the account may see (names for the list, choices for the form). Silent: a failure only empties the picker. */
export function useApiClientShops() {
  const { record, error } = useRecord(ApiClientShopsDocument, (d) => d.shopOptions, undefined, { silent: true });
  return { shops: record ?? [], error };
}

/** Keeps the nodes the account holds (a group stays while one of its pages does). */
export function heldOnly(tree: readonly PermNode[], held: (name: string) => boolean): PermNode[] {
  return tree.flatMap((node) => {
    const children = heldOnly(node.children ?? [], held);
    if (node.kind === 'group') return children.length ? [{ ...node, children }] : [];
    return held(node.name) ? [{ ...node, children }] : [];
  });
}

/**
 * The permission tree of the role form, narrowed to what the signed-in account holds: a client can
 * never be given more (the server refuses it too). Permission names → their titles for the list.
 */
export function useScopeTree() {
  const { tree, loading, error, refetch } = usePermissionTree();
  const permissions = useGuardPermissions();
  const scopeTree = useMemo(() => (permissions.names.size ? heldOnly(tree, (name) => permissions.names.has(name)) : tree), [tree, permissions]);
  const titles = useMemo(() => {
    const map = new Map<string, string>();
    const walk = (nodes: readonly PermNode[]) => nodes.forEach((n) => (map.set(n.name, n.title), walk(n.children ?? [])));
    walk(tree);
    return map;
  }, [tree]);
  return { tree: scopeTree, titles, loading, error, refetch };
}
