/** Logistics reconciliation (logisticsBills.graphql): the bill list and one bill's parcels. */
import * as ops from './logisticsBills.generated';
import { listOf, type RowOf } from '../../ui/resource';

export const billList = listOf(ops.LogisticsBillsDocument, (d) => d.logisticsBills);
export type BillRow = RowOf<typeof billList>;
export const parcelList = listOf(ops.LogisticsBillParcelsDocument, (d) => d.logisticsBillParcels);
export type ParcelRow = RowOf<typeof parcelList>;

/** The summary the REST import answers. */
export interface BillImportSummary {
  id: number;
  billNo: string;
  carrier: string;
  parcels: number;
  actualFreight: string;
  returnFreight: string;
  estimatedFreight: string;
  difference: string;
}
