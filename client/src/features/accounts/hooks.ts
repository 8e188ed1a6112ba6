/** Sub-accounts of /accounts (accounts.graphql): the list, the form's choices and the commands. */
import * as ops from './accounts.generated';
import { listOf, type RowOf, useCommands, useRecord } from '../../ui/resource';

export type SubAccountRow = RowOf<typeof subAccountList>;

/** One page of sub-accounts (the main account included, marked `isMain`). */
export const subAccountList = listOf(ops.SubAccountsDocument, (d) => d.subAccounts);

/**
 * Roles and shops for the filter and the account form. Shops come from shopOptions (sign-in only,
 * every shop the account may see, unpaged). Silent: an account allowed to manage sub-accounts but
 * not roles gets empty choices (and a note in the form), not a "no permission" dialog on opening the page.
 */
export function useAccountFormOptions() {
  const { data, loading, error, refetch } = useRecord(ops.AccountFormOptionsDocument, (d) => d, undefined, { silent: true });
  return { roles: data?.roles.edges.map((e) => e.node) ?? [], shops: data?.shopOptions ?? [], loading, error, refetch };
}

export const useAccountCommands = () =>
  useCommands({
    create: ops.CreateSubAccountDocument,
    update: ops.UpdateSubAccountDocument,
    setStatus: ops.SetSubAccountStatusDocument,
    resetPassword: ops.ResetSubAccountPasswordDocument,
  });
