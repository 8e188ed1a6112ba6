/** Finance (finance.graphql): accounts, payment and collection orders, the ledger; list documents and every command. */
import * as ops from './finance.generated';
import { listOf, type RowOf, useCommands, useRecord } from '../../ui/resource';

export const accountList = listOf(ops.FinanceAccountsDocument, (d) => d.financeAccounts);
export type AccountRow = RowOf<typeof accountList>;

export const useAccountCommands = () =>
  useCommands(
    { create: ops.CreateFinanceAccountDocument, update: ops.UpdateFinanceAccountDocument, setEnabled: ops.SetFinanceAccountEnabledDocument },
    // the pickers and the ledger (an opening entry) of other open tabs
    { refetchQueries: ['FinanceAccountOptions', 'FinanceEntries'] },
  );

export const paymentOrderList = listOf(ops.PaymentOrdersDocument, (d) => d.paymentOrders);
export type PaymentOrderRow = RowOf<typeof paymentOrderList>;
export const collectionOrderList = listOf(ops.CollectionOrdersDocument, (d) => d.collectionOrders);
export type CollectionOrderRow = RowOf<typeof collectionOrderList>;
export const entryList = listOf(ops.FinanceEntriesDocument, (d) => d.financeEntries);
export type EntryRow = RowOf<typeof entryList>;

/** The company's accounts (the pay / receive dialog's picker takes those that are on; the ledger's filter all). */
export function useAccountOptions() {
  const { record, loading, error } = useRecord(ops.FinanceAccountOptionsDocument, (d) => d.financeAccounts.edges.map((e) => e.node), undefined, {
    silent: true,
  });
  return { accounts: record ?? [], loading, error };
}

/**
 * Queries showing balances or entries, asked again after money moved (paying, receiving, recording a
 * movement, opening an account): a page tab kept open (/accountManage, /incomeExpenditure, the
 * account pickers) shows the new balance without being reopened. Closed ones refetch when they
 * open (cache-and-network).
 */
export const MONEY_QUERIES = ['FinanceAccounts', 'FinanceAccountOptions', 'FinanceEntries'];

export const useFinanceOrderCommands = () =>
  useCommands(
    {
      createPayment: ops.CreatePaymentOrderDocument,
      pay: ops.PayPaymentOrderDocument,
      createCollection: ops.CreateCollectionOrderDocument,
      receive: ops.ReceiveCollectionOrderDocument,
    },
    { refetchQueries: MONEY_QUERIES },
  );

export const useMovementCommands = () => useCommands({ record: ops.RecordMoneyMovementDocument }, { refetchQueries: MONEY_QUERIES });
