/**
 * Sub-account data for /accounts: typed documents from accounts.graphql wrapped in small hooks.
 * Mutations answer a `MutationOutcome` (success data, or message + field errors).
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  AccountFormOptionsDocument,
  CreateSubAccountDocument,
  ResetSubAccountPasswordDocument,
  SetSubAccountStatusDocument,
  SubAccountsDocument,
  UpdateSubAccountDocument,
  type CreateSubAccountInput,
  type ResetSubAccountPasswordInput,
  type SubAccountFilter,
  type SubAccountsQuery,
  type UpdateSubAccountInput,
  type UserStatus,
} from '../../api/generated/graphql';
import { settle } from '../shared/outcome';
import { pageArgs } from '../shared/format';

export type SubAccountRow = SubAccountsQuery['subAccounts']['edges'][number]['node'];

/** One page of sub-accounts (the main account included, marked `isMain`). */
export function useSubAccounts(page: number, pageSize: number, filter: SubAccountFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(SubAccountsDocument, {
    variables: { ...pageArgs(page, pageSize), filter },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.subAccounts;
  return {
    rows: list?.edges.map((e) => e.node) ?? [],
    total: list?.totalCount ?? 0,
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

/**
 * Roles and shops for the filter and the account form. Shops come from shopOptions (sign-in only,
 * every shop the account may see, unpaged). Silent: an account allowed to manage sub-accounts but
 * not roles gets empty choices (and a note in the form), not a "no permission" dialog on opening the page.
 */
export function useAccountFormOptions() {
  const { data, loading, error, refetch } = useQuery(AccountFormOptionsDocument, {
    fetchPolicy: 'cache-and-network',
    context: { silent: true },
  });
  return {
    roles: data?.roles.edges.map((e) => e.node) ?? [],
    shops: data?.shopOptions ?? [],
    loading,
    error,
    refetch,
  };
}

export function useCreateSubAccount() {
  const [mutate, { loading }] = useMutation(CreateSubAccountDocument);
  const createSubAccount = useCallback(
    (input: CreateSubAccountInput) => settle(mutate({ variables: { input } }), (d) => d.createSubAccount),
    [mutate],
  );
  return { createSubAccount, loading };
}

export function useUpdateSubAccount() {
  const [mutate, { loading }] = useMutation(UpdateSubAccountDocument);
  const updateSubAccount = useCallback(
    (input: UpdateSubAccountInput) => settle(mutate({ variables: { input } }), (d) => d.updateSubAccount),
    [mutate],
  );
  return { updateSubAccount, loading };
}

export function useSetSubAccountStatus() {
  const [mutate, { loading }] = useMutation(SetSubAccountStatusDocument);
  const setSubAccountStatus = useCallback(
    (id: number, status: UserStatus) => settle(mutate({ variables: { id, status } }), (d) => d.setSubAccountStatus),
    [mutate],
  );
  return { setSubAccountStatus, loading };
}

export function useResetSubAccountPassword() {
  const [mutate, { loading }] = useMutation(ResetSubAccountPasswordDocument);
  const resetSubAccountPassword = useCallback(
    (input: ResetSubAccountPasswordInput) => settle(mutate({ variables: { input } }), (d) => d.resetSubAccountPassword),
    [mutate],
  );
  return { resetSubAccountPassword, loading };
}
