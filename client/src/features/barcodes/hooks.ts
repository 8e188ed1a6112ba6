/** Barcode tool (barcodes.graphql): the batch list document and every command. */
import { BarcodeBatchesDocument, CreateBarcodeBatchDocument, PrintBarcodeBatchDocument, PrintSkuLabelsDocument } from './barcodes.generated';
import { listOf, type RowOf, useCommands } from '../../ui/resource';

export type BatchRow = RowOf<typeof batchList>;

export const batchList = listOf(BarcodeBatchesDocument, (d) => d.barcodeBatches);

export const useBarcodeCommands = () =>
  useCommands({ create: CreateBarcodeBatchDocument, printBatch: PrintBarcodeBatchDocument, printSkuLabels: PrintSkuLabelsDocument });
