/** PayPal (paypal.graphql): the list documents and every command. */
import * as ops from './paypal.generated';
import { listOf, type RowOf, useCommands, useRecord } from '../../ui/resource';

export const paypalAccountList = listOf(ops.PaypalAccountsDocument, (d) => d.paypalAccounts);
export type PaypalAccountRow = RowOf<typeof paypalAccountList>;
export const paypalTransactionList = listOf(ops.PaypalTransactionsDocument, (d) => d.paypalTransactions);
export type PaypalTransactionRow = RowOf<typeof paypalTransactionList>;

export const usePaypalAccountCommands = () =>
  useCommands(
    {
      create: ops.CreatePaypalAccountDocument,
      update: ops.UpdatePaypalAccountDocument,
      setEnabled: ops.SetPaypalAccountEnabledDocument,
      sync: ops.SyncPaypalAccountDocument,
    },
    { refetchQueries: ['PaypalAccountOptions', 'PaypalTransactions'] },
  );

export const usePaypalMatchCommands = () =>
  useCommands({ match: ops.MatchPaypalTransactionDocument, unmatch: ops.UnmatchPaypalTransactionDocument }, { refetchQueries: ['PaypalAccounts'] });

export function usePaypalAccountOptions() {
  const { record } = useRecord(ops.PaypalAccountOptionsDocument, (d) => d.paypalAccountOptions, undefined, { silent: true });
  return record ?? [];
}
