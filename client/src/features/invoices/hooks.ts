/** Invoices (invoices.graphql): the list documents and every command. */
import * as ops from './invoices.generated';
import { listOf, type RowOf, useCommands, useRecord } from '../../ui/resource';

export const headerList = listOf(ops.InvoiceCompaniesDocument, (d) => d.invoiceCompanies);
export type HeaderRow = RowOf<typeof headerList>;
export const invoiceList = listOf(ops.InvoicesDocument, (d) => d.invoices);
export type InvoiceRow = RowOf<typeof invoiceList>;

/** Every invoice company (the issue dialog's picker and the list's filter), the default first. */
export function useHeaderOptions() {
  const { record } = useRecord(ops.InvoiceCompanyOptionsDocument, (d) => d.invoiceCompanyOptions, undefined, { silent: true });
  return record ?? [];
}

export const useHeaderCommands = () =>
  useCommands(
    { create: ops.CreateInvoiceCompanyDocument, update: ops.UpdateInvoiceCompanyDocument, remove: ops.DeleteInvoiceCompanyDocument },
    { refetchQueries: ['InvoiceCompanyOptions'] },
  );

export const useInvoiceCommands = () =>
  useCommands(
    { issue: ops.IssueInvoiceDocument, void: ops.VoidInvoiceDocument, pdf: ops.InvoicePdfDocument },
    { refetchQueries: ['InvoiceCompanies', 'InvoiceCompanyOptions'] },
  );
