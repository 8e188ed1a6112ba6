/** Barcode tool (barcodes.graphql): the batch list document and every command. */
import {
  BarcodeBatchesDocument,
  CreateBarcodeBatchDocument,
  PrintBarcodeBatchDocument,
  PrintSkuLabelsDocument,
  type BarcodeBatchesQuery,
} from './barcodes.generated';
import { useCommands, type NodeOf } from '../../ui/resource';

export type BatchRow = NodeOf<BarcodeBatchesQuery['barcodeBatches']>;

export const batchList = { document: BarcodeBatchesDocument, pick: (d: BarcodeBatchesQuery) => d.barcodeBatches };

export const useBarcodeCommands = () =>
  useCommands({ create: CreateBarcodeBatchDocument, printBatch: PrintBarcodeBatchDocument, printSkuLabels: PrintSkuLabelsDocument });
